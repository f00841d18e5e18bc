import AlertLayout

extension AlertRenderer {
  /// Decodes the alert JSON in `bytes` and makes its push notification in `locale`.
  package func push(
    json bytes: some Collection<UInt8>, locale: String, limits: AlertLimits = AlertLimits(),
    device: DeviceClass = .other, now: LeakDate? = nil
  ) throws(AlertDataError) -> PushNotification {
    try push(try Alert(json: bytes, limits: limits), locale: locale, device: device, now: now)
  }

  /// The push notification of `alert` in `locale` (negotiated, with the same fallbacks and
  /// device variations as `render`), made from the catalog keys its rules name for pushes.
  ///
  /// The diagnostics are those about the locale and the texts, never those about the alert's
  /// data, whose messages may quote it. `now` is the day the rules' date conditions measure
  /// from, as in `render`; a push's texts never depend on them.
  package func push(
    _ alert: Alert, locale: String, device: DeviceClass = .other, now: LeakDate? = nil
  ) throws(AlertDataError) -> PushNotification {
    try push(alert, locale: locale, device: device, counts: nil, now: now).fitted()
  }

  /// The push notification of `alert` as it would be with every count at 1,000,000, not cut
  /// to fit: the longest its texts can make it, for lint's `push-payload`.
  package func pushWorstCase(_ alert: Alert, locale: String, device: DeviceClass = .other)
    throws(AlertDataError) -> PushNotification
  {
    try push(alert, locale: locale, device: device, counts: 1_000_000, now: nil)
  }

  /// The push notification of `alert`, uncut, with every count at `counts` when given.
  private func push(
    _ alert: Alert, locale: String, device: DeviceClass, counts: Int?, now: LeakDate?
  ) throws(AlertDataError) -> PushNotification {
    let content = try self.content(of: alert, reference: ReferenceDay(now))
    var choice = pushChoice(for: alert, content: content)
    if let counts { choice = choice.counting(counts) }
    let (setup, diagnostics) = negotiate(locale)
    // Only a localizer: the parts a layout shares (dialogs, footer) are not made.
    let screen = rules.screen
    var localizer = Localizer(
      table: setup.table, formats: setup.formats, datePatternKey: screen.datePattern,
      monthNamePrefix: screen.monthNames, device: device, strings: setup.strings)
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
      diagnostics: diagnostics + choice.diagnostics + localizer.diagnostics)
  }
}
