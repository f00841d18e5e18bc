extension LayoutJSONWriter {
  /// Writes a theme's tokens; colours as `#RRGGBB` strings, as `Theme.Color` encodes itself.
  mutating func write(_ theme: Theme) throws(EncodingError) {
    // Nearly every document carries a standard theme, at the document's first level: copy it.
    let standardThemes = pretty ? Self.standardPrettyThemes : Self.standardCompactThemes
    if depth == 1, let standard = standardThemes.first(where: { $0.theme == theme }) {
      append(written: standard.bytes)
      return
    }
    try writeTokens(theme)
  }

  /// The standard themes, written once at the depth a document holds them, each format when
  /// first asked for: a one-alert run writes one.
  private static let standardCompactThemes = standardThemes(pretty: false)
  private static let standardPrettyThemes = standardThemes(pretty: true)

  private static func standardThemes(pretty: Bool) -> [(theme: Theme, bytes: [UInt8])] {
    Theme.Appearance.allCases.map { appearance in
      let theme = Theme.standard(appearance)
      return (theme, tokens(of: theme, pretty: pretty))
    }
  }

  /// `theme` as written inside a document: one level deep.
  private static func tokens(of theme: Theme, pretty: Bool) -> [UInt8] {
    var writer = LayoutJSONWriter(pretty: pretty, capacity: 2 << 10)
    // Inside an object, as in a document; the object's own brace is dropped.
    writer.openObject()
    // The standard themes hold only finite numbers.
    try? writer.writeTokens(theme)
    return Array(writer.bytes.dropFirst())
  }

  private mutating func writeTokens(_ theme: Theme) throws(EncodingError) {
    openObject()
    key("colors")
    write(theme.colors)
    key("fonts")
    openObject()
    key("button")
    try write(theme.fonts.button)
    key("emphasis")
    try write(theme.fonts.emphasis)
    key("text")
    try write(theme.fonts.text)
    key("title")
    try write(theme.fonts.title)
    closeObject()
    key("metrics")
    try write(theme.metrics)
    key("name")
    string(theme.name.rawValue)
    closeObject()
  }

  private mutating func write(_ colors: Theme.Palette) {
    openObject()
    key("background")
    string(colors.background)
    key("body")
    string(colors.body)
    key("danger")
    string(colors.danger)
    key("destructive")
    string(colors.destructive)
    key("heading")
    string(colors.heading)
    key("icon")
    string(colors.icon)
    key("link")
    string(colors.link)
    key("onDanger")
    string(colors.onDanger)
    key("onPrimary")
    string(colors.onPrimary)
    key("onSecondary")
    string(colors.onSecondary)
    key("primary")
    string(colors.primary)
    key("primaryShadow")
    string(colors.primaryShadow)
    key("scrim")
    string(colors.scrim)
    key("secondary")
    string(colors.secondary)
    key("secondaryShadow")
    string(colors.secondaryShadow)
    key("separator")
    string(colors.separator)
    key("surface")
    string(colors.surface)
    key("title")
    string(colors.title)
    closeObject()
  }

  private mutating func write(_ font: Theme.Font) throws(EncodingError) {
    openObject()
    key("family")
    string(font.family)
    key("lineHeight")
    try number(font.lineHeight)
    key("name")
    string(font.name)
    key("size")
    try number(font.size)
    key("weight")
    number(font.weight)
    closeObject()
  }

  private mutating func write(_ metrics: Theme.Metrics) throws(EncodingError) {
    openObject()
    key("buttonCornerRadius")
    try number(metrics.buttonCornerRadius)
    key("buttonHeight")
    try number(metrics.buttonHeight)
    key("buttonShadowOffset")
    try number(metrics.buttonShadowOffset)
    key("margin")
    try number(metrics.margin)
    key("narrowMargin")
    try number(metrics.narrowMargin)
    key("separatorThickness")
    try number(metrics.separatorThickness)
    closeObject()
  }
}
