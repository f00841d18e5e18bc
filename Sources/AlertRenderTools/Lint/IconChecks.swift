import AlertLayout
import AlertRendering

/// Lint's icon check: every icon a rule names, shipped or drop-in, against the icon catalogue.
///
/// A name the catalogue lacks still renders (clients draw the fallback icon), so this is a
/// warning: a drop-in may name an icon its own clients bundle.
enum IconChecks {
  /// An `icon-unknown` warning for each icon name of `rules` the catalogue lacks.
  static func findings(_ rules: RuleSet) -> [LintFinding] {
    rules.iconUses.compactMap { use in
      guard IconCatalogue.entry(named: use.name) == nil else { return nil }
      let suffix = IconCatalogue.suffixes.first { use.name.hasSuffix($0) } ?? ""
      let names = IconCatalogue.entries.map { $0.name + suffix }
      return LintFinding(
        file: use.file, severity: .warning,
        message: "\(use.path): The icon '\(cut: use.name)' is not in the icon catalogue "
          + "(docs/icons.md), so clients draw the fallback icon '\(IconCatalogue.fallbackDrawing)'."
          + Suggestion.didYouMean(use.name, among: names),
        checkID: "icon-unknown", jsonPath: use.path)
    }
  }
}
