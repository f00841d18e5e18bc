extension LintCheck {
  /// The content policy's checks and the checks of each translation against its source.
  static let policy: [LintCheck] = [
    .init(
      "url-not-allowed", .error, "A text shows a web address the content policy does not list."),
    .init("url-insecure", .error, "A text shows an allowed host over http://."),
    .init("url-scheme", .error, "A text shows an address of a scheme content may not use."),
    .init("url-deceptive", .error, "A text shows an address that hides the host it opens."),
    .init("email-not-allowed", .error, "A text shows an email address the policy does not list."),
    .init("phone-not-allowed", .error, "A text shows a phone number the policy does not list."),
    .init("url-mismatch", .error, "A translation's web addresses differ from the source's."),
    .init("email-mismatch", .error, "A translation's email addresses differ from the source's."),
    .init("phone-mismatch", .error, "A translation's phone numbers differ from the source's."),
    .init("number-mismatch", .error, "A translation's numbers differ from the source's."),
    .init("name-mismatch", .warning, "A translation leaves out a protected name."),
    .init("whitespace-double", .warning, "A text has two or more spaces in a row."),
    .init("line-breaks", .warning, "A translation has another number of line breaks."),
    .init("punctuation-end", .warning, "A translation ends with another class of punctuation."),
    .init("markup-mismatch", .warning, "A translation has other markup-like characters."),
    .init("length-ratio", .warning, "A translation is much wider than its source."),
    .init("length-max", .error, "A text is wider than its slot's widest."),
    .init("policy-added", .note, "A drop-in policy.json adds to the content policy."),
    .init("policy-missing", .warning, "No rules directory has a policy.json."),
  ]
}
