extension LayoutDocumentDecoder {
  /// The theme's tokens: every colour, font and metric a client draws with.
  mutating func theme(_ value: JSONSpan, at path: JSONPath) throws(LayoutDocumentError) -> Theme {
    let theme = try object(value, at: path, known: ["name", "colors", "fonts", "metrics"])
    let name = try choice(
      "name", of: theme, fallback: Theme.Appearance.light,
      "drawn with its colours as a light theme", "the appearance, \"light\" or \"dark\"")
    return Theme(
      name: name,
      colors: try colors(try object("colors", of: theme, known: Self.colorNames, "the colours")),
      fonts: try fonts(
        try object("fonts", of: theme, known: ["text", "emphasis", "title", "button"], "the fonts")),
      metrics: try metrics(
        try object(
          "metrics", of: theme, known: Theme.Metrics.keyed.map(\.key), "the metrics")))
  }

  private static let colorNames = [
    "background", "surface", "scrim", "title", "heading", "body", "separator", "danger",
    "onDanger", "link", "destructive", "primary", "primaryShadow", "onPrimary", "secondary",
    "secondaryShadow", "onSecondary", "icon",
  ]

  private func colors(_ colors: Object) throws(LayoutDocumentError) -> Theme.Palette {
    func color(_ key: String) throws(LayoutDocumentError) -> Theme.Color {
      let value = try required(key, of: colors, "a colour \"#RRGGBB\"")
      guard let text = value.string, let color = Theme.Color(hex: text) else {
        throw .invalidValue(
          file: file, path: colors.path(key).description,
          expected: "a colour \"#RRGGBB\" or \"#RRGGBBAA\", such as \"#D0001B\"",
          found: value.foundDescription)
      }
      return color
    }
    return Theme.Palette(
      background: try color("background"), surface: try color("surface"),
      scrim: try color("scrim"), title: try color("title"), heading: try color("heading"),
      body: try color("body"), separator: try color("separator"), danger: try color("danger"),
      onDanger: try color("onDanger"), link: try color("link"),
      destructive: try color("destructive"), primary: try color("primary"),
      primaryShadow: try color("primaryShadow"), onPrimary: try color("onPrimary"),
      secondary: try color("secondary"), secondaryShadow: try color("secondaryShadow"),
      onSecondary: try color("onSecondary"), icon: try color("icon"))
  }

  private mutating func fonts(_ fonts: Object) throws(LayoutDocumentError) -> Theme.Typography {
    Theme.Typography(
      text: try font("text", of: fonts), emphasis: try font("emphasis", of: fonts),
      title: try font("title", of: fonts), button: try font("button", of: fonts))
  }

  private mutating func font(_ key: String, of fonts: Object) throws(LayoutDocumentError)
    -> Theme.Font
  {
    let font = try object(
      key, of: fonts, known: ["name", "family", "weight", "size", "lineHeight"], "a font")
    let weight = try integer(
      "weight", of: font, in: LayoutDocument.ValueRange.fontWeight, "the weight, 100 to 900")
    return Theme.Font(
      name: try string("name", of: font, "the font's PostScript name"),
      family: try string("family", of: font, "the font's family name"), weight: weight,
      size: try points("size", of: font), lineHeight: try points("lineHeight", of: font))
  }

  /// The metrics: those of layout 1.0 are required, the later ones default to their standard
  /// values, which is what they mean in a document of an earlier version.
  private func metrics(_ metrics: Object) throws(LayoutDocumentError) -> Theme.Metrics {
    var result = Theme.Metrics.standard
    for (key, path, since) in Theme.Metrics.keyed where since == .v1_0 || metrics.value(key) != nil
    {
      result[keyPath: path] = try points(key, of: metrics)
    }
    return result
  }
}
