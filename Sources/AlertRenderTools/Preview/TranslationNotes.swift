import AlertLayout
import AlertRendering

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a translator sees of each example alert in an export's `Notes/`: the alert drawn in
/// the source language with every text numbered by its key, as the preview gallery's HTML
/// page (`NAME.html`) and as a text drawing, after the list of those keys with their source
/// text, the current translation and the catalog's comment (`NAME.txt`).
///
/// The keys are found by rendering: the source texts are marked with one hidden character
/// per key, the document is searched for them, and the alert is drawn again with a visible
/// number `⁽n⁾` at the start of each text of its own keys, numbered top to bottom as the
/// text drawing shows them, then the texts only a screen reader says.
package struct TranslationNotes: Sendable {
  /// One file of `Notes/`.
  package struct File: Sendable, Equatable {
    /// A file name without `/`: the alert's name (as the preview gallery names its pages)
    /// and `.html` or `.txt`.
    package var name: String
    package var bytes: [UInt8]
  }

  /// Why an alert file, or the catalogs, could not be drawn.
  package struct Problem: Sendable, Equatable {
    /// The alert file as given, or `(localizations)`.
    package var path: String
    /// A full sentence.
    package var reason: String
  }

  /// Two files for each alert that rendered, in input order.
  package var files: [File] = []
  /// A problem for each alert that could not be drawn.
  package var problems: [Problem] = []

  /// The notes of `inputs` rendered by `renderer` for a translator into `language`.
  package init(inputs: [PreviewGallery.Input], renderer: AlertRenderer, language: LocaleID) {
    let source = renderer.catalogs.sourceLanguage
    let keys = Self.markableKeys(of: renderer)
    var hidden: [String: String] = [:]
    for (index, key) in keys.enumerated() { hidden[key] = Self.hiddenMark(index) }
    guard let finder = Self.markedRenderer(renderer, marks: hidden) else {
      problems.append(
        Problem(path: "(localizations)", reason: "The catalogs could not be marked for notes."))
      return
    }
    var taken: Set<String> = []
    for input in inputs {
      let name = PreviewGallery.uniqueName(for: input.path, taken: &taken)
      do {
        let alert = try Alert(json: try input.bytes.get())
        let found = try finder.render(alert, locale: source.description)
        let (shown, drawn) = try Self.keys(in: found, among: keys)
        var marks: [String: String] = [:]
        for (index, key) in shown.enumerated() { marks[key] = Self.visibleMark(index + 1) }
        guard let marked = Self.markedRenderer(renderer, marks: marks) else { continue }
        let document = try marked.render(alert, locale: source.description)
        let html = LayoutHTMLEncoder().encode(document)
        let text =
          Self.heading(name: name, path: input.path, alert: alert, source: source)
          + Self.keyList(shown, drawn: drawn, catalogs: renderer.catalogs, language: language)
          + "\n" + LayoutTextEncoder(width: 64).encode(document)
        files.append(File(name: name + ".html", bytes: Array(html.utf8)))
        files.append(File(name: name + ".txt", bytes: Array(text.utf8)))
      } catch let problem as FileBytes.ReadProblem {
        problems.append(Problem(path: input.path, reason: problem.reason))
      } catch let error as AlertDataError {
        problems.append(Problem(path: input.path, reason: error.description))
      } catch {
        problems.append(Problem(path: input.path, reason: "\(error)"))
      }
    }
  }

  /// The keys whose hidden marks `document` holds: first as the text drawing shows them,
  /// top to bottom, then those only the document's other fields hold (accessibility labels
  /// and hints).
  private static func keys(in document: LayoutDocument, among keys: [String]) throws
    -> (keys: [String], drawn: Int)
  {
    let drawing = LayoutTextEncoder(width: 1000).encode(document)
    let json = String(decoding: try document.jsonData(pretty: false), as: UTF8.self)
    var seen: Set<Int> = []
    var shown: [String] = []
    var drawn = 0
    for (part, text) in [drawing, json].enumerated() {
      for scalar in text.unicodeScalars where scalar.value >= hiddenMarkBase {
        let index = Int(scalar.value - hiddenMarkBase)
        if index < keys.count, seen.insert(index).inserted { shown.append(keys[index]) }
      }
      if part == 0 { drawn = shown.count }
    }
    return (shown, drawn)
  }

  private static func heading(name: String, path: String, alert: Alert, source: LocaleID)
    -> String
  {
    """
    Notes for translators: \(name)
    The alert \(path) (\(alert.type.name), id \(alert.id)), drawn in \(source) at the end of this
    file and in \(name).html (\(name).png too, when screenshots were made). Each text there
    begins with the number of its key:


    """
  }

  /// For each key: its number, name and catalog, then its source text, the translation
  /// into `language` (each plural form on its own line) and the catalog's comment. Keys
  /// after the first `drawn` are said by screen readers and not drawn.
  private static func keyList(
    _ keys: [String], drawn: Int, catalogs: CatalogSet, language: LocaleID
  ) -> String {
    var text = ""
    for (index, key) in keys.enumerated() {
      guard let (entry, file) = catalogs.entries[key] else { continue }
      text += "\(visibleMark(index + 1)) \(key)  (\(file))\n"
      let source = catalogs.sourceLanguage
      for locale in [source] + (language == source ? [] : [language]) {
        let string = entry.localizations.first { LocaleID($0.key) == locale }?.value
        guard let string else {
          text += "    \(locale): not translated yet\n"
          continue
        }
        for (category, unit) in string.units {
          let form = category.map { " (\($0.rawValue))" } ?? ""
          text += "    \(locale)\(form): \(unit.value)\n"
        }
        if !string.deviceVariants.isEmpty {
          text += "    \(locale): varies by device too; see the XLIFF's device units\n"
        }
      }
      if let comment = entry.comment, !comment.isEmpty { text += "    Comment: \(comment)\n" }
      if index >= drawn { text += "    Said by screen readers, not drawn.\n" }
      text += "\n"
    }
    return text
  }
}
