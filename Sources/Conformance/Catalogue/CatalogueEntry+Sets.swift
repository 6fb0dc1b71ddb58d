// Catalogue entries where libical 3.0.16's set of candidates in a period is not the RFC's set:
// a day BYMONTHDAY names twice counted twice (RFC 5545 §3.3.10 BYSETPOS, §3.8.5.3 duplicates),
// sub-daily jumps into a BYHOUR/BYMINUTE period that keep DTSTART's minute/second (§3.3.10), and repeats.

import Recurrence
import Zones

extension CatalogueEntry {
  /// libical 3.0.16 counts a day twice when a positive and a negative BYMONTHDAY value (or an
  /// RFC 7529 SKIP-moved day) name it, so BYSETPOS picks the wrong day and SKIP can repeat it.
  static let duplicateMonthDay = CatalogueEntry(
    name: "libical-duplicate-month-day", kind: .libicalMistake,
    summary: "libical 3.0.16 keeps a day twice in a MONTHLY/YEARLY period when two BYMONTHDAY values (28 and -3 in a 30-day month, or a SKIP-moved day) or two YEARLY BYYEARDAY values without BYDAY (268 and -98 in a 365-day year) name it, or a leap month a YEARLY BYMONTH lists is missing and SKIP names a month also listed (Hebrew 5L and 6 with FORWARD), so BYSETPOS positions shift and SKIP repeats the day",
    rfc: """
      RFC 5545 §3.3.10: "The BYSETPOS rule part specifies a COMMA-separated list of values that \
      corresponds to the nth occurrence within the set of recurrence instances specified by the \
      rule"; a set holds each date-time once, and §3.8.5.3: "Where duplicate instances are \
      generated ... only one recurrence is considered." In September 2007 BYMONTHDAY=-1,-3,28 names \
      the 30th and the 28th (twice): a set of two days, so BYSETPOS=-3 selects nothing. A day the \
      zone skips whole (Pacific/Apia, 2011-12-30) libical moves onto the next day, which may be \
      named too (seed 12 #18770, BYMONTHDAY=30,-1,-19;BYSETPOS=-3,3: Recur and dateutil have \
      2011-12-31, libical not).
      BYYEARDAY is counted the same way (icalrecur.c expand_year_days adds one to BYSETPOS's \
      set size per value): FREQ=YEARLY;BYYEARDAY=36,268,-98;BYSETPOS=-1 is September 25 every \
      year (268 and -98 are both that day in a common year: a set of two), libical gives it in \
      leap years only (seed 8337 #18260); with BYDAY libical recounts the days it keeps. \
      A leap month is counted the same way (RFC 7529 §3.1: SKIP=FORWARD gives a year without nL \
      the month after it, BACKWARD month n): RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=10,6,5L;\
      BYSETPOS=-1;SKIP=FORWARD from 2011-08-30 names Adar twice in common 5772, so the set is \
      {1 Nisan, 1 Av} (the 30ths moved forward) and -1 is 1 Av every year; libical counts three \
      and gives leap years only (seed 7706 #527). \
      A listed leap month a year lacks is laid in SKIP's month, by RFC 7529 (BACKWARD n) and by \
      libical (ICU finds nL by position: after an earlier leap month BACKWARD lays n-1), and a day \
      named twice there counts twice too: Chinese 2020 (4L, no 7L) with BYMONTH=7L;\
      BYMONTHDAY=-2,15,28;BYSETPOS=-1;SKIP=BACKWARD is 2020-09-15 in Recur, nothing in libical, \
      whose month 6 (29 days) has its 28th twice (seed 8509 #4447); not with BYDAY, where \
      libical's set size is the days BYDAY keeps (rscale-byday-month-by-position). \
      Predicate: every occurrence in one list and not the other lies in a period (month for \
      MONTHLY, year for YEARLY) where two BYMONTHDAY values (or BYYEARDAY values, YEARLY without \
      BYDAY) name the same day or, with SKIP, a value names a day the month (year) lacks, or a \
      value names a day the zone skips whole, or (YEARLY, BYSETPOS, no BYDAY) in a year that \
      lacks a listed leap month whose SKIP month is listed, where Recur's days are libical's for \
      the rule without that leap month (when libical refuses that rule, BYSETPOS finding nothing \
      in its first search, its days without BYSETPOS with BYSETPOS applied year by year).
      """,
    reproducer: ("FREQ=MONTHLY;BYMONTHDAY=-1,-3,28;BYSETPOS=-3;COUNT=3", "DTSTART:20070803T024500"),
    expected: (native: ["20070828T024500", "20071028T024500", "20071228T024500"],
               libical: ["20070828T024500", "20070928T024500", "20071028T024500"]),
    explainsCase: { obs in
      let readings = [duplicateMonthDayReading(obs), doubledLeapMonthReading(obs)].compactMap { $0 }
      guard !readings.isEmpty, let a = obs.native.outcome.list, let b = obs.oracle.outcome.list else { return false }
      let parts = RuleParts(obs.testCase.rule)
      let walls = wallTexts(obs)
      guard let lastB = b.last else { return false }
      let explained = { (wall: String) in readings.contains { $0(wall) } }
      // Lists the limit or COUNT cut are judged up to their end; a list its own rule ended
      // (UNTIL) is judged whole, so months libical loses before UNTIL count.
      let cap = min(obs.testCase.limit, Int(parts.value("COUNT") ?? "") ?? Int.max)
      let last: String
      switch (a.count >= cap, b.count >= cap) {
      case (false, false): last = max(a.last ?? lastB, lastB)
      case (true, false): last = a.last ?? lastB
      case (false, true): last = lastB
      case (true, true): last = a.last.map { min($0, lastB) } ?? lastB
      }
      let aSet = Set(a), bSet = Set(b)
      let differing = a.filter { !bSet.contains($0) && $0 <= last } + b.filter { !aSet.contains($0) && $0 <= last }
      if differing.isEmpty {
        // Same instants, one repeated or out of order: the repeats must be in such periods.
        let repeated = b.enumerated().filter { i, x in b.prefix(i).contains(x) }.map(\.element)
        return !repeated.isEmpty && repeated.allSatisfy { explained(walls[$0] ?? $0) }
      }
      return differing.allSatisfy { explained(walls[$0] ?? $0) }
    })

