// The UID of a planned VALARM (RFC 9074 §4 "UID" on VALARM; docs/SEMANTICS.md "Planner": "derived from the
// reminder and the occurrence, so a replan keeps the UID of every notification it keeps").

import Zones

/// Derives alarm UIDs: `<reminder-uid>/<occurrence in UTC>`, and for a snooze
/// `<original alarm uid>/snooze/<fire time in UTC>`.
///
/// ```swift
/// NotificationID.make(reminderUID: "A0000000-0000-4000-8000-000000000001",
///                     occurrence: Instant(utc: CivilDateTime(year: 2026, month: 11, day: 22, hour: 14)!))
/// // "A0000000-0000-4000-8000-000000000001/20261122T140000Z"
/// ```
/// The UID is a pure function of its inputs: the same occurrence planned at any `--now` gets
/// the same UID, and two occurrences of one reminder never share one.
public enum NotificationID {
  /// The UID of the notification for `reminderUID`'s occurrence at `occurrence`.
  public static func make(reminderUID: String, occurrence: Instant) -> String {
    reminderUID + "/" + utcText(occurrence)
  }

  /// The UID of a snoozed alarm: the original alarm's UID, `/snooze/`, and its new fire time.
  public static func snooze(of alarmUID: String, firing fireAt: Instant) -> String {
    alarmUID + "/snooze/" + utcText(fireAt)
  }

  /// `YYYYMMDDTHHMMSSZ` (RFC 5545 §3.3.5 form 2).
  public static func utcText(_ instant: Instant) -> String {
    let c = instant.utc
    return pad(c.date.year, 4) + pad(c.date.month, 2) + pad(c.date.day, 2) + "T"
      + pad(c.time.hour, 2) + pad(c.time.minute, 2) + pad(c.time.second, 2) + "Z"
  }

  /// `YYYY-MM-DDTHH:MM:SSZ` (ISO 8601, the JSON form).
  public static func isoText(_ instant: Instant) -> String {
    let c = instant.utc
    return pad(c.date.year, 4) + "-" + pad(c.date.month, 2) + "-" + pad(c.date.day, 2) + "T"
      + pad(c.time.hour, 2) + ":" + pad(c.time.minute, 2) + ":" + pad(c.time.second, 2) + "Z"
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(abs(value))
    let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
    return value < 0 ? "-" + padded : padded
  }
}
