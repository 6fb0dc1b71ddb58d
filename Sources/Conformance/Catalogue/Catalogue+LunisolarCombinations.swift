// Several lunisolar (RSCALE=CHINESE/DANGI, RFC 7529) libical 3.0.16 defects in one case: each
// class reads the occurrences only one list has (a month libical starts a day off, a missing
// leap month resolved by position, a FORWARD day moved past a leap month, Recur's SKIP month
// under MONTHLY, a MONTHLY day SKIP moved, a day BYMONTHDAY names twice), and a case is their combination when every such occurrence is read by one of
// them. libical's late first period (INTERVAL > 1) is undone first when it is there.

import Recurrence
import Zones

extension Catalogue {
  /// One class's reading of the occurrences only one list has.
  struct DifferenceReading {
    /// The entry's class name.
    let name: String
    /// Whether an occurrence only Recur has is this class's.
    let nativeOnly: (String) -> Bool
    /// Whether an occurrence only libical has is this class's.
    let libicalOnly: (String) -> Bool
  }

  /// The readings of the catalogue's lunisolar classes that apply to `obs`, up to day `horizonDay`.
  /// DTSTART's day of the month, where a class reads it, is `dayFrom`'s (the case a
  /// later-period variant came from).
  func lunisolarReadings(_ obs: Observation, horizonDay: Int, dayFrom: ConformanceCase) -> [DifferenceReading] {
    var out: [DifferenceReading] = []
    func has(_ entry: CatalogueEntry) -> Bool { entries.contains { $0.name == entry.name } }
    if has(.chineseNewMoonDay), let moved = newMoonMonthReading(obs, through: horizonDay) {
      out.append(DifferenceReading(name: CatalogueEntry.chineseNewMoonDay.name, nativeOnly: moved, libicalOnly: moved))
    }
    if has(.scaleLeapMonthSkipAfterLeap), let r = CatalogueEntry.leapSkipAfterLeapReading(obs) {
      out.append(DifferenceReading(name: CatalogueEntry.scaleLeapMonthSkipAfterLeap.name, nativeOnly: r.native, libicalOnly: r.libical))
    }
    if has(.scaleSkipForwardLeapMonth), let r = CatalogueEntry.skipForwardLeapMonthReading(obs) {
      out.append(DifferenceReading(name: CatalogueEntry.scaleSkipForwardLeapMonth.name, nativeOnly: r.native, libicalOnly: r.libical))
    }
    if has(.scaleMonthlyLeapMonthSkip), let listed = CatalogueEntry.monthlyLeapMonthSkipReading(obs) {
      out.append(DifferenceReading(name: CatalogueEntry.scaleMonthlyLeapMonthSkip.name,
                                   nativeOnly: { !listed($0) }, libicalOnly: { _ in false }))
    }
    if has(.scaleSkipMovedDay), let named = CatalogueEntry.skipMovedDayReading(obs) {
      out.append(DifferenceReading(name: CatalogueEntry.scaleSkipMovedDay.name,
                                   nativeOnly: { !named($0) }, libicalOnly: { _ in false }))
    }
    if has(.duplicateMonthDay), let doubled = CatalogueEntry.duplicateMonthDayReading(obs) {
      let walls = wallTexts(obs)
      let inDoubled: @Sendable (String) -> Bool = { doubled(walls[$0] ?? $0) }
      out.append(DifferenceReading(name: CatalogueEntry.duplicateMonthDay.name, nativeOnly: inDoubled, libicalOnly: inDoubled))
    }
    // A listed leap month a year lacks, SKIP's month listed too (CatalogueEntry+DoubledLeapMonth.swift).
    if has(.duplicateMonthDay),
       let doubled = CatalogueEntry.doubledLeapMonthReading(obs, tolerating: newMoonMonthReading(obs, through: horizonDay)) {
      let walls = wallTexts(obs)
      let inDoubled: @Sendable (String) -> Bool = { doubled(walls[$0] ?? $0) }
      out.append(DifferenceReading(name: CatalogueEntry.duplicateMonthDay.name, nativeOnly: inDoubled, libicalOnly: inDoubled))
    }
    if has(.scaleBydayMonthByPosition), let r = CatalogueEntry.bydayMonthByPositionReading(obs, dayFrom: dayFrom) {
      out.append(DifferenceReading(name: CatalogueEntry.scaleBydayMonthByPosition.name, nativeOnly: r.native, libicalOnly: r.libical))
    }
    return out
  }

