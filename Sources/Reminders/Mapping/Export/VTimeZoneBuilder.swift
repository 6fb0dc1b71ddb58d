// VTIMEZONE components (RFC 5545 §3.6.5) generated from tzdata through Zones' transitions API,
// covering the years the reminders span; open-ended series also get the zone's ongoing rule as
// RRULE observances, so a calendar app knows the offsets of every later occurrence.

import ICalendar
import Zones

/// Builds one VTIMEZONE for a zone over a span of years.
enum VTimeZoneBuilder {
  /// Most observances listed before the ongoing rule takes over (bounds the output).
  static let maximumObservances = 2_000

  /// A VTIMEZONE with TZID `tzid` for `zone` over `years`.
  ///
  /// America/New_York over 2026...2026, open-ended: a STANDARD observance at 2026-01-01
  /// (-0500 → -0500 EST), DAYLIGHT 20260308T020000 (-0500 → -0400 EDT), STANDARD
  /// 20261101T020000 (-0400 → -0500 EST), then DAYLIGHT 20270314T020000 with
  /// `RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU` and STANDARD 20271107T020000 with
  /// `RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU`.
  static func component(tzid: String, zone: Zone, years: ClosedRange<Int>, openEnded: Bool) -> Component {
    var tz = Component(name: "VTIMEZONE")
    tz.append(Property(name: "TZID", rawValue: tzid))
    let startYear = Swift.max(1, years.lowerBound)
    let endYear = Swift.min(9998, Swift.max(startYear, years.upperBound))
    guard let startDate = CivilDate(year: startYear, month: 1, day: 1),
          let endDate = CivilDate(year: endYear + 1, month: 1, day: 1) else { return tz }
    let start = Instant(utc: CivilDateTime(date: startDate, time: .midnight))
    let end = Instant(utc: CivilDateTime(date: endDate, time: .midnight))
    // The type in force at the start of the span, as an observance beginning then.
    let first = zone.localTimeType(at: start)
    let startWall = CivilDateTime(date: startDate, time: .midnight)
    tz.append(observance(dst: first.isDST, start: startWall, from: first.offset, to: first.offset,
                         name: first.abbreviation, rrule: nil))
    for t in zone.transitions(in: start..<end, limit: maximumObservances) {
      tz.append(observance(dst: t.isDST, start: t.wallClockBefore, from: t.offsetBefore, to: t.offsetAfter,
                           name: t.abbreviation, rrule: nil))
    }
    if openEnded, let rule = zone.ongoingRule, let daylight = rule.daylight,
       daylight.start.rrule == nil || daylight.end.rrule == nil {
      // A rule no yearly RRULE can say (Zones returns nil): list 50 more years instead.
      let later = Instant(utc: CivilDateTime(date: CivilDate(year: Swift.min(9999, endYear + 51), month: 1, day: 1) ?? endDate, time: .midnight))
      for t in zone.transitions(in: end..<later, limit: maximumObservances) {
        tz.append(observance(dst: t.isDST, start: t.wallClockBefore, from: t.offsetBefore, to: t.offsetAfter,
                             name: t.abbreviation, rrule: nil))
      }
    } else if openEnded, let rule = zone.ongoingRule, let daylight = rule.daylight {
      // The first rule-generated change of each kind after the span starts its RRULE.
      var seenDST = false, seenSTD = false
      var cursor = end.adding(seconds: -1)
      var steps = 0
      while !(seenDST && seenSTD), steps < 8, let t = zone.nextTransition(after: cursor) {
        steps += 1
        cursor = t.instant
        if t.isDST, !seenDST {
          seenDST = true
          tz.append(observance(dst: true, start: t.wallClockBefore, from: t.offsetBefore, to: t.offsetAfter,
                               name: t.abbreviation, rrule: daylight.start.rrule))
        } else if !t.isDST, !seenSTD {
          seenSTD = true
          tz.append(observance(dst: false, start: t.wallClockBefore, from: t.offsetBefore, to: t.offsetAfter,
                               name: t.abbreviation, rrule: daylight.end.rrule))
        }
      }
    }
    return tz
  }

  private static func observance(dst: Bool, start: CivilDateTime, from: UTCOffset, to: UTCOffset,
                                 name: String, rrule: String?) -> Component {
    var c = Component(name: dst ? "DAYLIGHT" : "STANDARD")
    c.append(Property(name: "DTSTART", rawValue: DateTimeText.icalDateTime(start)))
    if let rrule { c.append(Property(name: "RRULE", rawValue: rrule)) }
    c.append(Property(name: "TZOFFSETFROM", rawValue: from.description))
    c.append(Property(name: "TZOFFSETTO", rawValue: to.description))
    if !name.isEmpty { c.append(Property(name: "TZNAME", text: name)) }
    return c
  }
}
