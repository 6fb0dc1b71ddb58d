// When in a year a POSIX TZ rule changes the clocks: the `date[/time]` part of the TZ string
// (POSIX.1-2017 §8.3; RFC 8536 §3.3.1 allows rule times -167...167 hours in version 3+).

/// The yearly date and wall-clock time at which an ongoing rule starts or ends DST.
///
/// US rules since 2007 (`M3.2.0,M11.1.0`): DST starts the second Sunday of March at 02:00
/// local standard time (a gap: 02:00 → 03:00), and ends the first Sunday of November at 02:00
/// local daylight time (a fold: 02:00 → 01:00).
/// ```swift
/// let start = TransitionRule(day: .monthWeekday(month: 3, week: 2, weekday: .sunday), time: 7200)
/// start.date(in: 2100)   // 2100-03-14
/// start.rrule            // "FREQ=YEARLY;BYMONTH=3;BYDAY=2SU"
/// ```
public struct TransitionRule: Hashable, Sendable, CustomStringConvertible {
  /// Which day of the year the change happens on.
  public enum Day: Hashable, Sendable {
    /// `Mm.w.d`: weekday `weekday` of week `week` (1...5, 5 meaning the last) of `month` (1...12).
    case monthWeekday(month: Int, week: Int, weekday: Weekday)
    /// `Jn`: day `n` of the year, 1...365, never counting February 29 (so J60 is always March 1).
    case julian(Int)
    /// `n`: zero-based day `n` of the year, 0...365, counting February 29 in leap years.
    case zeroBased(Int)
  }

  /// The day of the change.
  public let day: Day
  /// Seconds after local midnight of `day`, as read on the clock in force before the change;
  /// -167...167 hours (POSIX allows 0...24; RFC 8536 §3.3.1 extends it), default 7200 (02:00).
  public let time: Int32

  /// A rule from its parts (the caller keeps `day` and `time` within the ranges documented).
  public init(day: Day, time: Int32 = 7200) {
    self.day = day
    self.time = time
  }

  /// The civil date of the change in `year` (before `time` is added).
  public func date(in year: Int) -> CivilDate {
    CivilDate(daysSinceEpoch: dayNumber(in: year))
  }

  /// Days since 1970-01-01 of the change's date in `year`.
  @inlinable
  func dayNumber(in year: Int) -> Int {
    switch day {
    case .monthWeekday(let month, let week, let weekday):
      let first = CivilDate(uncheckedYear: year, month: month, day: 1).daysSinceEpoch
      // 1970-01-01 was a Thursday: ISO weekday of day 0 is 4.
      let firstWeekday = ((first % 7) + 7 + 3) % 7 + 1
      var dayOfMonth = 1 + ((weekday.rawValue - firstWeekday) % 7 + 7) % 7 + 7 * (week - 1)
      let length = CivilDate.daysInMonth(year: year, month: month)
      if dayOfMonth > length { dayOfMonth -= 7 }
      return first + dayOfMonth - 1
    case .julian(let n):
      let jan1 = CivilDate(uncheckedYear: year, month: 1, day: 1).daysSinceEpoch
      return jan1 + n - 1 + (CivilDate.isLeapYear(year) && n >= 60 ? 1 : 0)
    case .zeroBased(let n):
      return CivilDate(uncheckedYear: year, month: 1, day: 1).daysSinceEpoch + n
    }
  }

  /// The wall-clock time of the change in `year`, on the clock in force before it.
  public func wallClock(in year: Int) -> CivilDateTime {
    CivilDateTime(secondsSinceEpoch: Int64(dayNumber(in: year)) * 86400 + Int64(time))
  }

  /// The instant of the change in `year`, given the offset in force before it.
  @inlinable
  func instant(in year: Int, offsetBefore: Int32) -> Int64 {
    Int64(dayNumber(in: year)) * 86400 + Int64(time) - Int64(offsetBefore)
  }

  /// The RFC 5545 RRULE that repeats the change's date yearly (`FREQ=YEARLY;BYMONTH=3;BYDAY=2SU`).
  ///
  /// Week 5 becomes `-1` (the last); `Jn` becomes a fixed month and day; `n` becomes
  /// `BYYEARDAY=n+1`. The time of day is not part of the rule: pair it with `time`.
  public var rrule: String {
    switch day {
    case .monthWeekday(let month, let week, let weekday):
      return "FREQ=YEARLY;BYMONTH=\(month);BYDAY=\(week >= 5 ? -1 : week)\(weekday.icalName)"
    case .julian(let n):
      let date = CivilDate(daysSinceEpoch: CivilDate(uncheckedYear: 2001, month: 1, day: 1).daysSinceEpoch + n - 1)
      return "FREQ=YEARLY;BYMONTH=\(date.month);BYMONTHDAY=\(date.day)"
    case .zeroBased(let n):
      return "FREQ=YEARLY;BYYEARDAY=\(n + 1)"
    }
  }

  /// The POSIX form, such as `M3.2.0` or `J60/-1:30` (the time is left out when it is 02:00).
  public var description: String {
    let d: String
    switch day {
    case .monthWeekday(let month, let week, let weekday): d = "M\(month).\(week).\(weekday.rawValue % 7)"
    case .julian(let n): d = "J\(n)"
    case .zeroBased(let n): d = "\(n)"
    }
    if time == 7200 { return d }
    let a = Int(abs(time))
    var t = "\(time < 0 ? "-" : "")\(a / 3600)"
    if a % 3600 != 0 { t += ":" + CivilDate.pad(a / 60 % 60, 2) }
    if a % 60 != 0 { t += ":" + CivilDate.pad(a % 60, 2) }
    return d + "/" + t
  }
}
