// EXDATE through the tool as a user meets it (RFC 5545 §3.8.5.1): a todo with a deleted
// occurrence, planned straight from the .ics and planned again after `recur import` to the
// reminders JSON, fires at the same instants — the deleted one in neither plan.

import Foundation
import XCTest

final class ExceptionDateCLITests: XCTestCase {
  private let calendar = """
    BEGIN:VCALENDAR\r
    VERSION:2.0\r
    PRODID:-//Recur//Tests//EN\r
    BEGIN:VTODO\r
    UID:vitamins\r
    DTSTAMP:20260301T000000Z\r
    SUMMARY:Vitamins\r
    DUE;TZID=America/New_York:20260302T090000\r
    RRULE:FREQ=DAILY\r
    EXDATE;TZID=America/New_York:20260304T090000\r
    END:VTODO\r
    END:VCALENDAR\r

    """

  /// The `fireAt` values of a `recur plan --json` document, in order.
  private func fireTimes(_ json: String) -> [String] {
    json.components(separatedBy: "\"fireAt\": \"").dropFirst().compactMap { $0.components(separatedBy: "\"").first }
  }

  // Source: RFC 5545 §3.8.5.1 (the EXDATE instant is excluded); 09:00 EST is 14:00Z in early
  // March 2026, before the 03-08 change. Budget 3 from 2026-03-01T12:00Z: 03-02, 03-03, 03-05.
  func testPlanFromICSAndFromImportedJSONAgree() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("recur-cli-exdate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let ics = dir.appendingPathComponent("todo.ics")
    try Data(calendar.utf8).write(to: ics)
    let expected = ["2026-03-02T14:00:00Z", "2026-03-03T14:00:00Z", "2026-03-05T14:00:00Z"]

    let fromICS = try CommandRunner.run(["plan", ics.path, "--now", "2026-03-01T12:00:00Z", "--budget", "3", "--reserve", "0", "--json"])
    XCTAssertEqual(fromICS.status, 0, fromICS.stderr)
    XCTAssertEqual(fireTimes(fromICS.stdout), expected)

    let imported = try CommandRunner.run(["import", ics.path])
    XCTAssertEqual(imported.status, 0, imported.stderr)
    XCTAssertTrue(imported.stdout.contains("EXDATE;TZID=America/New_York:20260304T090000"), imported.stdout)
    let json = dir.appendingPathComponent("store.json")
    try imported.stdoutData.write(to: json)
    let fromJSON = try CommandRunner.run(["plan", json.path, "--now", "2026-03-01T12:00:00Z", "--budget", "3", "--reserve", "0", "--json"])
    XCTAssertEqual(fromJSON.status, 0, fromJSON.stderr)
    XCTAssertEqual(fireTimes(fromJSON.stdout), expected)
  }
}
