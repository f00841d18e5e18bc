import AlertLayout

extension LayoutBuilder {
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
