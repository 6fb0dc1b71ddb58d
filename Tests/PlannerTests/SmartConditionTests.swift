// Smart conditions: skip when the activity was logged earlier the same local day in
// the reminder's zone; fail-safe when the log is unavailable; the 24 h cancel rule on replan;
// default times per type. Zone: a fixed UTC-5 zone (New York's November offset).

import XCTest
@testable import Planner
import Zones

final class SmartConditionTests: XCTestCase {
  let eastern = Zone(identifier: "UTC-05", fixedOffset: UTCOffset(seconds: -18_000))

  /// A daily workout reminder at 18:00 local (23:00Z) from 2026-11-22.
  func workout(_ uid: String = "W") -> PlannableReminder {
    PlannableReminder(uid: uid, title: "Work out", kind: .recurring, zone: eastern,
                      condition: SmartCondition(skipIfLogged: "workout"),
                      due: at("2026-11-22T23:00:00Z"),
                      occurrences: { _ in
                        StepStream(uid: uid, start: at("2026-11-22T23:00:00Z"), step: day)
                      })
  }

  func plan(log: (any ActivityHistory)?, now: String = "2026-11-22T13:00:00Z", previous: [PlanAlarm]? = nil) -> Plan {
    NotificationPlanner(now: at(now), policy: PlanPolicy(budget: 2), activity: log, previous: previous)
      .plan([workout()])
  }

  // MARK: docs/SEMANTICS.md "Planner": same local day

  /// Source: docs/SEMANTICS.md "Planner": a workout logged at 07:10 local (12:10Z) skips today's 18:00 reminder.
  func testLoggedEarlierTheSameLocalDaySkips() {
    let log = ActivityLog(available: true, activities: [.init(type: "workout", at: at("2026-11-22T12:10:00Z"))])
    let p = plan(log: log)
    XCTAssertEqual(rendered(p), ["W@20261123T230000Z", "W@20261124T230000Z"])
    XCTAssertEqual(p.warnings, [])
  }

  /// Source: docs/SEMANTICS.md "Planner": another type logged (mindfulness) skips nothing.
  func testOtherActivityTypeDoesNotSkip() {
    let log = ActivityLog(available: true, activities: [.init(type: "mindfulness", at: at("2026-11-22T12:10:00Z"))])
    XCTAssertEqual(rendered(plan(log: log)), ["W@20261122T230000Z", "W@20261123T230000Z"])
  }

  /// Source: docs/SEMANTICS.md "Planner", a reasoned zone-boundary example: 2026-11-22T03:00Z is 22:00 on Nov 21 in
  /// UTC-5: the same UTC day as the 23:00Z occurrence, but not the same local day, so no skip.
  func testActivityOnTheOtherLocalDayAcrossAZoneBoundary() {
    let log = ActivityLog(available: true, activities: [.init(type: "workout", at: at("2026-11-22T03:00:00Z"))])
    XCTAssertEqual(rendered(plan(log: log)), ["W@20261122T230000Z", "W@20261123T230000Z"])
  }

  /// Source: docs/SEMANTICS.md "Planner" (fail-safe): an unavailable log skips nothing and warns.
  func testUnavailableLogNotifiesAnywayAndWarns() {
    let log = ActivityLog(available: false, activities: [.init(type: "workout", at: at("2026-11-22T12:10:00Z"))])
    let p = plan(log: log)
    XCTAssertEqual(rendered(p), ["W@20261122T230000Z", "W@20261123T230000Z"])
    XCTAssertEqual(p.warnings, ["activity log unavailable: smart conditions not applied, notifying anyway (fail-safe)"])
  }

  /// Source: docs/SEMANTICS.md "Planner" ("activity logged at most 24 h before an already planned notification of
  /// that type cancels it in the next plan"): the previous plan had Nov 23 18:00 local
  /// (23:00Z); a workout at 2026-11-23T01:30Z (Nov 22, 20:30 local) is not the same local day
  /// but is 21.5 h before it, so the replan at 02:00Z drops it.
  func testActivityWithin24HoursCancelsAPlannedNotification() {
    let log = ActivityLog(available: true, activities: [.init(type: "workout", at: at("2026-11-23T01:30:00Z"))])
    let previous = [
      PlanAlarm(uid: "W/20261123T230000Z", reminderUID: "W", fireAt: at("2026-11-23T23:00:00Z")),
      PlanAlarm(uid: "W/20261124T230000Z", reminderUID: "W", fireAt: at("2026-11-24T23:00:00Z")),
    ]
    let without = plan(log: log, now: "2026-11-23T02:00:00Z")
    XCTAssertEqual(rendered(without), ["W@20261123T230000Z", "W@20261124T230000Z"])
    let with = plan(log: log, now: "2026-11-23T02:00:00Z", previous: previous)
    XCTAssertEqual(rendered(with), ["W@20261124T230000Z", "W@20261125T230000Z"])
    XCTAssertEqual(with.diff?.remove, ["W/20261123T230000Z"])
    XCTAssertEqual(with.diff?.keep, ["W/20261124T230000Z"])
    XCTAssertEqual(with.diff?.add, ["W/20261125T230000Z"])
  }

