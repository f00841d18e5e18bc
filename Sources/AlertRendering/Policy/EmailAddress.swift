/// An email address the content policy allows, as an `emails` variant gives it.
package struct EmailAddress: Sendable, Equatable {
  /// The address as the policy writes it, such as `help@example.com`.
  package var address: String

  /// The address as addresses are compared: ASCII letters lowercased.
  var normalized: String { address.asciiLowercased }
}

extension String {
  /// The string with ASCII letters lowercased and every other character kept, as host names and
  /// email addresses are compared.
  var asciiLowercased: String {
    guard utf8.contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) else {
      return self
    }
    return String(
      decoding: utf8.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 },
      as: UTF8.self)
  }
}
