extension LayoutDocument {
  /// How the screen's regions behave: which are pinned, which scrolls, how text wraps.
  ///
  /// Nothing here depends on a screen width, so one document serves an iPhone SE and an iPad
  /// Pro alike.
  public struct Layout: Codable, Sendable, Equatable {
    /// The regions top to bottom; each names the document field it draws.
    public var regions: [Region]
    /// The only direction the scrolling region may scroll: `vertical`.
    public var scrollAxis: String
    /// How text that does not fit its line wraps: `word` (between words; inside a word only
    /// when the word alone is wider than the line).
    public var textWrap: String
    /// How the footer buttons share the width: `equal`.
    public var footerButtonWidth: String

    /// The product's layout: navigation pinned on top, body scrolling, footer pinned below.
    public static let standard = Layout(
      regions: [
        Region(content: "navigation", behavior: "pinned-top"),
        Region(content: "body", behavior: "scrolls"),
        Region(content: "footer", behavior: "pinned-bottom"),
      ],
      scrollAxis: "vertical", textWrap: "word", footerButtonWidth: "equal")

    /// Creates a layout.
    public init(
      regions: [Region], scrollAxis: String, textWrap: String, footerButtonWidth: String
    ) {
      self.regions = regions
      self.scrollAxis = scrollAxis
      self.textWrap = textWrap
      self.footerButtonWidth = footerButtonWidth
    }
  }

  /// One region of the screen.
  public struct Region: Codable, Sendable, Equatable {
    /// The document field drawn in the region: `navigation`, `body` or `footer`.
    public var content: String
    /// `pinned-top` and `pinned-bottom` never scroll; `scrolls` takes the height between them.
    public var behavior: String

    /// Creates a region.
    public init(content: String, behavior: String) {
      self.content = content
      self.behavior = behavior
    }
  }
}
