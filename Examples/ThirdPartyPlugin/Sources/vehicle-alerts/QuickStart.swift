import AlertRendering
import Foundation

/// The terminal preview of the alert in `alertFile`, in Spanish, with the content of `root`.
func spanishPreview(of alertFile: URL, content root: URL) throws -> String {
  let renderer = try AlertRenderer(
    rulesDirectories: [root.appendingPathComponent("Rules")],
    localizationDirectories: [root.appendingPathComponent("Localizations")])
  let document = try renderer.render(json: Data(contentsOf: alertFile), locale: "es-419")
  return LayoutTextEncoder(width: 60).encode(document)
}
