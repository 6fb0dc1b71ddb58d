// The in-process libical measurement of `recur bench expand`: RFC 5545 §3.3.10
// expansion by icalrecur_iterator_next plus conversion of each occurrence to UTC (§3.3.5).

import CLibICal
import Zones

extension LibICalRecurrence {
  /// Runs libical's iterator for up to `count` occurrences of `rule` from `start`, converting
  /// each to UTC (`icaltime_as_timet_with_zone`), with no Swift allocation per occurrence.
  /// Returns how many occurrences libical produced (fewer than `count` when it stops at
  /// `maxYear`) and the sum of their UTC seconds, so the work cannot be optimised away.
  ///
  /// ```swift
  /// let r = try LibICalRecurrence.measureUTC(rule: "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1",
  ///                                start: .zoned(t, zoneID: "America/New_York"), count: 200_000)
  /// r.produced   // 557: 2026…2582, libical's year limit
  /// ```
  public static func measureUTC(
    rule: String, start: LibICalStart, count: Int
  ) throws(LibICalError) -> (produced: Int, checksum: Int64) {
    var produced = 0
    var checksum: Int64 = 0
    try LibICalRuntime.shared.withLock { () throws(LibICalError) in
      try LibICalRuntime.iterate(rule: rule, start: start, startAt: nil, before: nil) { _, utc in
        guard produced < count else { return false }
        produced += 1
        checksum &+= utc
        return true
      }
    }
    return (produced, checksum)
  }
}
