// A Zone built from a file's own VTIMEZONE (RFC 5545 §3.6.5), for TZIDs that name no IANA or
// Windows zone. Observance onsets are expanded here for the forms apps write
// (`FREQ=YEARLY;BYMONTH=m;BYDAY=nDD`, the older `BYMONTHDAY=8,…,14;BYDAY=SU`, RDATEs and a lone
// DTSTART) and handed to Zones' explicit-data constructor: an adapter until a general
// VTIMEZONE reader exists in Zones/Recurrence.

import ICalendar
import Zones

/// Builds zones from VTIMEZONE components.
enum VTimeZoneZone {
  /// The last year onsets are generated for (bounds the expansion).
  static let lastYear = 2100

  /// The zone a VTIMEZONE defines, or `nil` when it has no usable observance.
  ///
  /// An Outlook "Customized Time Zone" with STANDARD `DTSTART:16011104T020000`,
  /// `RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11`, `TZOFFSETFROM:-0400`, `TZOFFSETTO:-0500` and the
  /// matching DAYLIGHT gives New York's offsets: 2026-03-08T07:00Z → -0400, 2026-11-01T06:00Z → -0500.
  static func zone(_ tz: Component) -> Zone? {
    guard let tzid = tz.firstProperty(named: "TZID")?.text else { return nil }
    var onsets: [(at: Instant, from: UTCOffset, type: LocalTimeType)] = []
    for obs in tz.components where obs.name == "STANDARD" || obs.name == "DAYLIGHT" {
      guard let from = offset(obs.firstProperty(named: "TZOFFSETFROM")?.rawValue),
            let to = offset(obs.firstProperty(named: "TZOFFSETTO")?.rawValue),
            let startText = obs.firstProperty(named: "DTSTART")?.rawValue,
            let (start, _) = DateTimeText.icalDateTime(Substring(startText)) else { continue }
      let type = LocalTimeType(offset: to, abbreviation: obs.firstProperty(named: "TZNAME")?.text ?? "",
                               isDST: obs.name == "DAYLIGHT")
      var walls: [CivilDateTime] = [start]
      if let rr = obs.firstProperty(named: "RRULE")?.rawValue, let parts = try? RuleText(rr) {
        walls = yearly(parts, start: start)
      }
      for rdate in obs.properties(named: "RDATE") {
        for item in rdate.rawValues {
          if let (t, _) = DateTimeText.icalDateTime(Substring(item)) { walls.append(t) }
        }
      }
      for w in walls {
        onsets.append((Instant(secondsSinceEpoch: w.secondsSinceEpoch - Int64(from.seconds)), from, type))
      }
    }
    guard !onsets.isEmpty else { return nil }
    onsets.sort { $0.at < $1.at }
    var transitions: [ZoneTransition] = []
    var previous = onsets[0].from
    for o in onsets {
      if let last = transitions.last, last.instant >= o.at { continue }
      transitions.append(ZoneTransition(instant: o.at, offsetBefore: previous, to: o.type))
      previous = o.type.offset
    }
    let initial = LocalTimeType(offset: onsets[0].from, abbreviation: "", isDST: false)
    return try? Zone(identifier: tzid, initial: initial, transitions: transitions)
  }

  /// The onsets of a yearly observance rule from `start` to its UNTIL or `lastYear`.
  static func yearly(_ p: RuleText, start: CivilDateTime) -> [CivilDateTime] {
    guard p.frequency == "YEARLY", p.interval == 1, let month = p.integers("BYMONTH")?.first,
          let day = p.byDay?.first else { return [start] }
    var until: CivilDateTime?
    if let u = p["UNTIL"], let (t, _) = DateTimeText.icalDateTime(Substring(u)) { until = t }
    let monthDays = p.integers("BYMONTHDAY")
    var out: [CivilDateTime] = []
    let first = Swift.max(start.date.year, 1800)
    guard first <= lastYear else { return [start] }
    for year in first...lastYear {
      guard let date = onset(year: year, month: month, ordinal: day.ordinal, weekday: day.day, monthDays: monthDays) else { continue }
      let t = CivilDateTime(date: date, time: start.time)
      if t < start { continue }
      if let until, t > until { break }
      out.append(t)
      if let count = p.count, out.count >= count { break }
    }
    return out.isEmpty ? [start] : out
  }

  /// The `ordinal`-th `weekday` of the month (negative from the end), or the first `weekday`
  /// among `monthDays`.
  static func onset(year: Int, month: Int, ordinal: Int?, weekday: Weekday, monthDays: [Int]?) -> CivilDate? {
    let days = CivilDate.daysInMonth(year: year, month: month)
    if let monthDays {
      for d in monthDays.sorted() where d >= 1 && d <= days {
        if let date = CivilDate(year: year, month: month, day: d), date.weekday == weekday { return date }
      }
      return nil
    }
    guard let n = ordinal, let firstDay = CivilDate(year: year, month: month, day: 1),
          let lastDay = CivilDate(year: year, month: month, day: days) else { return nil }
    if n > 0 {
      let d = firstDay.adding(days: weekday.days(after: firstDay.weekday) + 7 * (n - 1))
      return d.month == month ? d : nil
    }
    let d = lastDay.adding(days: -(lastDay.weekday.days(after: weekday)) - 7 * (-n - 1))
    return d.month == month ? d : nil
  }

  /// Reads a UTC-OFFSET (`-0500`, `+0530`, `+054500`).
  static func offset(_ text: String?) -> UTCOffset? {
    guard let text else { return nil }
    let b = Array(text.utf8)
    guard b.count == 5 || b.count == 7, b[0] == 0x2B || b[0] == 0x2D else { return nil }
    var v: [Int] = []
    var i = 1
    while i + 1 < b.count {
      guard (0x30...0x39).contains(b[i]), (0x30...0x39).contains(b[i + 1]) else { return nil }
      v.append(Int(b[i] - 0x30) * 10 + Int(b[i + 1] - 0x30))
      i += 2
    }
    let seconds = v[0] * 3600 + v[1] * 60 + (v.count > 2 ? v[2] : 0)
    return UTCOffset(seconds: Int32(b[0] == 0x2D ? -seconds : seconds))
  }
}
