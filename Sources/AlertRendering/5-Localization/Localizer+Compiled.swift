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
    /// For a text that shows one argument once: its argument's ranges by the argument's
    /// length in UTF-16 code units, for lengths below `sharedSpanLengths`, made once so that
    /// a text filled in takes an array rather than making one; else empty.
    let spansByLength: [[ArgumentSpan]]

    init(pieces: [Piece], lang: String?, reports: [Report]) {
      self.pieces = pieces
      self.lang = lang
      self.reports = reports
      var start = 0
      var arguments = 0
      for piece in pieces {
        switch piece {
        case .literal(_, let count): if arguments == 0 { start += count }
        case .argument: arguments += 1
        }
      }
      spansByLength =
        arguments == 1
        ? (0..<Self.sharedSpanLengths).map { [ArgumentSpan(start: start, length: $0)] } : []
    }

    /// How many lengths of an argument have their ranges made once (`spansByLength`):
    /// most dates, origins and masked values are shorter.
    static let sharedSpanLengths = 32
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
    let shared = compiled.spansByLength
    if shared.isEmpty { ranges.reserveCapacity(arguments.count) }
    for piece in compiled.pieces {
      switch piece {
      case .literal(let text, let count):
        output += text
        length += count
      case .argument(let index):
        let value = arguments[index]
        let count = Self.utf16Count(value)
        // The only argument: its ranges are made already unless it is longer.
        if count < shared.count {
          ranges = shared[count]
        } else {
          ranges.append(.init(start: length, length: count))
        }
        output += value
        length += count
      }
    }
    return (output, compiled.lang, ranges)
  }
}
