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
      result.append(URL(fileURLWithPath: home, isDirectory: true))
    }
    let executable = executableURL()
    result.append(
      executable.deletingLastPathComponent()
        .appendingPathComponent("../share/alert-render", isDirectory: true)
        .standardizedFileURL)
    // This file sits at Sources/alert-render/ in the checkout.
    result.append(
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent())
    return result
  }

  /// The running binary, symlinks resolved.
  private static func executableURL() -> URL {
    // argv[0] is a bare name when the binary is found through PATH; ask the system instead.
    #if os(Linux) || os(Android)
      if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        return URL(fileURLWithPath: path, isDirectory: false)
      }
    #elseif !canImport(FoundationEssentials)
      if let url = Bundle.main.executableURL { return url.resolvingSymlinksInPath() }
    #endif
    return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  }

  private static func isHome(_ url: URL) -> Bool {
    isDirectory(url.appendingPathComponent("Rules", isDirectory: true))
      && FileManager.default.fileExists(
        atPath: url.appendingPathComponent("Rules/screen.json", isDirectory: false).path)
      && isDirectory(url.appendingPathComponent("Localizations", isDirectory: true))
  }

  private static func isDirectory(_ url: URL) -> Bool {
    var status = stat()
    return stat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }
}