  /// `libical-duplicate-month-day`'s reading of one occurrence's wall text: whether it lies in a
  /// period where BYMONTHDAY names one day twice (or, with SKIP, a day the month lacks). Nil
  /// outside the entry's scope. A 29-day month with BYMONTHDAY=-2,28 names its 28th twice.
  static func duplicateMonthDayReading(_ obs: Observation) -> (@Sendable (String) -> Bool)? {
    let parts = RuleParts(obs.testCase.rule)
    let freq = parts.value("FREQ") ?? ""
    let days = parts.integers("BYMONTHDAY")
    let skips = (parts.value("SKIP") ?? "OMIT") != "OMIT"
    if days.isEmpty { return duplicateYearDayReading(obs) }
    guard freq == "MONTHLY" || freq == "YEARLY", !days.isEmpty, parts.has("BYSETPOS") || skips else { return nil }
    let zone = obs.zone
    // The months are the rule's calendar's (RFC 7529 §3: BYMONTHDAY counts in the RSCALE
    // month): under INDIAN, Pausa has 30 days, so BYMONTHDAY=-3,28 names its 28th twice.
    let scale = parts.value("RSCALE").flatMap { CalendarScale(rawValue: $0) } ?? .gregorian
    let system = scale.system
    let listedMonths = Set((parts.value("BYMONTH") ?? "").split(separator: ",").map(String.init))
    // Whether BYMONTHDAY names one day twice in the month of `length` days from day number
    // `first` (or, with SKIP, a day it lacks; or a day the zone skips whole, which libical
    // moves onto the next day: Apia's 2011-12-30).
    @Sendable func doubled(_ first: Int, _ length: Int) -> Bool {
      let positive = Set(days.filter { $0 > 0 })
      let negative = Set(days.filter { $0 < 0 }.map { length + 1 + $0 })
      if !positive.isDisjoint(with: negative) { return true }
      if skips && days.contains(where: { $0 > length || $0 < -length }) { return true }
      guard let zone else { return false }
      return positive.union(negative).contains { day in
        guard day >= 1, day <= length else { return false }
        let d = CivilDate(daysSinceEpoch: first + day - 1)
        let start = zone.instant(for: CivilDateTime(date: d, time: .midnight))
        let next = zone.instant(for: CivilDateTime(date: CivilDate(daysSinceEpoch: d.daysSinceEpoch + 1), time: .midnight))
        return next <= start
      }
    }
    // The months SKIP gives a listed leap month nL the year lacks, in either engine: RFC 7529
    // §3.1's (BACKWARD: n, FORWARD: n+1) and libical's (ICUMonthLookup: after an earlier leap
    // month ICU finds nL by position, so BACKWARD lays n-1). Their days are the year's too.
    // With BYDAY libical's size is the days BYDAY keeps (rscale-byday-month-by-position).
    let labels = monthLabels(parts)
    let skip = parts.value("SKIP") ?? "OMIT"
    @Sendable func skipMonths(_ year: ScaleYear) -> [(first: Int, length: Int)] {
      guard scale.hasLeapMonths, skips, !parts.has("BYDAY"), labels.contains(where: { $0.1 && year.monthIndex(number: $0.0, isLeap: true) == nil })
      else { return [] }
      var out: [(first: Int, length: Int)] = []
      var icu = ICUMonthLookup(year: year)
      for (n, leap) in labels {
        guard let number = icu.setMonth(n, leap, skip: skip) else { continue }
        if leap, year.monthIndex(number: n, isLeap: true) == nil {
          // libical's month: the one `number` resolves to, as long as ICU says.
          var probe = icu
          if let k = probe.resolve(number, false), let length = probe.monthLength(number, system: system) {
            out.append((year.months[k].first, length))
          }
          // The RFC's month.
          if let i = year.monthIndex(number: n, isLeap: false) {
            let j = skip == "FORWARD" ? i + 1 : i
            if j < year.months.count { out.append((year.months[j].first, year.months[j].length)) }
          }
        }
      }
      return out
    }
    @Sendable func explained(_ wall: String) -> Bool {
      guard let c = ValueText.civil(wall) else { return false }
      let day = c.date.daysSinceEpoch
      let year = system.year(containing: day)
      let i = year.monthIndex(of: day)
      let month = year.months[i]
      // A day SKIP moved (FORWARD to a 1st, BACKWARD to a month's last day) belongs to the
      // neighbouring month's period.
      var periods = [month]
      if skips {
        if day == month.first {
          periods.append(i > 0 ? year.months[i - 1] : system.year(containing: year.first - 1).months.last ?? month)
        }
        if day == month.first + month.length - 1 {
          periods.append(i + 1 < year.months.count ? year.months[i + 1] : system.year(containing: year.first + year.length).months[0])
        }
      }
      if freq == "MONTHLY" { return periods.contains { doubled($0.first, $0.length) } }
      if year.months.contains(where: { m in
        (listedMonths.isEmpty || listedMonths.contains("\(m.number)" + (m.isLeap ? "L" : ""))) && doubled(m.first, m.length)
      }) { return true }
      return skipMonths(year).contains { doubled($0.first, $0.length) }
    }
    return { explained($0) }
  }

