import AlertRenderTestSupport
import Foundation
import Testing

/// `lint`, `list` and drop-in content directories, end to end.
@Suite struct ContentCommandTests {
  private func unit(_ value: String) -> String {
    #"{"stringUnit": {"state": "translated", "value": "\#(value)"}}"#
  }

  private func entry(_ en: String, _ es: String) -> String {
    #"{"localizations": {"en-US": \#(unit(en)), "en-GB": \#(unit(en)), "es-419": \#(unit(es))}}"#
  }

  private func plural(_ one: String, _ other: String, _ esOne: String, _ esOther: String) -> String
  {
    let variants = { (one: String, other: String) in
      #"{"variations": {"plural": {"one": \#(unit(one)), "other": \#(unit(other))}}}"#
    }
    return
      #"{"localizations": {"en-US": \#(variants(one, other)), "en-GB": \#(variants(one, other)), "es-419": \#(variants(esOne, esOther))}}"#
  }

  @Test func dropInRuleAndCatalogAddAMatchTypeWithoutARebuild() throws {
    let rules = try TestContent.directory([
      "CyberAgent/IDVIN.json": """
      {
        "match": "IDVIN",
        "icon": {"name": "car-alert", "label": "match.IDVIN.icon"},
        "valueFields": ["vin"],
        "masking": {"keepLast": 4},
        "kind": "match.IDVIN.kind",
        "title": "match.IDVIN.title",
        "subtitle": "match.IDVIN.subtitle",
        "risks": [{"text": "risk.IDVIN.cloning"}],
        "steps": [{"icon": "ellipsis-step", "text": "step.IDVIN.dmv"}]
      }
      """
    ])
    let strings = try TestContent.directory([
      "Vehicles.xcstrings": """
      {"sourceLanguage": "en-US", "version": "1.0", "strings": {
        "match.IDVIN.icon": \(entry("Vehicle", "Vehículo")),
        "match.IDVIN.kind": \(entry("vehicle identification number", "número de identificación vehicular")),
        "match.IDVIN.title": \(plural("Vehicle Number Leaked", "%lld Vehicle Numbers Leaked", "Número de vehículo filtrado", "%lld números de vehículo filtrados")),
        "match.IDVIN.subtitle": \(plural("Your vehicle number has been leaked", "%lld vehicle numbers have been leaked", "Se filtró el número de su vehículo", "Se filtraron %lld números de vehículo")),
        "risk.IDVIN.cloning": \(entry("A leaked VIN can be used to clone your vehicle’s identity.", "Un VIN filtrado puede usarse para clonar la identidad de su vehículo.")),
        "step.IDVIN.dmv": \(entry("Tell your motor vehicle agency.", "Avise a la oficina de tránsito."))
      }}
      """
    ])
    let alert = try TestContent.directory([
      "vin.json":
        #"{"id": "v:1", "type": 1, "events": [{"date": "2020-01-02", "data": {"match": "IDVIN", "vin": "1HGCM82633A004352", "Source": "Forum"}}]}"#
    ])
    defer {
      for url in [rules, strings, alert] { try? FileManager.default.removeItem(at: url) }
    }
    let result = try CLIRunner.run([
      "--rules", rules.path, "--localizations", strings.path, "--locale", "es-419",
      alert.appendingPathComponent("vin.json").path,
    ])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.contains(#""title" : "Número de vehículo filtrado""#))
    #expect(result.stdout.contains(#""name" : "car-alert""#))
    #expect(result.stdout.contains("Avise a la oficina de tránsito."))
    #expect(!result.stdout.contains("1HGCM82633A004352"))
    #expect(!result.stdout.contains("unknown-match"))

    let lint = try CLIRunner.run(["lint", "--rules", rules.path, "--localizations", strings.path])
    #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
    let list = try CLIRunner.run(["list", "--rules", rules.path, "--localizations", strings.path])
    #expect(list.stdout.contains("IDVIN"))
    #expect(list.stdout.contains("\(rules.path)/CyberAgent/IDVIN.json"))
  }

  @Test func deviceVariationsRenderTheRequestedDeviceOrOther() throws {
    let strings = try TestContent.directory([
      "Device.xcstrings": """
      {"sourceLanguage": "en-US", "version": "1.0", "strings": {
        "section.help.title": {"localizations": {"en-US": {"variations": {"device": {
          "ipad": \(unit("Help on your iPad")),
          "applewatch": \(unit("Help on your wrist")),
          "other": \(unit("Help anywhere"))
        }}}}}
      }}
      """
    ])
    defer { try? FileManager.default.removeItem(at: strings) }
    let cases: [([String], String)] = [
      (["--device", "ipad"], "Help on your iPad"),
      (["--device=watch"], "Help on your wrist"),
      (["--device", "mac"], "Help anywhere"),
      ([], "Help anywhere"),
    ]
    for (options, title) in cases {
      let result = try CLIRunner.run(
        ["--localizations", strings.path, "--locale", "en-US"] + options
          + ["Examples/email-alert.json"])
      #expect(result.status == 0, "\(options): \(result.stderr)")
      #expect(result.stdout.contains(#""\#(title)""#), "\(options)")
      for other in cases.map(\.1) where other != title {
        #expect(!result.stdout.contains(other), "\(options)")
      }
    }
    let lint = try CLIRunner.run(["lint", "--localizations", strings.path])
    #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
  }

  @Test func overridesAreNamedByLintAndList() throws {
    let builtIn = CLIRunner.root.appendingPathComponent("Rules/CyberAgent/IDEMAILADDR.json")
    let rules = try TestContent.directory([
      "CyberAgent/IDEMAILADDR.json": try String(contentsOf: builtIn, encoding: .utf8)
    ])
    defer { try? FileManager.default.removeItem(at: rules) }
    let lint = try CLIRunner.run(["lint", "--rules", rules.path])
    #expect(lint.status == 0)
    #expect(
      lint.stdout.contains(
        "(rules): note: The rule for CyberAgent IDEMAILADDR in \(rules.path)/CyberAgent/IDEMAILADDR.json replaces Rules/CyberAgent/IDEMAILADDR.json."
      ))
    let list = try CLIRunner.run(["list", "--rules", rules.path])
    #expect(list.stdout.contains("note: The rule for CyberAgent IDEMAILADDR"))
  }

