import AlertRendering

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The content a command loads: the built-in `Rules/` and `Localizations/`, then each
/// `--rules` and `--localizations` directory in the order given (a later one wins).
struct ContentDirectories {
  var rules: [URL] = []
  var localizations: [URL] = []

  /// Finds the built-in directories (`ResourceLocator`) and adds `rules` and
  /// `localizations`; without the built-ins, both kinds must be given.
  init(rules: [String], localizations: [String]) throws(CLIError) {
    if let home = ResourceLocator.homePath() {
      self.rules.append(URL(fileURLWithPath: home + "/Rules", isDirectory: true))
      self.localizations.append(URL(fileURLWithPath: home + "/Localizations", isDirectory: true))
    } else if rules.isEmpty || localizations.isEmpty {
      throw CLIError(
        source: "alert-render",
        reason:
          "The built-in Rules/ and Localizations/ were not found; set \(ResourceLocator.environmentVariable) "
          + "to the directory holding them, or pass --rules and --localizations.",
        code: .config)
    }
    self.rules += rules.map { URL(fileURLWithPath: $0, isDirectory: true) }
    self.localizations += localizations.map { URL(fileURLWithPath: $0, isDirectory: true) }
  }

  /// Loads the content; with `locales`, only the translations those locales can use are read.
  func loadRenderer(locales: [String]? = nil) throws(CLIError) -> AlertRenderer {
    do {
      let renderer: AlertRenderer
      if let locales {
        renderer = try AlertRenderer(
          rulesDirectories: rules, localizationDirectories: localizations, locales: locales)
      } else {
        renderer = try AlertRenderer(
          rulesDirectories: rules, localizationDirectories: localizations)
      }
      ProcessLifetime.keep(renderer)
      return renderer
    } catch {
      throw CLIError(source: error.shownLocation.description, reason: error.message, code: .config)
    }
  }
}
