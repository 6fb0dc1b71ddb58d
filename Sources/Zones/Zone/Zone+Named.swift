// IANA zones by name, read from the system tzdata (RFC 8536 TZif files under `TZDIR`, default
// /usr/share/zoneinfo) and cached for the life of the process.

extension Zone {
  /// The IANA zone `identifier` (`"America/New_York"`), read once from the system tzdata.
  ///
  /// `TZDIR` names the directory when set (default /usr/share/zoneinfo). `"UTC"`, `"Etc/UTC"`
  /// and `"Z"` need no file. Identifiers are validated first: no absolute path, no `.` or `..`.
  /// Loaded zones are cached (thread-safe), so repeated calls are a dictionary lookup.
  /// ```swift
  /// let ny = try Zone.named("America/New_York")
  /// ny.instant(for: CivilDateTime(year: 2026, month: 3, day: 8, hour: 2, minute: 30)!)   // gap: 07:30Z (03:30 EDT)
  /// ny.instant(for: CivilDateTime(year: 2026, month: 11, day: 1, hour: 1, minute: 30)!)  // fold: 05:30Z (EDT, the first)
  /// try Zone.named("../etc/passwd")   // throws .invalidIdentifier
  /// try Zone.named("Mars/Base")       // throws .unknownIdentifier(searched: ["/usr/share/zoneinfo/Mars/Base"])
  /// ```
  ///
  /// Where the data comes from is `Zone.source`: TZif files, falling back to Foundation's
  /// `TimeZone` when the file is missing or unreadable (`.automatic`, the default), or one of
  /// the two only.
  public static func named(_ identifier: String) throws(ZoneError) -> Zone {
    try named(identifier, source: Zone.source)
  }

  /// The IANA zone `identifier` from `source` (see `ZoneSource`).
  public static func named(_ identifier: String, source: ZoneSource) throws(ZoneError) -> Zone {
    switch identifier {
    case "UTC": return .utc
    case "Etc/UTC", "Z": return Zone(identifier: identifier, rules: Zone.utc.rules)
    default: break
    }
    switch source {
    case .tzif:
      return try namedFromTZif(identifier)
    case .foundation:
      try ZoneFileReader.validate(identifier)
      return try namedFromFoundation(identifier)
    case .automatic:
      do {
        return try namedFromTZif(identifier)
      } catch {
        switch error {
        case .unknownIdentifier, .unreadable:
          // No readable file (an iOS app, a container without tzdata): Foundation's data, if it
          // has the zone; else the TZif error, which names the path searched.
          if let zone = try? namedFromFoundation(identifier) { return zone }
          throw error
        default:
          throw error
        }
      }
    }
  }

  /// The zone from its TZif file under `TZDIR` (default /usr/share/zoneinfo), cached.
  static func namedFromTZif(_ identifier: String) throws(ZoneError) -> Zone {
    let directory = ZoneFileReader.directory
    // Only validated identifiers are ever cached, so a hit needs no validation.
    if let zone = ZoneCache.shared.zone(identifier, in: directory) { return zone }
    try ZoneFileReader.validate(identifier)
    let bytes = try ZoneFileReader.contents(of: identifier, in: directory)
    let zone = try Zone(identifier: identifier, tzif: bytes)
    return ZoneCache.shared.insert(zone, for: identifier, in: directory)
  }
}
