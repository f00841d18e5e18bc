import AlertRenderTestSupport
import Testing

@testable import AlertRendering

/// The decisions of an alert rule, as the plugin renders them and an explanation re-derives
/// them: which variant, which date and origin with every field's outcome, which fields of a
/// generic event.
@Suite struct AlertRuleTests {
  static let cyberAgent = TestContent.renderer.rules.alertRules[.cyberAgent]
  static let ssnTrace = TestContent.renderer.rules.alertRules[.ssnTrace]

  /// An event with `date` and `data` (JSON members in order).
  static func event(date: String? = nil, _ data: [(String, JSONValue)]) -> AlertEvent {
    AlertEvent(
      date: date.flatMap(LeakDate.init(parsing:)),
      data: data.map { JSONMember(key: $0.0, value: $0.1) })
  }

  @Test func theFirstVariantWhoseConditionHoldsIsChosen() throws {
    let rule = try #require(Self.cyberAgent)
    #expect(rule.variantIndex(for: EventFacts(eventCount: 2, matchTypes: ["IDSSN"])) == 0)
    #expect(
      rule.variantIndex(for: EventFacts(eventCount: 2, matchTypes: ["IDSSN", "IDCCN"])) == 1)
    let generic = try #require(Self.ssnTrace)
    #expect(generic.variantIndex(for: EventFacts(eventCount: 9, matchTypes: [])) == 0)
  }

  @Test func theVariantsTextsComeFromTheMatchTypeOrTheirKeys() throws {
    let rule = try #require(Self.cyberAgent)
    let facts = EventFacts(eventCount: 3, matchTypes: ["IDSSN", "IDCCN"])
    let mixed = rule.variants[1]
    #expect(rule.text(mixed.title, contents: [], facts: facts).key == "cyberagent.title.mixed")
    #expect(rule.text(mixed.title, contents: [], facts: facts).arguments == [.count(3)])
    // Without a match type's content, `$match.title` falls back to the header's title.
    #expect(
      rule.text(rule.variants[0].title, contents: [], facts: facts).key
        == "cyberagent.header.title")
  }

  @Test func theDateComesFromTheFirstReadableFieldAndEveryFieldSaysWhy() throws {
    let rule = try #require(Self.cyberAgent)
    var outcomes: [String] = []
    let record = { (field: String?, outcome: FieldOutcome) in
      outcomes.append("\(field ?? "$event"):\(outcome.name)")
    }
    let dated = rule.date(
      of: Self.event(
        date: "2016-09-12",
        [("SourceDate", .string("0000-00-00 00:00:00")), ("CreationDate", .string("2016-09-06"))]),
      report: record)
    #expect(dated?.field == "CreationDate")
    #expect(dated?.date == LeakDate(parsing: "2016-09-06"))
    #expect(outcomes == ["SourceDate:invalid", "CreationDate:used", "$event:not-reached"])
    outcomes = []
    let own = rule.date(
      of: Self.event(date: "2016-09-12", [("SourceDate", .null), ("CreationDate", .string(""))]),
      report: record)
    #expect(own?.field == "date")
    #expect(outcomes == ["SourceDate:null", "CreationDate:empty", "$event:used"])
    outcomes = []
    #expect(rule.date(of: Self.event([]), report: record) == nil)
    #expect(outcomes == ["SourceDate:absent", "CreationDate:absent", "$event:absent"])
  }

  @Test func theOriginIsTheFirstFieldThatIsNotBlank() throws {
    let rule = try #require(Self.cyberAgent)
    var outcomes: [String] = []
    let origin = rule.origin(
      of: Self.event([("site", .string("  ")), ("Source", .number("42"))]),
      report: { outcomes.append("\($0):\($1.name)") })
    #expect(origin == "42")
    #expect(outcomes == ["site:empty", "Source:used"])
    outcomes = []
    let skipped = rule.origin(
      of: Self.event([("site", .object([])), ("Source", .string("Test Data"))]),
      report: { outcomes.append("\($0):\($1.name)") })
    #expect(skipped == "Test Data")
    #expect(outcomes == ["site:invalid", "Source:used"])
    outcomes = []
    _ = rule.origin(
      of: Self.event([("site", .string("x")), ("Source", .object([]))]),
      report: { outcomes.append("\($0):\($1.name)") })
    #expect(outcomes == ["site:used", "Source:not-reached"])
  }

  @Test func aGenericEventShowsItsOtherFieldsMasked() throws {
    let rule = try #require(Self.ssnTrace)
    let fields = rule.genericFields(
      of: Self.event([
        ("name", .string("Jordan Rivera")), ("site", .string("x")), ("ssn", .string("123456789")),
        ("blank", .string(" ")), ("nested", .array([])),
      ]))
    #expect(fields.map(\.key) == ["name", "ssn"])
    #expect(fields.map(\.value) == ["•••••• ••vera", "•••••6789"])
    #expect(fields.first?.label.key == "field.name")
  }

  @Test func itemsOfEveryListEachOnceInOrderOfFirstAppearance() {
    let b = ItemContent(text: LocalizedText("b"), icon: nil)
    let c = ItemContent(text: LocalizedText("c"), icon: nil)
    let d = ItemContent(text: LocalizedText("d"), icon: nil)
    func match(_ risks: [ItemContent]) -> MatchContent {
      MatchContent(
        icon: IconContent(name: "x"), kind: LocalizedText("k"), title: LocalizedText("t"),
        subtitle: LocalizedText("s"), risks: risks, steps: [d])
    }
    // The rule's own items come first, its own repeats and those whose condition fails left out.
    var bank = Condition()
    bank.anyMatch = ["IDBANK"]
    let own = [
      RuleItem(text: "a"), RuleItem(text: "b"), RuleItem(text: "a"),
      RuleItem(text: "bank", when: bank),
    ]
    let facts = EventFacts(eventCount: 1, matchTypes: ["IDSSN", "IDCCN"])
    let union = AlertRule.union(own, facts: facts, [match([b, c]), match([c, d])]) { $0.risks }
    #expect(union.map(\.text.key) == ["a", "b", "c", "d"])
    #expect(AlertRule.union([], facts: facts, [match([c]), match([])]) { $0.steps }.count == 1)
  }
}
