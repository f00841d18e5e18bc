import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertLayout
@testable import AlertRendering

@Suite struct ThemeTests {
  /// The colour tokens of a rendered document, read back from its JSON as a client would.
  private func colors(_ appearance: Theme.Appearance) throws -> [String: String] {
    let document = try TestContent.renderer.render(
      json: try TestContent.example("email-alert.json"), locale: "en-US",
      theme: .standard(appearance))
    let object = try JSONSerialization.jsonObject(with: try document.jsonData())
    let theme = (object as? [String: Any])?["theme"] as? [String: Any]
    #expect(theme?["name"] as? String == appearance.rawValue)
    return try #require(theme?["colors"] as? [String: String])
  }

  /// WCAG 2.x relative luminance of `#RRGGBB`, linearizing each sRGB channel.
  private func luminance(_ hex: String) throws -> Double {
    #expect(hex.count == 7 && hex.hasPrefix("#"), "\(hex) is not an opaque #RRGGBB colour")
    let value = try #require(Int(hex.dropFirst(), radix: 16))
    let channels = [value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF].map { channel in
      let c = Double(channel) / 255
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
  }

  /// The WCAG contrast ratio of two colours, lighter over darker.
  private func contrast(_ a: String, _ b: String) throws -> Double {
    let (la, lb) = (try luminance(a), try luminance(b))
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
  }

  /// Foreground, background and the minimum ratio: 4.5 for text, 3 for large text (button
  /// labels) and for what WCAG 1.4.11 calls graphical objects and component boundaries.
  static let pairs: [(String, String, Double)] = [
    ("body", "background", 4.5), ("heading", "background", 4.5), ("title", "background", 4.5),
    ("link", "background", 4.5), ("onDanger", "danger", 4.5), ("body", "surface", 4.5),
    ("heading", "surface", 4.5), ("title", "surface", 4.5), ("link", "surface", 4.5),
    ("destructive", "surface", 4.5), ("onPrimary", "primary", 3), ("onSecondary", "secondary", 3),
    ("primary", "background", 3), ("secondary", "background", 3), ("danger", "background", 3),
    ("icon", "background", 3),
  ]

  @Test(arguments: Theme.Appearance.allCases)
  func everyPairMeetsWCAGAA(appearance: Theme.Appearance) throws {
    let colors = try colors(appearance)
    for (foreground, background, minimum) in Self.pairs {
      let ratio = try contrast(
        try #require(colors[foreground]), try #require(colors[background]))
      #expect(
        ratio >= minimum,
        "\(appearance): \(foreground) on \(background) is \(ratio):1, below \(minimum):1")
    }
  }

  @Test func contrastFormulaMatchesKnownRatios() throws {
    #expect(abs(try contrast("#FFFFFF", "#000000") - 21) < 0.001)
    // The design's own 50% grey and green fail on white: the reason the theme departs from them.
    #expect(abs(try contrast("#808080", "#FFFFFF") - 3.95) < 0.01)
    #expect(abs(try contrast("#3DB249", "#FFFFFF") - 2.74) < 0.01)
  }

  @Test func lightThemeKeepsTheDesignValues() throws {
    let colors = try colors(.light)
    #expect(colors["danger"] == "#D0001B")
    #expect(colors["heading"] == "#4D4D4D")
    #expect(colors["secondary"] == "#666666")
    #expect(colors["primaryShadow"] == "#0C853F")
    #expect(colors["secondaryShadow"] == "#000000")
    let theme = Theme.light
    #expect(theme.fonts.text.name == "AvenirNext-Regular")
    #expect(theme.fonts.emphasis.name == "AvenirNext-DemiBold")
    #expect(theme.fonts.text.size == 14 && theme.fonts.emphasis.size == 14)
    #expect(theme.metrics.buttonHeight == 44 && theme.metrics.buttonCornerRadius == 5)
    #expect(theme.metrics.buttonShadowOffset == 3)
    #expect(theme.metrics.margin == 16 && theme.metrics.narrowMargin == 8)
  }

  @Test func darkThemeHasItsOwnBackgroundAndText() throws {
    let (light, dark) = (try colors(.light), try colors(.dark))
    #expect(Set(light.keys) == Set(dark.keys))
    for key in ["background", "surface", "title", "heading", "body", "link", "primary"] {
      #expect(light[key] != dark[key], "the dark theme reuses the light \(key)")
    }
    #expect(try luminance(try #require(dark["background"])) < 0.05)
  }

  @Test func colorsRoundTripThroughHex() throws {
    let color = Theme.Color(red: 0xD0, green: 0x00, blue: 0x1B)
    #expect(color.description == "#D0001B")
    #expect(Theme.Color(hex: "#d0001b") == color)
    #expect(Theme.Color(hex: "#00000066")?.alpha == 0x66)
    #expect(Theme.Color(hex: "#00000066")?.description == "#00000066")
    // A sign is not a digit, though UInt32(_:radix:) takes one: "#+D0001" was #0D0001.
    for bad in ["D0001B", "#D0001", "#GG001B", "#D0001B0", "", "#+D0001", "#-00000", "#+D0001B0"] {
      #expect(Theme.Color(hex: bad) == nil, "\(bad) parsed as a colour")
    }
    let decoded = try JSONDecoder().decode([Theme.Color].self, from: Data(##"["#0C853F"]"##.utf8))
    #expect(decoded == [Theme.Color(red: 12, green: 133, blue: 63)])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([Theme.Color].self, from: Data(#"["red"]"#.utf8))
    }
  }

  @Test func renderDefaultsToTheLightTheme() throws {
    let document = try TestContent.renderer.render(
      json: try TestContent.example("email-alert.json"), locale: "en-US")
    #expect(document.theme == .light)
    #expect(document.layout.regions.map(\.behavior) == [.pinnedTop, .scrolls, .pinnedBottom])
    #expect(document.layout.regions.map(\.content) == [.navigation, .body, .footer])
  }
}
