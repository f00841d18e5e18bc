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

    /// An annotation; with both arguments nil it says nothing and is not written.
    public init(arguments: [ArgumentRange]? = nil, lang: String? = nil) {
      self.arguments = arguments
      self.lang = lang
    }

    /// Whether the annotation says nothing, and is left out.
    var isEmpty: Bool { arguments == nil && lang == nil }
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

  /// Annotations by the name of the text field they describe.
  public typealias Annotations = [String: TextAnnotation]
}
