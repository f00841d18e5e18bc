import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// One renderer shared by concurrent tasks must give exactly what it gives serially.
@Suite struct AlertRendererConcurrencyTests {
  static let alertCount = 10_000
  static let taskCount = 8
  static let locales = ["en-US", "en-GB", "es-419", "es-MX", "en-XA", "fr", "ar"]

  /// The inputs: generated alerts of every type, each with a locale, plus hostile ones that
  /// fail, so that errors are compared too.
  static func inputs() -> [(json: [UInt8], locale: String)] {
    var generator = AlertGenerator(renderer: TestContent.renderer)
    var random = SplitMix64(seed: 0xC0_FFEE)
    var inputs: [(json: [UInt8], locale: String)] = []
    inputs.reserveCapacity(alertCount)
    // A few hundred distinct alerts, reused: rendering, not generating, is under test.
    let alerts = (0..<300).map {
      generator.alert(number: $0, maxEvents: 4, using: &random).json
    }
    let broken = [
      #"{"id": "x", "type": 9, "events": []}"#, #"{"id": "x", "type": 1, "events": [{}]}"#, "[[[",
    ]
    for index in 0..<alertCount {
      let json = index % 97 == 0 ? broken[index % broken.count] : alerts[index % alerts.count]
      inputs.append((Array(json.utf8), locales[index % locales.count]))
    }
    return inputs
  }

  /// A document or the message of the error that stopped it.
  static func render(_ input: (json: [UInt8], locale: String), with renderer: AlertRenderer)
    -> Result<LayoutDocument, AlertDataError>
  {
    Result { () throws(AlertDataError) in
      try renderer.render(json: input.json, locale: input.locale)
    }
  }

  @Test func concurrentRenderingMatchesSerialRendering() async throws {
    let inputs = Self.inputs()
    let serial = inputs.map { Self.render($0, with: TestContent.renderer) }
    #expect(serial.contains { if case .failure = $0 { true } else { false } })
    // A fresh renderer, so that whatever it makes on first use is made under contention.
    let renderer = try AlertRenderer(
      rulesDirectories: [TestContent.rulesDirectory],
      localizationDirectories: [TestContent.localizationsDirectory])

    let concurrent = await withTaskGroup(
      of: [(Int, Result<LayoutDocument, AlertDataError>)].self
    ) { group in
      for task in 0..<Self.taskCount {
        group.addTask {
          // Interleaved slices, so that every task renders every kind of alert.
          stride(from: task, to: inputs.count, by: Self.taskCount).map { index in
            (index, Self.render(inputs[index], with: renderer))
          }
        }
      }
      var results = [Result<LayoutDocument, AlertDataError>?](repeating: nil, count: inputs.count)
      for await slice in group {
        for (index, result) in slice { results[index] = result }
      }
      return results
    }

    #expect(concurrent.count == serial.count)
    var mismatches: [Int] = []
    for (index, result) in concurrent.enumerated() where result != serial[index] {
      mismatches.append(index)
    }
    #expect(
      mismatches.isEmpty, "\(mismatches.count) results differ, first at \(mismatches.prefix(5))")
  }

  @Test func concurrentEncodingMatchesSerialEncoding() async throws {
    let renderer = TestContent.renderer
    let inputs = Array(Self.inputs().prefix(400))
    let documents = inputs.compactMap { try? Self.render($0, with: renderer).get() }
    let serial = try documents.map { try $0.jsonData(pretty: true) }
    // Each task reports how many documents it encoded and which ones came out differently.
    let outcomes = try await withThrowingTaskGroup(of: (count: Int, mismatches: [Int]).self) {
      group in
      for task in 0..<Self.taskCount {
        group.addTask {
          let indices = Array(stride(from: task, to: documents.count, by: Self.taskCount))
          let mismatches = try indices.filter {
            try documents[$0].jsonData(pretty: true) != serial[$0]
          }
          return (indices.count, mismatches)
        }
      }
      var outcomes: [(count: Int, mismatches: [Int])] = []
      for try await outcome in group { outcomes.append(outcome) }
      return outcomes
    }
    #expect(outcomes.map(\.count).reduce(0, +) == documents.count)
    #expect(outcomes.flatMap(\.mismatches).isEmpty)
  }
}
