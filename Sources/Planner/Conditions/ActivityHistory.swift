// What smart conditions ask of an activity record: whether it could be read, and the latest
// time an activity type was logged before an instant. `ActivityLog` (the JSON file of
// `recur plan --activity`) is the CLI's provider; an app implements it over its own store or
// HealthKit samples fetched before planning.

import Zones

/// A record of logged activities that smart conditions consult while planning.
///
/// The planner calls it synchronously, occurrence by occurrence, so an app reads what it needs
/// first (HealthKit queries are asynchronous) and answers from memory. Worked example (the
/// DocC article "Smart conditions" has it whole): an app's record of workouts it read,
///
/// ```swift
/// struct AppActivity: ActivityHistory {
///   let isAvailable: Bool
///   let logged: [String: [Date]]   // "workout" → end dates of the workouts read
///
///   func latest(ofType type: String, before instant: Instant) -> Instant? {
///     logged[type]?.map { Instant($0) }.filter { $0 < instant }.max()
///   }
/// }
/// let activity = AppActivity(isAvailable: true, logged: ["workout": [workoutEnd]])
/// let plan = NotificationPlanner(now: now, activity: activity).plan(reminders)
/// ```
///
/// With a daily workout reminder at 18:00 New York and `workoutEnd` 2026-11-22T11:30:00Z
/// (06:30 local), the 2026-11-22 18:00 occurrence (23:00Z) is skipped; the 23rd's is not.
/// When the app cannot read its store (HealthKit access denied), `isAvailable` is `false`:
/// conditions then skip nothing and the plan warns (fail-safe: notify anyway).
public protocol ActivityHistory: Sendable {
  /// Whether the record could be read; when `false`, no condition skips anything.
  var isAvailable: Bool { get }

  /// The latest instant strictly before `instant` at which `type` was logged, if any; `type`
  /// is lowercased (`workout`, `mindfulness`, `alcohol`, or any other type a reminder names).
  func latest(ofType type: String, before instant: Instant) -> Instant?
}
