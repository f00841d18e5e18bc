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

/// Finds the built-in `Rules/` and `Localizations/` directories.
///
/// Looked for, in order: `$ALERT_RENDER_HOME`; `../share/alert-render` beside an installed
/// binary; the package checkout this binary was built from (so `swift run` works from any
/// directory).
enum ResourceLocator {
  static let environmentVariable = "ALERT_RENDER_HOME"

  /// The directory holding `Rules/` and `Localizations/`, or nil if none was found.
  static func home() -> URL? {
    // Tried in order and built only when needed; plain paths rather than URL operations, which
    // cost more here than the rest of start-up outside content loading.
    let candidates: [() -> String?] = [
      { getenv(environmentVariable).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } },
      { executablePath().map { parent(of: parent(of: $0)) + "/share/alert-render" } },
      // This file sits at Sources/alert-render/ in the checkout.
      { parent(of: parent(of: parent(of: #filePath))) },
    ]
    for candidate in candidates {
      if let path = candidate(), isHome(path) {
        return URL(fileURLWithPath: path, isDirectory: true)
      }
    }
    return nil
  }

  /// The running binary with symlinks resolved, or nil when the system cannot say.
  private static func executablePath() -> String? {
    RunningProgram.path
      ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
  }

  /// `path` without its last component: `/a/b/c` gives `/a/b`, `/a` gives `/`.
  private static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  private static func isHome(_ path: String) -> Bool {
    isDirectory(path + "/Rules") && isDirectory(path + "/Localizations")
      && access(path + "/Rules/screen.json", F_OK) == 0
  }

  private static func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }
}
