import AlertRendering

extension Alert {
  /// The `id` of the alert in `bytes` if it can be read, even when the alert is invalid,
  /// so that an error report can still name the alert.
  package static func identifier(
    inJSON bytes: some Collection<UInt8>, limits: AlertLimits = AlertLimits()
  )
    -> String?
  {
    guard bytes.count <= limits.maxBytes,
      UTF8Validation.firstInvalidOffset(in: Array(bytes)) == nil,
      let value = try? JSONParser.parse(
        bytes, limits: .init(maxDepth: limits.maxDepth, maxStringBytes: limits.maxStringBytes)),
      case .string(let id)? = value["id"]
    else { return nil }
    return id
  }
}
