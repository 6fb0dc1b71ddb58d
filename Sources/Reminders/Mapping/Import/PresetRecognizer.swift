// RRULE → preset (docs/SEMANTICS.md): the portable clamped forms (BYSETPOS=-1) and RFC 7529
// `RSCALE=GREGORIAN;SKIP=BACKWARD` forms read back as `monthDay` presets; UNTIL becomes `end`
// only when no occurrence changes. Anything else stays a free `rule`, never simplified.

import Zones

/// Reads an imported RRULE as a preset when one expresses exactly the same occurrences.
enum PresetRecognizer {
  /// The recurrence for `rule` with DTSTART = `due` in `zone` (`nil`: floating): a preset when
  /// one matches, else `ReminderRecurrence(rule:)` with the text as written.
  ///
  /// - `FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1` → monthly, monthDay 31
  /// - `RSCALE=GREGORIAN;FREQ=MONTHLY;SKIP=BACKWARD` from 2026-01-31 → monthly, monthDay 31
  /// - `FREQ=MONTHLY` from 2026-01-31 (skips short months, RFC 5545) → the rule, unchanged
  /// - `FREQ=DAILY;UNTIL=20261126T045959Z` at 09:00 New York → daily, end 2026-11-25
  static func recurrence(rule text: String, due: ReminderDue, zone: Zone?) -> ReminderRecurrence {
    let fallback = ReminderRecurrence(rule: text)
    guard let parts = try? RuleText(text), let preset = preset(parts, due: due) else { return fallback }
    guard let untilText = parts["UNTIL"] else { return preset }
    guard let end = end(until: untilText, preset: preset, due: due, zone: zone) else { return fallback }
    var withEnd = preset
    withEnd.end = end
    return withEnd
  }

  /// The preset without its end, or `nil` when no preset is equivalent.
  static func preset(_ p: RuleText, due: ReminderDue) -> ReminderRecurrence? {
    let allowed: Set<String> = ["FREQ", "INTERVAL", "UNTIL", "BYDAY", "BYMONTHDAY", "BYMONTH", "BYSETPOS", "WKST", "RSCALE", "SKIP"]
    guard p.parts.allSatisfy({ allowed.contains($0.name) }),
          let freqName = p.frequency, let frequency = ReminderFrequency(ruleName: freqName),
          p.interval <= ReminderRecurrence.maximumInterval else { return nil }
    // RFC 7529: SKIP needs RSCALE; only the Gregorian scale is a preset.
    let rscale = p["RSCALE"]?.uppercased()
    let skip = p["SKIP"]?.uppercased()
    if rscale != nil, rscale != "GREGORIAN" { return calendarPreset(p.text, due: due) }
    if skip != nil, rscale == nil { return nil }
    let clamps = rscale != nil && skip == "BACKWARD"
    if rscale != nil, skip != nil, skip != "BACKWARD", skip != "OMIT" { return nil }

    var weekdays: [Weekday]?
    if let days = p.byDay {
      guard days.allSatisfy({ $0.ordinal == nil }), [.hourly, .daily, .weekly].contains(frequency) else { return nil }
      weekdays = days.map(\.day)
      if Set(weekdays ?? []).count != weekdays?.count { return nil }
    }
    // The week start matters for weekly rules with INTERVAL>1; presets count weeks from Monday.
    if let wkst = p["WKST"], frequency == .weekly, p.interval > 1, Weekday(icalName: wkst) != .monday { return nil }
    if frequency == .hourly, due.isAllDay { return nil }

    let monthDays = p.integers("BYMONTHDAY")
    let months = p.integers("BYMONTH")
    let setPos = p.integers("BYSETPOS")
    var r = ReminderRecurrence(frequency: frequency, interval: p.interval, weekdays: weekdays)
    switch frequency {
    case .hourly, .daily, .weekly:
      guard monthDays == nil, months == nil, setPos == nil, rscale == nil else { return nil }
    case .monthly:
      guard months == nil else { return nil }
      guard let day = clampedDay(monthDays: monthDays, setPos: setPos, clamps: clamps, defaultDay: due.date.day) else { return nil }
      if monthDays != nil || day > 28 { r.monthDay = day }
    case .yearly:
      guard (months?.count ?? 1) == 1 else { return nil }
      let m = months?.first ?? due.date.month
      if monthDays != nil, months == nil { return nil }   // BYMONTHDAY alone is monthly in effect
      guard let day = clampedDay(monthDays: monthDays, setPos: setPos, clamps: clamps, defaultDay: due.date.day) else { return nil }
      let longest = m == 2 ? 29 : CivilDate.daysInMonth(year: 2026, month: m)
      guard day <= longest else { return nil }
      // Without clamping, a day some years lack (Feb 29) skips those years: not a preset.
      if m == 2, day == 29, !clamps, setPos == nil { return nil }
      if months != nil { r.month = m }
      if monthDays != nil || (m == 2 && day == 29) {
        r.monthDay = day
        r.month = m
      }
    }
    return r
  }

