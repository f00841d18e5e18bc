import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertLayout
@testable import AlertRendering

/// Element ids made from the document's ids stay distinct: a button opens its own dialog.
@Suite struct LayoutHTMLEncoderIdentifierTests {
  @Test func identifiersKeepPlainIdsAndEscapeTheRest() {
    #expect(LayoutHTMLEncoder.identifier("remind-later") == "remind-later")
    #expect(LayoutHTMLEncoder.identifier("x.y") == "x_2e_y")
    #expect(LayoutHTMLEncoder.identifier("x-y") == "x-y")
    #expect(LayoutHTMLEncoder.identifier("x_y") == "x_5f_y")
    #expect(LayoutHTMLEncoder.identifier("a\"b <c>") == "a_22_b_20__3c_c_3e_")
    #expect(LayoutHTMLEncoder.identifier("é😀") == "_e9__1f600_")
    #expect(LayoutHTMLEncoder.identifier("") == "")
    #expect(LayoutHTMLEncoder.identifier("a-title") == "a_2d_title")
    #expect(LayoutHTMLEncoder.identifier("a-message") == "a_2d_message")
    #expect(LayoutHTMLEncoder.identifier("subtitle") == "subtitle")
  }

  /// Every element id the page makes, for a set of document ids.
  static func elementIDs(_ ids: [String]) -> [String] {
    ids.flatMap { id in
      let fragment = LayoutHTMLEncoder.identifier(id)
      return [
        "dialog-" + fragment, "dialog-" + fragment + "-title", "dialog-" + fragment + "-message",
        "heading-" + fragment, "button-" + fragment, "hint-" + fragment,
      ]
    }
  }

  /// Ids built from pieces that escaping could confuse: separators, the escape character and
  /// hex digits, the suffixes the page appends, accents composed and decomposed.
  @Test func noTwoIdsMeetAfterEscaping() {
    let pieces = [
      "a", "-", "_", ".", " ", "2", "e", "d", "5f", "_2e_", "title", "-title", "message", "é",
      "e\u{301}", "😀", "\"", "<", "x",
    ]
    var generator = SystemRandomNumberGenerator()
    var ids: Set<[UInt8]> = [[]]
    for piece in pieces { ids.insert(Array(piece.utf8)) }
    for first in pieces {
      for second in pieces { ids.insert(Array((first + second).utf8)) }
    }
    while ids.count < 20_000 {
      let count = Int.random(in: 1...6, using: &generator)
      let id = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
      ids.insert(Array(id.utf8))
    }
    let strings = ids.map { String(decoding: $0, as: UTF8.self) }
    let elementIDs = Self.elementIDs(strings)
    #expect(Set(elementIDs).count == elementIDs.count)
    for id in elementIDs {
      #expect(
        id.utf8.allSatisfy {
          $0 == 0x2D || $0 == 0x5F || (0x30...0x39).contains($0)
            || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
        })
    }
  }

  /// The issue's case and its relatives on one page: each button's `data-dialog` names the
  /// one element with that id, the dialog holding that dialog's title.
  @Test func eachButtonOpensItsOwnDialog() throws {
    var document = try TestContent.renderer.render(
      json: try TestContent.example("email-alert.json"), locale: "en-US")
    let ids = ["x.y", "x-y", "x_y", "x y", "x_2e_y", "a", "a-title", "a-message", "", "-"]
    document.dialogs = [:]
    document.footer.buttons = []
    for (index, id) in ids.enumerated() {
      let analytics = LayoutDocument.Analytics(event: "e\(index)", alertId: "1")
      document.dialogs[id] = .init(
        title: "Title \(index)", message: "Message \(index)",
        buttons: [.init(title: "OK", role: .default, action: "dismiss")])
      document.actions["open-\(index)"] = .init(kind: .showDialog, dialog: id, analytics: analytics)
      document.footer.buttons.append(
        .init(id: "b\(id)", title: "Open \(index)", style: .primary, action: "open-\(index)"))
    }
    let page = LayoutHTMLEncoder().encode(document)
    let elementIDs = page.matches(of: /\sid="([^"]*)"/).map { String($0.output.1) }
    #expect(Set(elementIDs).count == elementIDs.count, "duplicate element ids")
    for (index, id) in ids.enumerated() {
      let button = try #require(
        page.firstMatch(of: try Regex("data-dialog=\"([^\"]*)\"[^>]*>Open \(index)</button>")))
      let target = try #require(button.output[1].substring)
      #expect(target == "dialog-" + LayoutHTMLEncoder.identifier(id))
      // The element with that id is a dialog, and it is this dialog.
      #expect(page.contains("<dialog id=\"\(target)\""), "\(id)")
      #expect(page.contains("<h2 id=\"\(target)-title\">Title \(index)</h2>"), "\(id)")
    }
  }
}
