// `recur occurrences` run as a user runs it (README): text, --json and --ics
// forms, --component, warnings with line:column on standard error, exit codes 0/64/65.
// Expected values are reasoned from RFC 5545 §3.8.5.3 (the recurrence set), §3.8.4.4
// (RECURRENCE-ID) and RFC 4791 §9.9 (overlap).

import Foundation
import XCTest

final class OccurrencesCLITests: XCTestCase {
  static let calendar = [
    "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Recur tests//EN",
    "BEGIN:VEVENT", "UID:standup", "DTSTAMP:20260101T000000Z",
    "DTSTART;TZID=Europe/Paris:20260105T090000", "DTEND;TZID=Europe/Paris:20260105T093000",
    "RRULE:FREQ=WEEKLY;COUNT=3", "SUMMARY:Standup", "END:VEVENT",
    "BEGIN:VEVENT", "UID:standup", "DTSTAMP:20260101T000000Z",
    "RECURRENCE-ID;TZID=Europe/Paris:20260112T090000",
    "DTSTART;TZID=Europe/Paris:20260112T110000", "DTEND;TZID=Europe/Paris:20260112T113000",
    "SUMMARY:Standup (late)", "END:VEVENT",
    "BEGIN:VTODO", "UID:rent", "DTSTAMP:20260101T000000Z", "DUE;VALUE=DATE:20260110",
    "SUMMARY:Pay rent", "END:VTODO",
    "BEGIN:VEVENT", "UID:lost", "DTSTAMP:20260101T000000Z", "DTSTART;TZID=Nowhere/Special:20260107T080000",
    "SUMMARY:Lost zone", "END:VEVENT",
    "END:VCALENDAR", "",
  ].joined(separator: "\r\n")

  func file(_ text: String) throws -> String {
    let path = NSTemporaryDirectory() + "recur-occurrences-\(UUID().uuidString).ics"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
  }

  func testTextLinesWithOverrideAndWarning() throws {
    let path = try file(Self.calendar)
    let r = try CommandRunner.run(["occurrences", path, "--from", "20260101T000000Z", "--to", "2026-02-01T00:00:00Z"])
    XCTAssertEqual(r.status, 0)
    XCTAssertEqual(r.stdout, """
      20260105T090000 20260105T093000 standup Standup
      20260107T080000 - lost Lost zone
      - 20260110 rent Pay rent
      20260112T110000 20260112T113000 standup Standup (late)
      20260119T090000 20260119T093000 standup Standup

      """)
    XCTAssertEqual(r.stderr, "\(path):29:1: warning: DTSTART TZID \"Nowhere/Special\" names no known zone (VTIMEZONE in the file, IANA, Windows or vendor-prefixed); read as floating time\n")
  }

  func testJSONFromStandardInputOnlyEvents() throws {
    let r = try CommandRunner.run(["occurrences", "-", "--from", "20260112T000000Z", "--to", "20260113T000000Z",
                                   "--json", "--component", "event"], stdin: Data(Self.calendar.utf8))
    XCTAssertEqual(r.status, 0)
    XCTAssertEqual(r.stdout, """
      {"occurrences": [
        {"uid": "standup", "component": "VEVENT", "start": "20260112T110000", "startUTC": "20260112T100000Z", "end": "20260112T113000", "endUTC": "20260112T103000Z", "recurrenceId": "20260112T090000", "summary": "Standup (late)"}
      ]}

      """)
  }

  func testICSWritesStandaloneComponents() throws {
    let path = try file(Self.calendar)
    let r = try CommandRunner.run(["occurrences", path, "--from", "20260119T000000Z", "--to", "20260120T000000Z", "--ics"])
    XCTAssertEqual(r.status, 0)
    XCTAssertEqual(r.stdout, [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Recur//occurrences//EN",
      "BEGIN:VEVENT", "UID:standup", "DTSTAMP:20260101T000000Z",
      "DTSTART;TZID=Europe/Paris:20260119T090000", "DTEND;TZID=Europe/Paris:20260119T093000",
      "RECURRENCE-ID;TZID=Europe/Paris:20260119T090000", "SUMMARY:Standup", "END:VEVENT",
      "END:VCALENDAR", "",
    ].joined(separator: "\r\n"))
  }

  func testUsageAndDataErrors() throws {
    let path = try file(Self.calendar)
    let bad = try CommandRunner.run(["occurrences", path, "--from", "tomorrow", "--to", "20260120T000000Z"])
    XCTAssertEqual(bad.status, 64)
    let kind = try CommandRunner.run(["occurrences", path, "--from", "20260101T000000Z", "--to", "20260120T000000Z", "--component", "meeting"])
    XCTAssertEqual(kind.status, 64)
    XCTAssertEqual(kind.stderr, "recur occurrences: --component \"meeting\" is not event, todo or journal\n")
    let empty = try CommandRunner.run(["occurrences", try file("hello\r\n"), "--from", "20260101T000000Z", "--to", "20260120T000000Z"])
    XCTAssertEqual(empty.status, 65)
  }
}
