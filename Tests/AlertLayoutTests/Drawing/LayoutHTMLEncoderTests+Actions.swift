import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertLayout
@testable import AlertRendering

/// Buttons carry what the page's script needs to run their actions, and a button whose action
/// cannot run is left out (docs/layout.md, "Flows"); the browser suite runs the flows.
@Suite struct LayoutHTMLEncoderActionTests {
  private func document() throws -> LayoutDocument {
    try TestContent.renderer.render(
      json: try TestContent.example("email-alert.json"), locale: "en-US")
  }

  private func analytics(_ event: String) -> LayoutDocument.Analytics {
    .init(event: event, alertId: "1000001:7")
  }

  @Test func buttonsCarryTheirActionsKindDialogAndAnalytics() throws {
    let html = LayoutHTMLEncoder().encode(try document())
    #expect(
      html.contains(
        "id=\"button-mark-resolved\" data-action=\"open-resolve\" data-kind=\"show-dialog\""
          + " data-dialog=\"dialog-resolve\" aria-haspopup=\"dialog\""
          + " data-analytics-event=\"alert_resolve_tapped\" data-alert-id=\"1000001:7\""))
    #expect(
      html.contains(
        "<button value=\"resolve-alert\" data-role=\"destructive\" data-action=\"resolve-alert\""
          + " data-kind=\"resolve-alert\" data-operation=\"alerts.resolve\""
          + " data-analytics-event=\"alert_resolved\""))
  }

  @Test func buttonsCarryTheirActionsDataAndAnalyticsTarget() throws {
    var document = try document()
    document.actions["open-reminder"] = .init(
      kind: .callHelpline, url: "tel:+12025550199", display: "+1 202-555-0199\"<",
      analytics: .init(event: "alert_helpline_called", alertId: "1000001:7", target: "helpline"))
    document.actions["open-resolve"] = .init(
      kind: .scheduleReminder, delay: "P1D", localTime: "09:00", operation: "alerts.resolve",
      analytics: analytics("alert_reminder_scheduled"))
    let html = LayoutHTMLEncoder().encode(document)
    #expect(
      html.contains(
        "data-action=\"open-reminder\" data-kind=\"call-helpline\" data-url=\"tel:+12025550199\""
          + " data-display=\"+1 202-555-0199&quot;&lt;\" data-analytics-event=\"alert_helpline_called\""
          + " data-alert-id=\"1000001:7\" data-analytics-target=\"helpline\""))
    #expect(
      html.contains(
        "data-kind=\"schedule-reminder\" data-delay=\"P1D\" data-local-time=\"09:00\""
          + " data-operation=\"alerts.resolve\" data-analytics-event=\"alert_reminder_scheduled\""
          + " data-alert-id=\"1000001:7\" aria-describedby"))
  }

  @Test func aButtonNamingAMissingActionOrDialogIsNotDrawn() throws {
    var document = try document()
    document.footer.buttons[0].action = "nowhere"
    document.actions["open-ghost"] = .init(
      kind: .showDialog, dialog: "ghost", analytics: analytics("alert_ghost_opened"))
    document.footer.buttons[1].action = "open-ghost"
    let html = LayoutHTMLEncoder().encode(document)
    #expect(!html.contains("button-remind-later"))
    #expect(!html.contains("button-mark-resolved"))
    #expect(!html.contains("hint-mark-resolved"), "nor its hint")
    #expect(html.contains("<footer class=\"footer\" data-region=\"footer\">\n</footer>"))
    #expect(html.contains("id=\"button-contact-us\""), "the section's button stays")
  }

  @Test func aDialogButtonNamingAMissingActionOnlyClosesTheDialog() throws {
    var document = try document()
    document.dialogs["resolve"]?.buttons[1].action = "gone"
    document.dialogs["contact"]?.buttons[1].action = "open-ghost"
    document.actions["open-ghost"] = .init(
      kind: .showDialog, dialog: "ghost", analytics: analytics("alert_ghost_opened"))
    let html = LayoutHTMLEncoder().encode(document)
    // No kind and no analytics: the script closes the dialog and runs nothing.
    #expect(html.contains("<button value=\"gone\" data-role=\"destructive\" data-action=\"gone\">"))
    #expect(
      html.contains(
        "<button value=\"open-ghost\" data-role=\"default\" data-action=\"open-ghost\">"))
  }

  @Test func theScriptRunsEveryKindAndAsksTheHostThroughOneEvent() {
    let script = LayoutHTMLEncoder.script
    for kind in ActionKind.allCases {
      #expect(script.contains("case \"\(kind.rawValue)\":"), "\(kind)")
    }
    for request in ["close", "call-helpline", "schedule-reminder", "resolve-alert"] {
      #expect(script.contains("request(\"\(request)\""), "\(request)")
    }
    #expect(script.contains("\"alert-render-request\""))
    #expect(!script.contains("</script"))
  }
}

/// The text preview leaves out the same buttons as the page.
@Suite struct LayoutTextEncoderActionTests {
  @Test func aButtonNamingAMissingActionOrDialogIsNotDrawn() throws {
    var document = try TestContent.renderer.render(
      json: try TestContent.example("email-alert.json"), locale: "en-US")
    let before = LayoutTextEncoder(width: 80).encode(document)
    #expect(before.contains("Remind me later") && before.contains("Contact us now"))
    document.footer.buttons[0].action = "nowhere"
    document.actions["open-contact"]?.dialog = "ghost"
    let after = LayoutTextEncoder(width: 80).encode(document)
    #expect(!after.contains("Remind me later"))
    #expect(!after.contains("Contact us now"))
    #expect(after.contains("Mark as resolved"))
  }
}
