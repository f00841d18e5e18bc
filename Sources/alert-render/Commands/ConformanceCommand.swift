import AlertRenderTools
import AlertRendering

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
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
      let (name, bytes) = try readResults()
      let check: ConformanceCheck
      do {
        check = try ConformanceCheck.check(bytes, file: name, kit: kit)
      } catch {
        throw CLIError(source: error.source, reason: error.reason, code: .dataError)
      }
      try StandardStreams.write(check.report)
      return check.passes ? .success : .mismatch
    }
  }

  /// The results file's name for messages and its bytes: standard input for `-`, else the
  /// regular file, opened without blocking; either at most `ConformanceKit.maxFileBytes`.
  private func readResults() throws(CLIError) -> (String, [UInt8]) {
    let limit = ConformanceKit.maxFileBytes
    guard let path = results, path != "-" else {
      let name = InputReader.standardInputName
      switch FileBytes.readToEnd(0, sizeHint: 0, limit: limit) {
      case .complete(let bytes): return (name, bytes)
      case .tooLong:
        throw CLIError(
          source: name, reason: "The results are over \(limit >> 20) MiB; reading stopped there.",
          code: .dataError)
      case .failed(let code):
        throw CLIError(
          source: name, reason: "Reading failed (\(String(cString: strerror(code)))).",
          code: .noInput)
      }
    }
    do {
      return (path, try ConformanceKit.read(file: path))
    } catch {
      throw CLIError(
        source: error.source,
        reason: error.reason == "No such file."
          ? "No such file; expected a results JSON file." : error.reason,
        code: .noInput)
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
