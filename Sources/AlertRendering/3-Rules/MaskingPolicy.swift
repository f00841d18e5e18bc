import AlertLayout

/// How much of a leaked value the layout document may show.
///
/// Declared per match type in its rule file. Only letters and digits count as characters to
/// keep; a value shorter than twice what is kept is masked completely, so at least half of any
/// value always stays hidden.
package struct MaskingPolicy: Sendable, Equatable {
  /// Letters and digits kept from the start.
  package var keepFirst: Int
  /// Letters and digits kept from the end.
  package var keepLast: Int
  /// The shape of the result, with `{first}` and `{last}` for the kept characters;
  /// nil masks each hidden letter or digit in place with `•`.
  package var template: String?
  /// Whether the value is shown as is.
  package var showsValue: Bool

  /// Shows values unchanged, as the design does for email addresses.
  static let none = MaskingPolicy(keepFirst: 0, keepLast: 0, template: nil, showsValue: true)
  /// Hides everything; the policy for values whose kind is unknown.
  static let full = MaskingPolicy(keepFirst: 0, keepLast: 0, template: "••••", showsValue: false)

  static let keys = ["keepFirst", "keepLast", "template"]

  /// Applies the policy to `value`.
  func mask(_ value: String) -> String {
    if showsValue { return value }
    var contiguous = value
    return contiguous.withUTF8(maskUTF8) ?? maskCharacters(value)
  }

  /// `mask(_:)` character by character, as a value is masked when some of its characters are
  /// more than one scalar; any other value gives the same through `maskUTF8(_:)`.
  func maskCharacters(_ value: String) -> String {
    let significant = value.filter(Self.isSignificant)
    // Counted once: each count breaks the text into characters anew.
    let total = significant.count
    // Keep characters only when at least as many stay hidden, so a short value never leaks.
    guard total >= 2 * (keepFirst + keepLast) else {
      return "••••"
    }
    if let template {
      let first = String(significant.prefix(keepFirst))
      let last = String(significant.suffix(keepLast))
      return Self.fill(template, first: first, last: last)
    }
    var seen = 0
    var masked = ""
    masked.reserveCapacity(value.utf8.count * 3)
    for character in value {
      guard Self.isSignificant(character) else {
        masked.append(character)
        continue
      }
      masked.append(seen < keepFirst || seen >= total - keepLast ? character : "•")
      seen += 1
    }
    return masked
  }

  /// Whether `character` is a letter or a digit, the characters masking counts.
  static func isSignificant(_ character: Character) -> Bool {
    // `isLetter` and `isNumber` ask the first scalar only (Alphabetic, a Numeric_Type).
    guard let scalar = character.unicodeScalars.first else { return false }
    return MaskedValue.isKept(scalar)
  }

  /// Replaces `{first}` and `{last}` in `template` with `first` and `last`.
  private static func fill(_ template: String, first: String, last: String) -> String {
    // Bytes, not characters: templates are mostly `•`, whose grapheme breaking costs far more.
    var template = template
    var first = first
    var last = last
    return template.withUTF8 { template in
      first.withUTF8 { first in
        last.withUTF8 { last in
          let capacity = filledCapacity(template, placeholder: max(first.count, last.count))
          return String(unsafeUninitializedCapacity: capacity) { result in
            fill(template, into: result) { isFirst, count in
              let kept = isFirst ? first : last
              for (offset, byte) in kept.enumerated() { result[count + offset] = byte }
              return count + kept.count
            }
          }
        }
      }
    }
  }
}

extension MaskingPolicy {
  /// Reads `"none"`, `"full"` or `{"keepFirst": n, "keepLast": n, "template": "…"}`, found at
  /// `location`.
  init(_ value: JSONValue, file: String, at location: JSONPath) throws(ResourceError) {
    if case .string(let word) = value {
      switch word {
      case "none": self = .none
      case "full": self = .full
      default:
        throw .invalidValue(
          file: file, path: location.description,
          expected: "\"none\", \"full\" or a masking object",
          found: value.quotedForMessage)
      }
      return
    }
    let reader = try ResourceReader(value, file: file, at: location, allowed: Self.keys)
    // Any template is safe: it can only place the kept characters, never the hidden ones.
    let template = try reader.string("template")
    self.init(
      keepFirst: try reader.integer("keepFirst", in: 0...8) ?? 0,
      keepLast: try reader.integer("keepLast", in: 0...8) ?? 0,
      template: template, showsValue: false)
  }
}
