// `recur expand` run as a user runs it (DESIGN.md §3: output lines as iCalendar values, --utc,
// --limit, --after/--before, --rdate/--exdate, --json; exit 0, 64 usage, 65 bad rule or zone).
// Expected values worked out by hand from the calendar and New York's 2026 offsets.

import Foundation
import XCTest

final class ExpandCLITests: XCTestCase {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  func expand(_ args: [String]) throws -> Run {
    let r = try CommandRunner.run(["expand"] + args)
    return Run(status: r.status, stdout: r.stdout, stderr: r.stderr)
  }

  /// DESIGN.md §3: wall-clock lines in DTSTART's zone.
  func testMonthEndsInZone() throws {
    let r = try expand(["--dtstart", "DTSTART;TZID=America/New_York:20260131T093000", "--limit", "4",
                        "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1"])
    XCTAssertEqual(r.status, 0)
    XCTAssertEqual(r.stdout, "20260131T093000\n20260228T093000\n20260331T093000\n20260430T093000\n")
    XCTAssertEqual(r.stderr, "")
  }

  /// DESIGN.md §3 --utc; §2 gap: 02:30 on 2026-03-08 is 07:30Z and the next day is not shifted.
  func testUTCAcrossGap() throws {
    let r = try expand(["--utc", "--dtstart", "DTSTART;TZID=America/New_York:20260307T023000",
                        "RRULE:FREQ=DAILY;COUNT=3"])
    XCTAssertEqual(r.stdout, "20260307T073000Z\n20260308T073000Z\n20260309T063000Z\n")
  }

  /// DESIGN.md §3: a bare value with --tzid; dates print as YYYYMMDD.
  func testBareValues() throws {
    XCTAssertEqual(try expand(["--dtstart", "20260131T090000", "--tzid", "Europe/Paris", "--utc", "--limit", "2",
                               "FREQ=WEEKLY"]).stdout,
                   "20260131T080000Z\n20260207T080000Z\n")
    XCTAssertEqual(try expand(["--dtstart", "DTSTART;VALUE=DATE:20240229", "--limit", "3",
                               "RSCALE=GREGORIAN;FREQ=YEARLY;SKIP=BACKWARD"]).stdout,
                   "20240229\n20250228\n20260228\n")
    XCTAssertEqual(try expand(["--dtstart", "20260131T090000Z", "--limit", "2", "FREQ=DAILY"]).stdout,
                   "20260131T090000Z\n20260201T090000Z\n")
  }

  /// DESIGN.md §3 --utc lines, whose date digits are stepped from line to line: across a leap
  /// day (2028 is a leap year), a year end (New York is UTC−5 in December), a month end two
  /// days at a time (2026-01-26 is a Monday), and times of day that change hour or minute and
  /// second across midnight. Worked out from the calendar.
  func testUTCDigitsAcrossMonthAndYearEnds() throws {
    XCTAssertEqual(try expand(["--utc", "--dtstart", "20280226T230000Z", "--limit", "5", "FREQ=DAILY"]).stdout,
                   "20280226T230000Z\n20280227T230000Z\n20280228T230000Z\n20280229T230000Z\n20280301T230000Z\n")
    XCTAssertEqual(try expand(["--utc", "--dtstart", "DTSTART;TZID=America/New_York:20281230T203000", "--limit", "3",
                               "FREQ=DAILY"]).stdout,
                   "20281231T013000Z\n20290101T013000Z\n20290102T013000Z\n")
    XCTAssertEqual(try expand(["--utc", "--dtstart", "20260126T090000Z", "--limit", "4", "FREQ=WEEKLY;BYDAY=MO,FR"]).stdout,
                   "20260126T090000Z\n20260130T090000Z\n20260202T090000Z\n20260206T090000Z\n")
    XCTAssertEqual(try expand(["--utc", "--dtstart", "20261231T200000Z", "--limit", "3", "FREQ=HOURLY;INTERVAL=7"]).stdout,
                   "20261231T200000Z\n20270101T030000Z\n20270101T100000Z\n")
    XCTAssertEqual(try expand(["--utc", "--dtstart", "20260131T235930Z", "--limit", "3", "FREQ=MINUTELY;INTERVAL=90"]).stdout,
                   "20260131T235930Z\n20260201T012930Z\n20260201T025930Z\n")
    XCTAssertEqual(try expand(["--utc", "--json", "--dtstart", "20261130T120000Z", "--limit", "3",
                               "FREQ=MONTHLY;BYMONTHDAY=-1"]).stdout,
                   "[\"20261130T120000Z\",\"20261231T120000Z\",\"20270131T120000Z\"]\n")
  }

