// The single rule that turns a wall-clock time into an instant (RFC 5545 §3.3.5).

/// How to choose an instant for a wall-clock time that falls in a gap or a fold.
///
/// With New York's 2026 changes:
/// - `.rfc5545`: gap 02:30 → 03:30 EDT (07:30Z, read with the offset before the gap);
///   fold 01:30 → the first 01:30, EDT (05:30Z). This is RFC 5545 §3.3.5 and the default.
/// - `.earlier`: gap 02:30 → 06:30Z (01:30 EST, read with the offset after the gap); fold → first.
/// - `.later`: gap 02:30 → 07:30Z as `.rfc5545`; fold 01:30 → the second 01:30, EST (06:30Z).
public enum Disambiguation: Hashable, Sendable {
  /// RFC 5545 §3.3.5: a gap time is read with the offset before the gap; a fold time is the first.
  case rfc5545
  /// The earlier of the candidate instants (in a gap: the wall time read with the later offset).
  case earlier
  /// The later of the candidate instants (in a gap: the wall time read with the earlier offset).
  case later

  /// The instant for `civil` given how it resolves in some zone.
  @inlinable
  public func instant(for civil: CivilDateTime, resolution: LocalTimeResolution) -> Instant {
    let wall = civil.secondsSinceEpoch
    switch resolution {
    case .unique(let offset):
      return Instant(secondsSinceEpoch: wall - Int64(offset.seconds))
    case .gap(let before, let after):
      switch self {
      case .rfc5545, .later: return Instant(secondsSinceEpoch: wall - Int64(before.seconds))
      case .earlier: return Instant(secondsSinceEpoch: wall - Int64(after.seconds))
      }
    case .fold(let earlier, let later):
      switch self {
      case .rfc5545, .earlier: return Instant(secondsSinceEpoch: wall - Int64(earlier.seconds))
      case .later: return Instant(secondsSinceEpoch: wall - Int64(later.seconds))
      }
    }
  }
}
