import AlertLayout

/// The setups a renderer made for locales asked for by a spelling that is not a catalog's
/// tag (`en-AU`, `es_MX.UTF-8`), kept for the renderer's life and safe to share between
/// threads.
///
/// Without them a batch in such a locale prepared the locale again for every alert: its key
/// table and the parts every document shares, two and a half times the cost of the alert.
/// A renderer serving callers that each ask in another spelling keeps the first `capacity`
/// and makes the others for each render, so memory stays bounded whatever they ask.
final class RequestedLocales: @unchecked Sendable {
  // Unchecked because the compiler cannot see it: `mutex` guards every access to `setups`.
  typealias Negotiated = (setup: LocaleSetup, diagnostics: [Diagnostic])

  /// How many spellings are kept.
  static let capacity = 32

  private let mutex = POSIXMutex()
  private var setups: [String: Negotiated] = [:]

  /// The setup kept for `requested`, or the one `make` makes, kept while there is room.
  func setup(for requested: String, make: () -> Negotiated) -> Negotiated {
    mutex.withLock {
      if let kept = setups[requested] { return kept }
      let made = make()
      if setups.count < Self.capacity { setups[requested] = made }
      return made
    }
  }
}
