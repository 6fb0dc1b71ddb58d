// Several libical 3.0.16 defects in one case: libical answers as if the rule were rewritten
// (BYSETPOS, negative days, INTERVAL or time parts dropped: RFC 5545 §3.3.10) and may also skip
// the first instances or drop gap instances (§3.3.5). The combination is named only when
// undoing each defect's effect makes the two lists agree.

import Recurrence
import Zones

extension Catalogue {
  /// A catalogue entry whose effect is libical answering for a rewritten rule.
  struct RuleRewrite {
    /// The entry's class name.
    let name: String
    /// The rule libical in effect expands.
    let rule: (RuleParts) -> RuleParts
  }

  /// The rewrites that apply to `parts` under each entry's documented scope (and change it).
  func rewrites(for parts: RuleParts) -> [RuleRewrite] {
    let freq = parts.value("FREQ") ?? ""
    let subDaily = ["HOURLY", "MINUTELY", "SECONDLY"].contains(freq)
    var out: [RuleRewrite] = []
    func add(_ entry: CatalogueEntry, _ rule: @escaping (RuleParts) -> RuleParts) {
      guard entries.contains(where: { $0.name == entry.name }) else { return }
      out.append(RuleRewrite(name: entry.name, rule: rule))
    }
    // libical-bysetpos-ignored: WEEKLY and finer.
    if parts.has("BYSETPOS"), subDaily || freq == "DAILY" || freq == "WEEKLY" {
      add(.bysetposIgnored) { $0.removing("BYSETPOS") }
    }
    // libical-negative-day-limit: negative BYMONTHDAY (DAILY and finer) and BYYEARDAY (HOURLY
    // and finer) never match; a list of only negative values matches nothing, which no rule
    // rewrite expresses, so only mixed lists are rewritten.
    var negative: [String] = []
    if subDaily || freq == "DAILY" { negative.append("BYMONTHDAY") }
    if subDaily { negative.append("BYYEARDAY") }
    let mixed = negative.filter { name in
      let values = parts.integers(name)
      return values.contains { $0 < 0 } && values.contains { $0 > 0 }
    }
    if !mixed.isEmpty {
      add(.negativeDayLimit) { p in
        mixed.reduce(p) { r, name in r.replacing(name, with: r.integers(name).filter { $0 > 0 }) }
      }
    }
    // libical-subdaily-interval-ignored.
    if subDaily, (Int(parts.value("INTERVAL") ?? "1") ?? 1) > 1 {
      add(.subDailyIntervalIgnored) { $0.removing("INTERVAL") }
    }
    return out
  }

