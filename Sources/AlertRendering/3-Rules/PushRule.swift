import AlertLayout

/// Which catalog texts an alert's push notification shows, read from the `push` object of an
/// alert rule or of a match rule.
///
/// An alert rule's `push` names at least the title and the body; a match rule's names any of
/// the three and replaces those of its alert type for alerts whose events all have that match
/// type (the `_default` rule's for match types without a rule of their own). No text form
/// carries a value from the alert: catalog keys take counts and kinds only.
package struct PushRule: Sendable, Equatable {
  /// The notification's title; nil in a match rule that keeps its alert type's.
  var title: Text?
  /// The subtitle (APNs only; FCM writes it as the body's first line); nil for none, or in a
  /// match rule for its alert type's.
  var subtitle: Text?
  /// The body; nil in a match rule that keeps its alert type's.
  var body: Text?

  /// Where one of the texts comes from.
  enum Text: Sendable, Equatable {
    /// A catalog key filled with the listed arguments.
    case key(String, arguments: [AlertRule.VariantArgument])
    /// The navigation title the alert's layout shows (`$title`).
    case title
    /// The banner subtitle the alert's layout shows (`$subtitle`).
    case subtitle
    /// The single match type's title (`$match.title`).
    case matchTitle
    /// The single match type's subtitle (`$match.subtitle`).
    case matchSubtitle

    /// The catalog key and the number of arguments it is given, for a key.
    var keyUse: (key: String, arguments: Int)? {
      if case .key(let key, let arguments) = self { return (key, arguments.count) }
      return nil
    }
  }

  static let keys = ["title", "subtitle", "body"]
  /// What an alert rule without `push` shows: its header title, the navigation title and the
  /// banner subtitle.
  static func standard(headerTitle: String) -> PushRule {
    PushRule(title: .key(headerTitle, arguments: []), subtitle: .title, body: .subtitle)
  }

  /// This rule with the texts `override` names put in place of its own.
  func overridden(by override: PushRule?) -> PushRule {
    guard let override else { return self }
    return PushRule(
      title: override.title ?? title, subtitle: override.subtitle ?? subtitle,
      body: override.body ?? body)
  }

  /// The catalog keys the rule names, with their argument counts and slots, for lint.
  var catalogKeyUses: [(key: String, arguments: Int, slot: TextSlot)] {
    [(title, TextSlot.pushTitle), (subtitle, .pushSubtitle), (body, .pushBody)].compactMap {
      guard let use = $0.0?.keyUse else { return nil }
      return (use.key, use.arguments, $0.1)
    }
  }
}

extension PushRule {
  /// Reads the `push` object of `reader`, if any; `complete` demands a title and a body (an
  /// alert rule's), otherwise at least one text (a match rule's).
  static func optional(in reader: ResourceReader, complete: Bool) throws(ResourceError)
    -> PushRule?
  {
    guard let push = try reader.object("push", allowed: keys) else { return nil }
    var rule = PushRule()
    rule.title = try text(push, "title", required: complete)
    rule.subtitle = try text(push, "subtitle", required: false)
    rule.body = try text(push, "body", required: complete)
    guard rule != PushRule() else {
      throw .invalidValue(
        file: reader.file, path: reader.childPath("push"),
        expected: "an object naming a 'title', 'subtitle' or 'body'", found: "{}")
    }
    return rule
  }

  private static let forms = [
    "\"$title\"", "\"$subtitle\"", "\"$match.title\"", "\"$match.subtitle\"",
  ]

  /// Reads a text: a catalog key, `{"key": …, "arguments": […]}` or one of `forms`.
  private static func text(_ reader: ResourceReader, _ key: String, required: Bool)
    throws(ResourceError) -> Text?
  {
    let expected = "a catalog key, " + forms.joined(separator: ", ") + " or a key object"
    guard let value = reader.value(key) else {
      guard required else { return nil }
      throw .missingKey(file: reader.file, path: reader.childPath(key), expected: expected)
    }
    switch value {
    case .string("$title"): return .title
    case .string("$subtitle"): return .subtitle
    case .string("$match.title"): return .matchTitle
    case .string("$match.subtitle"): return .matchSubtitle
    case .string(let text) where !text.isEmpty && !text.hasPrefix("$"):
      return .key(text, arguments: [])
    case .string(let text) where text.hasPrefix("$"):
      throw .unresolvedReference(
        file: reader.file, path: reader.childPath(key), name: text,
        valid: forms.map { String($0.dropFirst().dropLast()) })
    case .object:
      let object = try ResourceReader(
        value, file: reader.file, at: reader.location.appending(key),
        allowed: ["key", "arguments"])
      var arguments: [AlertRule.VariantArgument] = []
      let names = AlertRule.VariantArgument.allCases.map(\.rawValue)
      for (index, name) in (try object.stringArray("arguments") ?? []).enumerated() {
        guard let argument = AlertRule.VariantArgument(rawValue: name) else {
          throw .unresolvedReference(
            file: reader.file, path: object.childPath("arguments") + "[\(index)]", name: name,
            valid: names)
        }
        arguments.append(argument)
      }
      return .key(try object.requiredString("key", "the catalog key"), arguments: arguments)
    default:
      throw .invalidValue(
        file: reader.file, path: reader.childPath(key), expected: expected,
        found: value.quotedForMessage)
    }
  }
}

extension RuleSet {
  /// The files of the alert rules without `push`, whose notifications show
  /// `PushRule.standard`, for lint's `push-missing`.
  package var alertRuleFilesWithoutPush: [String] {
    alertRules.values.filter { $0.push == nil }.map(\.file).sorted()
  }
}
