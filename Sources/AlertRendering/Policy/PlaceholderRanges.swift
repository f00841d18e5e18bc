/// Finds the format placeholders of a catalog text (`%@`, `%d`, `%1$lld`, `%.2f`, `%#@name@`,
/// `%%`), which no address, number or link text may include.
///
/// It reads the specifiers `FormatTemplate` reads (and a few it refuses, which are no address
/// either), from the UTF-16 code units of the text: every specifier is ASCII. A `%` followed by
/// a space is never one, so that `50 % of` stays a number and words.
enum PlaceholderRanges {
  /// The UTF-16 ranges of every placeholder in `units`, in order.
  static func find(in units: [UInt16]) -> [Range<Int>] {
    var found: [Range<Int>] = []
    var index = 0
    while index < units.count {
      if units[index] == percent, let end = placeholderEnd(in: units, from: index) {
        found.append(index..<end)
        index = end
      } else {
        index += 1
      }
    }
    return found
  }

  private static let percent = UInt16(ascii: "%")

  /// The end of the placeholder starting at the `%` at `start`, or nil when there is none.
  private static func placeholderEnd(in units: [UInt16], from start: Int) -> Int? {
    var index = start + 1
    func peek(_ offset: Int = 0) -> UInt16? {
      index + offset < units.count ? units[index + offset] : nil
    }
    func isDigit(_ unit: UInt16?) -> Bool {
      unit.map { (UInt16(ascii: "0")...UInt16(ascii: "9")).contains($0) } ?? false
    }
    if peek() == percent { return index + 1 }
    if peek() == UInt16(ascii: "#"), peek(1) == UInt16(ascii: "@") {
      // `%#@name@`: a substitution.
      var end = index + 2
      while end < units.count, isNameUnit(units[end]) { end += 1 }
      guard end > index + 2, end < units.count, units[end] == UInt16(ascii: "@") else {
        return nil
      }
      return end + 1
    }
    // Argument position `n$`.
    var digits = index
    while isDigit(digits < units.count ? units[digits] : nil) { digits += 1 }
    if digits > index, digits < units.count, units[digits] == UInt16(ascii: "$") {
      index = digits + 1
    }
    while let unit = peek(), "-+#0'".utf16.contains(unit) { index += 1 }
    if peek() == UInt16(ascii: "*") { index += 1 }
    while isDigit(peek()) { index += 1 }
    if peek() == UInt16(ascii: ".") {
      index += 1
      if peek() == UInt16(ascii: "*") { index += 1 }
      while isDigit(peek()) { index += 1 }
    }
    for modifier in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"] {
      let modifierUnits = Array(modifier.utf16)
      if index + modifierUnits.count <= units.count,
        Array(units[index..<index + modifierUnits.count]) == modifierUnits
      {
        index += modifierUnits.count
        break
      }
    }
    guard let conversion = peek(), "@dDiuUxXoOfFeEgGcCsSpaA".utf16.contains(conversion) else {
      return nil
    }
    return index + 1
  }

  /// Whether `unit` may be part of a substitution's name.
  private static func isNameUnit(_ unit: UInt16) -> Bool {
    (UInt16(ascii: "a")...UInt16(ascii: "z")).contains(unit)
      || (UInt16(ascii: "A")...UInt16(ascii: "Z")).contains(unit)
      || (UInt16(ascii: "0")...UInt16(ascii: "9")).contains(unit) || unit == UInt16(ascii: "_")
  }
}

extension UInt16 {
  /// The UTF-16 code unit of the ASCII character `scalar`.
  init(ascii scalar: Unicode.Scalar) {
    precondition(scalar.isASCII, "Not an ASCII character: \(scalar)")
    self = UInt16(scalar.value)
  }
}
