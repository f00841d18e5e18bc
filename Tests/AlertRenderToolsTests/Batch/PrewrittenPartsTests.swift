import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertLayout
@testable import AlertRenderTools
@testable import AlertRendering

/// Batch records take the parts every document shares (dialogs, footer buttons, the help
/// section) as written once; a record must be the bytes written without them.
@Suite struct PrewrittenPartsTests {
  private static let examples: [String] = {
    let names = try? FileManager.default.contentsOfDirectory(
      atPath: TestContent.examplesDirectory.path)
    return (names ?? []).filter { $0.hasSuffix(".json") }.sorted()
  }()

  @Test(arguments: examples)
  func recordsAreTheBytesWrittenInFull(example: String) throws {
    let json = try TestContent.example(example)
    let renderer = TestContent.renderer
    // Pseudo-locales, a spelling that needs parsing and an unsupported locale as well.
    for locale in TestContent.locales + ["en-XA", "ar-XB", "es_MX.UTF-8", "fr-FR"] {
      for device in [DeviceClass.other, .iphone, .applewatch] {
        let prewritten = try #require(
          renderer.prepared(locale: locale, device: device, keepingTexts: true).prewritten)
        for theme in [Theme.light, Theme.dark] {
          let alert = try Alert(json: json)
          let document = try renderer.render(alert, locale: locale, theme: theme, device: device)
          let (omitting, sharedActionsOmitted) = try renderer.rendered(
            alert, locale: locale, theme: theme, device: device, now: nil,
            layoutVersion: .current, omittingSharedActions: true)
          // The parts are the shared ones, so the record takes them as written.
          #expect(document.dialogs == prewritten.dialogs)
          #expect(document.footer.buttons == prewritten.footer)
          #expect(document.body.contains(prewritten.help))
          // Link actions (`link-…`) are the document's own, written in full among the shared
          // ones, which the document leaves out for the record to write from their pieces.
          let linkActions = document.actions.filter { $0.key.hasPrefix("link-") }
          #expect(prewritten.actionPieces.count == document.actions.count - linkActions.count)
          #expect(sharedActionsOmitted)
          #expect(omitting.actions == linkActions)
          var withoutActions = document
          withoutActions.actions = omitting.actions
          #expect(omitting == withoutActions)
          let label = "\(example) in \(locale) on \(device), \(theme.name)"
          #expect(
            try document.jsonRecord(label: "\"line\":1", prewritten: prewritten)
              == (try document.jsonRecord(label: "\"line\":1")), "\(label)")
          #expect(
            try Self.record(omitting, prewritten: prewritten, sharedActionsOmitted: true)
              == (try document.jsonRecord(label: "\"line\":1")), "\(label)")
        }
      }
    }
  }

  /// A document of an older layout version keeps every action, as it is made from the whole
  /// document; and an alert id to escape is escaped in each action the record writes.
  @Test func onlyCurrentDocumentsLeaveTheSharedActionsOut() throws {
    let renderer = TestContent.renderer
    // An alert whose texts link nothing, so that its actions are the shared ones.
    var alert = try Alert(json: try TestContent.example("email-alert.json"))
    let older = try renderer.rendered(
      alert, locale: "es-419", theme: .light, device: .other, now: nil,
      layoutVersion: .v1_1, omittingSharedActions: true)
    #expect(!older.sharedActionsOmitted)
    #expect(older.document == (try renderer.render(alert, locale: "es-419", layoutVersion: .v1_1)))
    alert.id = "a\"b\\c\u{1}é"
    let rendered = try renderer.rendered(
      alert, locale: "es-419", theme: .light, device: .other, now: nil, layoutVersion: .current,
      omittingSharedActions: true)
    #expect(rendered.sharedActionsOmitted)
    #expect(rendered.document.actions.isEmpty)
    let prewritten = try #require(
      renderer.prepared(locale: "es-419", device: .other, keepingTexts: true).prewritten)
    #expect(
      try Self.record(rendered.document, prewritten: prewritten, sharedActionsOmitted: true)
        == (try renderer.render(alert, locale: "es-419").jsonRecord(label: "\"line\":1")))
  }

  private static func record(
    _ document: LayoutDocument, prewritten: PrewrittenParts, sharedActionsOmitted: Bool
  ) throws -> [UInt8] {
    var writer = LayoutJSONWriter(pretty: false)
    writer.prewritten = prewritten
    try document.writeRecord(
      label: "\"line\":1", sharedActionsOmitted: sharedActionsOmitted, into: &writer)
    return writer.bytes
  }

  /// Actions take their pieces with any alert id, escaped in its place, and actions of the
  /// document's own go among them; actions changed after rendering, or fewer of them, are
  /// written in full.
  @Test func actionsAreWrittenAroundEachAlertID() throws {
    let renderer = TestContent.renderer
    let prewritten = try #require(
      renderer.prepared(locale: "es-419", device: .other, keepingTexts: true).prewritten)
    let rendered = try renderer.render(
      json: try TestContent.example("mixed-alert.json"), locale: "es-419")
    let id = try #require(rendered.actions.keys.sorted().last)
    let edits: [(String, (inout LayoutDocument) -> Void)] = [
      ("nothing", { _ in }),
      ("an id to escape", { $0.actions = $0.actions.mapValues(Self.reportingEscapedID) }),
      ("another event", { $0.actions[id]?.analytics.event = "changed_event" }),
      ("another kind", { $0.actions[id]?.kind = .callHelpline }),
      ("another dialog", { $0.actions[id]?.dialog = "other-dialog" }),
      ("one action fewer", { $0.actions[id] = nil }),
      ("another action instead", { $0.actions["zz-other"] = $0.actions.removeValue(forKey: id) }),
      // Actions of the document's own (a text's links) go among the shared ones by id.
      ("one more first", { $0.actions["\u{1}first"] = $0.actions[id] }),
      ("one more inside", { $0.actions[id + "-\"b\""] = $0.actions[id] }),
      ("one more last", { $0.actions["zz-other"] = Self.reportingEscapedID($0.actions[id]!) }),
      (
        "one more of each, another event",
        {
          for extra in ["a", "link-x", "zz"] { $0.actions[extra] = $0.actions[id] }
          $0.actions[id]?.analytics.event = "changed_event"
        }
      ),
      (
        "three more, another dialog",
        {
          for extra in ["", "link-x", "zz"] { $0.actions[extra] = $0.actions[id] }
          $0.actions[id]?.dialog = "other-dialog"
        }
      ),
      ("more, one fewer", { $0.actions["a"] = $0.actions.removeValue(forKey: id) }),
    ]
    // Those holding each shared action but for its alert id take the pieces.
    let takingPieces = [
      "nothing", "an id to escape", "one more first", "one more inside", "one more last",
    ]
    for (label, edit) in edits {
      var document = rendered
      edit(&document)
      #expect(
        try document.jsonRecord(label: "\"line\":1", prewritten: prewritten)
          == (try document.jsonRecord(label: "\"line\":1")), "\(label)")
      var writer = LayoutJSONWriter(pretty: false)
      let taken = writer.write(actions: document.actions, as: prewritten)
      #expect(taken == takingPieces.contains(label), "\(label)")
      #expect(taken || writer.count == 0, "\(label)")
    }
    // Actions of its own beside the shared ones left out, as a document whose texts link
    // has, are written among the pieces by id.
    let ownAdded = ["nothing", "one more first", "one more inside", "one more last"]
    for (label, edit) in edits where ownAdded.contains(label) {
      var document = rendered
      edit(&document)
      var omitting = document
      omitting.actions = document.actions.filter { prewritten.actionIndex[$0.key] == nil }
      #expect(
        try Self.record(omitting, prewritten: prewritten, sharedActionsOmitted: true)
          == (try document.jsonRecord(label: "\"line\":1")), "\(label)")
    }
  }

  /// A document's action is taken from the shared pieces when it equals the shared one field
  /// by field but for its alert id: every field an action has must be compared, each one.
  @Test func everyFieldOfAnActionIsCompared() {
    let shared = LayoutDocument.Action(
      kind: .openURL, dialog: "d", url: "u", display: "s", delay: "1", localTime: "t",
      operation: "o", analytics: .init(event: "e", alertId: "", target: "x"))
    var fields: [String] = []
    for child in Mirror(reflecting: shared).children {
      guard let label = child.label else { continue }
      guard let analytics = child.value as? LayoutDocument.Analytics else {
        fields.append(label)
        continue
      }
      fields += Mirror(reflecting: analytics).children.compactMap { $0.label }.map {
        "\(label).\($0)"
      }
    }
    #expect(fields.sorted() == LayoutJSONWriter.comparedActionFields.sorted())
    let changes: [(inout LayoutDocument.Action) -> Void] = [
      { $0.kind = .showDialog }, { $0.dialog = nil }, { $0.url = "v" }, { $0.display = nil },
      { $0.delay = "2" }, { $0.localTime = nil }, { $0.operation = "p" },
      { $0.analytics.event = "f" }, { $0.analytics.target = nil },
    ]
    // Every field but the alert id, which is written in its place.
    #expect(changes.count == fields.count - 1)
    for (index, change) in changes.enumerated() {
      var action = shared
      change(&action)
      #expect(!LayoutJSONWriter.isShared(action, as: shared), "change \(index)")
    }
    var action = shared
    action.analytics.alertId = "a\"b"
    #expect(LayoutJSONWriter.isShared(action, as: shared))
  }

  private static func reportingEscapedID(_ action: LayoutDocument.Action) -> LayoutDocument.Action {
    var action = action
    action.analytics.alertId = "a\"b\\c\u{1}"
    return action
  }

  /// The help block is told apart by its case and id first, then compared whole: a section
  /// of the same id with other contents is not the help block.
  @Test func onlyTheHelpBlockIsTheHelpBlock() throws {
    let prewritten = try #require(
      TestContent.renderer.prepared(locale: "en-GB", device: .other, keepingTexts: true).prewritten)
    let document = try TestContent.renderer.render(
      json: try TestContent.example("mixed-alert.json"), locale: "en-GB")
    for block in document.body {
      #expect(prewritten.isHelp(block) == (block == prewritten.help))
    }
    guard case .section(var section) = prewritten.help else {
      Issue.record("the help block is a section")
      return
    }
    section.heading.level += 1
    #expect(!prewritten.isHelp(.section(section)))
    #expect(prewritten.isHelp(prewritten.help))
  }

  /// A document changed after rendering is written as it is, never with the shared bytes.
  @Test func changedPartsAreWrittenAsTheyAre() throws {
    let renderer = TestContent.renderer
    let prewritten = try #require(
      renderer.prepared(locale: "en-US", device: .other, keepingTexts: true).prewritten)
    var document = try renderer.render(
      json: try TestContent.example("email-alert.json"), locale: "en-US")
    let id = try #require(document.dialogs.keys.first)
    document.dialogs[id]?.title = "Changed \"dialog\""
    document.footer.buttons[0].title = "Changed button"
    let help = try #require(document.body.firstIndex(of: prewritten.help))
    guard case .section(var section) = document.body[help] else {
      Issue.record("the help block is a section")
      return
    }
    section.items[0].text = "Changed help"
    document.body[help] = .section(section)
    let record = try document.jsonRecord(label: "\"line\":1", prewritten: prewritten)
    #expect(record == (try document.jsonRecord(label: "\"line\":1")))
    let text = String(decoding: record, as: UTF8.self)
    for changed in ["Changed \\\"dialog\\\"", "Changed button", "Changed help"] {
      #expect(text.contains(changed))
    }
  }
}