  /// The class of a case whose libical answer is the RFC answer (Recur's) for the rule with
  /// catalogued rewrites applied, possibly also without its first instances
  /// (`libical-skips-first-instances`) or its instances in a DST gap (`dst-gap-instance-dropped`).
  func classifyAsRewrites(_ obs: Observation) -> String? {
    guard let b = obs.oracle.outcome.list, obs.native.outcome.list != nil else { return nil }
    let parts = RuleParts(obs.testCase.rule)
    var all = rewrites(for: parts)
    // libical-bysetpos-ignored is named only where Recur's own BYSETPOS is its set chosen by
    // position (libical gives no evidence about it): CatalogueEntry+SetPosition.swift.
    let ignored = CatalogueEntry.bysetposIgnored.name
    if all.contains(where: { $0.name == ignored }), !recurSelectsByPosition(obs, parts: parts) {
      all.removeAll { $0.name == ignored }
    }
    guard all.count <= 4 else { return nil }
    let zone = obs.zone
    let freq = parts.value("FREQ") ?? ""
    let subDaily = ["HOURLY", "MINUTELY", "SECONDLY"].contains(freq)
    let c = obs.testCase
    let windowed = c.rule.uppercased().contains("UNTIL=") || c.before != nil
    // libical ran a sub-daily rule only up to Recur's count (`LibICalEngine.searchBound`): a
    // rewritten rule that yields more is compared on libical's occurrences only.
    let oracleCut = subDaily && b.count < c.limit && b.count == LibICalEngine.searchBound(c)
    // Subsets by size, so the smallest explanation is named.
    // The empty subset too: first-instance and gap filters alone, combined.
    let subsets = (0..<(1 << all.count)).sorted { $0.nonzeroBitCount < $1.nonzeroBitCount }
    for mask in subsets {
      let chosen = all.indices.filter { mask & (1 << $0) != 0 }.map { all[$0] }
      var variant = c
      variant.rule = chosen.reduce(parts) { $1.rule($0) }.text
      let expansion = NativeEngine().expand(variant)
      guard let n = expansion.outcome.list else { continue }
      var names = chosen.map(\.name)
      // The lists must agree where both run; lengths differ only where a window cuts them.
      func lines(_ x: [String], _ y: [String]) -> Bool {
        guard !x.isEmpty, !y.isEmpty, prefixAgrees(x, y) else { return false }
        if oracleCut && x.count > y.count { return true }
        return x.count == y.count || (windowed && abs(x.count - y.count) == 1 && max(x.count, y.count) < c.limit)
      }
      if mask != 0, lines(n, b) { return names.joined(separator: "+") }
      if mask != 0, skipsLeadingInstances(n, b) {
        names.append(CatalogueEntry.skipsLeading.name)
        return names.joined(separator: "+")
      }

      if subDaily, let zone, expansion.wall.count == n.count {
        // dst-gap-instance-dropped, and for HOURLY libical-hourly-gap-next-day.
        var kept: [String] = []
        var inGap = 0, nextDay = 0
        let libicalHas = onceInBoth(n, b), inLibical = Set(b)
        for (x, w) in zip(n, expansion.wall) {
          guard let t = ValueText.civil(w) else { kept.append(x); continue }
          // A gap instance whose instant libical has (from the wall clock after the gap) stays.
          // A gap instance whose instant Recur repeats (the wall clock after the gap) and libical
          // gives once is that one instance (docs/SEMANTICS.md): kept once, not a dropped one.
          if case .gap = zone.resolve(t) {
            if libicalHas.contains(x) { kept.append(x) } else if !inLibical.contains(x) { inGap += 1 }
            continue
          }
          if freq == "HOURLY", !libicalHas.contains(x), hourNearGap(zone, t) { nextDay += 1; continue }
          kept.append(x)
        }
        // libical does not count the instances it drops toward COUNT or the limit: it runs on
        // past Recur's last instance by as many (`dst-gap-instance-dropped`'s own reading).
        let counted = parts.has("COUNT") || n.count >= c.limit
        let fits = lines(kept, b) || (counted && linesUp(kept: kept, from: n, with: b))
        let skipped = !fits && skipsLeadingInstances(kept, b)
        if kept.count < n.count, fits || skipped {
          if skipped { names.append(CatalogueEntry.skipsLeading.name) }
          if inGap > 0 { names.append(CatalogueEntry.subDailyGapDropped.name) }
          if nextDay > 0 { names.append(CatalogueEntry.hourlyGapNextDay.name) }
          // Without a rewrite, two filters at least (one alone is its entry's own case).
          guard mask != 0 || names.count >= 2 else { continue }
          return names.joined(separator: "+")
        }
      }
    }
    // One more whole-case defect on top of a rewrite: libical's answer against Recur's for the
    // rewritten rule (Apia's skipped day shifting libical's weekdays, BYSETPOS ignored). Only
    // entries that are no rewrite themselves, and only when nothing above explained the case.
    let rewriteNames = Set(all.map(\.name)).union([CatalogueEntry.unsortedByList.name])
    let wholeCase = entries.filter { $0.explainsCase != nil && !rewriteNames.contains($0.name) }
    for mask in subsets where mask != 0 {
      let chosen = all.indices.filter { mask & (1 << $0) != 0 }.map { all[$0] }
      var variant = c
      variant.rule = chosen.reduce(parts) { $1.rule($0) }.text
      let inner = Observation(testCase: variant, native: NativeEngine().expand(variant), oracle: obs.oracle, checkedRerun: obs.rerun)
      if let entry = wholeCase.first(where: { $0.explainsCase?(inner) ?? false }) {
        return (chosen.map(\.name) + [entry.name]).joined(separator: "+")
      }
      // Or occurrence-level defects on top of the rewrite (Apia's skipped day moving one
      // Thursday to Friday, BYSETPOS ignored), when Recur's own answer lies within its answer
      // for the rewritten rule or holds it (a rewrite widens or narrows the set).
      guard let a = obs.native.outcome.list, let n = inner.native.outcome.list, !n.isEmpty else { continue }
      let (inA, inN) = (Set(a), Set(n))
      let lastA = a.last ?? "", lastN = n.last ?? ""
      guard a.allSatisfy({ inN.contains($0) || $0 > lastN }) || n.allSatisfy({ inA.contains($0) || $0 > lastA }) else { continue }
      let byEntries = classifyByEntries(inner)
      let restNames = byEntries.split(separator: "+").map(String.init)
      if byEntries != Self.unexplained, restNames.allSatisfy({ !rewriteNames.contains($0) }) {
        return (chosen.map(\.name) + restNames).joined(separator: "+")
      }
    }
    return nil
  }

