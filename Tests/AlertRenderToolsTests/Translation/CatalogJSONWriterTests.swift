import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

@Suite struct CatalogJSONWriterTests {
  @Test(arguments: ["AlertTypes", "CyberAgent", "Screen"])
  func shippedCatalogsWriteBackByteForByte(name: String) throws {
    let url = TestContent.localizationsDirectory.appendingPathComponent("\(name).xcstrings")
    let bytes = Array(try Data(contentsOf: url))
    let json = try JSONParser.parse(bytes, limits: .init(maxDepth: 64, maxStringBytes: 1 << 20))
    #expect(CatalogJSONWriter.bytes(json) == bytes)
  }

  @Test func formatsAsXcodeDoes() throws {
    let json = try JSONParser.parse(
      Array(
        #"{"version":"1.0","strings":{"b":{},"Key10":{"x":1},"key2":{"x":[true,null]},"A/é\u0007":{"localizations":{}}},"sourceLanguage":"en"}"#
          .utf8))
    let expected = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "A/é\\u0007" : {
            "localizations" : {

            }
          },
          "b" : {

          },
          "key2" : {
            "x" : [
              true,
              null
            ]
          },
          "Key10" : {
            "x" : 1
          }
        },
        "version" : "1.0"
      }

      """
    #expect(String(decoding: CatalogJSONWriter.bytes(json), as: UTF8.self) == expected)
  }

  @Test func ordersKeysAsFinderDoes() {
    let keys = [
      "b", "B", "a10", "a9", "A2", "a.b", "a", "ab", "a_b", "format.month.12", "format.month.2",
    ]
    let sorted = keys.sorted(by: CatalogJSONWriter.precedes)
    #expect(
      sorted == [
        "a", "a.b", "A2", "a9", "a10", "a_b", "ab", "B", "b", "format.month.2", "format.month.12",
      ])
  }
}
