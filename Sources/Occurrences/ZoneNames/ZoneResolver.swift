// The one TZID resolver of every command and API (RFC 5545 §3.2.19 TZID, §3.6.5 VTIMEZONE;
// docs/SEMANTICS.md "Components and their occurrences"): the file's own VTIMEZONE first — it wins also when its TZID shadows an IANA name
// with other rules, since RFC 5545 §3.2.19 says a TZID names the VTIMEZONE of the same iCalendar
// object — then IANA names in any case, Windows and Outlook display names (CLDR), vendor
// prefixes (`/mozilla.org/20050126_1/Europe/Paris`, `/citadel.org/…`), else unknown (floating).

import ICalendar
import Zones

/// Resolves the TZIDs of one iCalendar object, with the zones its VTIMEZONEs define.
///
/// ```swift
/// let resolver = ZoneResolver(calendar: calendar)   // a VCALENDAR with VTIMEZONE TZID:Custom
/// resolver.resolve("Custom").source                    // .vtimezone
/// // a VTIMEZONE named America/New_York: with tzdata's rules in 2026,
/// // resolve("America/New_York", year: 2026).source == .iana; with other rules, .vtimezone
/// resolver.resolve("Eastern Standard Time").zone?.identifier   // "America/New_York" (.windows)
/// resolver.resolve("/mozilla.org/20050126_1/Europe/Paris").zone?.identifier   // "Europe/Paris"
/// resolver.resolve("europe/paris").zone?.identifier                      // "Europe/Paris"
/// resolver.resolve("Mars/Base").zone                                    // nil: floating, warn
/// ```
public struct ZoneResolver: Sendable {
  /// Where a resolved zone came from.
  public enum Source: String, Hashable, Sendable {
    /// The file's own VTIMEZONE with that TZID.
    case vtimezone
    /// An IANA name (any case).
    case iana
    /// A Windows zone or Outlook display name (CLDR windowsZones).
    case windows
    /// An IANA name after a vendor prefix.
    case vendorPrefix
    /// Nothing defines it: times in it are read as floating.
    case unknown
  }

  /// A resolved TZID.
  public struct Resolution: Hashable, Sendable {
    /// The zone, or nil when nothing defines the TZID.
    public var zone: Zone?
    /// The IANA name the TZID maps to, when it maps to one (also for a shadowing VTIMEZONE).
    public var ianaName: String?
    /// Where the zone came from.
    public var source: Source
  }

  /// The zones the file's VTIMEZONEs define, by TZID as written.
  public let timeZones: [String: Zone]
  /// The VTIMEZONE components, by TZID as written (for writing standalone output).
  public let timeZoneComponents: [String: Component]
  /// Agreement of each shadowing VTIMEZONE with its IANA zone, by TZID and year.
  let memo = AgreementMemo()

  /// A resolver with the VTIMEZONEs among `calendar`'s children (none when it has none).
  public init(calendar: Component?) {
    self.init(timeZones: calendar?.components(named: "VTIMEZONE") ?? [])
  }

  /// A resolver with the given VTIMEZONE components; those that define no zone are left out.
  public init(timeZones components: [Component]) {
    var zones: [String: Zone] = [:]
    var byTZID: [String: Component] = [:]
    for tz in components {
      guard let tzid = tz.firstProperty(named: "TZID")?.text else { continue }
      byTZID[tzid] = tz
      if let zone = VTimeZoneZone.zone(tz) { zones[tzid] = zone }
    }
    timeZones = zones
    timeZoneComponents = byTZID
  }

  /// A resolver with zones already made from a file's VTIMEZONEs, by TZID as written (no
  /// components kept for writing).
  public init(zones: [String: Zone]) {
    timeZones = zones
    timeZoneComponents = [:]
  }

