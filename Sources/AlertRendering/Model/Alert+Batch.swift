extension Alert {
  /// Decodes a top-level JSON array of alerts, each element on its own, so that one bad alert
  /// does not hide the others; each comes with its `id` when one can be read.
  ///
  /// Throws only when the input as a whole is not a JSON array.
  package static func decodeArray(json bytes: some Collection<UInt8>, limits: Limits = Limits())
    throws(AlertDataError) -> [(id: String?, result: Result<Alert, AlertDataError>)]
  {
    let value = try parse(bytes, limits: limits, wrapperLevels: 1)
    guard case .array(let elements) = value else {
      throw .typeMismatch(
        path: "(top level)", expected: "an array of alerts", found: value.foundDescription)
    }
    return elements.map { element in
      let id: String? = if case .string(let id)? = element["id"] { id } else { nil }
      return (
        id,
        Result { () throws(AlertDataError) -> Alert in
          try Alert(json: element, limits: limits)
        }
      )
    }
  }

  /// The `id` of the alert in `bytes` if it can be read, even when the alert is invalid,
  /// so that an error report can still name the alert.
  package static func identifier(inJSON bytes: some Collection<UInt8>, limits: Limits = Limits())
    -> String?
  {
    guard bytes.count <= limits.maxBytes,
      let value = try? JSONParser.parse(
        bytes, limits: .init(maxDepth: limits.maxDepth, maxStringBytes: limits.maxStringBytes)),
      case .string(let id)? = value["id"]
    else { return nil }
    return id
  }
}
