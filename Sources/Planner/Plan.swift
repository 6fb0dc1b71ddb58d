// The result of planning (README `recur plan`, docs/SEMANTICS.md "Planner"): the notifications, the overdue
// reminders, how many reminders were left out, the change from a previous plan, warnings.

import ICalendar
import Zones

/// A plan: what to schedule now, and what the caller should know about it.
public struct Plan: Sendable {
  /// A reminder whose due has passed and that is not completed.
  public struct Overdue: Hashable, Sendable {
    /// The reminder's UID.
    public let reminderUID: String
    /// Its title.
    public let title: String
    /// Its due instant (before `now`; an all-day due is the start of its day).
    public let due: Instant
  }

  /// The instant the plan was made for (`--now`): DTSTAMP of every written todo.
  public let now: Instant
  /// The notifications, by fire time, then reminder UID, then alarm UID.
  public let notifications: [PlannedNotification]
  /// Enabled, incomplete reminders whose current due is before `now`, by due then UID (decoded
  /// and sorted on each access: read it once).
  public var overdue: [Overdue] { overdueList.entries }
  /// The overdue reminders as gathered (undecoded).
  public let overdueList: OverdueList
  /// Reminders that still had a candidate that did not fit the budget (each counted once).
  public let leftOut: Int
  /// With a previous plan: the change as add, remove and keep lists of alarm UIDs.
  public let diff: PlanDiff?
  /// Warnings for stderr (unavailable activity log, weekly reminder with no weekdays, …).
  public let warnings: [String]

  /// A plan from its parts.
  init(now: Instant, notifications: [PlannedNotification], overdue: OverdueList, leftOut: Int, diff: PlanDiff?,
       warnings: [String]) {
    self.now = now
    self.notifications = notifications
    self.overdueList = overdue
    self.leftOut = leftOut
    self.diff = diff
    self.warnings = warnings
  }

  /// A plan from its parts, with the overdue reminders decoded.
  init(now: Instant, notifications: [PlannedNotification], overdue: [Overdue], leftOut: Int, diff: PlanDiff?,
       warnings: [String]) {
    self.init(now: now, notifications: notifications, overdue: OverdueList(overdue), leftOut: leftOut, diff: diff,
              warnings: warnings)
  }

  /// The notifications of one reminder, by fire time (UIDs compared as bytes, `ComponentUID`).
  public func notifications(for reminderUID: String) -> [PlannedNotification] {
    let key = ComponentUID(reminderUID)
    return notifications.filter { key.matches($0.reminderUID) }
  }
}
