extension LayoutHTMLEncoder {
  /// The attributes that let the page's script run the action `id` from a button: its id,
  /// `kind`, the element id of the dialog a `show-dialog` opens, its data (`url`, `display`,
  /// `delay`, `localTime`, `operation`) and its analytics.
  ///
  /// Nil when the action cannot run: `document` has no action `id`, or a `show-dialog` names
  /// no dialog of it. A section or footer button is then not drawn, and a dialog button only
  /// closes its dialog (docs/layout.md, "Flows"); `LayoutDocumentReader` notes both.
  static func actionAttributes(_ id: String, in document: LayoutDocument) -> String? {
    guard document.canRun(id), let action = document.actions[id] else { return nil }
    var attributes =
      " data-action=\"\(attribute(id))\" data-kind=\"\(attribute(action.kind.rawValue))\""
    if action.kind == .showDialog, let dialog = action.dialog {
      attributes += " data-dialog=\"dialog-\(identifier(dialog))\" aria-haspopup=\"dialog\""
    }
    // The action's data (1.2), for the script to act on and hand to the host page.
    let data = [
      ("url", action.url), ("display", action.display), ("delay", action.delay),
      ("local-time", action.localTime), ("operation", action.operation),
    ]
    for case (let name, let value?) in data {
      attributes += " data-\(name)=\"\(attribute(value))\""
    }
    return attributes + analyticsAttributes(action.analytics)
  }

  /// The attributes that carry an analytics event: the page's script reports them, `target`
  /// as a parameter when there is one.
  static func analyticsAttributes(_ analytics: LayoutDocument.Analytics) -> String {
    " data-analytics-event=\"\(attribute(analytics.event))\""
      + " data-alert-id=\"\(attribute(analytics.alertId))\""
      + (analytics.target.map { " data-analytics-target=\"\(attribute($0))\"" } ?? "")
  }
}
