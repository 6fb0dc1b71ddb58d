// Building a Zone from VTIMEZONE observances (RFC 5545 §3.6.5): each observance's onsets come
// from its DTSTART, RRULE (expanded by this engine) and RDATEs; they become explicit
// transitions, and a yearly BYMONTH+BYDAY pair of open-ended rules becomes the ongoing rule.

import Zones

extension Zone {
  /// The year up to which open-ended observance rules are expanded into explicit transitions
  /// (the ongoing rule, when the observances fit one, takes over after them).
  public static let observanceHorizonYear = 2100

  /// A zone from VTIMEZONE observances.
  ///
  /// ```swift
  /// let zone = try Zone(identifier: "US-Eastern", observances: [
  ///   TimeZoneObservance(kind: .standard, start: CivilDateTime(year: 2007, month: 11, day: 4, hour: 2)!,
  ///                      offsetFrom: UTCOffset(seconds: -14400), offsetTo: UTCOffset(seconds: -18000),
  ///                      rrule: "FREQ=YEARLY;BYMONTH=11;BYDAY=1SU", name: "EST"),
  ///   TimeZoneObservance(kind: .daylight, start: CivilDateTime(year: 2007, month: 3, day: 11, hour: 2)!,
  ///                      offsetFrom: UTCOffset(seconds: -18000), offsetTo: UTCOffset(seconds: -14400),
  ///                      rrule: "FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", name: "EDT"),
  /// ])
  /// zone.instant(for: CivilDateTime(year: 2026, month: 3, day: 8, hour: 2, minute: 30)!)
  /// // 2026-03-08T07:30:00Z: a gap, read with -0500 (RFC 5545 §3.3.5)
  /// zone.ongoingRule?.description   // "EST5EDT,M3.2.0,M11.1.0"
  /// ```
  /// Open-ended RRULEs are expanded up to `horizonYear`; a rule with UNTIL or COUNT to its end.
  /// When exactly one STANDARD and one DAYLIGHT observance are open-ended and each is
  /// `FREQ=YEARLY;BYMONTH=m;BYDAY=nDD` (n in 1...4 or -1), they also become the ongoing rule.
  public init(identifier: String, observances: [TimeZoneObservance],
              horizonYear: Int = Zone.observanceHorizonYear) throws(RecurrenceError) {
    guard !observances.isEmpty else {
      throw RecurrenceError(.validate, part: "VTIMEZONE", text: identifier,
                            message: "has no STANDARD or DAYLIGHT observance (RFC 5545 §3.6.5)")
    }
    var transitions: [ZoneTransition] = []
    var openEnded: [(TimeZoneObservance, RecurrenceRule)] = []
    let horizon = Int64(CivilDate(uncheckedYear: horizonYear, month: 12, day: 31).daysSinceEpoch) * 86_400
    for o in observances {
      var onsets: [CivilDateTime] = [o.start] + o.rdates  // DTSTART is the first onset
      if let text = o.rrule {
        var rule = try RecurrenceRule(parsing: text)
        if rule.count == nil && rule.until == nil { openEnded.append((o, rule)) }
        // Onsets are wall-clock times on the TZOFFSETFROM clock, so the rule expands in that
        // local time; its UNTIL is UTC (RFC 5545 §3.6.5), read on the same clock.
        if case .utc(let u)? = rule.until { rule.until = .floating(u.adding(seconds: Int64(o.offsetFrom.seconds))) }
        let recurrence = RuleSequence(unchecked: rule, start: .floating(o.start))
        let localHorizon = horizon + Int64(o.offsetFrom.seconds)
        var guardCount = 0
        for occurrence in recurrence {
          guardCount += 1
          if occurrence.sortKey > localHorizon || guardCount > 100_000 { break }
          onsets.append(occurrence.civil)
        }
      }
      let type = LocalTimeType(offset: o.offsetTo, abbreviation: o.name ?? "", isDST: o.kind == .daylight)
      for onset in onsets {
        let instant = Instant(secondsSinceEpoch: onset.secondsSinceEpoch - Int64(o.offsetFrom.seconds))
        transitions.append(ZoneTransition(instant: instant, offsetBefore: o.offsetFrom, to: type))
      }
    }
    transitions.sort { $0.instant < $1.instant }
    var unique: [ZoneTransition] = []
    for t in transitions where unique.last?.instant != t.instant { unique.append(t) }
    let first = unique.first
    let initialOffset = first?.offsetBefore ?? observances[0].offsetFrom
    let initialName = observances.first(where: { $0.offsetTo == initialOffset && $0.kind == .standard })?.name ?? ""
    let initial = LocalTimeType(offset: initialOffset, abbreviation: initialName, isDST: false)
    let ongoing = Self.ongoingRule(openEnded)
    do {
      self = try Zone(identifier: identifier, initial: initial, transitions: unique, ongoing: ongoing)
    } catch {
      throw RecurrenceError(.validate, part: "VTIMEZONE", text: identifier, message: error.description)
    }
  }

  /// The ongoing rule for one open-ended STANDARD and one DAYLIGHT `FREQ=YEARLY;BYMONTH;BYDAY`.
  static func ongoingRule(_ open: [(TimeZoneObservance, RecurrenceRule)]) -> OngoingZoneRule? {
    guard open.count == 2,
          let std = open.first(where: { $0.0.kind == .standard }),
          let dst = open.first(where: { $0.0.kind == .daylight }),
          let stdDay = transitionDay(std.1), let dstDay = transitionDay(dst.1) else { return nil }
    let standard = LocalTimeType(offset: std.0.offsetTo, abbreviation: std.0.name ?? "", isDST: false)
    let daylight = LocalTimeType(offset: dst.0.offsetTo, abbreviation: dst.0.name ?? "", isDST: true)
    let start = TransitionRule(day: dstDay, time: Int32(dst.0.start.time.secondsSinceMidnight))
    let end = TransitionRule(day: stdDay, time: Int32(std.0.start.time.secondsSinceMidnight))
    return OngoingZoneRule(standard: standard,
                           daylight: OngoingZoneRule.DaylightSaving(type: daylight, start: start, end: end))
  }

  /// `FREQ=YEARLY;BYMONTH=m;BYDAY=nDD` as a POSIX `Mm.w.d` day, or nil.
  static func transitionDay(_ r: RecurrenceRule) -> TransitionRule.Day? {
    guard r.frequency == .yearly, r.interval == 1, r.byMonth.count == 1, r.byDay.count == 1,
          r.byMonthDay.isEmpty, r.byYearDay.isEmpty, r.byWeekNo.isEmpty, r.bySetPos.isEmpty,
          r.byHour.isEmpty, r.byMinute.isEmpty, r.bySecond.isEmpty,
          let month = r.byMonth.first, let entry = r.byDay.first,
          (1...4).contains(entry.ordinal) || entry.ordinal == -1 else { return nil }
    return .monthWeekday(month: month, week: entry.ordinal == -1 ? 5 : entry.ordinal, weekday: entry.weekday)
  }
}
