// A YEARLY;BYWEEKNO;BYDAY;BYSETPOS rule (no BYMONTH) whose sets differ by several week-number
// classes at once: both answers predicted day by day from the two readings of LibICalWeekSpan.

import LibICal
import Zones

extension Catalogue {
  /// `libical-byweekno-setpos-calendar-year+…`: Recur's answer is BYSETPOS applied to each
  /// week-numbering year of RFC 5545's set, libical's is its BYSETPOS rule (the calendar year's
  /// days numbered from January 1, negative positions from the whole set's size, its days in the
  /// next January kept) applied to each year of libical's own set (LibICalWeekSpan), the set
  /// classes named by the days that differ. `BYWEEKNO=-1,1,10;BYDAY=TH,SA;BYSETPOS=-1,2;WKST=FR`
  /// from 2015-03-11: 2015 has 53 Monday weeks and 52 Friday weeks, so libical's 2015 runs on to
  /// Saturday 2016-01-02 (its -1, kept as a next-January day) and its 2016 set starts with it
  /// again: it gives 2016-01-02 and 01-07 where Recur gives Thursday 2015-12-31 and 2016-01-07.
  func classifyWeekNoSpanSetPos(_ obs: Observation) -> String? {
    let setpos = CatalogueEntry.weekNoSetPosCalendarYear.name
    let periods = CatalogueEntry.weekNumberingYear.name, monday = CatalogueEntry.weekNoMondayCount.name
    let end = CatalogueEntry.weekNoYearEnd.name
    let parts = RuleParts(obs.testCase.rule)
    let byday = (parts.value("BYDAY") ?? "").split(separator: ",")
    let weekdays = Set(byday.compactMap { Weekday(icalName: $0) })
    let values = parts.integers("BYWEEKNO").filter { $0 != 0 }
    let positions = Set(parts.integers("BYSETPOS"))
    let interval = Int(parts.value("INTERVAL") ?? "1") ?? 0
    guard [setpos, periods, monday, end].allSatisfy({ name in entries.contains { $0.name == name } }),
          parts.value("FREQ") == "YEARLY", !values.isEmpty, !positions.isEmpty, weekdays.count == byday.count,
          !weekdays.isEmpty, interval >= 1,
          ["BYMONTH", "BYMONTHDAY", "BYYEARDAY", "RSCALE"].allSatisfy({ !parts.has($0) }),
          ["BYHOUR", "BYMINUTE", "BYSECOND"].allSatisfy({ parts.integers($0).count <= 1 }),
          let start = LibICalStartReader.read(obs.testCase.dtstart),
          let a = obs.native.outcome.list, let b = obs.oracle.outcome.list, a != b else { return nil }
    let wkst = Weekday(icalName: parts.value("WKST") ?? "MO") ?? .monday
    let startDate = start.civil.date
    let span = LibICalWeekSpan(values: values, weekdays: weekdays, wkst: wkst, interval: interval,
                               calendarYear: startDate.year,
                               weekYear: WeekNumbering.week(of: startDate, wkst: wkst).year)
    let walls = wallTexts(obs)
    func dates(_ list: [String]) -> [CivilDate]? {
      let d = list.compactMap { ValueText.civil(walls[$0] ?? $0)?.date }
      return d.count == list.count ? d : nil
    }
    guard let da = dates(a), let db = dates(b) else { return nil }
    func picked(_ i: Int, _ total: Int) -> Bool { positions.contains(i + 1) || positions.contains(i - total) }
    let lastYear = min((da + db).map(\.year).max() ?? startDate.year, LibICalRecurrence.maxYear - 1) + 1
    var recur: [CivilDate] = [], libical: [CivilDate] = []
    for y in (startDate.year - 1)...lastYear {
      if ((y - span.weekYear) % interval + interval) % interval == 0 {
        let days = span.rfcDays(ofWeekYear: y)
        recur += days.indices.filter { picked($0, days.count) }.map { days[$0] }
      }
      let days = span.libicalDays(ofYear: y)
      let inYear = days.filter { $0.year == y }
      libical += inYear.indices.filter { picked($0, days.count) }.map { inYear[$0] } + days.filter { $0.year > y }
    }
    // From DTSTART's day on (with a time part, DTSTART's day itself is not weighed), up to
    // COUNT, before UNTIL's date (a day on it is not weighed).
    let timed = ["BYHOUR", "BYMINUTE", "BYSECOND"].contains { parts.has($0) }
    let count = parts.value("COUNT").flatMap { Int($0) } ?? Int.max
    let until = parts.value("UNTIL").flatMap { ValueText.civil(String($0.prefix(8)))?.date }
    func cut(_ list: [CivilDate]) -> [CivilDate]? {
      if let until, list.contains(until) { return nil }
      if timed, count != Int.max, list.contains(startDate) { return nil }
      let after = list.filter { $0 > startDate || ($0 == startDate && !timed) }
      return Array(after.filter { d in until.map { d < $0 } ?? true }.prefix(count))
    }
    guard let wantA = cut(recur), let wantB = cut(libical) else { return nil }
    let gotA = da.filter { !timed || $0 != startDate }, gotB = db.filter { !timed || $0 != startDate }
    // A list the limit cut is a prefix; a complete one is the whole prediction.
    func fits(_ got: [CivilDate], _ want: [CivilDate]) -> Bool {
      got.count >= obs.testCase.limit ? Array(want.prefix(got.count)) == got : want == got
    }
    guard fits(gotA, wantA), fits(gotB, wantB) else { return nil }
    // The set classes named by the days the readings place differently in the years weighed.
    let first = CivilDate(uncheckedYear: startDate.year, month: 1, day: 1).daysSinceEpoch
    let last = (da + db).map(\.daysSinceEpoch).max() ?? first
    var names = [setpos]
    let steps: [(String, LibICalWeekSpan.Reading, LibICalWeekSpan.Reading)] = [
      (periods, .rfc, .rfcCalendarPeriods), (monday, .rfcCalendarPeriods, .mondayCount), (end, .mondayCount, .libical),
    ]
    for (name, from, to) in steps where (first...last).contains(where: { day in
      let d = CivilDate(daysSinceEpoch: day)
      return span.count(d, from) != span.count(d, to)
    }) {
      names.append(name)
    }
    return names.joined(separator: "+")
  }
}
