extension LayoutDocumentDecoder {
  /// The document `value`, found at `path`.
  mutating func document(_ value: JSONSpan, at path: JSONPath) throws(LayoutDocumentError)
    -> LayoutDocument
  {
    guard value.kind == .object else {
      throw .invalidValue(
        file: file, path: path.description, expected: "a layout document (an object)",
        found: value.foundDescription)
    }
    try readVersion(of: object(value, at: path, picking: ["schemaVersion", "events"]))
    let root = try object(
      value, at: path,
      known: [
        "schemaVersion", "alert", "locale", "requestedLocale", "direction", "theme", "layout",
        "navigation", "body", "footer", "dialogs", "actions", "analytics", "diagnostics",
      ])
    let alert = try object("alert", of: root, known: ["id", "type", "typeCode"], "the alert")
    let navigation = try object(
      "navigation", of: root, known: ["title", "annotations"], "the navigation bar")
    let footer = try object("footer", of: root, known: ["buttons"], "the footer")
    var dialogs: [String: LayoutDocument.Dialog] = [:]
    if let members = try map("dialogs", of: root) {
      dialogs.reserveCapacity(members.count)
      for (id, value) in members {
        dialogs[id] = try dialog(value, at: root.path("dialogs").appending(id))
      }
    }
    guard root.value("dialogs") != nil else {
      throw .missingKey(
        file: file, path: root.path("dialogs").description, expected: "dialogs by id")
    }
    var actions: [String: LayoutDocument.Action] = [:]
    if let members = try map("actions", of: root) {
      actions.reserveCapacity(members.count)
      for (id, value) in members {
        actions[id] = try action(value, at: root.path("actions").appending(id))
      }
    }
    guard root.value("actions") != nil else {
      throw .missingKey(
        file: file, path: root.path("actions").description, expected: "actions by id")
    }
    return LayoutDocument(
      schemaVersion: version,
      alert: .init(
        id: try string("id", of: alert, "the alert's id"),
        type: try string("type", of: alert, "the alert type's name"),
        typeCode: try integer(
          "typeCode", of: alert, in: LayoutDocument.ValueRange.typeCode,
          "the alert type's code")),
      locale: try string("locale", of: root, "the locale of the texts, such as \"en-US\""),
      requestedLocale: try string("requestedLocale", of: root, "the locale asked for"),
      direction: try choice(
        "direction", of: root, fallback: LayoutDocument.Direction.ltr, "drawn left to right",
        "\"ltr\" or \"rtl\""),
      theme: try theme(try required("theme", of: root, "the theme"), at: root.path("theme")),
      layout: try layout(try required("layout", of: root, "the layout"), at: root.path("layout")),
      navigation: .init(
        title: try string("title", of: navigation, "the screen's title"),
        annotations: try annotations(of: navigation)),
      body: try body(try array("body", of: root, "the body's blocks")),
      footer: .init(buttons: try buttons(footer)),
      dialogs: dialogs, actions: actions,
      analytics: try analytics(
        try required("analytics", of: root, "the event reported when the screen is shown"),
        at: root.path("analytics")),
      diagnostics: try diagnostics(root))
  }

  private mutating func layout(_ value: JSONSpan, at path: JSONPath) throws(LayoutDocumentError)
    -> LayoutDocument.Layout
  {
    let layout = try object(
      value, at: path, known: ["regions", "scrollAxis", "textWrap", "footerButtonWidth"])
    let elements = try array("regions", of: layout, "the screen's regions")
    var regions: [LayoutDocument.Region] = []
    regions.reserveCapacity(elements.count)
    for (path, value) in elements {
      let region = try object(value, at: path, known: ["content", "behavior"])
      regions.append(
        .init(
          content: try choice(
            "content", of: region, fallback: LayoutDocument.Region.Part.body, nil,
            "the field the region draws"),
          behavior: try choice(
            "behavior", of: region, fallback: LayoutDocument.Region.Behavior.scrolls, nil,
            "how the region behaves")))
    }
    return .init(
      regions: regions,
      scrollAxis: try choice(
        "scrollAxis", of: layout, fallback: LayoutDocument.Layout.ScrollAxis.vertical, nil,
        "\"vertical\""),
      textWrap: try choice(
        "textWrap", of: layout, fallback: LayoutDocument.Layout.TextWrap.word, nil, "\"word\""),
      footerButtonWidth: try choice(
        "footerButtonWidth", of: layout,
        fallback: LayoutDocument.Layout.FooterButtonWidth.equal, nil, "\"equal\""))
  }

  mutating func analytics(_ value: JSONSpan, at path: JSONPath) throws(LayoutDocumentError)
    -> LayoutDocument.Analytics
  {
    let analytics = try object(value, at: path, known: ["event", "alertId", "target"])
    return .init(
      event: try string("event", of: analytics, "the event's name"),
      alertId: try string("alertId", of: analytics, "the alert's id"),
      target: try string("target", of: analytics))
  }

  private mutating func buttons(_ footer: Object) throws(LayoutDocumentError)
    -> [LayoutDocument.Button]
  {
    let elements = try array("buttons", of: footer, "the footer's buttons")
    var buttons: [LayoutDocument.Button] = []
    buttons.reserveCapacity(elements.count)
    for (path, value) in elements {
      buttons.append(try button(value, at: path))
    }
    return buttons
  }

  private mutating func diagnostics(_ root: Object) throws(LayoutDocumentError) -> [Diagnostic] {
    let items = try array("diagnostics", of: root, "the diagnostics (an empty array when none)")
    var diagnostics: [Diagnostic] = []
    diagnostics.reserveCapacity(items.count)
    for (path, value) in items {
      let diagnostic = try object(value, at: path, known: ["code", "message", "path"])
      diagnostics.append(
        Diagnostic(
          code: try string("code", of: diagnostic, "the diagnostic's code"),
          message: try string("message", of: diagnostic, "the diagnostic's message"),
          path: try string("path", of: diagnostic)))
    }
    return diagnostics
  }

  /// The `annotations` of `object`, keyed by the text field each describes: a key that names
  /// no field of the object is an unknown key (an error, or in a newer minor version a note).
  mutating func annotations(of object: Object) throws(LayoutDocumentError)
    -> LayoutDocument.Annotations?
  {
    guard let value = object.value("annotations") else { return nil }
    let fields = object.known.filter { $0 != "annotations" }
    let members = try self.object(value, at: object.path("annotations"), known: fields).members
    var annotations = LayoutDocument.Annotations(minimumCapacity: members.count)
    for (field, value) in members {
      let annotation = try self.object(
        value, at: object.path("annotations").appending(field),
        known: ["arguments", "lang", "direction", "links"])
      var ranges: [LayoutDocument.ArgumentRange]?
      if let items = try array("arguments", of: annotation) {
        ranges = []
        ranges?.reserveCapacity(items.count)
        for (path, value) in items {
          let range = try self.object(value, at: path, known: ["start", "length"])
          ranges?.append(
            .init(
              start: try integer(
                "start", of: range, in: textOffsets, "the range's first UTF-16 code unit"),
              length: try integer(
                "length", of: range, in: textOffsets, "the range's length in UTF-16 code units")))
        }
      }
      annotations[field] = .init(
        arguments: ranges, lang: try string("lang", of: annotation),
        direction: try annotation.value("direction") == nil
          ? nil
          : choice(
            "direction", of: annotation, fallback: LayoutDocument.Direction.ltr,
            "read as 'ltr'", "the text's direction, \"ltr\" or \"rtl\""),
        links: try links(of: annotation))
    }
    return annotations
  }
}
