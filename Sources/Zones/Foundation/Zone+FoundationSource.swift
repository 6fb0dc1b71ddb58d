// Zones built from Foundation's `TimeZone`: its transitions, walked with
// `nextDaylightSavingTimeTransition(after:)`, and the offset, abbreviation and DST flag it gives
// after each one. Used where no TZif file is readable (`ZoneSource`), and for `Zone(_:)` of a
// `TimeZone` that names no IANA zone. Off the hot paths: built once per zone, then cached.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Zone {
  /// The first instant a Foundation-built zone lists transitions from: 1800-01-01T00:00:00Z.
  public static let foundationStart = Instant(secondsSinceEpoch: -5_364_662_400)
  /// The instant it lists transitions until: 2100-01-01T00:00:00Z (the offset then holds after).
  public static let foundationEnd = Instant(secondsSinceEpoch: 4_102_444_800)
  /// The most transitions read from one `TimeZone` (real zones have under 400 before 2100).
  static let maximumFoundationTransitions = 10_000

  /// The zone `timeZone` describes: by its identifier from `Zone.source` when that is an IANA
  /// name, else built from Foundation's own data (a fixed `GMT+0530`, for instance).
  ///
  /// `try Zone(TimeZone(identifier: "America/New_York")!)` is `Zone.named("America/New_York")`.
  public init(_ timeZone: TimeZone) throws(ZoneError) {
    if let named = try? Zone.named(timeZone.identifier) {
      self = named
      return
    }
    try self.init(foundation: timeZone)
  }

  /// A zone built from Foundation's data for `timeZone`: the type in force at `foundationStart`,
  /// then one transition for each change Foundation reports up to `foundationEnd`.
  ///
  /// New York: -17762 s (LMT) before 1883-11-18T17:00:00Z, then EST/EDT as tzdata lists them;
  /// its 2026 changes are 2026-03-08T07:00:00Z (→ -0400) and 2026-11-01T06:00:00Z (→ -0500).
  public init(foundation timeZone: TimeZone) throws(ZoneError) {
    func type(at date: Date) -> LocalTimeType {
      let offset = UTCOffset(seconds: Int32(clamping: timeZone.secondsFromGMT(for: date)))
      return LocalTimeType(offset: offset, abbreviation: timeZone.abbreviation(for: date) ?? offset.description,
                           isDST: timeZone.isDaylightSavingTime(for: date))
    }
    let initial = type(at: Zone.foundationStart.date)
    var transitions: [ZoneTransition] = []
    var current = Zone.foundationStart.date
    var previous = initial
    let end = Zone.foundationEnd.date
    // Bounded by `maximumFoundationTransitions`; each step moves strictly later.
    while transitions.count < Zone.maximumFoundationTransitions,
          let next = timeZone.nextDaylightSavingTimeTransition(after: current), next > current, next <= end {
      let after = type(at: next)
      if after != previous {
        transitions.append(ZoneTransition(instant: Instant(next), offsetBefore: previous.offset, to: after))
        previous = after
      }
      current = next
    }
    try self.init(identifier: timeZone.identifier, initial: initial, transitions: transitions)
  }

  /// Whether `identifier` is an offset written after `GMT`, `UTC` or `UT` (`UTC-08`,
  /// `GMT+5:30`): ICU's custom ids, not IANA names (those are `Etc/GMT+8`).
  static func isCustomOffsetID(_ identifier: String) -> Bool {
    for prefix in ["GMT", "UTC", "UT"] where identifier.hasPrefix(prefix) {
      let rest = identifier.dropFirst(prefix.count)
      if rest.first == "+" || rest.first == "-" { return true }
    }
    return false
  }

  /// The zone `identifier` from Foundation's `TimeZone` (a zone name, not a custom offset id),
  /// cached like TZif zones.
  static func namedFromFoundation(_ identifier: String) throws(ZoneError) -> Zone {
    let key = "(Foundation)"
    if let zone = ZoneCache.shared.zone(identifier, in: key) { return zone }
    // Only zone names: `TimeZone(identifier:)` also accepts custom offset ids ("UTC-08",
    // "GMT+5"), which must stay unknown here so callers can map them (CLDR Windows names).
    guard !isCustomOffsetID(identifier), let timeZone = TimeZone(identifier: identifier),
          timeZone.identifier == identifier else {
      throw .unknownIdentifier(identifier, searched: ["Foundation TimeZone(identifier: \"\(identifier)\")"])
    }
    let zone = try Zone(foundation: timeZone)
    return ZoneCache.shared.insert(zone, for: identifier, in: key)
  }
}
