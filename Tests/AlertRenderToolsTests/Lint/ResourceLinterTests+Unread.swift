import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

/// Files in a rule or catalog directory that loading does not read are named by lint, with
/// why: a rule file in the wrong place or with the wrong extension is never passed over in
/// silence.
extension ResourceLinterTests {
  /// A drop-in rules directory and a drop-in catalog directory made of `rules` and `catalogs`
  /// (paths to contents; a content of `nil` makes a FIFO, `->target` a symbolic link), and
  /// lint's findings about them, each `file: severity: message` with the directory's path
  /// left out.
  private func lintUnread(rules: [String: String?], catalogs: [String: String?] = [:]) throws
    -> [String]
  {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("lint-unread-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    for (folder, files) in [("R", rules), ("L", catalogs)] {
      let root = scratch.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      for (path, contents) in files {
        let file = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let contents, contents.hasPrefix("->") {
          try FileManager.default.createSymbolicLink(
            atPath: file.path, withDestinationPath: String(contents.dropFirst(2)))
        } else if let contents {
          try Data(contents.utf8).write(to: file)
        } else {
          #expect(mkfifo(file.path, 0o600) == 0)
        }
      }
    }
    let findings = ResourceLinter.lint(
      rulesDirectories: [TestContent.rulesDirectory, scratch.appendingPathComponent("R")],
      localizationDirectories: [
        TestContent.localizationsDirectory, scratch.appendingPathComponent("L"),
      ])
    return findings.map { $0.messageLine.replacingOccurrences(of: scratch.path + "/", with: "") }
  }

  @Test func everyRuleFileLoadingSkipsIsNamedWithWhy() throws {
    let broken = "{\"match\": "
    let findings = try lintUnread(rules: [
      "IDEMAILADDR.json": broken, "Screen.json": broken, "Policy.json": broken, "notes.txt": "x",
      "CyberAgent/IDSSN.JSON": broken, "CyberAgent/IDCCN.Json": broken,
      "CyberAgent/old/IDSSN.json": broken, "CyberAgent/old/deeper/README.md": "x",
      "CyberAgent/IDSSN.json.bak": broken, "CyberAgent/pipe": nil,
      "CyberAgent/elsewhere": "->../SSNTrace", "SSNTrace/alert.json~": broken,
      // Left out on purpose, and not named: hidden files and the schema folder.
      ".IDSSN.json": broken, "CyberAgent/.swp": "x", "schema/x.json": broken,
    ])
    let warning = ": warning: Not read: "
    let note = ": note: Not read: "
    let subfolder = "rules are read from R/CyberAgent/ itself, not from its sub-folders."
    #expect(
      findings == [
        "R/CyberAgent/IDCCN.Json\(warning)rule files end in .json, in these letters; expected "
          + "IDCCN.json.",
        "R/CyberAgent/IDSSN.JSON\(warning)rule files end in .json, in these letters; expected "
          + "IDSSN.json.",
        "R/CyberAgent/old/IDSSN.json\(warning)\(subfolder)",
        "R/IDEMAILADDR.json\(warning)the top of a rules directory holds only screen.json, "
          + "policy.json and a folder per alert type (CyberAgent, SSNTrace, SocialMedia); an "
          + "alert or match rule belongs in its alert type's folder.",
        "R/Policy.json\(warning)the content policy is read from a file named policy.json, in "
          + "these letters.",
        "R/Screen.json\(warning)the screen rule is read from a file named screen.json, in these "
          + "letters.",
        "R/CyberAgent/IDSSN.json.bak\(note)rule files end in .json.",
        "R/CyberAgent/elsewhere/\(note)\(subfolder) It is a symbolic link.",
        "R/CyberAgent/old/deeper/README.md\(note)\(subfolder)",
        "R/CyberAgent/pipe\(note)rule files end in .json. It is a FIFO (named pipe).",
        "R/SSNTrace/alert.json~\(note)rule files end in .json.",
        "R/notes.txt\(note)the top of a rules directory holds only screen.json, policy.json and "
          + "a folder per alert type (CyberAgent, SSNTrace, SocialMedia); an alert or match rule "
          + "belongs in its alert type's folder.",
      ], "\(findings)")
  }

  @Test func everyCatalogLoadingSkipsIsNamedWithWhy() throws {
    let findings = try lintUnread(
      rules: [:],
      catalogs: [
        "Extra.XCStrings": "{", "fr/Extra.xcstrings": "{", "notes.txt": "x",
        ".Hidden.xcstrings": "{",
      ])
    #expect(
      findings == [
        "L/Extra.XCStrings: warning: Not read: catalogs end in .xcstrings, in these letters; "
          + "expected Extra.xcstrings.",
        "L/fr/Extra.xcstrings: warning: Not read: catalogs are read from L/ itself, not from its "
          + "sub-folders.",
        "L/notes.txt: note: Not read: catalogs end in .xcstrings.",
      ], "\(findings)")
  }

  @Test func aDirectoryOfManyFilesNamesAHundred() throws {
    var files: [String: String?] = [:]
    for index in 0..<150 { files["CyberAgent/old/\(index).json"] = "{" }
    let findings = try lintUnread(rules: files)
    #expect(findings.count == 101)
    #expect(
      findings.last
        == "R: note: More files in it are not read either; only the first 100 are named.")
  }
}
