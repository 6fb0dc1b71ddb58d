// `recur plan --policy soonest|coverage` on samples/reminders.json (docs/SEMANTICS.md
// "Planning policies: soonest and coverage"): under soonest-first the every-3-hours
// reminder takes most of the 64 slots and "Pay rent", due in 8 days, is not planned; under
// coverage every reminder with a candidate gets its next occurrence.

import Foundation
import XCTest

final class PlanPolicyCLITests: XCTestCase {
  static var samples: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("samples")
  }

  /// The plan's notifications per title, and the JSON document.
  func plan(_ extra: [String]) throws -> (counts: [String: Int], json: [String: Any], text: String) {
    let r = try CommandRunner.run(["plan", Self.samples.appendingPathComponent("reminders.json").path,
                                   "--now", "2026-11-22T12:00:00Z",
                                   "--activity", Self.samples.appendingPathComponent("activity.json").path,
                                   "--json"] + extra)
    XCTAssertEqual(r.status, 0, r.stderr)
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: r.stdoutData) as? [String: Any])
    var counts: [String: Int] = [:]
    for n in json["notifications"] as? [[String: Any]] ?? [] { counts[n["title"] as? String ?? "?", default: 0] += 1 }
    return (counts, json, r.stdout)
  }

  /// Source: the finding, reproduced from samples/ at the quick start's now: the
  /// default policy plans 45 "Drink water" and no "Pay rent" (next due 2026-11-30T09:00 New
  /// York) nor the leap-day check; `--policy soonest` is the default, byte for byte.
  func testSoonestStarvesPayRent() throws {
    let soonest = try plan([])
    XCTAssertEqual(soonest.counts, [
      "Drink water": 45, "Take vitamins": 6, "Evening workout": 5, "Advent calendar": 3, "Gym": 2,
      "Water the plants": 2, "Team retrospective": 1,
    ])
    XCTAssertEqual(soonest.json["leftOut"] as? Int, 8)
    XCTAssertNil(soonest.json["policy"])
    XCTAssertEqual(try plan(["--policy", "soonest"]).text, soonest.text)
  }

  /// Source: docs/SEMANTICS.md "Planning policies" worked example: coverage gives "Pay rent"
  /// (2026-11-30T14:00:00Z) and the leap-day check (floating, read in UTC: 2028-02-29T09:00Z)
  /// their next occurrence; the two slots come from the latest soonest-first picks (a "Drink
  /// water" and an "Evening workout").
  func testCoveragePlansEveryReminder() throws {
    let coverage = try plan(["--policy", "coverage"])
    XCTAssertEqual(coverage.counts, [
      "Drink water": 44, "Take vitamins": 6, "Evening workout": 4, "Advent calendar": 3, "Gym": 2,
      "Water the plants": 2, "Team retrospective": 1, "Pay rent": 1, "Leap-day backup check": 1,
    ])
    XCTAssertEqual(coverage.json["policy"] as? String, "coverage")
    let notifications = coverage.json["notifications"] as? [[String: Any]] ?? []
    let rent = notifications.first { $0["title"] as? String == "Pay rent" }
    XCTAssertEqual(rent?["id"] as? String, "A0000000-0000-4000-8000-000000000002/20261130T140000Z")
    XCTAssertEqual(notifications.last?["fireAt"] as? String, "2028-02-29T09:00:00Z")
  }

  /// Source: README (exit 64 for a usage error): an unknown policy names the valid ones.
  func testUnknownPolicyIsAUsageError() throws {
    let r = try CommandRunner.run(["plan", Self.samples.appendingPathComponent("reminders.json").path,
                                   "--now", "2026-11-22T12:00:00Z", "--policy", "fairest"])
    XCTAssertEqual(r.status, 64)
    XCTAssertTrue(r.stderr.contains("--policy must be soonest or coverage, got 'fairest'"), r.stderr)
  }
}
