/// CLDR cardinal plural rules for integers, per language.
///
/// Foundation on Linux has no plural API, so the rules of the languages we may ship are
/// written out here from CLDR's `plurals.xml` (integer operands only: counts are whole).
enum PluralRules {
  /// The category of the count `n` in `language`.
  static func category(of n: Int, language: String) -> PluralCategory {
    let i = n.magnitude
    switch language {
    case "es", "it", "pt-PT":
      if i == 1 { return .one }
      return i != 0 && i % 1_000_000 == 0 ? .many : .other
    case "fr", "pt":
      if i <= 1 { return .one }
      return i % 1_000_000 == 0 ? .many : .other
    case "ja", "zh", "ko", "th", "vi", "id":
      return .other
    case "ru", "uk":
      if i % 10 == 1, i % 100 != 11 { return .one }
      if (2...4).contains(i % 10), !(12...14).contains(i % 100) { return .few }
      return .many
    case "pl":
      if i == 1 { return .one }
      if (2...4).contains(i % 10), !(12...14).contains(i % 100) { return .few }
      return .many
    case "ar":
      switch i {
      case 0: return .zero
      case 1: return .one
      case 2: return .two
      default:
        if (3...10).contains(i % 100) { return .few }
        if (11...99).contains(i % 100) { return .many }
        return .other
      }
    default:
      // en, de, nl, sv and most others: one for exactly 1.
      return i == 1 ? .one : .other
    }
  }

  /// The categories a catalog must provide for `language`: CLDR's, less those only
  /// reachable by decimals or by numbers the catalog may leave to `other`.
  static func requiredCategories(language: String) -> [PluralCategory] {
    switch language {
    case "ja", "zh", "ko", "th", "vi", "id": return [.other]
    case "ru", "uk", "pl": return [.one, .few, .many, .other]
    case "ar": return [.zero, .one, .two, .few, .many, .other]
    default: return [.one, .other]
    }
  }

  /// Categories CLDR defines that a catalog may omit because ICU falls back to `other`.
  static func optionalCategories(language: String) -> [PluralCategory] {
    switch language {
    case "es", "it", "fr", "pt": return [.many]
    default: return []
    }
  }
}
