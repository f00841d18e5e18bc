extension LayoutDocument {
  /// How the screen's regions behave: which are pinned, which scrolls, how text wraps.
  ///
  /// Nothing here depends on a screen width, so one document serves an iPhone SE and an iPad
  /// Pro alike.
  public struct Layout: Codable, Sendable, Equatable {
    /// The regions top to bottom; each names the document field it draws.
    public var regions: [Region]
    /// The only direction the scrolling region may scroll.
    public var scrollAxis: ScrollAxis
    /// How text that does not fit its line wraps.
    public var textWrap: TextWrap
    /// How the footer buttons share the width.
    public var footerButtonWidth: FooterButtonWidth

    /// The direction the scrolling region scrolls.
    public enum ScrollAxis: String, Codable, Sendable, CaseIterable {
      /// Up and down only.
      case vertical
    }

    /// How text wraps.
    public enum TextWrap: String, Codable, Sendable, CaseIterable {
      /// Between words; inside a word only when the word alone is wider than the line.
      case word
    }

    /// How the footer buttons share the width.
    public enum FooterButtonWidth: String, Codable, Sendable, CaseIterable {
      /// All equal, filling it between the margins.
      case equal
    }

    /// The product's layout: navigation pinned on top, body scrolling, footer pinned below.
    public static let standard = Layout(
      regions: [
        Region(content: .navigation, behavior: .pinnedTop),
        Region(content: .body, behavior: .scrolls),
        Region(content: .footer, behavior: .pinnedBottom),
      ],
      scrollAxis: .vertical, textWrap: .word, footerButtonWidth: .equal)

    /// A layout of `regions`, top to bottom; the other arguments default to the only values
    /// this version knows.
    public init(
      regions: [Region], scrollAxis: ScrollAxis = .vertical, textWrap: TextWrap = .word,
      footerButtonWidth: FooterButtonWidth = .equal
    ) {
      self.regions = regions
      self.scrollAxis = scrollAxis
      self.textWrap = textWrap
      self.footerButtonWidth = footerButtonWidth
    }
  }

  /// One band of the screen, across its whole width.
  public struct Region: Codable, Sendable, Equatable {
    /// The document field drawn in the region.
    public var content: Part
    /// Whether the region is pinned or scrolls.
    public var behavior: Behavior

    /// The part of the document a region draws, named by its field.
    public enum Part: String, Codable, Sendable, CaseIterable {
      /// The navigation bar, `navigation`.
      case navigation
      /// The scrolling blocks, `body`.
      case body
      /// The pinned buttons, `footer`.
      case footer
    }

    /// How a region behaves.
    public enum Behavior: String, Codable, Sendable, CaseIterable {
      /// Pinned to the top; never scrolls.
      case pinnedTop = "pinned-top"
      /// Takes the height between the pinned regions and scrolls.
      case scrolls
      /// Pinned to the bottom; never scrolls.
      case pinnedBottom = "pinned-bottom"
    }

    /// A region drawing `content` with `behavior`.
    public init(content: Part, behavior: Behavior) {
      self.content = content
      self.behavior = behavior
    }
  }
}
