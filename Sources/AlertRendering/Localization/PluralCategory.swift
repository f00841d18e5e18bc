/// CLDR plural categories.
enum PluralCategory: String, Sendable, CaseIterable {
  case zero, one, two, few, many, other
}