  /// The class of a YEARLY BYWEEKNO case once the week-52 days libical loses
  /// (`libical-byweekno-year-end`) are left out of Recur's answer, joined with that entry's name.
  func classifyWithoutYearEndDays(_ obs: Observation) -> String? {
    let parts = RuleParts(obs.testCase.rule)
    let weeks = parts.integers("BYWEEKNO")
    guard parts.value("FREQ") == "YEARLY", weeks.contains(52) || weeks.contains(-1),
          entries.contains(where: { $0.name == CatalogueEntry.weekNoYearEnd.name }) else { return nil }
    let wkst = Weekday(icalName: parts.value("WKST") ?? "MO") ?? .monday
    // libical loses some of those days, not always all (the entry's own reading).
    guard let rest = classifyWithoutDaysLibicalLacks(obs, { WeekNumbering.inCutEndOfWeek52($0, wkst: wkst) }) else { return nil }
    return rest + "+" + CatalogueEntry.weekNoYearEnd.name
  }

  /// The class of `obs` once Recur's days for which `drop` holds and that libical does not
  /// give are left out of Recur's answer (a day libical also gives stays); nil when none or
  /// all are left out, or the rest is unexplained. A list the case's limit cut stays a cut
  /// list once days are left out (the horizon the predicates weigh ends at its last day).
  /// Week-52 days libical loses (`libical-byweekno-year-end`): Recur's 2018-12-28 and 12-30,
  /// libical without them, the rest classified as it stands.
  func classifyWithoutDaysLibicalLacks(_ obs: Observation, _ drop: (CivilDate) -> Bool) -> String? {
    guard let a = obs.native.outcome.list else { return nil }
    let walls = obs.native.wall.count == a.count ? obs.native.wall : a
    let libicalHas = Set(obs.oracle.outcome.list ?? [])
    var kept: [String] = [], keptWalls: [String] = []
    for (x, w) in zip(a, walls) {
      if !libicalHas.contains(x), let d = ValueText.civil(w)?.date, drop(d) { continue }
      kept.append(x)
      keptWalls.append(w)
    }
    guard kept.count < a.count, !kept.isEmpty else { return nil }
    let native = Expansion(outcome: .occurrences(kept), wall: obs.native.wall.count == a.count ? keptWalls : [])
    var c = obs.testCase
    if a.count >= c.limit { c.limit = kept.count }
    let rest = classifyByEntries(Observation(testCase: c, native: native, oracle: obs.oracle, rerun: obs.rerun))
    return rest == Self.unexplained ? nil : rest
  }

