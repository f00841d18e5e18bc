extension LintCheck {
  /// The checks of loading rule files and catalogs.
  static let loading: [LintCheck] = [
    .init("load-unreadable", .error, "A file or directory cannot be read."),
    .init("load-json-syntax", .error, "A file is not well-formed JSON."),
    .init("load-unknown-key", .error, "An object holds a key the format does not define."),
    .init("load-missing-key", .error, "A required key is absent."),
    .init("load-invalid-value", .error, "A value has the wrong type or an unacceptable value."),
    .init("load-duplicate-rule", .error, "Two files of one directory define the same rule."),
    .init("load-unresolved-reference", .error, "A rule names something that does not exist."),
    .init("file-unread", .warning, "A file in a content directory is not read, and why."),
    .init("import-pending", .warning, "An import left unfinished in Output/."),
    .init("rule-override", .note, "A drop-in rule file replaces a built-in one."),
  ]

  /// The checks of String Catalogs and of the keys the rules use.
  static let catalogs: [LintCheck] = [
    .init("string-override", .note, "A drop-in catalog replaces a text of a language."),
    .init("string-confusable", .note, "A key differs from another only by normalization."),
    .init(
      "string-unrenderable", .warning, "A text has a format specifier rendering does not fill."),
    .init("catalog-unknown-field", .note, "A catalog key this version does not know."),
    .init("catalog-stale", .warning, "Xcode marks a key stale."),
    .init("translation-state", .warning, "A text's state is not 'translated'."),
    .init("translation-identical", .warning, "A translation is identical to its source."),
    .init(
      "translation-missing", .warning,
      "A key the rules use has no text in a language: an error for a required language."),
    .init("key-undefined", .error, "A rule uses a key no catalog defines."),
    .init("key-unused", .warning, "A catalog key no rule uses."),
    .init("placeholder-mismatch", .error, "A translation's placeholders differ from the source's."),
    .init("substitution-undefined", .error, "A text uses a substitution it does not define."),
    .init("argument-missing", .error, "A placeholder has no argument from the rules."),
    .init("argument-unused", .warning, "A text never uses an argument the rules give it."),
    .init("plural-other-missing", .error, "A plural has no 'other' form."),
    .init("plural-category-missing", .warning, "A plural lacks a form its language uses."),
    .init("plural-category-unused", .warning, "A plural has a form its language never uses."),
    .init("plural-not-varied", .warning, "The source varies by plural, the translation not."),
    .init("plural-count-omitted", .warning, "A plural form for many numbers leaves the count out."),
    .init("plural-extra", .note, "The translation varies by plural, the source not."),
    .init("format-date-pattern", .error, "A date pattern the formatter cannot follow."),
    .init("format-list-pattern", .error, "A list pattern lists cannot be joined with."),
    .init("format-number", .error, "A group separator or minimum grouping digits unusable."),
    .init("format-copied", .error, "A format value copied from the source where CLDR differs."),
    .init("whitespace-edge", .warning, "A text starts or ends with whitespace, or is only that."),
    .init("punctuation-spanish", .warning, "A Spanish question or exclamation lacks ¿ or ¡."),
    .init("locale-required-unknown", .error, "A language required complete has no catalog."),
  ]
}
