// The apps' reminder (docs/FORMATS.md): what Apple Reminders, Tasks.org, Thunderbird and others
// call a task or reminder, carried to and from an RFC 5545 VTODO (§3.6.2).

import Zones

/// One reminder, as stored in the reminders JSON of docs/FORMATS.md.
///
/// ```json
/// {"id": "A0000000-0000-4000-8000-000000000001", "title": "Pay rent",
///  "due": "2026-01-31T09:00:00", "timeZone": "America/New_York", "completed": false,
///  "tags": ["home"], "recurrence": {"frequency": "monthly", "interval": 1, "monthDay": 31}}
/// ```
/// Completing it (see `Reminder+Completion.swift`) on 2026-01-31T15:00Z moves `due` to
/// `2026-02-28T09:00:00`.
public struct Reminder: Hashable, Sendable {
  /// A unique identifier; the VTODO UID.
  public var id: String
  /// The title; the VTODO SUMMARY.
  public var title: String
  /// Free notes; the VTODO DESCRIPTION.
  public var notes: String?
  /// When it is (next) due, as wall-clock time; `nil` for a reminder without a date.
  public var due: ReminderDue?
  /// The IANA zone of `due`; `nil` means floating (the device's own clock).
  public var timeZone: String?
  /// Whether it is done (a one-time reminder, or a series past its end).
  public var completed: Bool
  /// When it was completed, if it is.
  public var completedAt: Instant?
  /// Whether the reminder is on (the Planner plans nothing for a disabled one).
  public var enabled: Bool
  /// Tags; the VTODO CATEGORIES.
  public var tags: [String]
  /// A smart condition (the Planner skips occurrences it matches).
  public var condition: ReminderCondition?
  /// How it repeats; `nil` for a one-time reminder.
  public var recurrence: ReminderRecurrence?
  /// iCalendar content this model has no field for, kept as unfolded content lines so export
  /// gives it back (`X-APPLE-SORT-ORDER:3`, `X-MOZ-GENERATION:2`, a whole VALARM, …).
  public var ical: [String]
  /// Top-level JSON fields this version does not know, kept as read and written back.
  public var extra: [String: JSONValue]

  /// A reminder; only `id` and `title` are required.
  public init(id: String, title: String, notes: String? = nil, due: ReminderDue? = nil,
              timeZone: String? = nil, completed: Bool = false, completedAt: Instant? = nil,
              enabled: Bool = true, tags: [String] = [], condition: ReminderCondition? = nil,
              recurrence: ReminderRecurrence? = nil, ical: [String] = [],
              extra: [String: JSONValue] = [:]) {
    self.id = id
    self.title = title
    self.notes = notes
    self.due = due
    self.timeZone = timeZone
    self.completed = completed
    self.completedAt = completedAt
    self.enabled = enabled
    self.tags = tags
    self.condition = condition
    self.recurrence = recurrence
    self.ical = ical
    self.extra = extra
  }

  /// Whether it repeats.
  public var isRecurring: Bool { recurrence != nil }
}
