import AlertLayout

/// A value of the content policy — URL, phone number, email address or name — as a variant
/// of a policy file gives it.
protocol PolicyValue: Sendable, Equatable {
  /// The key of the value in a variant object: `url`, `number`, `address` or `text`.
  static var key: String { get }
  /// Other keys a variant of this kind may hold, besides the value and `locales`.
  static var options: [String] { get }
  /// The value as the policy file writes it, for messages.
  var written: String { get }
  /// Whether `other` is the same value however it is written (`+1 202-555-0199` and
  /// `+1 202 555 0199` are one number), so that a drop-in repeating it is no conflict.
  func isSame(as other: Self) -> Bool
  /// Reads the value `text` of `variant`, at `path`, refusing what content may not show.
  static func read(_ text: String, variant: ResourceReader, path: String) throws(ResourceError)
    -> Self
}

extension PolicyLink: PolicyValue {
  static let key = "url"
  static let options = ["subdomains"]
  var written: String { url }
  func isSame(as other: PolicyLink) -> Bool { url == other.url && subdomains == other.subdomains }

  static func read(_ text: String, variant: ResourceReader, path: String) throws(ResourceError)
    -> PolicyLink
  {
    func refuse(_ expected: String) -> ResourceError {
      .invalidValue(
        file: variant.file, path: path, expected: expected,
        found: JSONValue.string(text).quotedForMessage)
    }
    var subdomains = false
    switch variant.value("subdomains") {
    case nil: break
    case .bool(let value)?: subdomains = value
    case let value?:
      throw .invalidValue(
        file: variant.file, path: variant.childPath("subdomains"), expected: "true or false",
        found: value.quotedForMessage)
    }
    let deepLink = deepLinkScheme + "://"
    if text.hasPrefix(deepLink) {
      guard Self.isRoute(text.dropFirst(deepLink.count)) else {
        throw refuse(
          "a deep link \(deepLink)<route>[?query], its route of a-z, 0-9, '-' and '/', such as "
            + "\"\(deepLink)settings/notifications\"")
      }
      guard !subdomains else {
        throw .invalidValue(
          file: variant.file, path: variant.childPath("subdomains"),
          expected: "no 'subdomains' on a deep link", found: "true")
      }
      return PolicyLink(url: text, baseHost: "", subdomains: false, isDeepLink: true)
    }
    let https = "https://"
    guard text.hasPrefix(https) else {
      throw refuse(
        "an https:// address, such as \"https://www.identitytheft.gov/\" (content opens only "
          + "secure pages), or an \(deepLink) deep link")
    }
    guard !text.unicodeScalars.contains(where: \.properties.isWhitespace) else {
      throw refuse("an address without spaces")
    }
    let authority = text.dropFirst(https.count).prefix { !"/?#\\".contains($0) }
    guard !authority.contains("@") else {
      throw refuse("an address without user information before '@'")
    }
    guard !authority.contains(":"), !authority.hasPrefix("[") else {
      throw refuse("an address without a port")
    }
    let host = authority.lowercased()
    guard !ContentPolicy.isIPAddress(host) else { throw refuse("a host name, not an IP address") }
    guard ContentPolicy.mixedScripts(host) == nil else {
      throw refuse("a host whose every label is written in one script")
    }
    let folded = FoldedText(host)
    guard TextScanner.hostEnd(in: folded, run: 0..<folded.count) == folded.count,
      let last = host.split(separator: ".").last, TopLevelDomains.contains(last)
    else {
      throw refuse("a host ending in a top-level domain, such as \"www.irs.gov\"")
    }
    let base = host.hasPrefix("www.") ? String(host.dropFirst(4)) : host
    return PolicyLink(url: text, baseHost: base, subdomains: subdomains, isDeepLink: false)
  }

  /// Whether `text` is a deep link's route and optional query.
  private static func isRoute(_ text: Substring) -> Bool {
    let route = text.prefix { $0 != "?" }
    let query = text.dropFirst(route.count + 1)
    let routeBytes = "abcdefghijklmnopqrstuvwxyz0123456789-/".utf8
    let queryBytes = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~=&%".utf8
    return !route.isEmpty && route.utf8.allSatisfy(routeBytes.contains)
      && (route.count == text.count || !query.isEmpty && query.utf8.allSatisfy(queryBytes.contains))
  }
}

extension PhoneNumber: PolicyValue {
  static let key = "number"
  static let options: [String] = []
  var written: String { display }
  func isSame(as other: PhoneNumber) -> Bool { e164 == other.e164 }

  static func read(_ text: String, variant: ResourceReader, path: String) throws(ResourceError)
    -> PhoneNumber
  {
    var digits = ""
    var previousWasDigit = false
    var valid = text.hasPrefix("+")
    for scalar in text.unicodeScalars.dropFirst() where valid {
      if scalar.isASCIIDigit {
        digits.unicodeScalars.append(scalar)
        previousWasDigit = true
      } else {
        valid = previousWasDigit && (scalar == " " || scalar == "-")
        previousWasDigit = false
      }
    }
    guard valid, previousWasDigit, (8...15).contains(digits.count) else {
      throw .invalidValue(
        file: variant.file, path: path,
        expected: "a number in international format: '+', then 8 to 15 digits separated by "
          + "single spaces or hyphens, such as \"+1 202-555-0199\"",
        found: JSONValue.string(text).quotedForMessage)
    }
    guard let code = PhoneNumbering.callingCode(of: digits) else {
      throw .invalidValue(
        file: variant.file, path: path,
        expected: "a number beginning with a country calling code ITU-T E.164 assigns, such as "
          + "+1 or +44", found: JSONValue.string(text).quotedForMessage)
    }
    return PhoneNumber(e164: "+" + digits, display: text, callingCode: code)
  }
}

extension EmailAddress: PolicyValue {
  static let key = "address"
  static let options: [String] = []
  var written: String { address }
  func isSame(as other: EmailAddress) -> Bool { normalized == other.normalized }

  static func read(_ text: String, variant: ResourceReader, path: String) throws(ResourceError)
    -> EmailAddress
  {
    guard TextScanner.emailAddress(Substring(text)) != nil else {
      throw .invalidValue(
        file: variant.file, path: path,
        expected: "an email address such as \"help@example.com\", its host ending in a "
          + "top-level domain", found: JSONValue.string(text).quotedForMessage)
    }
    return EmailAddress(address: text)
  }
}

extension String: PolicyValue {
  static var key: String { "text" }
  static var options: [String] { [] }
  var written: String { self }
  func isSame(as other: String) -> Bool { self == other }

  static func read(_ text: String, variant: ResourceReader, path: String) throws(ResourceError)
    -> String
  {
    text
  }
}
