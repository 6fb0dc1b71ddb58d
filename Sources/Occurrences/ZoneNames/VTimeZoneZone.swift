// A Zone built from a file's own VTIMEZONE (RFC 5545 §3.6.5): the component's STANDARD/DAYLIGHT
// observances are read into Recurrence's `TimeZoneObservance` values, and
// `Zone(identifier:observances:)` expands their RRULEs with the engine (any rule, not only the
// yearly forms) and keeps an ongoing rule where one fits.

import ICalendar
import Recurrence
import Zones

/// Builds zones from VTIMEZONE components.
public enum VTimeZoneZone {
  /// The zone a VTIMEZONE defines, or `nil` when it has no usable observance or its rules are
  /// not valid RRULEs (the caller then falls back to floating time with a warning).
  ///
  /// An Outlook "Customized Time Zone" with STANDARD `DTSTART:16011104T020000`,
  /// `RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11`, `TZOFFSETFROM:-0400`, `TZOFFSETTO:-0500` and the
  /// matching DAYLIGHT gives New York's offsets: 2026-03-08T07:00Z → -0400, 2026-11-01T06:00Z → -0500.
  public static func zone(_ tz: Component) -> Zone? {
    guard let tzid = tz.firstProperty(named: "TZID")?.text else { return nil }
    var observances: [TimeZoneObservance] = []
    for obs in tz.components where obs.name == "STANDARD" || obs.name == "DAYLIGHT" {
      guard let from = obs.firstProperty(named: "TZOFFSETFROM")?.utcOffset,
            let to = obs.firstProperty(named: "TZOFFSETTO")?.utcOffset,
            let startText = obs.firstProperty(named: "DTSTART")?.rawValue,
            let start = civil(startText) else { continue }
      var rdates: [CivilDateTime] = []
      for rdate in obs.properties(named: "RDATE") {
        for item in rdate.rawValues {
          if let t = civil(item) { rdates.append(t) }
        }
      }
      observances.append(TimeZoneObservance(
        kind: obs.name == "DAYLIGHT" ? .daylight : .standard, start: start,
        offsetFrom: UTCOffset(seconds: Int32(clamping: from.seconds)),
        offsetTo: UTCOffset(seconds: Int32(clamping: to.seconds)),
        rrule: obs.firstProperty(named: "RRULE")?.rawValue, rdates: rdates,
        name: obs.firstProperty(named: "TZNAME")?.text))
    }
    guard !observances.isEmpty else { return nil }
    return try? Zone(identifier: tzid, observances: observances)
  }

  /// The wall-clock reading of a DATE-TIME value (`19701025T030000`, a trailing `Z` ignored).
  static func civil(_ text: String) -> CivilDateTime? {
    guard let v = ICalendar.DateTimeValue(text) else { return nil }
    return CivilDateTime(year: v.date.year, month: v.date.month, day: v.date.day,
                         hour: v.time.hour, minute: v.time.minute, second: v.time.second)
  }
}
