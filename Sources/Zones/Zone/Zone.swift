// A time zone: the map between wall-clock time and instants (RFC 5545 §3.3.5, §3.6.5).
// The one conversion from civil time to an instant is `instant(for:_:)`; its gap and fold rule
// is documented in Zone+Resolution.swift and docs/SEMANTICS.md.

/// A time zone: an IANA zone read from TZif, a zone built from VTIMEZONE data, or a fixed offset.
///
/// ```swift
/// let ny = try Zone.named("America/New_York")
/// let wall = CivilDateTime(year: 2026, month: 3, day: 8, hour: 2, minute: 30)!   // in the gap
/// ny.resolve(wall)          // .gap(before: -05:00, after: -04:00)
/// ny.instant(for: wall)     // 2026-03-08T07:30:00Z, i.e. 03:30 EDT (RFC 5545 §3.3.5)
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

  /// A zone that is always `offset` from UTC.
  public init(identifier: String, fixedOffset offset: UTCOffset) {
    self.init(identifier: identifier, rules: ZoneRules(fixed: offset))
  }

  /// The offset from UTC in force at `instant`.
  public func offset(at instant: Instant) -> UTCOffset { rules.offset(at: instant) }

  /// The wall-clock reading of `instant` in this zone.
  public func civil(at instant: Instant) -> CivilDateTime {
    CivilDateTime(secondsSinceEpoch: instant.secondsSinceEpoch + Int64(offset(at: instant).seconds))
  }

  /// Whether `civil` names one instant, none (a gap) or two (a fold) in this zone.
  public func resolve(_ civil: CivilDateTime) -> LocalTimeResolution { rules.resolve(civil) }

  /// The instant a wall-clock time names, with gaps and folds settled by `disambiguation`.
  public func instant(for civil: CivilDateTime, _ disambiguation: Disambiguation = .rfc5545) -> Instant {
    disambiguation.instant(for: civil, resolution: resolve(civil))
  }

  public var description: String { identifier }

  public static func == (lhs: Zone, rhs: Zone) -> Bool { lhs.identifier == rhs.identifier && lhs.rules === rhs.rules }
  public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
