import AlertRenderTestSupport
import Foundation
import Testing

/// `localizations export` and `preview` never write through a link planted in their output:
/// a file's link is replaced, a directory's link refused, and the file it points to stays as
/// it was.
@Suite struct OutputLinkTests {
  static func text(_ url: URL) -> String? {
    (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
  }

  static func link(_ url: URL, to target: String) throws {
    try? FileManager.default.removeItem(at: url)
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
  }

  @Test func exportReplacesAPlantedLinkInsteadOfWritingThroughIt() throws {
    let root = try TestContent.directory([
      "victim": "precious", "out/fr.xcloc/Notes/keep.txt": "old",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let bundle = root.appendingPathComponent("out/fr.xcloc")
    try Self.link(bundle.appendingPathComponent("contents.json"), to: "../../victim")
    let result = try CLIRunner.run([
      "localizations", "export", "--language", "fr", "--output",
      root.appendingPathComponent("out").path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Self.text(root.appendingPathComponent("victim")) == "precious")
    #expect(Self.text(bundle.appendingPathComponent("contents.json"))?.contains("fr") == true)
    // The bundle was replaced whole: the old one's files are gone.
    #expect(Self.text(bundle.appendingPathComponent("Notes/keep.txt")) == nil)
  }

  @Test func previewNeverWritesThroughALinkInTheSite() throws {
    let root = try TestContent.directory(["victim": "precious", "victims/x": "precious"])
    defer { try? FileManager.default.removeItem(at: root) }
    let site = root.appendingPathComponent("site")
    let email = "Examples/email-alert.json"
    let bank = "Examples/bank-alert.json"
    let first = try CLIRunner.run(["preview", email, "--output", site.path])
    #expect(first.status == 0, "\(first.stderr)")
    let page = site.appendingPathComponent("email-alert/en-US-light.html")
    try Self.link(page, to: "../../victim")
    try Self.link(site.appendingPathComponent("bank-alert"), to: "../victims")

    let second = try CLIRunner.run(["preview", email, bank, "--output", site.path])
    #expect(second.status == 73, "\(second.stderr)")
    #expect(Self.text(root.appendingPathComponent("victim")) == "precious")
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent("victims").path) == ["x"])
    // The link where a page belongs was replaced by the page.
    let attributes = try FileManager.default.attributesOfItem(atPath: page.path)
    #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    #expect(Self.text(page)?.contains("<html") == true)
    // The linked directory was refused, naming it.
    #expect(
      second.stderr.contains(
        "\(site.path)/bank-alert: error: This is a symbolic link, which alert-render does not "
          + "follow inside an output directory"))
  }
}
