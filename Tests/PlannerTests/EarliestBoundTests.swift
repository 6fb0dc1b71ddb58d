// The lower bound that lets the planner skip never-ending series without expanding them
// (DESIGN.md §5 "work proportional to what is planned"): a worked example, and a property
// test that planning with it equals the full merge on 400 generated VTODOs in New York.

import XCTest
import ICalendar
@testable import Planner
import Zones

final class EarliestBoundTests: XCTestCase {
  /// Source: the worked examples in EarliestOccurrence.swift: 09:00 New York after 15:00Z →
  /// the next day's 09:00 EST, 14:00Z, no margin (no offset change within 3 hours); 01:30 after
  /// 2026-11-01T04:00:00Z (00:00 EDT) → 01:30 EDT = 05:30Z, less the 3-hour margin as the fold
  /// (06:00Z, -04:00 → -05:00) is within 3 hours: 02:30Z.
  func testBoundOfADailyNineOClock() throws {
    let ny = try Zone.named("America/New_York")
    let bound = EarliestOccurrence.bound(after: at("2026-11-22T15:00:00Z"), zone: ny,
                                         timeOfDay: CivilTime(hour: 9, minute: 0, second: 0) ?? .midnight)
    XCTAssertEqual(bound, at("2026-11-23T14:00:00Z"))
    let nearFold = EarliestOccurrence.bound(after: at("2026-11-01T04:00:00Z"), zone: ny,
                                            timeOfDay: CivilTime(hour: 1, minute: 30, second: 0) ?? .midnight)
    XCTAssertEqual(nearFold, at("2026-11-01T02:30:00Z"))
  }

  /// Source: the worked example of `EarliestOccurrence.hourlyBound`: every 3 hours at :25 New
  /// York (EST, -05:00, at DTSTART too), after 2026-11-22T12:00:00Z (07:00 EST) → 12:25Z; after
  /// 12:25Z exactly → 13:25Z (strictly after). Within 3 hours after the fall-back transition
  /// (2026-11-01T06:00:00Z, -04:00 → -05:00), after 07:00Z, the bound is `after` itself.
  func testHourlyBoundAtTheStartsMinute() throws {
    let ny = try Zone.named("America/New_York")
    let est = UTCOffset(seconds: -18_000)
    XCTAssertEqual(EarliestOccurrence.hourlyBound(after: at("2026-11-22T12:00:00Z"), zone: ny, secondOfHour: 1_500,
                                                  startOffset: est), at("2026-11-22T12:25:00Z"))
    XCTAssertEqual(EarliestOccurrence.hourlyBound(after: at("2026-11-22T12:25:00Z"), zone: ny, secondOfHour: 1_500,
                                                  startOffset: est), at("2026-11-22T13:25:00Z"))
    XCTAssertEqual(EarliestOccurrence.hourlyBound(after: at("2026-11-01T07:00:00Z"), zone: ny, secondOfHour: 1_500,
                                                  startOffset: est), at("2026-11-01T07:00:00Z"))
  }

  /// Source: reasoned property test. 400 VTODOs (a quarter one-time; rules DAILY, WEEKLY;BYDAY,
  /// YEARLY, MONTHLY;BYSETPOS — bounded by time of day —, HOURLY;INTERVAL=3 — bounded by
  /// minute — and DAILY;COUNT=5 — expanded) at
  /// times from a fixed linear congruential sequence: gathering with the bound gives the same
  /// plan and left-out count as merging every reminder, for budgets 1, 14 and 64, and it does
  /// skip reminders.
  func testGatheringWithTheBoundEqualsTheFullMerge() throws {
    var state: UInt64 = 7
    func nextValue(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let rules = ["FREQ=DAILY", "FREQ=WEEKLY;BYDAY=MO,WE", "FREQ=YEARLY",
                 "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1", "FREQ=HOURLY;INTERVAL=3", "FREQ=DAILY;COUNT=5"]
    var reminders: [PlannableReminder] = []
    for n in 0..<400 {
      var todo = Component(name: "VTODO")
      todo.append(Property(name: "UID", text: "R\(1000 + n)"))
      todo.append(Property(name: "SUMMARY", text: "R\(1000 + n)"))
      let month = 1 + nextValue(12)
      let day = 1 + nextValue(28)
      let stamp = String(format: "2026%02d%02dT%02d%02d00", month, day, nextValue(24), 5 * nextValue(12))
      todo.append(Property(name: "DTSTART", parameters: [Parameter(name: "TZID", value: "America/New_York")], rawValue: stamp))
      if n % 4 != 0 { todo.append(Property(name: "RRULE", rawValue: rules[nextValue(rules.count)])) }
      reminders.append(try XCTUnwrap(try PlannableReminder(vtodo: todo, file: "gen.ics")))
    }
    let now = at("2026-11-22T12:00:00Z")
    for budget in [1, 14, 64] {
      let policy = PlanPolicy(budget: budget, reserve: 3)
      let planner = NotificationPlanner(now: now, policy: policy)
      var gathered = planner.gathering()
      for reminder in reminders { planner.gather(reminder, into: &gathered) }
      let plan = planner.plan(gathered: gathered)
      let full = policy.select(from: reminders.map { PlanningSource(uid: $0.uid, kind: $0.kind, occurrences: $0.occurrences) },
                               after: now)
      XCTAssertEqual(rendered(plan), rendered(full), "budget \(budget)")
      XCTAssertEqual(plan.leftOut, full.leftOut, "budget \(budget)")
      XCTAssertGreaterThan(gathered.skippedByBound, 0, "budget \(budget)")
    }
  }
}
