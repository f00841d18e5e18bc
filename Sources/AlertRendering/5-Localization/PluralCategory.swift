/// CLDR plural categories.
package enum PluralCategory: String, Sendable, CaseIterable {
  case zero, one, two, few, many, other
}
