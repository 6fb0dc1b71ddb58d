// How a calendar's window is iterated: which series it skips without expanding them, and the
// text lines the merge writes without building values. Expected values are written out in
// full; each test names the RFC text or the reasoning it comes from.

import ICalendar
@testable import Occurrences
import Recurrence
import XCTest
import Zones

final class WindowIterationTests: XCTestCase, CalendarFixtures {
  func event(_ uid: String, _ props: [String]) -> [String] {
    ["BEGIN:VEVENT", "UID:\(uid)", "DTSTAMP:20260101T000000Z"] + props + ["END:VEVENT"]
  }

  /// `START END UID` per occurrence in [from, to).
  func lines(_ c: OccurrenceCalendar, _ from: String, _ to: String) throws -> [String] {
    try c.occurrences(from: instant(from), to: instant(to)).map { o in
      "\(o.start?.iCalendarText ?? "-") \(o.end?.iCalendarText ?? "-") \(o.uid)"
    }
  }

  // MARK: - Reasoned examples: series skipped by the days their rule keeps

  // RFC 5545 §3.3.10: parts a rule leaves out come from DTSTART, so FREQ=YEARLY alone recurs
  // on DTSTART's month and day and FREQ=MONTHLY alone on its day of the month (a 31st only in
  // months that have one, "invalid dates ... MUST be ignored"). A week in June then holds the
  // June 3 birthday, not the March one; a monthly 31st has no instance in April and one on
  // May 31; a Tokyo 08:00 yearly instance on June 1 is May 31 23:00Z, in a window that ends
  // on May 31 in UTC; a yearly rule with BYMONTH is not skipped by its DTSTART's day; an RDATE
  // in the window counts even when the rule's day is far from it.
  func testRulesThatKeepDTSTARTsDayAreSkippedOnlyFarFromIt() throws {
    let c = calendar(event("june", ["DTSTART:20200603T090000Z", "RRULE:FREQ=YEARLY"])
      + event("march", ["DTSTART:20200314T090000Z", "RRULE:FREQ=YEARLY"])
      + event("tokyo", ["DTSTART;TZID=Asia/Tokyo:20200601T080000", "RRULE:FREQ=YEARLY"])
      + event("bymonth", ["DTSTART:20200314T090000Z", "RRULE:FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=2"])
      + event("rdate", ["DTSTART:20200314T090000Z", "RRULE:FREQ=YEARLY", "RDATE:20260602T120000Z"])
      + event("monthly31", ["DTSTART:20260131T100000Z", "RRULE:FREQ=MONTHLY"]))
    XCTAssertEqual(try lines(c, "20260531T000000Z", "20260607T000000Z"), [
      "20260531T100000Z - monthly31", "20260601T080000 - tokyo", "20260602T090000Z - bymonth",
      "20260602T120000Z - rdate", "20260603T090000Z - june",
    ])
    XCTAssertEqual(try lines(c, "20260401T000000Z", "20260501T000000Z"), [])
  }

  // The filter itself, reasoned from the Gregorian calendar: a yearly March 14 misses a June
  // window and meets a window two days after it (keys lie within two days of their date);
  // a monthly 29th meets a window in early March only through February's end (2026 has no
  // February 29: the cautious reading is March 1); a window of more than 400 periods is
  // never said to miss.
  func testKeptDayMissesOnlyFarFromTheWindow() {
    typealias It = ComponentSeries.Iterator
    func key(_ y: Int, _ m: Int, _ d: Int) -> Int64 { Int64(CivilDate(uncheckedYear: y, month: m, day: d).daysSinceEpoch) * 86_400 }
    XCTAssertTrue(It.keptDayMisses(period: .yearly, month: 3, day: 14, after: key(2026, 6, 1), before: key(2026, 6, 8)))
    XCTAssertFalse(It.keptDayMisses(period: .yearly, month: 3, day: 14, after: key(2026, 3, 16), before: key(2026, 3, 20)))
    XCTAssertTrue(It.keptDayMisses(period: .yearly, month: 3, day: 14, after: key(2026, 3, 20), before: key(2026, 3, 25)))
    XCTAssertFalse(It.keptDayMisses(period: .monthly, month: 1, day: 29, after: key(2026, 3, 2), before: key(2026, 3, 5)))
    XCTAssertTrue(It.keptDayMisses(period: .monthly, month: 1, day: 29, after: key(2026, 3, 10), before: key(2026, 3, 20)))
    XCTAssertFalse(It.keptDayMisses(period: .monthly, month: 1, day: 15, after: key(1900, 1, 20), before: key(2100, 1, 10)))
    XCTAssertFalse(It.keptDayMisses(period: .yearly, month: 1, day: 1, after: Int64.min, before: Int64.max))
  }

