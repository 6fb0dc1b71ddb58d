// The planner (docs/SEMANTICS.md "Planner"): candidates are occurrences strictly after `now` of
// reminders that are enabled, not completed and not skipped by a condition; the policy picks
// the soonest within the budget; a previous plan contributes its pending snoozes (which count
// against the budget), its acknowledged alarms (not planned again) and the 24 h cancel rule.
// Work is split in two: `prepare` handles one reminder on its own (and may run while the
// input is still being read); `plan(prepared:)` merges them.

import ICalendar
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
  /// The activity record for smart conditions (`ActivityLog` from a file, or an app's own
  /// `ActivityHistory`); `nil` means none was given (nothing skipped).
  public let activity: (any ActivityHistory)?
  /// The alarms of the previous plan (`--previous`), or `nil`.
  public let previous: [PlanAlarm]?
  /// The previous plan's alarms by reminder UID (compared as bytes).
  private let previousByReminder: [ComponentUID: [PlanAlarm]]

  /// A planner; `activity` and `previous` are optional inputs.
  public init(now: Instant, policy: PlanPolicy = PlanPolicy(), activity: (any ActivityHistory)? = nil,
              previous: [PlanAlarm]? = nil) {
    self.now = now
    self.policy = policy
    self.activity = activity
    self.previous = previous
    var grouped: [ComponentUID: [PlanAlarm]] = [:]
    for alarm in previous ?? [] { grouped[ComponentUID(alarm.reminderUID), default: []].append(alarm) }
    self.previousByReminder = grouped
  }

  /// One reminder made ready for the merge: its candidate source and first candidate, and
  /// what it adds to the plan on its own (overdue entry, carried snoozes, warnings).
  public struct Prepared {
    /// The reminder's UID.
    public let uid: String
    /// Its title.
    public let title: String
    /// Its candidate occurrences (conditions and acknowledged alarms applied); `nil` when the
    /// reminder plans nothing (disabled, completed).
    public let source: PlanningSource?
    /// The first candidate, if any.
    public let head: Instant?
    /// Its overdue entry, if its due is before `now`.
    public let overdue: Plan.Overdue?
    /// Snoozes of the previous plan still pending.
    public let carried: [PlannedNotification]
    /// Warnings about it.
    public let warnings: [String]
  }

  /// Prepares one reminder and adds it to `gathered`; a never-ending series whose lower bound
  /// (`PlannableReminder.earliest`) is already later than the `budget` soonest candidates
  /// gathered so far is counted as left out without being expanded (not with a horizon, where
  /// it might have no candidate at all).
  public func gather(_ reminder: PlannableReminder, into gathered: inout Gathered) {
    if policy.horizonEnd == nil, reminder.isActive, let earliest = reminder.earliest,
       let threshold = gathered.pool.threshold, earliest(now) > threshold {
      gathered.add(prepare(reminder, expand: false))
      gathered.pool.countDropped()
      gathered.skippedByBound += 1
      return
    }
    gathered.add(prepare(reminder))
  }

  /// Prepares one reminder (independent of the others).
  public func prepare(_ reminder: PlannableReminder) -> Prepared { prepare(reminder, expand: true) }

  /// Prepares one reminder; without `expand`, no source or first candidate is made.
  private func prepare(_ reminder: PlannableReminder, expand: Bool) -> Prepared {
    let warnings = reminder.warnings.map { "\(reminder.uid): \($0)" }
    guard reminder.isActive else {
      return Prepared(uid: reminder.uid, title: reminder.title, source: nil, head: nil, overdue: nil, carried: [],
                      warnings: warnings)
    }
    var overdue: Plan.Overdue?
    if let due = reminder.due, due < now {
      overdue = Plan.Overdue(reminderUID: reminder.uid, title: reminder.title, due: due)
    }
    let earlier = previousByReminder[ComponentUID(reminder.uid)] ?? []
    var carried: [PlannedNotification] = []
    for alarm in earlier where alarm.snoozeOf != nil && alarm.isPending(at: now) {
      carried.append(PlannedNotification(id: alarm.uid, reminderUID: reminder.uid, fireAt: alarm.fireAt,
                                         title: reminder.title, snoozeOf: alarm.snoozeOf))
    }
    guard expand else {
      return Prepared(uid: reminder.uid, title: reminder.title, source: nil, head: nil, overdue: overdue,
                      carried: carried, warnings: warnings)
    }
    // Occurrences whose alarm was acknowledged (or snoozed) are not planned again.
    let acknowledged = Set(earlier.filter { $0.snoozeOf == nil && $0.acknowledged != nil }.map(\.fireAt))
    let factory = reminder.occurrences
    let source: PlanningSource
    if let condition = reminder.condition, let activity, activity.isAvailable {
      let planned = earlier.filter { $0.snoozeOf == nil && $0.acknowledged == nil }.map(\.fireAt)
      let rule = ConditionRule(condition: condition, zone: reminder.zone, log: activity, previouslyPlanned: planned)
      source = PlanningSource(uid: reminder.uid, kind: reminder.kind) { after in
        SkippingStream(base: factory(after), skip: { acknowledged.contains($0) || rule.skips($0) })
      }
    } else if !acknowledged.isEmpty {
      source = PlanningSource(uid: reminder.uid, kind: reminder.kind) { after in
        SkippingStream(base: factory(after), skip: { acknowledged.contains($0) })
      }
    } else {
      source = PlanningSource(uid: reminder.uid, kind: reminder.kind, occurrences: factory)
    }
    // A reminder with no candidate keeps nothing for the merge.
    let head = policy.firstCandidate(of: source, after: now)
    return Prepared(uid: reminder.uid, title: reminder.title, source: head == nil ? nil : source,
                    head: head, overdue: overdue, carried: carried, warnings: warnings)
  }

  /// The plan for `reminders` (their order does not matter: ties go by UID).
  public func plan(_ reminders: [PlannableReminder]) -> Plan {
    plan(prepared: reminders.map(prepare))
  }

  /// Prepared reminders gathered one at a time: only those that can still be planned keep
  /// their source (`CandidatePool`); overdue entries, carried snoozes and warnings are kept.
  public struct Gathered {
    var pool: CandidatePool
    var overdue = OverdueList.Builder()
    /// The bytes the fast reader's overdue ranges point into.
    var input: InputBytes?
    var carried: [PlannedNotification] = []
    var warnings: [String] = []
    /// Reminders skipped by their lower bound, without expansion (for tests and diagnostics).
    public internal(set) var skippedByBound = 0

    /// Adds one prepared reminder.
    public mutating func add(_ item: Prepared) {
      warnings.append(contentsOf: item.warnings)
      if let o = item.overdue { overdue.add(o) }
      carried.append(contentsOf: item.carried)
      if let source = item.source, let head = item.head { pool.add(source, head: head, title: item.title) }
    }
  }

  /// An empty gathering for this planner's budget.
  public func gathering() -> Gathered { Gathered(pool: CandidatePool(budget: policy.budget)) }

  /// The plan for prepared reminders.
  public func plan(prepared: [Prepared]) -> Plan {
    var gathered = gathering()
    for item in prepared { gathered.add(item) }
    return plan(gathered: gathered)
  }

  /// The plan for gathered reminders.
  public func plan(gathered: Gathered) -> Plan {
    var warnings: [String] = []
    if let activity, !activity.isAvailable {
      warnings.append("activity log unavailable: smart conditions not applied, notifying anyway (fail-safe)")
    }
    warnings.append(contentsOf: gathered.warnings)
    var carried = gathered.carried.sorted()
    if carried.count > policy.budget { carried.removeLast(carried.count - policy.budget) }

    var remaining = policy
    remaining.budget = max(0, policy.budget - carried.count)
    let survivors = gathered.pool.survivors
    let selection = remaining.select(from: survivors.sources, heads: survivors.heads)
    var notifications = carried
    notifications.reserveCapacity(carried.count + selection.picks.count)
    for pick in selection.picks {
      notifications.append(PlannedNotification(
        id: NotificationID.make(reminderUID: pick.uid, occurrence: pick.occurrence),
        reminderUID: pick.uid, fireAt: pick.occurrence, title: survivors.titles[pick.sourceIndex]))
    }
    notifications.sort()
    let overdue = OverdueList(gathered.overdue, input: gathered.input)
    let diff = previous.map { PlanDiff(previous: $0, planned: notifications, now: now) }
    return Plan(now: now, notifications: notifications, overdue: overdue,
                leftOut: selection.leftOut + gathered.pool.dropped, diff: diff, warnings: warnings)
  }
}
