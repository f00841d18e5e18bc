extension String {
  /// Whether the string holds nothing but white space, or nothing at all; stops at the first
  /// other character, where trimming both ends broke graphemes from the end as well.
  var isBlank: Bool {
    // A character is white space when its first scalar is, so text that starts with an ASCII
    // letter, digit or sign is not blank: nearly every value, told without breaking graphemes.
    if let first = utf8.first, first < 0x80, first != 0x20, !(0x09...0x0D).contains(first) {
      return false
    }
    return allSatisfy(\.isWhitespace)
  }
}
