import AlertLayout
import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools

/// The Swift reference client's flows for buttons whose references do not resolve.
@Suite struct ConformanceReporterTests {
  /// every-block.json with the section button's dialog and the footer's resolve action gone,
  /// and the reminder dialog's button naming no action.
  static func danglingDocument() throws -> LayoutDocument {
    let file = TestContent.root.appendingPathComponent("Tests/Conformance/every-block.json")
    var root = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    var actions = try #require(root["actions"] as? [String: Any])
    var contact = try #require(actions["open-contact"] as? [String: Any])
    contact["dialog"] = "nowhere"
    actions["open-contact"] = contact
    actions["open-resolve"] = nil
    root["actions"] = actions
    var dialogs = try #require(root["dialogs"] as? [String: Any])
    var reminder = try #require(dialogs["reminder"] as? [String: Any])
    var buttons = try #require(reminder["buttons"] as? [[String: Any]])
    buttons[0]["action"] = "missing"
    reminder["buttons"] = buttons
    dialogs["reminder"] = reminder
    root["dialogs"] = dialogs
    let bytes = try JSONSerialization.data(withJSONObject: root)
    return try LayoutDocumentReader(file: "dangling.json").read(bytes).document
  }

  @Test func buttonsWhoseActionsDoNotResolve() throws {
    let fixture = ConformanceReporter.fixture(try Self.danglingDocument())
    let buttons = (fixture.readingOrder ?? []).compactMap(\.button)
    #expect(buttons == ["remind-later"], "contact-us and mark-resolved are not drawn")
    let taps = try #require(fixture.taps)
    #expect(taps.map(\.from) == ["screen", "reminder", "reminder"])
    #expect(taps[1].button == .index(0) && taps[1].reports.isEmpty && taps[1].then == "screen")
    #expect(taps[1].runs == nil)
    #expect(taps[2].button == .id("escape") && taps[2].reports.isEmpty)
    #expect(taps[2].then == "reminder", "Esc in a dialog without a cancel button is ignored")
    #expect(fixture.dialogs.map { Array($0.keys) } == ["reminder"])
  }
}
