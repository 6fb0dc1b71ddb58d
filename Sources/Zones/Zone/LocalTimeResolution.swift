// What a wall-clock time means in a zone: one instant, none (a gap) or two (a fold) (RFC 5545 §3.3.5).

/// How a wall-clock time maps to instants in one zone.
///
/// New York, 2026: `2026-03-08T02:30` is `.gap(before: -0500, after: -0400)`;
/// `2026-11-01T01:30` is `.fold(earlier: -0400, later: -0500)`; noon on any day is `.unique`.
public enum LocalTimeResolution: Hashable, Sendable {
  /// The wall-clock time occurs exactly once, at this offset.
  case unique(UTCOffset)
  /// The wall-clock time is skipped: clocks jump from the `before` offset to the `after` one.
  case gap(before: UTCOffset, after: UTCOffset)
  /// The wall-clock time occurs twice: first at `earlier`, then at `later`.
  case fold(earlier: UTCOffset, later: UTCOffset)
}
