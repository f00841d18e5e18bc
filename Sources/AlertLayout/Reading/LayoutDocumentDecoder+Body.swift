extension LayoutDocumentDecoder {
  /// The body's blocks; in a newer minor version a block of an unknown `type` is drawn as its
  /// `fallback` (recursively), or skipped when it has none.
  mutating func body(_ items: Elements) throws(LayoutDocumentError) -> [LayoutDocument.Block] {
    var blocks: [LayoutDocument.Block] = []
    blocks.reserveCapacity(items.count)
    for (path, value) in items {
      if let block = try block(value, at: path) {
        blocks.append(block)
      }
    }
    return blocks
  }

  /// One block; nil for a block of an unknown type without a fallback in a newer minor
  /// version, which is noted.
  private mutating func block(_ value: JSONSpan, at path: JSONPath) throws(LayoutDocumentError)
    -> LayoutDocument.Block?
  {
    let types = ["banner", "details", "section", "separator"]
    guard value.kind == .object else {
      throw .invalidValue(
        file: file, path: path.description, expected: "a block (an object with a \"type\")",
        found: value.foundDescription)
    }
    let type = try string(
      "type", of: object(value, at: path, picking: ["type"]),
      "the block's type, one of " + types.map { "\"\($0)\"" }.joined(separator: ", "))
    switch type {
    case "banner":
      let block = try object(
        value, at: path, known: ["type", "icon", "title", "subtitle", "annotations", "fallback"])
      return .banner(
        .init(
          icon: try icon(
            try required("icon", of: block, "the banner's icon"), at: block.path("icon")),
          title: try string("title", of: block, "the banner's title"),
          subtitle: try string("subtitle", of: block, "the banner's subtitle"),
          annotations: try annotations(of: block), fallback: try fallback(of: block)))
    case "details":
      let block = try object(value, at: path, known: ["type", "items", "fallback"])
      let elements = try array("items", of: block, "the details, one per event")
      var items: [LayoutDocument.Detail] = []
      items.reserveCapacity(elements.count)
      for (path, value) in elements {
        items.append(try detail(value, at: path))
      }
      return .details(.init(items: items, fallback: try fallback(of: block)))
    case "section":
      let block = try object(
        value, at: path, known: ["type", "id", "heading", "items", "button", "fallback"])
      return .section(try section(block))
    case "separator":
      _ = try object(value, at: path, known: ["type"])
      return .separator
    default:
      guard isNewerMinor else {
        throw .unknownValue(
          file: file, path: path.appending("type").description, value: type, version: version,
          valid: types)
      }
      if let fallback = value.member("fallback") {
        note(
          path.appending("type"), at: value.member("type"),
          "unknown block type \"\(cut: type)\" drawn as its fallback \(versionClause).")
        return try block(fallback, at: path.appending("fallback"))
      }
      note(
        path.appending("type"), at: value.member("type"),
        "unknown block type \"\(cut: type)\" skipped \(versionClause).")
      return nil
    }
  }

  /// The `fallback` block of `block`, if present; one that is skipped reads as none.
  private mutating func fallback(of block: Object) throws(LayoutDocumentError)
    -> LayoutDocument.Block?
  {
    guard let value = block.value("fallback") else { return nil }
    return try self.block(value, at: block.path("fallback"))
  }

  private mutating func section(_ section: Object) throws(LayoutDocumentError)
    -> LayoutDocument.Section
  {
    let heading = try object(
      "heading", of: section, known: ["text", "level", "annotations"], "the section's heading")
    let elements = try array("items", of: section, "the section's paragraphs or steps")
    var items: [LayoutDocument.Item] = []
    items.reserveCapacity(elements.count)
    for (path, value) in elements {
      let item = try object(value, at: path, known: ["text", "icon", "annotations"])
      items.append(
        .init(
          text: try string("text", of: item, "the paragraph's text"),
          icon: try item.value("icon").map { (icon) throws(LayoutDocumentError) in
            try self.icon(icon, at: item.path("icon"))
          },
          annotations: try annotations(of: item)))
    }
    return .init(
      id: try string("id", of: section, "the section's id"),
      heading: .init(
        text: try string("text", of: heading, "the heading's text"),
        level: try integer(
          "level", of: heading, in: LayoutDocument.ValueRange.headingLevel,
          "the heading's outline level"),
        annotations: try annotations(of: heading)),
      items: items,
      button: try section.value("button").map { (button) throws(LayoutDocumentError) in
        try self.button(button, at: section.path("button"))
      },
      fallback: try fallback(of: section))
  }

  private mutating func detail(_ value: JSONSpan, at path: JSONPath) throws(LayoutDocumentError)
    -> LayoutDocument.Detail
  {
    let detail = try object(
      value, at: path,
      known: [
        "eventIndex", "matchType", "icon", "value", "valueMissingText", "origin", "date", "fields",
        "spokenValue", "annotations",
      ])
    var origin: LayoutDocument.Origin?
    if let value = detail.value("origin") {
      let object = try self.object(
        value, at: detail.path("origin"), known: ["text", "value", "annotations"])
      origin = .init(
        text: try string("text", of: object, "the origin line"),
        value: try string("value", of: object, "the origin as the feed named it"),
        annotations: try annotations(of: object))
    }
    var date: LayoutDocument.DateLine?
    if let value = detail.value("date") {
      let object = try self.object(
        value, at: detail.path("date"),
        known: ["text", "display", "spoken", "iso", "source", "spokenText", "annotations"])
      date = .init(
        text: try string("text", of: object, "the date line"),
        display: try string("display", of: object, "the date as shown"),
        spoken: try string("spoken", of: object, "the date as spoken"),
        iso: try string("iso", of: object, "the date as ISO 8601, such as \"2016-09-06\""),
        source: try string("source", of: object, "the data field the date came from"),
        spokenText: try string("spokenText", of: object),
        annotations: try annotations(of: object))
    }
    var fields: [LayoutDocument.Field]?
    if let elements = try array("fields", of: detail) {
      fields = []
      fields?.reserveCapacity(elements.count)
      for (path, value) in elements {
        let field = try object(
          value, at: path, known: ["key", "label", "value", "spokenValue", "annotations"])
        fields?.append(
          .init(
            key: try string("key", of: field, "the data key"),
            label: try string("label", of: field, "the field's label"),
            value: try string("value", of: field, "the field's value"),
            spokenValue: try string("spokenValue", of: field),
            annotations: try annotations(of: field)))
      }
    }
    return .init(
      eventIndex: try integer(
        "eventIndex", of: detail, in: LayoutDocument.ValueRange.eventIndex,
        "the event's index in the alert"),
      matchType: try string("matchType", of: detail),
      icon: try icon(
        try required("icon", of: detail, "the detail's icon"), at: detail.path("icon")),
      value: try string("value", of: detail),
      valueMissingText: try string("valueMissingText", of: detail),
      origin: origin, date: date, fields: fields,
      spokenValue: try string("spokenValue", of: detail),
      annotations: try annotations(of: detail))
  }

  mutating func icon(_ value: JSONSpan, at path: JSONPath) throws(LayoutDocumentError)
    -> LayoutDocument.Icon
  {
    let icon = try object(
      value, at: path, known: ["name", "accessibilityLabel", "decorative", "annotations"])
    return .init(
      name: try string("name", of: icon, "the icon's name"),
      accessibilityLabel: try string("accessibilityLabel", of: icon),
      decorative: try bool("decorative", of: icon, "whether the icon is decorative"),
      annotations: try annotations(of: icon))
  }
}
