/// A web address or deep link the content policy allows, as a `links` variant gives it.
///
/// Loading accepts only `https://host/…` and `alert-app://route`: never http, user
/// information, a port, an IP address or a host mixing scripts.
package struct PolicyLink: Sendable, Equatable {
  /// The URL as the policy writes it, such as `https://www.identitytheft.gov/`.
  package var url: String
  /// The host lowercased, without a leading `www.` (`identitytheft.gov`); empty for a deep link.
  package var baseHost: String
  /// Whether subdomains of `baseHost` are allowed too (`"subdomains": true`).
  package var subdomains: Bool
  /// Whether the URL is a deep link into the app (`alert-app://…`), which text may show only
  /// exactly as written.
  package var isDeepLink: Bool

  /// The scheme of deep links, routed inside the app by every client.
  package static let deepLinkScheme = "alert-app"

  /// Whether the host `host` (lowercased, as a text shows it) is this link's: its base host or
  /// `www.` and the base host, or a subdomain where subdomains are allowed.
  package func allows(host: String) -> Bool {
    guard !isDeepLink else { return false }
    let base = host.hasPrefix("www.") ? String(host.dropFirst(4)) : host
    if base == baseHost { return true }
    return subdomains && host.hasSuffix("." + baseHost)
  }
}
