import AlertRenderTestSupport

@testable import AlertRendering

extension TestContent {
  /// A String Catalog with one translated text per key, all in `locale`, parsed as a file is.
  static func catalog(locale: String, strings: [String: String], file: String = "Test.xcstrings")
    throws -> StringCatalog
  {
    let units = strings.keys.sorted().map { key in
      let unit: JSONValue = .object([
        JSONMember(key: "state", value: .string("translated")),
        JSONMember(key: "value", value: .string(strings[key] ?? "")),
      ])
      let localization: JSONValue = .object([JSONMember(key: "stringUnit", value: unit)])
      return JSONMember(
        key: key,
        value: .object([
          JSONMember(
            key: "localizations", value: .object([JSONMember(key: locale, value: localization)]))
        ]))
    }
    let json: JSONValue = .object([
      JSONMember(key: "sourceLanguage", value: .string(locale)),
      JSONMember(key: "strings", value: .object(units)),
      JSONMember(key: "version", value: .string("1.0")),
    ])
    return try StringCatalog(json, file: file)
  }
}
