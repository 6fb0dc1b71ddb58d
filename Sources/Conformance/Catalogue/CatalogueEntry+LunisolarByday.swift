// Catalogue entry for a YEARLY lunisolar rule whose BYMONTH lists a leap month and whose days
// come from BYDAY (RFC 7529 SKIP, RFC 5545 §3.3.10), and libical 3.0.16's reading of it.

import Recurrence
import Zones

extension CatalogueEntry {
  /// libical 3.0.16 reads BYDAY in the months ICU resolves BYMONTH to by position, without SKIP.
  static let scaleBydayMonthByPosition = CatalogueEntry(
    name: "rscale-byday-month-by-position", kind: .libicalMistake,
    summary: "RSCALE=CHINESE/DANGI, FREQ=YEARLY;BYMONTH with a leap month nL;BYDAY (no BYMONTHDAY, BYSETPOS): libical 3.0.16 reads BYDAY in the month ICU resolves each BYMONTH value to, by position and whatever SKIP says (a missing nL is the month at position n+1), reads a month listed after an existing leap month as a leap month too (position m+1), and keeps DTSTART's day in the month SKIP names",
    rfc: """
      RFC 7529 §3.1: a leap month a year lacks is no month with SKIP=OMIT, the month it follows \
      (n) with BACKWARD and the next one (n+1) with FORWARD; §4.2: "nL" follows month n. RFC 5545 \
      §3.3.10: with BYMONTH, "BYDAY ... within the month", and the day of the month is taken from \
      DTSTART only when no BYDAY, BYMONTHDAY or BYYEARDAY is given. libical's rule (icalrecur.c \
      expand_year_days): for BYDAY it asks ICU for each BYMONTH value's first day and length \
      without SKIP; ICU resolves a missing "nL" to the month at position n+1 from New Year, and \
      libical never clears ICU's leap flag once a leap month was found, so the next plain month m \
      is read as "mL", at position m+1; the month SKIP chose keeps DTSTART's day (libical's \
      default BYMONTHDAY) unless a BYDAY month covers it. Dangi 2013 has no leap month: \
      BYMONTH=9L;BYDAY=2MO;SKIP=OMIT is nothing in 2013 (Recur); libical gives the second Monday \
      of month 10 (2013-11-11). Predicate: Recur's occurrences only it has, and libical's only \
      it has, are out of and in the days this reading gives, year by year.
      """,
    reproducer: ("RSCALE=DANGI;FREQ=YEARLY;BYMONTH=9L;BYDAY=2MO;SKIP=OMIT;COUNT=3", "DTSTART;VALUE=DATE:20130228"),
    expected: (native: ["20141103", "21091104", "22041105"],
               libical: ["20131111", "20141103", "20151123"]),
    explainsCase: { obs in
      guard let inLibicalSet = bydayMonthByPositionReading(obs, dayFrom: obs.testCase),
            let a = obs.native.outcome.list, let b = obs.oracle.outcome.list, a != b else { return false }
      let horizon = RuleParts(obs.testCase.rule).has("COUNT") ? min(a.last ?? "", b.last ?? "")
        : commonHorizon(a, b, limit: obs.testCase.limit)
      let aSet = Set(a), bSet = Set(b)
      let nativeOnly = a.filter { !bSet.contains($0) && $0 <= horizon }
      let libicalOnly = b.filter { !aSet.contains($0) && $0 <= horizon }
      guard !nativeOnly.isEmpty || !libicalOnly.isEmpty else { return false }
      return nativeOnly.allSatisfy { !inLibicalSet($0) } && libicalOnly.allSatisfy(inLibicalSet)
    })

