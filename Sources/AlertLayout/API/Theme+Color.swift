extension Theme {
  /// An sRGB colour, written in JSON as `#RRGGBB`, or `#RRGGBBAA` when not opaque.
  public struct Color: Codable, Sendable, Hashable, CustomStringConvertible {
    /// The red component, 0–255.
    public var red: UInt8
    /// The green component, 0–255.
    public var green: UInt8
    /// The blue component, 0–255.
    public var blue: UInt8
    /// The opacity, 0 (transparent) to 255 (opaque).
    public var alpha: UInt8

    /// The sRGB colour of `red`, `green` and `blue`, opaque unless `alpha` says otherwise.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (either case); nil for anything else.
    public init?(hex: String) {
      // UInt32(_:radix:) alone would take a sign: "#+D0001" is not a colour.
      let digits = hex.utf8.dropFirst()
      guard hex.first == "#", digits.count == 6 || digits.count == 8,
        digits.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x46).contains($0 & 0xDF) }),
        let value = UInt32(hex.dropFirst(), radix: 16)
      else { return nil }
      let opaque = digits.count == 6
      let rgba = opaque ? value << 8 | 0xFF : value
      self.init(
        red: UInt8(rgba >> 24 & 0xFF), green: UInt8(rgba >> 16 & 0xFF),
        blue: UInt8(rgba >> 8 & 0xFF), alpha: UInt8(rgba & 0xFF))
    }

    /// The colour as `#RRGGBB`, or `#RRGGBBAA` when not opaque, in upper case.
    public var description: String {
      let components = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
      return "#"
        + components.map { component in
          let digits = String(component, radix: 16, uppercase: true)
          return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    /// Decodes `#RRGGBB` or `#RRGGBBAA`, digits in either case; anything else is a
    /// `DecodingError` quoting the value.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard let color = Color(hex: text) else {
        throw DecodingError.dataCorruptedError(
          in: container,
          debugDescription:
            "\"\(cut: text)\" is not a colour; expected \"#RRGGBB\" or \"#RRGGBBAA\", such as \"#D0001B\"."
        )
      }
      self = color
    }

    /// Encodes `#RRGGBB`, or `#RRGGBBAA` when not opaque, in upper case.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(description)
    }
  }
}
