import AlertRendering
import Foundation

extension AlertRenderBench {
  /// The CPU time one path spent and the bytes it wrote.
  struct Timing {
    /// CPU time spent, over all chunks.
    var nanoseconds: UInt64 = 0
    /// Bytes of layout documents written, over all chunks.
    var outputBytes = 0

    /// Microseconds per alert over `count` alerts.
    func microseconds(per count: Int) -> Double {
      Double(nanoseconds) / 1_000 / Double(count)
    }
  }

  /// What the benchmark could not do.
  enum BenchError: Error, CustomStringConvertible {
    /// The command line is wrong.
    case usage(String)
    /// The built-in rules and catalogs were not found.
    case noContent(String)
    /// The engine and the Codable peer disagree, so timing them would compare different work.
    case mismatch(String)

    /// The message to print.
    var description: String {
      switch self {
      case .usage(let message), .noContent(let message), .mismatch(let message): message
      }
    }
  }

  /// The renderer of the checkout's `Rules/` and `Localizations/`, or `$ALERT_RENDER_HOME`'s.
  static func loadRenderer() throws -> AlertRenderer {
    let home =
      ProcessInfo.processInfo.environment["ALERT_RENDER_HOME"].map { URL(fileURLWithPath: $0) }
      // This file sits at Benchmarks/alert-render-bench/ in the checkout.
      ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    guard FileManager.default.fileExists(atPath: home.appendingPathComponent("Rules").path) else {
      throw BenchError.noContent(
        "\(home.path) holds no Rules/; set ALERT_RENDER_HOME to the directory holding Rules/ "
          + "and Localizations/.")
    }
    return try AlertRenderer(
      rulesDirectories: [home.appendingPathComponent("Rules")],
      localizationDirectories: [home.appendingPathComponent("Localizations")])
  }

  /// The outcome of comparing the engine's documents with the peer's.
  struct Check {
    /// How many documents were compared.
    var count: Int
    /// FNV-1a over the engine's documents, so that two runs can be compared at a glance.
    var checksum: UInt64
  }

  /// Renders `inputs` both ways and fails unless every document is byte for byte the same.
  static func verify(
    _ inputs: ArraySlice<Input>, engine: (Input) throws -> Data, peer: CodablePeer
  ) throws -> Check {
    var checksum: UInt64 = 0xCBF2_9CE4_8422_2325
    for (index, input) in inputs.enumerated() {
      let ours = try engine(input)
      guard ours == (try peer.render(input.data, locale: input.locale)) else {
        throw BenchError.mismatch(
          "alert \(index) renders differently through the engine and through JSONEncoder.")
      }
      for byte in ours { checksum = (checksum ^ UInt64(byte)) &* 0x100_0000_01B3 }
    }
    return Check(count: inputs.count, checksum: checksum)
  }

  /// Prints what was generated and the outcome of the check; all of it deterministic.
  static func printMix(_ inputs: [Input], matchTypes: [String], check: Check) {
    var eventCounts = [Int](repeating: 0, count: 6)
    var used: Set<String> = []
    var locales: [String: Int] = [:]
    var inputBytes = 0
    for input in inputs {
      eventCounts[min(input.matchTypes.count, 5)] += 1
      used.formUnion(input.matchTypes)
      locales[input.locale, default: 0] += 1
      inputBytes += input.bytes.count
    }
    let events = eventCounts.enumerated().reduce(0) { $0 + $1.offset * $1.element }
    print("alert-render-bench: \(grouped(inputs.count)) CyberAgent alerts, seed \(hex(seed))")
    print(
      "  match types  \(used.count) of the \(matchTypes.count) the rules define"
        + (used.count == matchTypes.count ? ", all used" : ", NOT ALL USED"))
    print(
      "  events       "
        + (1...5).map { "\($0): \(grouped(eventCounts[$0]))" }.joined(separator: " · ")
        + " (\(decimal(Double(events) / Double(inputs.count))) per alert)")
    print(
      "  locales      "
        + AlertMix.locales.map { "\($0) \(grouped(locales[$0] ?? 0))" }.joined(separator: " · "))
    print(
      "  input        \(grouped(inputBytes)) bytes of alert JSON "
        + "(\(grouped(inputBytes / max(1, inputs.count))) per alert)")
    print(
      "  check        first \(grouped(check.count)) documents identical through both encoders; "
        + "FNV-1a \(hex(check.checksum))")
    print("")
  }

  /// Prints the timings, the ratios and the verdict against the targets.
  static func printResults(floor: Timing, engine: Timing, peer: Timing, count: Int) {
    let rows = [
      ("floor", floor, "JSONDecoder decodes the alert into a Codable mirror"),
      ("engine", engine, "alert bytes → layout document → compact JSON bytes"),
      ("Codable peer", peer, "JSONDecoder → the same document → JSONEncoder"),
    ]
    print("path            µs/alert    alerts/s  what it measures")
    for (name, timing, what) in rows {
      let micros = timing.microseconds(per: count)
      print(
        pad(name, 14, left: false) + pad(decimal(micros), 10)
          + pad(grouped(Int((1_000_000 / micros).rounded())), 12) + "  " + what)
    }
    print(
      "output          \(grouped(engine.outputBytes / count)) bytes per document "
        + "(engine and peer identical)")
    print("")
    let engineFloor = engine.microseconds(per: count) / floor.microseconds(per: count)
    let peerEngine = peer.microseconds(per: count) / engine.microseconds(per: count)
    let engineMet = engineFloor <= engineFloorTarget
    let peerMet = peerEngine >= peerEngineTarget
    print(
      "engine / floor  \(pad(decimal(engineFloor), 6))   target ≤ \(decimal(engineFloorTarget))"
        + "  \(engineMet ? "met" : "MISSED")")
    print(
      "peer / engine   \(pad(decimal(peerEngine), 6))   target ≥ \(decimal(peerEngineTarget))"
        + "  \(peerMet ? "met" : "MISSED")")
    let verdict =
      engineMet && peerMet
      ? "both targets met" : "\(engineMet || peerMet ? "one target" : "both targets") missed"
    print(
      "verdict: \(verdict) (CPU time of one thread, paths interleaved in chunks of \(chunkSize))")
  }

  /// `value` with two decimals.
  private static func decimal(_ value: Double) -> String {
    String(format: "%.2f", value)
  }

  /// `value` with thin groups of three digits, the same in every locale.
  private static func grouped(_ value: Int) -> String {
    let digits = String(value)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }

  /// `value` as 16 hex digits.
  private static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// `text` padded with spaces to `width`, on the left unless `left` is false.
  static func pad(_ text: String, _ width: Int, left: Bool = true) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return left ? padding + text : text + padding
  }
}
