extension LayoutJSONWriter {
  /// Writes a theme's tokens; colours as `#RRGGBB` strings, as `Theme.Color` encodes itself.
  ///
  /// A document of an older `version` gets only the metrics that version defines.
  mutating func write(_ theme: Theme, version: LayoutVersion = .current) throws(EncodingError) {
    // Nearly every document carries a standard theme, at the document's first level: copy it.
    let standardThemes = pretty ? Self.standardPrettyThemes : Self.standardCompactThemes
    if depth == 1, version == .current,
      let standard = standardThemes.first(where: { $0.theme == theme })
    {
      append(written: standard.bytes)
      return
    }
    try writeTokens(theme, version: version)
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

  private mutating func writeTokens(_ theme: Theme, version: LayoutVersion = .current)
    throws(EncodingError)
  {
    openObject()
    key("colors")
    write(theme.colors)
    key("fonts")
    openObject()
    key("button")
    try write(theme.fonts.button, role: "button")
    key("emphasis")
    try write(theme.fonts.emphasis, role: "emphasis")
    key("text")
    try write(theme.fonts.text, role: "text")
    key("title")
    try write(theme.fonts.title, role: "title")
    closeObject()
    key("metrics")
    try write(theme.metrics, version: version)
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

  private mutating func write(_ font: Theme.Font, role: String) throws(EncodingError) {
    openObject()
    key("family")
    string(font.family)
    key("lineHeight")
    try points(font.lineHeight, at: "theme.fonts.\(role).lineHeight")
    key("name")
    string(font.name)
    key("size")
    try points(font.size, at: "theme.fonts.\(role).size")
    key("weight")
    let weights = LayoutDocument.ValueRange.fontWeight
    guard weights.contains(font.weight) else {
      throw Self.outOfRange(
        font.weight, at: "theme.fonts.\(role).weight",
        "a weight from \(weights.lowerBound) to \(weights.upperBound)")
    }
    number(font.weight)
    closeObject()
  }

  private mutating func write(_ metrics: Theme.Metrics, version: LayoutVersion)
    throws(EncodingError)
  {
    openObject()
    for (name, path, since) in Theme.Metrics.keyed {
      if since > version { continue }
      key(named: name)
      try points(metrics[keyPath: path], at: "theme.metrics.\(name)")
    }
    closeObject()
  }

  /// Writes a number of points, refusing one outside `LayoutDocument.ValueRange.points`
  /// (NaN and the infinities included): the reader would refuse the document.
  private mutating func points(_ value: Double, at path: String) throws(EncodingError) {
    let range = LayoutDocument.ValueRange.points
    guard range.contains(value) else {
      throw Self.outOfRange(
        value, at: path,
        "a number of points from \(Int(range.lowerBound)) to \(Int(range.upperBound))")
    }
    try number(value)
  }

  private static func outOfRange(_ value: Any, at path: String, _ expected: String)
    -> EncodingError
  {
    EncodingError.invalidValue(
      value,
      .init(
        codingPath: [],
        debugDescription: "\(path): expected \(expected), found \(value); "
          + "a reader would refuse the document."))
  }
}
