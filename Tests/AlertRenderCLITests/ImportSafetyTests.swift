import Foundation
import Testing

/// `localizations import` tried as a hostile user would (issue 23, items 1 to 5): concurrent
/// imports, a full disk, `kill -9`, and the reproductions of the issue, end to end. Each of
/// these tests failed before the fix.
@Suite struct ImportSafetyTests {
  @Test func twoImportsAtOnceKeepBothLanguages() throws {
    let scratch = try ImportScratch()
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
    let scratch = try ImportScratch()
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
    let scratch = try ImportScratch()
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
    let scratch = try ImportScratch()
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
    let scratch = try ImportScratch()
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
    // Item 4: a text of 1.5 MB refuses the whole import, and writes nothing.
    let long = try scratch.edited(
      scratch.spanish, as: "long.xliff",
      [("Recordarme más tarde (2)", String(repeating: "x", count: 1_500_000))])
    result = try scratch.importing(long)
    #expect(result.status == 65, "\(result.stderr)")
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count == 2, "\(result.stderr)")
    #expect(
      lines.first?.hasPrefix(
        "\(long):1064:7: error: The translation of 'button.remindLater' is 1500000 bytes long")
        == true,
      "\(result.stderr)")
    #expect(
      lines.last?.hasPrefix(
        "\(scratch.catalogs.path): error: Nothing was written, and every catalog in this "
          + "directory is as it was: 1 unit that carries a translation cannot be imported") == true)
    #expect(lines.last?.contains("or pass --skip-invalid to import the ") == true)
    #expect(try scratch.files() == before)
    #expect(try scratch.renders())
    // Told to skip it, the import takes every other translation, and exits 0.
    result = try scratch.importing(long, "--skip-invalid")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr.contains("\(long):1064:7: warning: The translation of 'button.remindLater'"))
    #expect(result.stderr.contains(", 1 left out, 1 warnings; wrote "))
    let screen = try String(
      contentsOf: scratch.catalogs.appendingPathComponent("Screen.xcstrings"), encoding: .utf8)
    #expect(screen.contains(#""value" : "Recordarme más tarde""#))
    #expect(screen.contains(#""value" : "Contáctenos (2)""#))
    #expect(try scratch.renders())
  }

  @Test func aMalformedPlaceholderOrAnUnknownKeyRefusesTheImport() throws {
    let scratch = try ImportScratch()
    let before = try scratch.files()
    let bad = try scratch.edited(
      scratch.spanish, as: "bad.xliff",
      [
        ("Se filtraron estos datos: %@ (2)", "Se filtraron estos datos: %q (2)"),
        (#"<trans-unit id="button.contactUs" "#, #"<trans-unit id="button.contactUz" "#),
      ])
    let result = try scratch.importing(bad)
    #expect(result.status == 65, "\(result.stderr)")
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count == 3, "\(result.stderr)")
    #expect(
      lines.first?.hasPrefix(
        "\(bad):190:7: error: The translation of 'cyberagent.subtitle.mixed' has a malformed "
          + "placeholder") == true, "\(result.stderr)")
    #expect(
      lines.dropFirst().first
        == "\(bad):1044:7: error: The unit 'button.contactUz' is not imported: no catalog in "
        + "\(scratch.catalogs.path) has that key. Did you mean 'button.contactUs'?"
    )
    #expect(lines.last?.contains("2 units that carry a translation cannot be imported") == true)
    #expect(try scratch.files() == before)
  }

  @Test func aDeviceVariationAloneKeepsTheTextForOtherDevices() throws {
    let scratch = try ImportScratch()
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
