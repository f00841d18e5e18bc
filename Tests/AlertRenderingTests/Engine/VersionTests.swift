import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// `version` and `CHANGELOG.md` tell the same story: the version is the first section's, or the
/// next release's with `-dev` while that section is `[Unreleased]`.
@Suite struct VersionTests {
  /// The changelog's section headings, in order: `Unreleased` or a version, and its date.
  private static func sections() throws -> [(name: String, date: String?)] {
    let text = try String(
      contentsOf: TestContent.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    return text.split(separator: "\n").compactMap { line -> (String, String?)? in
      guard line.hasPrefix("## ["), let close = line.firstIndex(of: "]") else { return nil }
      let name = String(line[line.index(line.startIndex, offsetBy: 4)..<close])
      let rest = line[line.index(after: close)...]
      return (name, rest.hasPrefix(" - ") ? String(rest.dropFirst(3)) : nil)
    }
  }

  /// `X.Y.Z` as numbers, or nil when `text` is not one.
  private static func numbers(_ text: some StringProtocol) -> [Int]? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
    guard parts.count == 3, parts.allSatisfy({ $0 != nil }) else { return nil }
    return parts.compactMap { $0 }
  }

  @Test func theVersionIsTheChangelogsFirstSectionOrTheNextReleasesDevelopment() throws {
    let sections = try Self.sections()
    let releases = sections.filter { $0.name != "Unreleased" }
    let latest = try #require(releases.first.flatMap { Self.numbers($0.name) })
    if sections.first?.name == "Unreleased" {
      #expect(version.hasSuffix("-dev"), "With an [Unreleased] section, the version is X.Y.Z-dev.")
      let next = try #require(Self.numbers(version.dropLast(4)), "\(version) is not X.Y.Z-dev.")
      #expect(
        latest.lexicographicallyPrecedes(next),
        "\(version) does not come after the latest release, \(releases[0].name).")
    } else {
      #expect(version == sections.first?.name)
    }
  }

  @Test func everyReleaseHasADateAndReleasesDescend() throws {
    let releases = try Self.sections().filter { $0.name != "Unreleased" }
    #expect(!releases.isEmpty)
    for release in releases {
      #expect(Self.numbers(release.name) != nil, "\(release.name) is not X.Y.Z.")
      let date = try #require(release.date, "[\(release.name)] has no date.")
      #expect(date.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil, "\(date) is not YYYY-MM-DD.")
    }
    let versions = releases.compactMap { Self.numbers($0.name) }
    #expect(zip(versions, versions.dropFirst()).allSatisfy { $1.lexicographicallyPrecedes($0) })
  }
}
