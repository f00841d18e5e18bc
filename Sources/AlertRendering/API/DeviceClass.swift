/// The kind of device a document is rendered for, named as Xcode's "Vary by Device" names
/// them in String Catalogs (`variations.device.ipad`).
///
/// A string varied by device renders the variation for the device asked for, or `other`
/// when it has none; a string that does not vary reads the same on every device.
public enum DeviceClass: String, CaseIterable, Sendable, Hashable {
  /// iPhone.
  case iphone
  /// iPad.
  case ipad
  /// iPod touch.
  case ipod
  /// Mac.
  case mac
  /// Apple Watch.
  case applewatch
  /// Apple TV.
  case appletv
  /// Apple Vision Pro.
  case applevision
  /// Any other device, and every device a string has no variation for: the default.
  case other

  /// Short names accepted beside Xcode's: `watch`, `tv` and `vision`.
  package static let aliases: [String: DeviceClass] = [
    "watch": .applewatch, "tv": .appletv, "vision": .applevision,
  ]

  /// The device class named `name`, by Xcode's name or an alias.
  package init?(name: String) {
    guard let device = DeviceClass(rawValue: name) ?? Self.aliases[name] else { return nil }
    self = device
  }
}
