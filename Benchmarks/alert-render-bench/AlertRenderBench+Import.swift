import AlertRenderTools
import AlertRendering
import Foundation

extension AlertRenderBench {
  /// The most importing one MB of XLIFF may cost, in CPU seconds, on one line or on many.
  static let importSecondsPerMBTarget = 0.5

  /// `--import`: imports generated XLIFF files of about 0.25, 1 and 4 MB, laid out as Xcode
  /// writes them and on one line, into a generated catalog, and prints the CPU time per MB.
  /// An import linear in its input costs about the same per MB at every size and in either
  /// layout; one that is quadratic in line length costs more per MB the longer the line.
  static func benchmarkImport() throws {
    print("XLIFF import into a generated catalog (CPU time of the importing thread)")
    print("  size       layout        units   seconds   seconds per MB")
    var worst = 0.0
    for kilobytes in [250, 1_000, 4_000] {
      for oneLine in [false, true] {
        let input = try importInput(bytes: kilobytes * 1_000, oneLine: oneLine)
        defer { try? FileManager.default.removeItem(at: input.directory) }
        var summary: LocalizationExchange.ImportSummary?
        let nanoseconds = try Stopwatch.measure {
          summary = try LocalizationExchange.importTranslations(
            from: [input.xliff.path], into: input.directory)
        }
        guard summary?.updated == input.units, summary?.findings.isEmpty == true else {
          throw BenchError.mismatch(
            "the import of \(input.units) units updated \(summary?.updated ?? 0), with "
              + "\(summary?.findings.count ?? 0) warnings; expected every unit, no warning.")
        }
        let seconds = Double(nanoseconds) / 1e9
        let perMB = seconds / (Double(input.bytes) / 1e6)
        worst = max(worst, perMB)
        print(
          "  "
            + [
              pad(String(format: "%.2f MB", Double(input.bytes) / 1e6), 9, left: false),
              pad(oneLine ? "one line" : "Xcode's", 11, left: false),
              pad(String(input.units), 7),
              pad(String(format: "%.3f", seconds), 9),
              pad(String(format: "%.3f", perMB), 16),
            ].joined(separator: "  "))
      }
    }
    let verdict = worst <= importSecondsPerMBTarget ? "PASS" : "FAIL"
    print(
      String(
        format: "  %@: at most %.3f s per MB (target ≤ %.1f s)", verdict, worst,
        importSecondsPerMBTarget))
  }

  /// A directory holding `App.xcstrings`, and an XLIFF file of about `bytes` bytes beside it
  /// that changes the es-419 text of every key.
  private static func importInput(bytes: Int, oneLine: Bool) throws -> (
    directory: URL, xliff: URL, units: Int, bytes: Int
  ) {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("alert-render-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let note = String(repeating: "A note for translators about this text. ", count: 8)
    let indent = oneLine ? "" : "\n        "
    var entries: [String] = []
    var units = ""
    var count = 0
    while units.utf8.count < bytes - 600 {
      let key = "bench.key.\(count)"
      let source = "Source text \(count) for the import benchmark, with a %@ placeholder."
      entries.append(
        #""\#(key)":{"localizations":{"en-US":{"stringUnit":{"state":"translated","value":"#
          + #""\#(source)"}},"es-419":{"stringUnit":{"state":"translated","value":"Viejo"}}}}"#)
      units +=
        #"\#(indent)<trans-unit id="\#(key)" xml:space="preserve">\#(indent)  <source>\#(source)"#
        + #"</source>\#(indent)  <target state="translated">Texto \#(count) de la medida, con "#
        + #"%@.</target>\#(indent)  <note>\#(note)</note>\#(indent)</trans-unit>"#
      count += 1
    }
    let catalog =
      #"{"sourceLanguage":"en-US","strings":{"# + entries.joined(separator: ",")
      + #"},"version":"1.0"}"#
    let xliff =
      #"<?xml version="1.0" encoding="UTF-8"?>\#(oneLine ? "" : "\n")<xliff "#
      + #"xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2"><file "#
      + #"original="Localizations/App.xcstrings" source-language="en-US" "#
      + #"target-language="es-419" datatype="plaintext"><body>\#(units)</body></file></xliff>"#
    try Data(catalog.utf8).write(to: directory.appendingPathComponent("App.xcstrings"))
    let file = directory.appendingPathComponent(".input.xliff")
    try Data(xliff.utf8).write(to: file)
    return (directory, file, count, xliff.utf8.count)
  }
}
