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

/// What the text preview needs to know about standard output: its width, whether colour
/// escapes would reach a person, and whether the terminal opens OSC 8 hyperlinks.
struct TerminalInfo {
  /// The width in columns: the terminal's, else `$COLUMNS`, else 80.
  var width: Int
  /// True when standard output is a terminal and `NO_COLOR` is not set (no-color.org).
  var isColorful: Bool
  /// True when standard output is a terminal known to open OSC 8 hyperlinks
  /// (`supportsHyperlinks`).
  var hyperlinks = false

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
      isColorful: isTerminal && !noColor,
      hyperlinks: supportsHyperlinks(environment: environment, isTerminal: isTerminal))
  }

  /// Whether a terminal described by `environment` opens OSC 8 hyperlinks: never when standard
  /// output is no terminal; else as `ALERT_RENDER_HYPERLINKS` says (`0` or `1`), or else when
  /// the terminal is one known to (`TERM_PROGRAM` iTerm.app, WezTerm, vscode or ghostty;
  /// `VTE_VERSION` 5000 or later; `TERM` xterm-kitty, foot or wezterm; `WT_SESSION` set).
  /// A terminal that does not know OSC 8 may show its escapes, so the list is not guessed.
  static func supportsHyperlinks(environment: [String: String], isTerminal: Bool) -> Bool {
    guard isTerminal else { return false }
    switch environment["ALERT_RENDER_HYPERLINKS"] {
    case "0": return false
    case "1": return true
    default: break
    }
    if let program = environment["TERM_PROGRAM"],
      ["iTerm.app", "WezTerm", "vscode", "ghostty"].contains(program)
    {
      return true
    }
    if let vte = environment["VTE_VERSION"].flatMap({ Int($0) }), vte >= 5000 { return true }
    if let term = environment["TERM"], ["xterm-kitty", "foot", "wezterm"].contains(term) {
      return true
    }
    return !(environment["WT_SESSION"] ?? "").isEmpty
  }
}
