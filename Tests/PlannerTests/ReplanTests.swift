// Replanning (docs/SEMANTICS.md "Planner" "a replan keeps the UID of every notification it keeps"):
// add/remove/keep against the previous plan's pending alarms; completed and disabled
// reminders; overdue reminders; pending snoozes carried over and counted against the budget.

import XCTest
@testable import Planner
import Zones

final class ReplanTests: XCTestCase {
  /// An hourly reminder "H" from 13:00Z.
  func hourly(_ uid: String = "H", completed: Bool = false, enabled: Bool = true) -> PlannableReminder {
    PlannableReminder(uid: uid, title: "Drink water", kind: .recurring, completed: completed,
                      enabled: enabled, due: at("2026-11-22T13:00:00Z"),
                      occurrences: { _ in StepStream(uid: uid, start: at("2026-11-22T13:00:00Z"), step: hour) })
  }

  func alarms(_ plan: Plan) -> [PlanAlarm] {
    plan.notifications.map { PlanAlarm(uid: $0.id, reminderUID: $0.reminderUID, fireAt: $0.fireAt,
                                       snoozeOf: $0.snoozeOf, title: $0.title) }
  }

  // MARK: docs/SEMANTICS.md "Planner": stable UIDs

  /// Source: docs/SEMANTICS.md "Planner" and RFC 9074 §4: the UID is `<reminder>/<occurrence UTC>`.
  func testNotificationUIDIsDerivedFromReminderAndOccurrence() {
    let p = NotificationPlanner(now: at("2026-11-22T12:00:00Z"), policy: PlanPolicy(budget: 2)).plan([hourly()])
    XCTAssertEqual(p.notifications.map(\.id), ["H/20261122T130000Z", "H/20261122T140000Z"])
    XCTAssertEqual(p.notifications.map(\.title), ["Drink water", "Drink water"])
  }

  /// Source: docs/SEMANTICS.md "Planner": replanning at 13:30Z with budget 3 keeps 14:00 and 15:00, adds 16:00 and
  /// removes nothing (13:00 has fired: it is neither kept nor removed).
  func testReplanAtALaterNowKeepsUIDs() {
    let first = NotificationPlanner(now: at("2026-11-22T12:00:00Z"), policy: PlanPolicy(budget: 3)).plan([hourly()])
    XCTAssertEqual(first.notifications.map(\.id), ["H/20261122T130000Z", "H/20261122T140000Z", "H/20261122T150000Z"])
    let second = NotificationPlanner(now: at("2026-11-22T13:30:00Z"), policy: PlanPolicy(budget: 3),
                                     previous: alarms(first)).plan([hourly()])
    XCTAssertEqual(second.diff?.keep, ["H/20261122T140000Z", "H/20261122T150000Z"])
    XCTAssertEqual(second.diff?.add, ["H/20261122T160000Z"])
    XCTAssertEqual(second.diff?.remove, [])
  }

  /// Source: docs/SEMANTICS.md "Planner": a reminder completed since the previous plan: its pending alarms are
  /// removed, the freed budget goes to the other reminder.
  func testCompletedSinceThePreviousPlanIsRemoved() {
    let before = NotificationPlanner(now: at("2026-11-22T12:00:00Z"), policy: PlanPolicy(budget: 2))
      .plan([hourly("A"), hourly("B")])
    XCTAssertEqual(rendered(before), ["A@20261122T130000Z", "B@20261122T130000Z"])
    let after = NotificationPlanner(now: at("2026-11-22T12:00:00Z"), policy: PlanPolicy(budget: 2),
                                    previous: alarms(before)).plan([hourly("A", completed: true), hourly("B")])
    XCTAssertEqual(rendered(after), ["B@20261122T130000Z", "B@20261122T140000Z"])
    XCTAssertEqual(after.diff?.remove, ["A/20261122T130000Z"])
    XCTAssertEqual(after.diff?.keep, ["B/20261122T130000Z"])
    XCTAssertEqual(after.diff?.add, ["B/20261122T140000Z"])
  }

  // MARK: docs/SEMANTICS.md "Planner": completed and disabled reminders

  /// Source: docs/SEMANTICS.md "Planner": completed and disabled reminders plan nothing and are not overdue.
  func testCompletedAndDisabledPlanNothing() {
    let p = NotificationPlanner(now: at("2026-11-22T14:30:00Z"), policy: PlanPolicy(budget: 10))
      .plan([hourly("C", completed: true), hourly("D", enabled: false)])
    XCTAssertEqual(rendered(p), [])
    XCTAssertEqual(p.overdue, [])
    XCTAssertEqual(p.leftOut, 0)
  }

  /// Source: docs/SEMANTICS.md "Planner" ("overdue: incomplete reminders whose due has passed").
  func testOverdueLists() {
    let p = NotificationPlanner(now: at("2026-11-22T14:30:00Z"), policy: PlanPolicy(budget: 1)).plan([hourly("H")])
    XCTAssertEqual(p.overdue, [Plan.Overdue(reminderUID: "H", title: "Drink water", due: at("2026-11-22T13:00:00Z"))])
    XCTAssertEqual(rendered(p), ["H@20261122T150000Z"])
  }

  // MARK: RFC 9074 §7: snoozes in the previous plan

  /// Source: RFC 9074 §7 and docs/SEMANTICS.md "Planner" ("counting against the budget"): a pending snooze in the
  /// previous plan is kept, takes one slot; its acknowledged original is not planned again.
  func testPendingSnoozeIsCarriedAndCounts() {
    let previous = [
      PlanAlarm(uid: "H/20261122T130000Z", reminderUID: "H", fireAt: at("2026-11-22T13:00:00Z"),
                acknowledged: at("2026-11-22T12:50:00Z")),
      PlanAlarm(uid: "H/20261122T130000Z/snooze/20261122T131500Z", reminderUID: "H",
                fireAt: at("2026-11-22T13:15:00Z"), snoozeOf: "H/20261122T130000Z"),
    ]
    let p = NotificationPlanner(now: at("2026-11-22T12:55:00Z"), policy: PlanPolicy(budget: 2),
                                previous: previous).plan([hourly()])
    XCTAssertEqual(p.notifications.map(\.id), ["H/20261122T130000Z/snooze/20261122T131500Z", "H/20261122T140000Z"])
    XCTAssertEqual(p.diff?.keep, ["H/20261122T130000Z/snooze/20261122T131500Z"])
    XCTAssertEqual(p.diff?.add, ["H/20261122T140000Z"])
  }
}
