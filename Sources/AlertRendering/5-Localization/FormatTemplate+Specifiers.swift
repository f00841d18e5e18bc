/// One specifier of a text, read as Apple's formatter reads it (CoreFoundation's
/// `__CFParseFormatSpec`, after IEEE printf).
extension FormatTemplate {
  /// Reads the specifier that starts at a `%` (not `%%`) into a segment.
  struct SpecifierReader {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the `%`.
    let start: Int
    /// The index `%arg` stands for, inside a substitution.
    let argumentIndex: Int?
    /// The argument the next unnumbered specifier takes; moved past every argument read.
    var nextIndex: Int
    /// Where reading stopped: just after the specifier.
    var index: Int

    init(bytes: UnsafeBufferPointer<UInt8>, start: Int, argumentIndex: Int?, nextIndex: Int) {
      self.bytes = bytes
      self.start = start
      self.argumentIndex = argumentIndex
      self.nextIndex = nextIndex
      index = start + 1
    }

    private static func isFlag(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"),
        UInt8(ascii: "0"), UInt8(ascii: "'"):
        return true
      default: return false
      }
    }

    private static func isLength(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "L"),
        UInt8(ascii: "z"), UInt8(ascii: "t"), UInt8(ascii: "j"):
        return true
      default: return false
      }
    }

    /// Reads a width or precision, digits or `*` (`*n$` for a numbered argument), digits
    /// after a `*` read as Apple's formatter reads them, as a width; true when there was one.
    /// A `*` without a number takes an argument, counted in `starArguments`.
    private mutating func readWidth(_ starArguments: inout Int) -> Bool {
      let start = index
      if byte(index) == UInt8(ascii: "*") {
        index += 1
        var end = index
        while isDigit(end) { end += 1 }
        if end > index, byte(end) == UInt8(ascii: "$") {
          index = end + 1
        } else {
          starArguments += 1
        }
      }
      while isDigit(index) { index += 1 }
      return index > start
    }

    /// Whether the letters at `length` are one of the lengths Apple's table gives whole
    /// numbers: none, `h`, `hh`, `l`, `ll`, `q`, `z`, `t` or `j` (`%hi`, `%qu`, `%lld`).
    private func isIntegerLength(_ length: Range<Int>) -> Bool {
      switch length.count {
      case 0: return true
      case 1: return bytes[length.lowerBound] != UInt8(ascii: "L")
      case 2:
        let first = bytes[length.lowerBound]
        return first == bytes[length.lowerBound + 1]
          && (first == UInt8(ascii: "h") || first == UInt8(ascii: "l"))
      default: return false
      }
    }

    private func byte(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private func isDigit(_ offset: Int) -> Bool {
      byte(offset).map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false
    }

    /// The specifier read so far, as written.
    private var written: String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// Text that is no specifier, up to `end`.
    private mutating func malformed(to end: Int, _ reason: String) -> Segment {
      index = end
      return .unsupported(Unsupported(specifier: written, index: nil, kind: nil, reason: reason))
    }

    mutating func read() -> Segment {
      guard index < bytes.count else {
        return malformed(to: index, "a lone '%' ends the text; a percent sign is written '%%'")
      }
      if byte(index) == UInt8(ascii: "a"), byte(index + 1) == UInt8(ascii: "r"),
        byte(index + 2) == UInt8(ascii: "g")
      {
        guard let argumentIndex else {
          return malformed(
            to: index + 3, "'%arg' stands for a substitution's argument, outside one")
        }
        index += 3
        return .argument(index: argumentIndex, kind: .integer)
      }
      // A position, n$, from 1 to 99 (a substitution's argNum goes no higher).
      var position: Int?
      var positionProblem: String?
      var end = index
      var number = 0
      while isDigit(end) {
        number = min(number * 10 + Int(bytes[end] - UInt8(ascii: "0")), 1000)
        end += 1
      }
      if end > index, byte(end) == UInt8(ascii: "$") {
        if number == 0 {
          positionProblem = "positions start at %1$"
        } else if number > 99 {
          positionProblem = "a position above %99$"
        } else {
          position = number - 1
        }
        index = end + 1
      }
      if byte(index) == UInt8(ascii: "#"), byte(index + 1) == UInt8(ascii: "@") {
        return substitution(position: position, problem: positionProblem)
      }
      return conversion(position: position, problem: positionProblem)
    }

    /// `%#@name@` or `%n$#@name@`, from its `#`: it takes an argument as any specifier does.
    private mutating func substitution(position: Int?, problem: String?) -> Segment {
      let nameStart = index + 2
      var end = nameStart
      while end < bytes.count, bytes[end] != UInt8(ascii: "@") { end += 1 }
      guard end < bytes.count else {
        return malformed(to: bytes.count, "'%#@' is not closed by '@'")
      }
      guard end > nameStart else { return malformed(to: end + 1, "'%#@@' names no substitution") }
      if let problem { return malformed(to: end + 1, problem) }
      nextIndex = (position ?? nextIndex) + 1
      index = end + 1
      return .substitution(
        String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<end]), as: UTF8.self))
    }

    /// Flags, width, precision, length and conversion, from after the position.
    private mutating func conversion(position: Int?, problem: String?) -> Segment {
      var formatted = false
      var spaceFlag = false
      while let flag = byte(index), Self.isFlag(flag) {
        formatted = true
        spaceFlag = spaceFlag || flag == UInt8(ascii: " ")
        index += 1
      }
      // A width or precision of `*` takes an argument of its own, before the value's.
      var starArguments = 0
      formatted = readWidth(&starArguments) || formatted
      if byte(index) == UInt8(ascii: ".") {
        formatted = true
        index += 1
        _ = readWidth(&starArguments)
      }
      let lengthStart = index
      while let letter = byte(index), Self.isLength(letter) { index += 1 }
      let length = lengthStart..<index
      guard let conversion = byte(index) else {
        return malformed(to: index, "a specifier is cut off; a percent sign is written '%%'")
      }
      let kind: Kind
      var reason: String?
      switch conversion {
      case UInt8(ascii: "@"): kind = .object
      case UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "i"), UInt8(ascii: "u"),
        UInt8(ascii: "U"):
        kind = .integer
      case UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"), UInt8(ascii: "O"):
        kind = .integer
        reason = "a whole number in hexadecimal or octal, which alert-render does not write"
      case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"),
        UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
        kind = .double
        reason = "a floating-point number, which alert-render never passes"
      case UInt8(ascii: "c"), UInt8(ascii: "C"):
        kind = .character
        reason = "a single character, which alert-render never passes"
      case UInt8(ascii: "s"), UInt8(ascii: "S"):
        kind = .cString
        reason = "a C string, which alert-render never passes: text goes in '%@'"
      case UInt8(ascii: "p"):
        kind = .pointer
        reason = "a pointer, which alert-render never passes"
      default:
        // The character after it, whole, is part of what is quoted.
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return malformed(to: end, "not a format specifier; a percent sign is written '%%'")
      }
      index += 1
      nextIndex += starArguments
      var argument: Int?
      if problem == nil {
        argument = position ?? nextIndex
        nextIndex = (argument ?? 0) + 1
      }
      if reason == nil {
        if let problem {
          reason = problem
        } else if formatted {
          reason = "a width, precision or flag, which rendering does not apply"
        } else if kind == .object, !length.isEmpty {
          reason = "a length before '@', which Apple's formatter does not define"
        } else if kind == .integer, !isIntegerLength(length) {
          let written = UnsafeBufferPointer(rebasing: bytes[length])
          reason =
            "the length '\(String(decoding: written, as: UTF8.self))', which Apple's formatter "
            + "does not define for whole numbers"
        }
      }
      // Without a reason there is no problem, so the argument is known.
      guard var reason else { return .argument(index: argument ?? 0, kind: kind) }
      if spaceFlag { reason += "; a percent sign is written '%%'" }
      return .unsupported(
        Unsupported(specifier: written, index: argument, kind: kind, reason: reason))
    }
  }
}
