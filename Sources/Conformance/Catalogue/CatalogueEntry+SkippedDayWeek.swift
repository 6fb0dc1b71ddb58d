// libical 3.0.16's week step across a calendar day its zone skips (Pacific/Apia, 2011-12-30):
// the step lands one day late and the BYDAY days after it are counted from that day's week
// (RFC 5545 §3.3.10).

import Zones

extension CatalogueEntry {
  /// WEEKLY;BYDAY across a skipped day: libical's week step lands a day late, and it goes on
  /// from the week of that day.
  static let skippedDayWeekStep = CatalogueEntry(
    name: "libical-skipped-day-week-step", kind: .libicalMistake,
    summary: "FREQ=WEEKLY;BYDAY (no other BY parts) across a day the zone skips (Pacific/Apia 2011-12-30): libical 3.0.16's step to the next week lands one day late, and its later BYDAY days are taken from the week of that late day",
    rfc: """
      RFC 5545 §3.3.10: BYDAY in a WEEKLY rule gives the listed weekdays of every week (WKST \
      starts the week), at DTSTART's time of day. libical's rule (icalrecur.c next_week on its \
      ICU calendar in DTSTART's zone): after the last BYDAY slot of a week it adds 7·INTERVAL \
      days of elapsed time to the week's first slot; across Apia's jump from -10 to +14 that is \
      one wall-clock day more, and the next slots are read in the week holding that day. \
      BYDAY=SU from 2011-02-28 00:15 Apia (WKST=MO) has Sundays 2011-12-25, 2012-01-01, 01-08; \
      libical gives Monday 2012-01-02 and then 01-15 (week of 01-09), losing 01-08. Predicate: \
      libical's list is Recur's up to the first week's first slot after the skipped day, that day \
      one day later, then the slots from that day's week on, COUNT and UNTIL applied.
      """,
    reproducer: ("FREQ=WEEKLY;BYDAY=SU;COUNT=4", "DTSTART;TZID=Pacific/Apia:20111218T001500"),
    expected: (native: ["20111218T101500Z", "20111225T101500Z", "20111231T101500Z", "20120107T101500Z"],
               libical: ["20111218T101500Z", "20111225T101500Z", "20120101T101500Z", "20120114T101500Z"]),
    explainsCase: { obs in
      guard let expected = skippedDayWeekStepReading(obs), let b = obs.oracle.outcome.list,
            let a = obs.native.outcome.list, a != b else { return false }
      return b == expected
    })

  /// libical's list as `libical-skipped-day-week-step` reads the case; nil outside its scope.
  static func skippedDayWeekStepReading(_ obs: Observation) -> [String]? {
    let c = obs.testCase
    let parts = RuleParts(c.rule)
    let others = ["BYMONTH", "BYMONTHDAY", "BYYEARDAY", "BYWEEKNO", "BYHOUR", "BYMINUTE", "BYSECOND", "BYSETPOS", "RSCALE", "SKIP"]
    let names = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]
    guard parts.value("FREQ") == "WEEKLY", !others.contains(where: parts.has), let byday = parts.value("BYDAY"),
          let wkst = names.firstIndex(of: parts.value("WKST") ?? "MO"),
          let zone = obs.zone, let a = obs.native.outcome.list, obs.native.wall.count == a.count, !a.isEmpty,
          let start = LibICalStartReader.read(c.dtstart)?.civil else { return nil }
    let slots = byday.split(separator: ",").compactMap { names.firstIndex(of: String($0)) }
    let interval = Int(parts.value("INTERVAL") ?? "1") ?? 1
    // Slots in libical's order, which must be the week's order (else libical-unsorted-by-list).
    let offsets = slots.map { ($0 - wkst + 7) % 7 }
    guard slots.count == byday.split(separator: ",").count, interval >= 1, offsets == offsets.sorted(),
          Set(offsets).count == offsets.count else { return nil }
    // Monday is 0; 1970-01-01 was a Thursday.
    func weekday(_ day: Int) -> Int { ((day % 7) + 7 + 3) % 7 }
    let walls = obs.native.wall.compactMap(ValueText.civil)
    guard walls.count == a.count, let lastWall = walls.last else { return nil }
    var skipped: Int?
    var day = start.date.daysSinceEpoch
    while day <= lastWall.date.daysSinceEpoch + 7 * interval, skipped == nil {
      let noon = CivilDateTime(secondsSinceEpoch: Int64(day) * 86_400 + 43_200)
      if case .gap(let before, let after) = zone.resolve(noon), after.seconds - before.seconds >= 86_400 - 3_600 { skipped = day }
      day += 1
    }
    // The first occurrence after the skipped day in the week's first slot, reached by a week step.
    guard let skipped, let i = walls.firstIndex(where: { $0.date.daysSinceEpoch > skipped && weekday($0.date.daysSinceEpoch) == slots[0] }),
          walls[i].date.daysSinceEpoch - 7 * interval < skipped else { return nil }
    let time = walls[i].time
    func text(_ day: Int) -> String {
      let utc = zone.instant(for: CivilDateTime(date: CivilDate(daysSinceEpoch: day), time: time)).utc
      return LibICalTextBridge.local(utc) + "Z"
    }
    let late = walls[i].date.daysSinceEpoch + 1
    let week = late - (weekday(late) - wkst + 7) % 7
    var out = Array(a.prefix(i)) + [text(late)]
    let cap = min(c.limit, Int(parts.value("COUNT") ?? "") ?? Int.max)
    let until = parts.value("UNTIL")
    var n = 0, j = 1
    while out.count < cap, n < 1_000 {
      if j == slots.count { j = 0; n += 1; continue }
      let x = text(week + 7 * interval * n + offsets[j])
      if let until, x > until { break }
      out.append(x)
      j += 1
    }
    return Array(out.prefix(cap))
  }
}
