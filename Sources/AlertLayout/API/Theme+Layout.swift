extension Theme.Metrics {
  /// Every metric by its key in `theme.metrics`, in key order: the six of layout 1.0 and the
  /// layout tokens of 1.2, which a reader takes as their standard values when absent.
  static var keyed: [(key: String, path: WritableKeyPath<Theme.Metrics, Double>, since: String)] {
    [
      ("bannerIconSize", \.bannerIconSize, "1.2"), ("bannerPadding", \.bannerPadding, "1.2"),
      ("bannerTitleSpacing", \.bannerTitleSpacing, "1.2"),
      ("buttonCornerRadius", \.buttonCornerRadius, "1.0"), ("buttonHeight", \.buttonHeight, "1.0"),
      ("buttonPadding", \.buttonPadding, "1.2"),
      ("buttonShadowOffset", \.buttonShadowOffset, "1.0"),
      ("detailIconSize", \.detailIconSize, "1.2"),
      ("detailsPaddingBottom", \.detailsPaddingBottom, "1.2"),
      ("detailsPaddingTop", \.detailsPaddingTop, "1.2"),
      ("dialogCornerRadius", \.dialogCornerRadius, "1.2"),
      ("dialogMessagePaddingBottom", \.dialogMessagePaddingBottom, "1.2"),
      ("dialogTitlePaddingTop", \.dialogTitlePaddingTop, "1.2"),
      ("dialogTitleSpacing", \.dialogTitleSpacing, "1.2"), ("dialogWidth", \.dialogWidth, "1.2"),
      ("itemIconSize", \.itemIconSize, "1.2"), ("margin", \.margin, "1.0"),
      ("minimumTapHeight", \.minimumTapHeight, "1.2"),
      ("narrowMargin", \.narrowMargin, "1.0"),
      ("navigationBarHeight", \.navigationBarHeight, "1.2"),
      ("sectionPaddingTop", \.sectionPaddingTop, "1.2"),
      ("separatorThickness", \.separatorThickness, "1.0"),
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
      if since == "1.0" {
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
