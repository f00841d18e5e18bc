import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

/// Catalog directories and XLIFF files for import tests.
enum ImportFixture {
  /// An XLIFF file of one `<file>` for `catalog`, with a `<trans-unit>` per unit (id, source,
  /// target), written to a new directory; returns its path.
  static func xliff(
    target: String, catalog: String = "App.xcstrings", _ units: [(String, String, String)]
  ) throws -> String {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="Localizations/\(catalog)" source-language="en-US" \
      target-language="\(target)" datatype="plaintext">
          <body>

      """
    for (id, source, translation) in units {
      text += """
              <trans-unit id="\(id)" xml:space="preserve">
                <source>\(source)</source>
                <target state="translated">\(translation)</target>
              </trans-unit>

        """
    }
    text += "    </body>\n  </file>\n</xliff>\n"
    let folder = try TestContent.directory(["\(target).xliff": text])
    return folder.appendingPathComponent("\(target).xliff").path
  }

  /// Imports `paths` into `catalogs`.
  @discardableResult
  static func importing(
    _ paths: [String], into catalogs: URL, skippingInvalid: Bool = false
  ) throws(LocalizationExchangeError) -> LocalizationExchange.ImportSummary {
    try LocalizationExchange.importTranslations(
      from: paths, into: catalogs, skippingInvalid: skippingInvalid)
  }

  /// The failures of an import that `error` says was refused, as `file:line:column: error: …`
  /// lines; nil for any other error.
  static func refusal(_ error: any Error) -> [String]? {
    guard case .refused(let failures, _, _, _)? = error as? LocalizationExchangeError else {
      return nil
    }
    return failures.map(\.description)
  }

  /// The JSON of `name` in `directory`.
  static func json(_ directory: URL, _ name: String = "App.xcstrings") throws -> JSONValue {
    try JSONParser.parse(Array(try Data(contentsOf: directory.appendingPathComponent(name))))
  }

  /// The bytes of every file of `directory`, hidden ones included, by name.
  static func snapshot(_ directory: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
      files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
    }
    return files
  }

  /// Whether `directory` loads as a render loads catalogs.
  static func loads(_ directory: URL) -> Bool {
    (try? CatalogSet.load(from: [directory])) != nil
  }
}
