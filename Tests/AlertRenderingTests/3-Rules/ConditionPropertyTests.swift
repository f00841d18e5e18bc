import AlertLayout
import AlertRenderTestSupport
import Testing

@testable import AlertRendering

/// The laws of the condition language over generated tests and events: negation, the
/// combinations and quantifiers agree with their logic, the two date operators split time,
/// and every contradiction lint proves is real.
@Suite struct ConditionPropertyTests {
  static let fields: [EventField] = [.data("a"), .data("b"), .leakDate, .origin, .matchType]
  static let values: [JSONValue] = [
    .null, .string(""), .string(" "), .string("TX"), .string("tx"), .string("2025-11-20"),
    .string("2024-01-31"), .number("5"), .number("5.0"), .number("-1"), .bool(true), .array([]),
  ]
  static let literals: [FieldTest.Literal] = [
    .string("TX"), .string("tx"), .string(""), .string("2025-11-20"), .number(5), .number(-1),
    .bool(true),
  ]
  static let periods = ["P1D", "P5D", "P30D", "P1W", "P1M", "P2M", "P1Y"].compactMap(Period.init)

  static func pick<T>(_ items: [T], _ random: inout SplitMix64) -> T {
    items[Int(random.next() % UInt64(items.count))]
  }

  static func fieldTest(_ random: inout SplitMix64) -> FieldTest {
    let field = pick(fields, &random)
    let ignoreCase = random.next() % 2 == 0
    let test: FieldTest.Operator
    switch random.next() % 6 {
    case 0: test = .present(random.next() % 2 == 0)
    case 1:
      let literal = pick(literals, &random)
      test = .equals(ignoreCase ? literal.lowercasedIfString : literal, ignoreCase: ignoreCase)
    case 2:
      let chosen = (0..<2).map { _ in pick(literals, &random) }
      test = .oneOf(
        ignoreCase ? chosen.map(\.lowercasedIfString) : chosen, ignoreCase: ignoreCase)
    case 3:
      let bounds = [-2.0, 0, 5, 6].shuffled(using: &random).prefix(2).sorted()
      test = .range(min: bounds[0], max: random.next() % 3 == 0 ? nil : bounds[1])
    case 4: test = .within(pick(periods, &random))
    default: test = .olderThan(pick(periods, &random))
    }
    return FieldTest(field: field, test: test)
  }

  static func eventTest(_ random: inout SplitMix64, depth: Int = 0) -> EventTest {
    guard depth < 3, random.next() % 3 == 0 else { return .field(fieldTest(&random)) }
    let nested = (0..<2).map { _ in eventTest(&random, depth: depth + 1) }
    switch random.next() % 3 {
    case 0: return .allOf(nested)
    case 1: return .anyOf(nested)
    default: return .not(nested[0])
    }
  }

  static func event(_ random: inout SplitMix64) -> ScopedEvent {
    var data: [JSONMember] = []
    for key in ["a", "b"] where random.next() % 4 != 0 {
      data.append(JSONMember(key: key, value: pick(values, &random)))
    }
    let dates = ["2025-11-26", "2025-11-20", "2025-10-26", "2024-11-26", "2026-01-01"]
    let leakDate = random.next() % 5 == 0 ? nil : LeakDate(parsing: pick(dates, &random))
    return ScopedEvent(
      event: AlertEvent(date: leakDate, data: data),
      matchType: random.next() % 4 == 0 ? nil : pick(["IDSSN", "TX"], &random),
      leakDate: leakDate, origin: random.next() % 3 == 0 ? nil : pick(["TX", "shop", " "], &random))
  }

  @Test func theLawsHoldForGeneratedTestsAndEvents() {
    var random = SplitMix64(seed: 0xC0_4D17_1045)
    let reference = ReferenceDay(LeakDate(year: 2025, month: 11, day: 26))
    var provedNever = 0
    for _ in 0..<4_000 {
      let one = Self.eventTest(&random)
      let other = Self.eventTest(&random)
      let events = (0..<Int(random.next() % 4 + 1)).map { _ in Self.event(&random) }
      for event in events {
        let (a, b) = (one.passes(event, reference), other.passes(event, reference))
        #expect(EventTest.not(one).passes(event, reference) == !a)
        #expect(EventTest.allOf([one, other]).passes(event, reference) == (a && b))
        #expect(EventTest.anyOf([one, other]).passes(event, reference) == (a || b))
      }
      var facts = EventFacts(eventCount: events.count, matchTypes: [], events: events)
      facts.reference = reference
      var any = Condition()
      any.anyEvent = one
      var none = Condition()
      none.noEvent = one
      var all = Condition()
      all.allEvents = one
      var noneOfNot = Condition()
      noneOfNot.noEvent = .not(one)
      #expect(any.holds(for: facts) == !none.holds(for: facts))
      #expect(all.holds(for: facts) == noneOfNot.holds(for: facts))
      var negated = Condition()
      negated.not = any
      #expect(negated.holds(for: facts) == !any.holds(for: facts))
      // Lint's proofs are sound: a test it says no event passes, none does.
      let pair = EventTest.allOf([one, other])
      if pair.neverPassesReason != nil {
        provedNever += 1
        #expect(!events.contains { pair.passes($0, reference) }, "\(pair)")
      }
    }
    #expect(provedNever > 50, "too few contradictions were generated to test lint")
  }

  /// For a date no later than the reference, exactly one of `within P` and `olderThan P`.
  @Test func withinAndOlderThanSplitThePast() {
    let now = LeakDate(year: 2024, month: 3, day: 31)!
    let reference = ReferenceDay(now)
    for period in Self.periods {
      for back in 0..<800 {
        guard let date = LeakDate(dayNumber: now.dayNumber - back) else { continue }
        let event = ScopedEvent(event: AlertEvent(date: date, data: []), leakDate: date)
        let within = FieldTest(field: .leakDate, test: .within(period)).passes(event, reference)
        let older = FieldTest(field: .leakDate, test: .olderThan(period)).passes(event, reference)
        #expect(within != older, "\(date) \(period)")
      }
    }
  }
}

extension FieldTest.Literal {
  /// The literal as an `ignoreCase` test keeps it: strings lowercased.
  var lowercasedIfString: FieldTest.Literal {
    if case .string(let text) = self { return .string(text.lowercased()) }
    return self
  }
}
