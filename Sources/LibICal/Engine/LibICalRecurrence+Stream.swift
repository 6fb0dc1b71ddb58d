// Streaming libical's RFC 5545 §3.3.10 expansion (no list built), and libical's own reading
// of a zoned wall-clock time as an instant (§3.3.5), for `recur expand --engine libical`.

import CLibICal
import Zones

extension LibICalRecurrence {
  /// Hands each occurrence of `rule` from `start` to `body` until it returns false or libical
  /// stops (COUNT, UNTIL, `before`, `maxYear`). `body` runs with libical's lock held and must
  /// not call back into `LibICalRecurrence`.
  ///
  /// ```swift
  /// var firstThree: [LibICalOccurrence] = []
  /// try LibICalRecurrence.forEach(rule: "FREQ=WEEKLY", start: .floating(t)) { firstThree.append($0); return firstThree.count < 3 }
  /// ```
  public static func forEach(
    rule: String, start: LibICalStart, before: CivilDateTime? = nil,
    _ body: (LibICalOccurrence) -> Bool
  ) throws(LibICalError) {
    try LibICalRuntime.shared.withLock { () throws(LibICalError) in
      try LibICalRuntime.iterate(rule: rule, start: start, startAt: nil, before: before) { t, utc in
        body(LibICalRuntime.occurrence(t, utc: utc, of: start))
      }
    }
  }

  /// The instant libical gives the wall-clock time `civil` in zone `zoneID`
  /// (`icaltime_as_timet_with_zone`). New York 2026-11-01T01:30 (a fold): libical 3.0.16 says
  /// 06:30Z (EST, the second 01:30); RFC 5545 §3.3.5 says the first, 05:30Z.
  public static func instant(for civil: CivilDateTime, zoneID: String) throws(LibICalError) -> Instant {
    try LibICalRuntime.shared.withLock { () throws(LibICalError) -> Instant in
      let zone = try LibICalRuntime.zone(zoneID)
      let t = LibICalRuntime.icalTime(civil, isDate: false, zone: zone)
      return Instant(secondsSinceEpoch: Int64(icaltime_as_timet_with_zone(t, zone)))
    }
  }
}
