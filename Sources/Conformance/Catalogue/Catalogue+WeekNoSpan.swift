// A YEARLY;BYWEEKNO;BYDAY rule (no BYMONTH, no BYSETPOS) whose libical answer departs from
// RFC 5545's through several week-number classes at once, weighed day by day against libical's
// own rule (LibICalWeekSpan.swift).

import LibICal
import Zones

extension Catalogue {
  /// `libical-byweekno-monday-week-count+libical-byweekno-year-end` (or some of the four names
  /// below): every occurrence only one list has is a day RFC 5545 names and libical's rule does
  /// not (Recur's) or the other way round (libical's), and a day libical repeats is one its rule
  /// names in two years. Each class is named by the days it moves, one step at a time from RFC
  /// 5545's reading to libical's: the periods (`byweekno-week-numbering-year`, INTERVAL > 1),
  /// the Monday count, the early end of libical's year; libical's first day a year late
  /// (`libical-byweekno-first-day-year-late`) is left out of both lists and named first.
  /// `BYWEEKNO=53,-12;BYDAY=FR,SU;WKST=FR` from 2014-02-01: libical's -12 is week 42 of 2015 and
  /// week 41 of 2018 (Monday counts 53 and 52), 2015's week 53 is 2016's week 1 (Fri 01-01,
  /// Sun 01-03), 2018 loses Sunday 12-30 of its week 53 (all Monday count); its 2017 ends on
  /// day 363, so 2018's week-1 Friday 2017-12-29 is a week 53 of 2017 (year end).
  func classifyWeekNoSpan(_ obs: Observation) -> String? {
    let periods = CatalogueEntry.weekNumberingYear.name, late = CatalogueEntry.weekNoFirstDayYearLate.name
    let monday = CatalogueEntry.weekNoMondayCount.name, end = CatalogueEntry.weekNoYearEnd.name
    let parts = RuleParts(obs.testCase.rule)
    let byday = (parts.value("BYDAY") ?? "").split(separator: ",")
    let weekdays = Set(byday.compactMap { Weekday(icalName: $0) })
    let values = parts.integers("BYWEEKNO").filter { $0 != 0 }
    let interval = Int(parts.value("INTERVAL") ?? "1") ?? 0
    guard [periods, late, monday, end].allSatisfy({ name in entries.contains { $0.name == name } }),
          parts.value("FREQ") == "YEARLY", !values.isEmpty, weekdays.count == byday.count, !weekdays.isEmpty, interval >= 1,
          ["BYMONTH", "BYMONTHDAY", "BYYEARDAY", "BYSETPOS", "RSCALE"].allSatisfy({ !parts.has($0) }),
          let start = LibICalStartReader.read(obs.testCase.dtstart),
          let a = obs.native.outcome.list, let b = obs.oracle.outcome.list else { return nil }
    let wkst = Weekday(icalName: parts.value("WKST") ?? "MO") ?? .monday
    let span = LibICalWeekSpan(values: values, weekdays: weekdays, wkst: wkst, interval: interval,
                               calendarYear: start.civil.date.year,
                               weekYear: WeekNumbering.week(of: start.civil.date, wkst: wkst).year)
    var walls = wallTexts(obs)
    func date(_ x: String) -> CivilDate? { ValueText.civil(walls[x] ?? x)?.date }
    // libical's first day a year late (its own class): the day it lacks and the day it gives
    // instead are left out of both lists.
    let misplaced = span.yearLateFirstDay()
    // Days past libical's last year (2582, where its iterator stops) are not weighed.
    func reached(_ x: String) -> Bool { (date(x)?.year ?? 0) <= LibICalRecurrence.maxYear }
    func keepNative(_ list: [String]) -> [String] { list.filter { reached($0) && (misplaced == nil || date($0) != misplaced?.day) } }
    func keepLibical(_ list: [String]) -> [String] {
      guard let given = misplaced?.given, span.count(given, .libical) == 0 else { return list }
      return list.filter { date($0) != given }
    }
    let native = keepNative(a), libical = keepLibical(b)
    // Lists out of order are another class's (`libical-unsorted-by-list`: BYMINUTE=30,29,45);
    // libical's repeats of a day two years name come again after the next year's first days.
    var seen: Set<String> = []
    let firsts = libical.filter { seen.insert($0).inserted }
    guard zip(native, native.dropFirst()).allSatisfy({ $0 < $1 }),
          zip(firsts, firsts.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
    // The lists are weighed as far as both reach: with COUNT, against the other engine's answer
    // without COUNT (a day one side lacks shifts where COUNT ends the other).
    var nativeOnly: [String], libicalOnly: [String]
    if parts.has("COUNT") {
      var open = obs.testCase
      open.rule = parts.removing("COUNT").text
      let wider = NativeEngine().expand(open)
      guard let fullA = wider.outcome.list, let widerB = obs.oracleExpansion(rule: open.rule),
            let fullB = widerB.outcome.list else { return nil }
      for e in [wider, widerB] {
        guard let list = e.outcome.list, e.wall.count == list.count else { continue }
        for (x, w) in zip(list, e.wall) where walls[x] == nil { walls[x] = w }
      }
      func reach(_ full: [String]) -> String {
        full.count < obs.testCase.limit || full.contains(where: { !reached($0) }) ? "~" : full.last ?? ""
      }
      let aSet = Set(keepNative(fullA)), bSet = Set(keepLibical(fullB)), lastA = reach(fullA), lastB = reach(fullB)
      nativeOnly = native.filter { !bSet.contains($0) && $0 <= lastB }
      libicalOnly = libical.filter { !aSet.contains($0) && $0 <= lastA }
    } else {
      // A list is complete when the limit did not cut it, or when it reaches past libical's last
      // year (the days left out for libical's first day do not make a cut list complete).
      let aComplete = a.count < obs.testCase.limit || a.contains(where: { !reached($0) })
      let bComplete = b.count < obs.testCase.limit
      let lastA = native.last ?? "", lastB = libical.last ?? ""
      let last = aComplete && bComplete ? max(lastA, lastB) : aComplete ? lastB : bComplete ? lastA : min(lastA, lastB)
      let aSet = Set(native), bSet = Set(libical)
      nativeOnly = native.filter { !bSet.contains($0) && $0 <= last }
      libicalOnly = libical.filter { !aSet.contains($0) && $0 <= last }
    }
    // A day libical gives twice is one its reading names in two years.
    var repeats: [String: Int] = [:]
    for x in libical { repeats[x, default: 0] += 1 }
    let repeated = repeats.filter { $0.value > 1 }
    guard native.count == Set(native).count else { return nil }
    var days: [CivilDate] = []
    for x in nativeOnly {
      guard let d = date(x), span.count(d, .rfc) == 1, span.count(d, .libical) == 0 else { return nil }
      days.append(d)
    }
    for x in libicalOnly {
      guard let d = date(x), span.count(d, .rfc) == 0, span.count(d, .libical) >= 1 else { return nil }
      days.append(d)
    }
    for (x, n) in repeated {
      guard let d = date(x), span.count(d, .libical) == n else { return nil }
      days.append(d)
    }
    // Each class by the days it moves.
    let lateSeen = misplaced.map { m in a.contains { date($0) == m.day } || b.contains { date($0) == m.given } } ?? false
    var names: [String] = lateSeen ? [late] : []
    let steps: [(String, LibICalWeekSpan.Reading, LibICalWeekSpan.Reading)] = [
      (periods, .rfc, .rfcCalendarPeriods), (monday, .rfcCalendarPeriods, .mondayCount), (end, .mondayCount, .libical),
    ]
    for (name, from, to) in steps where days.contains(where: { span.count($0, from) != span.count($0, to) }) {
      names.append(name)
    }
    guard !names.isEmpty else { return nil }
    return names.joined(separator: "+")
  }
}
