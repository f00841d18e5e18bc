import AlertRenderTestSupport
import Testing

@testable import AlertRendering

/// What a screen reader says for a masked value: the characters the mask kept, never the dots.
@Suite struct MaskedValueTests {
  @Test func aSpokenFormReadsWhatTheMaskKept() {
    let prefix = "value.masked."
    #expect(MaskedValue.spokenText(of: "a@example.com", prefix: prefix) == nil)
    #expect(
      MaskedValue.spokenText(of: "+• (•••) •••-0123", prefix: prefix)
        == LocalizedText("value.masked.last", [.verbatim("0123")]))
    #expect(
      MaskedValue.spokenText(of: "GB•• •••• 5432", prefix: prefix)
        == LocalizedText("value.masked.firstAndLast", [.verbatim("GB"), .verbatim("5432")]))
    #expect(
      MaskedValue.spokenText(of: "AB••••", prefix: prefix)
        == LocalizedText("value.masked.first", [.verbatim("AB")]))
    #expect(
      MaskedValue.spokenText(of: "••••", prefix: prefix) == LocalizedText("value.masked.hidden"))
  }

  /// Read on UTF-8, a value gives what reading its scalars gives: the text before the first
  /// bullet and after the last, without the separators next to them, for values of every
  /// script, bullets anywhere (or none), and joining marks.
  @Test func aSpokenFormIsWhatTheScalarsSay() {
    var generator = SplitMix64(seed: 0xB011E7)
    let pieces = [
      "•", "•", "•", "1", "a", "Z", "-", " ", "(", "é", "Ж", "漢", "한", "\u{301}", "😀", "🇪🇸",
      "\u{200D}", "²", "·", "\r\n", "\u{2022}\u{301}", "\u{2023}",
    ]
    for _ in 0..<3_000 {
      let length = Int(generator.next() % 12)
      let value = (0..<length).map { _ in
        pieces[Int(generator.next() % UInt64(pieces.count))]
      }.joined()
      let spoken = MaskedValue.spoken(value)
      let expected = Self.spokenByScalars(value)
      #expect(spoken?.form == expected?.form, "\(value.debugDescription)")
      #expect(spoken?.arguments == expected?.arguments, "\(value.debugDescription)")
    }
  }

  /// What the spoken form said when it was read scalar by scalar.
  private static func spokenByScalars(_ value: String) -> MaskedValue.Spoken? {
    let scalars = value.unicodeScalars
    guard let firstBullet = scalars.firstIndex(of: "•"), let lastBullet = scalars.lastIndex(of: "•")
    else { return nil }
    var end = firstBullet
    while end > scalars.startIndex, !MaskedValue.isKept(scalars[scalars.index(before: end)]) {
      end = scalars.index(before: end)
    }
    let first = String(scalars[..<end])
    var start = scalars.index(after: lastBullet)
    while start < scalars.endIndex, !MaskedValue.isKept(scalars[start]) {
      start = scalars.index(after: start)
    }
    let last = String(scalars[start...])
    switch (first.isEmpty, last.isEmpty) {
    case (false, false): return .init(form: .firstAndLast, arguments: [first, last])
    case (true, false): return .init(form: .last, arguments: [last])
    case (false, true): return .init(form: .first, arguments: [first])
    case (true, true): return .init(form: .hidden, arguments: [])
    }
  }
}
