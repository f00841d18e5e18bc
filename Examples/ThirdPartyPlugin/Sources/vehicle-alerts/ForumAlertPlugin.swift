import AlertRendering

/// A third party's content for SocialMedia alerts, replacing the rules': one detail per post,
/// its forum as the origin and its author's handle as the value.
struct ForumAlertPlugin: AlertTypePlugin {
  var alertType: AlertType { .socialMedia }

  func content(for alert: Alert, registry: PluginRegistry) throws -> AlertContent {
    var details: [DetailContent] = []
    for (index, event) in alert.events.enumerated() {
      guard let forum = event["forum"]?.scalarText else {
        // The library's own error, with a path, reaches the caller as it is.
        throw AlertDataError.missingField(
          path: "events[\(index)].data.forum", expected: "the forum's name")
      }
      if let link = event["link"]?.scalarText, !link.hasPrefix("https://") {
        // An error of the plugin's own reaches the caller as `pluginFailed`.
        throw ForumError.insecureLink(link)
      }
      details.append(
        DetailContent(
          eventIndex: index, matchType: nil, icon: IconContent(name: "social-post"),
          value: event["handle"]?.scalarText, origin: forum, date: event.date,
          dateField: event.date == nil ? nil : "date", fields: []))
    }
    return AlertContent(
      title: LocalizedText("forum.title", [.count(alert.events.count)]),
      header: HeaderContent(
        icon: IconContent(name: "socialmedia-alert"), title: LocalizedText("forum.header.title"),
        subtitle: LocalizedText("forum.header.subtitle")),
      details: details, risks: [],
      steps: [ItemContent(text: LocalizedText("forum.step.report"))])
  }
}

/// Why the forum plugin cannot show an alert.
enum ForumError: Error, Equatable, CustomStringConvertible {
  case insecureLink(String)

  var description: String {
    switch self {
    case .insecureLink(let link): return "the post's link \(link) is not https"
    }
  }
}