  /// The combination of lunisolar classes that reads every occurrence only one list has (up to
  /// where both lists reach; with COUNT, up to the earlier end), two classes at least, joined by
  /// `+` in catalogue order; nil when some occurrence is read by none.
  /// `RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=6,7,8L;SKIP=FORWARD` from 2008-03-07 (the 30th):
  /// Chinese 2012's month 7 begins 2012-08-17, libical's 08-18 (`chinese-new-moon-day`); 2012
  /// has 4L and no 8L, so libical takes month 8 for FORWARD (`rscale-leap-month-skip-after-leap`);
  /// month 6 of 2017 has 29 days, FORWARD gives 1 6L and libical 1 of month 7
  /// (`rscale-skip-forward-leap-month`).
  func classifyAsLunisolarUnion(_ obs: Observation, dayFrom: ConformanceCase? = nil, fewest: Int = 2) -> String? {
    let parts = RuleParts(obs.testCase.rule)
    guard let scale = parts.value("RSCALE"), scale == "CHINESE" || scale == "DANGI",
          let a = obs.native.outcome.list, let b = obs.oracle.outcome.list, a != b, !b.isEmpty else { return nil }
    let walls = wallTexts(obs)
    let horizon = parts.has("COUNT") ? min(a.last ?? "", b.last ?? "") : commonHorizon(a, b, limit: obs.testCase.limit)
    guard let horizonDay = ValueText.civil(walls[horizon] ?? horizon)?.date.daysSinceEpoch else { return nil }
    let readings = lunisolarReadings(obs, horizonDay: horizonDay, dayFrom: dayFrom ?? obs.testCase)
    guard readings.count >= fewest else { return nil }
    let aSet = Set(a), bSet = Set(b)
    let nativeOnly = a.filter { !bSet.contains($0) && $0 <= horizon }
    let libicalOnly = b.filter { !aSet.contains($0) && $0 <= horizon }
    guard !nativeOnly.isEmpty || !libicalOnly.isEmpty else { return nil }
    var used = Set<String>()
    for x in nativeOnly {
      guard let r = readings.first(where: { $0.nativeOnly(x) }) else { return nil }
      used.insert(r.name)
    }
    for x in libicalOnly {
      guard let r = readings.first(where: { $0.libicalOnly(x) }) else { return nil }
      used.insert(r.name)
    }
    guard used.count >= fewest else { return nil }
    return entries.map(\.name).filter(used.contains).joined(separator: "+")
  }

  /// The class of a lunisolar case once libical's late first period is undone: libical's answer
  /// is Recur's for periods starting k months (MONTHLY) or years (YEARLY) later, with the
  /// remaining difference a lunisolar class or their combination.
  /// `RSCALE=DANGI;FREQ=YEARLY;INTERVAL=2;BYMONTH=6,9L;BYDAY=...` from 2013-02-28: libical's
  /// periods begin in 2014.
  func classifyLateLunisolar(_ obs: Observation) -> String? {
    let parts = RuleParts(obs.testCase.rule)
    guard let name = parts.value("RSCALE"), name == "CHINESE" || name == "DANGI",
          let scale = CalendarScale(rawValue: name),
          let interval = Int(parts.value("INTERVAL") ?? "1"), interval > 1,
          let evidence = lateEvidence(obs, parts: parts) else { return nil }
    let freq = parts.value("FREQ") ?? ""
    let late = freq == "MONTHLY" ? CatalogueEntry.scaleIntervalMonthLate : CatalogueEntry.scaleIntervalYearLate
    guard freq == "MONTHLY" || freq == "YEARLY", entries.contains(where: { $0.name == late.name }) else { return nil }
    let c = evidence.0
    let second: [CatalogueEntry] = [.chineseNewMoonDay, .scaleLeapMonthSkipAfterLeap, .scaleSkipForwardLeapMonth,
                                    .scaleMonthlyLeapMonthSkip, .scaleSkipMovedDay, .scaleBydayMonthByPosition,
                                    .yearDayForwardUnfiltered].filter { e in entries.contains { $0.name == e.name } }
    return firstLaterPeriod(obs, evidence: evidence, scale: scale, freq: freq, interval: interval) { o in
      for entry in second {
        let explains = entry.name == CatalogueEntry.scaleBydayMonthByPosition.name
          ? CatalogueEntry.bydayMonthByPositionExplains(o, dayFrom: c) : entry.explainsCase?(o) ?? false
        if explains { return late.name + "+" + entry.name }
      }
      // libical's weekdays in the years with the real DTSTART's leap month.
      let leapShift = CatalogueEntry.scaleLeapYearBydayShift
      if entries.contains(where: { $0.name == leapShift.name }),
         CatalogueEntry.leapYearBydayShiftExplains(o, leapFrom: c) { return late.name + "+" + leapShift.name }
      return classifyAsLunisolarUnion(o, dayFrom: c).map { late.name + "+" + $0 }
    }
  }
}

