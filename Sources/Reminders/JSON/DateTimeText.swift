// Text forms of dates and times in the reminders JSON (docs/FORMATS.md) and on the command line
// (README: iCalendar values `20261122T120000Z` or ISO 8601 `2026-11-22T12:00:00Z`).

import Zones

/// Parsers and formatters for the date and time texts the reminders JSON and the CLI use.
public enum DateTimeText {
  /// `2026-01-31` → the date; `nil` for anything else.
  public static func date(_ text: String) -> CivilDate? {
    let b = Array(text.utf8)
    guard b.count == 10, b[4] == 0x2D, b[7] == 0x2D,
          let y = digits(b, 0, 4), let m = digits(b, 5, 2), let d = digits(b, 8, 2) else { return nil }
    return CivilDate(year: y, month: m, day: d)
  }

  /// `2026-01-31T09:00:00` or `2026-01-31T09:00` → the wall-clock date-time; no zone suffix.
  public static func dateTime(_ text: String) -> CivilDateTime? {
    let b = Array(text.utf8)
    guard b.count == 16 || b.count == 19, b[10] == 0x54 || b[10] == 0x74, b[13] == 0x3A,
          let date = date(String(decoding: b[0..<10], as: UTF8.self)),
          let h = digits(b, 11, 2), let mi = digits(b, 14, 2) else { return nil }
    var s = 0
    if b.count == 19 {
      guard b[16] == 0x3A, let sec = digits(b, 17, 2) else { return nil }
      s = sec
    }
    guard let time = CivilTime(hour: h, minute: mi, second: s) else { return nil }
    return CivilDateTime(date: date, time: time)
  }

  /// An instant in ISO 8601 (`2026-11-22T12:00:00Z`, `2026-11-22T13:00:00+01:00`) or as an
  /// iCalendar UTC value (`20261122T120000Z`); `nil` for anything else.
  public static func instant(_ text: String) -> Instant? {
    let b = Array(text.utf8)
    // iCalendar form.
    if b.count == 16, b[8] == 0x54, b[15] == 0x5A,
       let y = digits(b, 0, 4), let m = digits(b, 4, 2), let d = digits(b, 6, 2),
       let h = digits(b, 9, 2), let mi = digits(b, 11, 2), let s = digits(b, 13, 2),
       let t = CivilDateTime(year: y, month: m, day: d, hour: h, minute: mi, second: s) {
      return Instant(utc: t)
    }
    // ISO 8601 with Z or ±HH:MM.
    if b.count == 20, b[19] == 0x5A || b[19] == 0x7A,
       let t = dateTime(String(decoding: b[0..<19], as: UTF8.self)) {
      return Instant(utc: t)
    }
    if b.count == 25, b[19] == 0x2B || b[19] == 0x2D, b[22] == 0x3A,
       let t = dateTime(String(decoding: b[0..<19], as: UTF8.self)),
       let oh = digits(b, 20, 2), let om = digits(b, 23, 2), oh <= 23, om <= 59 {
      let offset = Int64(oh * 3600 + om * 60) * (b[19] == 0x2D ? -1 : 1)
      return Instant(secondsSinceEpoch: t.secondsSinceEpoch - offset)
    }
    return nil
  }

  /// `2026-11-22T12:00:00Z`.
  public static func format(_ instant: Instant) -> String { "\(instant.utc)Z" }

  /// iCalendar DATE: `20260131`.
  static func icalDate(_ d: CivilDate) -> String {
    CivilDateText.pad(d.year, 4) + CivilDateText.pad(d.month, 2) + CivilDateText.pad(d.day, 2)
  }

  /// iCalendar DATE-TIME without a suffix: `20260131T090000`.
  static func icalDateTime(_ t: CivilDateTime) -> String {
    icalDate(t.date) + "T" + CivilDateText.pad(t.time.hour, 2) + CivilDateText.pad(t.time.minute, 2)
      + CivilDateText.pad(t.time.second, 2)
  }

  /// iCalendar UTC DATE-TIME: `20260131T140000Z`.
  static func icalUTC(_ i: Instant) -> String { icalDateTime(i.utc) + "Z" }

  /// Reads an iCalendar DATE (`20260131`).
  static func icalDate(_ text: Substring) -> CivilDate? {
    let b = Array(text.utf8)
    guard b.count == 8, let y = digits(b, 0, 4), let m = digits(b, 4, 2), let d = digits(b, 6, 2)
    else { return nil }
    return CivilDate(year: y, month: m, day: d)
  }

  /// Reads an iCalendar DATE-TIME (`20260131T090000`, with `utc` true when it ends in `Z`).
  static func icalDateTime(_ text: Substring) -> (civil: CivilDateTime, utc: Bool)? {
    var b = Array(text.utf8)
    var utc = false
    if b.last == 0x5A || b.last == 0x7A { utc = true; b.removeLast() }
    guard b.count == 15, b[8] == 0x54 || b[8] == 0x74,
          let y = digits(b, 0, 4), let m = digits(b, 4, 2), let d = digits(b, 6, 2),
          let h = digits(b, 9, 2), let mi = digits(b, 11, 2), let s = digits(b, 13, 2),
          let t = CivilDateTime(year: y, month: m, day: d, hour: h, minute: mi, second: s)
    else { return nil }
    return (t, utc)
  }

  private static func digits(_ b: [UInt8], _ start: Int, _ count: Int) -> Int? {
    guard start + count <= b.count else { return nil }
    var v = 0
    for i in start..<(start + count) {
      let c = b[i]
      guard c >= 0x30, c <= 0x39 else { return nil }
      v = v * 10 + Int(c - 0x30)
    }
    return v
  }
}

/// Zero padding for date parts (CivilDate's own helper is internal to Zones).
enum CivilDateText {
  static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(abs(value))
    let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
    return value < 0 ? "-" + padded : padded
  }
}
