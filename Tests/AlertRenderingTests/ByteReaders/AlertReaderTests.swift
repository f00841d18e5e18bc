import AlertLayout
import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// `AlertReader`, the fast path of `Alert.init(json:limits:)`: the general path's alert, or
/// none, so that the general path reads and reports everything else.
@Suite struct AlertReaderTests {
  /// Alerts of the usual shape, which the fast path must read: escapes, non-ASCII text,
  /// whitespace, every kind of scalar and date.
  static let usual = [
    #"{"id":"1:2","type":1,"events":[{"date":"2016-09-12","data":{"match":"IDSSN","ssn":"123-45-6789"}}]}"#,
    #"{"type":3,"events":[{"data":{"site":"p\u00e9.example","n":-12.5e+3,"b":true,"c":false,"z":null},"date":null}],"id":"x"}"#,
    " {\n  \"id\" : \"a\\\"b\\\\c\\/\\b\\f\\n\\r\\t\",\n  \"type\" : 2,\n  \"events\" : [ { \"data\" : { } } ]\n}\n",
    #"{"id":"\ud83d\ude00 Société 東京","type":2,"events":[{"date":"","data":{"kéy":"v","k":"\u00e9"}},{"date":7,"data":{}}]}"#,
    #"{"id":"a","type":1,"events":[{"date":"not a date","data":{"x":"y"}},{"date":true,"data":{"x":1}}]}"#,
    #"{"id":"a","type":1,"events":[{"data":{"match":"IDCCN","cardNumber":"4111\u00201111 1111 1111"}}]}"#,
  ]

  /// Shapes the fast path must leave to the general path, valid or not.
  static let refused = [
    #"{"\u0069d":"a","type":1,"events":[{"data":{}}]}"#,
    #"{"id":"a","type":1,"events":[{"d\u0061ta":{}}]}"#,
    #"{"id":"a","type":1,"events":[{"data":{"k\u00e9y":"v"}}]}"#,
    #"{"id":"a","type":1,"extra":[1],"events":[{"data":{"match":"IDSSN"}}]}"#,
    #"{"id":"a","type":1,"events":[{"data":{"match":"IDSSN"},"more":true}]}"#,
    #"{"id":"a","type":1,"events":[{"data":{"nested":{"x":1}}}]}"#,
    #"{"id":"a","type":1,"events":[{"data":{"list":[1,2]}}]}"#,
    #"{"id":"a","type":1,"events":[{"date":{},"data":{}}]}"#,
    "\u{FEFF}{\"id\":\"a\",\"type\":1,\"events\":[{\"data\":{}}]}",
    #"{"id":"a","id":"b","type":1,"events":[{"data":{}}]}"#,
    #"{"id":"a","type":1,"events":[{"data":{}}],"type":1}"#,
    #"{"id":"a","type":1,"events":[{"data":{},"date":null,"date":null}]}"#,
    #"{"id":"a","type":1,"events":[{"data":{"k":1,"k":2}}]}"#,
    #"{"id":"a","type":1,"events":[{"data":{"k":1,"\u006b":2}}]}"#,
    #"{"id":"a","type":1,"events":[{"data":{"k":1}}"#,
    #"{"id":"a","type":1,"events":[{"data":{"k":"\ud800"}}]}"#,
    #"{"id":"a","type":1,"events":[{"data":{"k":"\q"}}]}"#,
    #"{"id":"a","type":1,"events":[{"data":{"k":12345678901234567890123456789012345678901234567890123456789012345}}]}"#,
    #"{"id":"a","type":1,"events":[{"data":{"k":01}}]}"#,
    #"{"id":"a","type":4,"events":[{"data":{}}]}"#,
    #"{"id":"a","type":"1","events":[{"data":{}}]}"#,
    #"{"id":"a","type":1.0,"events":[{"data":{}}]}"#,
    #"{"id":"a","type":-1,"events":[{"data":{}}]}"#,
    #"{"id":"","type":1,"events":[{"data":{}}]}"#,
    #"{"id":7,"type":1,"events":[{"data":{}}]}"#,
    #"{"id":"a","type":1,"events":[]}"#,
    #"{"id":"a","type":1,"events":[{"date":"2016-09-12"}]}"#,
    #"{"id":"a","type":1,"events":[{"data":"x"}]}"#,
    #"{"type":1,"events":[{"data":{}}]}"#,
    #"{"id":"a","events":[{"data":{}}]}"#,
    #"{"id":"a","type":1}"#,
    #"{"id":"a","type":1,"events":[{"data":{}},]}"#,
    #"{"id":"a","type":1,"events":[{"data":{},}]}"#,
    #"{"id":"a","type":1,"events":[{"data":{}}]} x"#,
    #"{"id":"a","type":1,"events":[{"data":{}}]}{}"#,
    "{\"id\":\"a\tb\",\"type\":1,\"events\":[{\"data\":{}}]}",
    #"[{"id":"a","type":1,"events":[{"data":{}}]}]"#,
  ]

