import Foundation
import Testing

/// `localizations export` and `localizations import`, end to end.
@Suite struct LocalizationsCommandTests {
  private func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("alert-render-l10n-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func exportThenImportUnchangedChangesNoByte() throws {
    let root = try scratch()
    let catalogs = root.appendingPathComponent("Localizations")
    try FileManager.default.copyItem(
      at: CLIRunner.root.appendingPathComponent("Localizations"), to: catalogs)
    let export = try CLIRunner.run([
      "localizations", "export", "--language", "es_419", "--output", root.path,
    ])
    #expect(export.status == 0, "\(export.stderr)")
    #expect(export.stderr.contains("es-419.xcloc"))
    let bundle = root.appendingPathComponent("es-419.xcloc")
    let xliff = try String(
      contentsOf: bundle.appendingPathComponent("Localized Contents/es-419.xliff"), encoding: .utf8)
    #expect(
      xliff.contains(#"<trans-unit id="socialmedia.title|==|plural.one" xml:space="preserve">"#))
    let result = try CLIRunner.run([
      "localizations", "import", bundle.path, "--catalogs", catalogs.path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("0 updated") && result.stderr.contains("no catalog changed"))
    for name in ["AlertTypes", "CyberAgent", "Screen"] {
      let file = "\(name).xcstrings"
      #expect(
        try Data(contentsOf: catalogs.appendingPathComponent(file))
          == Data(contentsOf: CLIRunner.root.appendingPathComponent("Localizations/\(file)")))
    }
  }

  @Test func importedTranslationsRenderInTheirLanguage() throws {
    let root = try scratch()
    for folder in ["Rules", "Localizations"] {
      try FileManager.default.copyItem(
        at: CLIRunner.root.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
    }
    let environment = ["ALERT_RENDER_HOME": root.path]
    let export = try CLIRunner.run(
      ["localizations", "export", "--language", "fr", "--output", root.path],
      environment: environment)
    #expect(export.status == 0, "\(export.stderr)")
    let path = root.appendingPathComponent("fr.xcloc/Localized Contents/fr.xliff")
    var text = try String(contentsOf: path, encoding: .utf8)
    for (source, target) in [
      ("<source>Social Media Activity Found</source>", "Activité trouvée"),
      ("<source>%lld Social Media Activities Found</source>", "%lld activités trouvées"),
    ] {
      text = text.replacingOccurrences(
        of: source, with: source + "<target state=\"translated\">\(target)</target>")
    }
    try Data(text.utf8).write(to: path)
    let result = try CLIRunner.run(
      ["localizations", "import", path.path], environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("3 updated"))
    let one = try CLIRunner.run(
      ["--locale", "fr", "--format", "text", "Examples/socialmedia-alert.json"],
      environment: environment)
    #expect(one.stdout.contains("Activité trouvée"), "\(one.stdout)\(one.stderr)")
    var alert =
      try JSONSerialization.jsonObject(
        with: Data(
          contentsOf: CLIRunner.root.appendingPathComponent("Examples/socialmedia-alert.json")))
      as? [String: Any] ?? [:]
    let events = alert["events"] as? [Any] ?? []
    alert["events"] = events + events
    let two = try CLIRunner.run(
      ["--locale", "fr-CA", "--format", "text", "-"],
      input: try JSONSerialization.data(withJSONObject: alert), environment: environment)
    #expect(two.stdout.contains("2 activités trouvées"), "\(two.stdout)\(two.stderr)")
  }

  @Test func badInvocationsAndInputsFailClearly() throws {
    let root = try scratch()
    let malformed = root.appendingPathComponent("bad.xliff")
    try Data("<xliff>\n  <file>\n</xliff>\n".utf8).write(to: malformed)
    let cases: [([String], Int32, String)] = [
      (["localizations"], 64, "needs an action: export, import or finish"),
      (["localizations", "exprt"], 64, "Did you mean 'export'?"),
      (["localizations", "export", "--output", root.path], 64, "needs --language"),
      (["localizations", "export", "--language", "fr"], 64, "needs --output"),
      (
        ["localizations", "export", "--language", "??", "--output", root.path], 64,
        "not a language tag"
      ),
      (
        ["localizations", "export", "--language", "--output", root.path], 64,
        "The option --language needs a value; found '--output', which is an option or standard "
          + "input. A value that starts with '-' is written --language=--output."
      ),
      (["localizations", "export", "--language", "fr", "--", "x"], 64, "takes no file; found 'x'"),
      (["localizations", "import"], 64, "at least one .xcloc bundle or .xliff file"),
      (["localizations", "import", "--skip-invalid"], 64, "at least one .xcloc bundle"),
      (
        ["localizations", "import", "--skip-invalid=yes", "a.xliff"], 64,
        "The option --skip-invalid takes no value; found '--skip-invalid=yes'."
      ),
      (
        ["localizations", "export", "--skip-invalid", "--language", "fr"], 64,
        "Unknown option '--skip-invalid' for localizations export"
      ),
      (["localizations", "finish", "a.xliff"], 64, "localizations finish takes no file"),
      (["localizations", "finish", "--skip-invalid"], 64, "expected --catalogs."),
      (
        ["localizations", "import", "--", "--catalogs"], 66,
        "--catalogs"
      ),
      (["localizations", "import", "--catalog", "x", "a.xliff"], 64, "Did you mean '--catalogs'?"),
      (
        ["localizations", "import", root.appendingPathComponent("none.xliff").path], 66,
        "No such file"
      ),
      (["localizations", "import", root.path], 66, "expected an .xcloc bundle"),
      (
        ["localizations", "import", malformed.path], 65,
        "\(malformed.path):3:1: error: Found </xliff>; expected </file>"
      ),
    ]
    for (arguments, status, message) in cases {
      let result = try CLIRunner.run(arguments)
      #expect(result.status == status, "\(arguments): \(result.stderr)")
      #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
    }
    let help = try CLIRunner.run(["localizations", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("alert-render localizations export --language LANG"))
    #expect(help.stdout.contains("[--catalogs DIR] [--skip-invalid]"))
    #expect(help.stdout.contains("alert-render localizations finish [--catalogs DIR]"))
  }
}
