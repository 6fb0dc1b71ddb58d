// What a zone's clocks say at an instant: offset, abbreviation and DST flag (RFC 8536 §3.2
// local time types; RFC 5545 §3.6.5 TZNAME and the STANDARD/DAYLIGHT split).

extension Zone {
  /// The local time type in force at `instant`: offset, abbreviation and DST flag.
  ///
  /// New York: at 2026-03-08T06:59:59Z `EST -0500`; at 07:00:00Z `EDT -0400 DST` (the gap);
  /// at 2026-11-01T05:59:59Z `EDT -0400 DST`; at 06:00:00Z `EST -0500` (the fold).
  public func localTimeType(at instant: Instant) -> LocalTimeType {
    rules.types[rules.typeIndex(at: instant)]
  }

  /// The abbreviation in force at `instant` (`EST`, `EDT`, `LMT`, `+0545`).
  public func abbreviation(at instant: Instant) -> String { localTimeType(at: instant).abbreviation }

  /// Whether daylight saving time is in force at `instant`.
  public func isDaylightSavingTime(at instant: Instant) -> Bool { localTimeType(at: instant).isDST }

  /// The rule the zone follows after its last listed transition (the TZif footer), if any.
  ///
  /// New York: `EST5EDT,M3.2.0,M11.1.0`; Asia/Kathmandu: `<+0545>-5:45` (no daylight part).
  public var ongoingRule: OngoingZoneRule? { rules.ongoing }

  /// The first listed transition from which `ongoingRule` describes every later change; `nil`
  /// when the zone has no ongoing rule, or no listed transitions (the rule holds at all times).
  /// When no listed change fits the rule, the last listed one. A VTIMEZONE writer starts its RRULE observances here
  /// and lists earlier changes one by one.
  ///
  /// New York: 2007-03-11T07:00:00Z (the first change under `M3.2.0,M11.1.0`; 2006-10-29 followed
  /// the older last-Sunday-of-October rule). Kathmandu (`<+0545>-5:45`): 1985-12-31T18:30:00Z.
  public var ongoingRuleStart: Instant? { rules.ongoingRuleStart.map { Instant(secondsSinceEpoch: $0) } }
}
