// libical 3.0.16's first month of a CHINESE/DANGI MONTHLY rule from DTSTART's month 1: a negative
// BYMONTHDAY day the month lacks, moved BACKWARD, is written a year late and given first.

import LibICal
import Recurrence
import Zones

extension CatalogueEntry {
  /// RSCALE=CHINESE/DANGI, FREQ=MONTHLY;SKIP=BACKWARD from a DTSTART in month 1: libical 3.0.16
  /// moves a negative BYMONTHDAY value month 1 lacks to the last day of DTSTART's own year.
  static let scaleBackwardFirstMonthYearLate = CatalogueEntry(
    name: "rscale-backward-first-month-year-late", kind: .libicalMistake,
    summary: "RSCALE=CHINESE/DANGI, FREQ=MONTHLY;SKIP=BACKWARD from a DTSTART in month 1 that lacks a negative BYMONTHDAY value: libical 3.0.16 writes the day it moves back to (the previous year's last day, before DTSTART) on the last day of DTSTART's year and gives it first",
    rfc: """
      RFC 7529 §3.1: with SKIP=BACKWARD an invalid day moves to "the previous valid day": for \
      BYMONTHDAY=-30 in a 29-day month 1 that is the last day of the previous year's month 12, \
      before DTSTART, so no instance (RFC 5545 §3.8.5.3: the set starts at DTSTART). libical's \
      rule (icalrecur.c expand_bymonth_days, SKIP_BACKWARD, this_month-- to month 0) in DTSTART's \
      month: ICU's month 0 - 1 is month 12 of the same year, whose last day lies past DTSTART, \
      so it is kept and, found before the first period's own days, given first; later months 1 \
      move back rightly. Chinese and Dangi 2014's month 1 (2014-01-31) has 29 days: from \
      2014-02-27 BYMONTHDAY=-30;SKIP=BACKWARD gives 2014-03-01 (month 2's -30) first; libical \
      gives 2015-02-18 (the last day of Chinese 2014) first. Predicate: DTSTART in month 1, \
      which lacks a negative BYMONTHDAY value; libical's first occurrence is the last day of \
      DTSTART's year at DTSTART's time, and the rest of its list is Recur's up to where both reach.
      """,
    reproducer: ("RSCALE=CHINESE;FREQ=MONTHLY;BYMONTHDAY=-30;SKIP=BACKWARD;COUNT=3", "DTSTART;VALUE=DATE:20140227"),
    expected: (native: ["20140301", "20140330", "20140429"],
               libical: ["20150218", "20140301", "20140330"]),
    explainsCase: { obs in backwardFirstMonthYearLateHolds(obs) })

  /// `rscale-backward-first-month-year-late`'s predicate (see the entry).
  static func backwardFirstMonthYearLateHolds(_ obs: Observation) -> Bool {
    let parts = RuleParts(obs.testCase.rule)
    guard let name = parts.value("RSCALE"), name == "CHINESE" || name == "DANGI", let scale = CalendarScale(rawValue: name),
          parts.value("FREQ") == "MONTHLY", parts.value("SKIP") == "BACKWARD",
          let start = LibICalStartReader.read(obs.testCase.dtstart),
          let a = obs.native.outcome.list, let b = obs.oracle.outcome.list, a != b, let first = b.first else { return false }
    let startDay = start.civil.date.daysSinceEpoch
    let year = scale.system.year(containing: startDay)
    let index = year.monthIndex(of: startDay)
    guard index == 0, parts.integers("BYMONTHDAY").contains(where: { $0 < 0 && -$0 > year.months[0].length }),
          let late = occurrenceText(year.first + year.length - 1, start: start, zone: obs.zone), first == late else { return false }
    // The rest of libical's list is Recur's, each weighed up to where the other reaches.
    let rest = Array(b.dropFirst())
    return a.starts(with: rest) || rest.starts(with: a)
  }
}
