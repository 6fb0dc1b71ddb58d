// `recur describe`, `export`, `import`, `complete`, `plan` and `overdue` on reminders on a date of
// another calendar (docs/FORMATS.md `calendar`; docs/SEMANTICS.md "Reminders on a date of
// another calendar"), run as a user runs them.

import Foundation
import XCTest

final class CalendarReminderCLITests: XCTestCase {
  /// 8 Adar I (RFC 7529 §4's example) and Chinese New Year 2026 (Hong Kong Observatory: 2026-02-17,
  /// 2027-02-06) at 09:00 Shanghai.
  static let store = """
    {"reminders": [
     {"id": "A", "title": "Anniversary", "due": "2014-02-08", "completed": false,
      "recurrence": {"frequency": "yearly", "calendar": "hebrew", "month": 5, "leapMonth": true, "monthDay": 8}},
     {"id": "C", "title": "New Year", "due": "2026-02-17T09:00:00", "timeZone": "Asia/Shanghai", "completed": false,
      "recurrence": {"frequency": "yearly", "calendar": "chinese", "month": 1, "monthDay": 1}}
    ]}
    """

  func temp(_ text: String, ext: String) throws -> String {
    let path = NSTemporaryDirectory() + "recur-calendar-\(UUID().uuidString).\(ext)"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
  }

  /// Source: the sentences of the reminders' own calendars (RFC 7529 §4 example; the
  /// Chinese New Year), the RRULEs RFC 7529 §4 writes, and the RFC's next instance 2015-02-27.
  func testDescribeExportImportComplete() throws {
    let json = try temp(Self.store, ext: "json")
    let described = try CommandRunner.run(["describe", json])
    XCTAssertEqual(described.status, 0, described.stderr)
    XCTAssertEqual(described.stdout, """
      Anniversary: Yearly on 8 Adar I (8 Adar in common years)
      New Year: Yearly on the 1st day of the 1st Chinese month at 9:00 (Asia/Shanghai)

      """)
    let rule = try CommandRunner.run(["describe", "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1"])
    XCTAssertEqual(rule.stdout, "Yearly on the 1st day of the 1st Chinese month\n")

    let exported = try CommandRunner.run(["export", json, "--now", "20260101T000000Z"])
    XCTAssertEqual(exported.status, 0, exported.stderr)
    XCTAssertTrue(exported.stdout.contains("DTSTART;VALUE=DATE:20140208\r\nDUE;VALUE=DATE:20140208\r\nRRULE:RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=8;SKIP=FORWARD\r\n"))
    XCTAssertTrue(exported.stdout.contains("RRULE:RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1\r\n"))
    let ics = try temp(exported.stdout, ext: "ics")
    let imported = try CommandRunner.run(["import", ics])
    XCTAssertEqual(imported.status, 0, imported.stderr)
    let back = try temp(imported.stdout, ext: "json")
    XCTAssertEqual(try CommandRunner.run(["describe", back]).stdout, described.stdout)
    XCTAssertEqual(try CommandRunner.run(["export", back, "--now", "20260101T000000Z"]).stdout, exported.stdout)

    let completed = try CommandRunner.run(["complete", json, "--id", "A", "--at", "2014-02-09T00:00:00Z"])
    XCTAssertEqual(completed.status, 0, completed.stderr)
    XCTAssertTrue(completed.stdout.contains("\"due\" : \"2015-02-27\""), completed.stdout)
    // `recur plan` notifies on the calendar's dates: 8 Adar 5786 = 2026-02-25 (a common year;
    // Purim, 14 Adar, is 2026-03-03) and 8 Adar I 5787 = 2027-02-15 (Purim 2027, 14 Adar II, is
    // 2027-03-23), at the all-day default 09:00; Chinese New Year 2026 and 2027 at 01:00Z.
    let plan = try CommandRunner.run(["plan", json, "--now", "2026-01-01T00:00:00Z", "--budget", "4"])
    XCTAssertEqual(plan.status, 0, plan.stderr)
    for trigger in ["20260225T090000Z", "20270215T090000Z", "20260217T010000Z", "20270206T010000Z"] {
      XCTAssertTrue(plan.stdout.contains("TRIGGER;VALUE=DATE-TIME:\(trigger)\r\n"), trigger)
    }
    let overdue = try CommandRunner.run(["overdue", json, "--now", "2026-02-17T00:30:00Z"])
    XCTAssertEqual(overdue.status, 0, overdue.stderr)
    XCTAssertTrue(overdue.stdout.contains("Anniversary"))
    XCTAssertFalse(overdue.stdout.contains("New Year"))   // due 09:00 Shanghai = 01:00Z, not yet
  }

  /// An invalid calendar date: exit 65, the file, the reminder, the field and the valid range.
  func testInvalidDateExits65() throws {
    let json = try temp("""
      {"reminders": [{"id": "T", "title": "t", "due": "2026-01-01",
        "recurrence": {"frequency": "yearly", "calendar": "hebrew", "month": 4, "monthDay": 30}}]}
      """, ext: "json")
    let r = try CommandRunner.run(["describe", json])
    XCTAssertEqual(r.status, 65)
    XCTAssertTrue(r.stderr.contains("reminders[0] (id \"T\"): recurrence.monthDay: day 30 never occurs in month 4 of calendar hebrew (valid: 1...29)"), r.stderr)
  }
}
