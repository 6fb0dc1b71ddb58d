// Two libical 3.0.16 defects with a day RFC 7529 SKIP=FORWARD moves past the end of a year: a
// BYDAY or BYSETPOS that never sees the moved day, and the 386th day of a 385-day year, which
// libical's "no day yet" marker shadows.

import Recurrence
import Zones

extension CatalogueEntry {
  /// YEARLY BYYEARDAY with SKIP=FORWARD and BYDAY or BYSETPOS: libical 3.0.16 filters only the
  /// year's own days, so the next year's first day that SKIP adds escapes BYDAY and BYSETPOS, and
  /// a year whose own days they remove all yields nothing.
  static let yearDayForwardUnfiltered = CatalogueEntry(
    name: "libical-year-day-forward-unfiltered", kind: .libicalMistake,
    summary: "RSCALE, FREQ=YEARLY;BYYEARDAY with SKIP=FORWARD and BYDAY or BYSETPOS: libical 3.0.16 applies BYDAY and BYSETPOS to the year's own days only, so the next year's first day a BYYEARDAY value the year lacks moves to is kept whatever its weekday or position when the year has another day, and lost when it has none",
    rfc: """
      RFC 7529 §3.1: with SKIP=FORWARD a day the year lacks moves to the next valid day, the \
      next year's first; RFC 5545 §3.3.10 applies BYDAY after BYYEARDAY (it limits the moved, \
      valid day by its weekday), and BYSETPOS "specifies ... the nth occurrence within the set \
      of recurrence instances specified by the rule", the moved day among them. libical's rule \
      (icalrecur.c expand_year_days, expand_by_day, filter_bysetpos): the moved day is marked as \
      day length + 1 of the year, but BYDAY and BYSETPOS filter days 1 to length only, and the \
      first day they keep there starts the year's walk, so the moved day escapes the filters \
      when some own day is kept and is never reached when none is. Islamic civil 1446 and 1448 \
      have 354 days: RSCALE=ISLAMIC-CIVIL;FREQ=YEARLY;BYYEARDAY=355;BYSETPOS=1;SKIP=FORWARD has \
      2025-06-27 and 2027-06-06 (the next years' first days), which libical drops; with \
      BYYEARDAY=100,355 libical keeps them after day 100, which BYSETPOS=1 picks. Dangi 2032 has \
      355 days: BYYEARDAY=67,233,363;BYDAY=TU,SA gives Monday 2033-01-31 in libical. Under \
      GREGORIAN, BYYEARDAY=366;BYSETPOS=1 gives January 1st after each common year, which libical \
      drops too. Predicate: every occurrence only one list has (up to where both reach) is the \
      first day of a year after a year that lacks a positive BYYEARDAY value; one only Recur has \
      follows a year where libical has nothing, one only libical has a year where it has a day.
      """,
    reproducer: ("RSCALE=ISLAMIC-CIVIL;FREQ=YEARLY;BYYEARDAY=355;BYSETPOS=1;SKIP=FORWARD;COUNT=4", "DTSTART;VALUE=DATE:20240101"),
    expected: (native: ["20240707", "20250627", "20260616", "20270606"],
               libical: ["20240707", "20260616", "20290514", "20320411"]),
    explainsCase: { obs in yearDayForwardUnfilteredHolds(obs) })

  /// `libical-year-day-forward-unfiltered`'s predicate (see the entry).
  static func yearDayForwardUnfilteredHolds(_ obs: Observation) -> Bool {
    let parts = RuleParts(obs.testCase.rule)
    let values = parts.integers("BYYEARDAY").filter { $0 > 0 }
    guard let name = parts.value("RSCALE"), let scale = CalendarScale(rawValue: name),
          parts.value("FREQ") == "YEARLY", parts.value("SKIP") == "FORWARD", parts.has("BYSETPOS") || parts.has("BYDAY"),
          let longest = values.max(), !parts.has("BYMONTH"), !parts.has("BYMONTHDAY"),
          !parts.has("BYWEEKNO"), let a = obs.native.outcome.list, let b = obs.oracle.outcome.list else { return false }
    let system = scale.system
    let walls = wallTexts(obs)
    func day(_ x: String) -> Int? { ValueText.civil(walls[x] ?? x)?.date.daysSinceEpoch }
    // The year before `x`'s when `x` is the first day of a year after one too short for a value.
    func shortYearBefore(_ x: String) -> ScaleYear? {
      guard let d = day(x), system.year(containing: d).first == d else { return nil }
      let previous = system.year(containing: d - 1)
      return previous.length < longest ? previous : nil
    }
    let libicalDays = b.compactMap(day)
    func libicalHas(_ y: ScaleYear) -> Bool { libicalDays.contains { $0 >= y.first && $0 < y.first + y.length } }
    // COUNT ends both lists early where one engine drops or adds days: compare up to the
    // shorter reach then.
    let horizon = parts.has("COUNT") ? min(a.last ?? "", b.last ?? "") : commonHorizon(a, b, limit: obs.testCase.limit)
    let aSet = Set(a), bSet = Set(b)
    let nativeOnly = a.filter { !bSet.contains($0) && $0 <= horizon }
    let libicalOnly = b.filter { !aSet.contains($0) && $0 <= horizon }
    guard !nativeOnly.isEmpty || !libicalOnly.isEmpty else { return false }
    return nativeOnly.allSatisfy { x in shortYearBefore(x).map { !libicalHas($0) } ?? false }
      && libicalOnly.allSatisfy { x in shortYearBefore(x).map(libicalHas) ?? false }
  }
}

