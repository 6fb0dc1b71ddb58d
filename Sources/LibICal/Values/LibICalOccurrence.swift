// One instance produced by libical's recurrence iterator (RFC 5545 §3.8.5.3), in the form of
// the start it was expanded from.

import Zones

/// An occurrence as libical 3 produced it, converted to Zones types.
///
/// For `.zoned`, `wall` is what libical's iterator returned and `instant` is libical's own
/// conversion to UTC (`icaltime_convert_to_zone`). New York, 2026-11-01 01:30 (a fold):
/// libical 3.0.16 gives `instant` 06:30Z, the second 01:30 (EST, -05:00).
public enum LibICalOccurrence: Hashable, Sendable {
  /// A date occurrence of a DATE start.
  case date(CivilDate)
  /// A floating wall-clock occurrence.
  case floating(CivilDateTime)
  /// A UTC occurrence of a UTC start.
  case utc(Instant)
  /// A zoned occurrence: the wall clock libical returned and the instant it converts it to.
  case zoned(wall: CivilDateTime, instant: Instant)

  /// The instant of a UTC or zoned occurrence; a date or floating one is read as if in UTC.
  public var instant: Instant {
    switch self {
    case .date(let d): Instant(utc: CivilDateTime(date: d, time: .midnight))
    case .floating(let t): Instant(utc: t)
    case .utc(let i): i
    case .zoned(_, let i): i
    }
  }
}