  /// The preset day of a monthly or yearly rule: a single `BYMONTHDAY=d` (d ≤ 28, or any d
  /// with SKIP=BACKWARD), `BYMONTHDAY=-1` (the 31st, clamped), the portable list `28,…,d` with
  /// `BYSETPOS=-1`, or DTSTART's day (≤ 28, or any with SKIP=BACKWARD); `nil` otherwise.
  static func clampedDay(monthDays: [Int]?, setPos: [Int]?, clamps: Bool, defaultDay: Int) -> Int? {
    guard let monthDays else {
      guard setPos == nil else { return nil }
      return defaultDay <= 28 || clamps ? defaultDay : nil
    }
    if let setPos {
      guard setPos == [-1], let last = monthDays.last, (29...31).contains(last),
            monthDays == Array(28...last) else { return nil }
      return last
    }
    guard monthDays.count == 1, let d = monthDays.first else { return nil }
    if d == -1 { return nil }   // the last day of every month: kept as the rule itself
    if (1...28).contains(d) { return d }
    if (29...31).contains(d), clamps { return d }
    return nil
  }

  /// The inclusive local `end` date equivalent to UNTIL, or `nil` when none is.
  ///
  /// UNTIL forms apps write, and how they are read (docs/SEMANTICS.md "Reminders"):
  /// - a DATE under a timed DTSTART (against RFC 5545, written by some apps): the whole day
  ///   is included, `end` = that date;
  /// - a floating (local) date-time under a zoned DTSTART: read in DTSTART's zone;
  /// - a UTC date-time: converted to DTSTART's zone (a floating DTSTART reads it as UTC).
  /// The local date D of UNTIL becomes `end` = D when no occurrence on D falls after UNTIL,
  /// or D − 1 when every occurrence on D does; otherwise (an hourly rule stopping mid-day) the
  /// rule is kept as written.
  static func end(until text: String, preset: ReminderRecurrence, due: ReminderDue, zone: Zone?) -> CivilDate? {
    if let d = DateTimeText.icalDate(Substring(text)) { return d }
    guard let (civil, utc) = DateTimeText.icalDateTime(Substring(text)) else { return nil }
    var local = civil
    if utc, let zone { local = zone.civil(at: Instant(utc: civil)) }
    if due.isAllDay { return local.date }
    // Occurrences on UNTIL's local date, on both sides of it.
    var probe = preset
    probe.end = local.date
    let start = CivilDateTime(date: local.date, time: .midnight)
    var before = 0, after = 0
    var count = 0
    for c in occurrences(of: probe, due: due, zone: zone, notBefore: start) {
      count += 1
      if count > 200 { break }
      if c.date != local.date { break }
      if c.civil <= local { before += 1 } else { after += 1 }
    }
    if after == 0 { return local.date }
    if before == 0 { return local.date.adding(days: -1) }
    return nil
  }

  /// `rule` with its UNTIL rewritten in the form DTSTART needs (RFC 5545 §3.3.10), reading it
  /// as `end(until:)` does: a DATE under a timed start becomes the end of that local day; a
  /// local time under a zoned start becomes UTC; a UTC time under a floating start keeps its
  /// digits. `nil` when there is nothing to rewrite.
  ///
  /// `FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20261130` at 09:00 New York →
  /// `FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20261201T045959Z`.
  static func untilMatchingStart(_ text: String, due: ReminderDue, zone: Zone?) -> String? {
    guard var parts = try? RuleText(text), let until = parts["UNTIL"] else { return nil }
    var value: String?
    if let d = DateTimeText.icalDate(Substring(until)) {
      guard !due.isAllDay else { return nil }
      value = ReminderRecurrence.untilText(end: d, due: due, zone: zone)
    } else if let (civil, utc) = DateTimeText.icalDateTime(Substring(until)) {
      if due.isAllDay {
        value = DateTimeText.icalDate(utc && zone != nil ? (zone ?? .utc).civil(at: Instant(utc: civil)).date : civil.date)
      } else if let zone, !utc {
        value = DateTimeText.icalUTC(zone.instant(for: civil))
      } else if zone == nil, utc {
        value = DateTimeText.icalDateTime(civil)
      }
    }
    guard let value, value != until else { return nil }
    parts.set("UNTIL", value)
    return parts.text
  }
}
