@testable import AlertRendering

extension FormatTemplateTests {
  /// The template parser written again on Unicode scalars, without the byte-level one's
  /// shortcuts: the reference it must match, segment for segment (reasons aside).
  struct Reference {
    private let scalars: [Unicode.Scalar]
    private let argumentIndex: Int?
    private var segments: [Segment] = []
    private var literal = ""
    /// The index the next specifier without a position takes.
    private var next = 0
    private var i = 0
    /// Where the specifier being read starts.
    private var start = 0

    private init(scalars: [Unicode.Scalar], argumentIndex: Int?) {
      self.scalars = scalars
      self.argumentIndex = argumentIndex
    }

    /// The segments of `text`; `%arg` is the argument `argumentIndex` (inside a substitution).
    static func segments(_ text: String, argumentIndex: Int? = nil) -> [Segment] {
      var reference = Reference(
        scalars: Array(text.unicodeScalars), argumentIndex: argumentIndex)
      while reference.i < reference.scalars.count { reference.step() }
      reference.flush()
      return reference.segments
    }

    private mutating func flush() {
      if !literal.isEmpty { segments.append(.literal(literal)) }
      literal = ""
    }

    private func digits(from start: Int) -> Int {
      var end = start
      while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
      return end
    }

    private func text(_ range: Range<Int>) -> String {
      String(String.UnicodeScalarView(scalars[range]))
    }

    private mutating func unsupported(_ index: Int?, _ kind: Kind?) {
      flush()
      segments.append(
        .unsupported(.init(specifier: text(start..<i), index: index, kind: kind, reason: "")))
    }

    /// Reads one literal character or one specifier.
    private mutating func step() {
      guard scalars[i] == "%" else {
        literal.unicodeScalars.append(scalars[i])
        i += 1
        return
      }
      start = i
      i += 1
      if i == scalars.count {
        unsupported(nil, nil)
        return
      }
      if scalars[i] == "%" {
        literal.append("%")
        i += 1
        return
      }
      if text(i..<min(i + 3, scalars.count)) == "arg" {
        i += 3
        if let argumentIndex {
          flush()
          segments.append(.argument(index: argumentIndex, kind: .integer))
        } else {
          unsupported(nil, nil)
        }
        return
      }
      var position: Int?
      var badPosition = false
      let end = digits(from: i)
      if end > i, end < scalars.count, scalars[end] == "$" {
        let number = Int(text(i..<end)) ?? 1000
        if (1...99).contains(number) { position = number - 1 } else { badPosition = true }
        i = end + 1
      }
      if i + 1 < scalars.count, scalars[i] == "#", scalars[i + 1] == "@" {
        substitution(position: position, badPosition: badPosition)
      } else {
        specifier(position: position, badPosition: badPosition)
      }
    }

    /// `%#@name@`, from its `#`.
    private mutating func substitution(position: Int?, badPosition: Bool) {
      let nameStart = i + 2
      guard let close = scalars[nameStart...].firstIndex(of: "@") else {
        i = scalars.count
        unsupported(nil, nil)
        return
      }
      i = close + 1
      if close == nameStart || badPosition {
        unsupported(nil, nil)
        return
      }
      flush()
      next = (position ?? next) + 1
      segments.append(.substitution(text(nameStart..<close)))
    }

    /// A printf specifier, from its flags.
    private mutating func specifier(position: Int?, badPosition: Bool) {
      let (formatted, stars) = flagsWidthAndPrecision()
      var length = ""
      while i < scalars.count, "hlqLztj".unicodeScalars.contains(scalars[i]) {
        length.unicodeScalars.append(scalars[i])
        i += 1
      }
      guard i < scalars.count else {
        unsupported(nil, nil)
        return
      }
      let conversion = scalars[i]
      i += 1
      guard let (kind, renders) = Self.conversion(conversion, length: length) else {
        unsupported(nil, nil)
        return
      }
      next += stars
      var index: Int?
      if !badPosition {
        index = position ?? next
        next = (index ?? 0) + 1
      }
      if renders, !formatted, let index {
        flush()
        segments.append(.argument(index: index, kind: kind))
      } else {
        unsupported(index, kind)
      }
    }

    /// Skips flags, width and precision; whether there were any, and how many `*` without a
    /// position take an argument.
    private mutating func flagsWidthAndPrecision() -> (formatted: Bool, stars: Int) {
      var formatted = false
      var stars = 0
      while i < scalars.count, "-+ #0'".unicodeScalars.contains(scalars[i]) {
        formatted = true
        i += 1
      }
      for precision in [false, true] {
        if precision {
          guard i < scalars.count, scalars[i] == "." else { break }
          formatted = true
          i += 1
        }
        if i < scalars.count, scalars[i] == "*" {
          formatted = true
          i += 1
          let end = digits(from: i)
          if end > i, end < scalars.count, scalars[end] == "$" { i = end + 1 } else { stars += 1 }
        }
        let end = digits(from: i)
        formatted = formatted || end > i
        i = end
      }
      return (formatted, stars)
    }

    /// The kind of a conversion character, and whether the renderer renders it with `length`;
    /// nil for a character that is no conversion.
    private static func conversion(_ character: Unicode.Scalar, length: String) -> (
      Kind, renders: Bool
    )? {
      switch character {
      case "@": return (.object, length.isEmpty)
      case "d", "D", "i", "u", "U":
        return (.integer, ["", "h", "hh", "l", "ll", "q", "z", "t", "j"].contains(length))
      case "x", "X", "o", "O": return (.integer, false)
      case "f", "F", "e", "E", "g", "G", "a", "A": return (.double, false)
      case "c", "C": return (.character, false)
      case "s", "S": return (.cString, false)
      case "p": return (.pointer, false)
      default: return nil
      }
    }
  }
}
