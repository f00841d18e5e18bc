import AlertLayout

extension Alert {
  /// Checks that `bytes` are UTF-8 and parses them within `limits`; `wrapperLevels` allows
  /// for containers around the alerts, such as a batch's array, without counting them.
  static func parse(
    _ bytes: some Collection<UInt8>, limits: AlertLimits, wrapperLevels: Int = 0
  ) throws(AlertDataError) -> JSONValue {
    let array = Array(bytes)
    // Parsed first: a document that parses with ASCII strings is ASCII, and needs no check of
    // its UTF-8. Any other is checked before its value or its syntax error is given, so that
    // ill-formed UTF-8 is reported wherever it is, as when the check came first.
    var stringsAreASCII = false
    let parsed: Result<JSONValue, JSONSyntaxError>
    do {
      parsed = .success(
        try JSONParser.parse(
          array,
          limits: .init(
            maxDepth: limits.maxDepth + wrapperLevels, maxStringBytes: limits.maxStringBytes),
          stringsAreASCII: &stringsAreASCII))
    } catch {
      parsed = .failure(error)
    }
    if case .success(let value) = parsed, stringsAreASCII { return value }
    if let offset = UTF8Validation.firstInvalidOffset(in: array) {
      throw .invalidUTF8(offset: offset)
    }
    switch parsed {
    case .success(let value): return value
    case .failure(var error):
      // Report the limit as it applies to an alert, whatever wraps it.
      if case .tooDeep = error.reason { error.reason = .tooDeep(limit: limits.maxDepth) }
      throw .malformedJSON(error)
    }
  }

  /// Decodes an alert from an already parsed JSON value, as a batch does for each of its
  /// alerts.
  package init(json value: JSONValue, limits: AlertLimits = AlertLimits()) throws(AlertDataError) {
    guard case .object = value else {
      throw .typeMismatch(
        path: "(top level)", expected: "an alert object", found: value.foundDescription)
    }
    id = try Self.requiredString(value, "id", path: "id")
    type = try Self.alertType(value["type"])
    guard let eventsValue = value["events"] else {
      throw .missingField(path: "events", expected: "an array of events")
    }
    guard case .array(let items) = eventsValue else {
      throw .typeMismatch(
        path: "events", expected: "an array of events", found: eventsValue.foundDescription)
    }
    guard !items.isEmpty else { throw .noEvents(path: "events") }
    guard items.count <= limits.maxEvents else {
      throw .tooManyEvents(path: "events", count: items.count, limit: limits.maxEvents)
    }
    var events: [AlertEvent] = []
    events.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      events.append(try Self.event(item, index: index))
    }
    self.events = events
  }

  private static func alertType(_ value: JSONValue?) throws(AlertDataError) -> AlertType {
    guard let value else {
      throw .missingField(path: "type", expected: "an integer alert type")
    }
    guard case .number(let text) = value else {
      throw .typeMismatch(
        path: "type", expected: "an integer alert type (1, 2 or 3)",
        found: value.foundDescription)
    }
    guard let code = Int(text), let type = AlertType(rawValue: code) else {
      throw .unknownAlertType(path: "type", found: text, valid: AlertType.allCases)
    }
    return type
  }

  /// Event `index` of the alert; its path, `events[index]`, is written only into an error.
  private static func event(_ value: JSONValue, index: Int) throws(AlertDataError) -> AlertEvent {
    var path: String { "events[\(index)]" }
    guard case .object = value else {
      throw .typeMismatch(path: path, expected: "an event object", found: value.foundDescription)
    }
    // The date is optional: one that cannot be read is kept for a diagnostic, should the
    // precedence of date fields come to it, rather than failing the alert.
    var date: LeakDate?
    var unreadableDate: JSONValue?
    if let dateValue = value["date"], dateValue != .null {
      if case .string(let text) = dateValue, let parsed = LeakDate.parsed(text) {
        date = parsed
      } else if dateValue != .string("") {
        unreadableDate = dateValue
      }
    }
    guard let dataValue = value["data"] else {
      throw .missingField(path: path + ".data", expected: "an object of event data")
    }
    guard case .object(let members) = dataValue else {
      throw .typeMismatch(
        path: path + ".data", expected: "an object of event data", found: dataValue.foundDescription
      )
    }
    var event = AlertEvent(date: date, data: members)
    event.unreadableDate = unreadableDate
    return event
  }

  private static func requiredString(_ object: JSONValue, _ key: String, path: String)
    throws(AlertDataError) -> String
  {
    guard let value = object[key] else {
      throw .missingField(path: path, expected: "a string")
    }
    guard case .string(let text) = value else {
      throw .typeMismatch(
        path: path, expected: "a string", found: value.foundDescription)
    }
    guard !text.isEmpty else { throw .emptyValue(path: path, expected: "a non-empty string") }
    return text
  }
}

extension ClosedRange where Bound == Int {
  /// `value` moved into the range.
  func clamp(_ value: Int) -> Int {
    Swift.min(Swift.max(value, lowerBound), upperBound)
  }
}
