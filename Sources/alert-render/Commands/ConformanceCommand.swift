import AlertRenderTools
import AlertRendering

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `alert-render conformance check RESULTS` and `conformance report`: a client's results
/// compared with the conformance kit, and the Swift reference client's results
/// (docs/conformance.md).
struct ConformanceCommand {
  enum Action: String {
    case check, report
  }

  let action: Action
  var kit: String?
  var results: String?

  init(_ action: String, _ arguments: ParsedArguments) throws(CLIError) {
    guard let action = Action(rawValue: action) else {
      throw CLIError(
        source: "alert-render",
        reason: "The command table names 'conformance \(action)', "
          + "which nothing runs.", code: .software)
    }
    self.action = action
    kit = arguments.text(.kit)
    results = arguments.operands.first
    if action == .check, results == nil {
      throw .usage(
        "conformance check needs the RESULTS file a client wrote ('-' for standard input).")
    }
  }

  func run() throws(CLIError) -> ExitCode {
    let kit = try loadKit()
    switch action {
    case .report:
      let results: ConformanceResults
      do {
        results = try kit.referenceResults()
      } catch {
        throw CLIError(source: error.source, reason: error.reason, code: .dataError)
      }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      guard let data = try? encoder.encode(results) else {
        throw CLIError(
          source: "alert-render", reason: "The results could not be encoded.", code: .software)
      }
      try StandardStreams.write(String(decoding: data, as: UTF8.self) + "\n")
      return .success
    case .check:
      let input = try InputReader(path: results, expected: "a results JSON file")
      defer { input.closeDescriptor() }
      let limit = ConformanceKit.maxFileBytes
      let bytes = try input.readAlert(after: try input.readHead(limit: limit), limit: limit)
      let check: ConformanceCheck
      do {
        check = try ConformanceCheck.check(bytes, file: input.name, kit: kit)
      } catch {
        throw CLIError(source: error.source, reason: error.reason, code: .dataError)
      }
      try StandardStreams.write(check.report)
      return check.passes ? .success : .mismatch
    }
  }

  /// The kit of `--kit`, else Tests/Conformance of the current directory, else the checkout's.
  private func loadKit() throws(CLIError) -> ConformanceKit {
    let directory: String
    if let kit {
      directory = kit
    } else if FileBytes.isDirectory("Tests/Conformance") {
      directory = "Tests/Conformance"
    } else if let home = ResourceLocator.homePath(),
      FileBytes.isDirectory(home + "/Tests/Conformance")
    {
      directory = home + "/Tests/Conformance"
    } else {
      throw .usage("conformance found no Tests/Conformance directory; give the kit with --kit DIR.")
    }
    do {
      return try ConformanceKit.load(directory: directory)
    } catch {
      throw CLIError(
        source: error.source, reason: error.reason,
        code: error.isUnreadable ? .noInput : .dataError)
    }
  }
}
