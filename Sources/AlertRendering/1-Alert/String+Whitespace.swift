extension String {
  /// Whether the string holds nothing but white space, or nothing at all; stops at the first
  /// other character, where trimming both ends broke graphemes from the end as well.
  var isBlank: Bool {
    allSatisfy(\.isWhitespace)
  }
}
