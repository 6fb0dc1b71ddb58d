// `recur import`, `export`, `complete`, `describe` and `overdue` run as a user runs them
// (README: exit codes 0/64/65; reminders JSON of docs/FORMATS.md on standard output; errors naming
// the file, the reminder and the field).

import Foundation
import XCTest

final class RemindersCLITests: XCTestCase {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static var root: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }
  static var sample: String { root.appendingPathComponent("samples/reminders.json").path }
  static func fixture(_ name: String) -> String { root.appendingPathComponent("Tests/RemindersTests/Fixtures/\(name)").path }

  func run(_ args: [String], stdin: Data? = nil) throws -> Run {
    let r = try CommandRunner.run(args, stdin: stdin)
    return Run(status: r.status, stdout: r.stdout, stderr: r.stderr)
  }

  func temp(_ text: String, ext: String) throws -> String {
    let path = NSTemporaryDirectory() + "recur-reminders-\(UUID().uuidString).\(ext)"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
  }

  private func reminder(_ json: String, _ id: String) throws -> [String: Any] {
    let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let list = try XCTUnwrap(root["reminders"] as? [[String: Any]])
    return try XCTUnwrap(list.first { $0["id"] as? String == id })
  }

  // README `recur export`: byte-identical for the same input; VTIMEZONEs included.
  func testExportIsDeterministicAndComplete() throws {
    let a = try run(["export", Self.sample, "--now", "20261122T120000Z"])
    let b = try run(["export", Self.sample, "--now", "2026-11-22T12:00:00Z"])
    XCTAssertEqual(a.status, 0, a.stderr)
    XCTAssertEqual(a.stdout, b.stdout)
    XCTAssertTrue(a.stdout.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Recur//Recur Reminders//EN\r\n"))
    XCTAssertEqual(a.stdout.components(separatedBy: "BEGIN:VTODO\r\n").count - 1, 11)
    for tzid in ["America/New_York", "Europe/Berlin", "Europe/London"] {
      XCTAssertTrue(a.stdout.contains("BEGIN:VTIMEZONE\r\nTZID:\(tzid)\r\n"), tzid)
    }
    XCTAssertTrue(a.stdout.contains("RRULE:FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1\r\n"))
    XCTAssertTrue(a.stdout.contains("X-RECUR-CONDITION:{\"skipIfLogged\":\"workout\"}\r\n"))
    XCTAssertTrue(a.stdout.contains("X-RECUR-ENABLED:FALSE\r\n"))
    XCTAssertTrue(a.stdout.contains("X-RECUR-REPEAT-FROM:COMPLETION\r\n"))
    XCTAssertTrue(a.stdout.contains("DTSTAMP:20261122T120000Z\r\n"))
    let c = try run(["export", Self.sample])
    XCTAssertEqual(c.stdout, try run(["export", Self.sample]).stdout)
    XCTAssertTrue(c.stdout.contains("DTSTAMP:20280229T000000Z\r\n"))   // the latest instant the store names
  }

  // README `recur import` / `export`: the round trip of the sample store is the identity.
  func testImportGivesTheStoreBack() throws {
    // A path of this test's own (removed when it ends), so concurrent runs do not share it.
    let path = try temp("", ext: "ics")
    let ics = try run(["export", Self.sample, "-o", path])
    XCTAssertEqual(ics.status, 0)
    let back = try run(["import", "--json", path])
    XCTAssertEqual(back.status, 0, back.stderr)
    XCTAssertEqual(back.stderr, "")
    let original = try String(contentsOfFile: Self.sample, encoding: .utf8)
    let a = try JSONSerialization.jsonObject(with: Data(original.utf8)) as? NSDictionary
    let b = try JSONSerialization.jsonObject(with: Data(back.stdout.utf8)) as? NSDictionary
    XCTAssertEqual(a, b)
    // From standard input too.
    let piped = try run(["import", "-"], stdin: try Data(contentsOf: URL(fileURLWithPath: path)))
    XCTAssertEqual(piped.stdout, back.stdout)
  }

  // docs/SEMANTICS.md "Reminders": broken files give diagnostics with line numbers, readable todos are imported
  // (exit 0); a file with no todo exits 65.
  func testImportDiagnosticsAndExitCodes() throws {
    let broken = try run(["import", Self.fixture("broken.ics")])
    XCTAssertEqual(broken.status, 0)
    XCTAssertTrue(broken.stderr.contains("broken.ics:11:5: error: whitespace after the property name"))
    XCTAssertTrue(broken.stderr.contains(#"broken.ics:8:1: warning: DUE TZID "Mars/Olympus_Mons" names no known zone"#))
    XCTAssertTrue(broken.stdout.contains("\"good-2\""))
    let events = try run(["import", Self.fixture("events-only.ics")])
    XCTAssertEqual(events.status, 65)
    XCTAssertEqual(events.stdout, "")
    XCTAssertTrue(events.stderr.hasSuffix("events-only.ics: error: no VTODO could be read; nothing imported\n"))
    let missing = try run(["import", "/nonexistent/file.ics"])
    XCTAssertEqual(missing.status, 64)
  }

  // docs/FORMATS.md completion through `recur complete`, store on stdout.
  func testComplete() throws {
    let rent = try run(["complete", Self.sample, "--id", "A0000000-0000-4000-8000-000000000002", "--at", "2026-04-02T12:00:00Z"])
    XCTAssertEqual(rent.status, 0, rent.stderr)
    XCTAssertEqual(try reminder(rent.stdout, "A0000000-0000-4000-8000-000000000002")["due"] as? String, "2026-04-30T09:00:00")
    let dentist = try run(["complete", Self.sample, "--id", "A0000000-0000-4000-8000-000000000008", "--at", "20260303T151000Z"])
    let d = try reminder(dentist.stdout, "A0000000-0000-4000-8000-000000000008")
    XCTAssertEqual(d["completed"] as? Bool, true)
    XCTAssertEqual(d["completedAt"] as? String, "2026-03-03T15:10:00Z")
    let plants = try run(["complete", Self.sample, "--id", "A0000000-0000-4000-8000-000000000007", "--at", "2026-03-04T23:20:00Z",
                          "--floating-zone", "America/New_York"])
    XCTAssertEqual(try reminder(plants.stdout, "A0000000-0000-4000-8000-000000000007")["due"] as? String, "2026-03-07T08:00:00")
    let unknown = try run(["complete", Self.sample, "--id", "nope", "--at", "2026-04-02T12:00:00Z"])
    XCTAssertEqual(unknown.status, 65)
    XCTAssertTrue(unknown.stderr.hasSuffix(#"reminders.json: error: no reminder with id "nope""# + "\n"))
    let badTime = try run(["complete", Self.sample, "--id", "nope", "--at", "tomorrow"])
    XCTAssertEqual(badTime.status, 64)
  }

  // docs/SEMANTICS.md "Reminders" "Bad JSON … gets an error that names the reminder and the field, and exit 65".
  func testBadStoreExits65() throws {
    let path = try temp(#"{"reminders": [{"id": "A", "title": "t", "due": "2026-01-31T09:00:00", "recurrence": {"frequency": "monthly", "monthDay": 32}}]}"#, ext: "json")
    for command in [["export", path], ["describe", path], ["complete", path, "--id", "A", "--at", "20260101T000000Z"],
                    ["overdue", path, "--now", "20260101T000000Z"]] {
      let r = try run(command)
      XCTAssertEqual(r.status, 65, command[0])
      XCTAssertEqual(r.stderr, "\(path): error: reminders[0] (id \"A\"): recurrence.monthDay: 32 is out of range (valid: 1...31)\n", command[0])
    }
  }

  // README `recur describe`: plain-language descriptions, of a store and of one rule.
  func testDescribe() throws {
    let all = try run(["describe", Self.sample])
    XCTAssertEqual(all.status, 0)
    XCTAssertTrue(all.stdout.contains("Gym: Every 2 weeks on Monday and Wednesday at 9:00 (Europe/Berlin)\n"))
    XCTAssertTrue(all.stdout.contains("Leap-day backup check: Yearly on February 29 (February 28 in common years)\n"))
    XCTAssertTrue(all.stdout.contains("Advent calendar: Daily until November 25, 2026\n"))
    let rule = try run(["describe", "--dtstart", "DTSTART;TZID=Europe/Paris:20260105T090000", "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;WKST=MO"])
    XCTAssertEqual(rule.stdout, "Every 2 weeks on Monday and Wednesday at 9:00\n")
    XCTAssertEqual(try run(["describe", "FREQ=HOURLY;INTERVAL=3"]).stdout, "Every 3 hours\n")
    let bad = try run(["describe", "FREQ=DAILY;INTERVAL=0"])
    XCTAssertEqual(bad.status, 65)
    XCTAssertEqual(bad.stderr, "recur describe: \"FREQ=DAILY;INTERVAL=0\": INTERVAL=0 is out of range (valid: 1 or more)\n")
  }

  // docs/SEMANTICS.md "Reminders" "an overdue view for a given now".
  func testOverdue() throws {
    let r = try run(["overdue", Self.sample, "--now", "2026-03-08T12:00:00Z"])
    XCTAssertEqual(r.status, 0, r.stderr)
    XCTAssertEqual(r.stdout, """
      2026-01-01T09:00:00 America/New_York Take vitamins (id A0000000-0000-4000-8000-000000000001)
      2026-01-01T18:00:00 America/New_York Evening workout (id A0000000-0000-4000-8000-000000000009)
      2026-01-03T08:00:00 Water the plants (id A0000000-0000-4000-8000-000000000007)
      2026-01-05T09:00:00 Europe/Berlin Gym (id A0000000-0000-4000-8000-000000000004)
      2026-01-30T16:00:00 Europe/Berlin Team retrospective (id A0000000-0000-4000-8000-000000000011)
      2026-01-31T09:00:00 America/New_York Pay rent (id A0000000-0000-4000-8000-000000000002)
      2026-03-03T14:00:00 Europe/London Dentist appointment (id A0000000-0000-4000-8000-000000000008)

      """)
    let json = try run(["overdue", Self.sample, "--now", "2026-03-08T12:00:00Z", "--json"])
    let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    XCTAssertEqual((root["overdue"] as? [Any])?.count, 7)
    // Drink water recreates: moved on to 2026-03-08T09:00 EDT (13:00Z), the first at or after now.
    let store = try XCTUnwrap(root["store"] as? [String: Any])
    let water = try XCTUnwrap((store["reminders"] as? [[String: Any]])?.first { $0["id"] as? String == "A0000000-0000-4000-8000-000000000003" })
    XCTAssertEqual(water["due"] as? String, "2026-03-08T09:00:00")
  }

  // docs/SEMANTICS.md "Reminders" "When a completion is written back to an .ics todo …" through `recur complete FILE.ics`.
  func testCompleteAnICSTodoInPlace() throws {
    let r = try run(["complete", Self.fixture("tasks-org.ics"), "--id", "4812093561234567890", "--at", "2026-03-12T09:00:00Z"])
    XCTAssertEqual(r.status, 0, r.stderr)
    XCTAssertTrue(r.stdout.contains("""
      DTSTART;TZID=Europe/Berlin:20260315T080000\r
      DUE;TZID=Europe/Berlin:20260315T080000\r
      RRULE:FREQ=DAILY;INTERVAL=3;COUNT=7\r
      STATUS:NEEDS-ACTION\r

      """), r.stdout)
    XCTAssertTrue(r.stdout.contains("SEQUENCE:5\r\n"))
    XCTAssertTrue(r.stdout.contains("UID:4812093561234567891\r\n"))   // the other todo is untouched
    let missing = try run(["complete", Self.fixture("tasks-org.ics"), "--id", "nope", "--at", "2026-03-12T09:00:00Z"])
    XCTAssertEqual(missing.status, 65)
  }
}
