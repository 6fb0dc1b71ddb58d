// A time zone: the map between wall-clock time and instants (RFC 5545 §3.3.5, §3.6.5).
// The one conversion from civil time to an instant is `instant(for:_:)`; its gap and fold rule
// is documented on `Disambiguation` and in docs/SEMANTICS.md.

/// A time zone: an IANA zone read from TZif, a zone built from VTIMEZONE data, or a fixed offset.
///
/// ```swift
/// let ny = try Zone.named("America/New_York")
/// // gap: clocks jump 02:00 EST → 03:00 EDT on 2026-03-08
/// let gap = CivilDateTime(year: 2026, month: 3, day: 8, hour: 2, minute: 30)!
/// ny.resolve(gap)           // .gap(before: -0500, after: -0400)
/// ny.instant(for: gap)      // 2026-03-08T07:30:00Z, i.e. 03:30 EDT (RFC 5545 §3.3.5)
/// // fold: clocks go 02:00 EDT → 01:00 EST on 2026-11-01
/// let fold = CivilDateTime(year: 2026, month: 11, day: 1, hour: 1, minute: 30)!
/// ny.resolve(fold)          // .fold(earlier: -0400, later: -0500)
/// ny.instant(for: fold)     // 2026-11-01T05:30:00Z, the first 01:30 (EDT)
/// ```
public struct Zone: Hashable, Sendable, CustomStringConvertible {
  /// The zone's name: an IANA identifier, a VTIMEZONE TZID, or "UTC".
  public let identifier: String
  let rules: ZoneRules

  /// UTC.
  public static let utc = Zone(identifier: "UTC", rules: ZoneRules(fixed: .zero))

  init(identifier: String, rules: ZoneRules) {
    self.identifier = identifier
    self.rules = rules
  }

  /// A zone that is always `offset` from UTC (abbreviation "UTC" for zero, else the offset).
  public init(identifier: String, fixedOffset offset: UTCOffset) {
    self.init(identifier: identifier, rules: ZoneRules(fixed: offset))
  }

  /// The offset from UTC in force at `instant` (New York at 2026-07-01T12:00Z: -0400).
  public func offset(at instant: Instant) -> UTCOffset { rules.offset(at: instant) }

  /// The wall-clock reading of `instant` in this zone (New York at 2026-03-08T07:30Z: 03:30).
  public func civil(at instant: Instant) -> CivilDateTime {
    let t = min(max(instant.secondsSinceEpoch, -ZoneRules.clampLimit), ZoneRules.clampLimit)
    return CivilDateTime(secondsSinceEpoch: t + Int64(offset(at: instant).seconds))
  }

  /// Whether `civil` names one instant, none (a gap) or two (a fold) in this zone.
  ///
  /// New York: 2026-03-08T02:30 → `.gap(before: -0500, after: -0400)`;
  /// 2026-11-01T01:30 → `.fold(earlier: -0400, later: -0500)`; 2026-07-01T09:00 → `.unique(-0400)`.
  public func resolve(_ civil: CivilDateTime) -> LocalTimeResolution { rules.resolve(civil) }

  /// The instant a wall-clock time names, with gaps and folds settled by `disambiguation`.
  ///
  /// New York, RFC 5545 §3.3.5 (the default): gap 2026-03-08T02:30 → 07:30Z (03:30 EDT, read
  /// with the offset before the gap); fold 2026-11-01T01:30 → 05:30Z (the first 01:30, EDT).
  public func instant(for civil: CivilDateTime, _ disambiguation: Disambiguation = .rfc5545) -> Instant {
    disambiguation.instant(for: civil, resolution: rules.resolve(civil))
  }

  /// The zone's name.
  public var description: String { identifier }

  /// Zones are equal when they have the same identifier and the same loaded rules.
  public static func == (lhs: Zone, rhs: Zone) -> Bool { lhs.identifier == rhs.identifier && lhs.rules === rhs.rules }
  /// Hashes the identifier.
  public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
