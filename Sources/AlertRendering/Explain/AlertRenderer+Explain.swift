import AlertLayout

extension AlertRenderer {
  /// Explains the document `render(_:locale:theme:device:now:)` makes of `alert`: for every text
  /// and value, where it came from (`Explanation`). `file` is the name the alert was read
  /// from, if any, for the explanation to carry.
  ///
  /// Renders the document as `render` does, except that every text is resolved in place
  /// rather than taken from the parts documents share, which makes the same document, and
  /// records where each text lands; rule decisions are re-derived through the functions the
  /// plugins decide by. Throws what `render` throws.
  package func explain(
    _ alert: Alert, locale: String, device: DeviceClass = .other, now: LeakDate? = nil,
    file: String? = nil
  ) throws(AlertDataError) -> Explanation {
    let reference = ReferenceDay(now)
    let content = try self.content(of: alert, reference: reference)
    let (setup, diagnostics) = negotiate(locale)
    let (localizer, _) = setup.parts(screen: rules.screen, device: device)
    var builder = LayoutBuilder(
      screen: screen, localizer: localizer, shared: nil, provenance: ProvenanceRecorder(),
      policyChain: setup.policyChain, links: setup.links)
    let document = builder.document(
      for: alert, content: content, requestedLocale: locale, locale: setup.table.locale,
      diagnostics: diagnostics)
    let negotiation = negotiation(locale)
    let maker = ExplanationMaker(
      renderer: self, alert: alert, content: content, document: document,
      served: setup.table.locale, step: negotiation.step, reference: reference)
    var explanation = Explanation(
      alertId: alert.id, alertType: alert.type.name, file: file, requestedLocale: locale,
      device: device.rawValue, servedLocale: setup.table.locale.description,
      chain: maker.chain(requested: locale).map(\.description), step: negotiation.step.rawValue,
      pluginKind: maker.alertRule == nil ? "code" : "rules", pluginFile: maker.alertRule?.file,
      entries: [], diagnostics: document.diagnostics)
    explanation.entries = maker.entries(texts: builder.provenance.records)
    explanation.now = reference.explained
    return explanation
  }
}
