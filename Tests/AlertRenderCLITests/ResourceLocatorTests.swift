import Foundation
import Testing

/// How the binary finds its built-in content: `$ALERT_RENDER_HOME`, then `../share/alert-render`
/// beside the binary, then the checkout it was built from.
@Suite struct ResourceLocatorTests {
  /// A copy of the shipped content whose email title is `title`, so output tells which copy
  /// was used.
  private func contentCopy(in directory: URL, title: String) throws {
    let manager = FileManager.default
    try manager.createDirectory(at: directory, withIntermediateDirectories: true)
    for name in ["Rules", "Localizations"] {
      try manager.copyItem(
        at: CLIRunner.root.appendingPathComponent(name),
        to: directory.appendingPathComponent(name))
    }
    let catalog = directory.appendingPathComponent("Localizations/CyberAgent.xcstrings")
    let text = try String(contentsOf: catalog, encoding: .utf8)
    #expect(text.contains("\"Email Address Leaked\""))
    try text.replacingOccurrences(of: "\"Email Address Leaked\"", with: "\"\(title)\"")
      .write(to: catalog, atomically: true, encoding: .utf8)
  }

  private func scratch() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("alert-render-locator-\(UUID().uuidString)")
  }

  @Test func environmentVariableNamesTheContentHome() throws {
    let home = scratch()
    defer { try? FileManager.default.removeItem(at: home) }
    try contentCopy(in: home, title: "Leaked (from ALERT_RENDER_HOME)")
    let result = try CLIRunner.run(
      ["--format", "text", "Examples/email-alert.json"],
      environment: ["ALERT_RENDER_HOME": home.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Leaked (from ALERT_RENDER_HOME)"))
  }

  @Test func installedBinaryFindsShareBesideIt() throws {
    let prefix = scratch()
    defer { try? FileManager.default.removeItem(at: prefix) }
    let bin = prefix.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: CLIRunner.executable, to: bin.appendingPathComponent("alert-render"))
    try contentCopy(
      in: prefix.appendingPathComponent("share/alert-render"), title: "Leaked (from share)")
    // Run through a symlink in another directory, as a PATH entry would reach it.
    let elsewhere = prefix.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: elsewhere.appendingPathComponent("alert-render"),
      withDestinationURL: bin.appendingPathComponent("alert-render"))
    let process = Process()
    process.executableURL = elsewhere.appendingPathComponent("alert-render")
    process.arguments = [
      "--format", "text", CLIRunner.root.appendingPathComponent("Examples/email-alert.json").path,
    ]
    process.currentDirectoryURL = elsewhere
    var environment = ProcessInfo.processInfo.environment
    environment["ALERT_RENDER_HOME"] = nil
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(String(decoding: data, as: UTF8.self).contains("Leaked (from share)"))
  }
}
