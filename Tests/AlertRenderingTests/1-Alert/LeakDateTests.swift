import Testing

@testable import AlertRendering

@Suite struct LeakDateTests {
  @Test(arguments: [
    "2016-09-06",
    "2016-09-06 00:00:00",
    "2016-09-06T00:00:00Z",
    "2016-09-06T23:59:59z",
    "2016-09-06T12:30:00+02:00",
    "2016-09-06T12:30:00-0500",
    "2016-09-06T12:30:00-05",
    "2016-09-06T12:30:00.123Z",
    "2016-09-06T12:30:00,5+01:00",
    "2016-09-06T12:30",
    "2016-09-06 12:30:60",
  ])
  func acceptsEveryDocumentedForm(text: String) {
    #expect(LeakDate(parsing: text) == LeakDate(year: 2016, month: 9, day: 6))
  }

  @Test(arguments: [
    "", "yesterday", "2016-9-6", "06-09-2016", "2016/09/06", "2016-13-01", "2016-02-30",
    "2015-02-29", "2016-09-06T24:00:00Z", "2016-09-06T12:61:00Z", "2016-09-06T12:30:00+25:00",
    "2016-09-06T12:30:00.Z", "2016-09-06 00:00:00 UTC", " 2016-09-06", "2016-09-06x",
  ])
  func rejectsEverythingElse(text: String) {
    #expect(LeakDate(parsing: text) == nil)
  }

  @Test func leapDayIsValidInLeapYearsOnly() {
    #expect(LeakDate(parsing: "2016-02-29") != nil)
    #expect(LeakDate(parsing: "2000-02-29") != nil)
    #expect(LeakDate(parsing: "1900-02-29") == nil)
  }

  @Test func describesItselfAsISO8601() {
    #expect(LeakDate(year: 987, month: 1, day: 2)?.description == "0987-01-02")
  }
}
