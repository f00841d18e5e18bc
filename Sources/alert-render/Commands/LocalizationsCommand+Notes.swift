import AlertRenderTools
import AlertRendering

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LocalizationsCommand {
  /// The files of the bundle's `Notes/`: each example alert drawn for translators
  /// (`TranslationNotes`), and a warning for each alert, or for the rules, that could not be
  /// drawn. Notes never stop an export.
  func notes(for language: LocaleID, localizations: [URL]) -> (
    [LocalizationExchange.ExportFile], [String]
  ) {
    var ruleDirectories = rules.map { URL(fileURLWithPath: $0, isDirectory: true) }
    if let home = ResourceLocator.home() {
      ruleDirectories.insert(home.appendingPathComponent("Rules", isDirectory: true), at: 0)
    }
    var inputs = examples
    if inputs.isEmpty {
      if FileBytes.isDirectory("Examples") {
        inputs = ["Examples"]
      } else if let home = ResourceLocator.home() {
        inputs = [home.appendingPathComponent("Examples").path]
      }
    }
    let without = "Notes/ holds no alert drawings"
    guard !ruleDirectories.isEmpty, !inputs.isEmpty else {
      return ([], ["alert-render: warning: No Rules/ or Examples/ was found; \(without)."])
    }
    let renderer: AlertRenderer
    do {
      renderer = try AlertRenderer(
        rulesDirectories: ruleDirectories, localizationDirectories: localizations)
    } catch {
      return ([], ["\(error.shownLocation): warning: \(error.message) \(without)."])
    }
    var gallery: [PreviewGallery.Input] = []
    for path in PreviewWatcher.alertFiles(inputs) {
      gallery.append(
        PreviewGallery.Input(
          path: path, bytes: FileBytes.contents(ofRegularFile: path, limit: AlertLimits().maxBytes))
      )
    }
    let notes = TranslationNotes(inputs: gallery, renderer: renderer, language: language)
    let warnings = notes.problems.map { "\($0.path): warning: \($0.reason) No notes on it." }
    return (notes.files.map { .init(name: $0.name, bytes: $0.bytes) }, warnings)
  }
}
