import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// The paths content files are named by in messages and rules, however the directory is spelt.
@Suite struct ResourceDirectoryTests {
  /// A directory of rules in a fresh temporary folder, reached directly and through a symlink.
  struct Fixture: ~Copyable {
    /// The temporary folder holding everything.
    let base: URL

    init() throws {
      base = FileManager.default.temporaryDirectory
        .appendingPathComponent("content-directory-\(UUID().uuidString)")
      let rules = base.appendingPathComponent("real/Rules")
      try FileManager.default.createDirectory(
        at: base.appendingPathComponent("real/other"), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: TestContent.rulesDirectory, to: rules)
      try FileManager.default.createSymbolicLink(
        at: base.appendingPathComponent("link"),
        withDestinationURL: base.appendingPathComponent("real"))
      // A symlinked match rule inside the directory is followed, since it stays inside.
      try FileManager.default.removeItem(at: rules.appendingPathComponent("CyberAgent/IDCCN.json"))
      try FileManager.default.createSymbolicLink(
        atPath: rules.appendingPathComponent("CyberAgent/IDCCN.json").path,
        withDestinationPath: "../SSNTrace/../CyberAgent/IDBANK.json.txt")
      try FileManager.default.copyItem(
        at: rules.appendingPathComponent("CyberAgent/IDBANK.json"),
        to: rules.appendingPathComponent("CyberAgent/IDBANK.json.txt"))
      var ccn = try String(
        contentsOf: rules.appendingPathComponent("CyberAgent/IDBANK.json.txt"), encoding: .utf8)
      ccn = ccn.replacingOccurrences(of: "\"IDBANK\"", with: "\"IDCCN\"")
      try Data(ccn.utf8).write(to: rules.appendingPathComponent("CyberAgent/IDBANK.json.txt"))
      // Characters a URL escapes, and names that only look like JSON files.
      for name in ["a #%20b?.json", "json", ".hidden.json", "x.JSON", "y.json.txt"] {
        try Data("{}".utf8).write(to: rules.appendingPathComponent(name))
      }
    }

    deinit { try? FileManager.default.removeItem(at: base) }

    /// Spellings of the rules directory that all name the same folder.
    var spellings: [String] {
      let base = base.path
      return [
        base + "/real/Rules", base + "/real/Rules/", base + "/real/./Rules",
        base + "//real//Rules", base + "/real/other/../Rules", base + "/link/Rules",
        base + "/link/../link/Rules", base + "/link/other/../Rules/",
      ]
    }
  }

  /// The name messages give `file`: its standardized path, relative to the working directory
  /// when inside it.
  static func expectedDisplay(_ file: URL) -> String {
    let path = file.standardizedFileURL.path
    let directory = FileManager.default.currentDirectoryPath
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  @Test func rulesAreNamedByTheirStandardizedPaths() throws {
    let fixture = try Fixture()
    for spelling in fixture.spellings {
      let directory = URL(fileURLWithPath: spelling, isDirectory: true)
      let rules = try RuleSet.load(from: [directory])
      #expect(
        rules.screen.file == Self.expectedDisplay(directory.appendingPathComponent("screen.json")),
        "\(spelling)")
      for alertType in AlertType.allCases {
        for rule in rules.matchRules(of: alertType) {
          let name = rule.matchType == MatchRule.fallbackMatchType ? "_default" : rule.matchType
          let file = directory.appendingPathComponent("\(alertType.name)/\(name).json")
          #expect(rule.file == Self.expectedDisplay(file), "\(spelling)")
        }
        if let rule = rules.alertRules[alertType] {
          let file = directory.appendingPathComponent("\(alertType.name)/alert.json")
          #expect(rule.file == Self.expectedDisplay(file), "\(spelling)")
        }
      }
    }
  }

