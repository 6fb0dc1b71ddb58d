// RECUR value parsing and canonical formatting (RFC 5545 §3.3.10: part names case-insensitive,
// any order; we write FREQ first, then the grammar's order) and round trips.

import Recurrence
import XCTest
import Zones

final class ParseFormatTests: XCTestCase {
  /// RFC 5545 §3.3.10: names and values are case-insensitive; an RRULE: prefix is dropped.
  func testCaseInsensitiveWithPrefix() throws {
    let rule = try RecurrenceRule(parsing: "rrule:freq=weekly;byday=mo,we,fr;wkst=su")
    XCTAssertEqual(rule.frequency, .weekly)
    XCTAssertEqual(rule.byDay, [WeekdayNumber(weekday: .monday), WeekdayNumber(weekday: .wednesday),
                                WeekdayNumber(weekday: .friday)])
    XCTAssertEqual(rule.weekStart, .sunday)
    XCTAssertEqual(rule.description, "FREQ=WEEKLY;BYDAY=MO,WE,FR;WKST=SU")
  }

  /// Canonical order: FREQ, UNTIL, COUNT, INTERVAL, BYSECOND … BYSETPOS, WKST, RSCALE, SKIP.
  func testCanonicalOrder() throws {
    XCTAssertEqual(try RecurrenceRule(parsing: "BYSETPOS=-1;BYDAY=MO,TU,WE,TH,FR;FREQ=MONTHLY").description,
                   "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1")
    XCTAssertEqual(try RecurrenceRule(parsing: "SKIP=BACKWARD;RSCALE=gregorian;FREQ=MONTHLY;COUNT=4").description,
                   "FREQ=MONTHLY;COUNT=4;RSCALE=GREGORIAN;SKIP=BACKWARD")
    XCTAssertEqual(try RecurrenceRule(parsing: "FREQ=YEARLY;UNTIL=20000131T140000Z;BYMONTH=1;BYDAY=SU,MO").description,
                   "FREQ=YEARLY;UNTIL=20000131T140000Z;BYDAY=SU,MO;BYMONTH=1")
    XCTAssertEqual(try RecurrenceRule(parsing: "FREQ=DAILY;INTERVAL=1").description, "FREQ=DAILY")
    XCTAssertEqual(try RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=+2TU,-1FR").description,
                   "FREQ=MONTHLY;BYDAY=2TU,-1FR")
  }

  /// Round trip: parse(format(r)) == r for rules of every part.
  func testRoundTrips() throws {
    let rules = [
      "FREQ=SECONDLY;BYSECOND=0,30;BYMINUTE=5",
      "FREQ=MINUTELY;INTERVAL=15;COUNT=6",
      "FREQ=HOURLY;INTERVAL=3;UNTIL=19970902T170000Z",
      "FREQ=DAILY;BYHOUR=9,10;BYMINUTE=0,20,40",
      "FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=SU",
      "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1",
      "FREQ=MONTHLY;BYDAY=-1FR",
      "FREQ=YEARLY;BYWEEKNO=20,-1;BYDAY=MO",
      "FREQ=YEARLY;UNTIL=20100326;BYDAY=FR;BYYEARDAY=-275,-276",
      "FREQ=YEARLY;INTERVAL=4;BYMONTH=11;BYDAY=TU;BYMONTHDAY=2,3,4,5,6,7,8",
      "RSCALE=GREGORIAN;FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;SKIP=FORWARD",
      "FREQ=DAILY;UNTIL=20260131T090000",
    ]
    for text in rules {
      let rule = try RecurrenceRule(parsing: text)
      XCTAssertEqual(try RecurrenceRule(parsing: rule.description), rule, text)
      XCTAssertEqual(try RecurrenceRule(parsing: rule.contentLine), rule, text)
    }
  }

  /// Google Calendar writes a trailing semicolon (libical corpus: "seen in the wild").
  func testTrailingSemicolon() throws {
    XCTAssertEqual(try RecurrenceRule(parsing: "FREQ=WEEKLY;INTERVAL=1;COUNT=2;BYDAY=MO;").description,
                   "FREQ=WEEKLY;COUNT=2;BYDAY=MO")
  }

  /// The model can be built in code and formatted.
  func testBuiltInCode() {
    let rule = RecurrenceRule(frequency: .monthly, byMonthDay: [28, 29, 30, 31], bySetPos: [-1])
    XCTAssertEqual(rule.description, "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1")
    XCTAssertEqual(rule.presentParts, [.freq, .byMonthDay, .bySetPos])
  }
}
