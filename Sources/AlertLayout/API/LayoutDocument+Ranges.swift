extension LayoutDocument {
  /// The range of every number a layout document holds, as docs/layout.md and the `minimum`
  /// and `maximum` of docs/layout.schema.json state them.
  ///
  /// `LayoutDocumentReader` refuses a value outside its range, naming the range; the JSON
  /// writer refuses a theme number outside it (`jsonData()` throws), and the HTML encoder,
  /// which cannot fail, draws such a number (from a document a Swift client built) as the
  /// nearest value inside.
  enum ValueRange {
    /// Theme sizes in points: metrics, font sizes and line heights. Generous on purpose: a
    /// corner radius of 9999 is how design tokens often spell "fully rounded".
    static let points: ClosedRange<Double> = 0...10_000
    /// A font's CSS-style weight.
    static let fontWeight = 100...900
    /// A heading's outline level, as HTML's `h1` to `h6`.
    static let headingLevel = 1...6
    /// A detail's index among its alert's events: below the most events an alert may have
    /// (the engine's `AlertLimits`, which this target does not know, allow 1,000,000).
    static let eventIndex = 0...999_999
    /// An alert type's code: positive, and within the 32-bit integers Android and Java hold.
    static let typeCode = 1...Int(Int32.max)

    /// `value` as the nearest number of `points`, -0 and NaN as 0: for drawing a number a
    /// Swift client passed without the reader's check.
    static func clampedPoints(_ value: Double) -> Double {
      guard !value.isNaN else { return 0 }
      return min(max(value, points.lowerBound), points.upperBound) + 0
    }
  }
}
