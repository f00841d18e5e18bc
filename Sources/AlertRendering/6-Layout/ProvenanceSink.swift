import AlertLayout

/// Receives, as `LayoutBuilder` lays out a document, each catalog text and where it lands.
///
/// The builder tells the sink which member or element it enters and leaves, so that a sink
/// knows every text's document path (`body[1].items[0].date.text`) without the builder
/// spelling one out. Renders use `NoProvenance`, whose methods do nothing: the builder is
/// specialized for it, and the paths, taken as autoclosures, are never made.
protocol ProvenanceSink {
  /// Whether the sink records; the builder asks nothing of one that does not, so a render
  /// specialized for `NoProvenance` holds no trace of it.
  static var isRecording: Bool { get }
  /// The builder enters `component` (`body[1]`, `items[0]`, `icon`, `dialogs`, `contact`) of
  /// where it is.
  mutating func enter(_ component: @autoclosure () -> String)
  /// The builder leaves the component it entered last.
  mutating func leave()
  /// `text` became `rendered` in the member `field` of where the builder is; `source` says
  /// where its words came from.
  mutating func text(_ text: LocalizedText, field: String, rendered: String, source: TextSource)
}

/// The provenance sink of a render: it records nothing.
struct NoProvenance: ProvenanceSink {
  static var isRecording: Bool { false }
  func enter(_ component: @autoclosure () -> String) {}
  func leave() {}
  func text(_ text: LocalizedText, field: String, rendered: String, source: TextSource) {}
}