  /// The class of a YEARLY BYWEEKNO case once the first day libical gives a year late
  /// (`libical-byweekno-first-day-year-late`) is left out of both lists, joined with that
  /// entry's name: `BYWEEKNO=1,-50;WKST=FR` from 2017-11-08 also has libical's Monday-count week.
  func classifyWithoutYearLateFirstDay(_ obs: Observation) -> String? {
    guard entries.contains(where: { $0.name == CatalogueEntry.weekNoFirstDayYearLate.name }),
          let (_, kept, keptLibical) = yearLateFirstDay(obs) else { return nil }
    let walls = wallTexts(obs)
    func wall(_ list: [String]) -> [String] { list.map { walls[$0] ?? $0 } }
    let zoned = !obs.native.wall.isEmpty || !obs.oracle.wall.isEmpty
    let native = Expansion(outcome: .occurrences(kept), wall: zoned ? wall(kept) : [])
    let oracle = Expansion(outcome: .occurrences(keptLibical), wall: zoned ? wall(keptLibical) : [])
    var c = obs.testCase
    if (obs.native.outcome.list?.count ?? 0) >= c.limit || (obs.oracle.outcome.list?.count ?? 0) >= c.limit {
      c.limit = min(kept.count, keptLibical.count)
    }
    let trimmed = Observation(testCase: c, native: native, oracle: oracle, rerun: obs.rerun)
    let rest = classifyByEntries(trimmed)
    guard rest != Self.unexplained else { return nil }
    return CatalogueEntry.weekNoFirstDayYearLate.name + "+" + rest
  }

  /// The class of a case once libical's repeated date-times are kept once
  /// (`libical-repeats-dtstart` when only its first is repeated, else `libical-repeats-instances`),
  /// joined with that entry's name.
  /// `libical-bysetpos-on-days-only+libical-byweekno-monday-week-count`: a YEARLY rule with times,
  /// BYSETPOS and a negative BYWEEKNO under WKST other than MO. libical's dates are the days it
  /// picks for the rule without its time parts (its BYSETPOS applied to days), and each of
  /// Recur's occurrences is in libical's set without BYSETPOS or lies in the week the negative
  /// value names under WKST in a year where WKST's and Monday's week counts differ (where
  /// libical's set is a week off), at least one of them so; with BYWEEKNO=-1 also a week-52 day
  /// from day 364 on, which libical's set lacks (`+libical-byweekno-year-end`).
  func classifyOnDaysWithNegativeWeeks(_ obs: Observation) -> String? {
    guard entries.contains(where: { $0.name == CatalogueEntry.bysetposOnDays.name }),
          entries.contains(where: { $0.name == CatalogueEntry.weekNoMondayCount.name }) else { return nil }
    let parts = RuleParts(obs.testCase.rule)
    let wkst = Weekday(icalName: parts.value("WKST") ?? "MO") ?? .monday
    let negative = parts.integers("BYWEEKNO").filter { $0 < 0 }
    guard parts.value("FREQ") == "YEARLY", parts.has("BYSETPOS"), wkst != .monday, !negative.isEmpty,
          parts.has("BYHOUR") || parts.has("BYMINUTE") || parts.has("BYSECOND"),
          let a = obs.native.outcome.list, let b = obs.oracle.outcome.list, !a.isEmpty, !b.isEmpty else { return nil }
    guard libicalOnDaysOnly(obs, parts: parts, libical: b) == true,
          let set = setWithoutBysetpos(obs, parts: parts, native: a) else { return nil }
    let inLibicalSet = Set(set.all), complete = set.complete, lastAll = set.all.last ?? ""
    let walls = wallTexts(obs)
    // BYWEEKNO=-1 in a 52-week year: libical's set also lacks the days from day 364 on.
    let cuts = negative.contains(-1) && entries.contains { $0.name == CatalogueEntry.weekNoYearEnd.name }
    var shifted = 0, cut = 0
    for x in a where !inLibicalSet.contains(x) && (complete || x <= lastAll) {
      guard let d = ValueText.civil(walls[x] ?? x)?.date else { return nil }
      if WeekNumbering.inNegativeWeek(d, values: negative, wkst: wkst, byMondayCount: false) {
        shifted += 1
      } else if cuts, WeekNumbering.inCutEndOfWeek52(d, wkst: wkst) {
        cut += 1
      } else {
        return nil
      }
    }
    guard shifted > 0 else { return nil }
    return CatalogueEntry.bysetposOnDays.name + "+" + CatalogueEntry.weekNoMondayCount.name
      + (cut > 0 ? "+" + CatalogueEntry.weekNoYearEnd.name : "")
  }

