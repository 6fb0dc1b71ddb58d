// The lower bound that lets the planner skip never-ending series without expanding them
// (docs/SEMANTICS.md "Planner" "work proportional to what is planned"): a worked example, and a property
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

  /// Source: the worked example of `EarliestOccurrence.hourlyWallBound`: every 3 hours from
  /// 2026-03-05 09:00 New York (wall clock), after 2026-11-22T12:00:00Z (07:00 EST, no offset
  /// change within two days) → 09:00 EST = 14:00Z; after 14:00Z exactly → 17:00Z (strictly
  /// after). Around the fall-back change (2026-11-01T06:00:00Z, -04:00 → -05:00) the bound
  /// reads walls with both offsets: after 05:30Z (01:30 EDT) the wall 03:00 can be read as
  /// 07:00Z (EDT) at the earliest… and is 08:00Z (EST): the bound is 07:00Z.
  func testHourlyWallBound() throws {
    let ny = try Zone.named("America/New_York")
    let wall = CivilDateTime(year: 2026, month: 3, day: 5, hour: 9)?.secondsSinceEpoch ?? 0
    XCTAssertEqual(EarliestOccurrence.hourlyWallBound(after: at("2026-11-22T12:00:00Z"), zone: ny, startWall: wall,
                                                      step: 10_800), at("2026-11-22T14:00:00Z"))
    XCTAssertEqual(EarliestOccurrence.hourlyWallBound(after: at("2026-11-22T14:00:00Z"), zone: ny, startWall: wall,
                                                      step: 10_800), at("2026-11-22T17:00:00Z"))
    XCTAssertEqual(EarliestOccurrence.hourlyWallBound(after: at("2026-11-01T05:30:00Z"), zone: ny, startWall: wall,
                                                      step: 10_800), at("2026-11-01T07:00:00Z"))
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
