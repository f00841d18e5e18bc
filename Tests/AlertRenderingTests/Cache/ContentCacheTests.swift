import Foundation
import Testing

@testable import AlertRendering

/// Compiled catalogs kept between runs: used only while they match the catalogs on disk, and
/// never a source of errors or of different output.
@Suite struct ContentCacheTests {
  /// A fresh directory with a copy of the shipped catalogs, and a cache directory beside it.
  private struct Scratch {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("alert-render-cache-\(UUID().uuidString)")
    var catalogs: URL { root.appendingPathComponent("Localizations") }
    var cache: ContentCache { ContentCache(directory: root.appendingPathComponent("cache")) }

    init() throws {
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: TestContent.localizationsDirectory, to: catalogs)
    }

    /// The one catalog snapshot the cache holds.
    func snapshot() throws -> URL {
      let files = try FileManager.default.contentsOfDirectory(
        at: cache.directory, includingPropertiesForKeys: nil
      ).filter { $0.lastPathComponent.hasPrefix("catalogs-") }
      #expect(files.count == 1, "\(files)")
      return try #require(files.first)
    }

    /// Replaces `old` with `new` in the catalog `name`.
    func edit(_ name: String, replacing old: String, with new: String) throws {
      let file = catalogs.appendingPathComponent(name)
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(text.contains(old))
      try text.replacingOccurrences(of: old, with: new).write(
        to: file, atomically: false, encoding: .utf8)
    }

