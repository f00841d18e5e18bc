import AlertLayout

extension AlertRenderer {
  /// Decodes the alert JSON in `bytes` and makes its push notification in `locale`.
  package func push(
    json bytes: some Collection<UInt8>, locale: String, limits: AlertLimits = AlertLimits(),
    device: DeviceClass = .other
  ) throws(AlertDataError) -> PushNotification {
    try push(try Alert(json: bytes, limits: limits), locale: locale, device: device)
  }

  /// The push notification of `alert` in `locale` (negotiated, with the same fallbacks and
  /// device variations as `render`), made from the catalog keys its rules name for pushes.
  ///
  /// The diagnostics are those about the locale and the texts, never those about the alert's
  /// data, whose messages may quote it.
  package func push(_ alert: Alert, locale: String, device: DeviceClass = .other)
    throws(AlertDataError) -> PushNotification
  {
    let content = try self.content(of: alert)
    let choice = pushChoice(for: alert, content: content)
    let (setup, diagnostics) = negotiate(locale)
    var localizer = setup.parts(screen: rules.screen, device: device).localizer
    let served = setup.table.locale
    let chain = LocaleChain(text: served, source: catalogs.sourceLanguage)
    func text(_ text: LocalizedText) -> String {
      PushLinks.written(localizer.string(text), policy: rules.policy, chain: chain)
    }
    let title = text(choice.title)
    let subtitle = choice.subtitle.map(text).flatMap { $0.isBlank ? nil : $0 }
    let body = text(choice.body)
    return PushNotification(
      alertId: alert.id, locale: served.description, requestedLocale: locale, title: title,
      subtitle: subtitle, body: body,
      diagnostics: diagnostics + choice.diagnostics + localizer.diagnostics
    ).fitted()
  }
}
