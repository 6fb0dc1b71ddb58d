// The DTSTART forms libical's recurrence iterator accepts (RFC 5545 §3.3.4 DATE, §3.3.5 the
// three DATE-TIME forms, §3.8.2.4 DTSTART with a TZID).

import Zones

/// A recurrence start as handed to libical: a date, a floating or UTC date-time, or a zoned one.
///
/// ```swift
/// let s = LibICalStart.zoned(CivilDateTime(year: 2026, month: 3, day: 7, hour: 2, minute: 30)!,
///                            zoneID: "America/New_York")   // DTSTART;TZID=America/New_York:20260307T023000
/// ```
public enum LibICalStart: Hashable, Sendable {
  /// `DTSTART;VALUE=DATE:20260131`.
  case date(CivilDate)
  /// `DTSTART:20260131T093000` (floating: the same wall clock in every zone).
  case floating(CivilDateTime)
  /// `DTSTART:20260131T093000Z`.
  case utc(CivilDateTime)
  /// `DTSTART;TZID=<zoneID>:20260131T093000`; the zone is an IANA name read from the system tzdata.
  case zoned(CivilDateTime, zoneID: String)

  /// The wall-clock (or UTC) reading, midnight for a date.
  public var civil: CivilDateTime {
    switch self {
    case .date(let d): CivilDateTime(date: d, time: .midnight)
    case .floating(let t), .utc(let t), .zoned(let t, _): t
    }
  }
}
