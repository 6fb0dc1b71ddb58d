// The examples of Sources/Planner/Planner.docc/PlanningNotifications.md ("Plan", "Replan"),
// as written there; its "Schedule" block needs UserNotifications and is not compiled here.

import Foundation
import Planner
import Reminders
import Zones

/// Plans a store's notifications with the coverage policy and returns them as requests.
func planNotifications(storePath: String, now: Instant, device: Zone) throws -> [NotificationRequest] {
  let store = try ReminderStore.load(path: storePath)
  let reminders = try store.reminders.map {
    try PlannableReminder(reminder: $0, floatingZone: device, now: now)
  }
  let policy = PlanPolicy(budget: 64, reserve: 14, strategy: .coverage)
  let plan = NotificationPlanner(now: now, policy: policy).plan(reminders)
  return plan.notificationRequests(reminders: store.reminders, floatingZone: device,
                                   categories: ["home": "HOME"])
}

import Planner

/// The identifiers to remove and to add, given those the system has pending.
func replan(pending: [String], requests: [NotificationRequest]) -> (remove: [String], add: [String]) {
  let update = NotificationUpdate(pending: pending, requests: requests)
  return (update.remove, update.add.map(\.identifier))
}
