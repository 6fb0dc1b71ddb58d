// Civil dates and date-times ⇄ Foundation's `DateComponents` (bridges for apps, e.g.
// a `UNCalendarNotificationTrigger`). Components are proleptic Gregorian, as RFC 5545 is
// (§3.3.4); the calendar is set so that a device using another calendar reads them right.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension CivilDateTime {
  /// Year, month, day, hour, minute and second of this wall-clock reading, with a Gregorian
  /// calendar and `timeZone` (`nil`: floating, read in the device's zone).
  ///
  /// 2026-11-30T09:00:00 in America/New_York ↦ `DateComponents(calendar: gregorian,
  /// timeZone: New York, year: 2026, month: 11, day: 30, hour: 9, minute: 0, second: 0)`.
  public func dateComponents(timeZone: TimeZone? = nil) -> DateComponents {
    var calendar = Calendar(identifier: .gregorian)
    if let timeZone { calendar.timeZone = timeZone }
    return DateComponents(calendar: calendar, timeZone: timeZone, year: date.year, month: date.month, day: date.day,
                          hour: time.hour, minute: time.minute, second: time.second)
  }

  /// The wall-clock reading of `components`: year, month and day are required; hour, minute
  /// and second default to 0; `nil` when one is missing or out of range (month 13, hour 24,
  /// second 61). Only the fields are read: the calendar and zone are ignored, so components
  /// of a non-Gregorian calendar must be converted first.
  public init?(_ components: DateComponents) {
    guard let year = components.year, let month = components.month, let day = components.day else { return nil }
    self.init(year: year, month: month, day: day, hour: components.hour ?? 0, minute: components.minute ?? 0,
              second: components.second ?? 0)
  }
}

extension CivilDate {
  /// Year, month and day with a Gregorian calendar (an all-day date: no time, no zone).
  public var dateComponents: DateComponents {
    DateComponents(calendar: Calendar(identifier: .gregorian), year: year, month: month, day: day)
  }

  /// The date of `components` (year, month and day required and in range), else `nil`.
  public init?(_ components: DateComponents) {
    guard let year = components.year, let month = components.month, let day = components.day else { return nil }
    self.init(year: year, month: month, day: day)
  }
}
