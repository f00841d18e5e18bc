import AlertLayout

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `alert-render lint --format sarif`: SARIF 2.1.0, one run, what code-scanning services and
/// editors read (docs/lint.md). Validated against the OASIS schema in CI
/// (`Tests/SARIF/sarif-schema-2.1.0.json`).
extension LintReport {
  /// The report as a SARIF 2.1.0 log. Relative file names are relative to `workingDirectory`
  /// (`SRCROOT`); `docsPath` is the absolute path of docs/lint.md, each rule's help its anchor.
  package func sarifData(toolVersion: String, workingDirectory: String, docsPath: String) throws
    -> Data
  {
    let docs = "file://" + SARIF.percentEncoded(docsPath)
    let checks = LintCheck.all
    var index: [String: Int] = [:]
    for (position, check) in checks.enumerated() { index[check.id] = position }
    let rules = checks.map { check in
      SARIF.Rule(
        id: check.id, shortDescription: .init(text: check.summary), helpUri: docs + "#" + check.id,
        defaultConfiguration: .init(level: check.defaultSeverity.rawValue))
    }
    let results = findings.map { finding in
      Self.result(finding, ruleIndex: index[finding.checkID])
    }
    let root = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
    let run = SARIF.Run(
      tool: .init(
        driver: .init(
          name: "alert-render", version: toolVersion, informationUri: docs, rules: rules)),
      columnKind: "unicodeCodePoints",
      originalUriBaseIds: ["SRCROOT": .init(uri: "file://" + SARIF.percentEncoded(root))],
      results: results)
    return try Self.encoder.encode(
      SARIF.Log(
        schema: "https://json.schemastore.org/sarif-2.1.0.json", version: "2.1.0", runs: [run]))
  }

  private static func result(_ finding: LintFinding, ruleIndex: Int?) -> SARIF.Result {
    let file = finding.file
    let isDirectory = file.hasPrefix("(")
    let artifact = SARIF.ArtifactLocation(
      uri: file.hasPrefix("/")
        ? "file://" + SARIF.percentEncoded(file) : SARIF.percentEncoded(file),
      uriBaseId: file.hasPrefix("/") ? nil : "SRCROOT")
    let region = finding.line.map { SARIF.Region(startLine: $0, startColumn: finding.column) }
    let logical = finding.key.map { key in
      [
        SARIF.LogicalLocation(
          name: key, fullyQualifiedName: key + (finding.locale.map { "[\($0)]" } ?? ""),
          kind: "resource")
      ]
    }
    let location = SARIF.Location(
      physicalLocation: isDirectory ? nil : .init(artifactLocation: artifact, region: region),
      logicalLocations: logical)
    let fingerprint = [
      finding.checkID, file, finding.jsonPath ?? "", finding.key ?? "", finding.locale ?? "",
    ].joined(separator: "|")
    return SARIF.Result(
      ruleId: finding.checkID, ruleIndex: ruleIndex, level: finding.severity.rawValue,
      message: .init(text: finding.message),
      locations: isDirectory && logical == nil ? [] : [location],
      properties: .init(
        key: finding.key, locale: finding.locale, jsonPath: finding.jsonPath,
        span: finding.span.map(Span.init)),
      partialFingerprints: ["alertRender/v1": fingerprint])
  }
}

/// The parts of SARIF 2.1.0 lint writes.
enum SARIF {
  struct Log: Encodable {
    var schema: String
    var version: String
    var runs: [Run]
    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }
  struct Run: Encodable {
    var tool: Tool
    var columnKind: String
    var originalUriBaseIds: [String: ArtifactLocation]
    var results: [Result]
  }
  struct Tool: Encodable { var driver: Driver }
  struct Driver: Encodable {
    var name: String
    var version: String
    var informationUri: String
    var rules: [Rule]
  }
  struct Rule: Encodable {
    var id: String
    var shortDescription: Text
    var helpUri: String
    var defaultConfiguration: Configuration
  }
  struct Configuration: Encodable { var level: String }
  struct Text: Encodable { var text: String }
  struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int?
    var level: String
    var message: Text
    var locations: [Location]
    var properties: Properties
    var partialFingerprints: [String: String]
  }
  struct Location: Encodable {
    var physicalLocation: PhysicalLocation?
    var logicalLocations: [LogicalLocation]?
  }
  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region?
  }
  struct ArtifactLocation: Encodable {
    var uri: String
    var uriBaseId: String? = nil
  }
  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int?
  }
  struct LogicalLocation: Encodable {
    var name: String
    var fullyQualifiedName: String
    var kind: String
  }
  struct Properties: Encodable {
    var key: String?
    var locale: String?
    var jsonPath: String?
    var span: Span?
  }

  /// `path` with every byte but unreserved characters and `/` percent-encoded (RFC 3986).
  static func percentEncoded(_ path: String) -> String {
    var encoded = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        encoded.append(Character(Unicode.Scalar(byte)))
      default:
        let hex = Array("0123456789ABCDEF")
        encoded += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
      }
    }
    return encoded
  }
}
