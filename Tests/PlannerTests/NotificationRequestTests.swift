// A plan as notification requests for an app: one `NotificationRequest` per planned
// notification, mapping one to one onto `UNNotificationRequest` + `UNCalendarNotificationTrigger`,
// and a replan as identifiers to remove and requests to add. Expected values written out from
// docs/FORMATS.md (zones, floating time), docs/SEMANTICS.md "Planner" and docs/SEMANTICS.md "Notification UIDs".

import Foundation
import XCTest
@testable import Planner
import Reminders
import Zones

final class NotificationRequestTests: XCTestCase {
  let rent = "P0000000-0000-4000-8000-000000000001"
  let stretch = "S0000000-0000-4000-8000-000000000002"

  /// "Pay rent" monthly on the 31st at 09:00 New York (tags home, bills; notes), and a
  /// floating "Stretch" daily at 07:30.
  func store() throws -> ReminderStore {
    try ReminderStore(json: Data("""
      {"reminders": [
        {"id": "\(rent)", "title": "Pay rent", "due": "2026-01-31T09:00:00", "timeZone": "America/New_York",
         "notes": "Transfer to the landlord", "tags": ["home", "bills"],
         "recurrence": {"frequency": "monthly", "interval": 1, "monthDay": 31}},
        {"id": "\(stretch)", "title": "Stretch", "due": "2026-11-01T07:30:00",
         "recurrence": {"frequency": "daily", "interval": 1}}
      ]}
      """.utf8))
  }

  func requests(previous: [PlanAlarm]? = nil) throws -> (Plan, [NotificationRequest]) {
    let paris = try Zone.named("Europe/Paris")
    let store = try store()
    let now = Instant(secondsSinceEpoch: 1_795_348_800)  // 2026-11-22T12:00:00Z
    let reminders = try store.reminders.map { try PlannableReminder(reminder: $0, floatingZone: paris, now: now) }
    let planner = NotificationPlanner(now: now, policy: PlanPolicy(budget: 3, reserve: 0, strategy: .coverage),
                                      previous: previous)
    let plan = planner.plan(reminders)
    return (plan, plan.notificationRequests(reminders: store.reminders, floatingZone: paris,
                                            categories: ["bills": "BILL", "health": "HEALTH"]))
  }

  /// Source: docs/FORMATS.md (a zoned due fires at its wall clock in its zone) and docs/SEMANTICS.md "Notification UIDs":
  /// "Pay rent" on 2026-11-30 (November's last day) 09:00 New York = 14:00Z, every field.
  func testZonedReminderRequest() throws {
    let (_, requests) = try requests()
    XCTAssertEqual(requests.map(\.identifier), [
      "\(stretch)/20261123T063000Z", "\(stretch)/20261124T063000Z", "\(rent)/20261130T140000Z",
    ])
    let request = requests[2]
    let newYork = try XCTUnwrap(TimeZone(identifier: "America/New_York"))
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = newYork
    XCTAssertEqual(request.dateComponents, DateComponents(calendar: gregorian, timeZone: newYork, year: 2026,
                                                          month: 11, day: 30, hour: 9, minute: 0, second: 0))
    XCTAssertEqual(request.fireDate, Date(timeIntervalSince1970: 1_796_047_200))
    XCTAssertEqual(request.title, "Pay rent")
    XCTAssertEqual(request.body, "Transfer to the landlord")
    XCTAssertEqual(request.threadIdentifier, "home")
    XCTAssertEqual(request.categoryIdentifier, "BILL")
    XCTAssertEqual(request.userInfo, ["reminderId": rent, "occurrence": "2026-11-30T14:00:00Z"])
    XCTAssertEqual(request.id, request.identifier)
    // What UNCalendarNotificationTrigger does with the components: the same instant.
    XCTAssertEqual(gregorian.date(from: request.dateComponents), request.fireDate)
  }

  /// Source: docs/FORMATS.md ("no timeZone means floating"): a floating reminder's components
  /// carry no zone, so the device fires it at 07:30 wherever it is; `fireDate` is the instant
  /// it was planned for (07:30 in the planning zone, Paris: 06:30Z).
  func testFloatingReminderRequest() throws {
    let (_, requests) = try requests()
    let request = requests[0]
    XCTAssertEqual(request.dateComponents, DateComponents(calendar: Calendar(identifier: .gregorian), year: 2026,
                                                          month: 11, day: 23, hour: 7, minute: 30, second: 0))
    XCTAssertNil(request.dateComponents.timeZone)
    XCTAssertEqual(request.fireDate, Date(timeIntervalSince1970: 1_795_415_400))
    XCTAssertEqual(request.body, "")
    XCTAssertEqual(request.threadIdentifier, "")
    XCTAssertEqual(request.categoryIdentifier, "")
    XCTAssertEqual(request.userInfo, ["reminderId": stretch, "occurrence": "2026-11-23T06:30:00Z"])
  }

  /// Source: reasoned example (the device's pending list against the new plan): one pending
  /// request fired or was dropped, one is kept, two are new.
  func testUpdateFromPendingIdentifiers() throws {
    let (_, requests) = try requests()
    let pending = ["\(stretch)/20261122T063000Z", "\(stretch)/20261123T063000Z"]
    let update = NotificationUpdate(pending: pending, requests: requests)
    XCTAssertEqual(update.remove, ["\(stretch)/20261122T063000Z"])
    XCTAssertEqual(update.add.map(\.identifier), ["\(stretch)/20261124T063000Z", "\(rent)/20261130T140000Z"])
    XCTAssertEqual(update.keep, ["\(stretch)/20261123T063000Z"])
  }

  /// Source: the replan diff (docs/SEMANTICS.md "Replanning: add, remove, keep") as an
  /// update: the previous plan's pending alarm no longer planned is removed, the new ones added.
  func testUpdateFromThePlanDiff() throws {
    let gone = PlanAlarm(uid: "\(rent)/20261231T140000Z", reminderUID: rent,
                         fireAt: Instant(secondsSinceEpoch: 1_798_725_600))  // 2026-12-31T14:00:00Z
    let kept = PlanAlarm(uid: "\(stretch)/20261123T063000Z", reminderUID: stretch,
                         fireAt: Instant(secondsSinceEpoch: 1_795_415_400))
    let (plan, requests) = try requests(previous: [gone, kept])
    let update = NotificationUpdate(diff: try XCTUnwrap(plan.diff), requests: requests)
    XCTAssertEqual(update.remove, ["\(rent)/20261231T140000Z"])
    XCTAssertEqual(update.add.map(\.identifier), ["\(stretch)/20261124T063000Z", "\(rent)/20261130T140000Z"])
    XCTAssertEqual(update.keep, ["\(stretch)/20261123T063000Z"])
  }
}