  func classifyWithoutRepeats(_ obs: Observation) -> String? {
    guard let b = obs.oracle.outcome.list, obs.native.outcome.list != nil else { return nil }
    let walls = obs.oracle.wall.count == b.count ? obs.oracle.wall : []
    // Each repeated date-time kept once: at its first place, or at its last (libical can return
    // a jumped-to instance first and again in its place: 13:15, 13:03, 13:15).
    for keepLast in [false, true] {
      var seen = Set<String>()
      var once: [(String, String?)] = []
      let indices = keepLast ? Array(b.indices.reversed()) : Array(b.indices)
      for i in indices where seen.insert(b[i]).inserted { once.append((b[i], walls.isEmpty ? nil : walls[i])) }
      if keepLast { once.reverse() }
      guard once.count < b.count, !once.isEmpty else { return nil }
      let onlyFirst = b.count - once.count == 1 && b.count >= 2 && b[0] == b[1]
      let name = onlyFirst ? CatalogueEntry.repeatsDtstart.name : CatalogueEntry.repeatsInstances.name
      guard entries.contains(where: { $0.name == name }) else { return nil }
      let oracle = Expansion(outcome: .occurrences(once.map(\.0)), wall: walls.isEmpty ? [] : once.compactMap(\.1))
      let deduplicated = Observation(testCase: obs.testCase, native: obs.native, oracle: oracle, rerun: obs.rerun)
      let rest = classifyByEntries(deduplicated)
      if let combined = rest != Self.unexplained ? rest : classifyAsRewrites(deduplicated) {
        return combined + "+" + name
      }
    }
    return nil
  }
}

extension Catalogue {
  /// `rscale-monthly-interval-month-late+rscale-monthly-leap-month-skip`: a MONTHLY rule with
  /// INTERVAL > 1 and a leap month in BYMONTH with SKIP, where libical's answer is Recur's for
  /// periods starting k months later (libical's late start) without the occurrences in months
  /// SKIP chose (libical keeps only the listed months under MONTHLY; Recur's deliberate reading).
  /// `RSCALE=DANGI;FREQ=MONTHLY;INTERVAL=4;BYMONTH=1,2L,5;BYMONTHDAY=4,24;BYDAY=WE` from 18
  /// Dangi 8/2013: libical's periods start two months later, in month 10.
  func classifyLateWithLeapMonthSkip(_ obs: Observation) -> String? {
    let late = CatalogueEntry.scaleIntervalMonthLate.name, skip = CatalogueEntry.scaleMonthlyLeapMonthSkip.name
    guard entries.contains(where: { $0.name == late }), entries.contains(where: { $0.name == skip }) else { return nil }
    let parts = RuleParts(obs.testCase.rule)
    let listed = Set((parts.value("BYMONTH") ?? "").split(separator: ",").map(String.init))
    guard let name = parts.value("RSCALE"), let scale = CalendarScale(rawValue: name), scale.hasLeapMonths,
          parts.value("FREQ") == "MONTHLY", let interval = Int(parts.value("INTERVAL") ?? "1"), interval > 1,
          listed.contains(where: { $0.hasSuffix("L") }), (parts.value("SKIP") ?? "OMIT") != "OMIT",
          let evidence = lateEvidence(obs, parts: parts) else { return nil }
    let (c, theirs) = evidence
    let system = scale.system
    for k in 1...min(2 * interval, 13) {
      guard let later = monthLaterCase(c, parts: RuleParts(c.rule), scale: scale, months: k) else { continue }
      var unlimited = later
      unlimited.rule = RuleParts(later.rule).removing("COUNT").text
      unlimited.limit = c.limit * 3
      let e = NativeEngine().expand(unlimited)
      guard let list = e.outcome.list else { continue }
      let walls = e.wall.count == list.count ? e.wall : list
      var kept = zip(list, walls).filter { _, w in
        guard let d = ValueText.civil(w)?.date.daysSinceEpoch else { return false }
        let y = system.year(containing: d)
        let m = y.months[y.monthIndex(of: d)]
        return listed.contains("\(m.number)" + (m.isLeap ? "L" : ""))
      }.map(\.0)
      if let count = Int(parts.value("COUNT") ?? "") { kept = Array(kept.prefix(count)) }
      kept = Array(kept.prefix(c.limit))
      if kept == theirs || (theirs.count == c.limit && Array(kept.prefix(theirs.count)) == theirs) {
        return late + "+" + skip
      }
    }
    return nil
  }
}

