import AlertRendering
import Foundation
import Testing

@testable import vehicle_alerts

/// The example's own files: the quick start the README quotes, and what registering the
/// plugins says.
@Suite struct ExampleTests {
  @Test func theQuickStartPreviewsAnAlertInSpanish() throws {
    let preview = try spanishPreview(
      of: Checkout.root.appendingPathComponent("Examples/email-alert.json"),
      content: Checkout.root)
    #expect(preview.contains("Dirección de correo electrónico filtrada"))
  }

  @Test func theForumPluginSaysItReplacedTheRuleAndTheVehiclePluginReplacedNothing() {
    let notes = VehicleAlertsTests.forums.contentNotes
    #expect(notes.count == 1)
    let note = notes.first
    #expect(note?.code == "plugin-override")
    #expect(note?.severity == .note)
    #expect(
      note?.message.hasPrefix(
        "The plugin ForumAlertPlugin for SocialMedia alerts replaces the rule in ")
        == true)
    #expect(note?.message.hasSuffix("Rules/SocialMedia/alert.json.") == true)
    #expect(VehicleAlertsTests.vehicles.contentNotes.isEmpty)
  }

  @Test func theExamplesAlertsRender() throws {
    for (file, title) in [
      ("vin-alert.json", "Vehicle Identification Number Leaked"),
      ("forum-alert.json", "Post Found on a Forum"),
    ] {
      let json = try Data(contentsOf: Checkout.example.appendingPathComponent(file))
      let document = try VehicleAlertsTests.forums.render(json: json, locale: "en-US")
      #expect(document.navigation.title == title, "\(file)")
      #expect(document.diagnostics.isEmpty, "\(file)")
    }
  }
}
