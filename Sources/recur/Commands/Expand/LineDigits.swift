// Incremental iCalendar digits for `recur expand` (RFC 5545 §3.3.4 DATE `YYYYMMDD`, §3.3.5
// DATE-TIME `THHMMSS[Z]`): ascending occurrences change the date at most once a day and the
// time of day rarely, so both are kept as ready 8-byte words and only what changed is redone.

import Zones

/// The last date and time of day written, as ASCII words stored with one 8-byte store each.
struct LineDigits {
  /// The last day number (days since 1970-01-01) and its civil parts.
  var day = Int.min
  var year = 0, month = 0, dayOfMonth = 0
  /// The length of that month (0 until a date is set, so that the first date is computed).
  var monthLength = 0
  /// `YYYYMMDD` in memory order (byte 0 is the lowest byte), and its `YYYYMM` part alone.
  var dateWord: UInt64 = 0
  var yearMonthWord: UInt64 = 0
  /// `YYYY` alone (bytes 0-3), kept while the year stays.
  var yearWord: UInt64 = 0
  /// The last second of the day and `THHMMSSZ` in memory order (the Z is overwritten for
  /// wall-clock values).
  var second = Int.min
  var timeWord: UInt64 = 0
  /// The last minutes and seconds within the hour and their `MMSSZ` bytes in place.
  var minuteSecond = Int.min
  var minuteSecondWord: UInt64 = 0
  /// The digit pairs "00"..."99", read through a copied pointer (no lazy-global check per use).
  let pairs = LineDigits.digitPairs

  /// Two ASCII digits of 0...99 as a little-endian 16-bit word, made once for the process.
  nonisolated(unsafe) static let digitPairs: UnsafePointer<UInt16> = {  // written once, then only read
    let table = UnsafeMutablePointer<UInt16>.allocate(capacity: 100)
    for v in 0..<100 { table[v] = UInt16(48 + v / 10) | UInt16(48 + v % 10) << 8 }
    return UnsafePointer(table)
  }()

  /// `YYYYMMDD` of `dayNumber`.
  @inline(__always)
  mutating func date(_ dayNumber: Int) -> UInt64 {
    // The same day, or a later day of the same month: only the day's two digits change.
    let delta = dayNumber &- day
    if UInt(bitPattern: delta) <= 31 {
      let d = dayOfMonth &+ delta
      if d <= monthLength {
        day = dayNumber
        dayOfMonth = d
        dateWord = yearMonthWord | UInt64(pairs[d]) << 48
        return dateWord
      }
    }
    return newDate(dayNumber)
  }

  /// The length of `month` (1...12) of `year`.
  @inline(__always)
  static func monthLength(_ month: Int, year: Int) -> Int {
    // Bit m of 0x15AA is set for the 31-day months 1, 3, 5, 7, 8, 10, 12.
    month == 2 ? (CivilDate.isLeapYear(year) ? 29 : 28) : 30 &+ (0x15AA &>> month) & 1
  }

  /// Steps or computes the civil date, then writes all eight digits.
  mutating func newDate(_ dayNumber: Int) -> UInt64 {
    let delta = dayNumber &- day
    let oldYear = year
    if monthLength != 0 && delta > 0 && delta <= 62 {
      // Forward by month lengths: at most 62 days cross at most three month ends.
      var d = dayOfMonth &+ delta
      var guardSteps = 0
      while d > monthLength && guardSteps < 3 {
        guardSteps &+= 1
        d &-= monthLength
        month &+= 1
        if month > 12 { month = 1; year &+= 1 }
        monthLength = Self.monthLength(month, year: year)
      }
      dayOfMonth = d
    } else {
      let c = CivilDate(daysSinceEpoch: dayNumber)
      (year, month, dayOfMonth) = (c.year, c.month, c.day)
      monthLength = CivilDate.daysInMonth(year: year, month: month)
      yearWord = 0
    }
    day = dayNumber
    if year != oldYear || yearWord == 0 {
      let y = UInt64(truncatingIfNeeded: year < 0 ? 0 : (year > 9999 ? 9999 : year))
      let yHigh = y / 100
      yearWord = Self.pair(yHigh) | Self.pair(y &- yHigh &* 100) << 16
    }
    // Month 1...12 and day 1...31 read their digits from the table.
    yearMonthWord = yearWord | UInt64(pairs[month]) << 32
    dateWord = yearMonthWord | UInt64(pairs[dayOfMonth]) << 48
    return dateWord
  }

  /// `THHMMSSZ` of `secondOfDay`.
  @inline(__always)
  mutating func time(_ secondOfDay: Int) -> UInt64 {
    if secondOfDay == second { return timeWord }
    return newTime(secondOfDay)
  }

  mutating func newTime(_ secondOfDay: Int) -> UInt64 {
    second = secondOfDay
    let t = UInt64(truncatingIfNeeded: secondOfDay < 0 ? 0 : secondOfDay)
    let h = t / 3600
    let rest = t &- h &* 3600
    // Hour-spaced times (HOURLY and coarser sub-daily steps) keep their minutes and seconds.
    if Int(rest) != minuteSecond {
      minuteSecond = Int(rest)
      let m = rest / 60
      minuteSecondWord = Self.pair(m) << 24 | Self.pair(rest &- m &* 60) << 40 | 0x5A << 56
    }
    timeWord = 0x54 | Self.pair(h) << 8 | minuteSecondWord
    return timeWord
  }

  /// `v` (0...99) as two ASCII digits, tens in the low byte.
  @inline(__always)
  static func pair(_ v: UInt64) -> UInt64 {
    let tens = (v &* 205) >> 11  // v / 10 for v < 1024
    return (48 &+ tens) | (48 &+ v &- tens &* 10) << 8
  }
}