extension Catalogue {
  /// `rscale-…-interval-…-late+chinese-new-moon-day` or `…-late+libical-duplicate-month-day`: a
  /// non-Gregorian rule with INTERVAL > 1 whose libical answer is Recur's for periods starting
  /// later (libical's late start) with a second defect weighed on the later periods: the days of
  /// months libical's ICU begins a day off moved (`chinese-new-moon-day`, CHINESE and DANGI), or
  /// a day two BYMONTHDAY values name counted twice (`libical-duplicate-month-day`).
  /// `RSCALE=CHINESE;FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=30,-10,-2,23` from 2012-01-03 Los
  /// Angeles: libical's periods begin a month late, and some of its months a day off.
  /// `RSCALE=DANGI;FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=-2,28;BYSETPOS=-2;SKIP=FORWARD` from
  /// 2001-12-17: libical's periods begin a month late, and it keeps the 28th of 29-day months.
  func classifyLateWithMovedMonthStarts(_ obs: Observation) -> String? {
    let parts = RuleParts(obs.testCase.rule)
    guard let name = parts.value("RSCALE"), name != "GREGORIAN", let scale = CalendarScale(rawValue: name),
          let interval = Int(parts.value("INTERVAL") ?? "1"), interval > 1,
          let evidence = lateEvidence(obs, parts: parts) else { return nil }
    let second = [CatalogueEntry.chineseNewMoonDay, .duplicateMonthDay].filter { entry in
      entries.contains { $0.name == entry.name }
        && (entry.name != CatalogueEntry.chineseNewMoonDay.name || name == "CHINESE" || name == "DANGI")
    }
    let freq = parts.value("FREQ") ?? ""
    let late = freq == "MONTHLY" ? CatalogueEntry.scaleIntervalMonthLate : CatalogueEntry.scaleIntervalYearLate
    guard freq == "MONTHLY" || freq == "YEARLY", !second.isEmpty,
          entries.contains(where: { $0.name == late.name }) else { return nil }
    return firstLaterPeriod(obs, evidence: evidence, scale: scale, freq: freq, interval: interval) { o in
      second.first { $0.explainsCase?(o) ?? false }.map { late.name + "+" + $0.name }
    }
  }
}