  /// `libical-duplicate-month-day`'s reading for YEARLY BYYEARDAY without BYDAY (libical counts
  /// each BYYEARDAY value toward BYSETPOS's set, and BYDAY would recount the days): whether an
  /// occurrence's wall text lies in a year where two values name one day (or, with SKIP, a value
  /// names a day the year lacks). Nil outside that scope. A 365-day year with BYYEARDAY=268,-98
  /// names September 25 twice.
  static func duplicateYearDayReading(_ obs: Observation) -> (@Sendable (String) -> Bool)? {
    let parts = RuleParts(obs.testCase.rule)
    let values = parts.integers("BYYEARDAY")
    let skips = (parts.value("SKIP") ?? "OMIT") != "OMIT"
    guard parts.value("FREQ") == "YEARLY", !values.isEmpty, !parts.has("BYDAY"), !parts.has("BYMONTHDAY"),
          parts.has("BYSETPOS") || skips else { return nil }
    let system = (parts.value("RSCALE").flatMap { CalendarScale(rawValue: $0) } ?? .gregorian).system
    return { wall in
      guard let c = ValueText.civil(wall) else { return false }
      let length = system.year(containing: c.date.daysSinceEpoch).length
      let positive = Set(values.filter { $0 > 0 })
      let negative = Set(values.filter { $0 < 0 }.map { length + 1 + $0 })
      return !positive.isDisjoint(with: negative) || (skips && values.contains { $0 > length || $0 < -length })
    }
  }

  /// In MINUTELY/SECONDLY rules, libical 3.0.16 jumps to the next hour BYHOUR allows (or minute
  /// BYMINUTE allows) but keeps the minute and second it had, missing the hour's first instances.
  static let subDailyJumpKeepsTime = CatalogueEntry(
    name: "libical-subdaily-jump-keeps-time", kind: .libicalMistake,
    summary: "libical 3.0.16 jumps a MINUTELY/SECONDLY rule to the next allowed hour (or minute) keeping DTSTART's minute and second, so it misses the first instances of that hour",
    rfc: """
      RFC 5545 §3.3.10: BYHOUR (and BYMINUTE for SECONDLY) limit a MINUTELY or SECONDLY rule: \
      its instances are every minute (second) from DTSTART on whose hour is listed. \
      "FREQ=SECONDLY;BYHOUR=23" from 14:30:00 has 23:00:00 first (python-dateutil agrees); \
      libical gives 23:30:00. Predicate: libical's list is Recur's with instances left out, and \
      in every hour (minute) the left-out ones come before all the ones libical has.
      """,
    reproducer: ("FREQ=SECONDLY;BYHOUR=23;COUNT=2", "DTSTART:20260101T143000"),
    expected: (native: ["20260101T230000", "20260101T230001"],
               libical: ["20260101T233000", "20260101T233001"]),
    explainsCase: { obs in
      let parts = RuleParts(obs.testCase.rule)
      let freq = parts.value("FREQ") ?? ""
      guard freq == "MINUTELY" || freq == "SECONDLY" else { return false }
      // The bucket whose first instances libical misses: the hour, or (SECONDLY;BYMINUTE) the minute.
      let width: Int
      if parts.has("BYHOUR") { width = 11 } else if freq == "SECONDLY", parts.has("BYMINUTE") { width = 13 } else { return false }
      guard let a = obs.native.outcome.list, let b = obs.oracle.outcome.list, let lastA = a.last else { return false }
      let compared = b.filter { $0 <= lastA }
      let aSet = Set(a), bSet = Set(b)
      guard compared.allSatisfy(aSet.contains), compared == compared.sorted(),
            Set(compared).count == compared.count else { return false }
      let lastB = b.last ?? ""
      let missing = a.filter { !bSet.contains($0) && (b.count < a.count || $0 <= lastB) }
      guard !missing.isEmpty else { return false }
      let walls = wallTexts(obs)
      var entered = Set<String>()
      for x in a {
        let bucket = String((walls[x] ?? x).prefix(width))
        if bSet.contains(x) { entered.insert(bucket) } else if entered.contains(bucket) { return false }
      }
      return true
    })
}

