// Habits of real producers' files (Tests/OccurrencesTests/Corpus, CORPUS.md) read leniently, as
// docs/SEMANTICS.md "Blanks inside an RRULE" and "A VTIMEZONE that covers only some years"
// decide. Expected values are reasoned from the RFC text each test names and tzdata's offsets.

import ICalendar
import Occurrences
import Recurrence
import XCTest
import Zones

final class RealFileReadingTests: XCTestCase, CalendarFixtures {
  /// `START-UTC UID` per occurrence in [from, to).
  func starts(_ c: OccurrenceCalendar, _ from: String, _ to: String) throws -> [String] {
    try c.occurrences(from: instant(from), to: instant(to)).map { o in
      "\(o.startInstant.map { RecurrenceTime.utc($0.utc).iCalendarText } ?? "-") \(o.uid)"
    }
  }

  // Exchange CDO writes `BYDAY=MO, TU, WE, TH, FR` (icalendar's bug report 165). RFC 5545
  // §3.3.10 allows no blanks; read without them, with a warning at the rule's line:column.
  // Weekdays from Friday 2026-01-02 09:00Z, COUNT=4: Jan 2, 5, 6, 7.
  func testBlanksInsideRRuleAreReadWithAWarning() throws {
    let c = calendar(["BEGIN:VEVENT", "UID:cdo", "DTSTAMP:20260101T000000Z", "DTSTART:20260102T090000Z",
                      "RRULE:FREQ=DAILY;COUNT=4;BYDAY=MO, TU, WE, TH, FR", "END:VEVENT"])
    XCTAssertEqual(try starts(c, "20260101T000000Z", "20260201T000000Z"), [
      "20260102T090000Z cdo", "20260105T090000Z cdo", "20260106T090000Z cdo", "20260107T090000Z cdo",
    ])
    XCTAssertEqual(c.diagnostics.map(\.description), [
      "8:1: warning: RRULE \"FREQ=DAILY;COUNT=4;BYDAY=MO, TU, WE, TH, FR\" has blanks inside (RFC 5545 §3.3.10 allows none); read as \"FREQ=DAILY;COUNT=4;BYDAY=MO,TU,WE,TH,FR\"",
    ])
  }

  // A rule that is wrong for another reason is still dropped with a warning (RFC 5545 §3.3.10
  // names the weekdays), and the component keeps its DTSTART.
  func testABadRuleWithBlanksIsStillIgnored() throws {
    let c = calendar(["BEGIN:VEVENT", "UID:bad", "DTSTAMP:20260101T000000Z", "DTSTART:20260102T090000Z",
                      "RRULE:FREQ=DAILY;BYDAY=MO, XX", "END:VEVENT"])
    XCTAssertEqual(try starts(c, "20260101T000000Z", "20260201T000000Z"), ["20260102T090000Z bad"])
    XCTAssertEqual(c.diagnostics.count, 1)
    XCTAssertTrue(c.diagnostics[0].description.hasPrefix("8:1: warning: RRULE \"FREQ=DAILY;BYDAY=MO, XX\": "))
    XCTAssertTrue(c.diagnostics[0].description.hasSuffix("; ignored"))
  }

  // iCalcreator's Europe/Berlin VTIMEZONE (fablab_cottbus.ics in the corpus) has onsets only from
  // 2018-10-28 to 2020-03-29 and no RRULE. RFC 5545 §3.6.5 asks a VTIMEZONE to cover every
  // instance; outside its onsets it says nothing, so tzdata's Europe/Berlin speaks there:
  // 2016-12-03 14:00 is CET (13:00Z), 2020-11-07 14:00 is CET (13:00Z), and 2019-07-06 14:00,
  // inside the span, is CEST (12:00Z) by both.
  func testVTimeZoneCoveringSomeYearsIsSilentOutsideThem() throws {
    let tz = ["BEGIN:VTIMEZONE", "TZID:Europe/Berlin",
              "BEGIN:STANDARD", "DTSTART:20181028T030000", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100",
              "RDATE:20191027T030000", "TZNAME:CET", "END:STANDARD",
              "BEGIN:DAYLIGHT", "DTSTART:20190331T020000", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200",
              "RDATE:20200329T020000", "TZNAME:CEST", "END:DAYLIGHT", "END:VTIMEZONE"]
    func event(_ uid: String, _ start: String) -> [String] {
      ["BEGIN:VEVENT", "UID:\(uid)", "DTSTAMP:20190304T162103Z", "DTSTART;TZID=Europe/Berlin:\(start)", "END:VEVENT"]
    }
    let c = calendar(tz + event("before", "20161203T140000") + event("inside", "20190706T140000")
                     + event("after", "20201107T140000"))
    XCTAssertEqual(try starts(c, "20160101T000000Z", "20210101T000000Z"), [
      "20161203T130000Z before", "20190706T120000Z inside", "20201107T130000Z after",
    ])
  }

  // The fixed-offset form (one observance, no onset) speaks for every year: a file's own
  // "America/New_York" at -03:00 keeps 09:00 at 12:00Z in any year (RFC 5545 §3.2.19).
  func testFixedOffsetVTimeZoneStillWinsEveryYear() throws {
    let c = calendar(["BEGIN:VTIMEZONE", "TZID:America/New_York", "BEGIN:STANDARD", "DTSTART:19700101T000000",
                      "TZOFFSETFROM:-0300", "TZOFFSETTO:-0300", "END:STANDARD", "END:VTIMEZONE",
                      "BEGIN:VEVENT", "UID:f", "DTSTAMP:20260101T000000Z",
                      "DTSTART;TZID=America/New_York:20100705T090000", "RRULE:FREQ=YEARLY;COUNT=3", "END:VEVENT"])
    XCTAssertEqual(try starts(c, "20100101T000000Z", "20130101T000000Z"), [
      "20100705T120000Z f", "20110705T120000Z f", "20120705T120000Z f",
    ])
  }
}
