// One notification of a plan (docs/SEMANTICS.md "Planner"): written as a VALARM with ACTION:DISPLAY, the
// title as DESCRIPTION, an absolute UTC TRIGGER and a derived UID (RFC 9074 §4).

import Zones

/// A notification the plan schedules.
///
/// ```swift
/// // VALARM for "Pay rent" at 2026-11-22T14:00:00Z:
/// // UID:A…1/20261122T140000Z
/// // ACTION:DISPLAY
/// // DESCRIPTION:Pay rent
/// // TRIGGER;VALUE=DATE-TIME:20261122T140000Z
/// ```
public struct PlannedNotification: Hashable, Sendable, Comparable {
  /// The alarm UID (see `NotificationID`).
  public let id: String
  /// The reminder's UID (the VTODO UID, the JSON `id`).
  public let reminderUID: String
  /// When it fires (the occurrence's due instant, or a snooze's new time).
  public let fireAt: Instant
  /// The reminder's title (the VALARM DESCRIPTION).
  public let title: String
  /// For a snoozed alarm, the UID of the alarm it snoozes (`RELATED-TO;RELTYPE=SNOOZE`).
  public let snoozeOf: String?

  /// A notification from its parts.
  public init(id: String, reminderUID: String, fireAt: Instant, title: String, snoozeOf: String? = nil) {
    self.id = id
    self.reminderUID = reminderUID
    self.fireAt = fireAt
    self.title = title
    self.snoozeOf = snoozeOf
  }

  /// Fire time, then reminder UID, then alarm UID.
  public static func < (lhs: PlannedNotification, rhs: PlannedNotification) -> Bool {
    if lhs.fireAt != rhs.fireAt { return lhs.fireAt < rhs.fireAt }
    if lhs.reminderUID != rhs.reminderUID { return lhs.reminderUID < rhs.reminderUID }
    return lhs.id < rhs.id
  }
}
