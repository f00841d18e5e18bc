/// A TMX 1.4b translation memory (level 1, plain text), the exchange format every CAT tool
/// imports: one `<tu>` per text of a catalog key (its plain string, or one plural or device
/// variation), with a `<tuv>` for the source language and one for each language translated.
struct TMXDocument: Sendable, Equatable {
  /// One `<tu>`.
  struct Unit: Sendable, Equatable {
    /// The catalog's path, a `#`, and the XLIFF unit id Xcode would give the text:
    /// `Localizations/Screen.xcstrings#socialmedia.title|==|plural.one`.
    var id: String
    /// The catalog's comment, if any.
    var note: String?
    /// `<prop>`s, in order: the catalog (`x-catalog`), the key (`x-key`) and, for a
    /// variation, its path (`x-variant`, such as `plural.one`).
    var properties: [(type: String, value: String)]
    /// The text in each language, source first.
    var variants: [(language: String, text: String)]

    static func == (lhs: Unit, rhs: Unit) -> Bool {
      lhs.id == rhs.id && lhs.note == rhs.note
        && lhs.properties.elementsEqual(rhs.properties) { $0 == $1 }
        && lhs.variants.elementsEqual(rhs.variants) { $0 == $1 }
    }
  }

  /// The language every unit's first variant is in.
  var sourceLanguage: String
  var units: [Unit]

  /// The document as TMX 1.4b: the header attributes the DTD requires, then the units. No
  /// date is written, so the same catalogs give the same bytes.
  func bytes(tool: LocalizationExchange.Tool) -> [UInt8] {
    func attribute(_ text: String) -> String { XLIFFDocument.escape(text, attribute: true) }
    func content(_ text: String) -> String { XLIFFDocument.escape(text, attribute: false) }
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <tmx version="1.4">
        <header creationtool="\(attribute(tool.name))" \
      creationtoolversion="\(attribute(tool.version))" datatype="plaintext" segtype="block" \
      adminlang="\(attribute(sourceLanguage))" srclang="\(attribute(sourceLanguage))" \
      o-tmf="xcstrings"/>

      """
    guard !units.isEmpty else { return Array((out + "  <body/>\n</tmx>\n").utf8) }
    out += "  <body>\n"
    for unit in units {
      out += "    <tu tuid=\"\(attribute(unit.id))\">\n"
      if let note = unit.note { out += "      <note>\(content(note))</note>\n" }
      for property in unit.properties {
        out +=
          "      <prop type=\"\(attribute(property.type))\">\(content(property.value))</prop>\n"
      }
      for variant in unit.variants {
        out += "      <tuv xml:lang=\"\(attribute(variant.language))\">"
        out += "<seg>\(content(variant.text))</seg></tuv>\n"
      }
      out += "    </tu>\n"
    }
    out += "  </body>\n</tmx>\n"
    return Array(out.utf8)
  }
}
