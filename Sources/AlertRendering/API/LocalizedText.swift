/// A reference to catalog text and the arguments that fill its placeholders.
///
/// Plugins speak in keys, never in finished strings, so that every word a customer reads
/// comes from a String Catalog and can be translated without touching code.
public struct LocalizedText: Sendable, Hashable {
  /// The catalog key.
  public var key: String
  /// The values for the key's placeholders, in order.
  public var arguments: [Argument]
  /// Text shown when no catalog has the key, such as a raw data key used as a label;
  /// nil means a missing key is a content error.
  public var fallback: String?

  /// A value that fills one placeholder.
  public enum Argument: Sendable, Hashable {
    /// Text shown exactly as given, such as a leaked value or a site name.
    case verbatim(String)
    /// A count, which also selects plural variants.
    case count(Int)
    /// A date, formatted with the locale's date pattern.
    case date(LeakDate)
    /// Another catalog text, resolved in the same locale.
    case text(LocalizedText)
    /// Catalog texts joined as the locale writes lists ("a, b and c").
    case list([LocalizedText])
  }

  /// Creates a reference to `key` with `arguments`.
  public init(_ key: String, _ arguments: [Argument] = [], fallback: String? = nil) {
    self.key = key
    self.arguments = arguments
    self.fallback = fallback
  }
}