extension Catalogue {
  /// `libical-bysetpos-on-days-only+X`: a MONTHLY or YEARLY rule with times and BYSETPOS whose
  /// libical answer is its BYSETPOS applied to the days (libical's own picked days), where the
  /// rule's set without BYSETPOS (Recur's and libical's) differs by a catalogued class X, so
  /// Recur's answer is within Recur's set but not libical's.
  /// `RSCALE=COPTIC;FREQ=MONTHLY;BYMONTHDAY=28,30;BYDAY=FR;BYHOUR=3,1,0;BYSETPOS=-3,-1` from
  /// 2020-09-15: after Pagume 1741 (no Friday) libical's set skips 30 Tout 1742 (2025-10-10,
  /// `rscale-short-month-byday-shift`), which Recur's answer has at 00:00 and 03:00.
  func classifyOnDaysWithShiftedSet(_ obs: Observation) -> String? {
    let onDays = CatalogueEntry.bysetposOnDays.name
    let parts = RuleParts(obs.testCase.rule)
    guard entries.contains(where: { $0.name == onDays }),
          ["MONTHLY", "YEARLY"].contains(parts.value("FREQ") ?? ""), parts.has("BYSETPOS"),
          parts.has("BYHOUR") || parts.has("BYMINUTE") || parts.has("BYSECOND"),
          let a = obs.native.outcome.list, let b = obs.oracle.outcome.list, !a.isEmpty,
          libicalOnDaysOnly(obs, parts: parts, libical: b) == true else { return nil }
    var variant = obs.testCase
    variant.rule = parts.removing("BYSETPOS").removing("COUNT").text
    variant.limit = wholeDaysLimit(parts, a.count * 20)
    let theirs = obs.rerun?(variant), ours = NativeEngine().expand(variant)
    guard let theirs, let all = ours.outcome.list, let set = theirs.outcome.list, all != set else { return nil }
    // Recur's answer is within its own set (up to where that set was cut).
    let complete = all.count < variant.limit, last = all.last ?? ""
    let ourSet = Set(all)
    guard a.allSatisfy({ ourSet.contains($0) || (!complete && $0 > last) }),
          recurSelectsByPosition(obs, parts: parts) else { return nil }
    let inner = Observation(testCase: variant, native: ours, oracle: theirs, checkedRerun: obs.rerun)
    let byEntries = classifyByEntries(inner)
    let rest = byEntries != Self.unexplained ? byEntries
      : classifyLateWithLeapMonthSkip(inner) ?? classifyLateWithMovedMonthStarts(inner)
        ?? classifyShortMonthWalk(inner) ?? classifyLateLunisolar(inner) ?? Self.unexplained
    // Conversion defects in libical's reruns are undone by ConversionRepair (classifyAllowingRepairs),
    // which then names them; only a difference in the selection of date-times is named here.
    let conversion: Set = [CatalogueEntry.dstGapCarry.name, CatalogueEntry.dstFoldLater.name,
                           CatalogueEntry.dstGapOffsetAfter.name, CatalogueEntry.zoneOffset.name, onDays]
    guard rest != Self.unexplained,
          rest.split(separator: "+").allSatisfy({ !conversion.contains(String($0)) }) else { return nil }
    return unsortedPrefix(parts, libical: b) + onDays + "+" + rest
  }
}

extension Catalogue {
  /// The class of a COPTIC/ETHIOPIC/ETHIOAA MONTHLY rule with BYDAY whose libical answer is
  /// libical's walk through the short 13th month (`ShortMonthWalk`) with SKIP's moves in it:
  /// `libical-skip-with-byday` (a day SKIP moves out of the 13th month lost, or a BYMONTHDAY
  /// value it lacks given FORWARD as the next year's first day whatever its weekday) or
  /// `rscale-skip-moves-dtstart-day` (DTSTART's day so given), joined with
  /// `rscale-short-month-byday-shift` or `rscale-monthly-interval-month-late` when those shaped
  /// the walk too. `RSCALE=COPTIC;FREQ=MONTHLY;BYMONTHDAY=-12,-27;BYDAY=WE,SU;SKIP=BACKWARD`
  /// from 2021-08-01: Pagume 1737's -12 and -27 move BACKWARD to Mesori 30 (Sunday
  /// 2021-09-05), which libical loses, and Pagume (no Sunday) then leaves libical counting from
  /// Tout 1738 (19 Tout, 2021-09-29, lost).
  func classifyShortMonthWalk(_ obs: Observation) -> String? {
    let short = CatalogueEntry.scaleShortMonthBydayShift.name, late = CatalogueEntry.scaleIntervalMonthLate.name
    guard let effects = ShortMonthWalk(obs)?.explainingEffects(), effects.skip else { return nil }
    let names = (effects.shortMonth ? [short] : effects.lateStart > 0 ? [late] : []) + effects.skipClasses
    guard names.allSatisfy({ name in entries.contains { $0.name == name } }) else { return nil }
    return names.joined(separator: "+")
  }
}