  @Test func readsTheUsualShape() throws {
    var alerts = Self.usual.map { Array($0.utf8) }
    let lines = try TestContent.example("alerts.ndjson").split(separator: UInt8(ascii: "\n"))
    alerts += lines.map { Array($0) }
    for bytes in alerts {
      let fast = Self.fast(bytes)
      #expect(fast != nil, "\(String(decoding: bytes, as: UTF8.self))")
      #expect(fast.map(Self.exactly) == Self.generalExactly(bytes))
    }
  }

  /// Keys and values that differ only in their code points (é composed or not, the Kelvin sign
  /// and K) are read as they are written, as the general path reads them: neither repeated nor
  /// folded together.
  @Test func readsKeysAndValuesAsTheirCodePoints() {
    let text =
      "{\"id\":\"e\u{301}\",\"type\":1,\"events\":[{\"data\":{\"k\u{E9}\":\"\u{212A}\","
      + "\"ke\u{301}\":\"K\",\"\u{212A}\":\"\u{E9}\",\"K\":\"e\u{301}\"}}]}"
    let bytes = Array(text.utf8)
    let fast = Self.fast(bytes)
    #expect(fast?.events.first?.data.count == 4)
    #expect(fast.map(Self.exactly) == Self.generalExactly(bytes))
  }

  /// `Alert(json:)` reads any collection of bytes as the general path does: slices that start
  /// past 0 and `Data` by the fast path, a collection with no contiguous storage by the
  /// general one.
  @Test func readsSlicesAndOtherCollectionsAsTheGeneralPathDoes() throws {
    let bytes = Array(Self.usual[3].utf8)
    let expected = Self.generalExactly(bytes)
    let padded = [UInt8](repeating: UInt8(ascii: " "), count: 5) + bytes
    #expect(Self.exactly(try Alert(json: padded[5...])) == expected)
    #expect(Self.exactly(try Alert(json: Data(padded)[5...])) == expected)
    #expect(Self.exactly(try Alert(json: bytes.lazy.map { $0 })) == expected)
  }

  @Test func leavesOtherShapesToTheGeneralPath() {
    for text in Self.refused {
      #expect(Self.fast(Array(text.utf8)) == nil, "\(text)")
    }
    // Ill-formed UTF-8, in a value and in a key.
    let valid = Array(Self.usual[0].utf8)
    for offset in [8, 60] {
      var bytes = valid
      bytes[offset] = 0xC3
      #expect(Self.fast(bytes) == nil)
    }
  }

