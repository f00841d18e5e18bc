import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertLayout
@testable import AlertRendering

/// Tests/Conformance through the reader and both reference clients: every document has its
/// line in the README and its pinned outcome in expected.json, and reading and drawing it give
/// exactly that outcome.
@Suite struct ConformanceSuiteTests {
  static let directory = TestContent.root.appendingPathComponent("Tests/Conformance")

  static let documents: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
    .filter { $0.hasSuffix(".json") && $0 != "expected.json" }.sorted()

  /// expected.json's entry per document.
  static func expectations() throws -> [String: [String: Any]] {
    let data = try Data(contentsOf: directory.appendingPathComponent("expected.json"))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return try #require(root["documents"] as? [String: [String: Any]])
  }

  @Test func everyDocumentHasAReadmeLineAndAnExpectedOutcome() throws {
    #expect(Self.documents.count >= 9)
    let readme = try String(
      contentsOf: Self.directory.appendingPathComponent("README.md"), encoding: .utf8)
    let expected = try Self.expectations()
    for name in Self.documents {
      #expect(readme.contains("| `\(name)` |"), "README.md has no line for \(name)")
      #expect(expected[name] != nil, "expected.json has no entry for \(name)")
    }
    #expect(Set(expected.keys) == Set(Self.documents), "expected.json names a missing document")
  }

  /// The kit's reference screenshots (docs/conformance.md): every drawn document at 320×568
  /// and 1024×1366, as PNGs of exactly that size.
  @Test func everyDrawnDocumentHasItsReferenceScreenshots() throws {
    let drawn = try Self.expectations().filter { $0.value["outcome"] as? String == "draw" }
    #expect(drawn.count >= 8)
    for name in drawn.keys.sorted() {
      for (width, height) in [(320, 568), (1024, 1366)] {
        let file = Self.directory.appendingPathComponent(
          "screenshots/\(name.dropLast(5))-\(width)x\(height).png")
        let bytes = try #require(try? Data(contentsOf: file), "no \(file.lastPathComponent)")
        let header = [UInt8](bytes.prefix(24))
        #expect(header.count == 24 && header[1...3] == [0x50, 0x4E, 0x47])
        let number = { (at: Int) in header[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(number(16) == width && number(20) == height, "\(file.lastPathComponent)")
      }
    }
  }

  @Test(arguments: documents)
  func theReferenceClientsGiveThePinnedOutcome(name: String) throws {
    let expected = try #require(try Self.expectations()[name])
    let bytes = try Data(contentsOf: Self.directory.appendingPathComponent(name))
    let reader = LayoutDocumentReader(file: name)
    guard expected["outcome"] as? String == "draw" else {
      #expect(expected["outcome"] as? String == "refuse")
      #expect(throws: LayoutDocumentError.self) { try reader.read(bytes) }
      do {
        _ = try reader.read(bytes)
      } catch {
        #expect(error.path == expected["error"] as? String)
      }
      return
    }
    let result = try reader.read(bytes)
    let document = result.document
    #expect(result.notes.map(\.path) == expected["notes"] as? [String])
    #expect(document.direction.rawValue == expected["direction"] as? String)
    let blocks = document.body.map { block in
      switch block {
      case .banner: "banner"
      case .details: "details"
      case .section: "section"
      case .separator: "separator"
      }
    }
    #expect(blocks == expected["blocks"] as? [String])
    let details = document.body.reduce(0) { count, block in
      if case .details(let details) = block { return count + details.items.count }
      return count
    }
    #expect(details == expected["details"] as? Int)
    #expect(document.analytics.event == expected["viewEvent"] as? String)

    let html = LayoutHTMLEncoder().encode(document)
    #expect(html.contains("<body data-analytics-event=\"\(document.analytics.event)\""))
    #expect(html.components(separatedBy: "<section ").count - 1 == blocks.count { $0 == "section" })
    #expect(html.components(separatedBy: "<li class=\"detail\">").count - 1 == details)
    let buttons = try #require(expected["buttons"] as? [[String: Any]])
    for button in buttons {
      let id = try #require(button["id"] as? String)
      let style = try #require(button["style"] as? String)
      let event = try #require(button["event"] as? String)
      let tag = try #require(
        html.components(separatedBy: "\n").first { $0.contains(" id=\"button-\(id)\"") },
        "\(name): no button \(id)")
      #expect(tag.contains("class=\"button \(style)\""), "\(name): \(id) drawn as \(style)")
      #expect(tag.contains("data-analytics-event=\"\(event)\""), "\(name): \(id) reports \(event)")
      if let dialog = button["opens"] as? String {
        #expect(tag.contains("data-dialog=\"dialog-\(dialog)\""), "\(name): \(id) opens \(dialog)")
        let page = try #require(
          html.components(separatedBy: "<dialog id=\"dialog-\(dialog)\"").last)
        let form = try #require(page.components(separatedBy: "</dialog>").first)
        let drawn = form.components(separatedBy: "\n").filter { $0.hasPrefix("<button ") }
        let dialogButtons = try #require(button["dialogButtons"] as? [[String: String]])
        #expect(drawn.count == dialogButtons.count)
        for (line, expected) in zip(drawn, dialogButtons) {
          #expect(line.contains("data-role=\"\(expected["role"] ?? "")\""))
          #expect(line.contains("data-analytics-event=\"\(expected["event"] ?? "")\""))
        }
      } else {
        #expect(!tag.contains("data-dialog="), "\(name): \(id) opens no dialog")
      }
    }

    for width in [LayoutTextEncoder.minimumWidth, 40, 80] {
      let text = LayoutTextEncoder(width: width).encode(document)
      #expect(text.contains("═"), "\(name): the text preview reaches the footer")
      let widest = text.split(separator: "\n").map { TextCanvas.displayWidth($0) }.max()
      #expect((widest ?? 0) <= width, "\(name) at \(width) columns")
    }
  }
}
