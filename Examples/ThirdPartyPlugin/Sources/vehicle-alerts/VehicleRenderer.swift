import AlertRendering

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The shipped rules and catalogs, the vehicle texts after them, and the vehicle plugin.
func vehicleRenderer(rules: URL, localizations: URL, vehicleTexts: URL) throws -> AlertRenderer {
  try AlertRenderer(
    rulesDirectories: [rules], localizationDirectories: [localizations, vehicleTexts],
    matchTypePlugins: [MyVehicleMatchPlugin()])
}

/// The vehicle renderer with the forum plugin in place of the rules for SocialMedia alerts;
/// its `contentNotes` say that the plugin replaced the rule.
func forumRenderer(rules: URL, localizations: URL, vehicleTexts: URL) throws -> AlertRenderer {
  try AlertRenderer(
    rulesDirectories: [rules], localizationDirectories: [localizations, vehicleTexts],
    alertTypePlugins: [ForumAlertPlugin()], matchTypePlugins: [MyVehicleMatchPlugin()])
}
