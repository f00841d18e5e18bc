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
    // Most catalog texts hold no placeholder: one literal, without copying scalar by scalar.
    guard text.utf8.contains(UInt8(ascii: "%")) else {
      segments = text.isEmpty ? [] : [.literal(text)]
      return
    }
    var segments: [Segment] = []
    var literal = ""
    var nextIndex = 0
    let scalars = Array(text.unicodeScalars)
    var i = 0
    func flush() {
      if !literal.isEmpty { segments.append(.literal(literal)) }
      literal = ""
    }
    while i < scalars.count {
      let scalar = scalars[i]
      guard scalar == "%" else {
        literal.unicodeScalars.append(scalar)
        i += 1
        continue
      }
      i += 1
      guard i < scalars.count else { throw Problem(message: "a lone '%' ends the text") }
      if scalars[i] == "%" {
        literal.append("%")
        i += 1
        continue
      }
      if scalars[i] == "#", i + 1 < scalars.count, scalars[i + 1] == "@" {
        var j = i + 2
        var name = ""
        while j < scalars.count, scalars[j] != "@" {
          name.unicodeScalars.append(scalars[j])
          j += 1
        }
        guard j < scalars.count, !name.isEmpty else {
          throw Problem(message: "'%#@' is not closed by '@'")
        }
        flush()
        segments.append(.substitution(name))
        i = j + 1
        continue
      }
      if String(String.UnicodeScalarView(scalars[i..<min(i + 3, scalars.count)])) == "arg" {
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
      while j < scalars.count, ("0"..."9").contains(scalars[j]) {
        // Two digits are plenty for positions; more could only overflow.
        guard j - i < 2 else { throw Problem(message: "a position has more than two digits") }
        digits = digits * 10 + Int(scalars[j].value - 48)
        j += 1
      }
      if j > i, j < scalars.count, scalars[j] == "$" {
        guard digits >= 1 else { throw Problem(message: "positions start at %1$") }
        position = digits - 1
        i = j + 1
      }
      var length = ""
      while i < scalars.count, scalars[i] == "l" || scalars[i] == "h" || scalars[i] == "q" {
        length.unicodeScalars.append(scalars[i])
        i += 1
      }
      guard i < scalars.count else { throw Problem(message: "a specifier is cut off") }
      let kind: Kind
      switch scalars[i] {
      case "@": kind = .object
      case "d", "i", "u": kind = .integer
      default:
        throw Problem(message: "unsupported specifier '%\(length)\(scalars[i])'")
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
    self.segments = segments
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
