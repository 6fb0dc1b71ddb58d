// Replanning: what changed between an earlier plan and the new one, as lists of
// alarm UIDs (RFC 9074 §4) to add, remove and keep on the device.

import ICalendar
import Zones

/// The change from the previous plan's pending alarms to the new plan.
///
/// The previous side is the alarms still pending at the new `now` (not acknowledged, firing
/// after `now`); alarms that already fired or were acknowledged are neither kept nor removed.
///
/// Worked example: previous `[R/20261122T140000Z, R/20261122T150000Z]`, replan at 14:30Z plans
/// `[R/20261122T150000Z, R/20261122T160000Z]`: keep `[R/…150000Z]`, add `[R/…160000Z]`,
/// remove `[]` (14:00Z already fired).
public struct PlanDiff: Hashable, Sendable {
  /// UIDs in the new plan and not pending in the previous one, in plan order.
  public let add: [String]
  /// UIDs pending in the previous plan and absent from the new one, in previous fire order.
  public let remove: [String]
  /// UIDs in both, in plan order.
  public let keep: [String]

  /// The diff from `previous` (pending at `now`) to `planned`.
  public init(previous: [PlanAlarm], planned: [PlannedNotification], now: Instant) {
    let pending = previous.filter { $0.isPending(at: now) }.sorted()
    // Alarm UIDs (RFC 9074) compare as bytes, as every UID does (`ComponentUID`).
    let pendingIDs = Set(pending.map { ComponentUID($0.uid) })
    let plannedIDs = Set(planned.map { ComponentUID($0.id) })
    var add: [String] = []
    var keep: [String] = []
    for notification in planned.sorted() {
      if pendingIDs.contains(ComponentUID(notification.id)) { keep.append(notification.id) } else { add.append(notification.id) }
    }
    var removed: Set<ComponentUID> = []
    var remove: [String] = []
    for alarm in pending where !plannedIDs.contains(ComponentUID(alarm.uid)) && removed.insert(ComponentUID(alarm.uid)).inserted {
      remove.append(alarm.uid)
    }
    self.add = add
    self.remove = remove
    self.keep = keep
  }
}
