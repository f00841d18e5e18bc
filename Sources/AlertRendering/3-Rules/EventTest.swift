import AlertLayout

/// A test one event passes or fails, inside `anyEvent`, `allEvents` or `noEvent`: a field test,
/// or tests combined by `allOf`, `anyOf` and `not`.
indirect enum EventTest: Sendable, Equatable {
  case field(FieldTest)
  case allOf([EventTest])
  case anyOf([EventTest])
  case not(EventTest)

  /// Whether `event` passes, date tests measuring from `reference`.
  func passes(_ event: ScopedEvent, _ reference: ReferenceDay) -> Bool {
    switch self {
    case .field(let test): return test.passes(event, reference)
    case .allOf(let tests): return tests.allSatisfy { $0.passes(event, reference) }
    case .anyOf(let tests): return tests.contains { $0.passes(event, reference) }
    case .not(let test): return !test.passes(event, reference)
    }
  }
}

/// One field of an event and one operator on it.
struct FieldTest: Sendable, Equatable {
  var field: EventField
  var test: Operator

  /// What a field test asks of its field.
  enum Operator: Sendable, Equatable {
    /// The field is there and not null, empty or blank (`true`), or is not (`false`).
    case present(Bool)
    /// The field equals the value (`equals`) or one of the values (`oneOf`); strings compared
    /// code point for code point, or after lowercasing both when `ignoreCase`.
    case equals(Literal, ignoreCase: Bool)
    case oneOf([Literal], ignoreCase: Bool)
    /// The field is a JSON number in the inclusive range; an absent bound is no bound.
    case range(min: Double?, max: Double?)
    /// The field is a readable date no earlier than the reference date less the period and
    /// no later than the reference date.
    case within(Period)
    /// The field is a readable date earlier than the reference date less the period.
    case olderThan(Period)

    /// The operator's key in a rule file.
    var name: String {
      switch self {
      case .present: return "present"
      case .equals: return "equals"
      case .oneOf: return "oneOf"
      case .range: return "range"
      case .within: return "within"
      case .olderThan: return "olderThan"
      }
    }

    /// The operator keys, in the order docs/rules.md lists them.
    static let names = ["present", "equals", "oneOf", "range", "within", "olderThan"]
  }

  /// A value `equals` and `oneOf` compare with: its JSON type and value, never coerced.
  enum Literal: Sendable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
  }

  /// Whether `event` passes.
  func passes(_ event: ScopedEvent, _ reference: ReferenceDay) -> Bool {
    let value = field.value(of: event)
    switch test {
    case .present(let wanted):
      return Self.isPresent(value) == wanted
    case .equals(let literal, let ignoreCase):
      return value.map { Self.matches($0, literal, ignoreCase) } ?? false
    case .oneOf(let literals, let ignoreCase):
      guard let value else { return false }
      return literals.contains { Self.matches(value, $0, ignoreCase) }
    case .range(let min, let max):
      guard case .json(.number(let text)) = value, let number = Double(text) else { return false }
      return number >= (min ?? -.infinity) && number <= (max ?? .infinity)
    case .within(let period):
      guard let date = value?.date else { return false }
      let now = reference.date
      return date <= now && date.dayNumber >= period.dayNumber(before: now)
    case .olderThan(let period):
      guard let date = value?.date else { return false }
      return date.dayNumber < period.dayNumber(before: reference.date)
    }
  }

  /// Whether a field holds something: not absent, null, empty or blank.
  private static func isPresent(_ value: EventField.Datum?) -> Bool {
    switch value {
    case nil, .json(.null): return false
    case .json(.string(let text)): return !text.isBlank
    case .json(.array(let items)): return !items.isEmpty
    case .json(.object(let members)): return !members.isEmpty
    case .json, .date: return true
    }
  }

  /// Whether `value` has the JSON type and value of `literal`. `literal`'s text is already
  /// lowercased when `ignoreCase`.
  private static func matches(_ value: EventField.Datum, _ literal: Literal, _ ignoreCase: Bool)
    -> Bool
  {
    switch (value, literal) {
    case (.json(.string(let text)), .string(let wanted)):
      return (ignoreCase ? text.lowercased() : text).isExactly(wanted)
    case (.date(let date), .string(let wanted)):
      return date.description.isExactly(wanted)
    case (.json(.number(let text)), .number(let wanted)):
      return Double(text) == wanted
    case (.json(.bool(let flag)), .bool(let wanted)):
      return flag == wanted
    default:
      return false
    }
  }
}

/// The field a field test reads: a key of the event's data, or what the event's detail shows.
enum EventField: Sendable, Equatable {
  /// A key of the event's `data`, code point for code point.
  case data(String)
  /// `$matchType`: the value of the alert rule's `matchField`.
  case matchType
  /// `$leakDate`: the date the detail shows.
  case leakDate
  /// `$eventDate`: the event's own `date`.
  case eventDate
  /// `$origin`: the origin the detail shows.
  case origin

  /// The names of the fields that are not data keys.
  static let derivedNames = ["$matchType", "$leakDate", "$eventDate", "$origin"]

  /// What a field holds.
  enum Datum {
    case json(JSONValue)
    case date(LeakDate)

    /// The readable date it holds, if any.
    var date: LeakDate? {
      switch self {
      case .date(let date): return date
      case .json(.string(let text)): return LeakDate(parsing: text)
      case .json: return nil
      }
    }
  }

  /// The field `name` names, or nil for an unknown `$` name.
  init?(_ name: String) {
    switch name {
    case "$matchType": self = .matchType
    case "$leakDate": self = .leakDate
    case "$eventDate": self = .eventDate
    case "$origin": self = .origin
    default:
      guard !name.hasPrefix("$") else { return nil }
      self = .data(name)
    }
  }

  /// The field's name as a rule writes it.
  var name: String {
    switch self {
    case .data(let key): return key
    case .matchType: return "$matchType"
    case .leakDate: return "$leakDate"
    case .eventDate: return "$eventDate"
    case .origin: return "$origin"
    }
  }

  /// What the field holds for `event`, nil when absent.
  func value(of event: ScopedEvent) -> Datum? {
    switch self {
    case .data(let key): return event.event[key].map(Datum.json)
    case .matchType: return event.matchType.map { .json(.string($0)) }
    case .leakDate: return event.leakDate.map(Datum.date)
    case .eventDate: return event.event.date.map(Datum.date)
    case .origin: return event.origin.map { .json(.string($0)) }
    }
  }
}
