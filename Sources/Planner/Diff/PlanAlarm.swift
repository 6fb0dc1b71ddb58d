// An alarm read back from a plan file (RFC 9074 §4 UID, §6 ACKNOWLEDGED, §7 RELATED-TO
// RELTYPE=SNOOZE; Thunderbird's X-MOZ-LASTACK and X-MOZ-SNOOZE-TIME).

import Zones

/// One alarm of an earlier plan.
public struct PlanAlarm: Hashable, Sendable, Comparable {
  /// The alarm UID (RFC 9074 §4); for an alarm without one, a UID derived as the planner would.
  public let uid: String
  /// The UID of the todo the alarm belongs to.
  public let reminderUID: String
  /// When it fires (an absolute trigger).
  public let fireAt: Instant
  /// When it was acknowledged (RFC 9074 `ACKNOWLEDGED`, or covered by `X-MOZ-LASTACK`).
  public let acknowledged: Instant?
  /// For a snoozed alarm, the UID of the alarm it snoozes.
  public let snoozeOf: String?
  /// The DESCRIPTION, or the todo's SUMMARY when absent.
  public let title: String

  /// An alarm from its parts.
  public init(uid: String, reminderUID: String, fireAt: Instant, acknowledged: Instant? = nil,
              snoozeOf: String? = nil, title: String = "") {
    self.uid = uid
    self.reminderUID = reminderUID
    self.fireAt = fireAt
    self.acknowledged = acknowledged
    self.snoozeOf = snoozeOf
    self.title = title
  }

  /// Whether it is still to fire after `now`: not acknowledged and firing after `now`.
  public func isPending(at now: Instant) -> Bool { acknowledged == nil && fireAt > now }

  /// Fire time, then UID.
  public static func < (lhs: PlanAlarm, rhs: PlanAlarm) -> Bool {
    if lhs.fireAt != rhs.fireAt { return lhs.fireAt < rhs.fireAt }
    return lhs.uid < rhs.uid
  }
}
