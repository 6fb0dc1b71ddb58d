// The example of Sources/Planner/Planner.docc/PlanningNotifications.md ("Plan"), run as written
// but for a fixed now, device zone and the samples path, so the article's code compiles
// against the package and does what it says (DocC examples that compile).

import Foundation
import Planner
import Reminders
import XCTest
import Zones

final class PlanningArticleTests: XCTestCase {
  /// Source: the article's claim, checked on samples/reminders.json at the quick start's now:
  /// with `.coverage`, "Pay rent" (due 2026-11-30 09:00 New York) is among the requests.
  func testPlanExample() throws {
    let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("samples/reminders.json").path
    // The article's code, with `Date()` and `TimeZone.current` fixed:
    let store = try ReminderStore.load(path: samples)
    let now = Instant(Date(timeIntervalSince1970: 1_795_348_800))  // 2026-11-22T12:00:00Z
    let device = try Zone(try XCTUnwrap(TimeZone(identifier: "Europe/Paris")))
    let reminders = try store.reminders.map {
      try PlannableReminder(reminder: $0, floatingZone: device, now: now)
    }
    let policy = PlanPolicy(budget: 64, reserve: 14, strategy: .coverage)
    let plan = NotificationPlanner(now: now, policy: policy).plan(reminders)
    let requests = plan.notificationRequests(reminders: store.reminders, floatingZone: device,
                                             categories: ["home": "HOME"])

    XCTAssertEqual(requests.count, 64)
    let rent = try XCTUnwrap(requests.first { $0.title == "Pay rent" })
    XCTAssertEqual(rent.identifier, "A0000000-0000-4000-8000-000000000002/20261130T140000Z")
    XCTAssertEqual(rent.categoryIdentifier, "HOME")
    XCTAssertEqual(rent.threadIdentifier, "home")
    XCTAssertEqual([rent.dateComponents.day, rent.dateComponents.hour], [30, 9])
  }
}
