import AlertLayout

/// The declarative description of one alert type, read from `Rules/<AlertType>/alert.json`.
package struct AlertRule: Sendable, Equatable {
  /// The file the rule came from.
  package var file: String
  /// The alert type.
  var alertType: AlertType
  /// The banner icon.
  var icon: IconContent
  /// Catalog key of the banner heading, such as "Identity Risk".
  var headerTitle: String
  /// The data field naming the match type; nil for types without match types.
  var matchField: String?
  /// Data fields holding the leak date, by precedence; the event's `date` is the last resort.
  var dateFields: [String]
  /// Data fields naming where the leak was found, by precedence; empty values are skipped.
  var originFields: [String]
  /// Title and subtitle choices, first whose condition holds wins; the last must be unconditional.
  var variants: [Variant]
  /// Risks shown for every alert of this type, before those of its match types.
  var risks: [RuleItem]
  /// Steps shown for every alert of this type, before those of its match types.
  var steps: [RuleItem]
  /// For types without match types: how each event's data is shown as labelled fields.
  package var fields: GenericFields?
  /// The push notification's texts; nil for `PushRule.standard`.
  var push: PushRule?
  /// Other data keys the feed sends, declared for conditions only: never shown.
  var dataFields: [String] = []

  /// How the generic renderer shows an event's data fields.
  package struct GenericFields: Sendable, Equatable {
    /// The icon of each detail.
    var icon: IconContent
    /// Catalog key prefix of field labels: `prefix` + data key; the raw key is shown without one.
    package var labelPrefix: String
    /// How every field value is masked, since the data's meaning is not known.
    package var masking: MaskingPolicy

    static let keys = ["icon", "labelPrefix", "masking"]
  }

  /// A title and subtitle for alerts that meet `when`.
  struct Variant: Sendable, Equatable {
    var when: Condition?
    var title: TextChoice
    var subtitle: TextChoice
  }

  /// Where a variant's text comes from.
  enum TextChoice: Sendable, Equatable {
    /// A catalog key filled with the listed arguments.
    case key(String, arguments: [VariantArgument])
    /// The single match type's own title or subtitle, with the event count.
    case matchTitle
    /// The single match type's own subtitle, with the event count.
    case matchSubtitle
  }

  /// Values a variant text may take, in the order listed.
  enum VariantArgument: String, Sendable, Equatable, CaseIterable {
    /// The number of events.
    case eventCount
    /// The number of distinct match types.
    case matchTypeCount
    /// The kinds of leaked data as a locale-formatted list.
    case kinds
  }

  static let keys = [
    "alertType", "icon", "header", "matchField", "dateFields", "originFields", "variants", "risks",
    "steps", "fields", "push",
    "dataFields",
  ]
}

