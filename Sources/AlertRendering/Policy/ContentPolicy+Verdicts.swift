import AlertLayout

extension ContentPolicy {
  /// A URL: https on a listed host, or a deep link exactly as listed.
  func urlVerdict(_ item: ScannedItem, chain: LocaleChain) -> PolicyVerdict {
    let url = item.normalized
    let scheme = String(url.prefix { $0 != ":" }).asciiLowercased
    let shown = "The text shows \(cut: item.written)"
    if scheme == "https" || scheme == "http", url.dropFirst(scheme.count + 1).hasPrefix("//") {
      let authority = url.dropFirst(scheme.count + 3).prefix { !"/?#\\".contains($0) }
      if authority.contains("@") {
        return deceptive("\(shown), whose user information before '@' hides the host it opens.")
      }
      if authority.hasPrefix("[") {
        return deceptive("\(shown), which names an IP address instead of a host.")
      }
      if authority.contains(":") {
        return deceptive("\(shown), which names a port; expected an address without one.")
      }
      var host = authority.lowercased()
      while host.hasSuffix(".") { host.removeLast() }
      if Self.isIPAddress(host) {
        return deceptive("\(shown), which names an IP address instead of a host.")
      }
      if let scripts = Self.mixedScripts(host) {
        return deceptive("\(shown), whose host mixes scripts (\(scripts)), as look-alikes do.")
      }
      if let id = allowingLinkID(host: host, chain: chain) {
        guard scheme == "https" else {
          return .notAllowed(
            checkID: "url-insecure",
            reason: "\(shown), which is not secure; the content policy allows its host ('\(id)') "
              + "over https:// only.")
        }
        return .allowed(id: id)
      }
      return .notAllowed(
        checkID: "url-not-allowed",
        reason: "\(shown), which the content policy does not allow for \(chain.locale)."
          + otherLocaleHint(host: host))
    }
    for id in Self.ids(links) {
      if let variant = links[id]?.variant(for: chain)?.variant, variant.value.isDeepLink,
        variant.value.url == url
      {
        return .allowed(id: id)
      }
    }
    if scheme == PolicyLink.deepLinkScheme {
      return .notAllowed(
        checkID: "url-not-allowed",
        reason: "\(shown), a deep link the content policy does not list for \(chain.locale).")
    }
    return .notAllowed(
      checkID: "url-scheme",
      reason: "\(shown), whose scheme '\(cut: scheme)' content may not use; expected an https:// "
        + "address or a deep link the content policy lists.")
  }

  /// A host named without a scheme: a listed one, in any case.
  func hostVerdict(_ item: ScannedItem, chain: LocaleChain) -> PolicyVerdict {
    let host = String(item.normalized.prefix { $0 != "/" })
    let shown = "The text shows \(cut: item.written)"
    if let scripts = Self.mixedScripts(host) {
      return deceptive("\(shown), whose host mixes scripts (\(scripts)), as look-alikes do.")
    }
    if let id = allowingLinkID(host: host, chain: chain) { return .allowed(id: id) }
    return .notAllowed(
      checkID: "url-not-allowed",
      reason: "\(shown), which the content policy does not allow for \(chain.locale)."
        + otherLocaleHint(host: host))
  }

  /// An email address: a listed one, ASCII letters in any case.
  func emailVerdict(_ item: ScannedItem, chain: LocaleChain) -> PolicyVerdict {
    for id in Self.ids(emails) {
      if let variant = emails[id]?.variant(for: chain)?.variant,
        variant.value.normalized == item.normalized
      {
        return .allowed(id: id)
      }
    }
    return .notAllowed(
      checkID: "email-not-allowed",
      reason: "The text shows \(cut: item.written), an email address the content policy does not "
        + "allow for \(chain.locale).")
  }

  /// A phone number: one that dials a listed number, however it is written.
  func phoneVerdict(_ item: ScannedItem, chain: LocaleChain) -> PolicyVerdict {
    var readings: [(digits: String, international: Bool)] = []
    let number = item.normalized
    if number.hasPrefix("+") {
      readings.append((String(number.dropFirst()), true))
    } else {
      readings.append((number, false))
      for prefix in ["00", "011"] where number.hasPrefix(prefix) {
        readings.append((String(number.dropFirst(prefix.count)), true))
      }
    }
    for id in Self.ids(phones) {
      guard let variant = phones[id]?.variant(for: chain)?.variant else { continue }
      if readings.contains(where: { variant.value.matches(digits: $0.digits, international: $0.1) })
      {
        return .allowed(id: id)
      }
    }
    return .notAllowed(
      checkID: "phone-not-allowed",
      reason: "The text shows \(cut: item.written), a phone number the content policy does not "
        + "allow for \(chain.locale).")
  }

  /// The first link id whose variant for `chain` allows `host`.
  private func allowingLinkID(host: String, chain: LocaleChain) -> String? {
    Self.ids(links).first { id in
      links[id]?.variant(for: chain)?.variant.value.allows(host: host) == true
    }
  }

  /// " The content policy lists it for …" when a variant for other languages allows `host`.
  private func otherLocaleHint(host: String) -> String {
    for id in Self.ids(links) {
      for variant in links[id]?.variants ?? [] where variant.value.allows(host: host) {
        let languages = variant.locales?.joined(separator: ", ") ?? "the default"
        return " The content policy lists it as '\(id)' for \(languages) only."
      }
    }
    return ""
  }

  private func deceptive(_ reason: String) -> PolicyVerdict {
    .notAllowed(checkID: "url-deceptive", reason: reason)
  }

  /// Whether `host` is an IP address (`192.168.0.1`, `3232235521`, `0x7f.1`) rather than a name.
  static func isIPAddress(_ host: String) -> Bool {
    let labels = host.split(separator: ".")
    return !labels.isEmpty
      && labels.allSatisfy { label in
        label.allSatisfy(\.isASCIIDigitCharacter)
          || label.hasPrefix("0x") && label.dropFirst(2).allSatisfy(\.isHexDigit)
      }
  }

  /// The scripts a label of `host` mixes, such as "Latin, Cyrillic", or nil when none does.
  static func mixedScripts(_ host: String) -> String? {
    for label in host.split(separator: ".") {
      var scripts: [WritingScript] = []
      var bits: UInt64 = 0
      for scalar in label.unicodeScalars {
        if let script = WritingScript(scalar), bits & script.bit == 0 {
          scripts.append(script)
          bits |= script.bit
        }
      }
      if WritingScript.mixes(bits) {
        return scripts.map { "\($0)".prefix(1).uppercased() + "\($0)".dropFirst() }
          .joined(separator: ", ")
      }
    }
    return nil
  }
}

extension Character {
  /// Whether the character is one of the ASCII digits 0–9.
  var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) }
}