  // RFC 5545 §3.3.10: a FREQ=MONTHLY rule with BYMONTHDAY recurs only on those days of the
  // month, with BYDAY ordinals only on the nth weekday ("1MO" the first Monday, days 1–7;
  // "-1FR" the last Friday, days 22–31 whatever the month's length). June 2026: the 1st
  // Monday is the 1st, the 2nd Tuesday the 9th, BYMONTHDAY=-10 the 21st, the last Friday the
  // 26th; each week lists exactly its own. A plain weekday (BYDAY=TU) or BYHOUR is not read
  // as days of the month.
  func testMonthlyRulesOnSomeDaysAreSkippedFarFromThem() throws {
    let c = calendar(event("2tu", ["DTSTART:20260113T090000Z", "RRULE:FREQ=MONTHLY;BYDAY=2TU"])
      + event("1mo", ["DTSTART:20260105T090000Z", "RRULE:FREQ=MONTHLY;BYDAY=1MO"])
      + event("5th", ["DTSTART:20260105T090000Z", "RRULE:FREQ=MONTHLY;BYMONTHDAY=5"])
      + event("minus10", ["DTSTART:20260121T090000Z", "RRULE:FREQ=MONTHLY;BYMONTHDAY=-10"])
      + event("lastfr", ["DTSTART:20260130T090000Z", "RRULE:FREQ=MONTHLY;BYDAY=-1FR"]))
    XCTAssertEqual(try lines(c, "20260601T000000Z", "20260615T000000Z"), [
      "20260601T090000Z - 1mo", "20260605T090000Z - 5th", "20260609T090000Z - 2tu",
    ])
    XCTAssertEqual(try lines(c, "20260615T000000Z", "20260622T000000Z"), ["20260621T090000Z - minus10"])
    XCTAssertEqual(try lines(c, "20260622T000000Z", "20260701T000000Z"), ["20260626T090000Z - lastfr"])
    typealias It = ComponentSeries.Iterator
    XCTAssertEqual(It.monthDaysKeptBy(try RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=2TU")), 8...14)
    XCTAssertEqual(It.monthDaysKeptBy(try RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=-1FR")), 22...31)
    XCTAssertEqual(It.monthDaysKeptBy(try RecurrenceRule(parsing: "FREQ=MONTHLY;BYMONTHDAY=1,15,-1")), 1...31)
    XCTAssertEqual(It.monthDaysKeptBy(try RecurrenceRule(parsing: "FREQ=MONTHLY;BYMONTHDAY=5;BYDAY=TU")), 5...5)
    XCTAssertNil(It.monthDaysKeptBy(try RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=TU")))
    XCTAssertNil(It.monthDaysKeptBy(try RecurrenceRule(parsing: "FREQ=MONTHLY;BYMONTHDAY=5;BYHOUR=9")))
    XCTAssertNil(It.monthDaysKeptBy(try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=TU")))
    func key(_ y: Int, _ m: Int, _ d: Int) -> Int64 { Int64(CivilDate(uncheckedYear: y, month: m, day: d).daysSinceEpoch) * 86_400 }
    XCTAssertTrue(It.monthDaysMiss(8...14, after: key(2026, 6, 18), before: key(2026, 6, 23)))
    XCTAssertFalse(It.monthDaysMiss(8...14, after: key(2026, 6, 1), before: key(2026, 6, 8)))
    XCTAssertFalse(It.monthDaysMiss(8...14, after: Int64.min, before: Int64.max))
  }

  // RFC 5545 §3.3.10 COUNT: a rule whose periods each hold a known number of instances ends
  // within COUNT / (instances a period) periods. FREQ=DAILY;INTERVAL=2;COUNT=10 from Jan 1
  // ends Jan 19 and is skipped in June; WEEKLY;BYDAY=MO,WE,FR;COUNT=4 from Monday Jan 5 ends
  // Monday Jan 12; a COUNT rule with BYMONTHDAY (periods may hold none) is never bounded, and
  // FREQ=DAILY;COUNT=153 from Jan 1, whose last two instances are June 1 and 2, is listed.
  func testCountRulesEndWithinTheirPeriods() throws {
    let c = calendar(event("daily", ["DTSTART:20260101T090000Z", "RRULE:FREQ=DAILY;INTERVAL=2;COUNT=10"])
      + event("weekly", ["DTSTART:20260105T090000Z", "RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=4"])
      + event("late", ["DTSTART:20260101T090000Z", "RRULE:FREQ=DAILY;COUNT=153"]))
    XCTAssertEqual(try lines(c, "20260601T000000Z", "20260608T000000Z"), [
      "20260601T090000Z - late", "20260602T090000Z - late",
    ])
    XCTAssertEqual(try lines(c, "20260112T000000Z", "20260113T000000Z"), ["20260112T090000Z - late", "20260112T090000Z - weekly"])
    typealias It = ComponentSeries.Iterator
    let start = try RecurrenceTime(iCalendar: "20260101T090000Z")
    let key = try XCTUnwrap(start.instant).secondsSinceEpoch
    XCTAssertEqual(It.countReach(try RecurrenceRule(parsing: "FREQ=DAILY;INTERVAL=2;COUNT=10"), anchor: start, startKey: key),
                   key + 12 * 2 * 86_400 + 2 * 86_400)
    XCTAssertNil(It.countReach(try RecurrenceRule(parsing: "FREQ=MONTHLY;BYMONTHDAY=31;COUNT=3"), anchor: start, startKey: key))
    XCTAssertNil(It.countReach(try RecurrenceRule(parsing: "FREQ=DAILY;UNTIL=20260110T000000Z"), anchor: start, startKey: key))
  }

  // MARK: - Rules validated once per window

  // RFC 5545 §3.3.10 checks a rule against its DTSTART's value type only ("The value of the
  // UNTIL rule part MUST have the same value type as the "DTSTART" property"), so one array of
  // rules passes or fails alike for every DTSTART of one kind: FREQ=DAILY with a UTC UNTIL,
  // shared by a UTC master and a DATE master, builds the UTC master's set (twice, the second
  // time from memory, with the same instances) and never the DATE one's.
  func testValidatedRulesAnswerPerKindOfDTSTART() throws {
    let shared = [try RecurrenceRule(parsing: "FREQ=DAILY;UNTIL=20260106T090000Z")]
    func master(_ start: RecurrenceTime) -> TimedComponent {
      TimedComponent(component: Component(name: "VEVENT"), kind: .event, uid: "u", summary: nil, start: start, end: nil,
                     duration: nil, rules: shared, exceptionRules: [], rdates: [], exdates: [], recurrenceID: nil,
                     recurrenceIDLocation: nil, thisAndFuture: false, isCancelled: false)
    }
    let utc = master(try RecurrenceTime(iCalendar: "20260105T090000Z"))
    let date = master(try RecurrenceTime(iCalendar: "20260105"))
    let known = ValidatedRules()
    let first = try XCTUnwrap(known.set(master: utc, exdates: []))
    XCTAssertNil(known.set(master: date, exdates: []))
    let again = try XCTUnwrap(known.set(master: utc, exdates: []))
    XCTAssertEqual(first.map(\.sortKey), again.map(\.sortKey))
    XCTAssertEqual(again.map { RecurrenceTime.utc(Instant(secondsSinceEpoch: $0.sortKey).utc).iCalendarText },
                   ["20260105T090000Z", "20260106T090000Z"])
    XCTAssertNil(known.set(master: date, exdates: []))
  }

  // MARK: - Keys of DTSTART in its own frame

  // Reasoned from RFC 5545 §3.3.5 (UTC and TZID times are instants; floating ones are wall
  // clock) and §3.3.4 (a DATE is its day): the shortcut key of a DTSTART equals the set's own
  // key for it. 2026-01-05 09:00 is 1,767,603,600 s after the epoch; in Paris (UTC+1 in
  // January) it is 3,600 s earlier; the DATE is that day's midnight, 1,767,571,200.
  func testFrameKeyOfDTSTARTIsTheSetsKey() throws {
    let values = [try RecurrenceTime(iCalendar: "20260105T090000Z"), try RecurrenceTime(iCalendar: "20260105T090000"),
                  .zoned(try XCTUnwrap(CivilDateTime(year: 2026, month: 1, day: 5, hour: 9)), try Zone.named("Europe/Paris")),
                  try RecurrenceTime(iCalendar: "20260105")]
    XCTAssertEqual(values.map { ComponentSeries.Iterator.frameKey($0) },
                   [1_767_603_600, 1_767_603_600, 1_767_600_000, 1_767_571_200])
    XCTAssertEqual(values.map { ComponentSeries.Iterator.frameKey($0) },
                   values.map { RecurrenceSet.occurrence($0, frame: $0).sortKey })
  }

  // MARK: - Ties of start in UID order

  // Reasoned from Swift's String order (Unicode scalar values for these texts, shorter prefix
  // first), which the merge keeps for ties of start: ASCII UIDs compared as bytes give the same
  // order ("B" < "a" < "a1" < "b", equal UIDs in file order); a non-ASCII UID sends the whole
  // list through String comparison, with the same answer ("é" after every ASCII UID).
  func testTiesOfStartFollowUIDOrderAsStringsCompare() throws {
    let ascii = calendar(["b", "a1", "a", "B", "a"].flatMap { event($0, ["DTSTART:20260105T090000Z"]) })
    XCTAssertEqual(ascii.series.map(\.uid), ["b", "a1", "a", "B", "a"])
    XCTAssertEqual(OccurrenceCalendar.Iterator.uidOrder(ascii.series), [3, 2, 4, 1, 0])
    XCTAssertEqual(try lines(ascii, "20260105T000000Z", "20260106T000000Z"), [
      "20260105T090000Z - B", "20260105T090000Z - a", "20260105T090000Z - a", "20260105T090000Z - a1",
      "20260105T090000Z - b",
    ])
    let mixed = calendar(["é", "b", "a"].flatMap { event($0, ["DTSTART:20260105T090000Z"]) })
    XCTAssertEqual(OccurrenceCalendar.Iterator.uidOrder(mixed.series), [2, 1, 0])
  }

  // MARK: - Text lines from the merge

  // The text output's lines (`recur occurrences`, README: START END UID SUMMARY) written by
  // `nextLine` from the merge's plain records equal those made from each occurrence's values:
  // a zoned weekly series, a floating one, an all-day one, a todo with only DUE, an override
  // with its own SUMMARY, and one without SUMMARY.
  func testNextLineMatchesTheOccurrenceValues() throws {
    let c = calendar(event("w", ["DTSTART;TZID=Europe/Paris:20260105T090000", "DTEND;TZID=Europe/Paris:20260105T100000",
                                 "RRULE:FREQ=WEEKLY", "SUMMARY:Standup"])
      + event("w", ["RECURRENCE-ID;TZID=Europe/Paris:20260112T090000", "DTSTART;TZID=Europe/Paris:20260112T110000",
                    "DTEND;TZID=Europe/Paris:20260112T120000", "SUMMARY:Moved standup"])
      + event("f", ["DTSTART:20260106T080000", "RRULE:FREQ=DAILY;COUNT=3", "SUMMARY:Floating"])
      + event("d", ["DTSTART;VALUE=DATE:20260107", "SUMMARY:All day"])
      + ["BEGIN:VTODO", "UID:t", "DTSTAMP:20260101T000000Z", "DUE:20260108T170000Z", "END:VTODO"])
    let window = c.occurrences(from: try instant("20260101T000000Z"), to: try instant("20260120T000000Z"))
    var expected: [String] = []
    for o in window {
      expected.append("\(o.start?.iCalendarText ?? "-") \(o.end?.iCalendarText ?? "-") \(o.uid) \(o.summary ?? "")")
    }
    var got: [String] = []
    var it = window.makeIterator()
    var buffer = [UInt8](repeating: 0, count: ComponentOccurrence.startAndEndLength)
    while buffer.withUnsafeMutableBufferPointer({ b in
      it.nextLine(startAndEnd: b) { n, uid, summary in
        got.append(String(decoding: b[0..<n], as: UTF8.self) + " " + String(decoding: uid, as: UTF8.self) + " "
          + (summary.map { String(decoding: $0, as: UTF8.self) } ?? ""))
      }
    }) {}
    XCTAssertEqual(got, expected)
    XCTAssertEqual(got, [
      "20260105T090000 20260105T100000 w Standup", "20260106T080000 - f Floating", "20260107 - d All day",
      "20260107T080000 - f Floating", "20260108T080000 - f Floating", "- 20260108T170000Z t ",
      "20260112T110000 20260112T120000 w Moved standup", "20260119T090000 20260119T100000 w Standup",
    ])
  }
}
