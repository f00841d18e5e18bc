import Foundation

/// Finds the built-in `Rules/` and `Localizations/` directories.
///
/// Looked for, in order: `$ALERT_RENDER_HOME`; `../share/alert-render` beside an installed
/// binary; the package checkout this binary was built from (so `swift run` works from any
/// directory).
enum ResourceLocator {
  static let environmentVariable = "ALERT_RENDER_HOME"

  /// The directory holding `Rules/` and `Localizations/`, or nil if none was found.
  static func home() -> URL? {
    candidates().first { isHome($0) }
  }

  static func candidates() -> [URL] {
    var result: [URL] = []
    if let home = ProcessInfo.processInfo.environment[environmentVariable], !home.isEmpty {
      result.append(URL(fileURLWithPath: home))
    }
    // argv[0] is a bare name when the binary is found through PATH; ask the system instead.
    let executable =
      (Bundle.main.executableURL
      ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath()
    result.append(
      executable.deletingLastPathComponent().appendingPathComponent("../share/alert-render")
        .standardizedFileURL)
    // This file sits at Sources/alert-render/ in the checkout.
    result.append(
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent())
    return result
  }

  private static func isHome(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(
      atPath: url.appendingPathComponent("Rules/screen.json").path)
      && FileManager.default.fileExists(
        atPath: url.appendingPathComponent("Localizations").path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
