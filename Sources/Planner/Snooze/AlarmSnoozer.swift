// Snoozing an alarm of a plan (RFC 9074 §6 ACKNOWLEDGED, §7 snoozing): the alarm is
// acknowledged at `now` and a new VALARM fires `minutes` later with RELATED-TO;RELTYPE=SNOOZE
// pointing at the original. Thunderbird's X-MOZ-LASTACK and X-MOZ-SNOOZE-TIME[-<µs>] are
// written on the todo beside them. The snooze counts against the budget: when the pending
// alarms exceed it, the latest planned (non-snooze) ones are dropped.
// Snoozing a snooze replaces it: the chain stays one alarm deep, related to the original.

import ICalendar
import Occurrences
import Zones

/// The outcome of a snooze.
public struct SnoozeResult: Sendable {
  /// The plan with the snooze applied.
  public let calendar: Component
  /// The new alarm.
  public let snooze: PlannedNotification
  /// UIDs of planned alarms dropped to stay within the budget, latest first.
  public let dropped: [String]
}

/// Applies a snooze to a plan.
///
/// Worked example (RFC 9074 §7): alarm `A…1/20261122T140000Z` snoozed for 15 minutes at
/// 2026-11-22T14:02:00Z gets `ACKNOWLEDGED:20261122T140200Z`; the todo gains
/// ```
/// BEGIN:VALARM
/// UID:A…1/20261122T140000Z/snooze/20261122T141700Z
/// ACTION:DISPLAY
/// DESCRIPTION:Pay rent
/// TRIGGER;VALUE=DATE-TIME:20261122T141700Z
/// RELATED-TO;RELTYPE=SNOOZE:A…1/20261122T140000Z
/// END:VALARM
/// ```
/// and `X-MOZ-LASTACK:20261122T140200Z`, `X-MOZ-SNOOZE-TIME:20261122T141700Z` (a recurring todo
/// writes `X-MOZ-SNOOZE-TIME-1795356000000000`, the occurrence in microseconds).
public enum AlarmSnoozer {
  /// Snoozes the alarm `alarmUID` of `calendar` by `minutes` at `now`, keeping `budget`.
  public static func snooze(calendar: Component, alarmUID: String, minutes: Int, now: Instant,
                            budget: Int = PlanPolicy.defaultBudget, file: String) throws(PlanInputError) -> SnoozeResult {
    var calendar = calendar
    guard let (todoIndex, alarmIndex) = locate(alarmUID, in: calendar) else {
      throw PlanInputError(file: file, field: "VALARM UID", message: "no alarm with UID \(alarmUID)")
    }
    var todo = calendar.components[todoIndex]
    let todoUID = todo.firstProperty(named: "UID")?.text ?? ""
    let alarm = todo.components[alarmIndex]
    let nowText = NotificationID.utcText(now)
    let acknowledged = Property(name: "ACKNOWLEDGED", rawValue: nowText)
    let originalUID = AlarmProperties.snoozedUID(alarm) ?? alarmUID
    let title = alarm.firstProperty(named: "DESCRIPTION")?.text ?? todo.firstProperty(named: "SUMMARY")?.text ?? ""

    // Acknowledge the original; remove every earlier snooze of it (the chain stays one deep).
    var originalFire: Instant?
    var kept: [Component] = []
    for var child in todo.components {
      guard child.name == "VALARM", !AlarmProperties.isPlaceholder(child) else {
        kept.append(child)
        continue
      }
      let uid = uid(of: child, todoUID: todoUID)
      if AlarmProperties.snoozedUID(child).map { ComponentUID($0) } == ComponentUID(originalUID) { continue }
      if uid.map { ComponentUID($0) } == ComponentUID(originalUID) {
        child.setProperty(acknowledged)
        originalFire = child.firstProperty(named: "TRIGGER").flatMap { AlarmProperties.utcInstant($0.rawValue) }
      }
      kept.append(child)
    }
    let fireAt = now.adding(seconds: Int64(minutes) * 60)
    let snooze = PlannedNotification(id: NotificationID.snooze(of: originalUID, firing: fireAt), reminderUID: todoUID,
                                     fireAt: fireAt, title: title, snoozeOf: originalUID)
    kept.append(AlarmProperties.alarm(for: snooze))
    todo.components = kept

    // Thunderbird's forms beside RFC 9074's.
    todo.setProperty(Property(name: "DTSTAMP", rawValue: nowText))
    todo.setProperty(Property(name: "X-MOZ-LASTACK", rawValue: nowText))
    let recurring = recurs(todo, in: calendar)
    let snoozeName = recurring
      ? "X-MOZ-SNOOZE-TIME-\((originalFire ?? fireAt).secondsSinceEpoch * 1_000_000)"
      : "X-MOZ-SNOOZE-TIME"
    todo.setProperty(Property(name: snoozeName, rawValue: NotificationID.utcText(fireAt)))
    calendar.components[todoIndex] = todo

    let dropped = enforceBudget(&calendar, budget: budget, now: now)
    return SnoozeResult(calendar: calendar, snooze: snooze, dropped: dropped)
  }