extension CatalogueEntry {
  /// libical 3.0.16 returns an instance again (not only DTSTART) when two BY values produce it.
  static let repeatsInstances = CatalogueEntry(
    name: "libical-repeats-instances", kind: .libicalMistake,
    summary: "libical 3.0.16 returns the same date-time twice (MINUTELY/HOURLY with BYMINUTE and BYSECOND lists, SKIP-moved days)",
    rfc: """
      RFC 5545 §3.8.5.3: "Where duplicate instances are generated by the "RRULE" and "RDATE" \
      properties, only one recurrence is considered"; §3.3.10 BY lists select a set of instances. \
      Predicate: libical's list with each repeated date-time kept once (at its first place, or \
      at its last) lines up with Recur's.
      """,
    reproducer: ("FREQ=MINUTELY;BYMINUTE=0,15;BYSECOND=4,30;COUNT=4", "DTSTART:20080920T171500Z"),
    expected: (native: ["20080920T171504Z", "20080920T171530Z", "20080920T180004Z", "20080920T180030Z"],
               libical: ["20080920T171504Z", "20080920T171530Z", "20080920T171504Z", "20080920T171530Z"]),
    explainsCase: { obs in
      guard let a = obs.native.outcome.list, let b = obs.oracle.outcome.list else { return false }
      var seen = Set<String>()
      let once = b.filter { seen.insert($0).inserted }
      guard once.count < b.count, !once.isEmpty else { return false }
      if prefixAgrees(once, a) { return true }
      // libical can return a later instance first and again in its place (YEARLY
      // BYWEEKNO=1;BYDAY=WE,TU,TH from 1997-10-24: 12-31, 12-30, 12-31, 1998-01-01): each
      // repeated date-time kept at its last place.
      seen = []
      let onceLast = Array(b.reversed().filter { seen.insert($0).inserted }.reversed())
      return prefixAgrees(onceLast, a)
    })
}

extension CatalogueEntry {
  /// With RFC 7529 SKIP and BYDAY, libical 3.0.16 drops a SKIP-moved day BYDAY allows, and moves
  /// DTSTART's day (which BYDAY replaces) to a day BYDAY excludes.
  static let skipWithByday = CatalogueEntry(
    name: "libical-skip-with-byday", kind: .libicalMistake,
    summary: "with RSCALE SKIP=FORWARD/BACKWARD and BYDAY, libical 3.0.16 drops the moved day of an invalid BYMONTHDAY even when BYDAY allows it (and moves DTSTART's day to a weekday BYDAY excludes)",
    rfc: """
      RFC 7529 §3.1: SKIP says what happens to an invalid date the rule generates (FORWARD: the \
      next valid date, BACKWARD: the previous one, OMIT: none). Only BYMONTH/BYMONTHDAY/BYYEARDAY \
      generate invalid dates; RFC 5545 §3.3.10 applies the parts "in the following order: BYMONTH, \
      BYWEEKNO, BYYEARDAY, BYMONTHDAY, BYDAY, ...", so BYDAY limits the moved (valid) date like any \
      other: Feb 30 2028 with SKIP=FORWARD is Wednesday Mar 1, which BYDAY=WE,TU keeps. An invalid \
      date has no weekday for BYDAY to reject. Without BYMONTHDAY, BYDAY (not DTSTART's day) gives \
      the days, so no day is invalid and nothing moves. Predicate: Recur's list without the days \
      only SKIP produces lines up with libical's list without the days BYDAY's weekdays exclude; \
      or every occurrence only one list has is a day only SKIP produces or (with BYSETPOS, whose \
      positions a moved day shifts) lies in a month (YEARLY: a year) where SKIP moved a day.
      """,
    reproducer: ("RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTHDAY=30,28;BYDAY=WE,TU;SKIP=FORWARD;COUNT=3", "DTSTART:20271215T000000"),
    expected: (native: ["20271228T000000", "20280301T000000", "20280328T000000"],
               libical: ["20271228T000000", "20280328T000000", "20280530T000000"]),
    explainsCase: { obs in
      guard RuleParts(obs.testCase.rule).has("BYDAY"), let moves = SkipMoves(obs) else { return false }
      return moves.linesUpWithoutMovedAndExcluded || moves.confinedToMoves
    })

