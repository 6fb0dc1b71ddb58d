// A calendar object resource as fetched from the collection (RFC 4791 §4.1: one UID per
// resource, here read through calendar-multiget §7.9).

import Foundation

/// One resource of the collection: its decoded path, ETag and iCalendar text.
///
/// Example: `RemoteObject(path: "/alice/tasks/a.ics", etag: "\"1\"", calendarData: "BEGIN:VCALENDAR…")`.
public struct RemoteObject: Sendable, Equatable {
  /// The decoded absolute path (see `DAVHref.key`).
  public var path: String
  /// The strong ETag as the server sent it (quotes included), if any.
  public var etag: String?
  /// The iCalendar text.
  public var calendarData: String

  /// An object with the given parts.
  public init(path: String, etag: String?, calendarData: String) {
    self.path = path
    self.etag = etag
    self.calendarData = calendarData
  }
}
