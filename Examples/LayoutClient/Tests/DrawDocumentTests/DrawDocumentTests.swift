import AlertLayout
import Foundation
import Testing

@testable import draw_document

/// A client with only `AlertLayout` reads and draws the conformance suite's documents.
@Suite struct DrawDocumentTests {
  /// `Tests/Conformance/` of the checkout around this example.
  static let conformance = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Tests/Conformance")

  @Test func aDocumentOfThisVersionIsDrawnWithoutNotes() throws {
    let (drawing, notes) = try draw(
      file: Self.conformance.appendingPathComponent("every-block.json"))
    #expect(notes.isEmpty)
    #expect(!drawing.isEmpty)
  }

  @Test func aNewerMinorVersionIsDrawnWithNotes() throws {
    let file = Self.conformance.appendingPathComponent("newer-minor.json")
    let (page, notes) = try draw(file: file, html: true)
    #expect(!notes.isEmpty)
    // Each says where, as a compiler does: `file:line:column: warning: path: sentence`.
    #expect(notes.allSatisfy { $0.hasPrefix(file.path + ":") && $0.contains(": warning: ") })
    #expect(page.hasPrefix("<!DOCTYPE html>"))
  }

  @Test func aNewerMajorVersionIsRefused() {
    #expect(throws: LayoutDocumentError.self) {
      try draw(file: Self.conformance.appendingPathComponent("newer-major.json"))
    }
  }
}
