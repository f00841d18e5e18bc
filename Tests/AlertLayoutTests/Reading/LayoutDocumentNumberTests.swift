import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertLayout
@testable import AlertRendering

/// Every number of a layout document is range-checked when it is read, and the encoders are
/// total for the numbers a Swift client passes without the reader: no number crashes.
@Suite struct LayoutDocumentNumberTests {
  /// Every number of a document: its JSON path and the range docs/layout.md gives it.
  static let numbers: [(path: String, low: String, high: String)] =
    Theme.Metrics.keyed.map { ("theme.metrics.\($0.key)", "0", "10000") }
    + ["text", "emphasis", "title", "button"].flatMap { font in
      [
        ("theme.fonts.\(font).size", "0", "10000"),
        ("theme.fonts.\(font).lineHeight", "0", "10000"),
        ("theme.fonts.\(font).weight", "100", "900"),
      ]
    }
    + [
      ("alert.typeCode", "1", "2147483647"),
      ("body[3].heading.level", "1", "6"),
      ("body[1].items[0].eventIndex", "0", "999999"),
      ("body[1].items[0].origin.annotations.text.arguments[0].start", "0", "1048576"),
      ("body[1].items[0].origin.annotations.text.arguments[0].length", "0", "1048576"),
    ]

  /// Numbers no field accepts: too large for an `Int` (the crash of `draw` at 9.3e18), huge,
  /// infinite once read, negative, and fractional or written with an exponent.
  static let hostile = [
    "9300000000000000000", "1e19", "1e308", "1e400", "-1", "-1e308", "99999999999999999999999",
    "10000.5", "123456789012345678901234567890e-5",
  ]

