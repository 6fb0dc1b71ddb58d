// The rule a zone follows after its last listed transition: a POSIX TZ string such as
// `EST5EDT,M3.2.0,M11.1.0` (POSIX.1-2017 §8.3; RFC 8536 §3.3 TZ string footer). The Reminders
// exporter writes it as VTIMEZONE STANDARD/DAYLIGHT observances with an RRULE (RFC 5545 §3.6.5).

/// A zone's ongoing yearly rule: a standard time and, optionally, a daylight time with the
/// dates it starts and ends.
///
/// New York (`EST5EDT,M3.2.0,M11.1.0`):
/// ```swift
/// let rule = try Zone.named("America/New_York").ongoingRule!
/// rule.standard                  // EST -0500
/// rule.daylight?.type            // EDT -0400 DST
/// rule.daylight?.start.rrule     // "FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", at 02:00 EST: a gap to 03:00 EDT
/// rule.daylight?.end.rrule       // "FREQ=YEARLY;BYMONTH=11;BYDAY=1SU", at 02:00 EDT: a fold to 01:00 EST
/// ```
/// In 2100 this gives a gap on 2100-03-14 (02:00 EST = 07:00Z) and a fold on 2100-11-07
/// (02:00 EDT = 06:00Z).
public struct OngoingZoneRule: Hashable, Sendable, CustomStringConvertible {
  /// Daylight saving time under an ongoing rule: its type and when it starts and ends.
  public struct DaylightSaving: Hashable, Sendable {
    /// The daylight local time type (offset, abbreviation, `isDST` true).
    public let type: LocalTimeType
    /// When DST starts each year, on the standard-time clock.
    public let start: TransitionRule
    /// When DST ends each year, on the daylight-time clock.
    public let end: TransitionRule

    /// Daylight saving from its parts.
    public init(type: LocalTimeType, start: TransitionRule, end: TransitionRule) {
      self.type = type
      self.start = start
      self.end = end
    }
  }

  /// The standard local time type (`isDST` false).
  public let standard: LocalTimeType
  /// The daylight saving part; `nil` when the zone keeps standard time all year.
  public let daylight: DaylightSaving?

  /// A rule from its parts.
  public init(standard: LocalTimeType, daylight: DaylightSaving?) {
    self.standard = standard
    self.daylight = daylight
  }

  /// Reads a POSIX TZ string such as `EST5EDT,M3.2.0,M11.1.0` or `<+0545>-5:45`.
  ///
  /// `identifier` only labels errors. Version 3 extensions (rule times -167...167 hours) are
  /// accepted. A DST name with no rule part takes the US rule `M3.2.0,M11.1.0`, as tzcode does.
  public init(posix string: String, identifier: String = "") throws(ZoneError) {
    var parser = POSIXTZParser(string, identifier: identifier)
    self = try parser.parse()
  }

  /// The POSIX TZ string for this rule (`EST5EDT,M3.2.0,M11.1.0`, `<+0545>-5:45`).
  public var description: String {
    var s = Self.name(standard.abbreviation) + Self.offsetText(-Int(standard.offset.seconds))
    if let dst = daylight {
      s += Self.name(dst.type.abbreviation)
      if dst.type.offset.seconds != standard.offset.seconds + 3600 {
        s += Self.offsetText(-Int(dst.type.offset.seconds))
      }
      s += ",\(dst.start),\(dst.end)"
    }
    return s
  }

  static func name(_ abbreviation: String) -> String {
    abbreviation.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) })
      && abbreviation.unicodeScalars.count >= 3 ? abbreviation : "<\(abbreviation)>"
  }

  static func offsetText(_ seconds: Int) -> String {
    let a = abs(seconds)
    var t = "\(seconds < 0 ? "-" : "")\(a / 3600)"
    if a % 3600 != 0 { t += ":" + CivilDate.pad(a / 60 % 60, 2) }
    if a % 60 != 0 { t += ":" + CivilDate.pad(a % 60, 2) }
    return t
  }
}
