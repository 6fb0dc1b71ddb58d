// The planner (DESIGN.md §5, issue 6): candidates are occurrences strictly after `now` of
// reminders that are enabled, not completed and not skipped by a condition; the policy picks
// the soonest within the budget; a previous plan contributes its pending snoozes (which count
// against the budget), its acknowledged alarms (not planned again) and the 24 h cancel rule.

import Zones

/// Plans notifications for a set of reminders at one instant.
///
/// ```swift
/// let planner = NotificationPlanner(now: now, policy: PlanPolicy(budget: 64, reserve: 14))
/// let plan = planner.plan(reminders)
/// plan.notifications.first?.id   // "A…1/20261122T140000Z"
/// ```
public struct NotificationPlanner: Sendable {
  /// The instant to plan after (`--now`).
  public let now: Instant
  /// Budget, reserve and horizon.
  public let policy: PlanPolicy
  /// The activity log for smart conditions; `nil` means no log was given (nothing skipped).
  public let activity: ActivityLog?
  /// The alarms of the previous plan (`--previous`), or `nil`.
  public let previous: [PlanAlarm]?

  /// A planner; `activity` and `previous` are optional inputs.
  public init(now: Instant, policy: PlanPolicy = PlanPolicy(), activity: ActivityLog? = nil,
              previous: [PlanAlarm]? = nil) {
    self.now = now
    self.policy = policy
    self.activity = activity
    self.previous = previous
  }

  /// The plan for `reminders` (their order does not matter: ties go by UID).
  public func plan(_ reminders: [PlannableReminder]) -> Plan {
    var warnings: [String] = []
    if let activity, !activity.available {
      warnings.append("activity log unavailable: smart conditions not applied, notifying anyway (fail-safe)")
    }
    var previousByReminder: [String: [PlanAlarm]] = [:]
    for alarm in previous ?? [] { previousByReminder[alarm.reminderUID, default: []].append(alarm) }

    // Snoozes still pending in the previous plan are kept first; they count against the budget.
    var carried: [PlannedNotification] = []
    var sources: [PlanningSource] = []
    var titles: [String] = []
    var overdue: [Plan.Overdue] = []
    sources.reserveCapacity(reminders.count)
    titles.reserveCapacity(reminders.count)
    for reminder in reminders {
      warnings.append(contentsOf: reminder.warnings.map { "\(reminder.uid): \($0)" })
      guard reminder.isActive else { continue }
      if let due = reminder.due, due <= now {
        overdue.append(.init(reminderUID: reminder.uid, title: reminder.title, due: due))
      }
      let earlier = previousByReminder[reminder.uid] ?? []
      for alarm in earlier where alarm.snoozeOf != nil && alarm.isPending(at: now) {
        carried.append(PlannedNotification(id: alarm.uid, reminderUID: reminder.uid, fireAt: alarm.fireAt,
                                           title: reminder.title, snoozeOf: alarm.snoozeOf))
      }
      // Occurrences whose alarm was acknowledged (or snoozed) are not planned again.
      let acknowledged = Set(earlier.filter { $0.snoozeOf == nil && $0.acknowledged != nil }.map(\.fireAt))
      let factory = reminder.occurrences
      if let condition = reminder.condition, let activity, activity.available {
        let planned = earlier.filter { $0.snoozeOf == nil && $0.acknowledged == nil }.map(\.fireAt)
        let rule = ConditionRule(condition: condition, zone: reminder.zone, log: activity,
                                 previouslyPlanned: planned)
        sources.append(PlanningSource(uid: reminder.uid, kind: reminder.kind) { after in
          SkippingStream(base: factory(after), skip: { acknowledged.contains($0) || rule.skips($0) })
        })
      } else if !acknowledged.isEmpty {
        sources.append(PlanningSource(uid: reminder.uid, kind: reminder.kind) { after in
          SkippingStream(base: factory(after), skip: { acknowledged.contains($0) })
        })
      } else {
        sources.append(PlanningSource(uid: reminder.uid, kind: reminder.kind, occurrences: factory))
      }
      titles.append(reminder.title)
    }
    carried.sort()
    if carried.count > policy.budget { carried.removeLast(carried.count - policy.budget) }

    var remaining = policy
    remaining.budget = max(0, policy.budget - carried.count)
    let selection = remaining.select(from: sources, after: now)
    var notifications = carried
    notifications.reserveCapacity(carried.count + selection.picks.count)
    for pick in selection.picks {
      notifications.append(PlannedNotification(
        id: NotificationID.make(reminderUID: pick.uid, occurrence: pick.occurrence),
        reminderUID: pick.uid, fireAt: pick.occurrence, title: titles[pick.sourceIndex]))
    }
    notifications.sort()
    overdue.sort { ($0.due, $0.reminderUID) < ($1.due, $1.reminderUID) }
    let diff = previous.map { PlanDiff(previous: $0, planned: notifications, now: now) }
    return Plan(now: now, notifications: notifications, overdue: overdue, leftOut: selection.leftOut,
                diff: diff, warnings: warnings)
  }
}
