// A zone's transitions over 1900–2200 listed once (RFC 8536 §3.2 table and §3.3 footer rule,
// through `Zone.transitions(in:limit:)`), for the planner's bounds on COUNT series (RFC 5545
// §3.3.10: a DST gap can drop an occurrence), which ask for a window per todo: 100,000 todos
// in one zone then cost one listing and a binary search each instead of one listing each.

import Zones

/// The transitions of one zone at a time, listed once over a span and sliced per window.
///
/// ```swift
/// let windows = ZoneTransitionWindows()
/// windows.transitions(ny, in: start..<end, limit: 64)   // == ny.transitions(in: start..<end, limit: 64)
/// ```
final class ZoneTransitionWindows {
  /// The span listed: 1900-01-01T00:00:00Z ..< 2200-01-01T00:00:00Z.
  static let span = Instant(secondsSinceEpoch: -2_208_988_800)..<Instant(secondsSinceEpoch: 7_258_118_400)

  private var zone: Zone?
  private var listed: [ZoneTransition] = []

  /// The transitions of `zone` with `window.lowerBound <= instant < window.upperBound`,
  /// oldest first, at most `limit`: the same as `zone.transitions(in: window, limit: limit)`
  /// (asked of the zone itself when `window` leaves `span`).
  func transitions(_ zone: Zone, in window: Range<Instant>, limit: Int) -> ArraySlice<ZoneTransition> {
    let span = Self.span
    guard window.lowerBound >= span.lowerBound, window.upperBound <= span.upperBound else {
      return ArraySlice(zone.transitions(in: window, limit: limit))
    }
    if self.zone != zone {
      // 300 years of two transitions a year, far below the limit.
      listed = zone.transitions(in: span, limit: 100_000)
      self.zone = zone
    }
    guard limit > 0, window.lowerBound < window.upperBound else { return [] }
    // The first listed transition at or after the window's start (binary search).
    var low = 0
    var high = listed.count
    while low < high {
      let mid = (low + high) / 2
      if listed[mid].instant < window.lowerBound { low = mid + 1 } else { high = mid }
    }
    var end = low
    while end < listed.count, end - low < limit, listed[end].instant < window.upperBound { end += 1 }
    return listed[low..<end]
  }
}
