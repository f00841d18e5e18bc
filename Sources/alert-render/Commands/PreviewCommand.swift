import AlertRenderTools
import AlertRendering

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `alert-render preview [FILE|DIR…] --output DIR [--watch]`: a static site showing every
/// alert in every locale and theme; with `--watch`, kept current as content is edited.
struct PreviewCommand {
  var inputs: [String]
  /// The site's directory.
  var output: String
  var watch: Bool
  var rules: [String]
  var localizations: [String]
  var device: DeviceClass
  /// Set by `--now`: the day date conditions measure from.
  var now: LeakDate?

  /// The options of the command line.
  init(_ arguments: ParsedArguments) throws(CLIError) {
    guard let output = arguments.text(.previewOutput) else {
      throw .usage("preview needs --output DIR, the directory the site is written to.")
    }
    self.output = output
    inputs = arguments.operands
    watch = arguments.flag(.watch)
    rules = arguments.texts(.rules)
    localizations = arguments.texts(.localizations)
    device = arguments.text(.device).flatMap(DeviceClass.init(name:)) ?? .other
    now = try arguments.date(.now)
  }

  func run() throws(CLIError) -> ExitCode {
    // Ctrl-C and SIGTERM are taken by the watch loop's wait, not by a handler that could
    // interrupt a write: blocked now, before any thread starts, so every thread inherits it.
    let signals = watch ? Self.blockStopSignals() : nil
    let directories = try ContentDirectories(rules: rules, localizations: localizations)
    let inputs = try resolvedInputs()
    var site = try PreviewSite(root: output, live: watch)
    var watcher = PreviewWatcher(
      contentDirectories: (directories.rules + directories.localizations).map(\.path),
      inputs: inputs)

    var renderer = Self.loadRenderer(directories)
    var findings = Self.lint(directories)
    // Explanations are written by a one-off preview: a watcher rebuilding them on every
    // change would keep open pages waiting.
    var gallery = PreviewGallery(
      inputs: watcher.galleryInputs, content: renderer, findings: findings, device: device,
      now: now, explains: signals == nil)
    let first = site.publish(gallery, device: device)
    report(gallery, first, reportingRows: Set(gallery.rows.map(\.path)))
    guard let signals else { return Self.exitCode(gallery, first) }

    Self.printLines([
      "preview: watching \(watcher.alertPaths.count) alerts, their rules and catalogs; open "
        + "\(site.root)/index.html. Ctrl-C stops."
    ])
    var siteProblem: String?
    while !Self.wait(for: signals, milliseconds: PreviewLiveReload.interval) {
      let change = watcher.poll()
      let reopened = !site.isInPlace
      if reopened, !Self.reopen(&site, problem: &siteProblem) { continue }
      if change.isEmpty, !reopened { continue }
      var unchanged: [String: PreviewGallery.Row] = [:]
      if change.content.isEmpty {
        for row in gallery.rows where !change.alerts.contains(row.path) {
          unchanged[row.path] = row
        }
      } else {
        renderer = Self.loadRenderer(directories)
      }
      // The pages go out first, with the findings as they were: lint only informs the index,
      // and an open page should not wait for it.
      gallery = PreviewGallery(
        inputs: watcher.galleryInputs, content: renderer, findings: findings, device: device,
        now: now, reusing: unchanged)
      var result = site.publish(gallery, device: device)
      if !change.content.isEmpty {
        let linted = Self.lint(directories)
        if linted != findings {
          findings = linted
          gallery.place(findings)
          let again = site.publish(gallery, device: device)
          result.written += again.written
          result.failures += again.failures
        }
      }
      if !change.isEmpty {
        Self.printLines([
          "preview: changed: " + (change.content + change.alerts).joined(separator: ", ")
        ])
      }
      // Content changes can break or mend any alert: all rows are reported then.
      let rows = change.content.isEmpty ? Set(change.alerts) : Set(gallery.rows.map(\.path))
      report(gallery, result, reportingRows: rows)
    }
    _ = StandardStreams.writeError("preview: stopped\n")
    return .success
  }

