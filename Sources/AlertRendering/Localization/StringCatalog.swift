/// One `.xcstrings` String Catalog, parsed and compiled.
struct StringCatalog: Sendable, Equatable {
  /// The file it was read from.
  var file: String
  /// The catalog's source language, such as `en-US`.
  var sourceLanguage: String
  /// Entries by key, in the file's order.
  var entries: [CatalogEntry]
  /// Locales whose translations a load for some locales only checked as JSON but did not
  /// read (`CatalogSet.Selection`); they are missing from `entries`.
  var unreadLocales: [String] = []
  /// Keys this version does not know, ignored; lint reports each as a note.
  var unknownKeys: [UnknownKey] = []
}

/// A key of a catalog this version does not know, which a later Xcode may write.
struct UnknownKey: Sendable, Equatable {
  /// Its JSON path in the file.
  var path: String
  var key: String
}

/// One key of a catalog with its translations.
struct CatalogEntry: Sendable, Equatable {
  var key: String
  var comment: String?
  /// False for text that is the same in every language (date patterns, brand names).
  var shouldTranslate: Bool
  /// How Xcode found the key: `manual`, `extracted_with_value`, `migrated` or `stale`.
  var extractionState: String? = nil
  /// Translations by locale identifier as written in the catalog.
  var localizations: [String: CatalogString]
}

/// The text of one key in one locale: a single string or plural variants, and substitutions.
struct CatalogString: Sendable, Equatable {
  enum Variants: Sendable, Equatable {
    case single(CatalogUnit)
    case plural([PluralCategory: CatalogUnit])
  }

  /// The text every device without a variation of its own reads (`other` when varied by
  /// device).
  var variants: Variants
  var substitutions: [String: Substitution]
  /// The texts of devices with a variation of their own, besides `other`.
  var deviceVariants: [DeviceClass: Variants] = [:]

  /// The text `device` reads: its own variation, else `other`'s.
  func variants(for device: DeviceClass) -> Variants {
    deviceVariants[device] ?? variants
  }

  /// The text itself when there is a single form made of literal text only.
  var plainText: String? {
    guard case .single(let unit) = variants else { return nil }
    var text = ""
    for segment in unit.template.segments {
      guard case .literal(let literal) = segment else { return nil }
      text += literal
    }
    return text
  }

  /// A named plural choice inside a string (`%#@name@`).
  struct Substitution: Sendable, Equatable {
    /// The zero-based argument whose count selects the variant.
    var argumentIndex: Int
    var variants: [PluralCategory: CatalogUnit]
    /// The specifier Xcode writes for that argument (`lld`, `d`, `@`), when the catalog gives
    /// one as a string; rendering counts it as a whole number whatever it says.
    var formatSpecifier: String? = nil
  }

  /// Every unit, for lint: the single one, or each plural variant.
  var units: [(category: PluralCategory?, unit: CatalogUnit)] {
    switch variants {
    case .single(let unit): return [(nil, unit)]
    case .plural(let units):
      return PluralCategory.allCases.compactMap { category in
        units[category].map { (category, $0) }
      }
    }
  }
}

/// One translated text: its review state, its raw value and its compiled template.
struct CatalogUnit: Sendable, Equatable {
  var state: String
  var value: String
  var template: FormatTemplate
}
