extension LayoutDocumentDecoder {
  /// An action; an unknown `kind` of a newer minor version is treated as `dismiss`. Its data
  /// (1.2) is checked as `screen.json` checks it: a `delay`, `localTime` or `operation` of
  /// another spelling is an error.
  mutating func action(_ value: JSONSpan, at path: JSONPath) throws(LayoutDocumentError)
    -> LayoutDocument.Action
  {
    typealias Format = LayoutDocument.Action.DataFormat
    let action = try object(
      value, at: path,
      known: ["kind", "dialog", "url", "display", "delay", "localTime", "operation", "analytics"])
    return .init(
      kind: try choice(
        "kind", of: action, fallback: ActionKind.dismiss, "treated as 'dismiss'",
        "the action's kind"),
      dialog: try string("dialog", of: action),
      url: try string("url", of: action),
      display: try string("display", of: action),
      delay: try checked(
        "delay", of: action, Format.delayExpected, { Format.delayMinutes($0) != nil }),
      localTime: try checked("localTime", of: action, Format.localTimeExpected, Format.isLocalTime),
      operation: try checked("operation", of: action, Format.operationExpected, Format.isOperation),
      analytics: try analytics(
        try required("analytics", of: action, "the event reported when the action runs"),
        at: action.path("analytics")))
  }

  /// The string `key`, if present, which `isValid` must accept.
  private func checked(
    _ key: String, of object: Object, _ expected: String, _ isValid: (String) -> Bool
  ) throws(LayoutDocumentError) -> String? {
    guard let text = try string(key, of: object) else { return nil }
    guard isValid(text) else {
      throw .invalidValue(
        file: file, path: object.path(key).description, expected: expected,
        found: object.value(key)?.foundDescription ?? "")
    }
    return text
  }

  /// The `links` of an annotation, range-checked as `arguments` are; nil when absent.
  mutating func links(of annotation: Object) throws(LayoutDocumentError)
    -> [LayoutDocument.LinkRange]?
  {
    guard let items = try array("links", of: annotation) else { return nil }
    var links: [LayoutDocument.LinkRange] = []
    links.reserveCapacity(items.count)
    for (path, value) in items {
      let link = try object(value, at: path, known: ["start", "length", "url", "action"])
      links.append(
        .init(
          start: try integer(
            "start", of: link, in: textOffsets, "the link text's first UTF-16 code unit"),
          length: try integer(
            "length", of: link, in: textOffsets, "the link text's length in UTF-16 code units"),
          url: try string("url", of: link, "the link's destination"),
          action: try string("action", of: link, "the id of the action the link runs")))
    }
    return links
  }
}
