/// A calendar date on which data leaked or was found, without a time zone.
///
/// Leak dates are shown as days, so times and offsets in the feed are read and then dropped:
/// the day is the one written in the source, not the one in the reader's zone.
public struct LeakDate: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The year, such as 2016.
  public var year: Int
  /// The month, 1 to 12.
  public var month: Int
  /// The day of the month, 1 to 31.
  public var day: Int

  /// Creates a date, or returns nil if the day does not exist in that month.
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...Self.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Parses `YYYY-MM-DD`, `YYYY-MM-DD HH:mm:ss` or ISO 8601 with `Z`, an offset and
  /// fractions, or returns nil.
  ///
  /// The feed documents ISO 8601 but sends `2016-09-06 00:00:00`, so both are accepted. The
  /// time and offset are checked and dropped: the day is the one written.
  public init?(parsing text: String) {
    guard let date = Self.parsed(text) else { return nil }
    self = date
  }

  /// The date as ISO 8601 `YYYY-MM-DD`.
  public var description: String {
    guard (0..<10_000).contains(year), (0..<100).contains(month), (0..<100).contains(day) else {
      return Self.pad(year, 4) + "-" + Self.pad(month, 2) + "-" + Self.pad(day, 2)
    }
    // Written into the string's own storage: five strings concatenated cost ten times more,
    // and every detail of a document writes its date this way.
    return String(unsafeUninitializedCapacity: 10) { bytes in
      Self.write(year, width: 4, into: bytes, at: 0)
      bytes[4] = UInt8(ascii: "-")
      Self.write(month, width: 2, into: bytes, at: 5)
      bytes[7] = UInt8(ascii: "-")
      Self.write(day, width: 2, into: bytes, at: 8)
      return 10
    }
  }

  /// Orders dates chronologically.
  public static func < (lhs: LeakDate, rhs: LeakDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  static func pad(_ value: Int, _ width: Int) -> String {
    if (0..<10_000).contains(value), width <= 4 {
      let count = max(width, value < 10 ? 1 : value < 100 ? 2 : value < 1000 ? 3 : 4)
      return String(unsafeUninitializedCapacity: count) { bytes in
        write(value, width: count, into: bytes, at: 0)
        return count
      }
    }
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  /// Writes `pad(value, width)` into `bytes` from `start` on, which has room for
  /// `max(width, 20)` bytes, or `max(width, 4)` for a value from 0 to 9,999; returns the index
  /// after it.
  static func pad(
    _ value: Int, _ width: Int, into bytes: UnsafeMutableBufferPointer<UInt8>, at start: Int
  ) -> Int {
    if (0..<10_000).contains(value), width <= 4 {
      let count = max(width, value < 10 ? 1 : value < 100 ? 2 : value < 1000 ? 3 : 4)
      write(value, width: count, into: bytes, at: start)
      return start + count
    }
    var end = start
    for byte in pad(value, width).utf8 {
      bytes[end] = byte
      end += 1
    }
    return end
  }

  /// Writes the last `width` decimal digits of `value` (not negative), zeros in front.
  private static func write(
    _ value: Int, width: Int, into bytes: UnsafeMutableBufferPointer<UInt8>, at start: Int
  ) {
    var rest = value
    for index in (start..<start + width).reversed() {
      bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
      rest /= 10
    }
  }
}
