/// The `xliff` target: arbitrary bytes read as the XLIFF a CAT tool returns
/// (`XLIFFDocument(parsing:file:)` over `XMLReader`), as `alert-render localizations import`
/// reads them. Checked:
///
/// - a refused file has a one-sentence reason and, when it names one, a real line and column;
/// - a document read is written as Xcode writes it and reads back as the same document: every
///   file's catalog and languages, every unit's id and, where it could be read, its source,
///   target, state and notes.
enum XLIFFFuzzHarness {
  static let tool = LocalizationExchange.Tool(id: "fuzz", name: "fuzz", version: "1")

  static func run(_ input: UnsafeBufferPointer<UInt8>) {
    let bytes = Array(input)
    let document: XLIFFDocument
    do {
      document = try XLIFFDocument(parsing: bytes, file: "fuzz.xliff")
    } catch {
      FuzzHarness.require(
        !error.reason.isEmpty && error.reason.hasSuffix("."), "unclear XLIFF error: \(error)")
      if let location = error.location {
        FuzzHarness.require(location.line >= 1 && location.column >= 1, "misplaced: \(error)")
      }
      return
    }
    let written = document.bytes(tool: tool)
    let reread: XLIFFDocument
    do {
      reread = try XLIFFDocument(parsing: written, file: "written.xliff")
    } catch {
      FuzzHarness.fail("the XLIFF written from a document read does not read back: \(error)")
    }
    FuzzHarness.require(reread.files.count == document.files.count, "a file was lost")
    for (file, again) in zip(document.files, reread.files) {
      FuzzHarness.require(
        (file.original, file.sourceLanguage, file.targetLanguage)
          == (again.original, again.sourceLanguage, again.targetLanguage),
        "a file's attributes changed: \(file.original)")
      FuzzHarness.require(file.units.count == again.units.count, "a unit was lost")
      for (unit, copy) in zip(file.units, again.units) {
        FuzzHarness.require(unit.id == copy.id, "a unit's id changed: \(unit.id)")
        // A unit whose text could not be read is reported on import, not written back whole.
        guard unit.problem == nil else { continue }
        FuzzHarness.require(
          (unit.source, unit.target, unit.state, unit.notes)
            == (copy.source, copy.target, copy.state, copy.notes),
          "the unit \(unit.id) changed in writing")
      }
    }
  }
}