  /// In MONTHLY rules with BYMONTH, libical 3.0.16 drops a SKIP-moved day that leaves the listed
  /// month (and moves DTSTART's day when BYMONTHDAY is absent).
  static let skipMovedDay = CatalogueEntry(
    name: "libical-skip-moved-day", kind: .libicalMistake,
    summary: "with RSCALE SKIP=FORWARD/BACKWARD, libical 3.0.16 misplaces moved days: in MONTHLY rules with BYMONTH it drops a moved day that leaves the listed month",
    rfc: """
      RFC 5545 §3.3.10 applies BYMONTH first: it limits a MONTHLY rule's months, and BYMONTHDAY \
      then generates the days of each listed month. RFC 7529 §3.1: an invalid date so generated \
      moves with SKIP=FORWARD to the next valid date, even into another month; \
      "RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=29;SKIP=FORWARD" is Feb 29 in leap \
      years and Mar 1 otherwise, as the same rule with FREQ=YEARLY is in both engines. libical \
      3.0.16 drops Mar 1 for MONTHLY. With BYSETPOS (RFC 5545 §3.3.10: "the nth occurrence within \
      the set of recurrence instances specified by the rule"), libical also loses the whole set \
      of the month a day moved FORWARD into: BYMONTHDAY=29,31;BYSETPOS=-2;SKIP=FORWARD has \
      2015-03-29 (March's set is {29, 31}), which libical drops after February's moves. \
      Predicate: every occurrence only one list has is a day only SKIP produces (or, with \
      BYSETPOS, lies in a month or year where SKIP moved a day, or is Recur's in a month a day \
      moved FORWARD into where libical has no day but moved ones). A MONTHLY month whose BYSETPOS \
      pick SKIP moved FORWARD libical yields nothing of, and it counts INTERVAL on from the next \
      month (INTERVAL=4;BYMONTHDAY=27,31;BYSETPOS=-1 from 2015-02-28: libical has Jul 31 every \
      other year): then libical's list is Recur's picks of exactly the months that walk keeps.
      """,
    reproducer: ("RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=29;SKIP=FORWARD;COUNT=3", "DTSTART;VALUE=DATE:20000101"),
    expected: (native: ["20000229", "20010301", "20020301"],
               libical: ["20000229", "20040229", "20080229"]),
    explainsCase: { obs in
      guard !RuleParts(obs.testCase.rule).has("BYDAY"), let moves = SkipMoves(obs) else { return false }
      return moves.confinedToMoves || moves.driftsPastMovedSelections(obs)
    })
}

/// The days RFC 7529 SKIP moves in one case, and the two ways libical 3.0.16 gets them wrong.
struct SkipMoves {
  let a: [String], b: [String]
  let walls: [String: String]
  let skip: String
  let freq: String
  let days: [Int]
  /// The days libical moves: BYMONTHDAY, or DTSTART's day.
  let libicalDays: [Int]
  let months: [Int]
  let weekdays: Set<Weekday>
  let bysetpos: Bool
  /// The most occurrences a list can have: the case's limit, or COUNT when smaller.
  let cap: Int

  /// The moves of a case with SKIP=FORWARD/BACKWARD and BYMONTHDAY (or, for libical's own
  /// moves, DTSTART's day), or nil.
  init?(_ obs: Observation) {
    let parts = RuleParts(obs.testCase.rule)
    skip = parts.value("SKIP") ?? "OMIT"
    // Gregorian month lengths below: a calendar with other months is not this class.
    let scale = parts.value("RSCALE").flatMap { CalendarScale(rawValue: $0) } ?? .gregorian
    guard skip != "OMIT", scale.hasGregorianMonths, let a = obs.native.outcome.list, let b = obs.oracle.outcome.list else { return nil }
    self.a = a
    self.b = b
    walls = wallTexts(obs)
    freq = parts.value("FREQ") ?? ""
    // Without BYMONTHDAY, a MONTHLY/YEARLY rule without BYDAY takes DTSTART's day of the month
    // (RFC 5545 §3.3.10), which SKIP moves in both engines; with BYDAY only libical 3.0.16 still
    // moves DTSTART's day (Recur: BYDAY gives the days).
    let monthDays = parts.integers("BYMONTHDAY")
    let startDay = LibICalStartReader.read(obs.testCase.dtstart).map { [$0.civil.date.day] } ?? []
    days = monthDays.isEmpty && !parts.has("BYDAY") && !parts.has("BYYEARDAY") && !parts.has("BYWEEKNO") ? startDay : monthDays
    libicalDays = monthDays.isEmpty ? startDay : monthDays
    months = parts.integers("BYMONTH")
    weekdays = Set((parts.value("BYDAY") ?? "").split(separator: ",").compactMap { Weekday(icalName: String($0.suffix(2))) })
    bysetpos = parts.has("BYSETPOS")
    cap = min(obs.testCase.limit, Int(parts.value("COUNT") ?? "") ?? Int.max)
  }

