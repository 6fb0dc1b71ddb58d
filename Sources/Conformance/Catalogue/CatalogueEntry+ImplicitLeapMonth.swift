// libical 3.0.16's reading of a CHINESE/DANGI YEARLY rule without BYMONTH whose DTSTART lies in
// a leap month, with BYMONTHDAY limited by BYDAY: the month is DTSTART's (RFC 5545 §3.3.10), and
// libical reads the weekdays of such a year from the wrong first day.

import Recurrence
import Zones

extension CatalogueEntry {
  /// YEARLY BYMONTHDAY with BYDAY and DTSTART in a leap month: libical 3.0.16 reads the year's
  /// weekdays from its second month's first day in a year where it lays the days in a leap month.
  static let implicitLeapMonthBydayShift = CatalogueEntry(
    name: "rscale-implicit-leap-month-byday-shift", kind: .libicalMistake,
    summary: "RSCALE=CHINESE/DANGI, FREQ=YEARLY with BYMONTHDAY and BYDAY but no BYMONTH, DTSTART in a leap month: in a year where libical 3.0.16 lays the days in a leap month it reads the year's weekdays from its second month's first day, so BYDAY keeps days one or two weekdays off",
    rfc: """
      RFC 5545 §3.3.10: information a rule lacks comes from DTSTART, so YEARLY;BYMONTHDAY=26 \
      without BYMONTH is the 26th of DTSTART's month (docs/SEMANTICS.md, "Values derived from \
      DTSTART"), here a leap month nL, and RFC 7529 §3.1 SKIP names the month a year without nL \
      uses; BYDAY then limits those days by their weekday. libical's rule (icalrecur.c \
      expand_year_days): the default BYMONTH counts as absent, so BYDAY is applied over the whole \
      year from the weekday of "month 1, day 1", asked of ICU with the leap flag the leap month \
      left set: ICU answers with the month after month 1, so in such a year every weekday is \
      read (length of month 1) days late. Dangi 2014's month 1 has 29 days, so from 2014-11-08 \
      (16 of 9L) BYMONTHDAY=26;BYDAY=WE;SKIP=FORWARD keeps Tuesday 2014-11-18 (26 of 9L); Recur's \
      first is Wednesday 2017-12-13 (26 of month 10, Dangi 2017 has no 9L). In other years \
      libical's month is ICU's by position (rscale-leap-month-skip-after-leap) and its weekdays \
      are right. Predicate: libical's days are this reading's from DTSTART on (days in months \
      whose start libical's calendar moves aside, chinese-new-moon-day), Recur's are the RFC's, \
      up to where both reach, with at least one year read late.
      """,
    reproducer: ("RSCALE=DANGI;FREQ=YEARLY;BYMONTHDAY=26;BYDAY=WE;SKIP=FORWARD;COUNT=3", "DTSTART;VALUE=DATE:20141108"),
    expected: (native: ["20171213", "20311210", "20341206"],
               libical: ["20141118", "20201111", "20341206"]),
    explainsCase: { obs in implicitLeapMonthBydayShiftHolds(obs) })

  /// `rscale-implicit-leap-month-byday-shift`'s predicate (see the entry).
  static func implicitLeapMonthBydayShiftHolds(_ obs: Observation) -> Bool {
    let parts = RuleParts(obs.testCase.rule)
    let monthDays = parts.integers("BYMONTHDAY")
    let skip = parts.value("SKIP") ?? "OMIT"
    guard let name = parts.value("RSCALE"), name == "CHINESE" || name == "DANGI", let scale = CalendarScale(rawValue: name),
          parts.value("FREQ") == "YEARLY", (parts.value("INTERVAL") ?? "1") == "1", !parts.has("BYMONTH"),
          !parts.has("BYYEARDAY"), !parts.has("BYWEEKNO"), !parts.has("BYSETPOS"), !parts.has("BYHOUR"),
          !parts.has("BYMINUTE"), !parts.has("BYSECOND"), !monthDays.isEmpty, monthDays.allSatisfy({ abs($0) <= 29 }),
          let entries = bydayEntries(parts), entries.allSatisfy({ $0.1 == 0 }),
          let start = LibICalStartReader.read(obs.testCase.dtstart)?.civil.date.daysSinceEpoch,
          let a = obs.native.outcome.list, let b = obs.oracle.outcome.list, a != b else { return false }
    let system = scale.system
    let startYear = system.year(containing: start)
    let dtstartMonth = startYear.months[startYear.monthIndex(of: start)]
    guard dtstartMonth.isLeap else { return false }
    let n = dtstartMonth.number
    let weekdays = Set(entries.map(\.0))
    let walls = wallTexts(obs)
    func day(_ x: String) -> Int? { ValueText.civil(walls[x] ?? x)?.date.daysSinceEpoch }
    let horizon = weighedHorizon(a, b, obs)
    guard let horizonDay = day(horizon) else { return false }
    // The days BYMONTHDAY names in month `m`.
    func days(in m: ScaleMonth) -> [Int] {
      monthDays.map { $0 > 0 ? m.first + $0 - 1 : m.first + m.length + $0 }
    }
    func weekday(_ d: Int) -> Weekday { CivilDate(daysSinceEpoch: d).weekday }
    var rfc: [Int] = [], libical: [Int] = []
    var late = false
    var year = startYear
    while year.first <= horizonDay {
      // The RFC: nL, or for a year without it the month SKIP names (FORWARD: n+1, BACKWARD: n).
      let own = year.monthIndex(number: n, isLeap: true)
        ?? (skip == "FORWARD" ? year.monthIndex(number: n + 1, isLeap: false)
            : skip == "BACKWARD" ? year.monthIndex(number: n, isLeap: false) : nil)
      if let i = own { rfc += days(in: year.months[i]).filter { weekdays.contains(weekday($0)) } }
      // libical: set_month's month, then "month 1" with the leap flag that month leaves.
      var icu = ICUMonthLookup(year: year)
      if let number = icu.setMonth(n, true, skip: skip), let k = icu.resolve(number, false),
         let one = icu.resolve(1, false) {
        let shift = year.months[one].first - year.first
        if shift != 0 { late = true }
        libical += days(in: year.months[k]).filter { weekdays.contains(weekday($0 + shift)) }
      }
      year = system.year(containing: year.first + year.length)
    }
    func cut(_ l: [Int]) -> [Int] { l.filter { $0 >= start && $0 <= horizonDay }.sorted() }
    let aDays = a.filter { $0 <= horizon }.compactMap(day), bDays = b.filter { $0 <= horizon }.compactMap(day)
    guard late, aDays == cut(rfc) else { return false }
    let model = cut(libical)
    if bDays == model { return true }
    // Days in months whose start libical's calendar moves are read apart (chinese-new-moon-day).
    guard let moved = newMoonMonthReading(obs, through: horizonDay) else { return false }
    let bSet = Set(bDays), modelSet = Set(model)
    let differing = bDays.filter { !modelSet.contains($0) } + model.filter { !bSet.contains($0) }
    return differing.allSatisfy { d in
      let c = CivilDate(daysSinceEpoch: d)
      func pad(_ v: Int, _ w: Int) -> String { String(repeating: "0", count: max(0, w - String(v).count)) + String(v) }
      return moved(pad(c.year, 4) + pad(c.month, 2) + pad(c.day, 2))
    }
  }
}
