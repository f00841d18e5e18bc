import Foundation
import Testing

/// How the command line reads content: from the files as they are at every start, never
/// blocking on one, writing nothing of its own.
@Suite struct ContentLoadingTests {
  private func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("alert-render-loading-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func aFIFONamedLikeContentEndsRenderAndLintPromptlyWithExit78() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let strings = root.appendingPathComponent("strings")
    let rules = root.appendingPathComponent("rules/CyberAgent")
    try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: rules, withIntermediateDirectories: true)
    let catalogPipe = strings.appendingPathComponent("Pipe.xcstrings")
    let rulePipe = rules.appendingPathComponent("IDPIPE.json")
    #expect(mkfifo(catalogPipe.path, 0o644) == 0)
    #expect(mkfifo(rulePipe.path, 0o644) == 0)
    let cases: [(options: [String], pipe: URL)] = [
      (["--localizations", strings.path], catalogPipe),
      (["--rules", root.appendingPathComponent("rules").path], rulePipe),
    ]
    for (options, pipe) in cases {
      let message =
        "\(pipe.path): error: The file is a FIFO (named pipe); expected a regular file."
      let render = try CLIRunner.run(options + ["Examples/email-alert.json"], timeout: 20)
      #expect(!render.timedOut, "render hung on \(pipe.lastPathComponent)")
      #expect(render.status == 78)
      #expect(render.stdout.isEmpty)
      #expect(render.stderr == message + "\n")
      let lint = try CLIRunner.run(["lint"] + options, timeout: 20)
      #expect(!lint.timedOut, "lint hung on \(pipe.lastPathComponent)")
      #expect(lint.status == 78)
      #expect(lint.stdout.contains(message), "\(lint.stdout)")
    }
  }

  /// A broken rule file where loading does not look changes nothing a render prints; lint
  /// names it, with why, as a warning (exit 0).
  @Test func aRuleFileWhereLoadingDoesNotLookIsNamedByLintNotRead() throws {
    let rules = try scratch()
    defer { try? FileManager.default.removeItem(at: rules) }
    let plain = try CLIRunner.run(["Examples/email-alert.json"])
    for path in ["IDEMAILADDR.json", "CyberAgent/IDEMAILADDR.JSON", "CyberAgent/old/IDSSN.json"] {
      let file = rules.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("{\"match\": ".utf8).write(to: file)
    }
    let render = try CLIRunner.run(["--rules", rules.path, "Examples/email-alert.json"])
    #expect(render.status == 0)
    #expect(render.stdout == plain.stdout)
    #expect(render.stderr.isEmpty)
    let lint = try CLIRunner.run(["lint", "--rules", rules.path])
    #expect(lint.status == 0)
    #expect(lint.stderr == "lint: 0 errors, 3 warnings\n")
    // The findings, then the three coverage lines.
    let lines = lint.stdout.split(separator: "\n").map {
      $0.replacingOccurrences(of: rules.path + "/", with: "")
    }.dropLast(3)
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { $0.contains(": warning: Not read: ") }, "\(lines)")
    #expect(lines.first?.hasPrefix("CyberAgent/IDEMAILADDR.JSON: warning: ") == true)
  }

  /// Each edit keeps the file's size and modification time, as an edit within the file
  /// system's timestamp granularity would: only reading the file can tell.
  @Test func anEditBetweenTwoRunsIsAlwaysSeen() throws {
    let rules = try scratch()
    defer { try? FileManager.default.removeItem(at: rules) }
    let file = rules.appendingPathComponent("CyberAgent/IDEMAILADDR.json")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let original = try String(
      contentsOf: CLIRunner.root.appendingPathComponent("Rules/CyberAgent/IDEMAILADDR.json"),
      encoding: .utf8)
    #expect(original.contains(#""masking": "none""#))
    let masked = original.replacingOccurrences(
      of: #""masking": "none""#, with: #""masking": "full""#)
    try Data(original.utf8).write(to: file)
    let modified = try #require(
      try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date)
    let arguments = ["--rules", rules.path, "Examples/email-alert.json"]
    for round in 0..<6 {
      let isMasked = round % 2 == 1
      if round > 0 {
        try Data((isMasked ? masked : original).utf8).write(to: file)
        try FileManager.default.setAttributes(
          [.modificationDate: modified], ofItemAtPath: file.path)
      }
      let result = try CLIRunner.run(arguments)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(
        result.stdout.contains("jordan.rivera@example.com") == !isMasked,
        "round \(round): the \(isMasked ? "masked" : "unmasked") rule was not used")
    }
  }

  @Test func runsWriteNothingBesideTheirOutput() throws {
    let home = try scratch()
    let cache = try scratch()
    defer {
      try? FileManager.default.removeItem(at: home)
      try? FileManager.default.removeItem(at: cache)
    }
    let environment = ["HOME": home.path, "XDG_CACHE_HOME": cache.path]
    let runs: [[String]] = [
      ["Examples/email-alert.json"], ["--locale", "es-419", "Examples/email-alert.json"],
      ["--format", "text", "Examples/email-alert.json"], ["lint"], ["list"],
    ]
    for arguments in runs {
      let result = try CLIRunner.run(arguments, environment: environment)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).isEmpty)
  }

  /// Catalogs exactly as Xcode 15, 16 and 26 write them (`"sourceLanguage" : "en"`, Xcode's
  /// layout, substitutions, device variations, `isCommentAutoGenerated`, `shouldTranslate`,
  /// extraction states, a key with no text) drop in beside the shipped en-US ones: every
  /// shipped locale renders their texts, and lint finds no error.
  @Test(arguments: ["15", "16", "26"])
  func xcodeCatalogsDropInAndLintWithoutErrors(version: String) throws {
    let options = ["--localizations", "Tests/Fixtures/Localizations-xcode\(version)"]
    let alert = "Examples/socialmedia-alert.json"
    for (locale, title) in [
      ("en-US", "Social Media Activity Found"), ("en", "Social Media Activity Found"),
      ("en-GB", "Social Media Activity Found"), ("en-AU", "Social Media Activity Found"),
      ("es-419", "Actividad encontrada en redes sociales"),
      ("es-MX", "Actividad encontrada en redes sociales"),
    ] {
      let render = try CLIRunner.run(options + ["--locale", locale, "--format", "text", alert])
      #expect(render.status == 0, "\(locale): \(render.stderr)")
      #expect(render.stdout.contains(title), "\(locale): \(render.stdout)")
    }
    let two = try CLIRunner.run(
      options + ["--format", "text", "-"],
      input: Data(
        #"{"id": "s:2", "type": 3, "events": [{"date": "2017-05-20", "data": {"network": "X"}}, {"date": "2017-05-21", "data": {"network": "Y"}}]}"#
          .utf8))
    #expect(two.status == 0, "\(two.stderr)")
    #expect(two.stdout.contains("2 Social Media Activities Found"), "\(two.stdout)")
    let lint = try CLIRunner.run(["lint"] + options)
    #expect(lint.status == 0, "\(lint.stdout)")
    #expect(lint.stderr.hasPrefix("lint: 0 errors, "), "\(lint.stderr)")
    #expect(!lint.stdout.contains(": error: "), "\(lint.stdout)")
    // Their en texts replace the source's, and say so.
    #expect(
      lint.stdout.contains(
        "socialmedia.title [en-US]: replaced by Tests/Fixtures/Localizations-xcode\(version)/"
          + "Localizable.xcstrings (its source language en; was Localizations/AlertTypes.xcstrings)."
      ), "\(lint.stdout)")
  }

  /// Xcode 26's Apple Watch variation of a substituted count.
  @Test func anXcode26DeviceVariationOfASubstitutionRendersForItsDevice() throws {
    let render = try CLIRunner.run([
      "--localizations", "Tests/Fixtures/Localizations-xcode26", "--device", "applewatch",
      "--format", "json", "Examples/socialmedia-alert.json",
    ])
    #expect(render.status == 0, "\(render.stderr)")
    #expect(render.stdout.contains(#""title" : "Social Media Activity""#), "\(render.stdout)")
  }

  /// A catalog modelled on real Xcode catalogs (`"sourceLanguage" : "en"`) whose texts use
  /// every kind of specifier (`%s`, `%f`, `%.2f`, `%d`, `%i`, `%u`, `%ld`, `%lu`, `%x`, `%c`,
  /// `%%`, `%1$@`, `%2$lld`, `%#@name@`, a stray `%`) loads beside the shipped ones: the
  /// whole numbers render in every locale, a text rendering cannot fill leaves the one it
  /// would have replaced (with a diagnostic), and lint finds no error but names each such
  /// text where it is.
  @Test func aCatalogWithEveryKindOfSpecifierDropsInRendersAndLints() throws {
    let options = ["--localizations", "Tests/Fixtures/Localizations-formats"]
    let alert = "Examples/ssntrace-alert.json"
    for (locale, title, origin) in [
      ("en-US", "2 Records Tied to Your SSN", "Source: Credit header records"),
      ("en-GB", "2 Records Linked with Your SSN", "From: Credit header records"),
      ("en-AU", "2 Records Linked with Your SSN", "From: Credit header records"),
      ("es-419", "2 registros asociados a su número de Seguro Social", "Origen: Credit header"),
      ("es-MX", "2 registros asociados a su número de Seguro Social", "Origen: Credit header"),
    ] {
      let render = try CLIRunner.run(options + ["--locale", locale, "--format", "text", alert])
      #expect(render.status == 0, "\(locale): \(render.stderr)")
      #expect(render.stdout.contains(title), "\(locale): \(render.stdout)")
      #expect(render.stdout.contains(origin), "\(locale): \(render.stdout)")
    }
    let json = try CLIRunner.run(options + ["--locale", "es-419", "--format", "json", alert])
    #expect(json.status == 0, "\(json.stderr)")
    #expect(
      json.stdout.contains(
        "The es-419 text of 'detail.origin' uses the format specifier '%s', which rendering "
          + "does not know; used the es-419 text it would have replaced."), "\(json.stdout)")
    let lint = try CLIRunner.run(["lint"] + options)
    #expect(lint.status == 0, "\(lint.stdout)")
    #expect(lint.stderr.hasPrefix("lint: 0 errors, "), "\(lint.stderr)")
    #expect(!lint.stdout.contains(": error: "), "\(lint.stdout)")
    let file = "Tests/Fixtures/Localizations-formats/Localizable.xcstrings"
    for finding in [
      "\(file):245:23: warning: detail.origin [es-419]: The text has '%s' (a C string",
      "\(file):293:23: note: Replace the query with %s [es-419]: The text has '%s'",
      "\(file):131:23: note: %.2f GB free [es-419]: The text has '%.2f' (a floating-point",
      "\(file):305:23: note: Save 50% now [es-419]: The text has '% a'",
      "(localizations): note: detail.origin [es-419]: kept the text of "
        + "Localizations/Screen.xcstrings; \(file)'s uses '%s', which rendering does not know.",
    ] {
      #expect(lint.stdout.contains(finding), "\(finding)\n\(lint.stdout)")
    }
  }
}
