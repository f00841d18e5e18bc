import AlertRenderTestSupport
import Foundation
import Testing

@testable import AlertRendering

/// Checks the shipped content of every CyberAgent match type, driven by the rule files and
/// the examples: each type's example must render, in every locale, with that type's own
/// words and icons, fully translated, and without the leaked value in clear.
@Suite struct MatchTypeContentTests {
  /// Diagnostics that mean the shipped content is incomplete or an example is malformed.
  static let contentDiagnostics: Set<String> = [
    "string-fallback", "missing-string", "missing-value", "missing-date", "unknown-match",
  ]

  /// A type's own example shows that type's title, icon, masked value, risks and steps.
  @Test(arguments: Case.all)
  func singleTypeExampleShowsItsOwnRule(_ testCase: Case) throws {
    let rule = try #require(Shipped.rule(testCase.matchType))
    let example = try #require(
      Shipped.examples.first { $0.matchTypes == [testCase.matchType] },
      "No example in Examples/ holds only \(testCase.matchType) events.")
    let document = try TestContent.renderer.render(
      json: try TestContent.example(example.file), locale: testCase.locale)
    var localizer = try Shipped.localizer(testCase.locale)
    let count = example.alert.events.count

    #expect(document.locale == testCase.locale)
    let title = localizer.string(LocalizedText(rule.title, [.count(count)]))
    #expect(document.navigation.title == title)
    let generic = try #require(Shipped.rule(MatchRule.fallbackMatchType))
    #expect(title != localizer.string(LocalizedText(generic.title, [.count(count)])))
    #expect(
      document.banner?.subtitle
        == localizer.string(LocalizedText(rule.subtitle, [.count(count)])))

    let details = document.details
    #expect(details.count == count)
    for (detail, event) in zip(details, example.alert.events) {
      #expect(detail.matchType == rule.matchType)
      #expect(detail.icon.name == rule.icon.name)
      #expect(detail.icon.accessibilityLabel == rule.icon.label.map { localizer.string($0) })
      let raw = try #require(Shipped.value(of: event, rule: rule))
      #expect(detail.value == rule.masking.mask(raw))
    }

    let facts = EventFacts(eventCount: count, matchTypes: [rule.matchType])
    let risks = rule.risks.filter { $0.when?.holds(for: facts) ?? true }
    let steps = rule.steps.filter { $0.when?.holds(for: facts) ?? true }
    #expect(!risks.isEmpty && !steps.isEmpty)
    // The document shows a link's words, without its markup.
    func shown(_ key: String) -> String {
      let text = localizer.string(LocalizedText(key))
      return LinkedText(text, arguments: [])?.text ?? text
    }
    #expect(document.section("risks")?.items.map(\.text) == risks.map { shown($0.text) })
    #expect(document.section("steps")?.items.map(\.text) == steps.map { shown($0.text) })
    #expect(document.section("steps")?.items.map(\.icon?.name) == steps.map(\.icon))

    try expectFinishedAndMasked(document, example: example)
  }

  /// A mixed example names every kind, lists each risk and step once, and stays masked.
  @Test(arguments: Case.mixed)
  func mixedExampleListsEachTypeAndEachAdviceOnce(_ testCase: Case) throws {
    let example = try #require(Shipped.examples.first { $0.file == testCase.example })
    let document = try TestContent.renderer.render(
      json: try TestContent.example(example.file), locale: testCase.locale)
    var localizer = try Shipped.localizer(testCase.locale)
    let rules = try example.matchTypes.map { type in try #require(Shipped.rule(type)) }

    for (detail, event) in zip(document.details, example.alert.events) {
      let type = event["match"]?.scalarText
      #expect(detail.icon.name == rules.first { $0.matchType == type }?.icon.name)
    }
    let kinds = rules.map { localizer.string(LocalizedText($0.kind)) }
    let subtitle = document.banner?.subtitle ?? ""
    #expect(kinds.allSatisfy { subtitle.contains($0) }, "\(subtitle) does not name every kind")
    var seen: Set<String> = []
    let expectedRisks = rules.flatMap(\.risks).map(\.text).filter { seen.insert($0).inserted }
    #expect(
      document.section("risks")?.items.map(\.text)
        == expectedRisks.map { localizer.string(LocalizedText($0)) })
    let steps = document.section("steps")?.items.map(\.text) ?? []
    #expect(Set(steps).count == steps.count, "A step is listed twice.")

    try expectFinishedAndMasked(document, example: example)
  }

  /// The content covers exactly the feed's match types, each with an example of its own.
  @Test func everyFeedMatchTypeHasARuleAndASingleTypeExample() throws {
    // The thirteen match types the feed documents for CyberAgent alerts.
    let feedTypes = [
      "IDSSN", "IDDLNUMBER", "IDMEDICALID", "IDHOMEPHONE", "IDWORKPHONE", "IDCELLPHONE",
      "IDEMAILADDR", "IDCCN", "IDBANK", "IDNATIONAL", "IDIBAN", "IDPASSPORTNUM", "IDRETAILCARD",
    ]
    #expect(Set(Shipped.ruleFileMatchTypes) == Set(feedTypes))
    for type in feedTypes {
      #expect(Shipped.rule(type)?.file.hasSuffix("\(type).json") == true, "\(type)")
      #expect(
        Shipped.examples.contains { $0.matchTypes == [type] }, "No example for \(type).")
    }
    let all = Shipped.examples.first { Set($0.matchTypes) == Set(feedTypes) }
    #expect(all != nil, "No example holds all thirteen match types.")
  }

  /// Only the types the design shows whole have rules that show values unmasked.
  @Test func onlyEmailAddressesAreShownUnmasked() {
    let shown = Shipped.rules.filter(\.masking.showsValue).map(\.matchType)
    #expect(Set(shown) == Shipped.unmaskedTypes)
  }

  /// A step key shared by several rules has the same icon in each.
  @Test func aSharedStepHasOneIconEverywhere() {
    // Mixed alerts list a shared step once, with the icon of its first rule; a step whose
    // icon differed between rules would change picture depending on the alert's order.
    var icons: [String: Set<String>] = [:]
    for rule in Shipped.rules {
      for step in rule.steps { icons[step.text, default: []].insert(step.icon ?? "") }
    }
    for (key, names) in icons.sorted(by: { $0.key < $1.key }) {
      #expect(names.count == 1, "\(key) uses the icons \(names.sorted())")
    }
  }

  /// Every text is translated and filled, and no sensitive leaked value appears in clear.
  private func expectFinishedAndMasked(
    _ document: LayoutDocument, example: Shipped.Example,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let problems = document.diagnostics.filter { Self.contentDiagnostics.contains($0.code) }
    #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)

    // Diagnostics name keys on purpose, for developers; only what customers read is checked.
    var customerFacing = document
    customerFacing.diagnostics = []
    let data = try customerFacing.jsonData(pretty: false)
    let json = String(decoding: data, as: UTF8.self)
    let keys = try Shipped.catalogKeys(document.locale)
    for text in Shipped.strings(in: try JSONSerialization.jsonObject(with: data)) {
      #expect(!text.contains("%"), "Unfilled placeholder: \(text)", sourceLocation: sourceLocation)
      #expect(
        !keys.contains(text) && !Shipped.containsKeyPrefix(text),
        "Raw catalog key: \(text)", sourceLocation: sourceLocation)
    }
    for (detail, event) in zip(document.details, example.alert.events) {
      let type = event["match"]?.scalarText ?? ""
      guard !Shipped.unmaskedTypes.contains(type), let rule = Shipped.rule(type),
        let raw = Shipped.value(of: event, rule: rule)
      else { continue }
      let significant = String(raw.filter { $0.isLetter || $0.isNumber })
      #expect(
        !json.contains(raw) && !json.contains(significant),
        "The \(type) value \(raw) appears in clear.", sourceLocation: sourceLocation)
      let shown = (detail.value ?? "").filter { $0.isLetter || $0.isNumber }
      #expect(
        shown.count <= Shipped.maximumShownCharacters,
        "The \(type) value shows too much: \(detail.value ?? "")", sourceLocation: sourceLocation)
    }
  }
}

extension LayoutDocument {
  /// The banner block, if the body has one.
  fileprivate var banner: Banner? {
    for case .banner(let banner) in body { return banner }
    return nil
  }

  /// The leaked details, in event order.
  fileprivate var details: [Detail] {
    for case .details(let details) in body { return details.items }
    return []
  }

  /// The section with the id `id`.
  fileprivate func section(_ id: String) -> Section? {
    for case .section(let section) in body where section.id == id { return section }
    return nil
  }
}
