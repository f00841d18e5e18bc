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
}
