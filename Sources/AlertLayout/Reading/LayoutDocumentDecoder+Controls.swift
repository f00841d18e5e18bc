extension LayoutDocumentDecoder {
  /// A footer or section button; an unknown `style` of a newer minor version is drawn as
  /// `link`.
  mutating func button(_ value: JSONSpan, at path: JSONPath) throws(LayoutDocumentError)
    -> LayoutDocument.Button
  {
    let button = try object(
      value, at: path,
      known: ["id", "title", "style", "action", "accessibilityHint", "annotations"])
    return .init(
      id: try string("id", of: button, "the button's id"),
      title: try string("title", of: button, "the button's label"),
      style: try choice(
        "style", of: button, fallback: ButtonStyle.link, "drawn as 'link'", "the button's style"),
      action: try string("action", of: button, "the id of the action the button runs"),
      accessibilityHint: try string("accessibilityHint", of: button),
      annotations: try annotations(of: button))
  }

  /// A dialog; an unknown button `role` of a newer minor version is drawn as `default`.
  mutating func dialog(_ value: JSONSpan, at path: JSONPath) throws(LayoutDocumentError)
    -> LayoutDocument.Dialog
  {
    let dialog = try object(value, at: path, known: ["title", "message", "buttons", "annotations"])
    let elements = try array("buttons", of: dialog, "the dialog's buttons")
    var buttons: [LayoutDocument.DialogButton] = []
    buttons.reserveCapacity(elements.count)
    for (path, value) in elements {
      let button = try object(value, at: path, known: ["title", "role", "action", "annotations"])
      buttons.append(
        .init(
          title: try string("title", of: button, "the button's label"),
          role: try choice(
            "role", of: button, fallback: DialogRole.default, "drawn as 'default'",
            "the button's role"),
          action: try string("action", of: button, "the id of the follow-up action"),
          annotations: try annotations(of: button)))
    }
    return .init(
      title: try string("title", of: dialog, "the dialog's title"),
      message: try string("message", of: dialog, "the dialog's message"), buttons: buttons,
      annotations: try annotations(of: dialog))
  }
}
