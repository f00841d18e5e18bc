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
    homePath().map { URL(fileURLWithPath: $0, isDirectory: true) }
  }

  /// The path of the directory holding `Rules/` and `Localizations/`, or nil if none was found.
  static func homePath() -> String? {
    // Tried in order, each built only when needed; plain paths rather than URL operations,
    // which cost more here than the rest of start-up outside content loading.
    if var value = getenv(environmentVariable).map({ String(cString: $0) }), !value.isEmpty {
      // Without trailing slashes, so that `home + "/Rules"` names it as a URL would.
      while value.utf8.count > 1, value.hasSuffix("/") { value.removeLast() }
      if isHome(value) { return value }
    }
    if let binary = executablePath() {
      let installed = parent(of: parent(of: binary)) + "/share/alert-render"
      if isHome(installed) { return installed }
    }
    // This file sits at Sources/alert-render/Process/ in the checkout.
    let checkout = parent(of: parent(of: parent(of: parent(of: #filePath))))
    return isHome(checkout) ? checkout : nil
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
    // A `Rules/screen.json` that exists says `Rules/` is a directory: one call fewer.
    access(path + "/Rules/screen.json", F_OK) == 0 && isDirectory(path + "/Localizations")
  }

  private static func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }
}
