import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertLayout

/// Buttons and actions naming an action or dialog the document lacks are noted, in any
/// version, with what a client does with them (docs/layout.md, "Flows").
extension LayoutDocumentReaderTests {
  @Test func referencesToMissingActionsAndDialogsAreNoted() throws {
    var object = try Self.everyBlock()
    var footer = try #require(object["footer"] as? [String: Any])
    var buttons = try #require(footer["buttons"] as? [[String: Any]])
    buttons[0]["action"] = "nowhere"
    footer["buttons"] = buttons
    object["footer"] = footer
    var actions = try #require(object["actions"] as? [String: Any])
    actions["open-ghost"] = [
      "kind": "show-dialog", "dialog": "ghost",
      "analytics": ["event": "alert_ghost_opened", "alertId": "1"],
    ]
    object["actions"] = actions
    var dialogs = try #require(object["dialogs"] as? [String: [String: Any]])
    let dialogID = try #require(dialogs.keys.sorted().first)
    var dialogButtons = try #require(dialogs[dialogID]?["buttons"] as? [[String: Any]])
    dialogButtons[0]["action"] = "gone"
    dialogs[dialogID]?["buttons"] = dialogButtons
    object["dialogs"] = dialogs
    let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted])

    let result = try LayoutDocumentReader(file: "doc.json").read(data)
    let notes = Dictionary(uniqueKeysWithValues: result.notes.map { ($0.path, $0.message) })
    #expect(notes.count == 3, "\(result.notes)")
    #expect(
      notes["footer.buttons[0].action"]
        == "footer.buttons[0].action: 'nowhere' names no action in 'actions'; the button is not"
        + " drawn.")
    #expect(
      notes["dialogs.\(dialogID).buttons[0].action"]
        == "dialogs.\(dialogID).buttons[0].action: 'gone' names no action in 'actions'; the"
        + " button only closes the dialog.")
    #expect(
      notes["actions.open-ghost.dialog"]
        == "actions.open-ghost.dialog: 'ghost' names no dialog in 'dialogs'; a button running"
        + " this action is not drawn, and in a dialog it only closes the dialog.")
    #expect(result.notes.allSatisfy { $0.location.line != nil })
    #expect(result.document.footer.buttons[0].action == "nowhere", "read as written")
  }

  @Test func aSectionButtonNamingAMissingActionIsNotedAtItsBlock() throws {
    var object = try Self.everyBlock()
    var body = try #require(object["body"] as? [[String: Any]])
    let index = try #require(body.firstIndex { $0["button"] != nil })
    var button = try #require(body[index]["button"] as? [String: Any])
    button["action"] = "nowhere"
    body[index]["button"] = button
    object["body"] = body
    let result = try LayoutDocumentReader(file: "doc.json").read(
      try JSONSerialization.data(withJSONObject: object))
    #expect(result.notes.map(\.path) == ["body[\(index)].button.action"])
  }
}