  /// Opens the output directory again after it was removed (making it again) or replaced
  /// while watching, and says so once; false while it cannot be opened, which is reported
  /// once too.
  private static func reopen(_ site: inout PreviewSite, problem: inout String?) -> Bool {
    let existed = FileBytes.isDirectory(site.root)
    do {
      site = try PreviewSite(root: site.root, live: site.live)
    } catch {
      let message = error.description + " The site is written again once it can be."
      if message != problem { printLines([message]) }
      problem = message
      return false
    }
    problem = nil
    printLines([
      "preview: \(site.root) was "
        + (existed
          ? "replaced while watching; the whole site is written anew in it."
          : "removed while watching; it is made again and the whole site written anew.")
    ])
    return true
  }

  /// The rules and catalogs, or why they did not load.
  private static func loadRenderer(_ directories: ContentDirectories)
    -> Result<AlertRenderer, ResourceError>
  {
    Result(catching: { () throws(ResourceError) -> AlertRenderer in
      try AlertRenderer(
        rulesDirectories: directories.rules, localizationDirectories: directories.localizations)
    })
  }

  /// Lint's findings on the rules and catalogs.
  private static func lint(_ directories: ContentDirectories) -> [LintFinding] {
    ResourceLinter.lint(
      rulesDirectories: directories.rules, localizationDirectories: directories.localizations)
  }

  /// The inputs, `Examples/` by default: the current directory's, else the checkout's.
  /// Every one must exist when the preview starts; one that goes away later shows as an
  /// error in its row.
  private func resolvedInputs() throws(CLIError) -> [String] {
    var inputs = self.inputs
    if inputs.isEmpty {
      if FileBytes.isDirectory("Examples") {
        inputs = ["Examples"]
      } else if let home = ResourceLocator.home() {
        inputs = [home.appendingPathComponent("Examples").path]
      }
    }
    guard !inputs.isEmpty else {
      throw .usage("preview found no Examples/ directory; give alert files or directories.")
    }
    for input in inputs where access(input, F_OK) != 0 {
      throw CLIError(source: input, reason: "No such file or directory.", code: .noInput)
    }
    return inputs
  }

  /// Reports to standard error what the user must see: a content error, the rows named in
  /// `reportingRows` that failed, files that could not be written, and a summary.
  private func report(
    _ gallery: PreviewGallery, _ result: PreviewSite.Report, reportingRows: Set<String>
  ) {
    var lines: [String] = []
    if let error = gallery.contentError { lines.append(error) }
    for row in gallery.rows where reportingRows.contains(row.path) {
      if let error = row.error { lines.append("\(row.path): error: \(error)") }
      for cell in row.cells {
        if case .failure(let error) = cell.document {
          lines.append("\(row.path): error: [\(cell.column.id)] \(error.description)")
        }
      }
    }
    lines += result.failures
    let pages = gallery.rows.reduce(0) { $0 + $1.cells.count }
    let written = result.written.filter { $0.hasSuffix(".html") && $0 != "index.html" }.count
    lines.append(
      "preview: \(output)/index.html: \(gallery.rows.count) alerts, \(pages) pages, "
        + "\(written) of them written")
    Self.printLines(lines)
  }

  /// Writes `lines` to standard error, each escaped for the terminal.
  private static func printLines(_ lines: [String]) {
    _ = StandardStreams.writeError(lines.map { $0.escapedForTerminal + "\n" }.joined())
  }

  /// 78 when the content did not load, 73 when a file could not be written, 65 when an alert
  /// failed, else 0.
  private static func exitCode(_ gallery: PreviewGallery, _ result: PreviewSite.Report)
    -> ExitCode
  {
    if gallery.contentError != nil { return .config }
    if !result.failures.isEmpty { return .cantCreate }
    let failed = gallery.rows.contains { row in
      row.error != nil || row.cells.contains { (try? $0.document.get()) == nil }
    }
    return failed ? .dataError : .success
  }

  /// Blocks SIGINT and SIGTERM for the process so that `wait` receives them.
  private static func blockStopSignals() -> sigset_t {
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    sigaddset(&set, SIGTERM)
    pthread_sigmask(SIG_BLOCK, &set, nil)
    return set
  }

  /// Waits `milliseconds`; true when SIGINT or SIGTERM arrived meanwhile.
  private static func wait(for signals: sigset_t, milliseconds: Int) -> Bool {
    var set = signals
    var timeout = timespec(tv_sec: milliseconds / 1000, tv_nsec: (milliseconds % 1000) * 1_000_000)
    return sigtimedwait(&set, nil, &timeout) > 0
  }
}
