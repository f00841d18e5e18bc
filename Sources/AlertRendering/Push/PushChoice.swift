import AlertLayout

/// The catalog texts of an alert's push notification, chosen by its rules but not localized.
struct PushChoice: Sendable, Equatable {
  var title: LocalizedText
  var subtitle: LocalizedText?
  var body: LocalizedText
  /// A note for each text refused because it would carry a value of the alert.
  var diagnostics: [Diagnostic] = []

  /// These texts with every count argument, however deep, set to `count`.
  func counting(_ count: Int) -> PushChoice {
    func counted(_ text: LocalizedText) -> LocalizedText {
      var text = text
      text.arguments = text.arguments.map { argument in
        switch argument {
        case .count: .count(count)
        case .text(let inner): .text(counted(inner))
        case .list(let texts): .list(texts.map(counted))
        case .verbatim, .date: argument
        }
      }
      return text
    }
    var choice = self
    choice.title = counted(title)
    choice.subtitle = subtitle.map(counted)
    choice.body = counted(body)
    return choice
  }

  /// Whether `text` shows only catalog words, counts and kinds: no verbatim text, no date and
  /// no fallback text, in it or in any text it takes as an argument. Rule-driven content
  /// always does; a plugin's content may not.
  static func carriesNoValue(_ text: LocalizedText) -> Bool {
    text.fallback == nil
      && text.arguments.allSatisfy { argument in
        switch argument {
        case .count: true
        case .text(let inner): carriesNoValue(inner)
        case .list(let texts): texts.allSatisfy(carriesNoValue)
        case .verbatim, .date: false
        }
      }
  }
}

extension AlertRenderer {
  /// The texts the rules name for `alert`'s push: the alert rule's `push` (or
  /// `PushRule.standard`), with the texts its single match type's rule names in their place.
  /// `$title` and `$subtitle` are those `content` shows.
  func pushChoice(for alert: Alert, content: AlertContent) -> PushChoice {
    let rule = rules.alertRules[alert.type]
    let groups = pushGroups(of: alert, matchField: rule?.matchField)
    let contents = groups.map { $0.plugin.content(eventCount: $0.count) }
    var push =
      rule.map { $0.push ?? .standard(headerTitle: $0.headerTitle) }
      ?? PushRule(title: nil, subtitle: .title, body: .subtitle)
    if groups.count == 1 {
      push = push.overridden(by: rules.matchRules[alert.type]?[groups[0].plugin.matchType]?.push)
    }
    func resolve(_ text: PushRule.Text?) -> LocalizedText? {
      switch text {
      case nil: return nil
      case .key(let key, let arguments):
        return LocalizedText(
          key,
          arguments.map { argument in
            switch argument {
            case .eventCount: .count(alert.events.count)
            case .matchTypeCount: .count(groups.count)
            case .kinds: .list(contents.map(\.kind))
            }
          })
      case .title: return content.title
      case .subtitle: return content.header.subtitle
      case .matchTitle: return contents.first?.title ?? content.header.title
      case .matchSubtitle: return contents.first?.subtitle ?? content.header.subtitle
      }
    }
    var refused: [String] = []
    // A text that would carry a value is refused and the next candidate taken.
    func first(_ name: String, _ candidates: [LocalizedText?]) -> LocalizedText? {
      for case let candidate? in candidates {
        if PushChoice.carriesNoValue(candidate) { return candidate }
        if !refused.contains(name) { refused.append(name) }
      }
      return nil
    }
    let header = content.header
    let title = first("title", [resolve(push.title), header.title, content.title])
    let subtitle = first("subtitle", [resolve(push.subtitle)])
    let body = first("body", [resolve(push.body), header.subtitle, content.title, header.title])
    var choice = PushChoice(
      title: title ?? LocalizedText("", fallback: ""), subtitle: subtitle,
      body: body ?? LocalizedText("", fallback: ""))
    if !refused.isEmpty {
      choice.diagnostics.append(
        Diagnostic(
          code: "push-value-refused",
          message:
            "The push notification's \(ListText.english(refused)) would have shown a value of "
            + "the alert (a plugin's text with data in it); "
            + (refused.count == 1 ? "it was" : "they were")
            + " replaced by the next text without one."))
    }
    return choice
  }

  /// The match types of `alert`'s events with the plugin serving each and its event count,
  /// in order of first appearance, as the alert's plugin groups them.
  private func pushGroups(of alert: Alert, matchField: String?) -> [(
    matchType: String, plugin: any MatchTypePlugin, count: Int
  )] {
    guard let matchField else { return [] }
    var groups: [(matchType: String, plugin: any MatchTypePlugin, count: Int)] = []
    for event in alert.events {
      var matchType = MatchRule.fallbackMatchType
      if case .string(let text) = event[matchField], !text.isEmpty { matchType = text }
      if let index = groups.firstIndex(where: { $0.matchType.isExactly(matchType) }) {
        groups[index].count += 1
        continue
      }
      guard
        let plugin = registry.plugin(for: alert.type, matchType: matchType)
          ?? registry.plugin(for: alert.type, matchType: MatchRule.fallbackMatchType)
      else { continue }
      groups.append((matchType, plugin, 1))
    }
    return groups
  }
}
