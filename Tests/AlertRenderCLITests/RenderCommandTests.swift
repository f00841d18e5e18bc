import Foundation
import Testing

@Suite struct RenderCommandTests {
  @Test func rendersTheExampleWithExitZero() throws {
    let result = try CLIRunner.run(["--locale", "en-US", "Examples/email-alert.json"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.contains("\"title\" : \"Email Address Leaked\""))
    #expect(result.stdout.contains("\"text\" : \"From: Test Data\""))
    #expect(result.stdout.contains("\"text\" : \"Date of leak: 09-06-2016\""))
  }

  @Test func malformedJSONNamesTheFileLineAndColumn() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "broken-\(UUID().uuidString).json")
    try Data("{\"id\": \"1\",\n \"type\": 1,, }".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try CLIRunner.run([file.path])
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "\(file.path): error: line 2, column 12: Found ',' where a string key was expected.\n")
  }

  @Test func missingFileExitsWith66() throws {
    let result = try CLIRunner.run(["no-such-alert.json"])
    #expect(result.status == 66)
    #expect(
      result.stderr == "no-such-alert.json: error: No such file; expected an alert JSON file.\n")
  }

  /// A missing file named like a command was most likely meant as one.
  @Test func aMissingFileNamedLikeACommandIsPointedAtIt() throws {
    let cases = [
      ("lnt", " Did you mean the command 'lint'?"), ("help", " Did you mean '--help'?"),
      ("preveiw", " Did you mean the command 'preview'?"), ("xyzzy", ""), ("lnt.json", ""),
    ]
    for (name, hint) in cases {
      let result = try CLIRunner.run([name])
      #expect(result.status == 66)
      #expect(
        result.stderr == "\(name): error: No such file; expected an alert JSON file.\(hint)\n")
    }
  }

  @Test func runsFromAnyDirectory() throws {
    let example = CLIRunner.root.appendingPathComponent("Examples/email-alert.json").path
    let result = try CLIRunner.run(
      ["--locale", "es-419", example], directory: FileManager.default.temporaryDirectory)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.contains("Dirección de correo electrónico filtrada"))
  }
}
