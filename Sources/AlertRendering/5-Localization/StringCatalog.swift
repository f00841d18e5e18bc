/// One `.xcstrings` String Catalog, parsed and compiled.
package struct StringCatalog: Sendable, Equatable {
  /// The file it was read from.
  package var file: String
  /// The catalog's source language, such as `en-US`.
  package var sourceLanguage: String
  /// Entries by key, in the file's order.
  package var entries: [CatalogEntry]
  /// Locales whose translations a load for some locales only checked as JSON but did not
  /// read (`CatalogSet.Selection`); they are missing from `entries`.
  var unreadLocales: [String] = []
  /// Keys this version does not know, ignored; lint reports each as a note.
  package var unknownKeys: [UnknownKey] = []
  /// False when the loader found that rendering fills every specifier of every text it read
  /// (`CatalogString.isRenderable`), as nearly always: `CatalogSet.compileTable` then need not
  /// ask each text.
  var mayHoldUnrenderableTexts = true
}

/// A key of a catalog this version does not know, which a later Xcode may write.
package struct UnknownKey: Sendable, Equatable {
  /// Its JSON path in the file.
  package var path: String
  package var key: String
}

/// One key of a catalog with its translations.
package struct CatalogEntry: Sendable, Equatable {
  package var key: String
  package var comment: String?
  /// False for text that is the same in every language (date patterns, brand names).
  package var shouldTranslate: Bool
  /// How Xcode found the key: `manual`, `extracted_with_value`, `migrated` or `stale`.
  package var extractionState: String? = nil
  /// Translations by locale identifier as written in the catalog.
  package var localizations: [String: CatalogString]
}

/// The text of one key in one locale: a single string or plural variants, and substitutions.
package struct CatalogString: Sendable, Equatable {
  package enum Variants: Sendable, Equatable {
    case single(CatalogUnit)
    case plural([PluralCategory: CatalogUnit])
  }

  /// The text every device without a variation of its own reads (`other` when varied by
  /// device).
  package var variants: Variants
  package var substitutions: [String: Substitution]
  /// The texts of devices with a variation of their own, besides `other`.
  package var deviceVariants: [DeviceClass: Variants] = [:]

  /// The text `device` reads: its own variation, else `other`'s.
  func variants(for device: DeviceClass) -> Variants {
    deviceVariants[device] ?? variants
  }

  /// The text itself when there is a single form made of literal text only.
  package var plainText: String? {
    guard case .single(let unit) = variants else { return nil }
    var text = ""
    for segment in unit.template.segments {
      guard case .literal(let literal) = segment else { return nil }
      text += literal
    }
    return text
  }

  /// A named plural choice inside a string (`%#@name@`).
  package struct Substitution: Sendable, Equatable {
    /// The zero-based argument whose count selects the variant.
    package var argumentIndex: Int
    package var variants: [PluralCategory: CatalogUnit]
    /// The specifier Xcode writes for that argument (`lld`, `d`, `@`), when the catalog gives
    /// one as a string; `%arg` is rendered only when rendering fills it (`isRenderable`).
    package var formatSpecifier: String? = nil

    /// The format specifier as a template of its own (`%lld`), when there is one.
    package var specifierTemplate: FormatTemplate? {
      formatSpecifier.map { FormatTemplate("%" + $0) }
    }

    /// Whether rendering fills the argument as the format specifier says: no specifier, or
    /// exactly one rendering fills (`lld`, `d`, `@`), not `f` or `.2f`.
    package var hasRenderableSpecifier: Bool {
      guard let template = specifierTemplate else { return true }
      guard template.segments.count == 1, case .argument = template.segments[0] else {
        return false
      }
      return true
    }
  }

  /// Whether rendering fills every specifier of every text of the string: each form, each
  /// device's, each substitution's and the substitutions' format specifiers. A string that is
  /// not is never rendered (`CatalogSet.compileTable`).
  package var isRenderable: Bool {
    // Most strings: one text, no substitution, no device of its own.
    if substitutions.isEmpty, deviceVariants.isEmpty, case .single(let unit) = variants {
      return unit.template.isRenderable
    }
    return unsupportedSpecifier == nil
  }

  /// The first specifier rendering does not fill, as written (a substitution's format
  /// specifier with a `%` before it), in a fixed order: the forms, the devices', the
  /// substitutions' by name; nil when rendering fills them all.
  var unsupportedSpecifier: String? {
    func first(_ variants: Variants) -> String? {
      switch variants {
      case .single(let unit): return unit.template.unsupported?.specifier
      case .plural(let units):
        return PluralCategory.allCases.lazy.compactMap { units[$0]?.template.unsupported }
          .first?.specifier
      }
    }
    if let found = first(variants) { return found }
    for device in DeviceClass.allCases {
      if let variants = deviceVariants[device], let found = first(variants) { return found }
    }
    for (_, substitution) in substitutions.sorted(by: { $0.key < $1.key }) {
      if !substitution.hasRenderableSpecifier, let specifier = substitution.formatSpecifier {
        return "%" + specifier
      }
      if let found = first(.plural(substitution.variants)) { return found }
    }
    return nil
  }

  /// Every unit, for lint: the single one, or each plural variant.
  package var units: [(category: PluralCategory?, unit: CatalogUnit)] {
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
package struct CatalogUnit: Sendable, Equatable {
  package var state: String
  package var value: String
  package var template: FormatTemplate
}
