import AlertLayout

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What conditions may test: counts, the distinct match types in order of first appearance,
/// the events in scope and the reference date that date tests measure from.
struct EventFacts {
  var eventCount: Int
  var matchTypes: [String]
  /// The events in scope (the alert's, or in a match rule that match type's), each with what
  /// its detail shows; empty where no event test can be asked.
  var events: [ScopedEvent] = []
  /// The day date tests measure from.
  var reference = ReferenceDay(nil)
}

/// One event as conditions see it: its data and the match type, leak date and origin its
/// detail shows.
struct ScopedEvent {
  var event: AlertEvent
  /// The value of the alert rule's `matchField`, if it names one.
  var matchType: String?
  /// The date the detail shows (`AlertRule.date(of:report:)`).
  var leakDate: LeakDate?
  /// The origin the detail shows (`AlertRule.origin(of:report:)`).
  var origin: String?
}

/// The reference date of one render: the one given, or else today's UTC date, read from the
/// clock the first time a date test asks and then kept for the rest of the render.
///
/// A render that asks no date test never reads the clock; one that read it says so
/// (`clockNote`), since its output then depends on the day it ran.
final class ReferenceDay: @unchecked Sendable {
  // Unchecked because the compiler cannot see it: `mutex` guards every access to `fromClock`.
  private let mutex = POSIXMutex()
  /// The date the caller gave, if any.
  let given: LeakDate?
  private let clock: @Sendable () -> LeakDate
  private var fromClock: LeakDate?

  /// A reference of `given`, or of `clock`'s date when nil.
  init(_ given: LeakDate?, clock: @escaping @Sendable () -> LeakDate = ReferenceDay.todayUTC) {
    self.given = given
    self.clock = clock
  }

  /// The reference date: the given one, else the clock's, read once.
  var date: LeakDate {
    if let given { return given }
    return mutex.withLock {
      if let fromClock { return fromClock }
      let today = clock()
      fromClock = today
      return today
    }
  }

  /// The note a document carries when its dates were compared with the clock's date.
  var clockNote: Diagnostic? {
    guard let read = mutex.withLock({ fromClock }) else { return nil }
    return Diagnostic(
      code: "reference-date-clock",
      message: "Dates were compared with \(read), today's UTC date, as no reference date was "
        + "given; give one to make the output a function of the input.")
  }

  /// Today's date in UTC.
  @Sendable static func todayUTC() -> LeakDate {
    let seconds = Int(Date().timeIntervalSince1970)
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    guard let today = LeakDate(dayNumber: days) else {
      preconditionFailure("The clock reads a day outside the years 1 to 9999.")
    }
    return today
  }
}

extension ReferenceDay {
  /// The date as explanations report it, with its source, `given` or `clock`; nil when none
  /// was given and no condition read the clock.
  var explained: (date: String, source: String)? {
    if let given { return (given.description, "given") }
    return mutex.withLock { fromClock }.map { ($0.description, "clock") }
  }
}
