import Testing

@testable import alert_render

/// OSC 8 hyperlinks only on a terminal known to open them (docs/cli.md, Environment).
@Suite struct TerminalInfoTests {
  private func supports(_ environment: [String: String], terminal: Bool = true) -> Bool {
    TerminalInfo.supportsHyperlinks(environment: environment, isTerminal: terminal)
  }

  @Test func knownTerminalsOpenHyperlinks() {
    for program in ["iTerm.app", "WezTerm", "vscode", "ghostty"] {
      #expect(supports(["TERM_PROGRAM": program]), "\(program)")
    }
    for term in ["xterm-kitty", "foot", "wezterm"] { #expect(supports(["TERM": term]), "\(term)") }
    #expect(supports(["VTE_VERSION": "5000"]))
    #expect(supports(["VTE_VERSION": "7600"]))
    #expect(supports(["WT_SESSION": "a1b2"]))
  }

  @Test func otherTerminalsDoNot() {
    #expect(!supports([:]))
    #expect(!supports(["TERM": "xterm-256color", "TERM_PROGRAM": "Apple_Terminal"]))
    #expect(!supports(["VTE_VERSION": "4999"]))
    #expect(!supports(["VTE_VERSION": "new"]))
    #expect(!supports(["WT_SESSION": ""]))
    #expect(!supports(["TERM": "screen"]))
  }

  @Test func theVariableDecidesButNeverOffATerminal() {
    #expect(supports(["ALERT_RENDER_HYPERLINKS": "1"]))
    #expect(!supports(["ALERT_RENDER_HYPERLINKS": "0", "TERM_PROGRAM": "iTerm.app"]))
    #expect(supports(["ALERT_RENDER_HYPERLINKS": "yes", "TERM_PROGRAM": "iTerm.app"]))
    #expect(!supports(["ALERT_RENDER_HYPERLINKS": "1"], terminal: false))
    #expect(!supports(["TERM_PROGRAM": "iTerm.app"], terminal: false))
  }

  /// Through the binary, standard output is a pipe: the URL is in brackets whatever the
  /// environment says.
  @Test func aPipeGetsTheURLInBrackets() throws {
    let result = try CLIRunner.shell(
      "ALERT_RENDER_HYPERLINKS=1 TERM_PROGRAM=iTerm.app \"$0\" --locale es-419 --format text "
        + "--width 200 Examples/ssn-alert.json")
    #expect(result.stdout.contains("RobodeIdentidad.gov [https://www.robodeidentidad.gov/]"))
    #expect(!result.stdout.contains("\u{1B}"))
  }
}