    /// A renderer loaded from source, and one loaded from the snapshots a third, earlier
    /// renderer compiled and wrote.
    func renderers() throws -> (fromSource: AlertRenderer, fromSnapshot: AlertRenderer) {
      let rules = [TestContent.rulesDirectory]
      let fromSource = try AlertRenderer(
        rulesDirectories: rules, localizationDirectories: [catalogs])
      _ = try AlertRenderer(
        rulesDirectories: rules, localizationDirectories: [catalogs], cache: cache)
      let fromSnapshot = try AlertRenderer(
        rulesDirectories: rules, localizationDirectories: [catalogs], cache: cache)
      return (fromSource, fromSnapshot)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  private func title(_ catalogs: CatalogSet, _ locale: String = "en-US") -> String? {
    catalogs.tables[locale]?.strings["match.IDEMAILADDR.title"].flatMap { resolved in
      guard case .plural(let units) = resolved.string.variants else { return nil }
      return units[.one]?.value
    }
  }

  @Test func aSnapshotHoldsExactlyWhatTheCatalogsCompileTo() throws {
    let source = try CatalogSet.load(from: [TestContent.localizationsDirectory])
    let fingerprint = try #require(
      ContentFingerprint(
        kind: "catalogs", directories: [TestContent.localizationsDirectory], files: []))
    let bytes = ContentCache.encode(source, fingerprint: fingerprint, records: []) {
      catalogs, writer in
      catalogs.write(to: &writer)
    }
    let files = source.catalogs.map(\.file)
    let copy = try #require(
      ContentCache.decode(bytes, fingerprint: fingerprint, written: Self.longAgo) {
        reader, bytes throws(SnapshotReader.Damaged) in
        try CatalogSet(snapshot: &reader, bytes: bytes, files: files)
      }?.0)
    #expect(copy.catalogs == source.catalogs)
    #expect(copy.sourceLanguage == source.sourceLanguage)
    #expect(copy.overrides == source.overrides)
    #expect(copy.locales == source.locales)
    #expect(copy.tables.keys.sorted() == source.tables.keys.sorted())
    for (locale, table) in source.tables {
      let decoded = try #require(copy.tables[locale])
      #expect(decoded.locale == table.locale)
      #expect(decoded.strings.keys.sorted() == table.strings.keys.sorted())
      for (key, resolved) in table.strings {
        #expect(decoded.strings[key]?.string == resolved.string, "\(locale) \(key)")
        #expect(decoded.strings[key]?.locale == resolved.locale, "\(locale) \(key)")
      }
    }
  }

  /// Sections are decoded after the checksum has vouched for them, so one that still fails
  /// can only come from a defect: the catalogs are then compiled from source, not left empty.
  @Test func aSectionThatFailsToDecodeFallsBackToTheCatalogs() throws {
    let source = try CatalogSet.load(from: [TestContent.localizationsDirectory])
    var writer = SnapshotWriter()
    writer.write(source.sourceLanguage.description)
    writer.writeSection { writer in writer.write(bytes: [0xFF, 0xFF, 0xFF]) }
    let locales = source.tables.keys.sorted()
    writer.write(locales) { writer, locale in writer.write(locale) }
    for _ in locales { writer.writeSection { writer in writer.write(bytes: [0xFF]) } }
    var reader = SnapshotReader(writer.bytes)
    let broken = try CatalogSet(
      snapshot: &reader, bytes: writer.bytes, files: source.catalogs.map(\.file),
      fallback: LazyValue(source))
    #expect(reader.isAtEnd)
    #expect(title(broken, "es-419") == title(source, "es-419"))
    #expect(title(broken) == "Email Address Leaked")
    #expect(broken.catalogs == source.catalogs)
  }

  @Test func aSnapshotHoldsExactlyWhatTheRulesCompileTo() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    // A drop-in folder that replaces one match rule, so overrides are covered too.
    let dropIn = scratch.root.appendingPathComponent("DropIn/CyberAgent")
    try FileManager.default.createDirectory(at: dropIn, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: TestContent.rulesDirectory.appendingPathComponent("CyberAgent/IDSSN.json"),
      to: dropIn.appendingPathComponent("IDSSN.json"))
    let directories = [TestContent.rulesDirectory, scratch.root.appendingPathComponent("DropIn")]
    let source = try RuleSet.load(from: directories)
    #expect(source.overrides.count == 1)
    let fingerprint = try #require(
      ContentFingerprint(kind: "rules", directories: directories, files: []))
    let bytes = ContentCache.encode(source, fingerprint: fingerprint, records: []) {
      rules, writer in
      rules.write(to: &writer)
    }
    let copy = try #require(
      ContentCache.decode(bytes, fingerprint: fingerprint, written: Self.longAgo) {
        reader, _ throws(SnapshotReader.Damaged) in try RuleSet(snapshot: &reader)
      }?.0)
    #expect(copy.screen == source.screen)
    #expect(copy.alertRules == source.alertRules)
    #expect(copy.matchRules == source.matchRules)
    #expect(copy.overrides == source.overrides)
  }

  @Test func anEditedOrAddedRuleFileIsCompiledAgain() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let rules = scratch.root.appendingPathComponent("Rules")
    try FileManager.default.copyItem(at: TestContent.rulesDirectory, to: rules)
    let first = try scratch.cache.rules(from: [rules])
    #expect(first.matchRules[.cyberAgent]?["IDSSN"]?.masking.keepLast == 4)
    let ssn = rules.appendingPathComponent("CyberAgent/IDSSN.json")
    let text = try String(contentsOf: ssn, encoding: .utf8)
    try text.replacingOccurrences(of: "\"keepLast\": 4", with: "\"keepLast\": 2")
      .write(to: ssn, atomically: false, encoding: .utf8)
    let edited = try scratch.cache.rules(from: [rules])
    #expect(edited.matchRules[.cyberAgent]?["IDSSN"]?.masking.keepLast == 2)
    try FileManager.default.copyItem(
      at: rules.appendingPathComponent("CyberAgent/IDSSN.json"),
      to: rules.appendingPathComponent("CyberAgent/IDVIN.json"))
    // The copy names IDSSN in a file named IDVIN: the error a cacheless load gives.
    let withCache = #expect(throws: ContentError.self) {
      try scratch.cache.rules(from: [rules])
    }
    let without = #expect(throws: ContentError.self) { try RuleSet.load(from: [rules]) }
    #expect(withCache?.description == without?.description)
  }

  /// A snapshot passes the checksum when someone wrote it on purpose; what rendering relies
  /// on is checked again, so such a snapshot is refused instead of trapping later.
  @Test(arguments: [
    "negative masking", "huge masking", "no variants", "conditional last variant",
    "unknown footer button", "show-dialog without its dialog",
  ])
  func aSnapshotBreakingWhatLoadingChecksIsRefused(change: String) throws {
    var rules = try RuleSet.load(from: [TestContent.rulesDirectory])
    switch change {
    case "negative masking": rules.matchRules[.cyberAgent]?["IDIBAN"]?.masking.keepFirst = -1
    case "huge masking": rules.matchRules[.cyberAgent]?["IDIBAN"]?.masking.keepLast = .max
    case "no variants": rules.alertRules[.ssnTrace]?.variants = []
    case "conditional last variant":
      var rule = try #require(rules.alertRules[.cyberAgent])
      rule.variants = [rule.variants[0]]
      rule.variants[0].when = Condition(
        eventCount: 1...1, matchTypeCount: nil, anyMatch: nil, allMatch: nil)
      rules.alertRules[.cyberAgent] = rule
    case "unknown footer button": rules.screen.footer.append("no-such-button")
    default:
      let index = try #require(rules.screen.actions.firstIndex { $0.value.kind == "show-dialog" })
      rules.screen.actions[index].value.dialog = "no-such-dialog"
    }
    let fingerprint = try #require(
      ContentFingerprint(kind: "rules", directories: [TestContent.rulesDirectory], files: []))
    let bytes = ContentCache.encode(rules, fingerprint: fingerprint, records: []) { rules, writer in
      rules.write(to: &writer)
    }
    let decoded = ContentCache.decode(bytes, fingerprint: fingerprint, written: Self.longAgo) {
      reader, _ throws(SnapshotReader.Damaged) in try RuleSet(snapshot: &reader)
    }
    #expect(decoded == nil)
  }

  @Test func aSharedCacheDirectoryIsNotUsed() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try FileManager.default.createDirectory(
      at: scratch.cache.directory, withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o777])
    _ = try scratch.cache.catalogs(from: [scratch.catalogs])
    _ = try scratch.cache.rules(from: [TestContent.rulesDirectory])
    let files = try FileManager.default.contentsOfDirectory(atPath: scratch.cache.directory.path)
    #expect(files.isEmpty, "nothing is written where others could plant snapshots")
  }

  @Test func aPipeOrLinkWhereTheSnapshotBelongsIsIgnored() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    _ = try scratch.cache.catalogs(from: [scratch.catalogs])
    let snapshot = try scratch.snapshot()
    let bytes = try Data(contentsOf: snapshot)
    // A link to a valid snapshot is not followed: the catalogs are compiled again.
    let elsewhere = scratch.root.appendingPathComponent("elsewhere.snapshot")
    try Data(
      Self.rewritten(
        [UInt8](bytes), replacing: "Email Address Leaked", with: "Email Address LEAKED")
    ).write(to: elsewhere)
    try FileManager.default.removeItem(at: snapshot)
    try FileManager.default.createSymbolicLink(at: snapshot, withDestinationURL: elsewhere)
    #expect(title(try scratch.cache.catalogs(from: [scratch.catalogs])) == "Email Address Leaked")
    // A pipe would block a reader that opened it without care.
    try? FileManager.default.removeItem(at: snapshot)
    #expect(mkfifo(snapshot.path, 0o600) == 0)
    #expect(title(try scratch.cache.catalogs(from: [scratch.catalogs])) == "Email Address Leaked")
  }

  /// Tables and setups decoded on first use are made under contention here: eight tasks
  /// render every example in four locales from a renderer fresh from snapshots.
  @Test func aSnapshotRendererServesManyTasksAtOnce() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let (fromSource, fromSnapshot) = try scratch.renderers()
    var jobs: [(Data, String)] = []
    for example in try FileManager.default.contentsOfDirectory(
      at: TestContent.examplesDirectory, includingPropertiesForKeys: nil)
    where example.pathExtension == "json" {
      for locale in ["es-419", "en-GB", "en-XA", "en-US"] {
        jobs.append((try Data(contentsOf: example), locale))
      }
    }
    let expected = try jobs.map { try fromSource.render(json: $0.0, locale: $0.1).jsonData() }
    let work = jobs
    let results = try await withThrowingTaskGroup(of: [(Int, Data)].self) { group in
      for task in 0..<8 {
        group.addTask {
          var rendered: [(Int, Data)] = []
          for index in stride(from: task, to: work.count, by: 8) {
            let (bytes, locale) = work[index]
            rendered.append(
              (index, try fromSnapshot.render(json: bytes, locale: locale).jsonData()))
          }
          return rendered
        }
      }
      var all: [Int: Data] = [:]
      for try await batch in group { for (index, data) in batch { all[index] = data } }
      return all
    }
    #expect(results.count == jobs.count)
    for (index, data) in expected.enumerated() {
      #expect(results[index] == data, "job \(index)")
    }
  }

  @Test func everyExampleRendersTheSameFromASnapshot() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let (fromSource, fromSnapshot) = try scratch.renderers()
    // Both snapshots, read back: the third renderer compiles nothing.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: scratch.cache.directory.path).count == 2)
    let examples = try FileManager.default.contentsOfDirectory(
      at: TestContent.examplesDirectory, includingPropertiesForKeys: nil)
    #expect(examples.count >= 10)
    for example in examples where example.pathExtension == "json" {
      let bytes = try Data(contentsOf: example)
      for locale in TestContent.locales + ["en-XA", "es-MX", "fr"] {
        let expected = try fromSource.render(json: bytes, locale: locale).jsonData(pretty: false)
        let actual = try fromSnapshot.render(json: bytes, locale: locale).jsonData(pretty: false)
        #expect(actual == expected, "\(example.lastPathComponent) in \(locale)")
      }
    }
  }

  @Test func aMatchingSnapshotIsReadNotRewritten() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let first = try scratch.cache.catalogs(from: [scratch.catalogs])
    #expect(title(first) == "Email Address Leaked")
    // Change a text inside the snapshot, keeping it valid: only a load that trusts the
    // snapshot can show the change, and a rewrite would undo it.
    let snapshot = try scratch.snapshot()
    let bytes = try [UInt8](Data(contentsOf: snapshot))
    let marked = Self.rewritten(
      bytes, replacing: "Email Address Leaked", with: "Email Address LEAKED")
    try Data(marked).write(to: snapshot)
    let second = try scratch.cache.catalogs(from: [scratch.catalogs])
    #expect(title(second) == "Email Address LEAKED")
    #expect(try [UInt8](Data(contentsOf: snapshot)) == marked)
  }

  @Test func anEditedCatalogIsCompiledAgain() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    _ = try scratch.cache.catalogs(from: [scratch.catalogs])
    // Same length and, on a coarse clock, perhaps the same time: only the contents differ.
    try scratch.edit(
      "CyberAgent.xcstrings", replacing: "\"Email Address Leaked\"",
      with: "\"Email Address LEAKED\"")
    let edited = try scratch.cache.catalogs(from: [scratch.catalogs])
    #expect(title(edited) == "Email Address LEAKED")
    // The snapshot now holds the edit: a third load reads it back.
    let third = try scratch.cache.catalogs(from: [scratch.catalogs])
    #expect(title(third) == "Email Address LEAKED")
  }

  @Test func anAddedOrRemovedCatalogIsSeen() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    _ = try scratch.cache.catalogs(from: [scratch.catalogs])
    let extra = scratch.catalogs.appendingPathComponent("Extra.xcstrings")
    try Data(
      #"""
      {"sourceLanguage": "en-US", "version": "1.0", "strings": {"extra.greeting": {
        "localizations": {"en-US": {"stringUnit": {"state": "translated", "value": "Hi"}}}}}}
      """#.utf8
    ).write(to: extra)
    let added = try scratch.cache.catalogs(from: [scratch.catalogs])
    #expect(added.tables["en-US"]?.strings["extra.greeting"]?.plainText == "Hi")
    try FileManager.default.removeItem(at: extra)
    let removed = try scratch.cache.catalogs(from: [scratch.catalogs])
    #expect(removed.tables["en-US"]?.strings["extra.greeting"] == nil)
  }

  @Test func aDamagedSnapshotIsCompiledAgainSilently() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let expected = try scratch.cache.catalogs(from: [scratch.catalogs])
    let snapshot = try scratch.snapshot()
    let bytes = try [UInt8](Data(contentsOf: snapshot))
    var flipped = bytes
    flipped[bytes.count / 2] ^= 0x20
    for damaged in [Array(bytes.prefix(bytes.count / 3)), flipped, [], Array("junk".utf8)] {
      try Data(damaged).write(to: snapshot)
      let loaded = try scratch.cache.catalogs(from: [scratch.catalogs])
      #expect(loaded.catalogs == expected.catalogs)
      #expect(try [UInt8](Data(contentsOf: snapshot)) == bytes, "the snapshot is rewritten")
    }
  }

  @Test func aBrokenCatalogFailsAsItWouldWithoutACache() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    _ = try scratch.cache.catalogs(from: [scratch.catalogs])
    try scratch.edit("Screen.xcstrings", replacing: "\"sourceLanguage\"", with: "\"sourceLanguag\"")
    let withCache = #expect(throws: ContentError.self) {
      try scratch.cache.catalogs(from: [scratch.catalogs])
    }
    let without = #expect(throws: ContentError.self) {
      try CatalogSet.load(from: [scratch.catalogs])
    }
    #expect(withCache?.description == without?.description)
  }

  @Test func anUnwritableCacheIsNotAnError() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    // A cache "directory" below a regular file can be neither created nor written.
    let blocker = scratch.root.appendingPathComponent("file")
    try Data("x".utf8).write(to: blocker)
    let cache = ContentCache(directory: blocker.appendingPathComponent("cache"))
    let catalogs = try cache.catalogs(from: [scratch.catalogs])
    #expect(title(catalogs) == "Email Address Leaked")
  }

  /// A snapshot time for snapshots decoded in memory, which record no files.
  private static let longAgo = FileStatus.Time(seconds: 0, nanoseconds: 0)

  /// `bytes` with every `old` replaced by `new` (of the same length) and the checksum redone.
  private static func rewritten(_ bytes: [UInt8], replacing old: String, with new: String)
    -> [UInt8]
  {
    let (old, new) = (Array(old.utf8), Array(new.utf8))
    var result = bytes
    var index = 0
    while index + old.count <= result.count {
      if result[index..<index + old.count].elementsEqual(old) {
        result.replaceSubrange(index..<index + old.count, with: new)
        index += old.count
      } else {
        index += 1
      }
    }
    let header = ContentCache.magic.count + 8
    var checksum = Checksum.of(result[header...])
    withUnsafeBytes(of: &checksum) {
      result.replaceSubrange(ContentCache.magic.count..<header, with: $0)
    }
    return result
  }
}
