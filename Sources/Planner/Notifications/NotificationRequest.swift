// One planned notification as an app hands it to the system: the fields of a
// `UNNotificationRequest` with a `UNMutableNotificationContent` and a
// `UNCalendarNotificationTrigger`, as a plain value, so the Planner stays free of
// UserNotifications (which exists on Apple platforms only).

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A notification to schedule: maps one to one onto `UNNotificationRequest`.
///
/// ```swift
/// // On an Apple platform (documentation only: UserNotifications does not exist on Linux):
/// let content = UNMutableNotificationContent()
/// content.title = request.title
/// content.body = request.body
/// content.threadIdentifier = request.threadIdentifier
/// content.categoryIdentifier = request.categoryIdentifier
/// content.userInfo = request.userInfo
/// let trigger = UNCalendarNotificationTrigger(dateMatching: request.dateComponents, repeats: false)
/// try await center.add(UNNotificationRequest(identifier: request.identifier, content: content,
///                                            trigger: trigger))
/// ```
/// "Pay rent" (America/New_York) planned for 2026-11-30T14:00:00Z:
/// `identifier` "A0000000-0000-4000-8000-000000000002/20261130T140000Z", `dateComponents`
/// 2026-11-30 09:00:00 in America/New_York, `fireDate` 2026-11-30T14:00:00Z, `userInfo`
/// `["reminderId": "A0000000-0000-4000-8000-000000000002", "occurrence": "2026-11-30T14:00:00Z"]`.
public struct NotificationRequest: Hashable, Sendable, Identifiable {
  /// The `userInfo` key of the reminder's id.
  public static let reminderIDKey = "reminderId"
  /// The `userInfo` key of the occurrence (ISO 8601 UTC, `2026-11-30T14:00:00Z`).
  public static let occurrenceKey = "occurrence"
  /// The `userInfo` key of the snoozed alarm's identifier, on a snooze.
  public static let snoozeOfKey = "snoozeOf"

  /// The stable RFC 9074 alarm UID (`<reminder-uid>/<occurrence in UTC>`): a replan gives a
  /// kept notification the same identifier, so the system replaces rather than duplicates it.
  public let identifier: String
  /// When it fires, as a wall-clock reading with a Gregorian calendar, in the reminder's zone
  /// (`timeZone` set) or floating (`timeZone` nil: the device's zone at the time).
  public let dateComponents: DateComponents
  /// When it fires, as an instant (for a time-interval trigger or for display).
  public let fireDate: Date
  /// The reminder's title.
  public let title: String
  /// The reminder's notes, or "".
  public let body: String
  /// Groups the notifications of one tag: the reminder's first tag, or "".
  public let threadIdentifier: String
  /// The app's category for the reminder's tags (the first tag the app maps), or "".
  public let categoryIdentifier: String
  /// `reminderId`, `occurrence` (and `snoozeOf` for a snooze).
  public let userInfo: [String: String]

  /// The identifier (`Identifiable`).
  public var id: String { identifier }

  /// A request from its parts.
  public init(identifier: String, dateComponents: DateComponents, fireDate: Date, title: String, body: String = "",
              threadIdentifier: String = "", categoryIdentifier: String = "", userInfo: [String: String] = [:]) {
    self.identifier = identifier
    self.dateComponents = dateComponents
    self.fireDate = fireDate
    self.title = title
    self.body = body
    self.threadIdentifier = threadIdentifier
    self.categoryIdentifier = categoryIdentifier
    self.userInfo = userInfo
  }
}
