import AlertLayout

/// One identity-theft alert as the monitoring service sends it.
public struct Alert: Sendable, Equatable {
  /// The identifier that uniquely names the alert, such as `4930982:105`.
  public var id: String
  /// The alert's type, read from the numeric `type` of its JSON; it chooses the rules and
  /// plugins that render it.
  public var type: AlertType
  /// What was found, in the order the service listed it; never empty.
  public var events: [AlertEvent]

  /// An alert as given, without the checks `init(json:limits:)` makes.
  public init(id: String, type: AlertType, events: [AlertEvent]) {
    self.id = id
    self.type = type
    self.events = events
  }

  /// Decodes an alert from UTF-8 JSON bytes, checking every field and limit.
  ///
  /// - Throws: `AlertDataError` naming the JSON path, what was expected and what was found.
  public init(json bytes: some Collection<UInt8>, limits: AlertLimits = AlertLimits())
    throws(AlertDataError)
  {
    guard bytes.count <= limits.maxBytes else {
      throw .inputTooLarge(bytes: bytes.count, limit: limits.maxBytes)
    }
    // Most alerts are read straight from their bytes; the general path reads any other, and
    // bytes not stored contiguously (nil from `withContiguousStorageIfAvailable`).
    if let alert = bytes.withContiguousStorageIfAvailable({ ByteReaders.alert($0, limits: limits) })
      ?? nil
    {
      self = alert
      return
    }
    try self.init(json: try Self.parse(bytes, limits: limits), limits: limits)
  }
}
