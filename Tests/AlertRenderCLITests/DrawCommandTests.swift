import AlertRenderTestSupport
import Foundation
import Testing

/// `alert-render draw`, through the built binary: a document drawn by the client rules gives
/// the bytes rendering gives, newer versions are drawn with warnings or refused, and batches
/// are drawn one document after another.
@Suite struct DrawCommandTests {
  /// The languages the shipped catalogs translate, read from the catalogs themselves so that
  /// a locale added later is covered too.
  static let shippedLocales: [String] = {
    let directory = CLIRunner.root.appendingPathComponent("Localizations")
    var locales: Set<String> = []
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for file in files where file.hasSuffix(".xcstrings") {
      guard let data = try? Data(contentsOf: directory.appendingPathComponent(file)),
        let catalog = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let strings = catalog["strings"] as? [String: Any]
      else { continue }
      for case let entry as [String: Any] in strings.values {
        for locale in (entry["localizations"] as? [String: Any] ?? [:]).keys {
          locales.insert(locale)
        }
      }
    }
    return locales.sorted()
  }()

  /// Every example, rendered in `locale` as HTML and as text, and its document piped through
  /// `draw`, must be the same bytes: the encoders see nothing but the document.
  @Test(arguments: shippedLocales + ["en-XA", "ar-XB"])
  func drawingTheDocumentGivesTheRenderedBytes(locale: String) throws {
    #expect(Self.shippedLocales.contains("es-419"))
    let script = """
      set -u; B="$0"; checked=0
      for example in Examples/*.json; do
        for theme in light dark; do
          for format in html text; do
            if ! cmp -s <("$B" --locale \(locale) --theme $theme --format $format "$example") \\
                <("$B" --locale \(locale) --theme $theme "$example" | "$B" draw - --format $format)
            then echo "DIFFERENT: $example $theme $format"; fi
            checked=$((checked + 1))
          done
        done
      done
      echo "checked $checked"
      """
    let result = try CLIRunner.shell(script)
    #expect(!result.stdout.contains("DIFFERENT"), "\(result.stdout)")
    #expect(result.stdout.contains("checked "), "stderr: \(result.stderr)")
    let examples = try FileManager.default.contentsOfDirectory(
      atPath: CLIRunner.root.appendingPathComponent("Examples").path
    ).filter { $0.hasSuffix(".json") }
    #expect(result.stdout.contains("checked \(examples.count * 4)\n"))
  }

  @Test func aNewerMinorVersionIsDrawnWithAWarningPerSkip() throws {
    let result = try CLIRunner.run(["draw", "Tests/Conformance/newer-minor.json", "--no-color"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.contains("Email Address Leaked"))
    #expect(!result.stdout.contains("A block type a 1.1 client does not know"))
    let warnings = result.stderr.split(separator: "\n")
    #expect(warnings.count == 9)
    #expect(warnings.allSatisfy { $0.hasPrefix("Tests/Conformance/newer-minor.json:") })
    #expect(
      warnings.contains {
        $0.hasSuffix(
          ": warning: body[2].type: unknown block type \"carousel\" skipped (the document is "
            + "1.9; this client knows 1.2).")
      })
  }

