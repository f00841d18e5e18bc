/// What the second selector byte chooses: bits 0–1 the input's form (one alert, a JSON array,
/// NDJSON, one alert), bits 2–4 the block size the framer is fed in, bits 5–7 the element
/// limit, small ones so that elements over it are common.
struct FuzzBatch {
  /// Whether the input is a JSON array (else NDJSON).
  var isArray: Bool
  /// The size of the blocks the framer gets, compared with framing the input in one block.
  var blockSize: Int
  /// The largest element, in bytes.
  var maxElementBytes: Int

  /// The batch `selector` picks, or nil for a single alert.
  init?(selector: UInt8) {
    switch selector & 0x03 {
    case 1: isArray = true
    case 2: isArray = false
    default: return nil
    }
    blockSize = [1, 2, 3, 5, 16, 64, 1_000, 1 << 16][Int((selector >> 2) & 0x07)]
    maxElementBytes = [1 << 20, 1, 8, 40, 200, 1_000, 4_000, 1 << 20][Int(selector >> 5)]
  }
}

/// What one selector byte chooses: bits 0–3 the locale, bit 4 the theme, bit 5 colour,
/// bits 6–7 the text width (1 is raised to the encoder's minimum).
struct FuzzOptions {
  /// The locale requested, well-formed or not.
  var locale: String
  /// The theme the document carries.
  var theme: Theme
  /// Whether the text preview is coloured.
  var color: Bool
  /// The text preview's width in columns, before the encoder's minimum applies.
  var width: Int

  /// The options `selector` picks.
  init(selector: UInt8) {
    locale = FuzzHarness.locales[Int(selector & 0x0F)]
    theme = selector & 0x10 == 0 ? .light : .dark
    color = selector & 0x20 != 0
    width = [80, 1, 41, 132][Int(selector >> 6)]
  }
}
