import AlertLayout

/// An alert's push notification: the APNs alert and the FCM notification made from the same
/// catalog texts, localized like the alert's layout document (docs/push.md).
///
/// Its texts are catalog words, counts and kinds only: no leaked value, origin, date or field
/// label reaches them. Each platform's payload, written compactly, fits
/// `maxPayloadBytes`; longer texts are cut (`fitted()`).
package struct PushNotification: Sendable, Equatable {
  /// The version of the output's shape, `major.minor`; readers ignore members they do not know.
  package static let schemaVersion = "1.0"
  /// The most bytes each platform's payload may take written compactly in UTF-8: APNs allows
  /// 4096, and 512 are kept for what the sender adds (badge, sound, thread-id, data).
  package static let maxPayloadBytes = 3584

  /// The alert's id.
  package var alertId: String
  /// The locale whose texts were used.
  package var locale: String
  /// The locale asked for, as given.
  package var requestedLocale: String
  /// The title of both platforms.
  package var title: String
  /// APNs' subtitle, nil for none; FCM shows it as the first line of its body.
  package var subtitle: String?
  /// The body.
  package var body: String
  /// Locale fallbacks, missing texts, refused texts and cuts, as the layout notes them.
  package var diagnostics: [Diagnostic]

  /// FCM's body: the subtitle, a line break and the body, or the body alone.
  package var fcmBody: String { subtitle.map { $0 + "\n" + body } ?? body }

  /// The notification as JSON with sorted keys: pretty (as the layout document is printed,
  /// ending without a line break) or compact.
  package func json(pretty: Bool) -> [UInt8] {
    var output = ""
    PushJSON.write(node, indent: pretty ? "" : nil, into: &output)
    return Array(output.utf8)
  }

  /// The APNs payload, `{"aps":{"alert":{…}}}`, written compactly.
  package var apnsPayload: String { PushJSON.compact(apns) }
  /// The FCM HTTP v1 `message` part this notification fills, `{"notification":{…}}`, written
  /// compactly.
  package var fcmPayload: String { PushJSON.compact(fcm) }

  private var apns: PushJSON.Node {
    var alert: [(String, PushJSON.Node)] = [("body", .string(body))]
    if let subtitle { alert.append(("subtitle", .string(subtitle))) }
    alert.append(("title", .string(title)))
    return .object([("aps", .object([("alert", .object(alert))]))])
  }

  private var fcm: PushJSON.Node {
    .object([
      ("notification", .object([("body", .string(fcmBody)), ("title", .string(title))]))
    ])
  }

  private var node: PushJSON.Node {
    .object([
      ("alertId", .string(alertId)),
      ("apns", apns),
      (
        "diagnostics",
        .array(
          diagnostics.map { diagnostic in
            .object(
              [("code", .string(diagnostic.code)), ("message", .string(diagnostic.message))]
                + (diagnostic.path.map { [("path", PushJSON.Node.string($0))] } ?? []))
          })
      ),
      ("fcm", fcm),
      ("locale", .string(locale)),
      ("requestedLocale", .string(requestedLocale)),
      ("schemaVersion", .string(Self.schemaVersion)),
    ])
  }
}

/// The few JSON shapes a push notification writes, in the layout document's style: members in
/// the order given (sorted by the caller), `"key" : value` and two spaces when pretty.
enum PushJSON {
  indirect enum Node {
    case string(String)
    case object([(String, Node)])
    case array([Node])
  }

  static func compact(_ node: Node) -> String {
    var output = ""
    write(node, indent: nil, into: &output)
    return output
  }

  static func write(_ node: Node, indent: String?, into output: inout String) {
    let inner = indent.map { $0 + "  " }
    switch node {
    case .string(let text): output += JSONText.quoted(text)
    case .array(let elements):
      output += "["
      for (index, element) in elements.enumerated() {
        output += index == 0 ? "" : ","
        if let inner { output += "\n" + inner }
        write(element, indent: inner, into: &output)
      }
      // An empty array is written as JSONEncoder writes it: a blank line between brackets.
      if let indent { output += elements.isEmpty ? "\n\n" + indent : "\n" + indent }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, member) in members.enumerated() {
        output += index == 0 ? "" : ","
        if let inner { output += "\n" + inner }
        output += JSONText.quoted(member.0) + (indent == nil ? ":" : " : ")
        write(member.1, indent: inner, into: &output)
      }
      if let indent { output += "\n" + indent }
      output += "}"
    }
  }
}
