// A plan's notifications as requests for the system's scheduler, with what the plan
// itself does not carry taken from the reminders: zone, notes, tags.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ICalendar
import Reminders
import Zones

extension Plan {
  /// The plan's notifications as requests, in plan order.
  ///
  /// Each reminder is found by id in `reminders`: its zone gives `dateComponents` (a floating
  /// reminder's wall clock is read in `floatingZone`, the zone it was planned in, and its
  /// components carry no zone), its notes the body, its first tag the thread, and the first of
  /// its tags found in `categories` the category. A notification whose reminder is not among
  /// `reminders` (an .ics plan) is read in UTC with no body, thread or category.
  ///
  /// ```swift
  /// let store = try ReminderStore.load(path: "samples/reminders.json")
  /// let reminders = try store.reminders.map { try PlannableReminder(reminder: $0, now: now) }
  /// let plan = NotificationPlanner(now: now).plan(reminders)
  /// let requests = plan.notificationRequests(reminders: store.reminders, categories: ["home": "HOME"])
  /// ```
  public func notificationRequests(reminders: [Reminder], floatingZone: Zone = .utc,
                                   categories: [String: String] = [:]) -> [NotificationRequest] {
    var byID: [ComponentUID: Reminder] = [:]
    for reminder in reminders where byID[ComponentUID(reminder.id)] == nil { byID[ComponentUID(reminder.id)] = reminder }
    var zones: [String: (zone: Zone, timeZone: TimeZone?)] = [:]
    return notifications.map { notification in
      let reminder = byID[ComponentUID(notification.reminderUID)]
      let key = reminder == nil ? "\u{0}unknown" : reminder?.timeZone ?? ""
      let resolved: (zone: Zone, timeZone: TimeZone?)
      if let known = zones[key] {
        resolved = known
      } else {
        if let reminder, reminder.timeZone != nil, let zone = try? reminder.zone(floating: floatingZone) {
          resolved = (zone, zone.timeZone)
        } else {
          // Floating (or unknown): the wall clock in the planning zone, components without a zone.
          resolved = (reminder == nil ? .utc : floatingZone, nil)
        }
        zones[key] = resolved
      }
      let civil = resolved.zone.civil(at: notification.fireAt)
      var info = [NotificationRequest.reminderIDKey: notification.reminderUID]
      if let original = notification.snoozeOf {
        info[NotificationRequest.snoozeOfKey] = original
      } else {
        info[NotificationRequest.occurrenceKey] = NotificationID.isoText(notification.fireAt)
      }
      let tags = reminder?.tags ?? []
      return NotificationRequest(
        identifier: notification.id, dateComponents: civil.dateComponents(timeZone: resolved.timeZone),
        fireDate: notification.fireAt.date, title: notification.title, body: reminder?.notes ?? "",
        threadIdentifier: tags.first ?? "", categoryIdentifier: tags.lazy.compactMap { categories[$0] }.first ?? "",
        userInfo: info)
    }
  }
}
