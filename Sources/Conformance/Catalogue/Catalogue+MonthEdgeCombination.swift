// A YEARLY;BYMONTH;BYWEEKNO rule whose libical answer lacks the month-edge days of
// `libical-byweekno-month-edge-cut` and departs from RFC 5545's in its other days by another
// catalogued class.

import Zones

extension Catalogue {
  /// The class of a YEARLY;BYMONTH;BYWEEKNO case once the edge days libical loses
  /// (`libical-byweekno-month-edge-cut`: December days of the next year's week 1, January days
  /// before week 1's weekday) are left out of Recur's answer, joined with that entry's name.
  /// `FREQ=YEARLY;BYMONTH=4,9,12;BYWEEKNO=-35,1;BYDAY=TH,SA;WKST=FR` from 2027-11-02 Apia:
  /// libical lacks Saturday 2028-12-30 (week 1 of 2029), and takes 2029's -35 as week 18
  /// (Saturday 04-28; 2029 has 52 Monday weeks) where RFC 5545's is week 19 in May
  /// (53 Friday weeks; `libical-byweekno-monday-week-count`).
  func classifyWithoutMonthEdgeDays(_ obs: Observation) -> String? {
    let name = CatalogueEntry.weekNoMonthEdgeCut.name
    let parts = RuleParts(obs.testCase.rule)
    let months = parts.integers("BYMONTH")
    guard parts.value("FREQ") == "YEARLY", parts.has("BYWEEKNO"), months.contains(1) || months.contains(12),
          entries.contains(where: { $0.name == name }) else { return nil }
    let wkst = Weekday(icalName: parts.value("WKST") ?? "MO") ?? .monday
    // Only edge days libical lacks are left out (the entry's own reading).
    guard let rest = classifyWithoutDaysLibicalLacks(obs, { WeekNumbering.inMonthEdgeCut($0, months: months, wkst: wkst) }),
          !rest.split(separator: "+").contains(where: { $0 == name }) else { return nil }
    return name + "+" + rest
  }
}
