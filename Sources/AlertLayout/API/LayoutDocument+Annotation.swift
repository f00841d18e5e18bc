extension LayoutDocument {
  /// What a client needs beyond a text's characters: the language it is in, when that differs
  /// from the document's, and where substituted values sit in it.
  ///
  /// Objects carry their annotations in `annotations`, keyed by the name of the text field
  /// they describe (`"subtitle"`, `"text"`), so one mechanism serves every text.
  public struct TextAnnotation: Codable, Sendable, Equatable {
    /// Where each substituted value (a leaked value, a site name, a date, a count) sits in the
    /// text, in order; nil when the text has none.
    public var arguments: [ArgumentRange]?
    /// The text's BCP 47 language tag, such as `en-US` for a string that fell back to English
    /// inside a Hebrew document; nil when it is the document's language.
    public var lang: String?
    /// The direction of `lang`'s script, written beside every `lang` (1.2): a client isolates
    /// the text in that direction. An unknown value reads as `ltr`.
    public var direction: Direction?
    /// The links in the text, in order (1.2): each range is a link's text, which opens the
    /// action it names; nil when the text has none.
    public var links: [LinkRange]?

    /// An annotation; with every field nil it says nothing and is not written.
    public init(
      arguments: [ArgumentRange]? = nil, lang: String? = nil, direction: Direction? = nil,
      links: [LinkRange]? = nil
    ) {
      self.arguments = arguments
      self.lang = lang
      self.direction = direction
      self.links = links
    }

    /// Whether the annotation says nothing, and is left out.
    var isEmpty: Bool { arguments == nil && lang == nil && direction == nil && links == nil }
  }

  /// A link in a text: the range of its link text, in UTF-16 code units, and where it goes.
  public struct LinkRange: Codable, Sendable, Equatable {
    /// The 0-based offset of the link text's first UTF-16 code unit.
    public var start: Int
    /// The link text's length in UTF-16 code units.
    public var length: Int
    /// The destination for the text's language, for clients that draw a link span directly:
    /// the named action's `url`, unless texts of two languages link the same id.
    public var url: String
    /// The id of the `open-url` action a tap runs (`link-` and the policy id), a key of the
    /// document's `actions`.
    public var action: String

    /// A link over `length` code units from `start`, to `url` by running `action`.
    public init(start: Int, length: Int, url: String, action: String) {
      self.start = start
      self.length = length
      self.url = url
      self.action = action
    }
  }

  /// A range of a text, counted in UTF-16 code units as `NSString`, Java's `String` and
  /// JavaScript count them.
  public struct ArgumentRange: Codable, Sendable, Equatable {
    /// The 0-based offset of the range's first UTF-16 code unit in the text.
    public var start: Int
    /// The range's length in UTF-16 code units.
    public var length: Int

    /// The range of `length` code units from `start`.
    public init(start: Int, length: Int) {
      self.start = start
      self.length = length
    }
  }

}
