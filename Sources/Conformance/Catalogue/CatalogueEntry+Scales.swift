// Catalogue entries for rules under a non-Gregorian RSCALE (RFC 7529, issue 17).

import Recurrence
import Zones

extension CatalogueEntry {
  /// libical 3.0.16 starts a non-Gregorian YEARLY rule with INTERVAL > 1 one year late.
  static let scaleIntervalYearLate = CatalogueEntry(
    name: "rscale-yearly-interval-year-late", kind: .libicalMistake,
    summary: "RSCALE other than GREGORIAN, FREQ=YEARLY;INTERVAL>1: libical 3.0.16 counts INTERVAL from the year after DTSTART's (it steps the calendar's year once before the first period), so DTSTART's year and every other one are lost",
    rfc: """
      RFC 5545 §3.3.10: "The INTERVAL rule part contains a positive integer representing at which \\
      intervals the recurrence rule repeats ... a value of 8 means every eighth year for a YEARLY \\
      rule", counted from DTSTART, which §3.8.5.3 makes "the first instance"; RFC 7529 §3 keeps \\
      these semantics, only read in the RSCALE calendar. libical's rule for the first period under \\
      RSCALE (its ICU year is advanced before the first YEARLY period) starts at DTSTART's year + 1.
      """,
    reproducer: ("RSCALE=ROC;FREQ=YEARLY;INTERVAL=2;COUNT=3", "DTSTART:20220131T030000"),
    expected: (native: ["20220131T030000", "20240131T030000", "20260131T030000"],
               libical: ["20230131T030000", "20250131T030000", "20270131T030000"]),
    explainsCase: { obs in
      // libical's answer is the native answer for the same rule whose periods start one year
      // later: DTSTART's month and day written out (RFC 5545's defaults), DTSTART moved to the
      // first day of the next year of the calendar.
      let parts = RuleParts(obs.testCase.rule)
      guard let name = parts.value("RSCALE"), name != "GREGORIAN", let scale = CalendarScale(rawValue: name),
            parts.value("FREQ") == "YEARLY", let interval = Int(parts.value("INTERVAL") ?? "1"), interval > 1,
            let theirs = obs.oracle.outcome.list, obs.native.outcome.list != theirs,
            let later = yearLaterCase(obs.testCase, parts: parts, scale: scale) else { return false }
      return NativeEngine().expand(later).outcome.list == theirs
    })
}

/// `c` with its periods one calendar year later: DTSTART's month and day made explicit where the
/// rule takes them from DTSTART, and DTSTART on the first day of the next year, same time of day.
func yearLaterCase(_ c: ConformanceCase, parts: RuleParts, scale: CalendarScale) -> ConformanceCase? {
  guard let start = try? DateTimeValue(contentLine: c.dtstart, zone: { try? Zone.named($0) }),
        let colon = c.dtstart.lastIndex(of: ":") else { return nil }
  let civil = start.civil
  let day = civil.date.daysSinceEpoch
  let system = scale.system
  let year = system.year(containing: day)
  let month = year.months[year.monthIndex(of: day)]
  let label = "\(month.number)" + (month.isLeap ? "L" : "")
  var rule = parts.text
  let noDay = !parts.has("BYMONTHDAY") && !parts.has("BYYEARDAY") && !parts.has("BYDAY")
  if !parts.has("BYMONTH") && (noDay || (parts.has("BYMONTHDAY") && !parts.has("BYYEARDAY"))) {
    rule += ";BYMONTH=" + label
  }
  if noDay { rule += ";BYMONTHDAY=\(day - month.first + 1)" }
  let next = CivilDate(daysSinceEpoch: year.first + year.length)
  let value = start.isDate ? LibICalTextBridge.date(next)
    : LibICalTextBridge.local(CivilDateTime(date: next, time: civil.time)) + (c.dtstart.hasSuffix("Z") ? "Z" : "")
  var later = c
  later.rule = rule
  later.dtstart = String(c.dtstart[...colon]) + value
  return later
}