extension AlertRule {
  /// Reads an alert rule from parsed JSON; `alertType` comes from the directory name.
  init(_ value: JSONValue, file: String, alertType: AlertType) throws(ResourceError) {
    let reader = try ResourceReader(value, file: file, path: "", allowed: Self.keys)
    self.file = file
    self.alertType = alertType
    let declared = try reader.requiredString("alertType", "the alert type's name")
    guard declared.isExactly(alertType.name) else {
      throw .invalidValue(
        file: file, path: "alertType", expected: "\"\(alertType.name)\" (the directory's name)",
        found: "\"\(cut: declared)\"")
    }
    icon = try IconContent(rule: reader, key: "icon")
    let header = try reader.requiredObject(
      "header", allowed: ["title"], "an object with the header's title key")
    headerTitle = try header.requiredString("title", "the catalog key of the header title")
    matchField = try reader.string("matchField")
    dateFields = try reader.stringArray("dateFields") ?? []
    originFields = try reader.stringArray("originFields") ?? []
    variants = []
    for (path, item) in try reader.array("variants") ?? [] {
      let variant = try ResourceReader(
        item, file: file, at: path, allowed: ["when", "title", "subtitle"])
      variants.append(
        Variant(
          when: try Condition.optional(in: variant),
          title: try Self.textChoice(variant, "title"),
          subtitle: try Self.textChoice(variant, "subtitle")))
    }
    risks = try RuleItem.list(reader, "risks")
    steps = try RuleItem.list(reader, "steps")
    dataFields = try reader.stringArray("dataFields") ?? []
    fields = try reader.object("fields", allowed: GenericFields.keys).map {
      fields throws(ResourceError) in
      GenericFields(
        icon: try IconContent(rule: fields, key: "icon"),
        labelPrefix: try fields.requiredString("labelPrefix", "the catalog key prefix of labels"),
        masking: try fields.value("masking").map { value throws(ResourceError) in
          try MaskingPolicy(value, file: file, at: fields.location.appending("masking"))
        } ?? .full)
    }
    push = try PushRule.optional(in: reader, complete: true)
    guard matchField == nil || fields == nil else {
      throw .invalidValue(
        file: file, path: "fields", expected: "either 'matchField' or 'fields', not both",
        found: "both")
    }
    guard let last = variants.last, last.when == nil else {
      throw .invalidValue(
        file: file, path: "variants",
        expected: "a list of variants ending with one that has no 'when'",
        found: variants.isEmpty ? "no variants" : "a conditional last variant")
    }
  }

  /// Reads `"$match.title"`, `"$match.subtitle"`, `"key"` or `{"key": …, "arguments": […]}`.
  private static func textChoice(_ reader: ResourceReader, _ key: String) throws(ResourceError)
    -> TextChoice
  {
    guard let value = reader.value(key) else {
      throw .missingKey(
        file: reader.file, path: reader.childPath(key),
        expected: "a catalog key, \"$match.title\" or \"$match.subtitle\"")
    }
    switch value {
    case .string("$match.title"): return .matchTitle
    case .string("$match.subtitle"): return .matchSubtitle
    case .string(let text) where !text.isEmpty && !text.hasPrefix("$"):
      return .key(text, arguments: [])
    case .object:
      let text = try ResourceReader(
        value, file: reader.file, at: reader.location.appending(key), allowed: ["key", "arguments"])
      var arguments: [VariantArgument] = []
      let names = VariantArgument.allCases.map(\.rawValue)
      for (index, name) in (try text.stringArray("arguments") ?? []).enumerated() {
        guard let argument = VariantArgument(rawValue: name) else {
          throw .unresolvedReference(
            file: reader.file, path: text.childPath("arguments") + "[\(index)]", name: name,
            valid: names)
        }
        arguments.append(argument)
      }
      return .key(try text.requiredString("key", "the catalog key"), arguments: arguments)
    default:
      throw .invalidValue(
        file: reader.file, path: reader.childPath(key),
        expected: "a catalog key, \"$match.title\", \"$match.subtitle\" or a key object",
        found: value.quotedForMessage)
    }
  }

  /// Every catalog key the rule refers to with the number of arguments it is given (a
  /// variant's listed `arguments`), for lint.
  var catalogKeyUses: [(key: String, arguments: Int, slot: TextSlot)] {
    var keys: [(String, TextSlot)] = [(headerTitle, .navigationTitle)]
    keys += ([icon.label?.key, fields?.icon.label?.key].compactMap { $0 }).map { ($0, .iconLabel) }
    keys += (risks.map(\.text) + steps.map(\.text)).map { ($0, .item) }
    var uses = keys.map { ($0.0, 0, $0.1) } + (push?.catalogKeyUses ?? [])
    for variant in variants {
      for (choice, slot) in [
        (variant.title, TextSlot.bannerTitle), (variant.subtitle, .bannerSubtitle),
      ] {
        if case .key(let key, let arguments) = choice { uses.append((key, arguments.count, slot)) }
      }
    }
    return uses
  }

  /// Every catalog key the rule refers to.
  package var catalogKeys: [String] { catalogKeyUses.map(\.key) }
}
