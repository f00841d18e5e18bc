/// A phone number the content policy allows, as a `phones` variant gives it.
package struct PhoneNumber: Sendable, Equatable {
  /// The canonical form, E.164: `+` and the digits, such as `+12025550199`.
  package var e164: String
  /// The number as the policy writes it, for display: `+1 202-555-0199`.
  package var display: String
  /// The country calling code, such as `1` or `44`.
  package var callingCode: String

  /// The `tel:` URI a client dials: `tel:+12025550199`.
  package var telURI: String { "tel:" + e164 }

  /// The national significant number: the E.164 digits after the calling code.
  package var nationalNumber: Substring { e164.dropFirst(1 + callingCode.count) }

  /// Whether `digits` (a number found in text, its digits only, `international` when it
  /// began with `+`, `00` or `011`, which `digits` no longer holds) dial this number: the
  /// E.164 digits when international (a trunk prefix after the calling code, as in
  /// `+44 (0)808 …`, ignored), else the national number with or without a trunk prefix.
  func matches(digits: String, international: Bool) -> Bool {
    if international {
      // `+44 (0)808 …`: the trunk prefix some write in parentheses after the calling code.
      guard digits.hasPrefix(callingCode) else { return false }
      let national = digits.dropFirst(callingCode.count)
      return national == nationalNumber
        || PhoneNumbering.trunkPrefixes(of: callingCode).contains {
          national.hasPrefix($0) && national.dropFirst($0.count) == nationalNumber
        }
    }
    if digits == nationalNumber { return true }
    return PhoneNumbering.trunkPrefixes(of: callingCode).contains {
      digits.hasPrefix($0) && digits.dropFirst($0.count) == nationalNumber
    }
  }
}
