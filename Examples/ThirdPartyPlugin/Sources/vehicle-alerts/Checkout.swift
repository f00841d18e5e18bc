import Foundation

/// Where this example and the alert-render checkout around it are: the example renders with
/// the checkout's shipped `Rules/` and `Localizations/` and its own vehicle texts.
enum Checkout {
  /// `Examples/ThirdPartyPlugin/`.
  static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  /// The alert-render checkout.
  static let root = example.deletingLastPathComponent().deletingLastPathComponent()
  /// The shipped rules.
  static let rules = root.appendingPathComponent("Rules")
  /// The shipped String Catalogs.
  static let localizations = root.appendingPathComponent("Localizations")
  /// The vehicle and forum plugins' texts, a String Catalog loaded after the shipped ones.
  static let vehicleTexts = example.appendingPathComponent("Localizations")
}
