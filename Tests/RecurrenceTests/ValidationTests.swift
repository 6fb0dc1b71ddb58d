// Invalid rules and the exact error each gives (RFC 5545 §3.3.10 grammar, value ranges and
// MUST rules; RFC 7529 §4.1 RSCALE/SKIP). Source of each expectation: the RFC clause named in
// the message, in the wording of Sources/Recurrence/Validate/RuleValidation.swift.

import Recurrence
import XCTest

final class ValidationTests: XCTestCase {
  /// RFC 5545 §3.3.10 / RFC 7529 §4.1: each invalid rule with its message.
  static let invalid: [(rule: String, error: String)] = [
    ("FREQ=DAILY;BYDAY=1MO",
     "BYDAY: \"1MO\" has an ordinal, which is only allowed when FREQ is MONTHLY or YEARLY; write MO"),
    ("FREQ=DAILY;COUNT=5;UNTIL=20260101T000000Z",
     "COUNT: COUNT and UNTIL cannot both appear; use one of them (RFC 5545 §3.3.10)"),
    ("FREQ=MONTHLY;BYMONTHDAY=0",
     "BYMONTHDAY: \"0\" is out of range; expected 1...31 or -31...-1"),
    ("FREQ=DAILY;FOO=1",
     "FOO: unknown rule part \"FOO=1\"; expected one of FREQ, UNTIL, COUNT, INTERVAL, BYSECOND, BYMINUTE, BYHOUR, BYDAY, BYMONTHDAY, BYYEARDAY, BYWEEKNO, BYMONTH, BYSETPOS, WKST, RSCALE, SKIP"),
    ("FREQ=DAILY;BYHOUR=24",
     "BYHOUR: \"24\" is out of range; expected 0...23"),
    ("FREQ=DAILY;BYMINUTE=60",
     "BYMINUTE: \"60\" is out of range; expected 0...59"),
    ("FREQ=DAILY;BYSECOND=61",
     "BYSECOND: \"61\" is out of range; expected 0...60"),
    ("FREQ=YEARLY;BYYEARDAY=367",
     "BYYEARDAY: \"367\" is out of range; expected 1...366 or -366...-1"),
    ("FREQ=YEARLY;BYYEARDAY=0",
     "BYYEARDAY: \"0\" is out of range; expected 1...366 or -366...-1"),
    ("FREQ=YEARLY;BYWEEKNO=54",
     "BYWEEKNO: \"54\" is out of range; expected 1...53 or -53...-1"),
    ("FREQ=YEARLY;BYMONTH=13",
     "BYMONTH: \"13\" is out of range; expected 1...12"),
    ("FREQ=MONTHLY;BYDAY=MO;BYSETPOS=0",
     "BYSETPOS: \"0\" is out of range; expected 1...366 or -366...-1"),
    ("FREQ=MONTHLY;BYWEEKNO=1",
     "BYWEEKNO: cannot be used with FREQ=MONTHLY; allowed with FREQ=YEARLY (RFC 5545 §3.3.10)"),
    ("FREQ=DAILY;BYYEARDAY=1",
     "BYYEARDAY: cannot be used with FREQ=DAILY; allowed with FREQ=SECONDLY, MINUTELY, HOURLY, YEARLY (RFC 5545 §3.3.10)"),
    ("FREQ=WEEKLY;BYMONTHDAY=1",
     "BYMONTHDAY: cannot be used with FREQ=WEEKLY; allowed with FREQ=SECONDLY, MINUTELY, HOURLY, DAILY, MONTHLY, YEARLY (RFC 5545 §3.3.10)"),
    ("FREQ=YEARLY;BYWEEKNO=1;BYDAY=1MO",
     "BYDAY: \"1MO\" has an ordinal, which is not allowed with FREQ=YEARLY and BYWEEKNO; write MO"),
    ("FREQ=DAILY;INTERVAL=0",
     "INTERVAL: \"0\" is out of range; expected a positive integer"),
    ("FREQ=DAILY;COUNT=0",
     "COUNT: \"0\" is out of range; expected a positive integer"),
    ("FREQ=DAILY;FREQ=WEEKLY",
     "FREQ: \"FREQ=WEEKLY\" repeats FREQ; each rule part may appear once"),
    ("BYDAY=MO",
     "FREQ: missing; every rule needs FREQ=SECONDLY|MINUTELY|HOURLY|DAILY|WEEKLY|MONTHLY|YEARLY"),
    ("FREQ=FORTNIGHTLY",
     "FREQ: \"FORTNIGHTLY\" is not a frequency; expected SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY or YEARLY"),
    ("FREQ=DAILY;BYDAY=XX",
     "BYDAY: \"XX\" is not a weekday; expected [+|-][ordinal]MO|TU|WE|TH|FR|SA|SU, e.g. MO, 1MO, -1FR"),
    ("FREQ=DAILY;COUNT=x",
     "COUNT: \"x\" is not an integer; expected digits with an optional sign"),
    ("RSCALE=HEBREW;FREQ=YEARLY;BYWEEKNO=1",
     "BYWEEKNO: cannot be used with RSCALE=HEBREW; week numbers are only defined for RSCALE=GREGORIAN here (RFC 7529 §3 leaves them to the calendar)"),
    ("RSCALE=GREGORIAN;FREQ=YEARLY;BYMONTH=5L",
     "BYMONTH: leap month \"5L\" does not exist under RSCALE=GREGORIAN; expected months 1...12"),
    ("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=14",
     "BYMONTH: \"14\" is out of range; expected 1...13"),
    ("FREQ=DAILY;SKIP=BACKWARD",
     "SKIP: \"SKIP=BACKWARD\" needs RSCALE; write RSCALE=GREGORIAN;SKIP=BACKWARD (RFC 7529 §4.1)"),
    ("FREQ=YEARLY;BYDAY=54MO",
     "BYDAY: \"54MO\" has an ordinal out of range; expected ordinals 1...53 or -53...-1"),
    ("FREQ=MONTHLY;BYDAY=-0MO",
     "BYDAY: \"-0MO\" has ordinal 0; expected ordinals 1...53 or -53...-1, or none"),
    ("FREQ=DAILY;WKST=XX",
     "WKST: \"XX\" is not a weekday; expected MO, TU, WE, TH, FR, SA or SU"),
    ("FREQ=DAILY;UNTIL=2026",
     "UNTIL: \"2026\" is not a date or date-time; expected YYYYMMDD, YYYYMMDDTHHMMSS or YYYYMMDDTHHMMSSZ"),
    ("FREQ=DAILY;BYMONTHDAY",
     "BYMONTHDAY: \"BYMONTHDAY\" has no value; expected NAME=VALUE"),
  ]

