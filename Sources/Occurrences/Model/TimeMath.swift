// Time arithmetic on DTSTART-like values (RFC 5545 §3.3.6 DURATION: days and weeks are nominal,
// added on the wall clock; hours, minutes and seconds are exact; §3.8.5.3: instances keep the
// exact length DTEND − DTSTART, or the nominal DURATION).

import ICalendar
import Recurrence
import Zones

/// Adds lengths to values and measures lengths between them, in the value's own frame.
enum TimeMath {
  /// `value` + `duration`: days and weeks on the wall clock, the rest exactly.
  ///
  /// In New York, `20260307T090000` + `P1D` is `20260308T090000` (23 hours later, DST starts);
  /// + `PT24H` is `20260308T100000`. A DATE + `P2D` is the date two days later.
  static func adding(_ duration: DurationValue, to value: RecurrenceTime) -> RecurrenceTime {
    let sign: Int64 = duration.isNegative ? -1 : 1
    let days = Int(sign) * (duration.weeks * 7 + duration.days)
    let seconds = sign * Int64(duration.hours * 3600 + duration.minutes * 60 + duration.seconds)
    switch value {
    case .date(let d):
      return .date(d.adding(days: days + Int(seconds / 86_400)))
    case .floating(let c):
      return .floating(CivilDateTime(date: c.date.adding(days: days), time: c.time).adding(seconds: seconds))
    case .utc(let c):
      return .utc(CivilDateTime(date: c.date.adding(days: days), time: c.time).adding(seconds: seconds))
    case .zoned(let c, let zone):
      let wall = CivilDateTime(date: c.date.adding(days: days), time: c.time)
      if seconds == 0 { return .zoned(wall, zone) }
      return .zoned(zone.civil(at: zone.instant(for: wall).adding(seconds: seconds)), zone)
    }
  }

  /// `value` + `seconds` exactly (for a DATE, whole days of the seconds).
  static func adding(seconds: Int64, to value: RecurrenceTime) -> RecurrenceTime {
    switch value {
    case .date(let d): .date(d.adding(days: Int(seconds / 86_400)))
    case .floating(let c): .floating(c.adding(seconds: seconds))
    case .utc(let c): .utc(c.adding(seconds: seconds))
    case .zoned(let c, let zone): .zoned(zone.civil(at: zone.instant(for: c).adding(seconds: seconds)), zone)
    }
  }

  /// The exact seconds from `a` to `b`: by instant when both have one, else by wall clock.
  static func seconds(from a: RecurrenceTime, to b: RecurrenceTime) -> Int64 {
    if let x = a.instant, let y = b.instant { return y.secondsSinceEpoch - x.secondsSinceEpoch }
    return b.civil.secondsSinceEpoch - a.civil.secondsSinceEpoch
  }

  /// The ordering key of a value: its instant, or its wall clock read in `floating`.
  static func key(_ value: RecurrenceTime, floating: Zone) -> Int64 {
    if let i = value.instant { return i.secondsSinceEpoch }
    return floating.instant(for: value.civil).secondsSinceEpoch
  }
}
