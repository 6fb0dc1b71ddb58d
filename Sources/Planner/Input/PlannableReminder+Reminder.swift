// Adapting the Reminders model (docs/FORMATS.md plus `enabled`, `condition`) to the planner
// (docs/SEMANTICS.md "Planner"), over the Reminders engine's `occurrences(after:)` streams.
// Decisions (docs/SEMANTICS.md "Planner"): an all-day due fires at 09:00 local, or at the
// smart condition's default time (workout 18:00, mindfulness 20:00, alcohol 09:00); a weekly
// reminder with no weekdays plans nothing and warns; floating reminders are read in UTC
// unless the caller gives another zone.

import Reminders
import Zones

extension PlannableReminder {
  /// The planner's view of `reminder`; floating times are read in `floatingZone`. With `now`,
  /// time passes first as the Reminders module lets it (a `recreateIfIncomplete` series moves
  /// on), so `due` is what `recur overdue` would call overdue.
  ///
  /// Fails when the reminder's zone is unknown or its free rule is invalid.
  public init(reminder: Reminder, floatingZone: Zone = .utc, now: Instant? = nil) throws(ReminderScheduleError) {
    let zone = try reminder.zone(floating: floatingZone)
    let condition = reminder.condition?.skipIfLogged.flatMap { $0.isEmpty ? nil : SmartCondition(skipIfLogged: $0) }
    let allDayTime = condition?.defaultTime ?? SmartCondition.allDayTime
    var warnings: [String] = []
    var plansNothing = false
    if let recurrence = reminder.recurrence, recurrence.frequency == .weekly,
       let weekdays = recurrence.weekdays, weekdays.isEmpty {
      warnings.append("weekly reminder with no weekdays: nothing planned")
      plansNothing = true
    }
    var current = reminder
    if let now { try current.advance(to: now, floatingZone: floatingZone) }
    let due = try current.dueInstant(floatingZone: floatingZone)
    // Validate the schedule once, so that a bad rule is an error here and not a silent gap.
    _ = try reminder.occurrences(after: Instant(secondsSinceEpoch: 0), floatingZone: floatingZone)
    let frozen = reminder
    let empty = plansNothing
    let allDay = reminder.due?.isAllDay ?? false
    self.init(
      uid: reminder.id, title: reminder.title, kind: reminder.recurrence == nil && !reminder.hasKeptRecurrence ? .oneTime : .recurring,
      zone: zone, completed: reminder.completed, enabled: reminder.enabled, condition: condition, due: due,
      warnings: warnings,
      occurrences: { now in
        guard !empty else { return EmptyOccurrenceStream() }
        // All-day occurrences are dated at midnight by the engine; start a day early so
        // today's (firing later today) is not lost, and let the policy drop stale ones.
        let start = allDay ? now.adding(seconds: -86_400) : now
        guard let base = try? frozen.occurrences(after: start, floatingZone: floatingZone) else {
          return EmptyOccurrenceStream()
        }
        return ReminderOccurrenceStream(base: base, zone: zone, allDayTime: allDayTime)
      })
  }
}
