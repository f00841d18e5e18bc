extension LeakDate {
  /// The forms `init(parsing:)` accepts, for error messages.
  package static let acceptedForms =
    "\"2016-09-06\", \"2016-09-06 00:00:00\" or ISO 8601 such as \"2016-09-06T00:00:00Z\""

  /// The date `text` names (the forms of `init(parsing:)`), or nil.
  ///
  /// Parsed by hand rather than with a date formatter, which costs far more per date.
  static func parsed(_ text: String) -> LeakDate? {
    // The text's own bytes, read in place rather than copied into an array.
    var text = text
    return text.withUTF8 { parsed($0) }
  }

  /// The date the UTF-8 `bytes` name, as `parsed(_:)` reads a string of them.
  static func parsed(_ bytes: UnsafeBufferPointer<UInt8>) -> LeakDate? {
    var scanner = DateScanner(bytes)
    guard let year = scanner.number(digits: 4), scanner.skip("-"),
      let month = scanner.number(digits: 2), scanner.skip("-"),
      let day = scanner.number(digits: 2)
    else { return nil }
    if !scanner.isAtEnd {
      guard scanner.skip("T") || scanner.skip(" "), scanner.time(), scanner.zone(),
        scanner.isAtEnd
      else { return nil }
    }
    return LeakDate(year: year, month: month, day: day)
  }
}

/// Reads the fixed-width fields of a date-time, one step at a time.
private struct DateScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  var isAtEnd: Bool { index == bytes.count }

  mutating func skip(_ character: Unicode.Scalar) -> Bool {
    guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
    index += 1
    return true
  }

  mutating func number(digits: Int) -> Int? {
    guard index + digits <= bytes.count else { return nil }
    var value = 0
    for byte in bytes[index..<index + digits] {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    index += digits
    return value
  }

  /// Reads `HH:mm:ss` with optional fractional seconds, checking each field's range.
  mutating func time() -> Bool {
    guard let hour = number(digits: 2), hour < 24, skip(":"),
      let minute = number(digits: 2), minute < 60
    else { return false }
    if skip(":") {
      // 60 allows a leap second, which ISO 8601 permits.
      guard let second = number(digits: 2), second <= 60 else { return false }
      if skip(".") || skip(",") {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
          index += 1
        }
        guard index > start else { return false }
      }
    }
    return true
  }

  /// Reads an optional `Z`, `±HH:MM`, `±HHMM` or `±HH`.
  mutating func zone() -> Bool {
    if isAtEnd || skip("Z") || skip("z") { return true }
    guard skip("+") || skip("-"), let hours = number(digits: 2), hours <= 23 else { return false }
    if isAtEnd { return true }
    _ = skip(":")
    guard let minutes = number(digits: 2), minutes < 60 else { return false }
    return true
  }
}