extension CatalogueEntry {
  /// A positive BYMONTHDAY that the last month of a 385-day year lacks, with SKIP=FORWARD:
  /// libical 3.0.16 gives that day number in the next year's first month instead of its 1st.
  static let forwardPastYearOf385Days = CatalogueEntry(
    name: "rscale-forward-past-385-day-year", kind: .libicalMistake,
    summary: "RSCALE=HEBREW/CHINESE/DANGI, SKIP=FORWARD: a positive BYMONTHDAY (or DTSTART's day) the last month of a 385-day year lacks moves in libical 3.0.16 to that day number of the next year's first month (30 Tishri for 30 Elul), not to its 1st, so a MONTHLY rule also repeats that day",
    rfc: """
      RFC 7529 §3.1: with SKIP=FORWARD an invalid day is moved to "the next valid day", the first \
      day of the next month, here of the next year. libical's rule (icalrecur.c \
      expand_bymonth_days): the moved day past the year's last month is marked as day \
      length + 1 of the year, but the variable holding it starts as 386 (ICAL_BY_YEARDAY_SIZE) to \
      mean "not yet computed": in a 385-day year the mark is taken for unset and the day is \
      computed as day d of month "last + 1", which ICU resolves to day d of the next year's \
      first month. Hebrew 5763 has 385 days and Elul has 29: the 30th day FORWARD is \
      1 Tishri 5764 (2003-09-27); libical gives 30 Tishri (2003-10-26), in a MONTHLY rule twice. \
      Hebrew 5768 (383 days) is right. Predicate: libical's list is Recur's with each first day \
      of a year after a 385-day year whose last month lacks a positive day value replaced by that \
      day of the year's first month, or dropped (the day is marked outside the month BYDAY or \
      BYSETPOS look at), compared up to where both reach.
      """,
    reproducer: ("RSCALE=HEBREW;FREQ=MONTHLY;SKIP=FORWARD;COUNT=4", "DTSTART;VALUE=DATE:20030828"),
    expected: (native: ["20030828", "20030927", "20031026", "20031125"],
               libical: ["20030828", "20031026", "20031026", "20031125"]),
    explainsCase: { obs in
      let parts = RuleParts(obs.testCase.rule)
      guard let name = parts.value("RSCALE"), let scale = CalendarScale(rawValue: name), scale.hasLeapMonths,
            parts.value("SKIP") == "FORWARD", ["MONTHLY", "YEARLY"].contains(parts.value("FREQ") ?? ""),
            !parts.has("BYYEARDAY"), !parts.has("BYWEEKNO"),
            let a = obs.native.outcome.list, let b = obs.oracle.outcome.list, a != b else { return false }
      let explicit = parts.integers("BYMONTHDAY").filter { $0 > 0 }
      let days = explicit.isEmpty ? implicitMonthDay(obs, scale: scale).map { [$0] } ?? [] : explicit
      guard !days.isEmpty else { return false }
      let system = scale.system
      let walls = wallTexts(obs)
      // Both lists up to where both reach, as wall clocks (the days are the calendar's there).
      let horizon = parts.has("COUNT") ? min(a.last ?? "", b.last ?? "") : commonHorizon(a, b, limit: obs.testCase.limit)
      let native = a.filter { $0 <= horizon }.map { walls[$0] ?? $0 }
      let libical = b.filter { $0 <= horizon }.map { walls[$0] ?? $0 }
      // The wall clocks libical gives instead of `w`, the first day of a year after a 385-day
      // year whose last month lacks a day value (day n of the first month, ICU carrying a day
      // past its end into the next month); nil for any other occurrence.
      func replacements(_ w: String) -> [String]? {
        guard let d = ValueText.civil(w)?.date.daysSinceEpoch else { return nil }
        let previous = system.year(containing: d - 1)
        guard system.year(containing: d).first == d, previous.length == 385,
              let last = previous.months.last else { return nil }
        let moved = days.filter { $0 > last.length }
        guard !moved.isEmpty else { return nil }
        return moved.map { n in
          let c = CivilDate(daysSinceEpoch: d + n - 1)
          func pad(_ v: Int, _ width: Int) -> String {
            let t = String(v)
            return String(repeating: "0", count: max(0, width - t.count)) + t
          }
          return pad(c.year, 4) + pad(c.month, 2) + pad(c.day, 2) + String(w.dropFirst(8))
        }
      }
      let moved = native.filter { replacements($0) != nil }
      guard !moved.isEmpty else { return false }
      // Each moved day replaced (a MONTHLY rule repeats a replaced day its own period has too)
      // or dropped: what libical has beyond Recur's other days must be replacements, once each.
      let added = Set(moved.flatMap { replacements($0) ?? [] })
      var rest = libical
      for w in native where replacements(w) == nil {
        guard let i = rest.firstIndex(of: w) else { return false }
        rest.remove(at: i)
      }
      return rest.allSatisfy(added.contains) && Set(rest).count == rest.count
    })
}
