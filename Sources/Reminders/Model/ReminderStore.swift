// A reminders store: the JSON document of docs/FORMATS.md, `{"reminders": [...]}`.

import ICalendar

/// A set of reminders, as one JSON document `{"reminders": [...]}`.
///
/// ```swift
/// var store = try ReminderStore.load(path: "samples/reminders.json")
/// store.reminders[0].title = "Take vitamins"
/// try store.save(path: "samples/reminders.json")      // sorted keys, byte-stable
/// ```
public struct ReminderStore: Hashable, Sendable {
  /// The reminders, in file order.
  public var reminders: [Reminder]
  /// Top-level fields this version does not know, kept as read.
  public var extra: [String: JSONValue]

  /// A store of `reminders`.
  public init(reminders: [Reminder] = [], extra: [String: JSONValue] = [:]) {
    self.reminders = reminders
    self.extra = extra
  }

  /// The index of the reminder with `id` (compared as bytes, `ComponentUID`), if any.
  public func index(of id: String) -> Int? {
    let key = ComponentUID(id)
    return reminders.firstIndex { key.matches($0.id) }
  }
}
