import AlertLayout

/// The plugins a renderer uses, keyed by alert type and by (alert type, match type).
///
/// A value, not a singleton: each `AlertRenderer` holds its own, made from the rules' plugins
/// and those passed to `AlertRenderer/init(rulesDirectories:localizationDirectories:alertTypePlugins:matchTypePlugins:)`.
/// An alert-type plugin asks it for the plugins of its events' match types.
public struct PluginRegistry: Sendable {
  private var alertPlugins: [AlertType: any AlertTypePlugin] = [:]
  /// Match types compare by code points: "IDBAN\u{212A}" (KELVIN SIGN) is not IDBANK.
  /// One table for every alert type: a lookup hashes the alert type and the match type in one
  /// pass.
  private var matchPlugins: [MatchKey: any MatchTypePlugin] = [:]
  /// The keys of `matchPlugins` without the `*` fallback, sorted, kept as plugins register:
  /// every event of an unknown match type lists them in its "Did you mean" hint.
  private var sortedMatchTypes: [AlertType: [String]] = [:]

  /// An alert type and one of its match types.
  private struct MatchKey: Hashable {
    var alertType: AlertType
    var matchType: ExactName
  }

  /// Creates an empty registry.
  package init() {}

  /// Registers `plugin` for its alert type, replacing the plugin registered before for it.
  package mutating func register(_ plugin: some AlertTypePlugin) {
    alertPlugins[plugin.alertType] = plugin
  }

  /// Makes room for `count` more match-type plugins, so that registering them does not grow
  /// the table one rehash at a time.
  mutating func reserveMatchPlugins(_ count: Int) {
    matchPlugins.reserveCapacity(matchPlugins.count + count)
  }

  /// Registers `plugin` for its alert type and match type, replacing the plugin registered
  /// before for them.
  package mutating func register(_ plugin: some MatchTypePlugin) {
    let isNew =
      matchPlugins.updateValue(
        plugin,
        forKey: MatchKey(alertType: plugin.alertType, matchType: ExactName(plugin.matchType)))
      == nil
    guard isNew, plugin.matchType != MatchRule.fallbackMatchType else { return }
    var names = sortedMatchTypes[plugin.alertType] ?? []
    names.insert(
      plugin.matchType, at: names.firstIndex { plugin.matchType < $0 } ?? names.endIndex)
    sortedMatchTypes[plugin.alertType] = names
  }

  /// The plugin for `alertType`, if registered.
  public func plugin(for alertType: AlertType) -> (any AlertTypePlugin)? {
    alertPlugins[alertType]
  }

  /// The plugin for `matchType` of `alertType`, if registered.
  public func plugin(for alertType: AlertType, matchType: String) -> (any MatchTypePlugin)? {
    matchPlugins[MatchKey(alertType: alertType, matchType: ExactName(matchType))]
  }

  /// The registered alert types, by code.
  public var alertTypes: [AlertType] {
    alertPlugins.keys.sorted()
  }

  /// The registered match types of `alertType`, sorted, without the `*` fallback.
  public func matchTypes(of alertType: AlertType) -> [String] {
    sortedMatchTypes[alertType] ?? []
  }
}
