import AlertLayout

/// The provenance sink of an explanation: it keeps every text the builder resolves, with its
/// document path and where its words came from.
final class ProvenanceRecorder: ProvenanceSink {
  /// One text as the builder resolved it.
  struct Record {
    /// The document path, as diagnostics name paths.
    var path: String
    var text: LocalizedText
    var rendered: String
    var source: TextSource
  }

  /// The texts, in the order the builder resolved them.
  private(set) var records: [Record] = []
  /// The components entered and not yet left.
  private var components: [String] = []

  func enter(_ component: @autoclosure () -> String) {
    components.append(component())
  }

  func leave() {
    components.removeLast()
  }

  static var isRecording: Bool { true }

  func text(_ text: LocalizedText, field: String, rendered: String, source: TextSource) {
    records.append(
      Record(path: Self.path(components + [field]), text: text, rendered: rendered, source: source))
  }

  /// `components` joined as a path: `body[1]`, `items[0]`, `text` → `body[1].items[0].text`.
  static func path(_ components: [String]) -> String {
    components.joined(separator: ".")
  }
}
