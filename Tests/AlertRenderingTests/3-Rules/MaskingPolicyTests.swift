import AlertRenderTestSupport
import Testing

@testable import AlertRendering

@Suite struct MaskingPolicyTests {
  private let ssn = MaskingPolicy(
    keepFirst: 0, keepLast: 4, template: "•••-••-{last}", showsValue: false)
  private let iban = MaskingPolicy(
    keepFirst: 2, keepLast: 4, template: "{first}•• •••• {last}", showsValue: false)
  private let inPlace = MaskingPolicy(keepFirst: 0, keepLast: 4, template: nil, showsValue: false)

  @Test func templatesPlaceTheKeptCharacters() {
    #expect(ssn.mask("123-45-6789") == "•••-••-6789")
    #expect(ssn.mask("123456789") == "•••-••-6789")
    #expect(iban.mask("GB82 WEST 1234 5698 7654 32") == "GB•• •••• 5432")
  }

  @Test func withoutATemplateEachHiddenCharacterIsMaskedInPlace() {
    #expect(inPlace.mask("4111 1111 1111 1111") == "•••• •••• •••• 1111")
    #expect(inPlace.mask("(555) 010-0142") == "(•••) •••-0142")
  }

  @Test func shortValuesAreMaskedCompletely() {
    #expect(ssn.mask("6789") == "••••")
    #expect(ssn.mask("1234567") == "••••")
    #expect(inPlace.mask("") == "••••")
    #expect(MaskingPolicy.full.mask("anything") == "••••")
    #expect(MaskingPolicy.none.mask("a@example.com") == "a@example.com")
  }

  /// Over many generated values of every shape, a masked value never contains the whole value
  /// nor more than the kept characters of it.
  @Test func neverRevealsMoreThanItKeeps() {
    var generator = SplitMix64(seed: 0x5EED)
    let alphabet = Array("0123456789ABCDEFGHJKLMNPRSTUVWXYZ")
    let separators = ["-", " ", "", ".", "/"]
    let policies = [ssn, iban, inPlace, .full]
    for _ in 0..<2_000 {
      let length = Int(generator.next() % 30) + 1
      var value = ""
      for index in 0..<length {
        value.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
        if index % 4 == 3, let separator = separators.randomElement(using: &generator) {
          value += separator
        }
      }
      let significant = value.filter { $0.isLetter || $0.isNumber }
      for policy in policies {
        let masked = policy.mask(value)
        let shown = masked.filter { $0.isLetter || $0.isNumber }
        #expect(shown.count <= policy.keepFirst + policy.keepLast, "\(value) → \(masked)")
        #expect(shown.count * 2 <= max(significant.count, 1), "\(value) → \(masked)")
        if significant.count > 1 { #expect(!masked.contains(value), "\(value) → \(masked)") }
      }
    }
  }

  /// ASCII values are masked byte by byte; every one gives what masking character by
  /// character gives, whatever the template.
  @Test func anASCIIValueIsMaskedAsItsCharactersAre() {
    var generator = SplitMix64(seed: 0xA5C11)
    let pieces: [Character] = Array("0123456789abcXYZ -./{}") + ["\r\n", "\t"]
    let policies = [
      ssn, iban, inPlace, .full, .none,
      MaskingPolicy(keepFirst: 3, keepLast: 0, template: nil, showsValue: false),
      MaskingPolicy(
        keepFirst: 2, keepLast: 2, template: "{first}{first}-{last}{last}", showsValue: false),
      MaskingPolicy(keepFirst: 1, keepLast: 1, template: "{firs{last}}{{first}", showsValue: false),
      MaskingPolicy(keepFirst: 0, keepLast: 0, template: "", showsValue: false),
      MaskingPolicy(keepFirst: 8, keepLast: 8, template: "{last}", showsValue: false),
    ]
    for _ in 0..<3_000 {
      let length = Int(generator.next() % 40)
      let value = String(
        (0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] })
      for policy in policies where !policy.showsValue {
        #expect(policy.mask(value) == policy.maskCharacters(value), "\(value.debugDescription)")
      }
    }
  }

  /// A character counts as a letter or a digit by its first scalar: what `asciiValue`,
  /// `isLetter` and `isNumber` together say, for every scalar of the first blocks and others.
  @Test func aCharacterIsSignificantAsItsPropertiesSay() {
    var characters: [Character] = ["\r\n", "e\u{301}", "1\u{20E3}", "🇪🇸", "👩‍👩‍👧", "\u{301}"]
    let values = Array(0..<0x3400) + Array(0xFF00..<0x10000) + [0x1D7CE, 0x1F600, 0x10FFFD]
    let scalars = values.compactMap { Unicode.Scalar($0) }
    for scalar in scalars {
      characters.append(Character(scalar))
      if let combined = (String(scalar) + "\u{301}").first { characters.append(combined) }
    }
    let differing = characters.filter { character in
      let expected =
        character.asciiValue.map {
          (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20)
        } ?? (character.isLetter || character.isNumber)
      return MaskingPolicy.isSignificant(character) != expected
    }
    #expect(differing.isEmpty, "\(differing.prefix(10))")
  }
}
