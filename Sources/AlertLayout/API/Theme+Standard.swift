extension Theme {
  /// The light theme: the design's colours, with the greys and greens darkened just enough to
  /// pass WCAG AA (docs/theme.md).
  public static let light = Theme(
    name: .light,
    colors: Palette(
      background: Color(rgb: 0xFFFFFF),
      surface: Color(rgb: 0xFFFFFF),
      scrim: Color(rgb: 0x000000, alpha: 0x66),
      title: Color(rgb: 0x000000),
      // The design's 30% white.
      heading: Color(rgb: 0x4D4D4D),
      // The design's 50% white (#808080) is 3.95:1 on white; #767676 is the nearest grey at 4.5:1.
      body: Color(rgb: 0x767676),
      separator: Color(rgb: 0xC8C8C8),
      // The design's red 208, 0, 27.
      danger: Color(rgb: 0xD0001B),
      onDanger: Color(rgb: 0xFFFFFF),
      // The design's green 61, 178, 73 is 2.74:1 on white: too light for text or a button face.
      // Same hue, darker: 4.64:1 for link text, 3.20:1 for the face behind large white text.
      link: Color(rgb: 0x2E8538),
      destructive: Color(rgb: 0xD0001B),
      primary: Color(rgb: 0x38A443),
      // The design's shadow green 12, 133, 63.
      primaryShadow: Color(rgb: 0x0C853F),
      onPrimary: Color(rgb: 0xFFFFFF),
      // The design's 40% white, with a true-black shadow.
      secondary: Color(rgb: 0x666666),
      secondaryShadow: Color(rgb: 0x000000),
      onSecondary: Color(rgb: 0xFFFFFF),
      icon: Color(rgb: 0x767676)),
    fonts: .standard, metrics: .standard)

  /// The dark theme: a near-black background with every colour chosen to keep WCAG AA.
  public static let dark = Theme(
    name: .dark,
    colors: Palette(
      background: Color(rgb: 0x121212),
      surface: Color(rgb: 0x2C2C2E),
      scrim: Color(rgb: 0x000000, alpha: 0xB3),
      title: Color(rgb: 0xFFFFFF),
      heading: Color(rgb: 0xE0E0E0),
      body: Color(rgb: 0xA6A6A6),
      separator: Color(rgb: 0x3A3A3A),
      // A touch lighter than the design red so the detail icon stands out on near-black.
      danger: Color(rgb: 0xDA1A2B),
      onDanger: Color(rgb: 0xFFFFFF),
      // On a dark background the design's own green passes as text.
      link: Color(rgb: 0x3DB249),
      destructive: Color(rgb: 0xFF6B6B),
      primary: Color(rgb: 0x2E8538),
      primaryShadow: Color(rgb: 0x0A5C2B),
      onPrimary: Color(rgb: 0xFFFFFF),
      secondary: Color(rgb: 0x6E6E6E),
      secondaryShadow: Color(rgb: 0x000000),
      onSecondary: Color(rgb: 0xFFFFFF),
      icon: Color(rgb: 0xA6A6A6)),
    fonts: .standard, metrics: .standard)
}

extension Theme.Typography {
  /// Avenir Next at the design's 14 points; the title and button sizes are measured from the
  /// design picture, which draws them larger than the notes' "all text 14 point".
  static let standard = Theme.Typography(
    text: .init(
      name: "AvenirNext-Regular", family: "Avenir Next", weight: 400, size: 14, lineHeight: 19),
    emphasis: .init(
      name: "AvenirNext-DemiBold", family: "Avenir Next", weight: 600, size: 14, lineHeight: 19),
    title: .init(
      name: "AvenirNext-DemiBold", family: "Avenir Next", weight: 600, size: 17, lineHeight: 22),
    button: .init(
      name: "AvenirNext-DemiBold", family: "Avenir Next", weight: 600, size: 18, lineHeight: 22))
}

extension Theme.Metrics {
  /// The design's margins and button geometry.
  static let standard = Theme.Metrics(
    margin: 16, narrowMargin: 8, buttonHeight: 44, buttonCornerRadius: 5, buttonShadowOffset: 3,
    separatorThickness: 1)
}

extension Theme.Color {
  /// A colour from a `0xRRGGBB` literal, so palettes read like the hex the designers use.
  init(rgb: UInt32, alpha: UInt8 = 255) {
    self.init(
      red: UInt8(rgb >> 16 & 0xFF), green: UInt8(rgb >> 8 & 0xFF), blue: UInt8(rgb & 0xFF),
      alpha: alpha)
  }
}
