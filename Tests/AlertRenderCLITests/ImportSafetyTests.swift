import Foundation
import Testing

/// `localizations import` tried as a hostile user would (issue 23, items 1 to 5): concurrent
/// imports, a full disk, `kill -9`, and the reproductions of the issue, end to end. Each of
/// these tests failed before the fix.
@Suite struct ImportSafetyTests {
  /// A scratch root holding `Rules/` and a copy of the shipped `Localizations/`, and XLIFF
  /// files: es-419 with every shipped translation changed, fr with every unit translated.
  private struct Scratch {
    let root: URL
    var catalogs: URL { root.appendingPathComponent("Localizations") }
    var spanish: String { root.appendingPathComponent("es-419.xliff").path }
    var french: String { root.appendingPathComponent("fr.xliff").path }
    var environment: [String: String] { ["ALERT_RENDER_HOME": root.path] }

    init() throws {
      root = try directory([:])
      for folder in ["Rules", "Localizations"] {
        try FileManager.default.copyItem(
          at: CLIRunner.root.appendingPathComponent(folder),
          to: root.appendingPathComponent(folder))
      }
      for (language, pattern, template) in [
        ("es-419", #"(<target state="[^"]*">)(.*?)(</target>)"#, "$1$2 (2)$3"),
        (
          "fr", #"<source>(.*?)</source>"#,
          #"<source>$1</source><target state="translated">$1 (fr)</target>"#
        ),
      ] {
        let export = try CLIRunner.run(
          ["localizations", "export", "--language", language, "--output", root.path],
          environment: ["ALERT_RENDER_HOME": root.path])
        #expect(export.status == 0, "\(export.stderr)")
        let exported = root.appendingPathComponent(
          "\(language).xcloc/Localized Contents/\(language).xliff")
        let text = try String(contentsOf: exported, encoding: .utf8)
        let expression = try NSRegularExpression(
          pattern: pattern, options: .dotMatchesLineSeparators)
        let edited = expression.stringByReplacingMatches(
          in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
        try Data(edited.utf8).write(to: root.appendingPathComponent("\(language).xliff"))
      }
    }

    /// A fresh copy of the shipped catalogs.
    func reset() throws {
      try FileManager.default.removeItem(at: catalogs)
      try FileManager.default.copyItem(
        at: CLIRunner.root.appendingPathComponent("Localizations"), to: catalogs)
    }

    /// Every file of the catalogs' directory, hidden ones included.
    func files() throws -> [String: Data] {
      var files: [String: Data] = [:]
      for name in try FileManager.default.contentsOfDirectory(atPath: catalogs.path) {
        files[name] = try Data(contentsOf: catalogs.appendingPathComponent(name))
      }
      return files
    }

    func importing(_ path: String) throws -> CLIRunner.Result {
      try CLIRunner.run(["localizations", "import", path, "--catalogs", catalogs.path])
    }

    /// An import started, not waited for; its standard error goes to a file.
    func start(_ path: String) throws -> (Process, URL) {
      let process = Process()
      process.executableURL = CLIRunner.executable
      process.arguments = ["localizations", "import", path, "--catalogs", catalogs.path]
      let errors = root.appendingPathComponent("stderr-\(UUID().uuidString)")
      _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
      process.standardError = try FileHandle(forWritingTo: errors)
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      return (process, errors)
    }

    /// Whether the catalogs load for a render in es-419.
    func renders() throws -> Bool {
      try CLIRunner.run(
        ["--locale", "es-419", "--format", "text", "Examples/email-alert.json"],
        environment: environment
      ).status == 0
    }
  }

  @Test func twoImportsAtOnceKeepBothLanguages() throws {
    let scratch = try Scratch()
    #expect(try scratch.importing(scratch.spanish).status == 0)
    #expect(try scratch.importing(scratch.french).status == 0)
    let expected = try scratch.files()
    for _ in 0..<3 {
      try scratch.reset()
      let (spanish, spanishErrors) = try scratch.start(scratch.spanish)
      let (french, frenchErrors) = try scratch.start(scratch.french)
      for (process, errors) in [(spanish, spanishErrors), (french, frenchErrors)] {
        #expect(CLIRunner.waitForExit(process, timeout: 120))
        let stderr = String(decoding: try Data(contentsOf: errors), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(stderr)")
      }
      #expect(try scratch.files() == expected)
    }
  }

  @Test func aSecondImportWaitsForTheFirstAndSaysSo() throws {
    let scratch = try Scratch()
    // This test holds the lock an import takes, as a running import would.
    let descriptor = open(scratch.catalogs.path, O_RDONLY | O_DIRECTORY)
    #expect(flock(descriptor, LOCK_EX) == 0)
    let (process, errors) = try scratch.start(scratch.spanish)
    usleep(1_500_000)
    #expect(process.isRunning)
    close(descriptor)
    #expect(CLIRunner.waitForExit(process, timeout: 120))
    let stderr = String(decoding: try Data(contentsOf: errors), as: UTF8.self)
    #expect(process.terminationStatus == 0, "\(stderr)")
    #expect(stderr.hasPrefix("import: waiting for another import into \(scratch.catalogs.path)"))
    #expect(stderr.contains("wrote"))
  }

  @Test func aFullDiskWritesNoCatalog() throws {
    let scratch = try Scratch()
    let before = try scratch.files()
    // 60 KiB: the new AlertTypes.xcstrings fits, CyberAgent.xcstrings does not.
    let result = try CLIRunner.shell(
      "trap '' XFSZ; ulimit -f 60; \"$0\" localizations import \"\(scratch.spanish)\" "
        + "--catalogs \"\(scratch.catalogs.path)\"")
    #expect(result.status == 73, "\(result.stderr)")
    #expect(result.stderr.contains("CyberAgent.xcstrings: error: Writing failed (File too large)"))
    #expect(
      result.stderr.contains(
        "Nothing was written: \(scratch.catalogs.path)/AlertTypes.xcstrings, "),
      "\(result.stderr)")
    #expect(try scratch.files() == before)
  }

  @Test func aKilledImportIsNeverHalfDone() throws {
    let scratch = try Scratch()
    #expect(try scratch.importing(scratch.spanish).status == 0)
    let expected = try scratch.files()
    let original = Set(try FileManager.default.contentsOfDirectory(atPath: scratch.catalogs.path))
    var killed = 0
    // An import takes some 0.25 s in a debug build: kills from its start to its end.
    for delay in stride(from: 10_000, through: 310_000, by: 20_000) {
      try scratch.reset()
      let (process, _) = try scratch.start(scratch.spanish)
      usleep(UInt32(delay))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      if process.terminationReason == .uncaughtSignal { killed += 1 }
      // What a render sees: whole catalogs only, hidden files ignored.
      let names = try FileManager.default.contentsOfDirectory(atPath: scratch.catalogs.path)
      #expect(Set(names.filter { !$0.hasPrefix(".") }) == original)
      #expect(try scratch.renders())
      // The next import finishes or redoes it, and leaves nothing behind.
      #expect(try scratch.importing(scratch.spanish).status == 0)
      #expect(try scratch.files() == expected)
    }
    #expect(killed >= 4, "Only \(killed) imports were killed before they ended.")
  }

  @Test func theIssuesReproductionsChangeNoTranslation() throws {
    let scratch = try Scratch()
    let before = try scratch.files()
    // Item 2: the source language as the target.
    let source = scratch.root.appendingPathComponent("source.xliff")
    try Data(
      try String(contentsOfFile: scratch.spanish, encoding: .utf8)
        .replacingOccurrences(of: #"target-language="es-419""#, with: #"target-language="en_US""#)
        .utf8
    ).write(to: source)
    var result = try scratch.importing(source.path)
    #expect(result.status == 65)
    #expect(result.stderr.contains("is the catalogs' source language en-US"))
    #expect(try scratch.files() == before)
    // Item 4: a text of 1.5 MB.
    let long = scratch.root.appendingPathComponent("long.xliff")
    try Data(
      try String(contentsOfFile: scratch.spanish, encoding: .utf8)
        .replacingOccurrences(
          of: "Recordarme más tarde (2)", with: String(repeating: "x", count: 1_500_000)
        )
        .utf8
    ).write(to: long)
    result = try scratch.importing(long.path)
    #expect(result.status == 0)
    #expect(result.stderr.contains("'button.remindLater' is 1500000 bytes long"))
    #expect(try scratch.renders())
  }

  @Test func aDeviceVariationAloneKeepsTheTextForOtherDevices() throws {
    let scratch = try Scratch()
    // Item 1: the source varies by device; es-419 has one text for all devices.
    let screen = scratch.catalogs.appendingPathComponent("Screen.xcstrings")
    let key = "button.remindLater.hint"
    var json = try JSONSerialization.jsonObject(with: Data(contentsOf: screen)) as? [String: Any]
    var strings = json?["strings"] as? [String: Any]
    var entry = strings?[key] as? [String: Any]
    var localizations = entry?["localizations"] as? [String: Any]
    let old = (localizations?["es-419"] as? [String: Any])?["stringUnit"]
    func unit(_ text: String) -> [String: Any] {
      ["stringUnit": ["state": "translated", "value": text]]
    }
    localizations?["en-US"] = [
      "variations": [
        "device": ["iphone": unit("Tap for a reminder."), "other": unit("Remind me.")]
      ]
    ]
    entry?["localizations"] = localizations
    strings?[key] = entry
    json?["strings"] = strings
    try JSONSerialization.data(withJSONObject: json ?? [:]).write(to: screen)
    let xliff = scratch.root.appendingPathComponent("device.xliff")
    try Data(
      """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="Localizations/Screen.xcstrings" source-language="en-US" \
      target-language="es-419"><body>
      <trans-unit id="\(key)|==|device.iphone"><source>Tap for a reminder.</source>\
      <target>Toca para un recordatorio.</target></trans-unit></body></file></xliff>
      """.utf8
    ).write(to: xliff)
    let result = try scratch.importing(xliff.path)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("1 updated"))
    #expect(try scratch.renders())
    let written = try JSONSerialization.jsonObject(with: Data(contentsOf: screen)) as? [String: Any]
    let spanish =
      (((written?["strings"] as? [String: Any])?[key] as? [String: Any])?["localizations"]
      as? [String: Any])?["es-419"] as? [String: Any]
    let devices = (spanish?["variations"] as? [String: Any])?["device"] as? [String: Any]
    #expect(
      (devices?["other"] as? [String: Any])?["stringUnit"] as? NSDictionary == old as? NSDictionary)
    #expect(devices?["iphone"] != nil)
  }
}
