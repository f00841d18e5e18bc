import AlertRenderTestSupport
import Testing

@testable import AlertRendering

/// Masking on scalars: a value whose every scalar is a character of its own skips grapheme
/// breaking, and gives what masking character by character gives.
extension MaskingPolicyTests {
  /// Scalars that stand alone, of every script the fast path takes, each as one string.
  static let alone = [
    "A", "z", "7", "-", " ", "{", "}", "é", "Ñ", "ß", "ø", "ª", "²", "¼", "×", "÷", "·", "\u{A0}",
    "©", "ǅ", "ʰ", "˚", "Ω", "ά", "ϗ", "Ж", "ё", "Ґ", "ԯ", "ạ", "ỹ", "ἀ", "–", "’", "…", "‼",
    "\u{202F}", "€", "₹", "　", "〇", "、", "ぁ", "ア", "ー", "一", "漢", "鿿", "한", "글", "０", "Ａ",
    "ｱ", "\r\n", "\t", "😀", "🔓", "🚀", "🥷",
  ]
  /// Scalars and sequences a character may join, which the fast path must refuse.
  static let joining = [
    "e\u{301}", "\u{301}", "\u{200D}", "👩‍👩‍👧", "👍🏽", "1\u{FE0F}\u{20E3}", "❤\u{FE0F}",
    "\u{1100}\u{1161}\u{11A8}",
    "\u{1100}", "🇪🇸", "\u{1F1EA}", "\u{85}", "\u{AD}", "\u{200B}", "\u{2028}", "क्ष", "\u{94D}",
    "ก\u{E33}", "\u{600}1", "か\u{3099}", "\u{3099}", "ﾞ", "\u{483}", "𝟎", "Ⅻ",
  ]

  private static let policies = [
    MaskingPolicy(keepFirst: 0, keepLast: 4, template: "•••-••-{last}", showsValue: false),
    MaskingPolicy(keepFirst: 2, keepLast: 4, template: "{first}•• •••• {last}", showsValue: false),
    MaskingPolicy(keepFirst: 0, keepLast: 4, template: nil, showsValue: false),
    MaskingPolicy(keepFirst: 3, keepLast: 2, template: nil, showsValue: false),
    MaskingPolicy(keepFirst: 1, keepLast: 1, template: "{firs{last}}{{first}", showsValue: false),
    MaskingPolicy(keepFirst: 8, keepLast: 8, template: "{last}{first}", showsValue: false),
    .full,
  ]

  /// The fast path's answer for `value`, nil when it refuses the value.
  private static func maskedAsScalars(_ value: String, _ policy: MaskingPolicy) -> String? {
    var value = value
    return value.withUTF8 { policy.maskUTF8($0) }
  }

  /// Every scalar `standsAlone(_:)` takes is a character of its own before and after ASCII
  /// and itself, and is joined by a combining mark that follows: so its Grapheme_Cluster_Break
  /// is Other, LV or LVT (not Extend, ZWJ or SpacingMark, not Prepend, not Control, CR or LF,
  /// not L, V, T or a regional indicator), between which text always breaks.
  @Test func everyScalarThatStandsAloneIsACharacterOfItsOwn() {
    var taken = 0
    var wrong: [String] = []
    for value in UInt32(0x80)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), MaskingPolicy.standsAlone(scalar) else {
        continue
      }
      taken += 1
      let alone = String(scalar)
      let isOther =
        (alone + alone).count == 2 && ("a" + alone).count == 2 && (alone + "a").count == 2
        && (alone + "\u{301}").count == 1
      if !isOther { wrong.append(String(value, radix: 16)) }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(20))")
    #expect(taken > 30_000)
  }

  /// A value of scalars that stand alone is masked on scalars, and gives what characters give.
  @Test func aValueOfScalarsThatStandAloneIsMaskedAsItsCharactersAre() {
    var generator = SplitMix64(seed: 0x5CA1A5)
    for _ in 0..<3_000 {
      let length = Int(generator.next() % 30)
      let value = (0..<length).map { _ in
        Self.alone[Int(generator.next() % UInt64(Self.alone.count))]
      }.joined()
      for policy in Self.policies {
        let scalars = Self.maskedAsScalars(value, policy)
        #expect(scalars != nil, "\(value.debugDescription)")
        #expect(scalars == policy.maskCharacters(value), "\(value.debugDescription)")
        #expect(policy.mask(value) == policy.maskCharacters(value), "\(value.debugDescription)")
      }
    }
  }

  /// A value with any scalar a character may join goes character by character, and every
  /// value, mixing both kinds, is masked as its characters are.
  @Test func aValueWithJoiningScalarsIsMaskedAsItsCharactersAre() {
    for joining in Self.joining {
      let value = "José 42 \(joining) Ærø 1234"
      for policy in Self.policies {
        #expect(Self.maskedAsScalars(value, policy) == nil, "\(value.debugDescription)")
      }
    }
    // Where scalars and characters differ: an accent after a hidden letter is not left behind.
    let inPlace = MaskingPolicy(keepFirst: 0, keepLast: 4, template: nil, showsValue: false)
    #expect(inPlace.mask("Jose\u{301} 1234") == "•••• 1234")
    var generator = SplitMix64(seed: 0x10_1ED)
    let pieces = Self.alone + Self.joining
    for _ in 0..<3_000 {
      let length = Int(generator.next() % 20)
      let value = (0..<length).map { _ in
        pieces[Int(generator.next() % UInt64(pieces.count))]
      }.joined()
      for policy in Self.policies {
        #expect(policy.mask(value) == policy.maskCharacters(value), "\(value.debugDescription)")
      }
    }
  }
}
