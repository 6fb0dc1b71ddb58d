// The four forms of a DTSTART-like value (RFC 5545 §3.3.4 DATE, §3.3.5 DATE-TIME forms #1–#3):
// a date, a floating wall-clock time, a UTC time, and a wall-clock time in a named zone.

import Zones

/// A DTSTART, UNTIL, RDATE or EXDATE value: a DATE, a floating, UTC or zoned DATE-TIME.
///
/// ```swift
/// try RecurrenceTime(iCalendar: "20260131")               // .date(2026-01-31)
/// try RecurrenceTime(iCalendar: "20260131T090000")        // .floating(2026-01-31T09:00:00)
/// try RecurrenceTime(iCalendar: "20260131T090000Z")       // .utc(2026-01-31T09:00:00)
/// try RecurrenceTime(contentLine: "DTSTART;TZID=Europe/Paris:20260131T090000")
///                                                        // .zoned(2026-01-31T09:00:00, Europe/Paris)
/// ```
/// A zoned value names a wall-clock time; its instant follows RFC 5545 §3.3.5: in New York,
/// 2026-03-08T02:30 (a gap) is 03:30 EDT = 07:30Z, and 2026-11-01T01:30 (a fold) is the first
/// 01:30, EDT = 05:30Z.
public enum RecurrenceTime: Hashable, Sendable, CustomStringConvertible {
  /// A calendar date (VALUE=DATE), e.g. `20260131`.
  case date(CivilDate)
  /// A wall-clock time with no zone (form #1), e.g. `20260131T090000`.
  case floating(CivilDateTime)
  /// A UTC time (form #2), e.g. `20260131T090000Z`.
  case utc(CivilDateTime)
  /// A wall-clock time in a zone (form #3), e.g. `TZID=America/New_York:20260131T090000`.
  case zoned(CivilDateTime, Zone)

  /// The wall-clock reading: the date at midnight, the floating or zoned time, or the UTC time.
  public var civil: CivilDateTime {
    switch self {
    case .date(let d): CivilDateTime(date: d, time: .midnight)
    case .floating(let c), .utc(let c), .zoned(let c, _): c
    }
  }

  /// The instant, or `nil` for a date or a floating time (they name no instant by themselves).
  public var instant: Instant? {
    switch self {
    case .date, .floating: nil
    case .utc(let c): Instant(utc: c)
    case .zoned(let c, let zone): zone.instant(for: c)
    }
  }

  /// Whether this is a DATE value.
  public var isDate: Bool {
    if case .date = self { return true }
    return false
  }

  /// The zone of a zoned value, `Zone.utc` for a UTC value, `nil` for dates and floating times.
  public var zone: Zone? {
    switch self {
    case .date, .floating: nil
    case .utc: .utc
    case .zoned(_, let zone): zone
    }
  }

  /// This value converted to UTC; dates and floating values are returned unchanged.
  public var inUTC: RecurrenceTime {
    switch self {
    case .date, .floating, .utc: self
    case .zoned(let c, let zone): .utc(zone.instant(for: c).utc)
    }
  }

  /// The iCalendar value text: `20260131`, `20260131T090000`, `20260131T090000Z`
  /// (a zoned value writes its wall-clock time; its TZID goes in a parameter).
  public var iCalendarText: String {
    var bytes = [UInt8](repeating: 0, count: 16)
    let n = bytes.withUnsafeMutableBufferPointer { buffer in
      ICalendarDigits.write(self, into: buffer)
    }
    return String(decoding: bytes[0..<n], as: UTF8.self)
  }

  /// The content line form: `DTSTART;TZID=Europe/Paris:20260131T090000`,
  /// `DTSTART;VALUE=DATE:20260131`, `DTSTART:20260131T090000Z`.
  public func contentLine(name: String = "DTSTART") -> String {
    switch self {
    case .date: "\(name);VALUE=DATE:\(iCalendarText)"
    case .floating, .utc: "\(name):\(iCalendarText)"
    case .zoned(_, let zone): "\(name);TZID=\(zone.identifier):\(iCalendarText)"
    }
  }

  /// The content line form (see `contentLine(name:)`).
  public var description: String { contentLine() }
}
