import AlertLayout
import Foundation

/// Reads the layout document in `file` as a client must and draws it: the text preview, or
/// the HTML page with `html`. Each note says what of a newer version was skipped or replaced.
func draw(file: URL, html: Bool = false) throws -> (drawing: String, notes: [String]) {
  let bytes = try Data(contentsOf: file)
  let reading = try LayoutDocumentReader(file: file.path).read(bytes)
  let drawing =
    html
    ? LayoutHTMLEncoder().encode(reading.document)
    : LayoutTextEncoder(width: 60).encode(reading.document)
  return (drawing, reading.notes.map(\.description))
}