  /// Whether an occurrence (as the compared lists print it) is a day of libical's reading of
  /// the rule (`rscale-byday-month-by-position`), DTSTART's day of the month taken from
  /// `dayFrom` (the case itself, or the case a later-period variant came from). Nil outside
  /// the entry's scope.
  static func bydayMonthByPositionReading(_ obs: Observation, dayFrom: ConformanceCase) -> (@Sendable (String) -> Bool)? {
    let parts = RuleParts(obs.testCase.rule)
    let labels = (parts.value("BYMONTH") ?? "").split(separator: ",").compactMap { label -> (Int, Bool)? in
      let leap = label.hasSuffix("L")
      return Int(leap ? label.dropLast() : label[...]).map { ($0, leap) }
    }
    guard let name = parts.value("RSCALE"), name == "CHINESE" || name == "DANGI", let scale = CalendarScale(rawValue: name),
          parts.value("FREQ") == "YEARLY", labels.contains(where: \.1), let byday = parts.value("BYDAY"),
          !parts.has("BYMONTHDAY"), !parts.has("BYYEARDAY"), !parts.has("BYWEEKNO"), !parts.has("BYSETPOS"),
          let start = try? RecurrenceTime(contentLine: dayFrom.dtstart, zone: { try? Zone.named($0) }) else { return nil }
    let entries = byday.split(separator: ",").compactMap { e -> (Weekday, Int)? in
      guard let w = Weekday(icalName: String(e.suffix(2))) else { return nil }
      let n = e.dropLast(2)
      return Int(n.isEmpty ? "0" : String(n)).map { (w, $0) }
    }
    guard entries.count == byday.split(separator: ",").count else { return nil }
    let system = scale.system
    let startDay = start.civil.date.daysSinceEpoch
    let startYear = system.year(containing: startDay)
    let defaultDay = startDay - startYear.months[startYear.monthIndex(of: startDay)].first + 1
    let skip = parts.value("SKIP") ?? "OMIT"
    let walls = wallTexts(obs)
    // BYDAY's days in a month (ordinals counted within it).
    @Sendable func bydayDays(_ m: ScaleMonth) -> Set<Int> {
      var out = Set<Int>()
      for (w, n) in entries {
        let matches = (0..<m.length).map { m.first + $0 }.filter { CivilDate(daysSinceEpoch: $0).weekday == w }
        if n == 0 { out.formUnion(matches) }
        else if n > 0, n <= matches.count { out.insert(matches[n - 1]) }
        else if n < 0, -n <= matches.count { out.insert(matches[matches.count + n]) }
      }
      return out
    }
    // libical's days of one year of the calendar.
    @Sendable func days(of year: ScaleYear) -> Set<Int> {
      var leapFlag = false
      // ICU's month for number n with the leap flag asked (or left set): the month itself, or
      // for a leap month the year lacks, the month at position n+1.
      func resolve(_ n: Int, _ leap: Bool) -> Int? {
        let asked = leap || leapFlag
        let i = year.monthIndex(number: n, isLeap: asked) ?? (asked ? (n < year.months.count ? n : nil) : nil)
        if let i { leapFlag = year.months[i].isLeap }
        return i
      }
      var bits = Set<Int>()
      // The default day in each month set_month (with SKIP) gives.
      for (n, leap) in labels {
        guard let i = resolve(n, leap) else { continue }
        var j = i
        if year.months[i].number != n || year.months[i].isLeap != leap {
          if skip == "OMIT" { continue }
          if skip == "BACKWARD" {
            guard i > 0 else { continue }
            j = i - 1
            leapFlag = year.months[j].isLeap
          }
        }
        // libical keeps the month number only and asks ICU again.
        guard let k = resolve(year.months[j].number, false) else { continue }
        let m = year.months[k]
        if defaultDay <= m.length { bits.insert(m.first + defaultDay - 1) }
        else if skip == "FORWARD" { bits.insert(m.first + m.length) }
        else if skip == "BACKWARD" { bits.insert(m.first + m.length - 1) }
      }
      // BYDAY over each month ICU resolves the BYMONTH values to, without SKIP.
      for (n, leap) in labels {
        guard let i = resolve(n, leap) else { continue }
        let m = year.months[i]
        bits = bits.filter { $0 < m.first || $0 >= m.first + m.length }.union(bydayDays(m))
      }
      return bits
    }
    return { x in
      guard let d = ValueText.civil(walls[x] ?? x)?.date.daysSinceEpoch else { return false }
      return days(of: system.year(containing: d)).contains(d)
    }
  }
}
