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
    let ascii = contiguous.withUTF8 { bytes in
      bytes.allSatisfy { $0 < 0x80 } ? maskASCII(bytes) : nil
    }
    return ascii ?? maskCharacters(value)
  }

  /// `mask(_:)` character by character, as a value that is not ASCII is masked; an ASCII
  /// value gives the same through `maskASCII(_:)`.
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

  /// `mask(_:)` of an ASCII value, worked on bytes: real values are nearly always ASCII, and
  /// there every letter or digit is one byte, so the result is the one characters give. The
  /// results are written into their strings' own storage, without arrays in between.
  private func maskASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    var significant = 0
    for byte in bytes where Self.isSignificant(byte) { significant += 1 }
    guard significant >= 2 * (keepFirst + keepLast) else {
      return "••••"
    }
    if let template {
      var template = template
      return template.withUTF8 { template in
        // Each placeholder, of six bytes or more, becomes at most that many kept bytes.
        let capacity = template.count + template.count / 6 * max(keepFirst, keepLast)
        return String(unsafeUninitializedCapacity: capacity) { result in
          var count = 0
          var index = 0
          while index < template.count {
            if template[index] == UInt8(ascii: "{") {
              let rest = template[index...]
              if rest.starts(with: "{first}".utf8) {
                count = appendFirst(of: bytes, to: result, at: count)
                index += 7
                continue
              }
              if rest.starts(with: "{last}".utf8) {
                count = appendLast(of: bytes, to: result, at: count)
                index += 6
                continue
              }
            }
            result[count] = template[index]
            count += 1
            index += 1
          }
          return count
        }
      }
    }
    // Each hidden byte becomes the three bytes of `•` (E2 80 A2).
    return String(unsafeUninitializedCapacity: bytes.count * 3) { result in
      var count = 0
      var seen = 0
      for byte in bytes {
        if Self.isSignificant(byte) {
          defer { seen += 1 }
          if seen >= keepFirst && seen < significant - keepLast {
            result[count] = 0xE2
            result[count + 1] = 0x80
            result[count + 2] = 0xA2
            count += 3
            continue
          }
        }
        result[count] = byte
        count += 1
      }
      return count
    }
  }

  /// Writes the first `keepFirst` letters and digits of `bytes` to `result` from `count` on;
  /// returns the count after them.
  private func appendFirst(
    of bytes: UnsafeBufferPointer<UInt8>, to result: UnsafeMutableBufferPointer<UInt8>,
    at count: Int
  ) -> Int {
    var count = count
    var kept = 0
    for byte in bytes where kept < keepFirst && Self.isSignificant(byte) {
      result[count] = byte
      count += 1
      kept += 1
    }
    return count
  }

  /// Writes the last `keepLast` letters and digits of `bytes` to `result` from `count` on, in
  /// order; returns the count after them.
  private func appendLast(
    of bytes: UnsafeBufferPointer<UInt8>, to result: UnsafeMutableBufferPointer<UInt8>,
    at count: Int
  ) -> Int {
    var start = bytes.count
    var kept = 0
    while start > 0, kept < keepLast {
      start -= 1
      if Self.isSignificant(bytes[start]) { kept += 1 }
    }
    var count = count
    for byte in bytes[start...] where Self.isSignificant(byte) {
      result[count] = byte
      count += 1
    }
    return count
  }

  /// Whether `character` is a letter or a digit, the characters masking counts.
  static func isSignificant(_ character: Character) -> Bool {
    // `isLetter` and `isNumber` ask the first scalar only (Alphabetic, a Numeric_Type); asked
    // here directly, without `asciiValue`'s and the properties' checks for a single scalar. A
    // range test gives ASCII the same answer as the Unicode property lookup, far cheaper.
    guard let scalar = character.unicodeScalars.first else { return false }
    if scalar.isASCII { return isSignificant(UInt8(truncatingIfNeeded: scalar.value)) }
    return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }

  /// Whether the ASCII byte `byte` is a letter or a digit.
  private static func isSignificant(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  /// Replaces `{first}` and `{last}` in `template` in one pass over its UTF-8; the kept
  /// characters are letters and digits, so they can never form a placeholder themselves.
  private static func fill(_ template: String, first: String, last: String) -> String {
    // Bytes, not characters: templates are mostly `•`, whose grapheme breaking costs far more.
    let bytes = Array(template.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + first.utf8.count + last.utf8.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "{") {
        if bytes[index...].starts(with: "{first}".utf8) {
          result.append(contentsOf: first.utf8)
          index += 7
          continue
        }
        if bytes[index...].starts(with: "{last}".utf8) {
          result.append(contentsOf: last.utf8)
          index += 6
          continue
        }
      }
      result.append(bytes[index])
      index += 1
    }
    return String(decoding: result, as: UTF8.self)
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
