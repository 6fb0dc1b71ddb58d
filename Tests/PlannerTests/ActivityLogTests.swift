// Reading activity logs: valid forms, and bad logs rejected with the file and the
// field named (the tool exits 65 on these).

import XCTest
@testable import Planner
import Zones

final class ActivityLogTests: XCTestCase {
  func parse(_ text: String) throws(PlanInputError) -> ActivityLog {
    try ActivityLog.parse(Array(text.utf8), file: "log.json")
  }

  func error(_ text: String) -> String? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error.description
    }
  }

  /// Source: the example log.
  func testIssueExample() throws {
    let log = try parse(#"{"available": true, "activities": [{"type": "workout", "at": "2026-11-22T07:10:00Z"}]}"#)
    XCTAssertTrue(log.available)
    XCTAssertEqual(log.entries(ofType: "WORKOUT"), [at("2026-11-22T07:10:00Z")])
  }

  /// Source: docs/SEMANTICS.md "Planner": an unavailable log may omit its activities.
  func testUnavailableWithoutActivities() throws {
    let log = try parse(#"{"available": false}"#)
    XCTAssertFalse(log.available)
    XCTAssertEqual(log.activities, [])
  }

  /// Source: reasoned examples: offsets and the RFC 5545 UTC form name the same instant.
  func testTimeForms() throws {
    let log = try parse(#"{"available": true, "activities": [{"type": "a", "at": "2026-11-22T02:10:00-05:00"}, {"type": "a", "at": "20261122T071000Z"}, {"type": "a", "at": "2026-11-22T07:10:00.250Z"}]}"#)
    XCTAssertEqual(log.entries(ofType: "a"), [at("2026-11-22T07:10:00Z"), at("2026-11-22T07:10:00Z"), at("2026-11-22T07:10:00Z")])
  }

  /// Source: docs/SEMANTICS.md "Planner" ("bad activity logs … get clear errors"): each names file and field.
  func testBadLogsNameFileAndField() {
    XCTAssertEqual(error(#"{"activities": []}"#), "log.json: available: missing")
    XCTAssertEqual(error(#"{"available": "yes", "activities": []}"#), "log.json: available: expected true or false")
    XCTAssertEqual(error(#"{"available": true}"#), #"log.json: activities: missing; expected an array of {"type", "at"}"#)
    XCTAssertEqual(error(#"{"available": true, "activities": {}}"#), "log.json: activities: expected an array")
    XCTAssertEqual(error(#"{"available": true, "activities": [{"type": "workout"}]}"#), "log.json: activities[0].at: missing")
    XCTAssertEqual(error(#"{"available": true, "activities": [{"type": "workout", "at": "2026-11-22T07:10:00Z"}, {"type": "workout", "at": "2026-11-22T07:10:00"}]}"#),
                   #"log.json: activities[1].at: expected a time with an offset such as 2026-11-22T07:10:00Z, got "2026-11-22T07:10:00""#)
    XCTAssertEqual(error(#"{"available": true, "activities": [{"type": "", "at": "2026-11-22T07:10:00Z"}]}"#), "log.json: activities[0].type: expected a non-empty string")
    XCTAssertEqual(error(#"{"available": true, "activities": [{"type": 3, "at": "2026-11-22T07:10:00Z"}]}"#), "log.json: activities[0].type: expected a string")
    XCTAssertEqual(error("[1, 2]")?.hasPrefix("log.json: (document): expected"), true)
    XCTAssertEqual(error("{not json")?.hasPrefix("log.json: (document): not valid JSON"), true)
  }
}
