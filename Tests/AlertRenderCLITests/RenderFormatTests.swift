import Foundation
import Testing

/// `--format text|html`, `--theme` and `--no-color`, through the built binary.
@Suite struct RenderFormatTests {
  @Test func textPreviewWrapsToColumnsWithoutColorInAPipe() throws {
    let result = try CLIRunner.run(
      ["--format", "text", "--locale", "en-US", "Examples/email-alert.json"],
      environment: ["COLUMNS": "40"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(!result.stdout.contains("\u{1B}"), "colour only on a terminal")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= 40 })
    #expect(lines.contains { $0.contains("Email Address Leaked") })
    #expect(result.stdout.contains("Mark as resolved → Are you sure?"))
  }

  @Test func textPreviewDefaultsTo80Columns() throws {
    let result = try CLIRunner.run(
      ["--format", "text", "--no-color", "Examples/email-alert.json"], environment: ["COLUMNS": ""])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let widest = result.stdout.split(separator: "\n").map(\.count).max() ?? 0
    #expect(widest == 80)
  }

  @Test func htmlPageInTheDarkTheme() throws {
    let result = try CLIRunner.run(
      ["--format", "html", "--theme", "dark", "--locale", "es-419", "Examples/email-alert.json"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.hasPrefix("<!DOCTYPE html>\n<html lang=\"es-419\" dir=\"ltr\""))
    #expect(result.stdout.contains("data-theme=\"dark\""))
    #expect(result.stdout.contains("<h1>Dirección de correo electrónico filtrada</h1>"))
    #expect(result.stdout.hasSuffix("</html>\n"))
  }

  /// `--locale ar-XB` renders a mirrored, right-to-left document in every format; the text
  /// preview never passes a direction control to the terminal.
  @Test func arXBRendersRightToLeftInEveryFormat() throws {
    let json = try CLIRunner.run(["--locale", "ar-XB", "Examples/homephone-alert.json"])
    #expect(json.status == 0, "stderr: \(json.stderr)")
    #expect(json.stdout.contains("\"direction\" : \"rtl\""))
    #expect(json.stdout.contains("\"locale\" : \"ar-XB\""))
    #expect(json.stdout.contains("\u{200F}\u{202E}Identity\u{202C}\u{200F}"))
    #expect(json.stdout.contains("\"value\" : \"(•••) •••-0142\""))
    let html = try CLIRunner.run(
      ["--format", "html", "--locale", "ar-XB", "Examples/homephone-alert.json"])
    #expect(html.stdout.hasPrefix("<!DOCTYPE html>\n<html lang=\"ar-XB\" dir=\"rtl\""))
    #expect(html.stdout.contains("<bdi dir=\"ltr\" aria-hidden=\"true\">(•••) •••-0142</bdi>"))
    let text = try CLIRunner.run(
      ["--format", "text", "--locale", "ar-XB", "Examples/homephone-alert.json"])
    #expect(text.status == 0, "stderr: \(text.stderr)")
    #expect(text.stdout.contains("ytitnedI ksiR"))
    #expect(!text.stdout.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{200F}" })
    // Nor escaped: the forced words are reversed before the preview escapes controls.
    #expect(!text.stdout.contains("<U+"))
  }

  @Test func jsonCarriesTheChosenTheme() throws {
    let light = try CLIRunner.run(["Examples/email-alert.json"])
    let dark = try CLIRunner.run(["--theme=dark", "Examples/email-alert.json"])
    #expect(light.stdout.contains("\"background\" : \"#FFFFFF\""))
    #expect(dark.stdout.contains("\"background\" : \"#121212\""))
    #expect(dark.stdout.contains("\"name\" : \"dark\""))
  }

  @Test func unknownThemeIsAUsageError() throws {
    let result = try CLIRunner.run(["--theme", "drak", "Examples/email-alert.json"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("Unknown theme 'drak'; expected one of light, dark."))
    #expect(result.stderr.contains("'dark'"))
  }
}