  /// Whether `todo` recurs as the Occurrences model reads it (an RRULE or RDATE it can read; an
  /// empty `RRULE:` or one without DTSTART/DUE is ignored there, so the todo is one-time), with
  /// the zones of `calendar`'s VTIMEZONEs.
  static func recurs(_ todo: Component, in calendar: Component) -> Bool {
    var ignored: [Diagnostic] = []
    return TimedComponent(component: todo, zones: ZoneResolver(calendar: calendar), warnings: &ignored)?.isRecurring ?? false
  }

  /// The UID of an alarm, derived as the planner would when it has none.
  static func uid(of alarm: Component, todoUID: String) -> String? {
    if let uid = alarm.firstProperty(named: "UID")?.text, !uid.isEmpty { return uid }
    guard let trigger = alarm.firstProperty(named: "TRIGGER"),
          let fire = AlarmProperties.utcInstant(trigger.rawValue) else { return nil }
    return NotificationID.make(reminderUID: todoUID, occurrence: fire)
  }

  private static func locate(_ alarmUID: String, in calendar: Component) -> (Int, Int)? {
    for (t, todo) in calendar.components.enumerated() where todo.name == "VTODO" {
      let todoUID = todo.firstProperty(named: "UID")?.text ?? ""
      for (a, alarm) in todo.components.enumerated()
      where alarm.name == "VALARM" && !AlarmProperties.isPlaceholder(alarm)
        && uid(of: alarm, todoUID: todoUID).map { ComponentUID($0) } == ComponentUID(alarmUID) {
        return (t, a)
      }
    }
    return nil
  }

  /// Drops the latest pending planned (non-snooze) alarms until at most `budget` are pending.
  private static func enforceBudget(_ calendar: inout Component, budget: Int, now: Instant) -> [String] {
    struct Pending: Comparable {
      let fire: Instant
      let uid: String
      let todo: Int
      let alarm: Int
      let isSnooze: Bool
      static func < (a: Pending, b: Pending) -> Bool { (a.fire, a.uid) < (b.fire, b.uid) }
    }
    var pending: [Pending] = []
    for (t, todo) in calendar.components.enumerated() where todo.name == "VTODO" {
      let todoUID = todo.firstProperty(named: "UID")?.text ?? ""
      for (a, alarm) in todo.components.enumerated()
      where alarm.name == "VALARM" && !AlarmProperties.isPlaceholder(alarm)
        && alarm.firstProperty(named: "ACKNOWLEDGED") == nil {
        guard let trigger = alarm.firstProperty(named: "TRIGGER"),
              let fire = AlarmProperties.utcInstant(trigger.rawValue), fire > now else { continue }
        pending.append(Pending(fire: fire, uid: uid(of: alarm, todoUID: todoUID) ?? "", todo: t, alarm: a,
                               isSnooze: AlarmProperties.snoozedUID(alarm) != nil))
      }
    }
    var excess = pending.count - max(0, budget)
    guard excess > 0 else { return [] }
    var drop: [Pending] = []
    for candidate in pending.sorted().reversed() where excess > 0 && !candidate.isSnooze {
      drop.append(candidate)
      excess -= 1
    }
    // Remove from the highest index down so earlier indices stay valid.
    for item in drop.sorted(by: { ($0.todo, $0.alarm) > ($1.todo, $1.alarm) }) {
      calendar.components[item.todo].components.remove(at: item.alarm)
    }
    return drop.map(\.uid)
  }
}
