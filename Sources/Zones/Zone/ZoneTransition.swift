// One change of a zone's local time type at an instant (RFC 8536 §3.2 transition times;
// RFC 5545 §3.6.5 DTSTART + TZOFFSETFROM + TZOFFSETTO of an observance).

/// A change of local time at an instant: the offsets either side, and the type that starts.
///
/// New York's two 2026 transitions (tzdata `America/New_York`, US rules since 2007):
/// ```swift
/// // gap: 2026-03-08T07:00:00Z, -0500 → -0400 EDT: wall clocks jump 02:00 → 03:00
/// // fold: 2026-11-01T06:00:00Z, -0400 → -0500 EST: wall clocks go 02:00 → 01:00 again
/// ```
public struct ZoneTransition: Hashable, Sendable, CustomStringConvertible {
  /// When the change happens.
  public let instant: Instant
  /// The offset in force just before `instant`.
  public let offsetBefore: UTCOffset
  /// The offset in force from `instant` on.
  public let offsetAfter: UTCOffset
  /// The abbreviation in force from `instant` on.
  public let abbreviation: String
  /// Whether daylight saving time is in force from `instant` on.
  public let isDST: Bool

  /// A transition from its parts.
  public init(instant: Instant, offsetBefore: UTCOffset, offsetAfter: UTCOffset,
              abbreviation: String, isDST: Bool) {
    self.instant = instant
    self.offsetBefore = offsetBefore
    self.offsetAfter = offsetAfter
    self.abbreviation = abbreviation
    self.isDST = isDST
  }

  /// A transition into `type` at `instant` from `offsetBefore`.
  public init(instant: Instant, offsetBefore: UTCOffset, to type: LocalTimeType) {
    self.init(instant: instant, offsetBefore: offsetBefore, offsetAfter: type.offset,
              abbreviation: type.abbreviation, isDST: type.isDST)
  }

  /// The local time type that starts at `instant`.
  public var typeAfter: LocalTimeType {
    LocalTimeType(offset: offsetAfter, abbreviation: abbreviation, isDST: isDST)
  }

  /// The wall-clock time just before the change, read with `offsetBefore` (02:00 for NY in March).
  public var wallClockBefore: CivilDateTime {
    CivilDateTime(secondsSinceEpoch: Self.clamped(instant) + Int64(offsetBefore.seconds))
  }

  /// The wall-clock time at the change, read with `offsetAfter` (03:00 for NY in March).
  public var wallClockAfter: CivilDateTime {
    CivilDateTime(secondsSinceEpoch: Self.clamped(instant) + Int64(offsetAfter.seconds))
  }

  static func clamped(_ instant: Instant) -> Int64 {
    min(max(instant.secondsSinceEpoch, -ZoneRules.clampLimit), ZoneRules.clampLimit)
  }

  /// `2026-03-08T07:00:00Z -0500 → -0400 EDT DST`.
  public var description: String {
    "\(instant) \(offsetBefore) → \(offsetAfter) \(abbreviation)\(isDST ? " DST" : "")"
  }
}