  @Test func listedFilesAreNamedByTheirStandardizedPaths() throws {
    let fixture = try Fixture()
    for spelling in fixture.spellings {
      let root = try ResourceDirectory(URL(fileURLWithPath: spelling, isDirectory: true))
      let files = try root.files(withExtension: "json")
      #expect(
        files.map { $0.lastPathComponent } == ["a #%20b?.json", "policy.json", "screen.json"])
      for file in files {
        #expect(root.display(file) == Self.expectedDisplay(file), "\(spelling)")
      }
      #expect(root.display(root.url) == Self.expectedDisplay(root.url), "\(spelling)")
    }
  }

  @Test func theShippedRulesAreNamedRelativeToTheWorkingDirectory() throws {
    let root = TestContent.root.path
    for spelling in [root + "/Rules", root + "/./Rules/", root + "/Tests/../Rules"] {
      let directory = URL(fileURLWithPath: spelling, isDirectory: true)
      let rules = try RuleSet.load(from: [directory])
      #expect(
        rules.screen.file == Self.expectedDisplay(directory.appendingPathComponent("screen.json")))
      #expect(
        rules.alertRules[.cyberAgent]?.file
          == Self.expectedDisplay(directory.appendingPathComponent("CyberAgent/alert.json")))
    }
  }

  @Test func aSymlinkLeadingOutsideIsRefused() throws {
    let fixture = try Fixture()
    let rules = fixture.base.appendingPathComponent("real/Rules")
    try FileManager.default.createSymbolicLink(
      atPath: rules.appendingPathComponent("CyberAgent/IDVIN.json").path,
      withDestinationPath: "../../other")
    var errors: [ResourceError] = []
    _ = RuleSet.load(from: [rules], errors: &errors)
    let resolved = try #require(
      realpath(fixture.base.appendingPathComponent("real/other").path, nil))
    defer { free(resolved) }
    let other = String(cString: resolved)
    let link = Self.expectedDisplay(rules.appendingPathComponent("CyberAgent/IDVIN.json"))
    #expect(
      errors.map(\.description) == [
        "\(link): error: The path leads outside \(Self.expectedDisplay(rules)) (\(other)); "
          + "expected files inside it."
      ])
  }

  @Test func invalidUTF8IsRefusedWithItsOffset() throws {
    let fixture = try Fixture()
    let rules = fixture.base.appendingPathComponent("real/Rules")
    try Data([0x7B, 0x22, 0xC3, 0x28, 0x22, 0x7D]).write(
      to: rules.appendingPathComponent("CyberAgent/IDVIN.json"))
    var errors: [ResourceError] = []
    _ = RuleSet.load(from: [rules], errors: &errors)
    #expect(
      errors.map(\.description) == [
        "\(Self.expectedDisplay(rules.appendingPathComponent("CyberAgent/IDVIN.json"))): error: Byte 2 is not valid UTF-8; expected UTF-8 text."
      ])
  }

  /// The prefix worked out once names every entry as `relativeToWorkingDirectory` names it
  /// from the whole path, or is nil and leaves it to each entry.
  @Test func aDisplayPrefixNamesEntriesAsTheWholePathDoes() {
    let directories = [
      "/work/app/Rules", "/work/app/Rules/", "/work/app", "/work", "/", "/other/Rules",
      "/work/ápp/Rules", "/work/app/Rules/CyberAgent", "/work/application/Rules",
    ]
    let workingDirectories = [
      "/work/app/", "/work/", "/", "/work/app/Rules/", "/work/app/Rules/CyberAgent/",
      "/work/ápp/", "/work/app/Rules/Cyber", "/elsewhere/", "/work/application/",
    ]
    let relativePaths = [
      "screen.json", "CyberAgent/IDSSN.json", "\u{301}x.json", "é/x.json", "x\u{301}.json",
      "CyberAgent", "",
    ]
    var prefixes = 0
    for directory in directories {
      for workingDirectory in workingDirectories {
        let prefix = ResourceDirectory.displayPrefix(
          standardizedPath: directory, workingDirectoryPrefix: workingDirectory)
        for relativePath in relativePaths {
          let path =
            directory.hasSuffix("/") ? directory + relativePath : directory + "/" + relativePath
          let expected =
            path.hasPrefix(workingDirectory) ? String(path.dropFirst(workingDirectory.count)) : path
          guard let prefix, let first = relativePath.utf8.first, first < 0x80 else { continue }
          prefixes += 1
          #expect(
            prefix + relativePath == expected, "\(directory) \(workingDirectory) \(relativePath)")
        }
      }
    }
    #expect(prefixes > 100)
  }

  /// A regular file read to the size `fstat` gave stops there without a read that finds its
  /// end, and one that grew past that size is still read to its end.
  @Test func aRegularFileIsReadToItsEndWhateverItsSizeHint() throws {
    let fixture = try Fixture()
    let file = fixture.base.appendingPathComponent("bytes")
    let bytes = (0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    try Data(bytes).write(to: file)
    for hint in [0, 1, 4999, 5000, 5001, 70_000] {
      let descriptor = open(file.path, O_RDONLY)
      defer { close(descriptor) }
      guard
        case .complete(let read) = FileBytes.readToEnd(
          descriptor, sizeHint: hint, limit: 1 << 20, isRegularFile: true)
      else {
        Issue.record("hint \(hint): not read")
        continue
      }
      #expect(read == bytes, "hint \(hint)")
    }
  }

  /// A file given as a directory is named as one: it was "No such directory", which sends
  /// the user looking for something that is there.
  @Test func aFileGivenAsADirectoryIsNamedAsAFile() throws {
    let file = TestContent.rulesDirectory.appendingPathComponent("screen.json")
    let error = #expect(throws: ResourceError.self) { try ResourceDirectory(file) }
    #expect(
      error?.message == "This is a file, not a directory; expected a content directory.")
    let missing = #expect(throws: ResourceError.self) {
      try ResourceDirectory(file.appendingPathComponent("missing"))
    }
    #expect(missing?.message == "No such directory; expected a content directory.")
  }
}
