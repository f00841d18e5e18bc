#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension StringCatalog {
  /// Reads a String Catalog (the JSON Xcode writes) and compiles every value's template.
  init(_ json: JSONValue, file: String) throws(ContentError) {
    let root = try RuleReader(
      json, file: file, path: "", allowed: ["sourceLanguage", "strings", "version"])
    self.file = file
    sourceLanguage = try root.requiredString(
      "sourceLanguage", "the source language, such as \"en-US\"")
    guard LocaleID(sourceLanguage) != nil else {
      throw .invalidValue(
        file: file, path: "sourceLanguage", expected: "a language tag such as \"en-US\"",
        found: "\"\(sourceLanguage)\"")
    }
    guard case .object(let members)? = root.value("strings") else {
      throw .missingKey(file: file, path: "strings", expected: "an object of strings by key")
    }
    entries = []
    for member in members {
      entries.append(try CatalogEntry(member.value, key: member.key, file: file))
    }
  }
}

extension CatalogEntry {
  init(_ json: JSONValue, key: String, file: String) throws(ContentError) {
    let path = "strings.\(key)"
    let reader = try RuleReader(
      json, file: file, path: path,
      allowed: ["comment", "extractionState", "localizations", "shouldTranslate"])
    self.key = key
    comment = try reader.string("comment")
    if let flag = reader.value("shouldTranslate") {
      guard case .bool(let value) = flag else {
        throw .invalidValue(
          file: file, path: path + ".shouldTranslate", expected: "true or false",
          found: flag.quotedForMessage)
      }
      shouldTranslate = value
    } else {
      shouldTranslate = true
    }
    localizations = [:]
    guard let all = reader.value("localizations") else { return }
    guard case .object(let locales) = all else {
      throw .invalidValue(
        file: file, path: path + ".localizations", expected: "an object of translations by locale",
        found: all.foundDescription)
    }
    for locale in locales {
      let localePath = path + ".localizations.\(locale.key)"
      guard LocaleID(locale.key) != nil else {
        throw .invalidValue(
          file: file, path: localePath, expected: "a locale identifier such as \"es-419\"",
          found: "\"\(locale.key)\"")
      }
      localizations[locale.key] = try CatalogString(locale.value, file: file, path: localePath)
    }
  }
}

extension CatalogString {
  init(_ json: JSONValue, file: String, path: String) throws(ContentError) {
    let reader = try RuleReader(
      json, file: file, path: path, allowed: ["stringUnit", "variations", "substitutions"])
    substitutions = [:]
    if let value = reader.value("substitutions") {
      guard case .object(let members) = value else {
        throw .invalidValue(
          file: file, path: path + ".substitutions", expected: "an object of substitutions",
          found: value.foundDescription)
      }
      for member in members {
        let subPath = path + ".substitutions.\(member.key)"
        let sub = try RuleReader(
          member.value, file: file, path: subPath,
          allowed: ["argNum", "formatSpecifier", "variations"])
        let argNum = try sub.integer("argNum", in: 1...99) ?? 1
        let variations = try sub.requiredObject(
          "variations", allowed: ["plural"], "the substitution's plural variations")
        substitutions[member.key] = Substitution(
          argumentIndex: argNum - 1,
          variants: try Self.plural(variations, file: file, argumentIndex: argNum - 1))
      }
    }
    if let unit = reader.value("stringUnit") {
      variants = .single(try CatalogUnit(unit, file: file, path: path + ".stringUnit"))
    } else if let variations = try reader.object("variations", allowed: ["plural"]) {
      variants = .plural(try Self.plural(variations, file: file, argumentIndex: nil))
    } else {
      throw .missingKey(file: file, path: path, expected: "a stringUnit or plural variations")
    }
  }

  private static func plural(_ variations: RuleReader, file: String, argumentIndex: Int?)
    throws(ContentError) -> [PluralCategory: CatalogUnit]
  {
    let categories = PluralCategory.allCases.map(\.rawValue)
    let plural = try variations.requiredObject(
      "plural", allowed: categories, "plural variants by category")
    var result: [PluralCategory: CatalogUnit] = [:]
    for member in plural.members {
      guard let category = PluralCategory(rawValue: member.key) else { continue }
      let unitPath = plural.childPath(member.key)
      let wrapper = try RuleReader(
        member.value, file: file, path: unitPath, allowed: ["stringUnit"])
      guard let unit = wrapper.value("stringUnit") else {
        throw .missingKey(file: file, path: unitPath + ".stringUnit", expected: "a stringUnit")
      }
      result[category] = try CatalogUnit(
        unit, file: file, path: unitPath + ".stringUnit", argumentIndex: argumentIndex)
    }
    return result
  }
}

extension CatalogUnit {
  static let states = ["new", "needs_review", "translated", "stale"]

  init(_ json: JSONValue, file: String, path: String, argumentIndex: Int? = nil)
    throws(ContentError)
  {
    let reader = try RuleReader(json, file: file, path: path, allowed: ["state", "value"])
    state = try reader.string("state") ?? "new"
    guard case .string(let text)? = reader.value("value") else {
      throw .missingKey(file: file, path: path + ".value", expected: "the text")
    }
    value = text
    do {
      template = try FormatTemplate(text, argumentIndex: argumentIndex)
    } catch {
      throw .invalidValue(
        file: file, path: path + ".value", expected: "valid format specifiers (\(error.message))",
        found: JSONValue.string(text).quotedForMessage)
    }
  }
}
