import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRenderTools
@testable import AlertRendering

/// Writing output without following a link inside the output directory.
@Suite struct OutputDirectoryTests {
  /// A temporary folder with `victim` (a file) and `victims/` (a directory holding `x`),
  /// which nothing may change, and an empty `out/`.
  struct Fixture {
    let base: URL
    var out: URL { base.appendingPathComponent("out") }

    init() throws {
      base = FileManager.default.temporaryDirectory
        .appendingPathComponent("output-directory-\(UUID().uuidString)")
      try FileManager.default.createDirectory(
        at: base.appendingPathComponent("victims"), withIntermediateDirectories: true)
      try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
      try Data("precious".utf8).write(to: base.appendingPathComponent("victim"))
      try Data("precious".utf8).write(to: base.appendingPathComponent("victims/x"))
    }

    func link(_ path: String, to target: String) throws {
      try FileManager.default.createSymbolicLink(
        atPath: out.appendingPathComponent(path).path, withDestinationPath: target)
    }

    func text(_ path: String) -> String? {
      (try? Data(contentsOf: base.appendingPathComponent(path))).map {
        String(decoding: $0, as: UTF8.self)
      }
    }

    /// Whether `victim` and `victims/` are as they were.
    var victimsUntouched: Bool {
      text("victim") == "precious" && text("victims/x") == "precious"
        && (try? FileManager.default.contentsOfDirectory(
          atPath: base.appendingPathComponent("victims").path)) == ["x"]
    }

    func type(_ path: String) -> FileAttributeType? {
      (try? FileManager.default.attributesOfItem(atPath: out.appendingPathComponent(path).path))?[
        .type] as? FileAttributeType
    }
  }

  @Test func writesAndReplacesFilesLeavingNoTemporaryBehind() throws {
    let fixture = try Fixture()
    let directory = try OutputDirectory(fixture.out.path, create: false)
    try directory.write(Array("one".utf8), to: "a.txt", durable: true)
    #expect(fixture.text("out/a.txt") == "one")
    chmod(fixture.out.appendingPathComponent("a.txt").path, 0o600)
    try directory.write(Array("two".utf8), to: "a.txt", durable: false)
    #expect(fixture.text("out/a.txt") == "two")
    let mode =
      try FileManager.default.attributesOfItem(
        atPath: fixture.out.appendingPathComponent("a.txt").path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    #expect(directory.contents(of: "a.txt", limit: 100) == Array("two".utf8))
    #expect(directory.contents(of: "a.txt", limit: 2) == nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.out.path) == ["a.txt"])
  }

  @Test func replacesALinkWhereAFileBelongsWithoutFollowingIt() throws {
    let fixture = try Fixture()
    try fixture.link("contents.json", to: "../victim")
    try fixture.link("dangling.json", to: "../nothing/here")
    let directory = try OutputDirectory(fixture.out.path, create: false)
    #expect(directory.contents(of: "contents.json", limit: 100) == nil)
    try directory.write(Array("{}".utf8), to: "contents.json", durable: true)
    try directory.write(Array("{}".utf8), to: "dangling.json", durable: true)
    #expect(fixture.victimsUntouched)
    #expect(fixture.type("contents.json") == .typeRegular)
    #expect(fixture.text("out/contents.json") == "{}")
    #expect(
      !FileManager.default.fileExists(atPath: fixture.base.appendingPathComponent("nothing").path))
  }

  @Test func refusesALinkWhereADirectoryBelongs() throws {
    let fixture = try Fixture()
    try FileManager.default.createDirectory(
      at: fixture.out.appendingPathComponent("a"), withIntermediateDirectories: true)
    try fixture.link("a/Notes", to: "../../victims")
    try Data("x".utf8).write(to: fixture.out.appendingPathComponent("file"))
    let directory = try OutputDirectory(fixture.out.path, create: false)
    #expect(throws: OutputError.link(path: fixture.out.path + "/a/Notes")) {
      try directory.directory("a/Notes/deeper").write([1], to: "x", durable: false)
    }
    #expect(throws: OutputError.notDirectory(path: fixture.out.path + "/file")) {
      try directory.directory("file")
    }
    #expect(throws: OutputError.notFile(path: fixture.out.path + "/a")) {
      try directory.write([1], to: "a", durable: false)
    }
    #expect(throws: OutputError.invalidName(path: fixture.out.path, name: "..")) {
      try directory.write([1], to: "..", durable: false)
    }
    #expect(fixture.victimsUntouched)
    let made = try directory.directory("b/c")
    try made.write([0x41], to: "d", durable: false)
    #expect(fixture.text("out/b/c/d") == "A")
  }

  @Test func replacesAnEntryWholeAndRemovesTheOldOneWithoutFollowingItsLinks() throws {
    let fixture = try Fixture()
    try FileManager.default.createDirectory(
      at: fixture.out.appendingPathComponent("fr.xcloc/Notes"), withIntermediateDirectories: true)
    try fixture.link("fr.xcloc/Notes/victims", to: "../../../victims")
    try fixture.link("fr.xcloc/victim", to: "../../victim")
    let directory = try OutputDirectory(fixture.out.path, create: false)
    for _ in 0..<2 {
      let staging = try directory.makeTemporaryDirectory(prefix: ".fr.xcloc.")
      try directory.directory(staging).write(Array("new".utf8), to: "contents.json", durable: true)
      try directory.replace("fr.xcloc", with: staging)
      #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.out.path) == ["fr.xcloc"])
      #expect(fixture.text("out/fr.xcloc/contents.json") == "new")
    }
    #expect(fixture.victimsUntouched)
    // A link in the entry's place is replaced, not followed.
    try FileManager.default.removeItem(at: fixture.out.appendingPathComponent("fr.xcloc"))
    try fixture.link("fr.xcloc", to: "../victims")
    let staging = try directory.makeTemporaryDirectory(prefix: ".fr.xcloc.")
    try directory.replace("fr.xcloc", with: staging)
    #expect(fixture.type("fr.xcloc") == .typeDirectory)
    #expect(fixture.victimsUntouched)
  }

  @Test func theDirectoryItselfIsTheCallersAndMayBeALink() throws {
    let fixture = try Fixture()
    try fixture.link("linked", to: "../victims")
    let directory = try OutputDirectory(fixture.out.path + "/linked", create: false)
    #expect(directory.fileNames() == ["x"])
    let made = try OutputDirectory(fixture.out.path + "/new/deeper", create: true)
    try made.write([0x41], to: "a", durable: false)
    #expect(fixture.text("out/new/deeper/a") == "A")
    try Data("x".utf8).write(to: fixture.out.appendingPathComponent("file"))
    #expect(throws: OutputError.notDirectory(path: fixture.out.path + "/file")) {
      try OutputDirectory(fixture.out.path + "/file", create: false)
    }
  }
}
