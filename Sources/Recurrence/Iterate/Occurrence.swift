// One instance of a recurrence (RFC 5545 §3.8.5.3 "recurrence instance"): its wall-clock date
// and time in DTSTART's frame and, for UTC and zoned starts, its instant (§3.3.5 resolution).

import Zones

/// One occurrence: a wall-clock reading in DTSTART's frame and, when it has one, its instant.
///
/// ```swift
/// // FREQ=DAILY from DTSTART;TZID=America/New_York:20260307T023000
/// // 2nd occurrence: civil 2026-03-08T02:30:00 (in the gap), instant 2026-03-08T07:30:00Z
/// // 3rd occurrence: civil 2026-03-09T02:30:00, instant 2026-03-09T06:30:00Z (not shifted)
/// ```
/// A plain value of three integers: producing one allocates nothing.
public struct Occurrence: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The kind of value an occurrence is, from its DTSTART (or RDATE).
  public enum Form: UInt8, Hashable, Sendable {
    /// A DATE.
    case date
    /// A floating DATE-TIME.
    case floating
    /// A UTC DATE-TIME.
    case utc
    /// A DATE-TIME in DTSTART's zone.
    case zoned
  }

  /// Days since 1970-01-01 of the wall-clock date.
  public let dayNumber: Int
  /// Seconds since midnight of the wall-clock time (0 for dates).
  public let secondOfDay: Int
  /// The ordering key: the instant's seconds since the epoch for UTC and zoned occurrences, the
  /// wall-clock reading taken as UTC for dates and floating occurrences.
  public let sortKey: Int64
  /// The form of the value.
  public let form: Form

  /// An occurrence from its parts.
  @inlinable
  public init(dayNumber: Int, secondOfDay: Int, sortKey: Int64, form: Form) {
    self.dayNumber = dayNumber
    self.secondOfDay = secondOfDay
    self.sortKey = sortKey
    self.form = form
  }

  /// The wall-clock date and time (midnight for dates).
  public var civil: CivilDateTime {
    CivilDateTime(date: CivilDate(daysSinceEpoch: dayNumber),
                  time: CivilTime(secondsSinceMidnight: min(max(secondOfDay, 0), 86_399)))
  }

  /// The instant, or `nil` for dates and floating occurrences.
  public var instant: Instant? {
    form == .utc || form == .zoned ? Instant(secondsSinceEpoch: sortKey) : nil
  }

  /// The occurrence as a value: zoned occurrences need their zone.
  public func value(zone: Zone?) -> RecurrenceTime {
    switch form {
    case .date: .date(CivilDate(daysSinceEpoch: dayNumber))
    case .floating: .floating(civil)
    case .utc: .utc(civil)
    case .zoned: zone.map { .zoned(civil, $0) } ?? .utc(Instant(secondsSinceEpoch: sortKey).utc)
    }
  }

  /// The iCalendar text of the wall-clock reading (`20260131`, `20260131T090000`, `…Z` for UTC).
  public var description: String {
    var bytes = [UInt8](repeating: 0, count: ICalendarDigits.maximumLength)
    let n = bytes.withUnsafeMutableBufferPointer { buffer in
      ICalendarDigits.write(dayNumber: dayNumber, secondOfDay: secondOfDay,
                            form: form == .date ? .date : (form == .utc ? .utc : .local), into: buffer)
    }
    return String(decoding: bytes[0..<n], as: UTF8.self)
  }

  /// Occurrences order by `sortKey`, then wall-clock reading.
  @inlinable
  public static func < (lhs: Occurrence, rhs: Occurrence) -> Bool {
    lhs.sortKey != rhs.sortKey ? lhs.sortKey < rhs.sortKey
      : (lhs.dayNumber, lhs.secondOfDay) < (rhs.dayNumber, rhs.secondOfDay)
  }
}