  /// A day only SKIP produces: no BYMONTHDAY value names it, and a value the month (FORWARD:
  /// the previous month, for positive values) lacks moves there.
  func moved(_ c: CivilDateTime, by days: [Int]) -> Bool {
    let d = c.date
    let dim = CivilDate.daysInMonth(year: d.year, month: d.month)
    // A day of a month BYMONTH leaves out is no value's own day (MONTHLY and YEARLY).
    let listed = months.isEmpty || months.contains(d.month)
    if listed, days.contains(d.day) || days.contains(d.day - dim - 1) { return false }
    let prev = d.month == 1 ? (d.year - 1, 12) : (d.year, d.month - 1)
    let prevDim = CivilDate.daysInMonth(year: prev.0, month: prev.1)
    if skip == "FORWARD" {
      return d.day == 1 && (days.contains { $0 > prevDim } || days.contains { $0 < -dim })
    }
    let next = d.month == 12 ? (d.year + 1, 1) : (d.year, d.month + 1)
    let nextDim = CivilDate.daysInMonth(year: next.0, month: next.1)
    return d.day == dim && (days.contains { $0 > dim } || days.contains { $0 < -nextDim })
  }

  /// MONTHLY with BYSETPOS and SKIP=FORWARD: where a month's BYSETPOS picks a day SKIP moved
  /// into the next month, libical 3.0.16 yields nothing of that month and counts INTERVAL on
  /// from the next month. `INTERVAL=4;BYMONTHDAY=27,31;BYSETPOS=-1` from 2015-02-28: February
  /// picks Mar 1, so libical goes on from March to July (Jul 31), then November picks Dec 1, so
  /// December, April (May 1), May, September (Oct 1), October, February (Mar 1), March, July
  /// 2017. Whether libical's list is Recur's selections of exactly the months that walk keeps.
  func driftsPastMovedSelections(_ obs: Observation) -> Bool {
    let parts = RuleParts(obs.testCase.rule)
    guard bysetpos, freq == "MONTHLY", skip == "FORWARD", !b.isEmpty,
          let interval = Int(parts.value("INTERVAL") ?? "1"), interval >= 1,
          let start = LibICalStartReader.read(obs.testCase.dtstart)?.civil.date else { return false }
    // Recur's selection of every month: the rule with INTERVAL 1, from the same DTSTART.
    var every = obs.testCase
    every.rule = parts.removing("INTERVAL").removing("COUNT").text
    every.limit = 5_000
    let e = NativeEngine().expand(every)
    guard let list = e.outcome.list, !list.isEmpty else { return false }
    let texts = e.wall.count == list.count ? e.wall : list
    var selections: [Int: [(String, Bool)]] = [:]
    var lastPeriod = 0
    for (x, w) in zip(list, texts) {
      guard let c = ValueText.civil(w) else { return false }
      let isMoved = moved(c, by: days)
      let period = c.date.year * 12 + c.date.month - 1 - (isMoved ? 1 : 0)
      selections[period, default: []].append((x, isMoved))
      lastPeriod = max(lastPeriod, period)
    }
    // A list cut by its limit covers its last month only in part.
    if list.count >= every.limit { lastPeriod -= 1 }
    var period = start.year * 12 + start.month - 1
    var expected: [String] = []
    var drifted = false
    while period <= lastPeriod, expected.count < cap {
      let selection = selections[period] ?? []
      if selection.contains(where: { $0.1 }) {
        drifted = true
        period += 1 + interval
      } else {
        expected += selection.map(\.0)
        period += interval
      }
    }
    guard drifted, expected.count >= b.count || period > lastPeriod else { return false }
    let cut = Array(expected.prefix(cap))
    return cut == b || (b.count >= cap && Array(cut.prefix(b.count)) == b)
  }

  /// Recur's list without the moved days lines up with libical's without the days BYDAY excludes.
  var linesUpWithoutMovedAndExcluded: Bool {
    let nativeKept = a.filter { x in ValueText.civil(walls[x] ?? x).map { !moved($0, by: days) } ?? true }
    let libicalKept = b.filter { x in ValueText.civil(walls[x] ?? x).map { weekdays.contains($0.date.weekday) } ?? true }
    guard nativeKept.count < a.count || libicalKept.count < b.count,
          nativeKept.isEmpty == libicalKept.isEmpty else { return false }
    return prefixAgrees(nativeKept, libicalKept)
  }

