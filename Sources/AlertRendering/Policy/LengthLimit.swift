/// How much wider than its source text a translation in one `TextSlot` may be.
///
/// Widths are display columns (East Asian wide characters count 2, combining and format
/// characters 0), placeholders and link markup removed.
package struct LengthLimit: Sendable, Equatable {
  /// A translation may be this many times as wide as its source…
  package var maxRatio: Double?
  /// …or this many columns wider, whichever allows more.
  package var allowance: Int?
  /// No text in the slot may be wider than this, whatever its source.
  package var maxWidth: Int?

  /// Creates a limit.
  package init(maxRatio: Double? = nil, allowance: Int? = nil, maxWidth: Int? = nil) {
    self.maxRatio = maxRatio
    self.allowance = allowance
    self.maxWidth = maxWidth
  }

  /// The widest a translation of a source `sourceWidth` columns wide may be before it is
  /// reported as too long for its source: `max(ceil(sourceWidth × maxRatio), sourceWidth +
  /// allowance)`; nil when the limit sets neither.
  package func allowedWidth(forSourceWidth sourceWidth: Int) -> Int? {
    let byRatio = maxRatio.map { Int((Double(sourceWidth) * $0).rounded(.up)) }
    let byAllowance = allowance.map { sourceWidth + $0 }
    switch (byRatio, byAllowance) {
    case (let ratio?, let allowance?): return max(ratio, allowance)
    case (let ratio?, nil): return ratio
    case (nil, let allowance?): return allowance
    case (nil, nil): return nil
    }
  }

  /// The stricter of this limit and `other`: per field, the smaller value set by either.
  func strictest(with other: LengthLimit) -> LengthLimit {
    func least<T: Comparable>(_ lhs: T?, _ rhs: T?) -> T? {
      guard let lhs else { return rhs }
      guard let rhs else { return lhs }
      return min(lhs, rhs)
    }
    return LengthLimit(
      maxRatio: least(maxRatio, other.maxRatio), allowance: least(allowance, other.allowance),
      maxWidth: least(maxWidth, other.maxWidth))
  }
}
