extension LintCheck {
  /// The checks of link markup in texts, `[link text](link:<policy link id>)`.
  static let links: [LintCheck] = [
    .init("link-malformed", .error, "A text has link markup that is not a valid link."),
    .init("link-unknown", .error, "A link names an id the content policy's links lack."),
    .init("link-mismatch", .error, "A translation's links differ from the source's."),
    .init(
      "link-text-mismatch", .error, "A link's text names another host than the one it opens."),
    .init("link-slot", .error, "A text with a link is shown where links are not drawn."),
  ]
}
