import AlertRendering
import Foundation

/// `alert-render-bench [--quick] [--alerts N] [--write-ndjson N]`: measures the engine against
/// the floor (`JSONDecoder` decoding the alert alone) and the usual `Codable` pipeline, on the
/// same deterministic alerts in the same run, and prints a table and a verdict.
/// `alert-render-bench --import` measures XLIFF import instead (`benchmarkImport()`).
///
/// Everything printed is deterministic except the timings and what is derived from them.
@main
enum AlertRenderBench {
  /// The most the engine may cost, in multiples of the floor.
  static let engineFloorTarget = 3.0
  /// The least the Codable peer must cost, in multiples of the engine.
  static let peerEngineTarget = 3.5
  /// The seed of the alert mix; changing it changes every alert.
  static let seed: UInt64 = 0x0A1E_47BE_0C4A_2026
  /// How many alerts run back to back before the next path takes over.
  static let chunkSize = 500

  /// Runs the benchmark; prints the error and exits 1 when it cannot.
  static func main() {
    do {
      try run(Array(CommandLine.arguments.dropFirst()))
    } catch {
      FileHandle.standardError.write(Data("alert-render-bench: error: \(error)\n".utf8))
      exit(1)
    }
  }

  /// Parses `arguments` and runs what they ask for.
  static func run(_ arguments: [String]) throws {
    var count = 100_000
    var ndjsonCount: Int?
    var index = 0
    while index < arguments.count {
      switch arguments[index] {
      case "--quick": count = 6_000
      case "--import":
        try benchmarkImport()
        return
      case "--alerts", "--write-ndjson":
        guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 else {
          throw BenchError.usage("\(arguments[index]) takes a positive number of alerts.")
        }
        if arguments[index] == "--alerts" { count = value } else { ndjsonCount = value }
        index += 1
      default:
        throw BenchError.usage(
          "unknown argument '\(arguments[index])'; expected --quick, --alerts N, --write-ndjson N "
            + "or --import."
        )
      }
      index += 1
    }
    let renderer = try loadRenderer()
    if let ndjsonCount {
      writeNDJSON(count: ndjsonCount, renderer: renderer)
      return
    }
    try benchmark(count: count, renderer: renderer)
  }

  /// Prints `count` alerts of the mix, one per line, for `Scripts/bench-cli`.
  static func writeNDJSON(count: Int, renderer: AlertRenderer) {
    var mix = AlertMix(registry: renderer.registry, seed: seed)
    var output: [UInt8] = []
    output.reserveCapacity(1 << 20)
    for index in 0..<count {
      output += mix.next(index: index).json
      output.append(0x0A)
      if output.count >= 1 << 20 || index == count - 1 {
        FileHandle.standardOutput.write(Data(output))
        output.removeAll(keepingCapacity: true)
      }
    }
  }

  /// One alert, ready for every path: bytes for the engine, `Data` for the coders.
  struct Input {
    /// The alert for the engine, as a batch line reader hands it over.
    var bytes: [UInt8]
    /// The same alert for `JSONDecoder`.
    var data: Data
    /// The locale to render it in.
    var locale: String
    /// Its events' match types, for the summary.
    var matchTypes: [String]
  }

  /// Generates `count` alerts, checks both encoders agree, times the three paths, reports.
  static func benchmark(count: Int, renderer: AlertRenderer) throws {
    var mix = AlertMix(registry: renderer.registry, seed: seed)
    let inputs = (0..<count).map { index in
      let sample = mix.next(index: index)
      return Input(
        bytes: sample.json, data: Data(sample.json), locale: sample.locale,
        matchTypes: sample.matchTypes)
    }
    let peer = CodablePeer(renderer: renderer)
    let engine = { (input: Input) throws -> Data in
      try renderer.render(json: input.bytes, locale: input.locale).jsonData(pretty: false)
    }
    let check = try verify(inputs.prefix(2_000), engine: engine, peer: peer)
    printMix(inputs, matchTypes: mix.matchTypes, check: check)

    // Warm up every path (first use of each locale, lazily made tables) before timing.
    for input in inputs.prefix(300) {
      _ = try peer.decode(input.data)
      _ = try engine(input)
      _ = try peer.render(input.data, locale: input.locale)
    }
    var floor = Timing()
    var engineTiming = Timing()
    var peerTiming = Timing()
    var sink = 0
    // Paths take turns chunk by chunk, in rotating order, so that a busy moment on a shared
    // machine falls on all three alike.
    for (chunkIndex, start) in stride(from: 0, to: inputs.count, by: chunkSize).enumerated() {
      let chunk = inputs[start..<min(start + chunkSize, inputs.count)]
      for turn in 0..<3 {
        switch (turn + chunkIndex) % 3 {
        case 0:
          var events = 0
          floor.nanoseconds += try Stopwatch.measure {
            for input in chunk { events += try peer.decode(input.data).events.count }
          }
          sink &+= events
        case 1:
          var bytes = 0
          engineTiming.nanoseconds += try Stopwatch.measure {
            for input in chunk { bytes += try engine(input).count }
          }
          engineTiming.outputBytes += bytes
        default:
          var bytes = 0
          peerTiming.nanoseconds += try Stopwatch.measure {
            for input in chunk { bytes += try peer.render(input.data, locale: input.locale).count }
          }
          peerTiming.outputBytes += bytes
        }
      }
    }
    guard engineTiming.outputBytes == peerTiming.outputBytes, sink > 0 else {
      throw BenchError.mismatch(
        "the engine wrote \(engineTiming.outputBytes) bytes, the Codable peer "
          + "\(peerTiming.outputBytes); both must write the same documents.")
    }
    printResults(floor: floor, engine: engineTiming, peer: peerTiming, count: count)
    printPluralChoice(count: count)
  }
}
