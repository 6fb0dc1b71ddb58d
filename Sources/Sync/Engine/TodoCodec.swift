// What the sync engine needs from the reminder ↔ VTODO mapping (RFC 5545 §3.6.2 VTODO): write a
// new resource, patch a server's resource in place, read VTODOs back, and hash the fields the
// store owns. `ReminderTodoCodec` implements it over the Reminders module.

import Foundation
import Reminders

/// One VTODO read from a resource, as a reminder plus its modification time.
public struct DecodedTodo: Sendable {
  /// The VTODO read as a reminder (its `id` is the UID).
  public var reminder: Reminder
  /// LAST-MODIFIED, else DTSTAMP (RFC 5545 §3.8.7.3, §3.8.7.2); nil when neither is readable.
  public var modified: Date?

  /// A decoded todo with the given parts.
  public init(reminder: Reminder, modified: Date?) {
    self.reminder = reminder
    self.modified = modified
  }
}

/// The mapping between reminders and calendar object resources, as the engine uses it.
///
/// Example: `newResource(for: r, now: t)` is a VCALENDAR with one VTODO whose UID is `r.id`;
/// `updatedResource(serverText, with: r, now: t)` is `serverText` with SUMMARY, DUE, RRULE…
/// replaced by `r`'s and every X-APPLE-…/X-MOZ-… property left as it was.
public protocol TodoCodec: Sendable {
  /// A new resource holding `reminder` as its only VTODO (with VTIMEZONEs it needs).
  func newResource(for reminder: Reminder, now: Date) -> String
  /// The server's resource with the fields the reminder owns replaced by `reminder`'s; nil
  /// when the text does not parse or holds no VTODO with `reminder.id`.
  func updatedResource(_ serverText: String, with reminder: Reminder, now: Date) -> String?
  /// The VTODOs of a resource; empty when the text does not parse or holds none.
  func todos(in text: String) -> [DecodedTodo]
  /// The hash of the fields the store owns (what a VTODO carries), so the same reminder read
  /// from either side hashes the same.
  func contentHash(_ reminder: Reminder) -> String
}
