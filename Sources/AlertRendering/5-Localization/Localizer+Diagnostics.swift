import AlertLayout

/// The diagnostics a `Localizer` makes about the texts it resolves: arguments left out or
/// missing, and texts passed over for a specifier rendering does not fill.
extension Localizer {
  /// Notes that the text of `text` leaves out arguments the rule gives it, whose data then
  /// goes unseen (an origin line "From: nothing" shows no origin).
  mutating func reportUnused(
    _ unused: some Collection<Int>, of text: LocalizedText, _ resolved: LocaleTable.Resolved
  ) {
    let list = unused.map { "%\($0 + 1)$" }.joined(separator: ", ")
    report(
      text.key,
      Diagnostic(
        code: "argument-unused",
        message:
          "The string '\(cut: text.key)' (\(resolved.locale)) never uses \(list) of the "
          + "\(text.arguments.count) argument\(text.arguments.count == 1 ? "" : "s") it is given; "
          + "that data is not shown."))
  }

  /// The text of `key` the table passed over for a specifier rendering does not know, if any.
  func passedOver(_ key: String) -> LocaleTable.Unrenderable? {
    table.unrenderable.isEmpty ? nil : table.unrenderable[exactly: key]
  }

  /// Notes that a text of `key` went unused: rendering does not know one of its specifiers.
  mutating func reportUnrenderable(
    _ key: String, _ passedOver: LocaleTable.Unrenderable, used: String
  ) {
    report(
      key,
      Diagnostic(
        code: "string-unrenderable",
        message:
          "The \(passedOver.locale) text of '\(cut: key)' uses the format specifier "
          + "'\(cut: passedOver.specifier)', which rendering does not know; used \(used)."))
  }

  /// Notes that a text of `key` was not shown: it shows an address the content policy does
  /// not allow. `served` is the locale whose text was used instead, nil when none was.
  mutating func reportRefused(_ key: String, _ refused: LocaleTable.Refused, servedBy: LocaleID?) {
    let used =
      servedBy.map { "the \($0) text was used" } ?? "no other text was, so its key was shown"
    report(
      key,
      Diagnostic(
        code: "content-not-allowed",
        message:
          "The \(refused.locale) text of '\(cut: key)' (\(refused.file.cutAsPath)) \(refused.refusal); "
          + "\(used)."))
  }

  /// Notes that the text of `text` has a placeholder for an argument the rule does not give.
  mutating func reportMissingArgument(
    _ index: Int, of text: LocalizedText, locale: LocaleID
  ) {
    let count = text.arguments.count
    report(
      text.key,
      Diagnostic(
        code: "argument-missing",
        message:
          "The string '\(cut: text.key)' (\(locale)) has a placeholder for argument "
          + "%\(index + 1)$ but is given \(count == 0 ? "none" : "only \(count)"); the "
          + "placeholder was left empty."))
  }
}
