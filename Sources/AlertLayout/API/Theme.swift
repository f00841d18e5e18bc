/// The design tokens a client draws with — colours, fonts and metrics — for one appearance.
///
/// Values come from the design notes. Where a design colour fails WCAG AA contrast it is
/// darkened just enough to pass (docs/theme.md lists every ratio), so each client inherits
/// accessible contrast instead of re-deriving it.
public struct Theme: Codable, Sendable, Equatable {
  /// Which appearance the tokens are for.
  public var name: Appearance
  /// Colours by the role they play, written as `colors`.
  public var colors: Palette
  /// Type styles by role, written as `fonts`.
  public var fonts: Typography
  /// Sizes and spacing in points.
  public var metrics: Metrics

  /// A light or dark appearance, as chosen by the user or the system.
  public enum Appearance: String, Codable, Sendable, CaseIterable {
    /// Dark text on a white background, as in the design.
    case light
    /// Light text on a near-black background.
    case dark
  }

  /// The tokens for appearance `name`; `Theme.light` and `Theme.dark` are the product's.
  public init(name: Appearance, colors: Palette, fonts: Typography, metrics: Metrics) {
    self.name = name
    self.colors = colors
    self.fonts = fonts
    self.metrics = metrics
  }

  /// The product's theme for `appearance`.
  public static func standard(_ appearance: Appearance) -> Theme {
    switch appearance {
    case .light: .light
    case .dark: .dark
    }
  }
}
