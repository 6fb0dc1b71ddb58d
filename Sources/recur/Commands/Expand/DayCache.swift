// Day number → (year, month, day) for the output of `recur expand` (RFC 5545 §3.3.4 DATE
// parts): ascending occurrences a few days apart step the previous date instead of dividing.

import Zones

/// Remembers the last converted day; steps forward up to 31 days by month lengths.
struct DayCache {
  var day = Int.min
  var year = 0, month = 0, dayOfMonth = 0

  /// The civil date of `dayNumber` (days since 1970-01-01).
  @inline(__always)
  mutating func date(_ dayNumber: Int) -> (Int, Int, Int) {
    let delta = dayNumber &- day
    if delta == 0 { return (year, month, dayOfMonth) }
    if delta > 0 && delta <= 31 {
      var d = dayOfMonth &+ delta
      let length = CivilDate.daysInMonth(year: year, month: month)
      if d > length {
        d -= length
        month += 1
        if month > 12 { month = 1; year += 1 }
        // A step of at most 31 days crosses at most one more month end (February).
        let next = CivilDate.daysInMonth(year: year, month: month)
        if d > next {
          d -= next
          month += 1
          if month > 12 { month = 1; year += 1 }
        }
      }
      dayOfMonth = d
      day = dayNumber
      return (year, month, dayOfMonth)
    }
    let c = CivilDate(daysSinceEpoch: dayNumber)
    (day, year, month, dayOfMonth) = (dayNumber, c.year, c.month, c.day)
    return (year, month, dayOfMonth)
  }
}
