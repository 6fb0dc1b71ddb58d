// DURATION values (RFC 5545 §3.3.6): `[+-]P(nW | nD[TnH[nM[nS]]] | TnH[nM[nS]] ...)`.

/// A nominal/exact duration, e.g. `-PT15M` (15 minutes before) or `P1W`.
///
/// ```swift
/// DurationValue("P15DT5H0M20S")?.totalSeconds == 1314020
/// DurationValue("-PT15M") == DurationValue(isNegative: true, minutes: 15)
/// ```
public struct DurationValue: Hashable, Sendable, CustomStringConvertible {
  /// Whether the duration points backwards (`-P...`).
  public var isNegative: Bool
  /// Weeks (`nW`).
  public var weeks: Int
  /// Days (`nD`, nominal).
  public var days: Int
  /// Hours (`nH`).
  public var hours: Int
  /// Minutes (`nM`).
  public var minutes: Int
  /// Seconds (`nS`).
  public var seconds: Int

  /// A duration from its fields.
  public init(isNegative: Bool = false, weeks: Int = 0, days: Int = 0, hours: Int = 0, minutes: Int = 0, seconds: Int = 0) {
    self.isNegative = isNegative
    self.weeks = weeks
    self.days = days
    self.hours = hours
    self.minutes = minutes
    self.seconds = seconds
  }

  /// Parses an RFC 5545 duration; nil if malformed.
  public init?(_ text: String) {
    var t = text
    guard let v = t.withUTF8({ ValueSyntax.duration($0) }) else { return nil }
    self = v
  }

  /// The length in seconds counting a day as 86400 s (sign included); exact only without DST.
  public var totalSeconds: Int {
    let s = ((weeks * 7 + days) * 24 * 3600) + hours * 3600 + minutes * 60 + seconds
    return isNegative ? -s : s
  }

  /// The iCalendar form, e.g. `-PT15M`, `P1W`, `P1DT2H`; zero is `PT0S`.
  public var description: String {
    var s = isNegative ? "-P" : "P"
    if weeks != 0 && days == 0 && hours == 0 && minutes == 0 && seconds == 0 {
      return s + "\(weeks)W"
    }
    let d = days + weeks * 7
    if d != 0 { s += "\(d)D" }
    if hours != 0 || minutes != 0 || seconds != 0 {
      s += "T"
      if hours != 0 { s += "\(hours)H" }
      if minutes != 0 || (hours != 0 && seconds != 0) { s += "\(minutes)M" }
      if seconds != 0 { s += "\(seconds)S" }
    }
    if s.hasSuffix("P") { s += "T0S" }
    return s
  }
}
