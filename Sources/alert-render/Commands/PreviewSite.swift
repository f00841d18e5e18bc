import AlertRenderTools
import AlertRendering

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The preview's output directory: writes the gallery's pages, `index.html` and, when
/// watching, `stamp.js`, each through `OutputDirectory` (a checked atomic write that follows
/// no link inside the site) and only when its bytes changed. It never deletes anything, and
/// refuses a directory holding files it did not write.
struct PreviewSite {
  /// The output directory as given.
  let root: String
  /// Whether pages carry the live-reload script and `stamp.js` is written.
  let live: Bool
  /// The stamp of every page written or found current, kept while content is broken so that
  /// open pages do not think they were dropped.
  private var pages: [String: String] = [:]
  /// The directory opened, held to tell when it is removed or replaced (`isInPlace`).
  private let opened: OutputDirectory

  /// What one `publish` did.
  struct Report {
    /// Files whose bytes changed.
    var written: [String] = []
    /// Files already as they should be.
    var unchanged = 0
    /// `path: error: reason` for every file that could not be written.
    var failures: [String] = []
  }

  /// Opens `root`, creating it and its missing parents; a file in the way or a directory
  /// holding files a preview did not write is refused.
  init(root: String, live: Bool) throws(CLIError) {
    self.root = root
    self.live = live
    var status = stat()
    if stat(root, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw CLIError(
          source: root,
          reason: "This is not a directory; --output takes a directory, made if it is missing.",
          code: .cantCreate)
      }
      try Self.checkOwnership(root)
    }
    do {
      opened = try OutputDirectory(root, create: true)
    } catch {
      throw CLIError(source: error.path, reason: error.reason, code: .cantCreate)
    }
  }

  /// Whether `root` is still the directory opened: not removed, nor replaced by another.
  var isInPlace: Bool { opened.isInPlace }

  /// Refuses a non-empty directory without a preview's `index.html`: writing there could
  /// replace someone's files.
  private static func checkOwnership(_ root: String) throws(CLIError) {
    guard let directory = try? OutputDirectory(root, create: false),
      let names = directory.fileNames()
    else {
      throw CLIError(
        source: root, reason: "The directory could not be listed.", code: .cantCreate)
    }
    if names.isEmpty { return }
    let marker = "<meta name=\"generator\" content=\"\(PreviewGallery.generator)\">"
    if let bytes = directory.contents(of: "index.html", limit: 16 << 20),
      String(decoding: bytes, as: UTF8.self).contains(marker)
    {
      return
    }
    throw CLIError(
      source: root,
      reason:
        "The directory holds files that alert-render preview did not write; give a new or "
        + "empty directory, or one a preview wrote before, so that nothing else is replaced.",
      code: .cantCreate)
  }

  /// Writes `gallery`: every page that rendered, the index, and when live `stamp.js` last, so
  /// that a page told to reload finds its new file.
  mutating func publish(_ gallery: PreviewGallery, device: DeviceClass) -> Report {
    var report = Report()
    var errors: [String: [String]] = [:]
    if gallery.contentError == nil {
      var pages: [String: String] = [:]
      let encoder = LayoutHTMLEncoder()
      for row in gallery.rows {
        if let error = row.error {
          // An open page of an alert that broke keeps its last text and shows why.
          for column in gallery.columns {
            errors["\(row.name)/\(column.id).html"] = ["\(row.path): error: \(error)"]
          }
          pages.merge(self.pages.filter { $0.key.hasPrefix(row.name + "/") }) { new, _ in new }
          continue
        }
        for cell in row.cells {
          switch cell.document {
          case .failure(let error):
            errors[cell.page] = ["\(row.path): error: \(error.description)"]
          case .success(let document):
            var html = encoder.encode(document)
            let stamp = PreviewLiveReload.stamp(of: html)
            if live { html = PreviewLiveReload.page(html, at: cell.page, stamp: stamp) }
            if write(html, to: cell.page, report: &report) { pages[cell.page] = stamp }
            writeExplanation(of: cell, failures: &report.failures)
          }
        }
      }
      self.pages = pages
    }
    let body = gallery.indexHTML(device: device)
    let site = PreviewLiveReload.stamp(
      of: body + pages.keys.sorted().map { $0 + (pages[$0] ?? "") }.joined()
        + errors.keys.sorted().joined())
    let index =
      live
      ? gallery.indexHTML(
        device: device, script: PreviewLiveReload.script(page: "index.html", stamp: site))
      : body
    _ = write(index, to: "index.html", report: &report)
    if live {
      let state = PreviewLiveReload.stampScript(
        site: site, pages: pages, errors: errors,
        content: gallery.contentError.map { [$0] } ?? [])
      _ = write(state, to: PreviewLiveReload.stampFile, report: &report)
    }
    return report
  }

  /// Writes the explanation of `cell`, as HTML and JSON, unless its page is written already:
  /// the cells of one locale share it. Not counted among the pages; a failure is reported.
  private func writeExplanation(of cell: PreviewGallery.Cell, failures: inout [String]) {
    guard let explanation = cell.explanation, cell.column.theme == .light else { return }
    let json = String(cell.explanationPage.dropLast(".html".count)) + ".json"
    var report = Report()
    let name = String(json.split(separator: "/").last ?? "")
    _ = write(
      PreviewGallery.explanationHTML(explanation, json: name), to: cell.explanationPage,
      report: &report)
    _ = write(explanation.json(), to: json, report: &report)
    failures += report.failures
  }

  /// Writes `text` to `path` in the site unless it already holds it; false when it failed.
  /// No link in the site is followed: a page's directory that is a link is refused, and a
  /// link where a file belongs is replaced.
  private func write(_ text: String, to path: String, report: inout Report) -> Bool {
    let bytes = Array(text.utf8)
    do throws(OutputError) {
      var directory = try OutputDirectory(root, create: false)
      var name = path
      if let slash = path.lastIndex(of: "/") {
        directory = try directory.directory(String(path[..<slash]))
        name = String(path[path.index(after: slash)...])
      }
      if directory.contents(of: name, limit: 16 << 20) == bytes {
        report.unchanged += 1
        return true
      }
      try directory.write(bytes, to: name, durable: false)
    } catch {
      report.failures.append(error.description)
      return false
    }
    report.written.append(path)
    return true
  }
}
