// Zone → Foundation's `TimeZone` (bridges for apps). The other way, a `TimeZone` →
// Zone, is `Zone.init(_:)` in Zone+FoundationSource.swift (it may build the zone from
// Foundation's own data). Off the hot paths.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Zone {
  /// The Foundation time zone of the same name (`"America/New_York"`), or for a zone with one
  /// offset (UTC, `Zone(identifier:fixedOffset:)`) a fixed-offset `TimeZone`; `nil` when
  /// Foundation knows no zone of this name and the offset varies (a VTIMEZONE's private TZID).
  ///
  /// Named zones need Foundation's zone database: on Linux that is full `Foundation` (with
  /// ICU) linked into the process; FoundationEssentials alone knows only fixed offsets.
  public var timeZone: TimeZone? {
    if identifier == "UTC" || identifier == "Etc/UTC" || identifier == "Z" { return TimeZone(secondsFromGMT: 0) }
    if let named = TimeZone(identifier: identifier) { return named }
    guard let offset = fixedOffset else { return nil }
    return TimeZone(secondsFromGMT: Int(offset.seconds))
  }

  /// The zone's only offset, when it never changes (no transitions, no daylight saving).
  public var fixedOffset: UTCOffset? {
    guard rules.table.count == 0, rules.ongoing?.daylight == nil else { return nil }
    return rules.types[rules.initialType].offset
  }
}