extension Catalogue {
  /// `chinese-new-moon-day` on DTSTART's own month: a rule that takes its day of the month from
  /// DTSTART (RFC 5545 §3.3.10) gets it from libical's calendar, a day off when libical starts
  /// DTSTART's month a day off. libical's answer is Recur's for the rule with that day written
  /// out (and DTSTART's month, YEARLY), with the other moved months read as that class (or a
  /// lunisolar combination). `RSCALE=CHINESE;FREQ=MONTHLY` from 2027-03-07, the 30th of month 1
  /// (New Year 2027-02-06): libical begins 2027 on 02-07, so it repeats the 29th.
  func classifyNewMoonDtstartDay(_ obs: Observation) -> String? {
    let newMoon = CatalogueEntry.chineseNewMoonDay
    let parts = RuleParts(obs.testCase.rule)
    guard entries.contains(where: { $0.name == newMoon.name }),
          let name = parts.value("RSCALE"), name == "CHINESE" || name == "DANGI", let scale = CalendarScale(rawValue: name),
          let freq = parts.value("FREQ"), freq == "MONTHLY" || freq == "YEARLY",
          let day = implicitMonthDay(obs, scale: scale),
          let a = obs.native.outcome.list, let b = obs.oracle.outcome.list, a != b, !b.isEmpty,
          let start = LibICalStartReader.read(obs.testCase.dtstart)?.civil.date.daysSinceEpoch,
          let known = libicalMonthStarts(obs, scale: name, from: start - 60, through: start + 1),
          let libicalFirst = known.starts.filter({ $0 <= start }).max() else { return nil }
    let libicalDay = start - libicalFirst + 1
    let year = scale.system.year(containing: start)
    let month = year.months[year.monthIndex(of: start)]
    guard libicalDay != day, abs(libicalFirst - month.first) == 1 else { return nil }
    var rule = parts.text + ";BYMONTHDAY=\(libicalDay)"
    if freq == "YEARLY", !parts.has("BYMONTH") { rule += ";BYMONTH=\(month.number)" + (month.isLeap ? "L" : "") }
    var variant = obs.testCase
    variant.rule = rule
    let n = NativeEngine().expand(variant)
    guard n.outcome.list != nil else { return nil }
    let o = Observation(testCase: variant, native: n, oracle: obs.oracle, checkedRerun: obs.rerun)
    if o.native.outcome.agrees(with: o.oracle.outcome) || (newMoon.explainsCase?(o) ?? false) { return newMoon.name }
    // With DTSTART's day written out, one other class may explain the rest alone.
    let single = classifyByEntries(o)
    if single != Self.unexplained { return single.contains(newMoon.name) ? single : newMoon.name + "+" + single }
    guard let union = classifyAsLunisolarUnion(o, fewest: 1) else { return nil }
    return union.contains(newMoon.name) ? union : newMoon.name + "+" + union
  }
}