  @Test func keepsWithinTheLimits() {
    let bytes = Array(Self.usual[0].utf8)
    #expect(Self.fast(bytes, limits: AlertLimits(maxDepth: 4)) != nil)
    #expect(Self.fast(bytes, limits: AlertLimits(maxDepth: 3)) == nil)
    #expect(Self.fast(bytes, limits: AlertLimits(maxStringBytes: 11)) != nil)
    #expect(Self.fast(bytes, limits: AlertLimits(maxStringBytes: 10)) == nil)
    let two = Array(Self.usual[3].utf8)
    #expect(Self.fast(two, limits: AlertLimits(maxEvents: 2)) != nil)
    #expect(Self.fast(two, limits: AlertLimits(maxEvents: 1)) == nil)
    #expect(Self.fast(bytes, limits: AlertLimits(maxBytes: bytes.count)) != nil)
    #expect(Self.fast(bytes, limits: AlertLimits(maxBytes: bytes.count - 1)) == nil)
    // Data of up to `maxDataMembers` members.
    for count in [AlertReader.maxDataMembers, AlertReader.maxDataMembers + 1] {
      let members = (0..<count).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
      let alert = Array(#"{"id":"a","type":1,"events":[{"data":{\#(members)}}]}"#.utf8)
      #expect((Self.fast(alert) != nil) == (count <= AlertReader.maxDataMembers))
    }
  }

  /// Random edits of alerts of the usual shape: whatever the fast path reads, the general path reads the
  /// same; many of them it refuses, and the general path reports.
  @Test func agreesWithTheGeneralPathOnRandomEdits() throws {
    var random = SplitMix64(seed: 29)
    // The usual shapes and the shipped examples, which hold longer strings.
    let lines = try TestContent.example("alerts.ndjson").split(separator: UInt8(ascii: "\n"))
    let seeds = Self.usual.map { Array($0.utf8) } + lines.map { Array($0) }
    let pieces: [[UInt8]] =
      [
        "\"", "\\", "{", "}", "[", "]", ",", ":", " ", "\\u00e9", "\\ud83d", "1", "-", "e", "null",
        "\"id\":\"b\",", "\"k\":1,", "\u{00E9}", "\t",
      ].map { Array($0.utf8) } + [[0xC3], [0xFF], [0x00], [0xED, 0xA0, 0x80]]
    var read = 0
    for iteration in 0..<20_000 {
      var bytes = seeds[iteration % seeds.count]
      for _ in 0...Int.random(in: 0...1, using: &random) {
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes.remove(at: at)
        case 1: bytes.insert(contentsOf: pieces.randomElement(using: &random)!, at: at)
        default: bytes.replaceSubrange(at..<(at + 1), with: pieces.randomElement(using: &random)!)
        }
      }
      // One edit in four is read with strings held to a few bytes, around the limit, and one
      // in four with few events, little depth and few bytes.
      var limits = AlertLimits()
      if iteration % 4 == 0 {
        limits.maxStringBytes = Int.random(in: 8...64, using: &random)
      } else if iteration % 4 == 1 {
        limits.maxEvents = Int.random(in: 1...3, using: &random)
        limits.maxDepth = Int.random(in: 3...5, using: &random)
        limits.maxBytes = Int.random(in: bytes.count - 2...bytes.count + 1, using: &random)
      }
      guard let fast = Self.fast(bytes, limits: limits) else { continue }
      read += 1
      #expect(
        Self.generalExactly(bytes, limits: limits) == Self.exactly(fast),
        "\(String(decoding: bytes, as: UTF8.self))")
    }
    // The edits must leave the fast path enough to read, or the test says little.
    #expect(read > 1_500)
  }

  static func fast(_ bytes: [UInt8], limits: AlertLimits = AlertLimits()) -> Alert? {
    bytes.withUnsafeBufferPointer { AlertReader.read($0, limits: limits) }
  }

  /// Every code point of `alert`, in its debug description's UTF-8: `==` on strings holds for
  /// canonically equivalent ones, which the paths must not mix up.
  static func exactly(_ alert: Alert) -> [UInt8] {
    Array(String(reflecting: alert).utf8)
  }

  /// `exactly` of the general path's alert for `bytes`, or nil when it throws.
  static func generalExactly(_ bytes: [UInt8], limits: AlertLimits = AlertLimits()) -> [UInt8]? {
    (try? general(bytes, limits: limits).get()).map(exactly)
  }

  /// The general path's alert or error for `bytes`.
  static func general(_ bytes: [UInt8], limits: AlertLimits = AlertLimits())
    -> Result<Alert, AlertDataError>
  {
    do {
      return .success(try Alert(json: try Alert.parse(bytes, limits: limits), limits: limits))
    } catch {
      return .failure(error)
    }
  }
}
