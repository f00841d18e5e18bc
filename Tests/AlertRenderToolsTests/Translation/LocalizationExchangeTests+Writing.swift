import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

/// Issue 23, item 4: an import writes no catalog that a render would refuse, and then none
/// at all. Both tests failed before the fix (the catalog was written, exit 0).
extension LocalizationExchangeTests {
  static let small = """
    {
      "sourceLanguage" : "en-US",
      "strings" : {
        "title" : { "localizations" : {
          "en-US" : { "stringUnit" : { "state" : "translated", "value" : "Title" } } } }
      },
      "version" : "1.0"
    }
    """

  /// A compact catalog of keys `k0`, `k1`… with long French texts, just under 4 MiB: in
  /// Xcode's layout (indentation, `" : "`) it is some 10 % larger.
  static func compactCatalog() -> String {
    let padding = String(repeating: "x", count: 900)
    var entries: [String] = []
    var size = 0
    while size < (4 << 20) - 2_000 {
      let index = entries.count
      let entry =
        #""k\#(index)":{"localizations":{"en-US":{"stringUnit":{"state":"translated","#
        + #""value":"Source \#(index) \#(padding)"}},"fr":{"stringUnit":{"#
        + #""state":"translated","value":"Texte \#(index) \#(padding)"}}}}"#
      size += entry.utf8.count + 1
      entries.append(entry)
    }
    return #"{"sourceLanguage":"en-US","strings":{"# + entries.joined(separator: ",")
      + #"},"version":"1.0"}"#
  }

  @Test func anImportThatWouldLeaveACatalogTooLargeWritesNone() throws {
    let compact = Self.compactCatalog()
    #expect(compact.utf8.count <= ResourceDirectory.maxFileBytes)
    let directory = try TestContent.directory([
      "Big.xcstrings": compact, "Small.xcstrings": Self.small,
    ])
    #expect(ImportFixture.loads(directory))
    let before = try ImportFixture.snapshot(directory)
    let paths = [
      try ImportFixture.xliff(
        target: "fr", catalog: "Small.xcstrings", [("title", "Title", "Titre")]),
      try ImportFixture.xliff(
        target: "fr", catalog: "Big.xcstrings",
        [("k1", "Source 1 " + String(repeating: "x", count: 900), "Un")]),
    ]
    #expect {
      try ImportFixture.importing(paths, into: directory)
    } throws: { error in
      guard let error = error as? LocalizationExchangeError, case .wouldNotLoad = error else {
        return false
      }
      return error.source.hasSuffix("/Big.xcstrings")
        && error.reason.contains("over the 4194304 bytes (4 MiB)")
        && error.reason.contains("nothing was written")
    }
    #expect(try ImportFixture.snapshot(directory) == before)
  }

  @Test func anImportIntoACatalogThatWouldNotLoadWritesNone() throws {
    let broken = Self.small.replacingOccurrences(
      of: #""state" : "translated""#, with: #""state" : 5"#)
    let directory = try TestContent.directory(["App.xcstrings": broken])
    let before = try ImportFixture.snapshot(directory)
    let path = try ImportFixture.xliff(target: "fr", [("title", "Title", "Titre")])
    #expect {
      try ImportFixture.importing([path], into: directory)
    } throws: { error in
      let error = error as? LocalizationExchangeError
      return error?.reason.contains("strings.title.localizations.en-US.stringUnit.state") == true
        && error?.reason.contains("would not load") == true
    }
    #expect(try ImportFixture.snapshot(directory) == before)
  }
}
