#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A catalog string split once into literal text and placeholders, ready to fill quickly.
///
/// Understands the specifiers String Catalogs use: `%@`, `%d`, `%lld` (and `u`, `ld`, `lu`,
/// `llu`, `i`), positional `%1$@`, substitutions `%#@name@`, `%arg` inside a substitution,
/// and `%%`.
struct FormatTemplate: Sendable, Equatable {
  enum Segment: Sendable, Equatable {
    case literal(String)
    /// A value placeholder: zero-based argument index and specifier kind.
    case argument(index: Int, kind: Kind)
    /// A plural substitution, resolved through the string's `substitutions`.
    case substitution(String)
  }

  /// What kind of value a placeholder takes, for lint's cross-language check.
  enum Kind: String, Sendable, Equatable {
    case object = "@"
    case integer = "lld"
  }

  /// A malformed specifier, reported by lint.
  struct Problem: Error, Equatable, CustomStringConvertible {
    var message: String

    var description: String { message }
  }

  var segments: [Segment]

  /// Splits `text`; `argumentIndex` gives the index `%arg` stands for inside a substitution.
  init(_ text: String, argumentIndex: Int? = nil) throws(Problem) {
    var text = text
    text.makeContiguousUTF8()
    let parsed = text.utf8.withContiguousStorageIfAvailable { bytes -> Result<[Segment], Problem> in
      do throws(Problem) {
        return .success(try Self.segments(of: bytes, text: text, argumentIndex: argumentIndex))
      } catch {
        return .failure(error)
      }
    }
    guard let parsed else { preconditionFailure("a contiguous string's UTF-8 is contiguous") }
    segments = try parsed.get()
  }

  /// The segments of `text`, whose UTF-8 is `bytes`; read on bytes, since every character
  /// that matters is ASCII and literal text is copied in runs between them.
  private static func segments(
    of bytes: UnsafeBufferPointer<UInt8>, text: String, argumentIndex: Int?
  ) throws(Problem) -> [Segment] {
    // Most catalog texts hold no placeholder: one literal, the text itself.
    guard var i = nextPercent(in: bytes, from: 0) else {
      return text.isEmpty ? [] : [.literal(text)]
    }
    var segments: [Segment] = []
    var literal: [UInt8] = []
    var nextIndex = 0
    literal.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<i]))
    func flush() {
      if !literal.isEmpty { segments.append(.literal(String(decoding: literal, as: UTF8.self))) }
      literal.removeAll(keepingCapacity: true)
    }
    func byte(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }
    while i < bytes.count {
      guard bytes[i] == UInt8(ascii: "%") else {
        // Literal text runs up to the next '%' or the end, copied in one piece.
        let end = nextPercent(in: bytes, from: i) ?? bytes.count
        literal.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<end]))
        i = end
        continue
      }
      i += 1
      guard i < bytes.count else { throw Problem(message: "a lone '%' ends the text") }
      if bytes[i] == UInt8(ascii: "%") {
        literal.append(UInt8(ascii: "%"))
        i += 1
        continue
      }
      if bytes[i] == UInt8(ascii: "#"), byte(i + 1) == UInt8(ascii: "@") {
        var j = i + 2
        while j < bytes.count, bytes[j] != UInt8(ascii: "@") { j += 1 }
        guard j < bytes.count, j > i + 2 else {
          throw Problem(message: "'%#@' is not closed by '@'")
        }
        flush()
        segments.append(
          .substitution(
            String(decoding: UnsafeBufferPointer(rebasing: bytes[(i + 2)..<j]), as: UTF8.self)))
        i = j + 1
        continue
      }
      if bytes[i] == UInt8(ascii: "a"), byte(i + 1) == UInt8(ascii: "r"),
        byte(i + 2) == UInt8(ascii: "g")
      {
        guard let argumentIndex else {
          throw Problem(message: "'%arg' appears outside a substitution")
        }
        flush()
        segments.append(.argument(index: argumentIndex, kind: .integer))
        i += 3
        continue
      }
      var position: Int?
      var j = i
      var digits = 0
      while j < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[j]) {
        // Two digits are plenty for positions; more could only overflow.
        guard j - i < 2 else { throw Problem(message: "a position has more than two digits") }
        digits = digits * 10 + Int(bytes[j] - UInt8(ascii: "0"))
        j += 1
      }
      if j > i, byte(j) == UInt8(ascii: "$") {
        guard digits >= 1 else { throw Problem(message: "positions start at %1$") }
        position = digits - 1
        i = j + 1
      }
      let lengthStart = i
      while let next = byte(i),
        next == UInt8(ascii: "l") || next == UInt8(ascii: "h") || next == UInt8(ascii: "q")
      {
        i += 1
      }
      let length = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[lengthStart..<i]), as: UTF8.self)
      guard i < bytes.count else { throw Problem(message: "a specifier is cut off") }
      let kind: Kind
      switch bytes[i] {
      case UInt8(ascii: "@"): kind = .object
      case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"): kind = .integer
      default:
        throw Problem(message: "unsupported specifier '%\(length)\(scalar(at: i, in: bytes))'")
      }
      if kind == .object, !length.isEmpty {
        throw Problem(message: "'%\(length)@' mixes a length with '@'")
      }
      i += 1
      flush()
      let index = position ?? nextIndex
      nextIndex = index + 1
      segments.append(.argument(index: index, kind: kind))
    }
    flush()
    return segments
  }

  /// The offset of the first '%' from `start` on, found by `memchr`.
  private static func nextPercent(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard let base = bytes.baseAddress, start < bytes.count,
      let found = memchr(base + start, Int32(UInt8(ascii: "%")), bytes.count - start)
    else { return nil }
    return UnsafeRawPointer(found) - UnsafeRawPointer(base)
  }

  /// The character whose UTF-8 starts at `offset`, for a message.
  private static func scalar(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    var end = offset + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
  }

  /// Placeholders as (index, kind), sorted by index, for comparing languages.
  var placeholders: [(index: Int, kind: Kind)] {
    segments.compactMap { segment in
      if case .argument(let index, let kind) = segment { return (index, kind) }
      return nil
    }
    .sorted { $0.index < $1.index }
  }

  /// Names of the substitutions the text uses.
  var substitutionNames: [String] {
    segments.compactMap { segment in
      if case .substitution(let name) = segment { return name }
      return nil
    }
  }
}