  /// Whether a file's zone agrees with the IANA zone its TZID names in `year`: the same
  /// offset at noon UTC every day of that year and an hour either side of each of the file
  /// zone's transitions in it. RFC 5545 §3.6.5 lets a VTIMEZONE cover only the span of the
  /// file's data (ours covers the due's year; Thunderbird's has today's US rules from 1970), so
  /// agreement is judged in the year of the value read: one that agrees there is read as the
  /// IANA zone, which also covers other years; one that disagrees wins (RFC 5545 §3.2.19).
  ///
  /// Where the file's VTIMEZONE is silent it has nothing to disagree with: before its first
  /// onset, and after its last one when no RRULE goes on (iCalcreator writes only the two years
  /// of observances around the export, §3.6.5 asking for "all recurrence instances"). Its
  /// fixed-offset form (no onsets at all) always speaks.
  public static func agree(_ file: Zone, _ iana: Zone, year: Int) -> Bool {
    guard let first = CivilDate(year: year, month: 1, day: 1) else { return false }
    let start = Int64(first.daysSinceEpoch) * 86_400
    let days = CivilDate.daysInYear(year)
    let range = Instant(secondsSinceEpoch: start)..<Instant(secondsSinceEpoch: start + Int64(days) * 86_400)
    let span = spoken(file, until: range.upperBound)
    for d in 0..<days {
      let noon = Instant(secondsSinceEpoch: start + Int64(d) * 86_400 + 43_200)
      if span(noon), file.offset(at: noon) != iana.offset(at: noon) { return false }
    }
    for t in file.transitions(in: range, limit: 64) {
      for probe in [t.instant.adding(seconds: -3_600), t.instant.adding(seconds: 3_600)]
      where span(probe) && file.offset(at: probe) != iana.offset(at: probe) { return false }
    }
    return true
  }

  /// Whether a file zone speaks for an instant up to `horizon`: not before its first onset, nor
  /// after its last when it has no onset after `horizon` (no rule goes on); always when it has
  /// no onset at all.
  static func spoken(_ file: Zone, until horizon: Instant) -> (Instant) -> Bool {
    let distantPast = Instant(secondsSinceEpoch: -(Int64(1) << 47))
    guard let firstOnset = file.nextTransition(after: distantPast)?.instant else { return { _ in true } }
    var lastOnset: Instant?
    if firstOnset < horizon, file.nextTransition(after: horizon) == nil {
      // Bounded: a zone with no onset after `horizon` has a finite list of them.
      lastOnset = file.transitions(in: firstOnset..<horizon).last?.instant
    }
    return { t in t >= firstOnset && (lastOnset.map { t <= $0 } ?? true) }
  }

  /// Resolves `tzid` for a value in `year`: the file's VTIMEZONE (read as the IANA zone it
  /// names when they agree in `year`, `agree`; with no year, the file's), IANA (any case),
  /// Windows, vendor prefix, else unknown.
  public func resolve(_ tzid: String, year: Int? = nil) -> Resolution {
    // Most files name a few zones many times: each (TZID, year) is resolved once.
    memo.resolution(tzid, year: year) { resolveAnew(tzid, year: year) }
  }

  /// `resolve` without the memo.
  func resolveAnew(_ tzid: String, year: Int?) -> Resolution {
    let named = ZoneNameResolver.resolve(tzid)
    var iana: String?
    if case .iana(let name, _) = named { iana = name }
    if let zone = timeZones[tzid] ?? timeZones[ZoneNameResolver.trimmed(tzid)] {
      // A VTIMEZONE that agrees with the IANA zone it names is read as that zone (`agree`).
      if let iana, let year, let ianaZone = try? Zone.named(iana), memo.agree(tzid, year: year, { Self.agree(zone, ianaZone, year: year) }) {
        return Resolution(zone: ianaZone, ianaName: iana, source: .iana)
      }
      return Resolution(zone: zone, ianaName: iana, source: .vtimezone)
    }
    switch named {
    case .iana(let name, let via):
      guard let zone = try? Zone.named(name) else { return Resolution(zone: nil, ianaName: nil, source: .unknown) }
      let source: Source = switch via {
      case .iana: .iana
      case .windows: .windows
      case .vendorPrefix: .vendorPrefix
      }
      return Resolution(zone: zone, ianaName: name, source: source)
    case .vtimezone(let zone):
      return Resolution(zone: zone, ianaName: nil, source: .vtimezone)
    case .unknown:
      return Resolution(zone: nil, ianaName: nil, source: .unknown)
    }
  }
}
