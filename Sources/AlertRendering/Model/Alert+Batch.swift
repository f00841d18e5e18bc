extension Alert {
  /// Decodes a top-level JSON array of alerts, each element on its own, so that one bad alert
  /// does not hide the others.
  ///
  /// Throws only when the input as a whole is not a JSON array.
  public static func decodeArray(json bytes: some Collection<UInt8>, limits: Limits = Limits())
    throws(AlertDataError) -> [Result<Alert, AlertDataError>]
  {
    let array = Array(bytes)
    if let offset = firstInvalidUTF8Offset(array) { throw .invalidUTF8(offset: offset) }
    let value: JSONValue
    do {
      value = try JSONParser.parse(
        array, limits: .init(maxDepth: limits.maxDepth + 1, maxStringBytes: limits.maxStringBytes))
    } catch {
      var error = error
      // The array itself takes one level; report the limit as it applies to each alert.
      if case .tooDeep = error.reason { error.reason = .tooDeep(limit: limits.maxDepth) }
      throw .malformedJSON(error)
    }
    guard case .array(let elements) = value else {
      throw .typeMismatch(
        path: "(top level)", expected: "an array of alerts", found: value.foundDescription)
    }
    return elements.map { element in
      Result { () throws(AlertDataError) -> Alert in try Alert(json: element, limits: limits) }
    }
  }

  /// The `id` of the alert in `bytes` if it can be read, even when the alert is invalid,
  /// so that an error report can still name the alert.
  public static func identifier(inJSON bytes: some Collection<UInt8>, limits: Limits = Limits())
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
