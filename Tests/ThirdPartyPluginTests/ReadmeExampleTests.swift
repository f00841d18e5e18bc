import Foundation
import Testing

/// The README's plugin example is the code this target compiles and runs, so the two cannot
/// drift apart.
@Suite struct ReadmeExampleTests {
  @Test func theReadmesPluginExampleIsThisTargetsCode() throws {
    let readme = try String(
      contentsOf: ThirdPartyPluginTests.root.appendingPathComponent("README.md"), encoding: .utf8)
    let heading = try #require(readme.range(of: "### A plugin of your own"))
    let rest = readme[heading.upperBound...]
    let open = try #require(rest.range(of: "```swift\n"))
    let close = try #require(rest[open.upperBound...].range(of: "\n```\n"))
    let example = String(rest[open.upperBound..<close.lowerBound]) + "\n"
    let code = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("MyVehicleMatchPlugin.swift"),
      encoding: .utf8)
    #expect(example.contains("struct MyVehicleMatchPlugin: MatchTypePlugin"))
    #expect(code == example, "README.md's plugin example differs from MyVehicleMatchPlugin.swift.")
  }
}
