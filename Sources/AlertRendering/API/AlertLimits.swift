/// Bounds on one alert, so that a hostile feed line fails alone instead of exhausting memory.
public struct AlertLimits: Sendable, Equatable {
  /// The largest alert, in bytes of JSON (1 byte to 1 GiB).
  public var maxBytes: Int {
    didSet { maxBytes = Self.ranges.bytes.clamp(maxBytes) }
  }
  /// The most events one alert may carry (1 to 1,000,000).
  public var maxEvents: Int {
    didSet { maxEvents = Self.ranges.events.clamp(maxEvents) }
  }
  /// The longest string, in bytes (1 byte to 64 MiB).
  public var maxStringBytes: Int {
    didSet { maxStringBytes = Self.ranges.stringBytes.clamp(maxStringBytes) }
  }
  /// How deeply arrays and objects may nest (1 to 512: the parser does not recurse, but the
  /// Swift runtime frees the parsed tree one stack frame per level, and the deepest alert must
  /// render on a 512 KiB thread; docs/robustness.md).
  public var maxDepth: Int {
    didSet { maxDepth = Self.ranges.depth.clamp(maxDepth) }
  }

  /// The accepted range of each limit; values outside are clamped to it.
  package static let ranges = (
    bytes: 1...(1 << 30), events: 1...1_000_000, stringBytes: 1...(64 << 20), depth: 1...512
  )

  /// Creates limits; the defaults suit any real alert by a wide margin.
  public init(
    maxBytes: Int = 1 << 20, maxEvents: Int = 1_000, maxStringBytes: Int = 16 << 10,
    maxDepth: Int = 64
  ) {
    self.maxBytes = Self.ranges.bytes.clamp(maxBytes)
    self.maxEvents = Self.ranges.events.clamp(maxEvents)
    self.maxStringBytes = Self.ranges.stringBytes.clamp(maxStringBytes)
    self.maxDepth = Self.ranges.depth.clamp(maxDepth)
  }
}
