import Testing

@testable import AlertRendering

@Suite struct LocaleIDTests {
  @Test(arguments: [
    ("en-US", "en-US"), ("en_US", "en-US"), ("es-419", "es-419"), ("es_419", "es-419"),
    ("EN-gb", "en-GB"), ("es_MX.UTF-8", "es-MX"), ("de_DE.UTF-8@euro", "de-DE"), ("fr", "fr"),
    ("zh-hant-tw", "zh-Hant-TW"), ("sr_Latn_RS", "sr-Latn-RS"), ("es-419-u-nu-latn", "es-419"),
    ("en-US-u-fw-mon", "en-US"), ("ca-ES-valencia", "ca-ES"), ("de-DE-1996", "de-DE"),
    ("en-x-private", "en"),
  ])
  func parsesEverySpelling(text: String, expected: String) {
    #expect(LocaleID(text)?.description == expected)
  }

  @Test(arguments: ["", "e", "english", "en-", "12-US", "en-USA1", "en US", "C"])
  func rejectsNonTags(text: String) {
    #expect(LocaleID(text) == nil)
  }

  @Test func fallbackChainsFollowCLDRParents() {
    let chain = { (tag: String) in LocaleID(tag)?.fallbackChain.map(\.description) ?? [] }
    #expect(chain("es-MX") == ["es-MX", "es-419", "es"])
    #expect(chain("es-AR") == ["es-AR", "es-419", "es"])
    #expect(chain("es-US") == ["es-US", "es-419", "es"])
    #expect(chain("es-ES") == ["es-ES", "es"])
    #expect(chain("en-AU") == ["en-AU", "en-001", "en"])
    #expect(chain("en-IN") == ["en-IN", "en-001", "en"])
    #expect(chain("en-US") == ["en-US", "en"])
    #expect(chain("fr-FR") == ["fr-FR", "fr"])
  }
}
