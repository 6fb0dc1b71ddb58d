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
/// start.rrule            // "FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", with start.timeOfDay 02:00:00
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

  /// The instants of the change in `count` consecutive years from `year` (each as
  /// `instant(in:offsetBefore:)`).
  func instants(from year: Int, count: Int, offsetBefore: Int32) -> [Int64] {
    let n = max(0, count)
    return Array(unsafeUninitializedCapacity: n) { out, initialized in
      if let base = out.baseAddress { write(from: year, count: n, offsetBefore: offsetBefore, to: base, stride: 1) }
      initialized = n
    }
  }

  /// Writes `instants(from:count:offsetBefore:)` to `out[0], out[stride], out[2 * stride], …`
  /// (`count` values; the caller owns that memory). A month rule steps its month's first day and
  /// that day's weekday by year lengths instead of converting a date every year: a zone's ongoing
  /// rule is materialised at every zone load, 804 dates written straight into the cycle's table
  /// (docs/ARCHITECTURE.md "Start-up").
  func write(from year: Int, count n: Int, offsetBefore: Int32, to out: UnsafeMutablePointer<Int64>, stride: Int) {
    let shift = Int64(time) - Int64(offsetBefore)
    guard case .monthWeekday(let month, let week, let weekday) = day else {
      var p = out
      for y in year..<(year + max(0, n)) {
        p.initialize(to: Int64(dayNumber(in: y)) * 86400 + shift)
        p += stride
      }
      return
    }
    var first = CivilDate(uncheckedYear: year, month: month, day: 1).daysSinceEpoch
    // As `dayNumber(in:)`: 1970-01-01 was a Thursday (ISO weekday 4); here 0 = Monday.
    let firstWeekday = ((first % 7) + 7 + 3) % 7
    // Days from the month's 1st to its first `weekday`, 0...6.
    var ahead = weekday.rawValue - 1 - firstWeekday
    if ahead < 0 { ahead += 7 }
    let weekDays = 7 * (week - 1)
    let fixedLength = month == 2 ? 0 : CivilDate.daysInMonth(year: 2001, month: month)
    // The year whose length separates this year's month from next year's: next February is
    // reached through this year's end only from March on.
    var y = month > 2 ? year + 1 : year
    // Whether `y` is a leap year (for a February rule, `y` is the year being written).
    var stepLeap = Self.isLeapYear(y)
    var p = out
    // Wrapping arithmetic below: years are clamped to ±9999 (+402), so days stay within ±4.2
    // million and seconds within ±4e11; no operation can overflow, and no check is paid per year.
    for _ in 0..<max(0, n) {
      // The day of the month, less one; week 5 ("last") steps back a week when past the end.
      var day = ahead &+ weekDays
      let length = fixedLength != 0 ? fixedLength : (stepLeap ? 29 : 28)
      if day >= length { day &-= 7 }
      p.initialize(to: Int64(first &+ day) &* 86400 &+ shift)
      p += stride
      // The same month next year: its 1st is one weekday later (two after a leap day), so its
      // first `weekday` comes one (two) days sooner in the month.
      let yearLength = stepLeap ? 366 : 365
      first &+= yearLength
      ahead &-= yearLength &- 364  // 365 ≡ 1, 366 ≡ 2 (mod 7)
      if ahead < 0 { ahead &+= 7 }
      y &+= 1
      stepLeap = Self.isLeapYear(y)
    }
  }

  /// `CivilDate.isLeapYear`, testing divisibility by 4 with a mask first (negative years too):
  /// three years in four need no division.
  @inline(__always)
  private static func isLeapYear(_ y: Int) -> Bool {
    y & 3 == 0 && (y % 100 != 0 || y % 400 == 0)
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

  /// Whole days `time` carries past the rule's day: -7...6 (`M9.1.6/24` carries 1).
  var dayShift: Int { Int(time >= 0 ? time / 86400 : (time + 1) / 86400 - 1) }

  /// The wall-clock time of day of the change, on the date `rrule` names (`time` folded into a day).
  ///
  /// `M3.2.0` (02:00) → 02:00:00; Santiago's `M9.1.6/24` → 00:00:00 (on the Sunday);
  /// Nuuk's `M3.5.0/-1` → 23:00:00 (on the Saturday).
  public var timeOfDay: CivilTime {
    let t = Int(time) - dayShift * 86400
    return CivilTime(secondsSinceMidnight: t)
  }

  /// The RFC 5545 RRULE naming, each year, the local date on which the clocks change; `nil` when
  /// no single yearly rule can say it. Pair it with `timeOfDay` (a VTIMEZONE DTSTART).
  ///
  /// - `M3.2.0` → `FREQ=YEARLY;BYMONTH=3;BYDAY=2SU`; week 5 → `-1SU`.
  /// - A time of 24 hours or more, or below zero, moves the date: Santiago's `M9.1.6/24` (the
  ///   Sunday after the first Saturday of September) → `FREQ=YEARLY;BYMONTH=9;BYDAY=SU;BYMONTHDAY=2,3,4,5,6,7,8`;
  ///   Nuuk's `M3.5.0/-1` → `FREQ=YEARLY;BYMONTH=3;BYDAY=SA;BYMONTHDAY=-8,-7,-6,-5,-4,-3,-2`.
  /// - `Jn` → a fixed month and day; `n` → `BYYEARDAY=n+1`.
  /// - `nil` when the moved date can fall in another month (Cairo's `M10.5.4/24`: the Friday after
  ///   October's last Thursday may be November 1) or, for `Jn`, on February 29 in some years.
  public var rrule: String? {
    let shift = dayShift
    switch day {
    case .monthWeekday(let month, let week, let weekday):
      if shift == 0 {
        return "FREQ=YEARLY;BYMONTH=\(month);BYDAY=\(week >= 5 ? -1 : week)\(weekday.icalName)"
      }
      let shortest = month == 2 ? 28 : CivilDate.daysInMonth(year: 2001, month: month)
      let days: ClosedRange<Int>
      if week >= 5 {
        days = (-7 + shift)...(-1 + shift)
        guard days.upperBound <= -1, days.lowerBound >= -shortest else { return nil }
      } else {
        days = (7 * (week - 1) + 1 + shift)...(7 * week + shift)
        guard days.lowerBound >= 1, days.upperBound <= shortest else { return nil }
      }
      let list = days.map(String.init).joined(separator: ",")
      return "FREQ=YEARLY;BYMONTH=\(month);BYDAY=\(weekday.advanced(by: shift).icalName);BYMONTHDAY=\(list)"
    case .julian:
      // The moved date must be the same month and day in a common and in a leap year.
      let common = CivilDate(daysSinceEpoch: dayNumber(in: 2001) + shift)
      let leap = CivilDate(daysSinceEpoch: dayNumber(in: 2004) + shift)
      guard common.month == leap.month, common.day == leap.day,
            common.year - 2001 == leap.year - 2004 else { return nil }
      return "FREQ=YEARLY;BYMONTH=\(common.month);BYMONTHDAY=\(common.day)"
    case .zeroBased(let n):
      let yearDay = n + 1 + shift
      guard (1...365).contains(yearDay) else { return nil }
      return "FREQ=YEARLY;BYYEARDAY=\(yearDay)"
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