  /// Every occurrence only one list has is a moved day or (with BYSETPOS, whose positions a
  /// moved day shifts) lies in a month (YEARLY: a year) where SKIP moved a day.
  var confinedToMoves: Bool {
    // The periods whose set a moved day changes: Recur's moves, and libical's (which, without
    // BYMONTHDAY, moves DTSTART's day into the set BYSETPOS counts).
    func lacks(_ year: Int, _ month: Int) -> Bool {
      let dim = CivilDate.daysInMonth(year: year, month: month)
      return libicalDays.contains { $0 > dim || $0 < -dim }
    }
    func movedPeriod(_ c: CivilDateTime) -> Bool {
      guard bysetpos else { return false }
      let d = c.date
      if freq == "MONTHLY" { return lacks(d.year, d.month) }
      guard freq == "YEARLY" else { return false }
      return (months.isEmpty ? Array(1...12) : months).contains { lacks(d.year, $0) }
    }
    guard let lastA = a.last else { return false }
    // An empty libical list leaves every one of Recur's occurrences to explain; so does one its
    // own rule ended (UNTIL, or the window's end) before the limit or COUNT cut it. When only
    // Recur's list is cut by the limit or COUNT, nothing past its last occurrence can be compared.
    let last = b.last.map { b.count < cap ? (a.count >= cap ? lastA : max(lastA, $0)) : min(lastA, $0) } ?? lastA
    let aSet = Set(a), bSet = Set(b)
    let nativeOnly = a.filter { !bSet.contains($0) && $0 <= last }
    let libicalOnly = b.filter { !aSet.contains($0) && $0 <= last }
    guard !nativeOnly.isEmpty || !libicalOnly.isEmpty else { return false }
    func explained(_ x: String, _ days: [Int]) -> Bool {
      guard let c = ValueText.civil(walls[x] ?? x) else { return false }
      return moved(c, by: days) || movedPeriod(c)
    }
    // MONTHLY with BYSETPOS and SKIP=FORWARD: after a month whose day moved FORWARD into the
    // next month, libical 3.0.16 yields nothing of that next month's own set (BYMONTHDAY=29,31;
    // BYSETPOS=-2 from 2014-03-27: Feb 2015's days both move to Mar 1, and 2015-03-29 is lost).
    // A native-only day is explained there only when libical has no day of that month but
    // moved ones.
    func inLostLandingMonth(_ x: String) -> Bool {
      guard bysetpos, freq == "MONTHLY", skip == "FORWARD", let c = ValueText.civil(walls[x] ?? x) else { return false }
      let d = c.date
      let prev = d.month == 1 ? (d.year - 1, 12) : (d.year, d.month - 1)
      guard days.contains(where: { $0 > CivilDate.daysInMonth(year: prev.0, month: prev.1) }) else { return false }
      return !b.contains { y in
        guard let e = ValueText.civil(walls[y] ?? y) else { return true }
        return e.date.year == d.year && e.date.month == d.month && !moved(e, by: libicalDays)
      }
    }
    return nativeOnly.allSatisfy { explained($0, days) || inLostLandingMonth($0) }
      && libicalOnly.allSatisfy { explained($0, libicalDays) }
  }
}