  /// Source: docs/SEMANTICS.md "Planner": an activity 24 h and 1 s before the planned notification cancels nothing.
  func testActivityMoreThan24HoursBeforeDoesNotCancel() {
    let log = ActivityLog(available: true, activities: [.init(type: "workout", at: at("2026-11-22T22:59:59Z"))])
    let previous = [PlanAlarm(uid: "W/20261123T230000Z", reminderUID: "W", fireAt: at("2026-11-23T23:00:00Z"))]
    let p = plan(log: log, now: "2026-11-23T02:00:00Z", previous: previous)
    XCTAssertEqual(rendered(p), ["W@20261123T230000Z", "W@20261124T230000Z"])
  }

  // MARK: docs/SEMANTICS.md "Planner": default times per type

  /// Source: docs/SEMANTICS.md "Planner" ("workout 18:00, mindfulness 20:00, alcohol 09:00"); other types 09:00.
  func testDefaultTimesPerType() {
    XCTAssertEqual(SmartCondition(skipIfLogged: "workout").defaultTime.description, "18:00:00")
    XCTAssertEqual(SmartCondition(skipIfLogged: "Mindfulness").defaultTime.description, "20:00:00")
    XCTAssertEqual(SmartCondition(skipIfLogged: "alcohol").defaultTime.description, "09:00:00")
    XCTAssertEqual(SmartCondition(skipIfLogged: "hydration").defaultTime.description, "09:00:00")
  }

  // MARK: ActivityHistory: an app's own provider (docs/SEMANTICS.md "Planner")

  /// An app's record kept as instants per type (what an app would fill from HealthKit samples).
  struct InstantsByType: ActivityHistory {
    let isAvailable: Bool
    let instants: [String: [Instant]]
    func latest(ofType type: String, before instant: Instant) -> Instant? {
      instants[type]?.filter { $0 < instant }.max()
    }
  }

  /// Source: docs/SEMANTICS.md "Planner" (same local day), through an app's provider: the
  /// workout at 12:10Z (07:10 local) skips the 2026-11-22 18:00 occurrence, as the JSON log does.
  func testAppProvidedHistorySkipsLikeTheLog() {
    let history = InstantsByType(isAvailable: true, instants: ["workout": [at("2026-11-22T12:10:00Z")]])
    let p = plan(log: history)
    XCTAssertEqual(rendered(p), ["W@20261123T230000Z", "W@20261124T230000Z"])
    XCTAssertEqual(p.warnings, [])
  }

  /// Source: docs/SEMANTICS.md "Planner" (fail-safe): a provider that cannot read its store
  /// (`isAvailable == false`) skips nothing and the plan warns, as an unavailable JSON log does.
  func testUnavailableAppProvidedHistoryNotifiesAnyway() {
    let history = InstantsByType(isAvailable: false, instants: ["workout": [at("2026-11-22T12:10:00Z")]])
    let p = plan(log: history)
    XCTAssertEqual(rendered(p), ["W@20261122T230000Z", "W@20261123T230000Z"])
    XCTAssertEqual(p.warnings, ["activity log unavailable: smart conditions not applied, notifying anyway (fail-safe)"])
  }

  /// Source: Sources/Planner/Conditions/ActivityLog.swift: the JSON log is the CLI's
  /// `ActivityHistory`; `"available"` is its `isAvailable`, `latest` the entry just before.
  func testActivityLogIsTheJSONProvider() throws {
    let log = try ActivityLog.parse(Array(#"{"available": false, "activities": [{"type": "Workout", "at": "2026-11-22T07:10:00Z"}]}"#.utf8), file: "log.json")
    let history: any ActivityHistory = log
    XCTAssertFalse(history.isAvailable)
    XCTAssertEqual(history.latest(ofType: "workout", before: at("2026-11-22T23:00:00Z")), at("2026-11-22T07:10:00Z"))
    XCTAssertNil(history.latest(ofType: "workout", before: at("2026-11-22T07:10:00Z")))
  }
}
