// The VALARM properties the planner writes and reads: RFC 5545 §3.6.6 (ACTION, DESCRIPTION,
// TRIGGER;VALUE=DATE-TIME), RFC 9074 §4 UID, §6 ACKNOWLEDGED, §7 RELATED-TO;RELTYPE=SNOOZE, and
// Apple's placeholder alarm (ACTION:NONE, TRIGGER 19760401T005545Z), which readers ignore.

import ICalendar
import Zones

/// Building and reading the planner's VALARMs.
///
/// ```swift
/// AlarmProperties.alarm(for: notification).description
/// // BEGIN:VALARM
/// // UID:A…1/20261122T140000Z
/// // ACTION:DISPLAY
/// // DESCRIPTION:Pay rent
/// // TRIGGER;VALUE=DATE-TIME:20261122T140000Z
/// // END:VALARM
/// ```
public enum AlarmProperties {
  /// Apple's placeholder trigger: an alarm with it (or with ACTION:NONE) is not a notification.
  public static let applePlaceholderTrigger = "19760401T005545Z"

  /// The VALARM for a planned notification (a snooze adds `RELATED-TO;RELTYPE=SNOOZE`).
  public static func alarm(for notification: PlannedNotification) -> Component {
    var properties = [
      Property(name: "UID", text: notification.id),
      Property(name: "ACTION", rawValue: "DISPLAY"),
      Property(name: "DESCRIPTION", text: notification.title),
      Property(name: "TRIGGER", parameters: [Parameter(name: "VALUE", value: "DATE-TIME")],
               rawValue: NotificationID.utcText(notification.fireAt)),
    ]
    if let original = notification.snoozeOf {
      properties.append(Property(name: "RELATED-TO", parameters: [Parameter(name: "RELTYPE", value: "SNOOZE")],
                                 text: original))
    }
    return Component(name: "VALARM", properties: properties)
  }

  /// Whether `alarm` is Apple's placeholder (ACTION:NONE, or the 1976 trigger).
  public static func isPlaceholder(_ alarm: Component) -> Bool {
    if alarm.firstProperty(named: "ACTION")?.rawValue.uppercased() == "NONE" { return true }
    return alarm.firstProperty(named: "TRIGGER")?.rawValue == applePlaceholderTrigger
  }

  /// The instant of a UTC DATE-TIME value (`20261122T140000Z`), or `nil`.
  public static func utcInstant(_ text: String) -> Instant? {
    guard let value = ICalendar.DateTimeValue(text), value.isUTC,
          let civil = CivilDateTime(year: value.date.year, month: value.date.month, day: value.date.day,
                                    hour: value.time.hour, minute: value.time.minute,
                                    second: min(value.time.second, 59)) else { return nil }
    return Instant(utc: civil)
  }

  /// The UID this alarm snoozes (`RELATED-TO;RELTYPE=SNOOZE:<uid>`), if it is a snooze.
  public static func snoozedUID(_ alarm: Component) -> String? {
    for related in alarm.properties(named: "RELATED-TO")
    where related.parameterValue("RELTYPE")?.uppercased() == "SNOOZE" {
      return related.text
    }
    return nil
  }
}