  func testInvalidRulesGiveExactErrors() {
    XCTAssertGreaterThanOrEqual(Self.invalid.count, 15)
    for (rule, error) in Self.invalid {
      XCTAssertEqual(ruleError(rule), error, rule)
    }
  }

  /// RFC 5545 §3.3.10: "If the "DTSTART" property is specified as a date with UTC time or a date
  /// with local time and time zone reference, then the UNTIL rule part MUST be specified as a
  /// date with UTC time."
  func testUntilMustBeUTCWithZonedStart() {
    XCTAssertEqual(ruleError("FREQ=DAILY;UNTIL=20260201T090000", start: "DTSTART;TZID=America/New_York:20260101T090000"),
                   "UNTIL: \"20260201T090000\" must be a UTC time when DTSTART is UTC or has a TZID; write 20260201T090000Z (RFC 5545 §3.3.10)")
  }

  /// RFC 5545 §3.3.10: "The value of the UNTIL rule part MUST have the same value type as the
  /// "DTSTART" property."
  func testUntilTypeMatchesStart() {
    XCTAssertEqual(ruleError("FREQ=DAILY;UNTIL=20260201T090000Z", start: "DTSTART;VALUE=DATE:20260101"),
                   "UNTIL: \"20260201T090000Z\" is a DATE-TIME but DTSTART is a DATE; write YYYYMMDD (RFC 5545 §3.3.10)")
    XCTAssertEqual(ruleError("FREQ=DAILY;UNTIL=20260201", start: "DTSTART:20260101T090000"),
                   "UNTIL: \"20260201\" is a DATE but DTSTART is a DATE-TIME; write YYYYMMDDTHHMMSS (RFC 5545 §3.3.10)")
  }

  /// docs/SEMANTICS.md: a sub-daily FREQ needs a time of day to step.
  func testSubDailyWithDateStart() {
    XCTAssertEqual(ruleError("FREQ=HOURLY", start: "DTSTART;VALUE=DATE:20260101"),
                   "FREQ: FREQ=HOURLY needs a DATE-TIME DTSTART; DTSTART is the date 20260101")
  }

  /// RFC 5545 §3.3.10: BYHOUR/BYMINUTE/BYSECOND with a DATE DTSTART "MUST be ignored".
  func testTimePartsIgnoredWithDateStart() {
    XCTAssertNil(ruleError("FREQ=DAILY;BYHOUR=9", start: "DTSTART;VALUE=DATE:20260101"))
    XCTAssertEqual(expand("DTSTART;VALUE=DATE:20260101", "FREQ=DAILY;BYHOUR=9;COUNT=2"), ["20260101", "20260102"])
  }

  /// A rule that parses but breaks a rule has the validate phase; RSCALE the unsupported one.
  func testErrorPhases() {
    func phase(_ rule: String) -> RecurrenceError.Phase? {
      do { _ = try RecurrenceRule(parsing: rule); return nil } catch { return error.phase }
    }
    XCTAssertEqual(phase("FREQ=DAILY;COUNT=x"), .parse)
    XCTAssertEqual(phase("FREQ=MONTHLY;BYMONTHDAY=0"), .validate)
    XCTAssertEqual(phase("RSCALE=MAYAN;FREQ=YEARLY"), .unsupported)
  }
}
