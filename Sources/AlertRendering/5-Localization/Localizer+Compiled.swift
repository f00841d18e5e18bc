extension Localizer {
  /// A catalog text whose string is one template of literals and verbatim arguments, looked
  /// up once for a locale and device, so that each use only fills it in: the date line, the
  /// spoken date and the origin of every detail.
  struct CompiledText: Sendable {
    /// A literal and its length in UTF-16 code units, or the index of an argument.
    enum Piece: Sendable {
      case literal(String, utf16Count: Int)
      case argument(Int)
    }

    let pieces: [Piece]
    /// The language the string came from when it is not the document's, as `annotated`
    /// notes it.
    let lang: String?
    /// What looking the key up reported, made again at every use.
    let reports: [Report]
  }

  /// `key` compiled for `argumentCount` verbatim arguments, or nil when the text needs more
  /// than filling in (no string, a plain string, variations by device or plural,
  /// substitutions, an argument it leaves out or one it has not, a `[` that may open link
  /// markup): such a text is resolved as any other (`annotated`), which reports what it must.
  mutating func compiled(_ key: String, argumentCount: Int) -> CompiledText? {
    let (resolved, reports) = recording { $0.lookUp(key) }
    guard let resolved, deviceVariants(of: resolved) == nil, resolved.plainText == nil,
      case .single(let unit) = resolved.string.variants
    else { return nil }
    var pieces: [CompiledText.Piece] = []
    var used: Set<Int> = []
    for segment in unit.template.segments {
      switch segment {
      case .literal(let text):
        // Link markup is taken out where texts are built, never in a compiled text.
        guard !text.contains("[") else { return nil }
        pieces.append(.literal(text, utf16Count: Self.utf16Count(text)))
      case .argument(let index, _):
        guard index < argumentCount else { return nil }
        used.insert(index)
        pieces.append(.argument(index))
      case .unsupported, .substitution:
        return nil
      }
    }
    guard used.count == argumentCount else { return nil }
    var lang: String?
    let locale = resolved.locale
    if locale.language != table.locale.language || locale.script != table.locale.script {
      lang = locale.description
    }
    return CompiledText(pieces: pieces, lang: lang, reports: reports)
  }

  /// The text of `compiled` filled with `arguments`, exactly as `annotated` makes the text of
  /// its key with these arguments, verbatim: the same text, language, argument ranges and
  /// reports.
  mutating func annotated<Arguments: RandomAccessCollection<String>>(
    _ compiled: CompiledText, _ arguments: Arguments
  ) -> (text: String, lang: String?, arguments: [ArgumentSpan]) where Arguments.Index == Int {
    replay(compiled.reports)
    var output = ""
    var length = 0
    var ranges: [ArgumentSpan] = []
    ranges.reserveCapacity(arguments.count)
    for piece in compiled.pieces {
      switch piece {
      case .literal(let text, let count):
        output += text
        length += count
      case .argument(let index):
        let value = arguments[index]
        let count = Self.utf16Count(value)
        ranges.append(.init(start: length, length: count))
        output += value
        length += count
      }
    }
    return (output, compiled.lang, ranges)
  }
}
