#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension AlertRenderer {
  /// Loads rules and catalogs from directories and registers `alertTypePlugins` and
  /// `matchTypePlugins` after the plugins the rules define.
  ///
  /// A later directory's rule file or catalog text replaces an earlier one's: put the shipped
  /// `Rules/` and `Localizations/` first and your own after them. A plugin for an alert type
  /// or a match type the rules cover replaces that rule's plugin, and a plugin replaces one
  /// passed before it for the same key; `contentNotes` lists each replacement, and warns of a
  /// match-type plugin that nothing will ask for (its alert type's rule reads no match field
  /// and no alert-type plugin replaces that rule). Plugins speak
  /// in catalog keys, so their texts go in a String Catalog of a localization directory.
  ///
  /// Content is read from the files as they are now, every time: nothing is kept between
  /// renderers or processes.
  ///
  /// - Throws: `ResourceError` naming the file, line and JSON path of the first rule file or
  ///   catalog that cannot be loaded.
  public init(
    rulesDirectories: [URL], localizationDirectories: [URL],
    alertTypePlugins: [any AlertTypePlugin] = [], matchTypePlugins: [any MatchTypePlugin] = []
  ) throws(ResourceError) {
    let rules = try RuleSet.load(from: rulesDirectories)
    let catalogs = try CatalogSet.load(from: localizationDirectories)
    var registry = PluginRegistry(rules: rules)
    var notes: [Diagnostic] = []
    for plugin in alertTypePlugins {
      notes += registry.registerReplacing(plugin).map { [$0] } ?? []
    }
    for plugin in matchTypePlugins {
      notes += registry.registerReplacing(plugin).map { [$0] } ?? []
      notes += registry.unusedNote(for: plugin).map { [$0] } ?? []
    }
    self.init(rules: rules, catalogs: catalogs, registry: registry, pluginNotes: notes)
  }

  /// The locales the catalogs translate, as BCP 47 tags, the source language first.
  ///
  /// `render` serves any other request from the closest of these and says so in the
  /// document's diagnostics.
  public var supportedLocales: [String] {
    catalogs.locales.map(\.description)
  }
}
