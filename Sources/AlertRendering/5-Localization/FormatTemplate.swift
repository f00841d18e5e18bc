#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A catalog string split once into literal text and placeholders, ready to fill quickly.
///
/// Reads every specifier Apple's formatter reads (Apple's String Format Specifiers, after
/// IEEE printf): `%` [`n$`] [flags] [width] [`.`precision] [length] conversion, `%%`, the
/// substitutions `%#@name@` and `%n$#@name@`, and `%arg` inside a substitution. Rendering fills
/// `%@` and the decimal whole numbers `d`, `D`, `i`, `u`, `U` (with Apple's lengths `h`,
/// `hh`, `l`, `ll`, `q`, `z`, `t`, `j`), written plain; every other specifier, and text no
/// formatter reads as one (a lone `%`), is an `unsupported` segment, and a text holding one is
/// not rendered (`isRenderable`): the engine never passes the floating-point numbers, C
/// strings or characters they take.
///
/// An unnumbered placeholder takes the argument after the previous specifier's, as Apple's
/// formatter numbers them, a substitution included: in `%#@files@ in %@`, `%@` is argument 2.
package struct FormatTemplate: Sendable, Equatable {
  package enum Segment: Sendable, Equatable {
    case literal(String)
    /// A value placeholder: zero-based argument index and specifier kind.
    case argument(index: Int, kind: Kind)
    /// A plural substitution, resolved through the string's `substitutions`.
    case substitution(String)
    /// A specifier rendering does not fill, or text that is no specifier.
    indirect case unsupported(Unsupported)
  }

  /// What kind of value a placeholder takes, for lint's cross-language check; the raw value
  /// is the specifier lint names it by.
  package enum Kind: String, Sendable, Equatable {
    case object = "@"
    case integer = "lld"
    case double = "f"
    case character = "c"
    case cString = "s"
    case pointer = "p"
  }

  /// A specifier rendering does not fill: one Apple's formatter reads (`%.2f`, `%s`) or text
  /// it reads as none (a lone `%`).
  package struct Unsupported: Sendable, Equatable {
    /// As written, such as `%.2f`, `%1$s` or `%`.
    package var specifier: String
    /// The zero-based argument it formats; nil when it is no specifier, or its position is
    /// out of range.
    package var index: Int?
    /// The kind of value Apple's formatter takes for it; nil when it is no specifier.
    package var kind: Kind?
    /// Why rendering does not fill it, a phrase such as "a floating-point number, which
    /// alert-render never passes".
    package var reason: String

    /// The specifier `specifier` of argument `index`, a value of `kind`, not filled for `reason`.
    package init(specifier: String, index: Int?, kind: Kind?, reason: String) {
      self.specifier = specifier
      self.index = index
      self.kind = kind
      self.reason = reason
    }
  }

  package var segments: [Segment]

  /// Splits `text`; `argumentIndex` gives the index `%arg` stands for inside a substitution.
  /// Never fails: what rendering does not know becomes an `unsupported` segment.
  package init(_ text: String, argumentIndex: Int? = nil) {
    var isRenderable = true
    self.init(text, argumentIndex: argumentIndex, isRenderable: &isRenderable)
  }

  /// A template of `segments`, already split.
  init(segments: [Segment]) {
    self.segments = segments
  }

  /// Splits `text` as `init(_:argumentIndex:)` does, and sets `isRenderable` to false when
  /// rendering does not fill one of its specifiers: known as the text is read, where asking
  /// `isRenderable` afterwards walks the segments again.
  init(_ text: String, argumentIndex: Int?, isRenderable: inout Bool) {
    var text = text
    text.makeContiguousUTF8()
    let parsed = text.utf8.withContiguousStorageIfAvailable { bytes in
      Self.segments(of: bytes, text: text, argumentIndex: argumentIndex)
    }
    guard let parsed else { preconditionFailure("a contiguous string's UTF-8 is contiguous") }
    segments = parsed.segments
    if !parsed.isRenderable { isRenderable = false }
  }

  /// The segments of `text`, whose UTF-8 is `bytes`; read on bytes, since every character
  /// that matters is ASCII and literal text is copied in runs between them.
  private static func segments(
    of bytes: UnsafeBufferPointer<UInt8>, text: String, argumentIndex: Int?
  ) -> (segments: [Segment], isRenderable: Bool) {
    // Most catalog texts hold no placeholder: one literal, the text itself.
    guard var i = nextPercent(in: bytes, from: 0) else {
      return (text.isEmpty ? [] : [.literal(text)], true)
    }
    var isRenderable = true
    var segments: [Segment] = []
    var literal: [UInt8] = []
    var nextIndex = 0
    literal.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<i]))
    func flush() {
      if !literal.isEmpty { segments.append(.literal(String(decoding: literal, as: UTF8.self))) }
      literal.removeAll(keepingCapacity: true)
    }
    while i < bytes.count {
      guard bytes[i] == UInt8(ascii: "%") else {
        // Literal text runs up to the next '%' or the end, copied in one piece.
        let end = nextPercent(in: bytes, from: i) ?? bytes.count
        literal.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<end]))
        i = end
        continue
      }
      if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "%") {
        literal.append(UInt8(ascii: "%"))
        i += 2
        continue
      }
      let segment: Segment
      // `%@` and `%lld`, nearly every specifier of a catalog, read in a comparison or two.
      if let (kind, length) = commonSpecifier(in: bytes, after: i) {
        segment = .argument(index: nextIndex, kind: kind)
        nextIndex += 1
        i += length
      } else {
        var reader = SpecifierReader(
          bytes: bytes, start: i, argumentIndex: argumentIndex, nextIndex: nextIndex)
        segment = reader.read()
        (i, nextIndex) = (reader.index, reader.nextIndex)
      }
      if case .unsupported = segment { isRenderable = false }
      flush()
      segments.append(segment)
    }
    flush()
    return (segments, isRenderable)
  }

  /// The kind and length of the `%@` or `%lld` that starts at `start`, if one does.
  private static func commonSpecifier(in bytes: UnsafeBufferPointer<UInt8>, after start: Int)
    -> (Kind, Int)?
  {
    guard start + 1 < bytes.count else { return nil }
    if bytes[start + 1] == UInt8(ascii: "@") { return (.object, 2) }
    guard start + 3 < bytes.count, bytes[start + 1] == UInt8(ascii: "l"),
      bytes[start + 2] == UInt8(ascii: "l"), bytes[start + 3] == UInt8(ascii: "d")
    else { return nil }
    return (.integer, 4)
  }

  /// The offset of the first '%' from `start` on, found by `memchr`.
  private static func nextPercent(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard let base = bytes.baseAddress, start < bytes.count,
      let found = memchr(base + start, Int32(UInt8(ascii: "%")), bytes.count - start)
    else { return nil }
    return UnsafeRawPointer(found) - UnsafeRawPointer(base)
  }

  /// Placeholders as (index, kind), sorted by index, for comparing languages: those rendering
  /// fills and those it does not that take an argument (`%.2f`), so that lint compares a
  /// translation's `%s` with its source's `%@`.
  package var placeholders: [(index: Int, kind: Kind)] {
    segments.compactMap { segment in
      switch segment {
      case .argument(let index, let kind): return (index, kind)
      case .unsupported(let unsupported):
        guard let index = unsupported.index, let kind = unsupported.kind else { return nil }
        return (index, kind)
      case .literal, .substitution: return nil
      }
    }
    .sorted { $0.index < $1.index }
  }

  /// Names of the substitutions the text uses.
  package var substitutionNames: [String] {
    segments.compactMap { segment in
      if case .substitution(let name) = segment { return name }
      return nil
    }
  }

  /// The first specifier rendering does not fill, if any.
  var unsupported: Unsupported? {
    for segment in segments {
      if case .unsupported(let unsupported) = segment { return unsupported }
    }
    return nil
  }

  /// The first text that is no specifier at all (a lone `%`, `%q `), if any: a typo, where
  /// another `unsupported` segment is a specifier another formatter fills.
  package var malformed: Unsupported? {
    for segment in segments {
      if case .unsupported(let unsupported) = segment, unsupported.kind == nil {
        return unsupported
      }
    }
    return nil
  }

  /// Whether rendering fills every specifier of the text.
  package var isRenderable: Bool {
    for segment in segments {
      if case .unsupported = segment { return false }
    }
    return true
  }
}
