import AlertLayout

/// The declarative description of one match type, read from `Rules/<AlertType>/<MATCH>.json`.
package struct MatchRule: Sendable, Equatable {
  /// The file the rule came from, for diagnostics and `list`.
  package var file: String
  /// The alert type whose events use this match type.
  var alertType: AlertType
  /// The match type, such as `IDEMAILADDR`, or `*` for the fallback used by unknown types.
  package var matchType: String
  /// The detail icon and the catalog key of its accessibility label.
  var icon: IconContent
  /// Data fields that may hold the leaked value, tried in order.
  package var valueFields: [String]
  /// How the leaked value is masked.
  package var masking: MaskingPolicy
  /// Catalog key naming the kind of data ("email address"), used in lists.
  var kind: String
  /// Catalog key of the navigation title when all events share this type; takes the count.
  var title: String
  /// Catalog key of the header subtitle when all events share this type; takes the count.
  var subtitle: String
  /// What is at risk, in order.
  var risks: [RuleItem]
  /// What to do next, in order.
  var steps: [RuleItem]
  /// Push texts replacing the alert type's for alerts of this match type only.
  var push: PushRule? = nil
  /// Other data keys the feed sends, declared for conditions only: never shown.
  var dataFields: [String] = []

  package static let fallbackMatchType = "*"
  static let keys = [
    "match", "icon", "valueFields", "masking", "kind", "title", "subtitle", "risks", "steps",
    "push",
    "dataFields",
  ]
}

extension MatchRule {
  /// Reads a match rule from parsed JSON.
  init(_ value: JSONValue, file: String, alertType: AlertType) throws(ResourceError) {
    let reader = try ResourceReader(value, file: file, path: "", allowed: Self.keys)
    self.file = file
    self.alertType = alertType
    matchType = try reader.requiredString("match", "the match type, such as \"IDEMAILADDR\"")
    icon = try IconContent(rule: reader, key: "icon")
    valueFields = try reader.stringArray("valueFields") ?? []
    masking =
      try reader.value("masking").map { value throws(ResourceError) in
        try MaskingPolicy(value, file: file, at: reader.location.appending("masking"))
      } ?? .full
    kind = try reader.requiredString("kind", "the catalog key naming the kind of data")
    title = try reader.requiredString("title", "the catalog key of the title")
    subtitle = try reader.requiredString("subtitle", "the catalog key of the subtitle")
    risks = try RuleItem.list(reader, "risks")
    steps = try RuleItem.list(reader, "steps")
    push = try PushRule.optional(in: reader, complete: false)
    dataFields = try reader.stringArray("dataFields") ?? []
  }

  /// The arguments of the title and subtitle: the event count, which also picks the plural.
  static func countArguments(_ eventCount: Int) -> [LocalizedText.Argument] {
    [.count(eventCount)]
  }

  /// Every catalog key the rule refers to with the number of arguments it is given, for lint.
  var catalogKeyUses: [(key: String, arguments: Int, slot: TextSlot)] {
    let counted = Self.countArguments(1).count
    return [(title, counted, .bannerTitle), (subtitle, counted, .bannerSubtitle), (kind, 0, .kind)]
      + (icon.label.map { [($0.key, 0, .iconLabel)] } ?? [])
      + (risks.map(\.text) + steps.map(\.text)).map { ($0, 0, .item) }
      + (push?.catalogKeyUses ?? [])
  }

  /// Every catalog key the rule refers to.
  package var catalogKeys: [String] { catalogKeyUses.map(\.key) }
}
