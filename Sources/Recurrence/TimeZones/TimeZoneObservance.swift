// One STANDARD or DAYLIGHT sub-component of a VTIMEZONE (RFC 5545 §3.6.5) as plain values, so
// that zones can be built from iCalendar data without Recurrence importing ICalendar.

import Zones

/// A VTIMEZONE observance: DTSTART, TZOFFSETFROM, TZOFFSETTO, RRULE, RDATE and TZNAME.
///
/// US Eastern daylight time since 2007:
/// ```swift
/// TimeZoneObservance(kind: .daylight,
///                    start: CivilDateTime(year: 2007, month: 3, day: 11, hour: 2)!,
///                    offsetFrom: UTCOffset(seconds: -18000), offsetTo: UTCOffset(seconds: -14400),
///                    rrule: "FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", name: "EDT")
/// // onsets 2007-03-11T02:00 EST (07:00Z), 2008-03-09T02:00 EST, …: a gap 02:00 → 03:00
/// ```
public struct TimeZoneObservance: Hashable, Sendable {
  /// STANDARD or DAYLIGHT.
  public enum Kind: String, Hashable, Sendable {
    /// A STANDARD sub-component.
    case standard = "STANDARD"
    /// A DAYLIGHT sub-component.
    case daylight = "DAYLIGHT"
  }

  /// STANDARD or DAYLIGHT.
  public var kind: Kind
  /// DTSTART: the first onset, local time on the clock in force before it (TZOFFSETFROM).
  public var start: CivilDateTime
  /// TZOFFSETFROM: the offset before each onset.
  public var offsetFrom: UTCOffset
  /// TZOFFSETTO: the offset from each onset on.
  public var offsetTo: UTCOffset
  /// The RRULE text, if any (its UNTIL is UTC, RFC 5545 §3.6.5).
  public var rrule: String?
  /// RDATE onsets, local time on the TZOFFSETFROM clock.
  public var rdates: [CivilDateTime]
  /// TZNAME, if any.
  public var name: String?

  /// An observance from its properties.
  public init(kind: Kind, start: CivilDateTime, offsetFrom: UTCOffset, offsetTo: UTCOffset,
              rrule: String? = nil, rdates: [CivilDateTime] = [], name: String? = nil) {
    self.kind = kind
    self.start = start
    self.offsetFrom = offsetFrom
    self.offsetTo = offsetTo
    self.rrule = rrule
    self.rdates = rdates
    self.name = name
  }
}
