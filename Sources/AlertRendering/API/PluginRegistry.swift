import AlertLayout

/// The plugins an engine uses, keyed by alert type and by (alert type, match type).
///
/// A value, not a singleton: build one, register plugins, and pass it to `AlertRenderer`.
/// Registering a plugin for a key that already has one replaces it.
public struct PluginRegistry: Sendable {
  private var alertPlugins: [AlertType: any AlertTypePlugin] = [:]
  /// Match types compare by code points: "IDBAN\u{212A}" (KELVIN SIGN) is not IDBANK.
  private var matchPlugins: [AlertType: [ExactName: any MatchTypePlugin]] = [:]

  /// Creates an empty registry.
  public init() {}

  /// Registers `plugin` for its alert type.
  public mutating func register(_ plugin: some AlertTypePlugin) {
    alertPlugins[plugin.alertType] = plugin
  }

  /// Makes room for `count` match-type plugins of `alertType`, so that registering them does
  /// not grow the table one rehash at a time.
  mutating func reserveMatchPlugins(_ count: Int, for alertType: AlertType) {
    matchPlugins[alertType, default: [:]].reserveCapacity(count)
  }

  /// Registers `plugin` for its alert type and match type.
  public mutating func register(_ plugin: some MatchTypePlugin) {
    matchPlugins[plugin.alertType, default: [:]][ExactName(plugin.matchType)] = plugin
  }

  /// The plugin for `alertType`, if registered.
  public func plugin(for alertType: AlertType) -> (any AlertTypePlugin)? {
    alertPlugins[alertType]
  }

  /// The plugin for `matchType` of `alertType`, if registered.
  public func plugin(for alertType: AlertType, matchType: String) -> (any MatchTypePlugin)? {
    matchPlugins[alertType]?[ExactName(matchType)]
  }

  /// The registered alert types, by code.
  public var alertTypes: [AlertType] {
    alertPlugins.keys.sorted()
  }

  /// The registered match types of `alertType`, sorted, without the `*` fallback.
  public func matchTypes(of alertType: AlertType) -> [String] {
    (matchPlugins[alertType] ?? [:]).keys.map(\.string)
      .filter { $0 != MatchRule.fallbackMatchType }.sorted()
  }
}