extension CatalogueEntry {
  /// After a zone skips a whole calendar day (Pacific/Apia, 2011-12-30), libical 3.0.16's wall
  /// clock lands one day off (weekly Sundays become Mondays).
  static let skippedDayShift = CatalogueEntry(
    name: "libical-skipped-day-shift", kind: .libicalMistake,
    summary: "after a zone skips a calendar day (Pacific/Apia jumped from -10 to +14 on 2011-12-30), libical 3.0.16's occurrences land one day off",
    rfc: """
      RFC 5545 §3.3.10: rules expand in DTSTART's local time and "Information, not contained in \
      the rule, necessary to determine the various recurrence instance start time and dates are \
      derived from the Start Time ("DTSTART")": FREQ=WEEKLY from Sunday 2011-04-03 20:00 in Apia \
      is on Sundays (2012-02-05 20:00 +14:00, 06:00Z; python-dateutil agrees); libical gives \
      Monday 2012-02-06. Predicate: the two wall clocks are one day apart at the same time of \
      day, and a whole day of the zone lies in a gap (Zones' resolve) between DTSTART and it. \
      A candidate on the skipped day itself libical moves to the next day and judges BYDAY \
      there: BYMONTHDAY=-2;BYDAY=SA in December 2011 is Friday 12-30, no occurrence; libical \
      gives Saturday 12-31. Those libical-only days (and nothing else) are explained too, over \
      whole lists when neither is cut by the limit or COUNT.
      """,
    reproducer: ("FREQ=WEEKLY;BYMONTH=4,3,2;COUNT=6", "DTSTART;TZID=Pacific/Apia:20110403T200000"),
    expected: (native: ["20110404T070000Z", "20110411T070000Z", "20110418T070000Z", "20110425T070000Z", "20120205T060000Z", "20120212T060000Z"],
               libical: ["20110404T070000Z", "20110411T070000Z", "20110418T070000Z", "20110425T070000Z", "20120206T060000Z", "20120213T060000Z"]),
    explainsCase: { obs in
      // Whole case: libical's list is Recur's up to the skipped day, then Recur's for the same
      // rule from DTSTART one day later (its days counted from the wrong weekday or date).
      guard let zone = obs.zone, let id = Observation.tzid(obs.testCase.dtstart),
            let start = LibICalStartReader.read(obs.testCase.dtstart)?.civil,
            let a = obs.native.outcome.list, let b = obs.oracle.outcome.list,
            obs.native.wall.count == a.count,
            let lastDay = (obs.native.wall + obs.oracle.wall).compactMap({ ValueText.civil($0)?.date.daysSinceEpoch }).max() else { return false }
      var skipped: Int?
      var day = start.date.daysSinceEpoch
      while day <= lastDay + 1, skipped == nil {
        let noon = CivilDateTime(secondsSinceEpoch: Int64(day) * 86_400 + 43_200)
        if case .gap(let before, let after) = zone.resolve(noon), after.seconds - before.seconds >= 86_400 - 3_600 { skipped = day }
        day += 1
      }
      guard let skipped else { return false }
      // libical also moves a candidate of the skipped day itself to the next day, where the
      // other parts (BYDAY) are judged again: every difference is then a libical-only
      // occurrence on the day after the skipped one.
      // Compared up to where both lists are known: a list cut by the limit or COUNT is known
      // only up to its last occurrence; a shorter one (UNTIL, or the rule's end) is whole.
      let aSet = Set(a), bSet = Set(b)
      let cap = min(obs.testCase.limit, Int(RuleParts(obs.testCase.rule).value("COUNT") ?? "") ?? Int.max)
      let ends = [a, b].filter { $0.count >= cap }.compactMap(\.last)
      let common = ends.min() ?? max(a.last ?? "", b.last ?? "")
      let libicalOnly = zip(b, obs.oracle.wall.count == b.count ? obs.oracle.wall : b).filter { !aSet.contains($0.0) && $0.0 <= common }
      if !libicalOnly.isEmpty, a.allSatisfy({ bSet.contains($0) || $0 > common }),
         libicalOnly.allSatisfy({ ValueText.civil($0.1)?.date.daysSinceEpoch == skipped + 1 }) { return true }
      var shifted = obs.testCase
      shifted.dtstart = "DTSTART;TZID=" + id + ":" + LibICalTextBridge.local(start.adding(seconds: 86_400))
      shifted.rule = RuleParts(obs.testCase.rule).removing("COUNT").text
      shifted.limit = obs.testCase.limit * 2
      let later = NativeEngine().expand(shifted)
      guard let n2 = later.outcome.list, later.wall.count == n2.count else { return false }
      func after(_ w: String) -> Bool { (ValueText.civil(w)?.date.daysSinceEpoch ?? 0) > skipped }
      let before = zip(a, obs.native.wall).filter { !after($1) }.map(\.0)
      // An occurrence Recur puts in the skipped day (its wall clock moved past the gap) is the
      // instant the later start gives on the next day: libical has it once.
      let combined = before + zip(n2, later.wall).filter { after($1) && $0 > (before.last ?? "") }.map(\.0)
      guard combined != a, b.count <= combined.count, !b.isEmpty else { return false }
      return Array(combined.prefix(b.count)) == b
    },
    explainsOccurrence: { obs, i in
      guard let zone = obs.zone, i < obs.native.wall.count, i < obs.oracle.wall.count,
            let nw = ValueText.civil(obs.native.wall[i]), let lw = ValueText.civil(obs.oracle.wall[i]),
            nw.time == lw.time, abs(nw.date.daysSinceEpoch - lw.date.daysSinceEpoch) == 1,
            let start = LibICalStartReader.read(obs.testCase.dtstart) else { return false }
      var day = start.civil.date.daysSinceEpoch
      let end = min(nw.date.daysSinceEpoch, lw.date.daysSinceEpoch)
      while day <= end {
        let noon = CivilDateTime(secondsSinceEpoch: Int64(day) * 86_400 + 43_200)
        if case .gap(let before, let after) = zone.resolve(noon), after.seconds - before.seconds >= 86_400 - 3_600 { return true }
        day += 1
      }
      return false
    })
}

/// The wall-clock text of each occurrence of both lists (the occurrence itself when not zoned).
func wallTexts(_ obs: Observation) -> [String: String] {
  var walls: [String: String] = [:]
  for e in [obs.native, obs.oracle] {
    guard let list = e.outcome.list, e.wall.count == list.count else { continue }
    for (x, w) in zip(list, e.wall) { walls[x] = w }
  }
  return walls
}
