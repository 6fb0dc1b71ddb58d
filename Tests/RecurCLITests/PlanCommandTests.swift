// `recur plan` and `recur snooze` run as a user runs them (README): exit codes 0/64/65,
// errors naming file and field, byte-identical output across two runs, --json shape.

import Foundation
import XCTest

final class PlanCommandTests: XCTestCase {
  struct Outcome {
    let status: Int32
    let stdout: Data
    let stderr: String
  }

  func recur(_ arguments: [String]) throws -> Outcome {
    let r = try CommandRunner.run(arguments)
    return Outcome(status: r.status, stdout: r.stdoutData, stderr: r.stderr)
  }

  func file(_ text: String, _ name: String) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("recur-cli-plan-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
    let url = dir.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// Two reminders in the docs/FORMATS.md JSON form: hourly water, one-time passport.
  let store = """
    {"reminders": [
      {"id": "A0000000-0000-4000-8000-000000000001", "title": "Drink water", "due": "2026-11-22T08:00:00",
       "timeZone": "America/New_York", "recurrence": {"frequency": "hourly", "interval": 3}},
      {"id": "B0000000-0000-4000-8000-000000000002", "title": "Renew passport", "due": "2026-12-01T10:00:00",
       "timeZone": "Europe/Paris"}
    ]}
    """

  // MARK: README, docs/SEMANTICS.md "Planner": output

  /// Source: docs/SEMANTICS.md "Planner" ("byte-identical output"): two runs, same bytes, exit 0.
  func testPlanTwiceIsByteIdentical() throws {
    let input = try file(store, "store.json")
    let a = try recur(["plan", input, "--now", "2026-11-22T12:00:00Z", "--budget", "3"])
    let b = try recur(["plan", input, "--now", "20261122T120000Z", "--budget", "3"])
    XCTAssertEqual(a.status, 0, a.stderr)
    XCTAssertEqual(a.stdout, b.stdout)
    let text = String(decoding: a.stdout, as: UTF8.self).replacingOccurrences(of: "\r\n ", with: "")
    XCTAssertTrue(text.contains("UID:A0000000-0000-4000-8000-000000000001/20261122T130000Z\r\n"), text)
    XCTAssertTrue(text.contains("TRIGGER;VALUE=DATE-TIME:20261201T090000Z\r\n"), text)
  }

  /// Source: docs/SEMANTICS.md "Planner" (`--json`: notification id, reminder id, fire time, title; overdue;
  /// left out), the whole document written out.
  func testPlanJSON() throws {
    let input = try file(store, "store.json")
    let r = try recur(["plan", input, "--now", "2026-11-22T14:00:00Z", "--budget", "3", "--reserve", "1", "--json"])
    XCTAssertEqual(r.status, 0, r.stderr)
    XCTAssertEqual(String(decoding: r.stdout, as: UTF8.self), """
      {
        "now": "2026-11-22T14:00:00Z",
        "budget": 3,
        "reserve": 1,
        "notifications": [
          {"id": "A0000000-0000-4000-8000-000000000001/20261122T160000Z", "reminderId": "A0000000-0000-4000-8000-000000000001", "fireAt": "2026-11-22T16:00:00Z", "title": "Drink water"},
          {"id": "A0000000-0000-4000-8000-000000000001/20261122T190000Z", "reminderId": "A0000000-0000-4000-8000-000000000001", "fireAt": "2026-11-22T19:00:00Z", "title": "Drink water"},
          {"id": "B0000000-0000-4000-8000-000000000002/20261201T090000Z", "reminderId": "B0000000-0000-4000-8000-000000000002", "fireAt": "2026-12-01T09:00:00Z", "title": "Renew passport"}
        ],
        "overdue": [
          {"reminderId": "A0000000-0000-4000-8000-000000000001", "title": "Drink water", "due": "2026-11-22T13:00:00Z"}
        ],
        "leftOut": 1
      }

      """)
  }

  /// Source: docs/SEMANTICS.md "Planner" (replanning): --previous adds add/remove/keep to --json.
  func testReplanReportsAddRemoveKeep() throws {
    let input = try file(store, "store.json")
    let dir = URL(fileURLWithPath: input).deletingLastPathComponent()
    let plan = dir.appendingPathComponent("plan.ics").path
    let first = try recur(["plan", input, "--now", "2026-11-22T12:00:00Z", "--budget", "2", "--reserve", "0", "-o", plan])
    XCTAssertEqual(first.status, 0, first.stderr)
    let r = try recur(["plan", input, "--now", "2026-11-22T13:30:00Z", "--budget", "2", "--reserve", "0",
                       "--previous", plan, "--json"])
    XCTAssertEqual(r.status, 0, r.stderr)
    let text = String(decoding: r.stdout, as: UTF8.self)
    XCTAssertTrue(text.hasSuffix("""
        "add": ["A0000000-0000-4000-8000-000000000001/20261122T190000Z"],
        "remove": [],
        "keep": ["A0000000-0000-4000-8000-000000000001/20261122T160000Z"]
      }

      """), text)
  }

  // MARK: README: exit codes

  /// Source: README (65 bad input data; the error names file and field).
  func testBadActivityLogExits65() throws {
    let input = try file(store, "store.json")
    let log = try file(#"{"available": "yes"}"#, "log.json")
    let r = try recur(["plan", input, "--now", "2026-11-22T12:00:00Z", "--activity", log])
    XCTAssertEqual(r.status, 65)
    XCTAssertEqual(r.stderr, "recur plan: error: \(log): available: expected true or false\n")
  }

  /// Source: README (65): a previous plan with a relative trigger.
  func testBadPreviousPlanExits65() throws {
    let input = try file(store, "store.json")
    let previous = try file("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nBEGIN:VTODO\r\nUID:x\r\nDTSTAMP:20261122T120000Z\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:x\r\nTRIGGER:-PT5M\r\nEND:VALARM\r\nEND:VTODO\r\nEND:VCALENDAR\r\n", "old.ics")
    let r = try recur(["plan", input, "--now", "2026-11-22T12:00:00Z", "--previous", previous])
    XCTAssertEqual(r.status, 65)
    XCTAssertEqual(r.stderr, "recur plan: error: \(previous): 10:1 TRIGGER: expected an absolute UTC trigger such as TRIGGER;VALUE=DATE-TIME:20261122T140000Z, got TRIGGER:-PT5M\n")
  }

  /// Source: README (64 usage): a floating --now names no instant.
  func testFloatingNowIsAUsageError() throws {
    let input = try file(store, "store.json")
    let r = try recur(["plan", input, "--now", "20261122T120000"])
    XCTAssertEqual(r.status, 64)
  }

  /// Source: docs/SEMANTICS.md "Planner: horizon": PT4H after 12:00Z ends at 16:00Z, inclusive;
  /// a negative duration is a usage error.
  func testHorizon() throws {
    let input = try file(store, "store.json")
    let r = try recur(["plan", input, "--now", "2026-11-22T12:00:00Z", "--horizon", "PT4H", "--json"])
    XCTAssertEqual(r.status, 0, r.stderr)
    let text = String(decoding: r.stdout, as: UTF8.self)
    XCTAssertTrue(text.contains(#""horizonEnd": "2026-11-22T16:00:00Z""#), text)
    XCTAssertTrue(text.contains(#""fireAt": "2026-11-22T16:00:00Z""#), text)
    XCTAssertFalse(text.contains(#""fireAt": "2026-11-22T19:00:00Z""#), text)
    XCTAssertFalse(text.contains("Renew passport"), text)
    XCTAssertEqual(try recur(["plan", input, "--now", "2026-11-22T12:00:00Z", "--horizon", "-PT4H"]).status, 64)
  }

  // MARK: RFC 9074 §7: snooze

  /// Source: RFC 9074 §6–7 and docs/SEMANTICS.md "Planner": snooze exits 0 and writes the acknowledged original and
  /// the related snooze; an unknown UID exits 65; same input, same bytes.
  func testSnooze() throws {
    let input = try file(store, "store.json")
    let dir = URL(fileURLWithPath: input).deletingLastPathComponent()
    let plan = dir.appendingPathComponent("plan.ics").path
    XCTAssertEqual(try recur(["plan", input, "--now", "2026-11-22T12:00:00Z", "--budget", "3", "-o", plan]).status, 0)
    let args = ["snooze", plan, "--alarm", "A0000000-0000-4000-8000-000000000001/20261122T130000Z", "--minutes", "15",
                "--now", "2026-11-22T13:01:00Z"]
    let a = try recur(args)
    let b = try recur(args)
    XCTAssertEqual(a.status, 0, a.stderr)
    XCTAssertEqual(a.stdout, b.stdout)
    // Unfold (RFC 5545 §3.1): the long UIDs are folded at 75 octets.
    let text = String(decoding: a.stdout, as: UTF8.self).replacingOccurrences(of: "\r\n ", with: "")
    XCTAssertTrue(text.contains("ACKNOWLEDGED:20261122T130100Z\r\n"), text)
    XCTAssertTrue(text.contains("UID:A0000000-0000-4000-8000-000000000001/20261122T130000Z/snooze/20261122T131600Z\r\n"), text)
    XCTAssertTrue(text.contains("RELATED-TO;RELTYPE=SNOOZE:A0000000-0000-4000-8000-000000000001/20261122T130000Z\r\n"), text)
    XCTAssertTrue(text.contains("X-MOZ-LASTACK:20261122T130100Z\r\n"), text)
    let missing = try recur(["snooze", plan, "--alarm", "nope", "--now", "2026-11-22T13:01:00Z"])
    XCTAssertEqual(missing.status, 65)
    XCTAssertEqual(missing.stderr, "recur snooze: error: \(plan): VALARM UID: no alarm with UID nope\n")
  }
}
