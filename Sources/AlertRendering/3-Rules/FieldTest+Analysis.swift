/// Whether two tests of one field can both pass, for lint's `condition-never-holds`.
extension FieldTest {
  /// What kind of value passes a test: lint compares them to find tests no value passes.
  private enum Kind: Equatable {
    /// Any value that is there (`present: true`).
    case anything
    /// Nothing, or null, empty or blank (`present: false`).
    case nothing
    /// One of these literals (`equals`, `oneOf`), compared ignoring case or not.
    case literals([Literal], ignoreCase: Bool)
    /// A number in the range.
    case number(min: Double, max: Double)
    /// A date after (`within`) or before (`olderThan`) a number of days before the reference.
    case within(Period)
    case olderThan(Period)
  }

  private var kind: Kind {
    switch test {
    case .present(let wanted): return wanted ? .anything : .nothing
    case .equals(let literal, let ignoreCase): return .literals([literal], ignoreCase: ignoreCase)
    case .oneOf(let literals, let ignoreCase): return .literals(literals, ignoreCase: ignoreCase)
    case .range(let min, let max): return .number(min: min ?? -.infinity, max: max ?? .infinity)
    case .within(let period): return .within(period)
    case .olderThan(let period): return .olderThan(period)
    }
  }

  /// Whether no value of the field passes both this test and `other`.
  func contradicts(_ other: FieldTest) -> Bool {
    Self.contradicts(kind, other.kind) || Self.contradicts(other.kind, kind)
  }

  private static func contradicts(_ one: Kind, _ other: Kind) -> Bool {
    switch (one, other) {
    case (.nothing, .anything): return true
    case (.nothing, .literals(let literals, _)):
      // Only an empty or blank string is both there as a literal and "not present".
      return !literals.contains {
        if case .string(let text) = $0 { return text.isBlank } else { return false }
      }
    case (.nothing, .number), (.nothing, .within), (.nothing, .olderThan): return true
    case (.literals(let left, let leftCase), .literals(let right, let rightCase)):
      return !left.contains { one in
        right.contains { Self.mayEqual(one, leftCase, $0, rightCase) }
      }
    case (.literals(let literals, _), .number(let min, let max)):
      return !literals.contains {
        if case .number(let value) = $0 {
          return value >= min && value <= max
        } else {
          return false
        }
      }
    case (.literals(let literals, _), .within), (.literals(let literals, _), .olderThan):
      return !literals.contains { if case .string = $0 { return true } else { return false } }
    case (.number(let min, let max), .number(let otherMin, let otherMax)):
      return max < otherMin || otherMax < min
    case (.number, .within), (.number, .olderThan): return true
    case (.within(let recent), .olderThan(let old)):
      // Within P: no earlier than now − P; older than Q: earlier than now − Q.
      return old.unit == recent.unit
        ? old.count >= recent.count : old.days.lowerBound >= recent.days.upperBound
    default: return false
    }
  }

  /// Whether some value can equal both literals, each compared as its test compares.
  private static func mayEqual(_ one: Literal, _ oneCase: Bool, _ other: Literal, _ otherCase: Bool)
    -> Bool
  {
    guard case .string(let left) = one, case .string(let right) = other else { return one == other }
    // A literal of an ignoreCase test is already lowercased.
    switch (oneCase, otherCase) {
    case (false, false), (true, true): return left.isExactly(right)
    case (true, false): return right.lowercased().isExactly(left)
    case (false, true): return left.lowercased().isExactly(right)
    }
  }
}
