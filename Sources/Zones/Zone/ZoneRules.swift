// The offset rules behind a Zone. Fixed offsets for now; TZif data and POSIX TZ footers are
// added by the Zones work (issue 3).

/// The offsets of one zone over time (shared, immutable).
final class ZoneRules: Sendable {
  let fixed: UTCOffset

  init(fixed: UTCOffset) { self.fixed = fixed }

  func offset(at instant: Instant) -> UTCOffset { fixed }

  func resolve(_ civil: CivilDateTime) -> LocalTimeResolution { .unique(fixed) }
}
