// TZID → IANA name (RFC 5545 §3.2.19): IANA (any case); Windows and Outlook
// display names (CLDR windowsZones); vendor prefixes stripped; the file's own VTIMEZONE; else
// unknown (read as floating with a warning). `ZoneResolver` puts the file's VTIMEZONE first.

import Zones

/// How a TZID was resolved.
public enum ResolvedZoneName: Hashable, Sendable {
  /// An IANA zone, perhaps after mapping (the name to store as `timeZone`).
  case iana(String, via: Via)
  /// No IANA zone; the file's own VTIMEZONE defines it (kept with the reminder).
  case vtimezone(Zone)
  /// Nothing defines it: the time is read as floating.
  case unknown

  /// How an IANA name was found.
  public enum Via: String, Hashable, Sendable {
    /// The TZID was an IANA name.
    case iana
    /// The TZID was a Windows zone or Outlook display name (CLDR windowsZones).
    case windows
    /// The TZID had a vendor prefix (`/mozilla.org/…/`) before an IANA name.
    case vendorPrefix
  }
}

/// Resolves the TZIDs apps write.
public enum ZoneNameResolver {
  /// Resolves `tzid`, looking in `vtimezones` (the file's VTIMEZONEs as zones, by TZID) last.
  ///
  /// - `America/New_York` → `.iana("America/New_York", via: .iana)`
  /// - `america/new_york` → `.iana("America/New_York", via: .iana)` (tzdata's spelling)
  /// - `Eastern Standard Time` → `.iana("America/New_York", via: .windows)`
  /// - `(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna` → `.iana("Europe/Berlin", via: .windows)`
  /// - `/mozilla.org/20050126_1/America/New_York` → `.iana("America/New_York", via: .vendorPrefix)`
  /// - `/freeassociation.sourceforge.net/Tzfile/Europe/Berlin` → `.iana("Europe/Berlin", via: .vendorPrefix)`
  /// - `/citadel.org/20190914_1/Europe/Rome` → `.iana("Europe/Rome", via: .vendorPrefix)`
  public static func resolve(_ tzid: String, vtimezones: [String: Zone] = [:]) -> ResolvedZoneName {
    let name = trimmed(tzid)
    if let canonical = IANANames.canonical(name) { return .iana(canonical, via: .iana) }
    if let mapped = WindowsZones.iana(for: name), isIANA(mapped) { return .iana(mapped, via: .windows) }
    // Vendor prefixes: try each suffix of the path, longest first, that names an IANA zone.
    let pieces = name.split(separator: "/", omittingEmptySubsequences: true)
    if pieces.count >= 2 {
      for start in 1..<pieces.count {
        let candidate = pieces[start...].joined(separator: "/")
        if candidate.contains("/") || start == pieces.count - 1, let canonical = IANANames.canonical(candidate) {
          return .iana(canonical, via: .vendorPrefix)
        }
      }
    }
    if let zone = vtimezones[tzid] ?? vtimezones[name] { return .vtimezone(zone) }
    return .unknown
  }

  /// Whether tzdata knows `name` exactly as spelled (and it is a plausible identifier, not a
  /// path trick).
  public static func isIANA(_ name: String) -> Bool {
    guard !name.isEmpty, !name.hasPrefix("/"), name.utf8.count <= 128 else { return false }
    return (try? Zone.named(name)) != nil
  }

  /// `text` without leading and trailing spaces and tabs.
  static func trimmed(_ text: String) -> String {
    var s = Substring(text)
    while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
    while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
    return String(s)
  }
}
