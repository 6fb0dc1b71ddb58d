// The example of Sources/Planner/Planner.docc/SmartConditions.md, as written there.

import Foundation
import Planner
import Reminders
import Zones

/// An app's activity record: when each activity type was logged, read before planning.
struct AppActivity: ActivityHistory {
  let isAvailable: Bool
  let logged: [String: [Date]]   // "workout" → end dates of the workouts read

  func latest(ofType type: String, before instant: Instant) -> Instant? {
    logged[type]?.map { Instant($0) }.filter { $0 < instant }.max()
  }
}

/// The next two fire times of a store's workout reminders, given the workouts the app read.
func planWorkouts(storePath: String, now: Instant, workouts: [Date]) throws -> [Instant] {
  let store = try ReminderStore.load(path: storePath)
  let reminders = try store.reminders.filter { $0.condition?.skipIfLogged == "workout" }.map {
    try PlannableReminder(reminder: $0, floatingZone: .utc, now: now)
  }
  let activity = AppActivity(isAvailable: true, logged: ["workout": workouts])
  let policy = PlanPolicy(budget: 2, reserve: 0)
  return NotificationPlanner(now: now, policy: policy, activity: activity).plan(reminders)
    .notifications.map(\.fireAt)
}