  /// DESIGN.md §3: --limit defaults to 1000.
  func testDefaultLimit() throws {
    let r = try expand(["--dtstart", "20260101T000000", "FREQ=HOURLY"])
    XCTAssertEqual(r.stdout.split(separator: "\n").count, 1000)
    XCTAssertEqual(r.stdout.split(separator: "\n").last, "20260211T150000")
  }

  /// Exclusive window, ISO 8601 bounds, RDATE and EXDATE.
  func testWindowRdateExdate() throws {
    let r = try expand(["--dtstart", "20260105T090000", "--after", "2026-01-05T09:00:00", "--before", "20260120T000000",
                        "--rdate", "20260107T090000", "--exdate", "20260112T090000", "FREQ=WEEKLY"])
    XCTAssertEqual(r.stdout, "20260107T090000\n20260119T090000\n")
  }

  /// --json: one array of the same strings.
  func testJSON() throws {
    XCTAssertEqual(try expand(["--json", "--dtstart", "20260131", "--limit", "3", "FREQ=MONTHLY;BYMONTHDAY=-1"]).stdout,
                   "[\"20260131\",\"20260228\",\"20260331\"]\n")
    XCTAssertEqual(try expand(["--json", "--dtstart", "20260101", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30"]).stdout, "[]\n")
  }

  /// DESIGN.md §2: an impossible rule ends with no output and exit 0.
  func testImpossibleRule() throws {
    let r = try expand(["--dtstart", "20260101", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30"])
    XCTAssertEqual(r.status, 0)
    XCTAssertEqual(r.stdout, "")
  }

  /// DESIGN.md §3 and issue 3: bad rules exit 65 with the part named on stderr.
  func testBadRulesExit65() throws {
    let cases: [(String, String)] = [
      ("FREQ=DAILY;BYDAY=1MO",
       "recur expand: error: BYDAY: \"1MO\" has an ordinal, which is only allowed when FREQ is MONTHLY or YEARLY; write MO\n"),
      ("FREQ=DAILY;COUNT=2;UNTIL=20260101T000000Z",
       "recur expand: error: COUNT: COUNT and UNTIL cannot both appear; use one of them (RFC 5545 §3.3.10)\n"),
      ("FREQ=MONTHLY;BYMONTHDAY=0",
       "recur expand: error: BYMONTHDAY: \"0\" is out of range; expected 1...31 or -31...-1\n"),
      ("FREQ=DAILY;COLOR=RED",
       "recur expand: error: COLOR: unknown rule part \"COLOR=RED\"; expected one of FREQ, UNTIL, COUNT, INTERVAL, BYSECOND, BYMINUTE, BYHOUR, BYDAY, BYMONTHDAY, BYYEARDAY, BYWEEKNO, BYMONTH, BYSETPOS, WKST, RSCALE, SKIP\n"),
    ]
    for (rule, message) in cases {
      let r = try expand(["--dtstart", "20260101T090000", rule])
      XCTAssertEqual(r.status, 65, rule)
      XCTAssertEqual(r.stderr, message, rule)
      XCTAssertEqual(r.stdout, "", rule)
    }
  }

  /// Issue 3: a DTSTART in a nonexistent zone exits 65.
  func testUnknownZoneExit65() throws {
    for args in [["--tzid", "Mars/Olympus", "--dtstart", "20260101T090000"],
                 ["--dtstart", "DTSTART;TZID=Mars/Olympus:20260101T090000"]] {
      let r = try expand(args + ["FREQ=DAILY"])
      XCTAssertEqual(r.status, 65)
      XCTAssertEqual(r.stderr, "recur expand: error: TZID: unknown time zone \"Mars/Olympus\" (searched /usr/share/zoneinfo/Mars/Olympus)\n")
    }
  }

  /// DESIGN.md §3: bad options exit 64.
  func testUsageErrorsExit64() throws {
    XCTAssertEqual(try expand(["--dtstart", "20260101T090000", "--limit", "-1", "FREQ=DAILY"]).status, 64)
    XCTAssertEqual(try expand(["--dtstart", "20260101T090000", "--after", "yesterday", "FREQ=DAILY"]).status, 64)
    XCTAssertEqual(try expand(["--dtstart", "20260101T090000", "--engine", "fortran", "FREQ=DAILY"]).status, 64)
    XCTAssertEqual(try expand(["FREQ=DAILY"]).status, 64)
  }
}