  @Test func misspeltRuleKeyStopsStartUpWithExit78AndASuggestion() throws {
    let rules = try TestContent.directory([
      "CyberAgent/IDSSN.json": "{\n  \"match\": \"IDSSN\",\n  \"valueFeilds\": [\"ssn\"]\n}"
    ])
    defer { try? FileManager.default.removeItem(at: rules) }
    let result = try CLIRunner.run(["--rules", rules.path, "Examples/email-alert.json"])
    #expect(result.status == 78)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix(
        "\(rules.path)/CyberAgent/IDSSN.json:3:18: error: valueFeilds: unknown key 'valueFeilds'"))
    #expect(result.stderr.hasSuffix("Did you mean 'valueFields'?\n"))
    let lint = try CLIRunner.run(["lint", "--rules", rules.path])
    #expect(lint.status == 78)
    #expect(lint.stderr == "lint: 1 errors, 0 warnings\n")
  }

  @Test func shippedContentLintsCleanAndListsEveryMatchTypeComplete() throws {
    let lint = try CLIRunner.run(["lint", "--format", "json"])
    #expect(lint.status == 0, "\(lint.stdout)")
    let report = try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any]
    let findings = report?["findings"] as? [[String: Any]]
    #expect(findings?.contains { $0["severity"] as? String == "error" } == false)

    let list = try CLIRunner.run(["list"])
    #expect(list.status == 0)
    let rows = list.stdout.split(separator: "\n").filter {
      $0.hasPrefix("CyberAgent") && $0.contains(" ID")
    }
    #expect(rows.count == 13)
    #expect(rows.allSatisfy { $0.contains("en-US,en-GB,es-419") && !$0.contains("incomplete") })
  }
}