  @Test func aNewerMajorVersionIsRefusedWith65() throws {
    for format in ["text", "html"] {
      let result = try CLIRunner.run(
        ["draw", "--format", format, "Tests/Conformance/newer-major.json"])
      #expect(result.status == 65)
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr.hasPrefix(
          "Tests/Conformance/newer-major.json:7:20: error: schemaVersion: the document is "
            + "version 2.0, but this client draws 1.x documents (up to 1.2)"), "\(result.stderr)")
    }
  }

  @Test func anInvalidDocumentNamesTheJSONPathAndExits65() throws {
    let document = try String(
      contentsOf: CLIRunner.root.appendingPathComponent("Tests/Conformance/every-block.json"),
      encoding: .utf8)
    let broken = document.replacingOccurrences(
      of: "\"style\": \"primary\"", with: "\"style\": \"primari\"")
    let result = try CLIRunner.run(["draw", "-"], input: Data(broken.utf8))
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.range(
        of: #"^<stdin>:\d+:\d+: error: footer\.buttons\[0\]\.style: unknown value "primari"; "#
          + #"a 1\.1 document has only 'link', 'primary', 'secondary' here\. "#
          + #"Did you mean 'primary'\?\n$"#, options: .regularExpression) != nil,
      "\(result.stderr)")
    let alert = try CLIRunner.run(["draw", "Examples/email-alert.json"])
    #expect(alert.status == 65)
    #expect(alert.stderr.contains("schemaVersion: missing"))
    #expect(alert.stderr.contains("this looks like an alert: render it first"))
  }

  @Test func anNDJSONBatchIsDrawnDocumentByDocument() throws {
    let script = """
      { cat Examples/email-alert.json | tr -d '\\n'; echo; echo '{"id":"x:1","type":1}';
        cat Examples/ssn-alert.json | tr -d '\\n'; echo; } > "$TMPDIR_DRAW/batch.ndjson"
      "$0" --locale en-US --ndjson "$TMPDIR_DRAW/batch.ndjson" 2>/dev/null \\
        | "$0" draw - --format text --width 50
      echo "status $?"
      """
    let root = try TestContent.directory([:])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try CLIRunner.shell("TMPDIR_DRAW='\(root.path)'; " + script)
    #expect(result.stdout.contains("status 65"), "\(result.stdout)\n\(result.stderr)")
    #expect(result.stdout.contains("Email Address Leaked"))
    #expect(result.stdout.contains("•••-••-"), "the SSN alert is drawn after the failed one")
    #expect(result.stdout.split(separator: "\n").allSatisfy { $0.count <= 50 })
    #expect(result.stderr.contains("<stdin>:2: error: The alert 'x:1' was not rendered"))
    #expect(result.stderr.hasSuffix("<stdin>: 3 documents: 2 drawn, 1 failed\n"))
  }

  @Test func anArrayOfDocumentsIsDrawnAsText() throws {
    let one = try CLIRunner.run(["--locale", "en-US", "Examples/email-alert.json"])
    let array = "[\n" + one.stdout + ",\n" + one.stdout + "]\n"
    let result = try CLIRunner.run(
      ["draw", "--no-color", "--width", "60", "-"], input: Data(array.utf8))
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.components(separatedBy: "Email Address Leaked").count == 3)
    #expect(result.stderr == "<stdin>: 2 documents: 2 drawn, 0 failed\n")
    let single = try CLIRunner.run(
      ["draw", "--no-color", "--width", "60", "-"], input: Data(one.stdout.utf8))
    #expect(result.stdout == single.stdout + "\n" + single.stdout)
  }

  @Test func concatenatedDocumentsAreAnErrorThatSaysHowToGiveABatch() throws {
    let one = try CLIRunner.run(["--locale", "en-US", "Examples/email-alert.json"])
    let result = try CLIRunner.run(["draw", "-"], input: Data((one.stdout + one.stdout).utf8))
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("<stdin>:"))
    #expect(result.stderr.contains("Found more content after the JSON value"))
    #expect(result.stderr.contains("one per line (NDJSON, as --ndjson writes) or in a JSON array"))
  }

  @Test func htmlDrawsOneDocumentAndRefusesABatch() throws {
    let record = try CLIRunner.run(
      ["--ndjson", "--locale", "en-US"],
      input: Data(
        (try String(
          contentsOf: CLIRunner.root.appendingPathComponent("Examples/email-alert.json"),
          encoding: .utf8
        )
        .replacingOccurrences(of: "\n", with: "") + "\n").utf8))
    let page = try CLIRunner.run(
      ["draw", "--format", "html", "-"], input: Data(record.stdout.utf8))
    #expect(page.status == 0, "stderr: \(page.stderr)")
    let rendered = try CLIRunner.run(
      ["--format", "html", "--locale", "en-US", "Examples/email-alert.json"])
    #expect(page.stdout == rendered.stdout, "a batch of one record draws its document")
    let two = try CLIRunner.run(
      ["draw", "--format", "html", "-"], input: Data((record.stdout + record.stdout).utf8))
    #expect(two.status == 64)
    #expect(two.stdout.isEmpty)
    #expect(two.stderr.contains("--format html draws one document as one page"))
  }

  @Test(arguments: [
    (["draw", "--theme", "dark", "x.json"], "--theme chooses what rendering puts in it"),
    (["draw", "--locale=es-419", "x.json"], "--locale chooses what rendering puts in it"),
    (["draw", "--format", "json", "x.json"], "Unknown format 'json' for draw; expected one of"),
    (["draw", "--widht", "40", "x.json"], "Did you mean '--width'?"),
    (["draw", "--width", "4", "x.json"], "--width takes a whole number from 8 to 1000"),
    (["draw", "--format", "html", "--width", "40", "x.json"], "it needs --format text"),
    (["--width", "40", "Examples/email-alert.json"], "it needs --format text"),
    // --no-color, like --width, only changes the text preview: refused where there is none.
    (
      ["--no-color", "--format", "html", "Examples/email-alert.json"],
      "--no-color turns off the text preview's colour; it needs --format text."
    ),
    (["--no-color", "Examples/email-alert.json"], "--no-color turns off the text preview's"),
    (["--no-color", "--ndjson", "Examples/email-alert.json"], "--no-color turns off the text"),
    (["draw", "--format", "html", "--no-color", "x.json"], "--no-color turns off the text"),
    (["draw", "a.json", "b.json"], "draw takes one document; found 'a.json' and 'b.json'"),
    (["draw", "--ndjson", "x.json"], "draw recognises a batch by itself"),
  ])
  func badArgumentsAreUsageErrors(arguments: [String], message: String) throws {
    let result = try CLIRunner.run(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test func renderTakesTheSameWidth() throws {
    let render = try CLIRunner.run(
      ["--format", "text", "--width", "44", "--locale", "en-US", "Examples/email-alert.json"],
      environment: ["COLUMNS": "100"])
    #expect(render.status == 0, "stderr: \(render.stderr)")
    #expect(render.stdout.split(separator: "\n").map(\.count).max() == 44)
  }

  @Test func aMissingOrOversizedDocumentIsReported() throws {
    let missing = try CLIRunner.run(["draw", "nowhere.json"])
    #expect(missing.status == 66)
    #expect(
      missing.stderr == "nowhere.json: error: No such file; expected a layout document (JSON).\n")
    let large = try CLIRunner.run(
      ["draw", "--max-document-bytes", "1000", "Tests/Conformance/every-block.json"])
    #expect(large.status == 65)
    #expect(large.stderr.contains("over the limit of 1000 bytes (--max-document-bytes)"))
  }
}
