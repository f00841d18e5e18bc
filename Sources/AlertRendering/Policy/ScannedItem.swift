/// A web address, host, email address or phone number `TextScanner` found in a text.
package struct ScannedItem: Sendable, Equatable {
  /// What was found.
  package enum Kind: String, Sendable, Equatable {
    /// An address with a scheme: `https://…`, `http://…`, `javascript:…`, `alert-app://…`.
    case url
    /// A host named without a scheme, with an optional path: `IRS.gov/IPPIN`, `www.irs.gov`.
    case host
    /// `local@host`, or a `mailto:` address.
    case email
    /// A phone number, or a `tel:` URI.
    case phone
  }

  /// What was found.
  package var kind: Kind
  /// Where, in UTF-16 code units of the text.
  package var range: Range<Int>
  /// The text in `range`, exactly as written.
  package var written: String
  /// The form it is compared in: fullwidth forms, ideographic full stops and digits of every
  /// script read as ASCII; a URL as written otherwise; a host lowercased (its path as written);
  /// an email address lowercased; a phone's digits, after `+` when it is international (a
  /// leading `00` or `011` kept as written), keypad letters read as their digits.
  package var normalized: String
}