  /// The email example's document as compact JSON with `text` in place of the number at
  /// `path`.
  static func document(_ path: String, _ text: String) throws -> Data {
    let document = try TestContent.renderer.render(
      json: try TestContent.example("email-alert.json"), locale: "en-US")
    let object = try #require(
      try JSONSerialization.jsonObject(with: try document.jsonData()) as? [String: Any])
    let marker = "NUMBER-\(UUID().uuidString)"
    let edited = try LayoutDocumentReaderTests.edit(object, path: path, value: marker)
    let json = String(
      decoding: try JSONSerialization.data(withJSONObject: edited, options: [.sortedKeys]),
      as: UTF8.self)
    #expect(json.contains("\"\(marker)\""))
    return Data(json.replacingOccurrences(of: "\"\(marker)\"", with: text).utf8)
  }

  /// The schema and the reader agree: every number the schema defines is listed above, with
  /// the schema's `minimum` and `maximum` as its range.
  @Test func theSchemaStatesTheReadersRanges() throws {
    let data = try Data(
      contentsOf: TestContent.root.appendingPathComponent("docs/layout.schema.json"))
    var ranges: [String: (low: String, high: String)] = [:]
    func walk(_ node: Any) {
      if let object = node as? [String: Any] {
        for (key, value) in object {
          if let field = value as? [String: Any], let type = field["type"] as? String,
            type == "number" || type == "integer"
          {
            ranges[key] = ("\(field["minimum"] ?? "none")", "\(field["maximum"] ?? "none")")
          }
          walk(value)
        }
      } else if let array = node as? [Any] {
        array.forEach(walk)
      }
    }
    walk(try JSONSerialization.jsonObject(with: data))
    let listed = Dictionary(
      Self.numbers.map { (String($0.path.split(separator: ".").last!), ($0.low, $0.high)) },
      uniquingKeysWith: { first, _ in first })
    #expect(Set(ranges.keys) == Set(listed.keys))
    for (key, range) in ranges {
      #expect(listed[key]?.0 == range.low && listed[key]?.1 == range.high, "\(key)")
    }
  }

  @Test(arguments: numbers)
  func aNumberOutsideItsRangeIsRefusedNamingPathRangeAndValue(
    number: (path: String, low: String, high: String)
  ) throws {
    let reader = LayoutDocumentReader(file: "doc.json")
    for text in Self.hostile + ["-0.01"] {
      let data = try Self.document(number.path, text)
      do {
        _ = try reader.read(data)
        Issue.record("\(number.path) = \(text) was read")
      } catch {
        #expect(error.path == number.path, "\(error)")
        #expect(error.location.line != nil)
        #expect(
          error.message.contains("from \(number.low) to \(number.high), found a number \(text)."),
          "\(error.message)")
        #expect(error.description.hasPrefix("doc.json:1:"))
      }
    }
    // Both ends of the range are read.
    for text in [number.low, number.high] {
      let reading = try reader.read(try Self.document(number.path, text))
      #expect(reading.notes.isEmpty)
    }
  }

  @Test func pointsMayBeFractionalAndMinusZeroReadsAsZero() throws {
    let reader = LayoutDocumentReader(file: "doc.json")
    let fraction = try reader.read(try Self.document("theme.metrics.margin", "16.25"))
    #expect(fraction.document.theme.metrics.margin == 16.25)
    let minusZero = try reader.read(try Self.document("theme.metrics.margin", "-0"))
    #expect(minusZero.document.theme.metrics.margin.sign == .plus)
    #expect(LayoutHTMLEncoder().encode(minusZero.document).contains("--margin: 0px;"))
    let wholeMinusZero = try reader.read(try Self.document("body[1].items[0].eventIndex", "-0"))
    #expect(wholeMinusZero.notes.isEmpty)
  }

  /// A document a Swift client builds by hand never passes the reader: the encoders must
  /// take any number without crashing.
  @Test func theEncodersTakeAnyNumberAClientPasses() throws {
    let document = try TestContent.renderer.render(
      json: try TestContent.example("email-alert.json"), locale: "en-US")
    let values: [Double] = [
      9.3e18, 1e19, 1e308, .greatestFiniteMagnitude, .infinity, -.infinity, .nan, -0.0, -1,
      -1e308, 0.1, 1e-300,
    ]
    for value in values {
      var drawn = document
      drawn.theme.metrics.margin = value
      drawn.theme.fonts.title.size = value
      drawn.theme.fonts.text.lineHeight = value
      let page = LayoutHTMLEncoder().encode(drawn)
      let margin = LayoutDocument.ValueRange.clampedPoints(value)
      #expect(margin >= 0 && margin <= 10_000 && margin.sign == .plus)
      #expect(page.contains("--margin: \(LayoutHTMLEncoder.px(margin));"), "\(value)")
      #expect(!page.contains("infpx") && !page.contains("nanpx"))
      _ = LayoutTextEncoder(width: 40, color: true).encode(drawn)
      if (0...10_000).contains(value) {
        _ = try drawn.jsonData()
      } else {
        #expect(throws: EncodingError.self) { try drawn.jsonData() }
      }
    }
    for weight in [Int.min, -1, 0, 99, 901, .max] {
      var drawn = document
      drawn.theme.fonts.text.weight = weight
      let page = LayoutHTMLEncoder().encode(drawn)
      #expect(page.contains("--font-text: \(weight < 100 ? 100 : 900) 0.875rem/1.1875rem"))
      #expect(throws: EncodingError.self) { try drawn.jsonData() }
    }
    #expect(LayoutHTMLEncoder.px(.nan) == "0px")
    #expect(LayoutHTMLEncoder.px(-0.0) == "0px")
    #expect(LayoutHTMLEncoder.px(1e19) == "10000px")
    #expect(LayoutHTMLEncoder.px(19.5) == "19.5px")
  }

  @Test func theJSONWriterNamesTheNumberItRefuses() throws {
    var document = try TestContent.renderer.render(
      json: try TestContent.example("email-alert.json"), locale: "en-US")
    document.theme.fonts.button.weight = 950
    do {
      _ = try document.jsonData()
      Issue.record("a weight of 950 was written")
    } catch let EncodingError.invalidValue(_, context) {
      #expect(
        context.debugDescription
          == "theme.fonts.button.weight: expected a weight from 100 to 900, found 950; a "
          + "reader would refuse the document.")
    }
  }

  @Test func hugeIntegersInRangesAndLevelsDrawWithoutOverflow() throws {
    var document = try TestContent.renderer.render(
      json: try TestContent.example("email-alert.json"), locale: "en-US")
    guard case .section(var section) = document.body[3] else {
      Issue.record("body[3] is not a section")
      return
    }
    section.heading.level = .max
    section.items[0].annotations = [
      "text": .init(arguments: [.init(start: .max, length: .max), .init(start: 2, length: .max)])
    ]
    document.body[3] = .section(section)
    document.alert.typeCode = .min
    let page = LayoutHTMLEncoder().encode(document)
    #expect(page.contains("<h6 id=\"heading-risks\">"))
    #expect(!page.contains("<bdi>Your"))
    _ = LayoutTextEncoder().encode(document)
  }
}
