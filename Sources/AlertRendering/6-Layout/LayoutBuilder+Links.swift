import AlertLayout

extension LayoutBuilder {
  /// Takes the link markup out of `text`, the text of `key`, moving `arguments` to match;
  /// where links are not `drawn`, notes that they were removed.
  mutating func removeLinks(
    from text: inout String, _ arguments: inout [Localizer.ArgumentSpan], of key: String,
    drawn: Bool
  ) {
    guard let linked = LinkedText(text, arguments: arguments) else { return }
    text = linked.text
    arguments = linked.arguments
    if !drawn { noteRemovedLinks(of: key) }
  }

  /// Notes that the text of `key` lost its links: it is shown where links are not drawn.
  mutating func noteRemovedLinks(of key: String) {
    localizer.report(
      key,
      Diagnostic(
        code: "link-removed",
        message:
          "The text of '\(cut: key)' has a link, but it is shown where links are not drawn (only "
          + "items are); its words were kept and the link left out."))
  }
}
