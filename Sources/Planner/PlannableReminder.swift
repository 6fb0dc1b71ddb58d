// A reminder as the planner needs it (docs/SEMANTICS.md "Planner"): identity, title, kind, state, zone,
// condition, current due and a factory for its lazy occurrences after `now`. Adapters build
// it from the Reminders model (JSON stores) and from VTODOs (.ics files).

import Zones

/// What the planner needs to know about one reminder.
///
/// ```swift
/// PlannableReminder(uid: "A…1", title: "Vitamins", kind: .recurring, zone: .utc,
///                   due: nineOClock, occurrences: { now in MyDailyStream(after: now) })
/// ```
public struct PlannableReminder: Sendable {
  /// The UID (VTODO UID, JSON `id`).
  public let uid: String
  /// The title (VTODO SUMMARY): the notification's text.
  public let title: String
  /// One-time or recurring.
  public let kind: ReminderKind
  /// The zone whose calendar day smart conditions use (UTC for a floating reminder).
  public let zone: Zone
  /// Whether it is completed.
  public let completed: Bool
  /// Whether it is enabled.
  public let enabled: Bool
  /// Its smart condition, if any.
  public let condition: SmartCondition?
  /// The current due as an instant, for `overdue` (an all-day due is the start of its day);
  /// `nil` when it cannot be overdue.
  public let due: Instant?
  /// Problems found while reading it (e.g. a weekly rule with no weekdays): printed on stderr.
  public let warnings: [String]
  /// The occurrences strictly after the given instant, lazily, in increasing order.
  public let occurrences: @Sendable (Instant) -> any OccurrenceStream
  /// For a series that never ends, a cheap lower bound on its first occurrence strictly after
  /// the given instant (computed without expanding); `nil` when none is known. The planner
  /// uses it to skip reminders that cannot beat the plan's current last candidate.
  public let earliest: (@Sendable (Instant) -> Instant)?

  /// A reminder from its parts.
  public init(uid: String, title: String, kind: ReminderKind, zone: Zone = .utc,
              completed: Bool = false, enabled: Bool = true, condition: SmartCondition? = nil,
              due: Instant? = nil, warnings: [String] = [],
              earliest: (@Sendable (Instant) -> Instant)? = nil,
              occurrences: @escaping @Sendable (Instant) -> any OccurrenceStream) {
    self.uid = uid
    self.title = title
    self.kind = kind
    self.zone = zone
    self.completed = completed
    self.enabled = enabled
    self.condition = condition
    self.due = due
    self.warnings = warnings
    self.occurrences = occurrences
    self.earliest = earliest
  }

  /// Whether the planner considers it at all: enabled and not completed.
  public var isActive: Bool { enabled && !completed }
}
