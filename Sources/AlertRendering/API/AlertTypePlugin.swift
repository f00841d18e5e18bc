/// Decides what an alert of one type says: title, header, details, risks and steps.
///
/// Built-in alert types are rule-driven plugins; a third party passes its own to
/// `AlertRenderer/init(rulesDirectories:localizationDirectories:alertTypePlugins:matchTypePlugins:)`,
/// which registers them the same way, after the rules' plugins.
public protocol AlertTypePlugin: Sendable {
  /// The alert type this plugin renders.
  var alertType: AlertType { get }

  /// The content for `alert`, asking `registry` for the match-type plugins of its events.
  ///
  /// Throw only for data that cannot be shown at all; unknown or missing parts become
  /// diagnostics so that nothing is dropped. An `AlertDataError` reaches the caller as it is;
  /// any other error reaches it as `AlertDataError.pluginFailed`, naming the alert type.
  func content(for alert: Alert, registry: PluginRegistry) throws -> AlertContent
}
