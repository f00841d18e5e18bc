extension LayoutDocument.Action {
  /// The spellings of action data, as `screen.json`, the layout document's reader and
  /// docs/layout.schema.json check them.
  package enum DataFormat {
    /// The longest `delay`, in minutes: 365 days.
    static let maxDelayMinutes = 365 * 24 * 60

    /// The minutes `text` spells as an ISO 8601 duration `P<n>D`, `PT<n>H` or `PT<n>M`
    /// (ASCII digits, no sign or fraction), when it is one minute to 365 days; nil otherwise.
    package static func delayMinutes(_ text: String) -> Int? {
      let bytes = Array(text.utf8)
      let unit: Int
      let digits: ArraySlice<UInt8>
      switch (bytes.first, bytes.dropFirst().first, bytes.last) {
      case (UInt8(ascii: "P"), UInt8(ascii: "T"), UInt8(ascii: "H")):
        (unit, digits) = (60, bytes.dropFirst(2).dropLast())
      case (UInt8(ascii: "P"), UInt8(ascii: "T"), UInt8(ascii: "M")):
        (unit, digits) = (1, bytes.dropFirst(2).dropLast())
      case (UInt8(ascii: "P"), _, UInt8(ascii: "D")):
        (unit, digits) = (24 * 60, bytes.dropFirst().dropLast())
      default: return nil
      }
      guard (1...6).contains(digits.count), digits.allSatisfy({ $0 >= 48 && $0 <= 57 }),
        let count = Int(String(decoding: digits, as: UTF8.self))
      else { return nil }
      let minutes = count * unit
      return (1...maxDelayMinutes).contains(minutes) ? minutes : nil
    }

    /// Whether `text` is a 24-hour local time `HH:mm`, `00:00` to `23:59`.
    package static func isLocalTime(_ text: String) -> Bool {
      let bytes = Array(text.utf8)
      guard bytes.count == 5, bytes[2] == UInt8(ascii: ":"),
        [0, 1, 3, 4].allSatisfy({ bytes[$0] >= 48 && bytes[$0] <= 57 })
      else { return false }
      let hour = Int(bytes[0] - 48) * 10 + Int(bytes[1] - 48)
      let minute = Int(bytes[3] - 48) * 10 + Int(bytes[4] - 48)
      return hour < 24 && minute < 60
    }

    /// Whether `text` is an operation id: 1 to 64 of `a`–`z`, `0`–`9`, `.` and `-`.
    package static func isOperation(_ text: String) -> Bool {
      (1...64).contains(text.utf8.count)
        && text.utf8.allSatisfy {
          ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 46 || $0 == 45
        }
    }

    /// What a delay must be, for messages.
    package static let delayExpected =
      "an ISO 8601 duration P<n>D, PT<n>H or PT<n>M from one minute to 365 days, such as \"P1D\""
    /// What a local time must be, for messages.
    package static let localTimeExpected =
      "a local time HH:mm from 00:00 to 23:59, such as \"09:00\""
    /// What an operation must be, for messages.
    package static let operationExpected =
      "an operation id of 1 to 64 characters a-z, 0-9, '.' and '-', such as \"alerts.resolve\""
  }
}
