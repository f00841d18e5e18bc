extension Theme.Metrics {
  /// Every metric by its key in `theme.metrics`, in key order: the six of layout 1.0 and the
  /// layout tokens of 1.2, which a reader takes as their standard values when absent.
  static var keyed:
    [(key: String, path: WritableKeyPath<Theme.Metrics, Double>, since: LayoutVersion)]
  {
    [
      ("bannerIconSize", \.bannerIconSize, .v1_2), ("bannerPadding", \.bannerPadding, .v1_2),
      ("bannerTitleSpacing", \.bannerTitleSpacing, .v1_2),
      ("buttonCornerRadius", \.buttonCornerRadius, .v1_0), ("buttonHeight", \.buttonHeight, .v1_0),
      ("buttonPadding", \.buttonPadding, .v1_2),
      ("buttonShadowOffset", \.buttonShadowOffset, .v1_0),
      ("detailIconSize", \.detailIconSize, .v1_2),
      ("detailsPaddingBottom", \.detailsPaddingBottom, .v1_2),
      ("detailsPaddingTop", \.detailsPaddingTop, .v1_2),
      ("dialogCornerRadius", \.dialogCornerRadius, .v1_2),
      ("dialogMessagePaddingBottom", \.dialogMessagePaddingBottom, .v1_2),
      ("dialogTitlePaddingTop", \.dialogTitlePaddingTop, .v1_2),
      ("dialogTitleSpacing", \.dialogTitleSpacing, .v1_2), ("dialogWidth", \.dialogWidth, .v1_2),
      ("itemIconSize", \.itemIconSize, .v1_2), ("margin", \.margin, .v1_0),
      ("minimumTapHeight", \.minimumTapHeight, .v1_2),
      ("narrowMargin", \.narrowMargin, .v1_0),
      ("navigationBarHeight", \.navigationBarHeight, .v1_2),
      ("sectionPaddingTop", \.sectionPaddingTop, .v1_2),
      ("separatorThickness", \.separatorThickness, .v1_0),
    ]
  }
}

extension Theme.Metrics {
  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Decodes the metrics as `LayoutDocumentReader` reads them: the six of layout 1.0 are
  /// required, a later one absent takes its standard value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    self = .standard
    for (key, path, since) in Self.keyed {
      let key = Key(stringValue: key)
      if since == .v1_0 {
        self[keyPath: path] = try container.decode(Double.self, forKey: key)
      } else if let value = try container.decodeIfPresent(Double.self, forKey: key) {
        self[keyPath: path] = value
      }
    }
  }

  /// Encodes every metric under its `theme.metrics` key.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    for (key, path, _) in Self.keyed {
      try container.encode(self[keyPath: path], forKey: Key(stringValue: key))
    }
  }
}
