import AlertRendering

extension CatalogText {
  /// The error findings `check` makes of every text of `catalog`: entry by entry, locale by
  /// locale in tag order, each text (`all(of:key:locale:)`) checked in the language of its
  /// locale's chain to the source language; none when that language is no tag. `check` is
  /// given the text and its key and chain, and returns each finding's check id, message
  /// (said of the text, `about(_:)`) and span in the text.
  static func findings(
    in catalog: StringCatalog,
    _ check: (CatalogText, _ key: String, LocaleChain) -> [(String, String, Range<Int>?)]
  ) -> [PendingFinding] {
    guard let source = LocaleID(catalog.sourceLanguage) else { return [] }
    var findings: [PendingFinding] = []
    for entry in catalog.entries {
      for (id, string) in entry.localizations.sorted(by: { $0.key < $1.key }) {
        guard let locale = LocaleID(id) else { continue }
        let chain = LocaleChain(text: locale, source: source)
        for text in all(of: string, key: entry.key, locale: id) {
          findings += check(text, entry.key, chain).map { checkID, message, span in
            PendingFinding(
              finding: LintFinding(
                file: catalog.file, severity: .error, key: entry.key, locale: id,
                message: text.about(message), checkID: checkID, span: span),
              paths: text.paths)
          }
        }
      }
    }
    return findings
  }
}
