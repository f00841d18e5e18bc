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

/// What the text preview needs to know about standard output: its width and whether colour
/// escapes would reach a person.
struct TerminalInfo {
  /// The width in columns: the terminal's, else `$COLUMNS`, else 80.
  var width: Int
  /// True when standard output is a terminal and `NO_COLOR` is not set (no-color.org).
  var isColorful: Bool

  /// The fallback width when output goes to a file or pipe.
  static let defaultWidth = 80

  /// Standard output as it is now.
  static var standardOutput: TerminalInfo {
    let environment = ProcessInfo.processInfo.environment
    let isTerminal = isatty(STDOUT_FILENO) == 1
    var width = Int(environment["COLUMNS"] ?? "") ?? defaultWidth
    if isTerminal {
      var size = winsize()
      if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
        width = Int(size.ws_col)
      }
    }
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    // $COLUMNS comes from the environment and may be anything; keep it to a drawable width.
    let drawable = LayoutTextEncoder.minimumWidth...LayoutTextEncoder.maximumWidth
    return TerminalInfo(
      width: min(max(width, drawable.lowerBound), drawable.upperBound),
      isColorful: isTerminal && !noColor)
  }
}
