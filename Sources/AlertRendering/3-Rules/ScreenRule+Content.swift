extension ScreenRule {
  /// What the screen says, as catalog references: every id the rule names resolved to what it
  /// names, which loading has checked exists.
  var content: ScreenContent {
    ScreenContent(
      originLine: originLine, dateLine: dateLine, spokenDatePattern: spokenDatePattern,
      missingValue: LocalizedText(missingValue), maskedValues: maskedValues,
      risksTitle: LocalizedText(risksTitle), stepsTitle: LocalizedText(stepsTitle),
      helpTitle: LocalizedText(helpTitle), helpText: LocalizedText(helpText),
      helpButton: buttonContent(helpButton),
      footer: footer.compactMap { buttonContent($0) },
      dialogs: dialogs.map { dialog in
        DialogContent(
          id: dialog.name, title: LocalizedText(dialog.value.title),
          message: LocalizedText(dialog.value.message),
          buttons: dialog.value.buttons.map {
            DialogButtonContent(title: LocalizedText($0.title), role: $0.role, action: $0.action)
          })
      },
      actions: actions.map {
        ActionContent(
          id: $0.name, kind: $0.value.kind, dialog: $0.value.dialog,
          analyticsEvent: $0.value.analyticsEvent, phone: $0.value.phoneEntry,
          link: $0.value.linkEntry, delay: $0.value.delay, localTime: $0.value.localTime,
          operation: $0.value.operation)
      },
      viewAnalyticsEvent: viewAnalyticsEvent)
  }

  /// The button `id` as content, if defined.
  private func buttonContent(_ id: String) -> ButtonContent? {
    guard let button = button(id) else { return nil }
    return ButtonContent(
      id: id, title: LocalizedText(button.title), hint: button.hint.map { LocalizedText($0) },
      style: button.style, action: button.action)
  }
}
