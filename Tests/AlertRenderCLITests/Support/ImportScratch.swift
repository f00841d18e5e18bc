import AlertRenderTestSupport
import Foundation
import Testing

/// A scratch root holding `Rules/` and a copy of the shipped `Localizations/`, and XLIFF
/// files: es-419 with every shipped translation changed, fr with every unit translated.
struct ImportScratch {
  let root: URL
  var catalogs: URL { root.appendingPathComponent("Localizations") }
  var spanish: String { root.appendingPathComponent("es-419.xliff").path }
  var french: String { root.appendingPathComponent("fr.xliff").path }
  var environment: [String: String] { ["ALERT_RENDER_HOME": root.path] }

  init() throws {
    root = try TestContent.directory([:])
    for folder in ["Rules", "Localizations"] {
      try FileManager.default.copyItem(
        at: CLIRunner.root.appendingPathComponent(folder),
        to: root.appendingPathComponent(folder))
    }
    for (language, pattern, template) in [
      ("es-419", #"(<target state="[^"]*">)(.*?)(</target>)"#, "$1$2 (2)$3"),
      (
        "fr", #"<source>(.*?)</source>"#,
        #"<source>$1</source><target state="translated">$1 (fr)</target>"#
      ),
    ] {
      let export = try CLIRunner.run(
        ["localizations", "export", "--language", language, "--output", root.path],
        environment: ["ALERT_RENDER_HOME": root.path])
      #expect(export.status == 0, "\(export.stderr)")
      let exported = root.appendingPathComponent(
        "\(language).xcloc/Localized Contents/\(language).xliff")
      let text = try String(contentsOf: exported, encoding: .utf8)
      let expression = try NSRegularExpression(
        pattern: pattern, options: .dotMatchesLineSeparators)
      let edited = expression.stringByReplacingMatches(
        in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
      try Data(edited.utf8).write(to: root.appendingPathComponent("\(language).xliff"))
    }
  }

  /// A fresh copy of the shipped catalogs.
  func reset() throws {
    try FileManager.default.removeItem(at: catalogs)
    try FileManager.default.copyItem(
      at: CLIRunner.root.appendingPathComponent("Localizations"), to: catalogs)
  }

  /// Every file of the catalogs' directory, hidden ones included.
  func files() throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: catalogs.path) {
      files[name] = try Data(contentsOf: catalogs.appendingPathComponent(name))
    }
    return files
  }

  /// A copy of the XLIFF file at `path` with each edit (text, replacement) made, written as
  /// `name` in the root; returns its path.
  func edited(_ path: String, as name: String, _ edits: [(String, String)]) throws -> String {
    var text = try String(contentsOfFile: path, encoding: .utf8)
    for (old, new) in edits {
      #expect(text.contains(old), "\(path) has no '\(old)'")
      text = text.replacingOccurrences(of: old, with: new)
    }
    let file = root.appendingPathComponent(name)
    try Data(text.utf8).write(to: file)
    return file.path
  }

  func importing(_ path: String, _ options: String...) throws -> CLIRunner.Result {
    try CLIRunner.run(["localizations", "import", path, "--catalogs", catalogs.path] + options)
  }

  /// An import started, not waited for; its standard error goes to a file.
  func start(_ path: String) throws -> (Process, URL) {
    let process = Process()
    process.executableURL = CLIRunner.executable
    process.arguments = ["localizations", "import", path, "--catalogs", catalogs.path]
    let errors = root.appendingPathComponent("stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    process.standardError = try FileHandle(forWritingTo: errors)
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    return (process, errors)
  }

  /// Whether the catalogs load for a render in es-419.
  func renders() throws -> Bool {
    try CLIRunner.run(
      ["--locale", "es-419", "--format", "text", "Examples/email-alert.json"],
      environment: environment
    ).status == 0
  }
}
