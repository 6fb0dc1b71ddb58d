// The entries of the standard catalogue: each a libical 3.0.16 behaviour argued against the
// RFC 5545 text quoted in it (§3.3.5 gaps and folds, §3.3.10 BY parts, §3.8.5.3 COUNT).

import Recurrence
import Zones

extension CatalogueEntry {
  /// After an occurrence whose wall-clock time falls in a DST gap, libical keeps the shifted
  /// wall-clock time (02:30 → 03:30) for later occurrences that exist as written.
  static let dstGapCarry = CatalogueEntry(
    name: "dst-gap-carry", kind: .libicalMistake,
    summary: "after an occurrence in a DST gap, libical keeps the shifted wall-clock time for later occurrences",
    rfc: """
      RFC 5545 §3.3.10: "The BYxxx rule parts ... the time of day of DTSTART" is what a DAILY rule repeats; \
      §3.3.5: "If the local time described does not occur (when changing from standard to daylight time), \
      the DATE-TIME value is interpreted using the UTC offset before the gap in local time." Only the \
      instance in the gap is moved; 02:30 on the next day exists and is the instance. libical \
      carries the whole hour of a candidate in a gap: the rule's other listed minutes of that \
      hour move with it (St. John's 2001-04-01 gap, 00:01-01:01: BYMINUTE=0,26,45 carries \
      01:26 and 01:45 too).
      """,
    reproducer: ("FREQ=DAILY;COUNT=3", "DTSTART;TZID=America/New_York:20260307T023000"),
    expected: (native: ["20260307T073000Z", "20260308T073000Z", "20260309T063000Z"],
               libical: ["20260307T073000Z", "20260308T073000Z", "20260309T073000Z"]),
    explainsOccurrence: { obs, i in
      guard let zone = obs.zone, i < obs.oracle.wall.count,
            let native = obs.native.outcome.list, i < native.count,
            let oracle = obs.oracle.outcome.list, i < oracle.count,
            let n = ValueText.instant(native[i]), let l = ValueText.instant(oracle[i]),
            let lw = ValueText.civil(obs.oracle.wall[i]) else { return false }
      let delta = l.secondsSinceEpoch - n.secondsSinceEpoch
      guard delta > 0, delta <= 7200, delta % 900 == 0 else { return false }
      // libical's wall time is the intended one shifted by the gap; native has the intended one.
      let intended = lw.adding(seconds: -delta)
      guard zone.instant(for: intended) == n else { return false }
      // Some occurrence up to here (or DTSTART) was in a gap of exactly this length…
      for j in 0...i where j < obs.oracle.wall.count {
        guard let w = ValueText.civil(obs.oracle.wall[j]) else { continue }
        if case .gap(let before, let after) = zone.resolve(w.adding(seconds: -delta)),
           Int64(after.seconds - before.seconds) == delta { return true }
      }
      // …or a candidate libical stepped through and filtered out was: the intended time of day
      // fell in such a gap on some day between DTSTART and this occurrence (searched day by day,
      // at most 40 years back).
      // libical expands a MONTHLY (YEARLY) period's days together, so a gap later in the same
      // month (year) shifts the earlier days of that period too.
      guard let start = LibICalStartReader.read(obs.testCase.dtstart) else { return false }
      let d = intended.date
      let freq = RuleParts(obs.testCase.rule).value("FREQ")
      // libical's MONTHLY and YEARLY iterators start at the first of DTSTART's month, at
      // DTSTART's time of day, and carry a gap there onto DTSTART's day (New York 2001-04-01);
      // with BYMINUTE (BYSECOND) the visit is at the first value written, and its whole hour
      // is carried (Chatham skipped 02:45-03:45 on 1995-10-01: from 1995-10-10 03:45,
      // BYMINUTE=37,46 visits 03:37, in the gap, and gives 04:46; BYMINUTE=46,37 visits 03:46
      // and gives 03:46; from 02:50, BYMINUTE=30,47,55 visits 02:30 and gives 02:55).
      if freq == "MONTHLY" || freq == "YEARLY", d == start.civil.date,
         let firstOfMonth = CivilDate(year: d.year, month: d.month, day: 1),
         case .gap(let before, let after) = zone.resolve(CivilDateTime(date: firstOfMonth,
                                                                       time: monthStartTime(intended.time, parts: RuleParts(obs.testCase.rule)))),
         Int64(after.seconds - before.seconds) == delta { return true }
      let first = max(start.civil.date.daysSinceEpoch, intended.date.daysSinceEpoch - 40 * 366)
      var last = d.daysSinceEpoch
      switch freq {
      case "MONTHLY": last += CivilDate.daysInMonth(year: d.year, month: d.month) - d.day
      case "YEARLY": last += CivilDate.daysInYear(d.year) - d.dayOfYear
      default: break
      }
      // libical moves the whole hour of the candidate that fell in the gap: the earlier minutes
      // (seconds) of the intended time's hour the rule lists count too (St. John's skipped
      // 00:01-01:01 on 2001-04-01; BYHOUR=1,2;BYMINUTE=0,26,45 carries 01:26 and 01:45 with 01:00).
      let times = earlierTimesInHour(intended.time, parts: RuleParts(obs.testCase.rule))
      var day = first
      while day <= last {
        for time in times {
          let candidate = CivilDateTime(date: CivilDate(daysSinceEpoch: day), time: time)
          if case .gap(let before, let after) = zone.resolve(candidate), Int64(after.seconds - before.seconds) == delta {
            return true
          }
        }
        day += 1
      }
      return false
    })

  /// In a sub-daily rule, Recur keeps an instance whose wall-clock time falls in a DST gap (read
  /// with the offset before the gap); libical 3.0.16 drops it.
  static let subDailyGapDropped = CatalogueEntry(
    name: "dst-gap-instance-dropped", kind: .libicalMistake,
    summary: "libical 3.0.16 drops a sub-daily instance whose wall-clock time falls in a DST gap; Recur keeps it, read with the offset before the gap",
    rfc: """
      RFC 5545 §3.3.5: "If the local time described does not occur (when changing from standard to \
      daylight time), the DATE-TIME value is interpreted using the UTC offset before the gap in \
      local time." The instance exists; it is only read differently (docs/SEMANTICS.md). \
      Predicate: Recur's list without its instances whose wall time is in a gap lines up with \
      libical's, and what libical has beyond it lies after Recur's last instance; or (COUNT, \
      which libical counts on its kept instances only) Recur's answer without COUNT, its gap \
      wall clocks left out, begins with libical's whole list: from DTSTART 02:30 New York in \
      the 2026-03-08 gap, "FREQ=SECONDLY;BYMINUTE=15,45;COUNT=3" is 02:45:00-02:45:02 in \
      Recur and 03:15:00-03:15:02 in libical.
      """,
    reproducer: ("FREQ=MINUTELY;INTERVAL=30;BYHOUR=2;COUNT=3", "DTSTART;TZID=America/New_York:20260307T020000"),
    expected: (native: ["20260307T070000Z", "20260307T073000Z", "20260308T070000Z"],
               libical: ["20260307T070000Z", "20260307T073000Z", "20260309T060000Z"]),
    explainsCase: { obs in
      guard let zone = obs.zone, let a = obs.native.outcome.list, let b = obs.oracle.outcome.list,
            obs.native.wall.count == a.count else { return false }
      var kept: [String] = []
      var dropped = 0, merged = 0
      // A gap instance whose instant libical has is the same instance as the wall clock just
      // after the gap (Recur prints the two once, docs/SEMANTICS.md): not a dropped one.
      let libicalHas = onceInBoth(a, b)
      for (x, w) in zip(a, obs.native.wall) {
        guard let c = ValueText.civil(w), case .gap = zone.resolve(c) else { kept.append(x); continue }
        if libicalHas.contains(x) { merged += 1; kept.append(x) } else { dropped += 1 }
      }
      guard dropped + merged > 0 else { return false }
      if dropped > 0, linesUp(kept: kept, from: a, with: b) { return true }
      if dropped > 0, countsOnlyKeptInstances(obs, zone: zone) { return true }
      // Recur prints a gap instance and the next wall-clock hour's (the same instant) once but
      // counts both toward COUNT (docs/SEMANTICS.md); libical drops the gap instance and counts
      // one more later: the same instants, libical running on by at most that many.
      guard RuleParts(obs.testCase.rule).has("COUNT") else { return false }
      if dropped > 0, b.count > a.count, b.count - a.count <= dropped, Array(b.prefix(a.count)) == a { return true }
      // The recurrence-set form (the repeat left out): the merged gap instances count twice.
      return dropped == 0 && merged > 0 && b.count > a.count && b.count - a.count <= merged
        && Array(b.prefix(a.count)) == a
    })

  /// libical counts only the instances it keeps toward COUNT: Recur's answer without COUNT, its
  /// gap wall clocks left out, begins with libical's whole list (libical reached COUNT or the
  /// limit). From DTSTART 02:30 New York on 2026-03-08 (in the gap),
  /// `FREQ=SECONDLY;BYMINUTE=15,45;COUNT=3` is 02:45:00-02:45:02 in Recur (07:45Z) and
  /// 03:15:00-03:15:02 in libical (07:15Z), Recur's next candidates after its gap minute.
  static func countsOnlyKeptInstances(_ obs: Observation, zone: Zone) -> Bool {
    let parts = RuleParts(obs.testCase.rule)
    guard let b = obs.oracle.outcome.list, !b.isEmpty, let count = Int(parts.value("COUNT") ?? ""),
          b.count == min(count, obs.testCase.limit) else { return false }
    var wide = obs.testCase
    wide.rule = parts.removing("COUNT").text
    // A gap holds at most two hours of candidates: 7,200 SECONDLY ones.
    wide.limit = b.count + 7_200
    let e = NativeEngine().expand(wide)
    guard let list = e.outcome.list, e.wall.count == list.count else { return false }
    var kept: [String] = []
    for (x, w) in zip(list, e.wall) where kept.count < b.count {
      if let c = ValueText.civil(w), case .gap = zone.resolve(c) { continue }
      kept.append(x)
    }
    return kept == b
  }

  /// A candidate whose wall clock lies in the DST gap just before DTSTART's reads to DTSTART's own
  /// instant; Recur counts it as before DTSTART (its wall clock is earlier), libical keeps it.
  static let gapInstanceAtStart = CatalogueEntry(
    name: "gap-instance-at-dtstart", kind: .deliberate,
    summary: "a candidate whose wall clock is in the DST gap just before DTSTART's (same day) reads to DTSTART's instant; Recur leaves it out as before DTSTART, libical 3.0.16 keeps it",
    rfc: """
      RFC 5545 §3.3.10: the recurrence set starts at DTSTART; §3.3.5 reads a wall clock in a gap \
      with the offset before it. London skips 01:00-02:00 on 2001-03-25; from DTSTART 02:00:01 \
      BST (01:00:01Z), "FREQ=WEEKLY;BYHOUR=1,4" has the candidate 01:00:01, which reads to \
      01:00:01Z, DTSTART's own instant. Recur compares wall clocks (01:00:01 is before 02:00:01) \
      and leaves it out, as python-dateutil does; libical 3.0.16 returns it first. The RFC does \
      not say which clock decides "before DTSTART". Predicate: libical's first occurrence is \
      not Recur's, its wall clock (after undoing libical's gap shift) is in a gap on DTSTART's \
      day before DTSTART's wall clock, its instant is not after DTSTART's, and the rest of \
      libical's list lines up with Recur's.
      """,
    reproducer: ("FREQ=WEEKLY;BYHOUR=1,4;COUNT=2", "DTSTART;TZID=Europe/London:20010325T020001"),
    expected: (native: ["20010325T030001Z", "20010401T000001Z"],
               libical: ["20010325T010001Z", "20010325T030001Z"]),
    explainsCase: { obs in
      guard let zone = obs.zone, let a = obs.native.outcome.list, let b = obs.oracle.outcome.list,
            obs.oracle.wall.count == b.count, b.count >= 2, let first = b.first, a.first != first,
            let start = LibICalStartReader.read(obs.testCase.dtstart)?.civil,
            let instant = ValueText.instant(first), let lw = ValueText.civil(obs.oracle.wall[0]) else { return false }
      let startInstant = zone.instant(for: start)
      guard instant.secondsSinceEpoch <= startInstant.secondsSinceEpoch else { return false }
      // libical's wall clock, or the same less the gap's length (its normalised form).
      let candidates = [lw] + (zone.transitions(in: Instant(secondsSinceEpoch: startInstant.secondsSinceEpoch - 86_400)
                                                  ..< Instant(secondsSinceEpoch: startInstant.secondsSinceEpoch + 86_400))
        .filter { $0.offsetAfter > $0.offsetBefore }
        .map { lw.adding(seconds: -Int64($0.offsetAfter.seconds - $0.offsetBefore.seconds)) })
      let inGap = candidates.contains { w in
        guard w.date == start.date, w < start, case .gap = zone.resolve(w) else { return false }
        return zone.instant(for: w) == instant
      }
      guard inGap else { return false }
      let rest = Array(b.dropFirst())
      return prefixAgrees(rest, a) && a.count - rest.count <= 1
    })

  /// In an HOURLY rule, libical 3.0.16 also drops instances in the wall-clock hour of a DST gap
  /// that exist (the gap's hour past its end, and that hour on the day after).
  static let hourlyGapNextDay = CatalogueEntry(
    name: "libical-hourly-gap-next-day", kind: .libicalMistake,
    summary: "in FREQ=HOURLY rules libical 3.0.16 drops instances in a DST gap's wall-clock hour on the gap day and on the day after, which exist",
    rfc: """
      RFC 5545 §3.3.10: BYHOUR limits an HOURLY rule to the listed hours of every day; \
      "FREQ=HOURLY;BYHOUR=2" from 2026-03-05 08:00 in New York has 02:00 every day. 2026-03-08 \
      02:00 is in the gap (§3.3.5: read with the offset before it; dst-gap-instance-dropped), but \
      2026-03-09 02:00 exists; libical 3.0.16 has neither (python-dateutil has both). Chatham's \
      gap (02:45 to 03:45 on 2003-10-05) also costs 03:45, which exists, and 03:00 and 03:45 on \
      2003-10-06 with "BYHOUR=3;BYMINUTE=0,45". Predicate: Recur's list without the instances \
      libical lacks whose wall-clock hour, on that day or the day before, holds a gap instant \
      lines up with libical's, and one such instance is not itself in a gap.
      """,
    reproducer: ("FREQ=HOURLY;BYHOUR=2;COUNT=4", "DTSTART;TZID=America/New_York:20260306T080000"),
    expected: (native: ["20260307T070000Z", "20260308T070000Z", "20260309T060000Z", "20260310T060000Z"],
               libical: ["20260307T070000Z", "20260310T060000Z", "20260311T060000Z", "20260312T060000Z"]),
    explainsCase: { obs in
      guard RuleParts(obs.testCase.rule).value("FREQ") == "HOURLY", let zone = obs.zone,
            let a = obs.native.outcome.list, let b = obs.oracle.outcome.list,
            obs.native.wall.count == a.count else { return false }
      var kept: [String] = []
      var nextDay = 0
      let libicalHas = onceInBoth(a, b)
      for (x, w) in zip(a, obs.native.wall) {
        guard let c = ValueText.civil(w) else { kept.append(x); continue }
        if case .gap = zone.resolve(c) {
          // One instant with the wall clock after the gap, which libical has (see above).
          if libicalHas.contains(x) { kept.append(x) }
          continue
        }
        if !libicalHas.contains(x), hourNearGap(zone, c) { nextDay += 1; continue }
        kept.append(x)
      }
      return nextDay > 0 && linesUp(kept: kept, from: a, with: b)
    })

  /// libical reads a wall-clock time in a DST fold with the later (standard-time) offset.
  static let dstFoldLater = CatalogueEntry(
    name: "dst-fold-later", kind: .libicalMistake,
    summary: "libical converts a wall-clock time in a DST fold with the second (later) offset",
    rfc: """
      RFC 5545 §3.3.5: "If, based on the definition of the referenced time zone, the local time \
      described occurs more than once (when changing from daylight to standard time), the DATE-TIME \
      value refers to the first occurrence of the referenced time."
      """,
    reproducer: ("FREQ=DAILY;COUNT=2", "DTSTART;TZID=America/New_York:20261031T013000"),
    expected: (native: ["20261031T053000Z", "20261101T053000Z"],
               libical: ["20261031T053000Z", "20261101T063000Z"]),
    explainsOccurrence: { obs, i in
      guard let zone = obs.zone, i < obs.oracle.wall.count,
            let native = obs.native.outcome.list, i < native.count,
            let oracle = obs.oracle.outcome.list, i < oracle.count,
            let n = ValueText.instant(native[i]), let l = ValueText.instant(oracle[i]),
            let lw = ValueText.civil(obs.oracle.wall[i]) else { return false }
      guard case .fold(let earlier, let later) = zone.resolve(lw) else { return false }
      let wall = lw.secondsSinceEpoch
      return n.secondsSinceEpoch == wall - Int64(earlier.seconds)
        && l.secondsSinceEpoch == wall - Int64(later.seconds)
    })

  /// libical 3.0.16 reads some wall-clock times in a DST gap with the offset after the gap
  /// (Africa/Cairo's midnight gaps from the tzdata footer rule), one gap length too early.
  static let dstGapOffsetAfter = CatalogueEntry(
    name: "dst-gap-offset-after", kind: .libicalMistake,
    summary: "libical 3.0.16 converts a wall-clock time in a DST gap with the offset after the gap (Cairo's midnight gaps), an instant before the gap",
    rfc: """
      RFC 5545 §3.3.5: "If the local time described does not occur (when changing from standard to \
      daylight time), the DATE-TIME value is interpreted using the UTC offset before the gap in \
      local time." Cairo skips 2030-04-26 00:00-01:00 (+02 to +03): 00:00 is 22:00Z (Recur, and \
      python-dateutil with fold=0); libical keeps the wall clock 00:00 but gives 21:00Z, which is \
      23:00 the evening before. Predicate (per occurrence): both engines have the same wall clock, \
      it lies in a gap (Zones' resolve), Recur's instant uses the offset before, libical's the one after.
      """,
    reproducer: ("FREQ=WEEKLY;COUNT=3", "DTSTART;TZID=Africa/Cairo:20300412T000000"),
    expected: (native: ["20300411T220000Z", "20300418T220000Z", "20300425T220000Z"],
               libical: ["20300411T220000Z", "20300418T220000Z", "20300425T210000Z"]),
    explainsOccurrence: { obs, i in
      guard let zone = obs.zone, i < obs.native.wall.count, i < obs.oracle.wall.count,
            obs.native.wall[i] == obs.oracle.wall[i],
            let native = obs.native.outcome.list, i < native.count,
            let oracle = obs.oracle.outcome.list, i < oracle.count,
            let n = ValueText.instant(native[i]), let l = ValueText.instant(oracle[i]),
            let wall = ValueText.civil(obs.oracle.wall[i]),
            case .gap(let before, let after) = zone.resolve(wall) else { return false }
      return n.secondsSinceEpoch == wall.secondsSinceEpoch - Int64(before.seconds)
        && l.secondsSinceEpoch == wall.secondsSinceEpoch - Int64(after.seconds)
    })

  /// libical 3.0.16 refuses YEARLY rules that combine BYYEARDAY or BYWEEKNO with other day
  /// selectors, though RFC 5545 allows them.
  static let unsupportedYearlyCombination = CatalogueEntry(
    name: "libical-unsupported-yearly-combination", kind: .libicalMistake,
    summary: "libical rejects YEARLY rules combining BYYEARDAY with BYWEEKNO/BYMONTH/BYMONTHDAY, or BYWEEKNO with BYMONTHDAY (or BYMONTH without BYDAY)",
    rfc: """
      RFC 5545 §3.3.10: the BYxxx table allows BYMONTH, BYWEEKNO, BYYEARDAY and BYMONTHDAY together \
      with FREQ=YEARLY; "If multiple BYxxx rule parts are specified, then after evaluating the specified \
      FREQ and INTERVAL rule parts, the BYxxx rule parts are applied to the current set of evaluated \
      occurrences in the following order: BYMONTH, BYWEEKNO, BYYEARDAY, BYMONTHDAY, BYDAY, BYHOUR, \
      BYMINUTE, BYSECOND and BYSETPOS". libical 3.0.16 (icalrecur.c, expand_year_days) returns \
      ICAL_UNIMPLEMENTED_ERROR instead.
      """,
    reproducer: ("FREQ=YEARLY;BYYEARDAY=1,100;BYMONTH=1,4;COUNT=2", "DTSTART;VALUE=DATE:20260101"),
    expected: (native: ["20260101", "20260410"],
               libical: ["*** libical rejected the rule 'FREQ=YEARLY;BYYEARDAY=1,100;BYMONTH=1,4;COUNT=2': icalrecur_iterator_new: MALFORMEDDATA: An input string was not correctly formed or a component has missing or extra properties"]),
    explainsCase: { obs in
      guard case .error = obs.oracle.outcome, obs.native.outcome.list != nil else { return false }
      let parts = RuleParts(obs.testCase.rule)
      guard parts.value("FREQ") == "YEARLY" else { return false }
      let yd = parts.has("BYYEARDAY"), wn = parts.has("BYWEEKNO"), md = parts.has("BYMONTHDAY")
      let mo = parts.has("BYMONTH"), dy = parts.has("BYDAY")
      return (yd && (wn || mo || md)) || (wn && (md || (mo && !dy)))
    })

  /// libical 3.0.16 takes BY list values in the order written, so occurrences come out of
  /// order, repeat, or (with COUNT) are chosen wrongly.
  static let unsortedByList = CatalogueEntry(
    name: "libical-unsorted-by-list", kind: .libicalMistake,
    summary: "with a BY list written out of order or with a repeat, libical 3.0.16 returns occurrences out of order or twice",
    rfc: """
      RFC 5545 §3.3.10: the BYxxx rule parts are "COMMA-separated list[s]" of values that select \
      instances, i.e. sets; §3.8.5.3: "Where duplicate instances are generated by the "RRULE" and \
      "RDATE" properties, only one recurrence is considered", and COUNT counts the first \
      instances in time. Writing BYMINUTE=45,30 instead of 30,45 cannot change the set.
      Predicate: libical's answer for the same rule with its lists sorted equals Recur's.
      """,
    reproducer: ("FREQ=DAILY;BYMINUTE=45,30;COUNT=3", "DTSTART:20260105T093000"),
    expected: (native: ["20260105T093000", "20260105T094500", "20260106T093000"],
               libical: ["20260105T094500", "20260105T093000", "20260106T094500"]),
    explainsCase: { obs in
      let parts = RuleParts(obs.testCase.rule)
      guard parts.hasUnsortedList, let fixed = obs.oracle(rule: parts.sortedLists.text) else { return false }
      return fixed.agrees(with: obs.native.outcome)
    })

  /// libical 3.0.16 ignores BYSETPOS unless FREQ is MONTHLY or YEARLY (and with time parts).
  static let bysetposIgnored = CatalogueEntry(
    name: "libical-bysetpos-ignored", kind: .libicalMistake,
    summary: "libical 3.0.16 ignores BYSETPOS for FREQ=WEEKLY and finer, and where it selects among times of day",
    rfc: """
      RFC 5545 §3.3.10: "The BYSETPOS rule part specifies a COMMA-separated list of values that \
      corresponds to the nth occurrence within the set of recurrence instances specified by the \
      rule. BYSETPOS operates on a set of recurrence instances in one interval of the recurrence \
      rule." It is not limited to some frequencies (the table allows it with every FREQ).
      Predicate: libical gives the same answer without BYSETPOS, Recur's answer is a subset of it, \
      and Recur's answer is exactly its own set without BYSETPOS chosen by position period by \
      period (each week, day, hour… of FREQ), so a wrong pick of Recur's is never this class.
      """,
    reproducer: ("FREQ=WEEKLY;BYDAY=MO,WE,FR;BYSETPOS=-1;COUNT=3", "DTSTART:20260102T090000"),
    expected: (native: ["20260102T090000", "20260109T090000", "20260116T090000"],
               libical: ["20260102T090000", "20260105T090000", "20260107T090000"]),
    explainsCase: { obs in
      let parts = RuleParts(obs.testCase.rule)
      guard parts.has("BYSETPOS") else { return false }
      let ignores = ignoredPart(obs, parts.removing("BYSETPOS")) || ignoredPart(obs, parts.sortedLists.removing("BYSETPOS"))
      return ignores && recurSelectsByPosition(obs, parts: parts)
    })

  /// libical 3.0.16 applies BYSETPOS of MONTHLY and YEARLY rules to the days only, then adds
  /// every BYHOUR/BYMINUTE/BYSECOND time to the chosen days.
  static let bysetposOnDays = CatalogueEntry(
    name: "libical-bysetpos-on-days-only", kind: .libicalMistake,
    summary: "libical 3.0.16 applies BYSETPOS of MONTHLY/YEARLY rules to the days, before the times of day are expanded",
    rfc: """
      RFC 5545 §3.3.10: BYSETPOS selects "the nth occurrence within the set of recurrence instances \
      specified by the rule"; the instances are date-times, after BYHOUR, BYMINUTE and BYSECOND \
      ("applied ... in the following order: BYMONTH, BYWEEKNO, BYYEARDAY, BYMONTHDAY, BYDAY, \
      BYHOUR, BYMINUTE, BYSECOND and BYSETPOS"). Predicate: libical's dates are the days libical \
      picks for the rule without its time parts, and Recur's answer is within the rule's set without BYSETPOS \
      (libical's, where a DST gap's shift carried onto a time the set has anyway counts as that time) \
      and is Recur's own set without BYSETPOS chosen by position period by period.
      """,
    reproducer: ("FREQ=MONTHLY;BYDAY=MO;BYHOUR=9,17;BYSETPOS=-1;COUNT=3", "DTSTART:20260126T090000"),
    expected: (native: ["20260126T170000", "20260223T170000", "20260330T170000"],
               libical: ["20260126T090000", "20260126T170000", "20260223T090000"]),
    explainsCase: { obs in
      let parts = RuleParts(obs.testCase.rule)
      guard ["MONTHLY", "YEARLY"].contains(parts.value("FREQ") ?? ""), parts.has("BYSETPOS"),
            parts.has("BYHOUR") || parts.has("BYMINUTE") || parts.has("BYSECOND"),
            let a = obs.native.outcome.list, let b = obs.oracle.outcome.list else { return false }
      guard let libicalOnPickedDays = libicalOnDaysOnly(obs, parts: parts, libical: b),
            let set = setWithoutBysetpos(obs, parts: parts, native: a) else { return false }
      let inSet = Set(set.all)
      let nativeInSet = a.indices.allSatisfy { i in
        inSet.contains(a[i]) || (!set.complete && a[i] > (set.all.last ?? ""))
          || carriedAway(obs, native: i, libicalSet: set.expansion)
      }
      // Recur's own picks: its set without BYSETPOS chosen by position month by month (year by
      // year), so a wrong pick of Recur's is never libical's defect.
      return libicalOnPickedDays && nativeInSet && recurSelectsByPosition(obs, parts: parts)
    })

  /// libical 3.0.16 builds its zones from TZif files as VTIMEZONE rules that get some years'
  /// offsets wrong (zones whose rules changed: Tehran, Sao Paulo, Apia, Lord Howe in the 1990s…).
  static let zoneOffset = CatalogueEntry(
    name: "libical-tzif-offset", kind: .libicalMistake,
    summary: "libical 3.0.16 converts some wall-clock times with a UTC offset the tzdata does not have at that date",
    rfc: """
      RFC 5545 §3.3.5: a DATE-TIME with a TZID is "the local time in the specified time zone"; \
      the zone is the IANA zone the TZID names, as the system tzdata defines it. libical's \
      icaltzutil_fetch_timezone turns the TZif transitions into VTIMEZONE observances and keeps \
      wrong offsets for some historic and some future years. Predicate: the occurrence's wall \
      time is the same in both engines, and glibc's localtime_r of Recur's instant gives back that \
      wall time (an independent reading of the same tzdata) while libical's instant does not.
      """,
    reproducer: ("FREQ=YEARLY;COUNT=5", "DTSTART;TZID=Asia/Tehran:19980330T021519"),
    expected: (native: ["19980329T214519Z", "19990329T214519Z", "20000329T214519Z", "20010329T214519Z", "20020329T214519Z"],
               libical: ["19980329T214519Z", "19990329T214519Z", "20000329T214519Z", "20010329T214519Z", "20020329T224519Z"]),
    explainsOccurrence: { obs, i in
      guard let id = Observation.tzid(obs.testCase.dtstart),
            let native = obs.native.outcome.list, i < native.count, i < obs.native.wall.count,
            let oracle = obs.oracle.outcome.list, i < oracle.count, i < obs.oracle.wall.count,
            obs.native.wall[i] == obs.oracle.wall[i],
            let n = ValueText.instant(native[i]), let l = ValueText.instant(oracle[i]),
            let wall = ValueText.civil(obs.native.wall[i]) else { return false }
      return SystemTime.wall(n, zoneID: id) == wall && SystemTime.wall(l, zoneID: id) != wall
    })

  /// libical 3.0.16 misses the first matching instances after a DTSTART that does not match.
  static let skipsLeading = CatalogueEntry(
    name: "libical-skips-first-instances", kind: .libicalMistake,
    summary: "libical 3.0.16 skips the first instances after a DTSTART the rule does not match (it starts at the next day, hour or interval)",
    rfc: """
      RFC 5545 §3.3.10: the rule's instances are every date-time of the periods from DTSTART on \
      that satisfy the BYxxx parts ("FREQ=HOURLY;BYHOUR=4" from 03:30 has 04:30 the same day). \
      Predicate: libical's list is Recur's without its first k instances, all before libical's first; \
      when a small COUNT, UNTIL or the comparison window hides that, the rule without them shows \
      it (and under UNTIL or the window libical's list is exactly Recur's without those k); \
      where libical is not run on the rule without an end, it is asked with COUNT=20.
      """,
    reproducer: ("FREQ=HOURLY;BYHOUR=4;COUNT=2", "DTSTART:20311013T033000"),
    expected: (native: ["20311013T043000", "20311014T043000"],
               libical: ["20311014T043000", "20311015T043000"]),
    explainsCase: { obs in
      guard let a = obs.native.outcome.list, let b = obs.oracle.outcome.list else { return false }
      if skipsLeadingInstances(a, b) { return true }
      let parts = RuleParts(obs.testCase.rule)
      guard let rerun = obs.rerun else { return false }
      if let count = Int(parts.value("COUNT") ?? ""), count < 10 {
        // COUNT too small to show it: compare both engines on the rule without COUNT (same
        // start, so the same first instances), 20 occurrences.
        var wide = obs.testCase
        wide.rule = parts.removing("COUNT").text
        wide.limit = 20
        // A rule libical is not run on without an end (MINUTELY;BYMINUTE in a zone with a
        // 30-minute fold) is asked with COUNT=20 instead: the same first 20 instances.
        var libicalWide = rerun(wide)?.outcome.list
        if libicalWide == nil {
          var counted = wide
          counted.rule = wide.rule + ";COUNT=20"
          libicalWide = rerun(counted)?.outcome.list
        }
        guard let wa = NativeEngine().expand(wide).outcome.list, let wb = libicalWide,
              wa.prefix(a.count) == a[...], wb.prefix(b.count) == b[...] else { return false }
        return skipsLeadingInstances(wa, wb)
      }
      if parts.value("UNTIL") != nil {
        // UNTIL ends the set before libical's first instance shows (libical's list empty or
        // short): the rule without UNTIL, 20 occurrences, shows the skip of k instances, and
        // under UNTIL libical's list must be exactly Recur's without those k.
        var wide = obs.testCase
        wide.rule = parts.removing("UNTIL").text
        wide.limit = 20
        guard let wa = NativeEngine().expand(wide).outcome.list, let wb = rerun(wide)?.outcome.list,
              wa.prefix(a.count) == a[...], let k = leadingSkip(wa, wb) else { return false }
        return b == Array(a.dropFirst(k))
      }
      if obs.testCase.before != nil, !a.isEmpty, (1...a.count).contains(where: { b == Array(a.dropFirst($0)) }) {
        // The comparison window does the same (MINUTELY;BYMONTH=2;BYMINUTE=30 from 2001-02-28
        // 23:15:15 has one instance in its 30 days, 23:30:15, which libical skips): the case
        // without the window shows the skip.
        var wide = obs.testCase
        wide.before = nil
        wide.limit = 20
        guard let wa = NativeEngine().expand(wide).outcome.list, let wb = rerun(wide)?.outcome.list,
              wa.prefix(a.count) == a[...], let k = leadingSkip(wa, wb) else { return false }
        return b == Array(a.dropFirst(k))
      }
      return false
    })

  /// libical 3.0.16 returns instances outside the INTERVAL's periods (sub-daily jumps that keep
  /// the minute or second, WEEKLY intervals counted from a shifted week).
  static let offInterval = CatalogueEntry(
    name: "libical-off-interval", kind: .libicalMistake,
    summary: "libical 3.0.16 returns instances in periods the INTERVAL skips (e.g. 10:45:00 for SECONDLY;INTERVAL=14 from 10:30:00)",
    rfc: """
      RFC 5545 §3.3.10: "The INTERVAL rule part contains a positive integer representing at which \
      intervals the recurrence rule repeats. The default value is "1", meaning every second for a \
      SECONDLY rule, every minute for a MINUTELY rule, every hour for an HOURLY rule, every day for \
      a DAILY rule, every week for a WEEKLY rule …"; BY parts only select within those periods. \
      Predicate: every Recur instance lies in a period k·INTERVAL from DTSTART's period (weeks \
      starting on WKST), and some libical instance does not. A sub-daily rule's periods are \
      counted on the wall clock (docs/SEMANTICS.md); libical steps them in elapsed time from \
      DTSTART's instant, so after a DST change its steps are off that grid even when BY parts \
      then drop every off-grid step (HOURLY;INTERVAL=3;BYDAY=SU from 2035-01-28 12:00 Adelaide: \
      after April's fold libical's steps are 23:00 and 02:00 standard time, so Sunday \
      2035-10-07 00:00, 14:30Z, is lost). Predicate, zoned sub-daily: libical's instants are \
      all whole steps of elapsed time from DTSTART, and each Recur instance libical lacks \
      (within both lists' known span) is not.
      """,
    reproducer: ("FREQ=SECONDLY;INTERVAL=14;BYMINUTE=45;COUNT=2", "DTSTART:20160402T103000"),
    expected: (native: ["20160402T104510", "20160402T104524"],
               libical: ["20160402T104500", "20160402T104514"]),
    explainsCase: { obs in
      let parts = RuleParts(obs.testCase.rule)
      let interval = Int(parts.value("INTERVAL") ?? "1") ?? 1
      guard interval > 1, let freq = parts.value("FREQ"),
            let start = LibICalStartReader.read(obs.testCase.dtstart),
            let a = obs.native.outcome.list, let b = obs.oracle.outcome.list else { return false }
      let zoned = obs.native.wall.count == a.count && obs.oracle.wall.count == b.count && !obs.native.wall.isEmpty
      let nativeWalls = (zoned ? obs.native.wall : a).compactMap(ValueText.civil)
      let libicalWalls = (zoned ? obs.oracle.wall : b).compactMap(ValueText.civil)
      let wkst = Weekday(icalName: parts.value("WKST") ?? "MO") ?? .monday
      let s = start.civil
      func period(_ t: CivilDateTime) -> Int? {
        let secs = t.secondsSinceEpoch - s.secondsSinceEpoch
        switch freq {
        case "SECONDLY": return Int(secs)
        case "MINUTELY": return Int((t.secondsSinceEpoch / 60) - (s.secondsSinceEpoch / 60))
        case "HOURLY": return Int((t.secondsSinceEpoch / 3600) - (s.secondsSinceEpoch / 3600))
        case "DAILY": return t.date.daysSinceEpoch - s.date.daysSinceEpoch
        case "WEEKLY":
          let weekStart = s.date.daysSinceEpoch - s.date.weekday.days(after: wkst)
          let d = t.date.daysSinceEpoch - weekStart
          return d >= 0 ? d / 7 : -((-d + 6) / 7)
        case "MONTHLY": return (t.date.year - s.date.year) * 12 + t.date.month - s.date.month
        default: return nil
        }
      }
      func onGrid(_ t: CivilDateTime) -> Bool { period(t).map { $0 % interval == 0 } ?? true }
      guard nativeWalls.allSatisfy(onGrid) else { return false }
      if libicalWalls.contains(where: { !onGrid($0) }) { return true }
      if zoned, elapsedGridLosesWallSteps(obs, interval: interval) { return true }
      // UNTIL or COUNT can leave libical nothing to show it: ask libical for the first 20
      // occurrences without them (same start), which must then be off the grid.
      guard b.isEmpty, parts.has("UNTIL") || parts.has("COUNT"), let rerun = obs.rerun else { return false }
      var wide = obs.testCase
      wide.rule = parts.removing("UNTIL").removing("COUNT").text
      wide.limit = 20  // within the case's window: libical (ICU for RSCALE) is slow to search far
      guard let more = rerun(wide), let list = more.outcome.list, !list.isEmpty else { return false }
      let walls = (zoned && more.wall.count == list.count ? more.wall : list).compactMap(ValueText.civil)
      return walls.contains { !onGrid($0) }
    })

  /// libical 3.0.16 ignores negative BYMONTHDAY and BYYEARDAY values where they limit.
  static let negativeDayLimit = CatalogueEntry(
    name: "libical-negative-day-limit", kind: .libicalMistake,
    summary: "libical 3.0.16 never matches a negative BYMONTHDAY (FREQ=DAILY and finer) or BYYEARDAY (HOURLY and finer)",
    rfc: """
      RFC 5545 §3.3.10: "The BYMONTHDAY rule part specifies a COMMA-separated list of days of the \
      month. Valid values are 1 to 31 or -31 to -1. For example, -10 represents the tenth to the \
      last day of the month." Likewise BYYEARDAY: "-306 represents the 306th to the last day of \
      the year". The table makes both limits for these frequencies; a limit by -1 keeps the last day.
      Predicate: Recur's answer without the days matched only by negative values lines up with libical's.
      """,
    reproducer: ("FREQ=DAILY;BYMONTHDAY=-1;COUNT=3", "DTSTART;VALUE=DATE:20260131"),
    expected: (native: ["20260131", "20260228", "20260331"],
               libical: []),
    explainsCase: { obs in
      let parts = RuleParts(obs.testCase.rule)
      let freq = parts.value("FREQ") ?? ""
      let subDaily = ["HOURLY", "MINUTELY", "SECONDLY"].contains(freq)
      let monthDays = (subDaily || freq == "DAILY") ? parts.integers("BYMONTHDAY") : []
      let yearDays = subDaily ? parts.integers("BYYEARDAY") : []
      guard monthDays.contains(where: { $0 < 0 }) || yearDays.contains(where: { $0 < 0 }),
            let a = obs.native.outcome.list, let b = obs.oracle.outcome.list else { return false }
      // Wall-clock dates of Recur's occurrences (zoned starts: from the wall readings).
      let walls = obs.native.wall.count == a.count ? obs.native.wall : a
      let kept = zip(a, walls).filter { _, w in
        guard let c = ValueText.civil(w) else { return true }
        let dim = CivilDate.daysInMonth(year: c.date.year, month: c.date.month)
        let diy = CivilDate.daysInYear(c.date.year)
        let byPositiveMonthDay = monthDays.isEmpty || monthDays.contains(c.date.day)
        let byPositiveYearDay = yearDays.isEmpty || yearDays.contains(c.date.dayOfYear)
        _ = dim; _ = diy
        return byPositiveMonthDay && byPositiveYearDay
      }.map(\.0)
      guard kept.count < a.count else { return false }
      return prefixAgrees(kept, b)
    })

  /// libical 3.0.16 ignores INTERVAL when BY parts pick the times of an HOURLY, MINUTELY or
  /// SECONDLY rule.
  static let subDailyIntervalIgnored = CatalogueEntry(
    name: "libical-subdaily-interval-ignored", kind: .libicalMistake,
    summary: "libical 3.0.16 ignores INTERVAL of HOURLY/MINUTELY/SECONDLY rules whose BY parts select the times",
    rfc: """
      RFC 5545 §3.3.10: "The INTERVAL rule part contains a positive integer representing at which \
      intervals the recurrence rule repeats. ... a value of 8 means every eight hours if an HOURLY \
      rule". BY parts then select within those hours; they do not replace the interval.
      Predicate: libical gives the same answer with INTERVAL removed, and Recur's answer is a subset of it.
      """,
    reproducer: ("FREQ=HOURLY;INTERVAL=7;BYHOUR=3,6;COUNT=2", "DTSTART:20250101T030500"),
    expected: (native: ["20250101T030500", "20250107T060500"],
               libical: ["20250101T030500", "20250101T060500"]),
    explainsCase: { obs in
      let parts = RuleParts(obs.testCase.rule)
      guard ["HOURLY", "MINUTELY", "SECONDLY"].contains(parts.value("FREQ") ?? ""),
            (Int(parts.value("INTERVAL") ?? "1") ?? 1) > 1 else { return false }
      let plain = parts.removing("INTERVAL")
      return ignoredPart(obs, plain) || ignoredPart(obs, plain.removing("BYSETPOS"))
        || ignoredPart(obs, plain.sortedLists) || ignoredPart(obs, plain.sortedLists.removing("BYSETPOS"))
    })

  /// With a DATE DTSTART, libical 3.0.16 applies BYHOUR/BYMINUTE/BYSECOND and repeats the date.
  static let dateStartTimeParts = CatalogueEntry(
    name: "libical-date-start-time-parts", kind: .libicalMistake,
    summary: "with a DATE DTSTART, libical 3.0.16 does not ignore BYHOUR/BYMINUTE/BYSECOND and repeats dates",
    rfc: """
      RFC 5545 §3.3.10: "The BYSECOND, BYMINUTE and BYHOUR rule parts MUST NOT be specified when \
      the associated "DTSTART" property has a DATE value type. These rule parts MUST be ignored in \
      RECUR value that violate the above requirement". Predicate: libical without those parts equals Recur.
      """,
    reproducer: ("FREQ=DAILY;BYMINUTE=1,2,3,4;INTERVAL=2;COUNT=3", "DTSTART;VALUE=DATE:20241018"),
    expected: (native: ["20241018", "20241020", "20241022"],
               libical: ["20241018", "20241018", "20241018"]),
    explainsCase: { obs in
      guard case .date = LibICalStartReader.read(obs.testCase.dtstart) else { return false }
      let parts = RuleParts(obs.testCase.rule)
      guard parts.has("BYHOUR") || parts.has("BYMINUTE") || parts.has("BYSECOND"),
            let fixed = obs.oracle(rule: parts.removing("BYHOUR").removing("BYMINUTE").removing("BYSECOND").text)
      else { return false }
      return fixed.agrees(with: obs.native.outcome)
    })

  /// libical 3.0.16 returns DTSTART twice when a BY list value recreates it.
  static let repeatsDtstart = CatalogueEntry(
    name: "libical-repeats-dtstart", kind: .libicalMistake,
    summary: "libical 3.0.16 returns DTSTART a second time when the expansion produces it again",
    rfc: """
      RFC 5545 §3.8.5.3: "Where duplicate instances are generated by the "RRULE" and "RDATE" \
      properties, only one recurrence is considered." Predicate: libical's list (for the rule \
      with sorted lists) without its repeated first element lines up with Recur's.
      """,
    reproducer: ("FREQ=SECONDLY;BYSECOND=4,5;COUNT=3", "DTSTART:20240229T140105"),
    expected: (native: ["20240229T140105", "20240229T140204", "20240229T140205"],
               libical: ["20240229T140105", "20240229T140105", "20240229T140204"]),
    explainsCase: { obs in
      guard let a = obs.native.outcome.list else { return false }
      let parts = RuleParts(obs.testCase.rule)
      var candidates: [[String]] = []
      if let b = obs.oracle.outcome.list { candidates.append(b) }
      if parts.hasUnsortedList, let b = obs.oracle(rule: parts.sortedLists.text)?.list { candidates.append(b) }
      for b in candidates where b.count >= 2 && b[0] == b[1] {
        let rest = Array(b.dropFirst())
        if prefixAgrees(rest, a), a.count - rest.count <= 1 { return true }
      }
      return false
    })

  /// With BYWEEKNO, Recur's YEARLY periods are ISO week-numbering years, so INTERVAL counts
  /// from the week-numbering year DTSTART belongs to.
  static let weekNumberingYear = CatalogueEntry(
    name: "byweekno-week-numbering-year", kind: .deliberate,
    summary: "YEARLY;BYWEEKNO with DTSTART in a week of the neighbouring year: Recur's periods (and INTERVAL) are ISO week-numbering years, libical 3.0.16's calendar years",
    rfc: """
      RFC 5545 §3.3.10: "Week number one of the calendar year is the first week that contains at \
      least four (4) days in that calendar year"; it does not say which year a DTSTART in week 53 \
      (or week 1 of the next year) starts INTERVAL from. Recur uses the ISO week-numbering year \
      (Sources/Recurrence/Iterate/ExpansionPlan.swift), as libical 4's corpus does for "The first \
      date belongs to 2009, so after 6 years it will be 2015"; libical 3.0.16 (and libical 4's \
      issue1223 cases) count calendar years. See docs/SEMANTICS.md.
      """,
    reproducer: ("FREQ=YEARLY;BYWEEKNO=53;INTERVAL=5;BYDAY=TH;COUNT=1", "DTSTART:20270103T000000Z"),
    expected: (native: ["20711231T000000Z"], libical: ["20321230T000000Z"]),
    explainsCase: { obs in
      let parts = RuleParts(obs.testCase.rule)
      guard parts.value("FREQ") == "YEARLY", parts.has("BYWEEKNO"),
            obs.native.outcome.list != nil,
            obs.oracle.outcome.list != nil,
            let start = LibICalStartReader.read(obs.testCase.dtstart) else { return false }
      // DTSTART's ISO week-numbering year differs from its calendar year only in the first and
      // last days of a year.
      func nearNewYear(_ d: CivilDate) -> Bool { (d.month == 1 && d.day <= 3) || (d.month == 12 && d.day >= 29) }
      if nearNewYear(start.civil.date) { return true }
      if weekYearsApart(obs, parts: parts, start: start.civil.date) { return true }
      // BYSETPOS picks from a period's set: Recur's period (a week-numbering year) and libical's
      // (a calendar year) differ only in those days, so the lists agree without them.
      guard parts.has("BYSETPOS"), let a = obs.native.outcome.list, let b = obs.oracle.outcome.list else { return false }
      let walls = wallTexts(obs)
      func away(_ x: String) -> Bool { ValueText.civil(walls[x] ?? x).map { !nearNewYear($0.date) } ?? true }
      let a2 = a.filter(away), b2 = b.filter(away)
      return (a2.count < a.count || b2.count < b.count) && !a2.isEmpty && !b2.isEmpty && prefixAgrees(a2, b2)
    })

  /// libical 3.0.16 refuses some valid rules when creating the iterator (MALFORMEDDATA).
  static let rejectsValidRule = CatalogueEntry(
    name: "libical-rejects-valid-rule", kind: .libicalMistake,
    summary: "libical 3.0.16's icalrecur_iterator_new refuses valid rules: ones that never match within its first search, YEARLY with times and BYSETPOS, negative BYWEEKNO",
    rfc: """
      RFC 5545 §3.3.10 gives the grammar and the FREQ/BYxxx table; a rule within them is valid, \
      and one whose set is empty has no instances ("FREQ=MONTHLY;BYMONTHDAY=30;BYMONTH=2"), it \
      is not malformed. libical 3.0.16 returns NULL with ICAL_MALFORMEDDATA_ERROR (icalrecur.c \
      __iterator_set_start gives up when its first search finds nothing; YEARLY with BYHOUR and \
      BYSETPOS fails the same way).
      Predicate: libical refused the rule at icalrecur_iterator_new and Recur expanded it.
      """,
    reproducer: ("FREQ=YEARLY;BYHOUR=1,2;BYSETPOS=-2;COUNT=2", "DTSTART:20090119T081500Z"),
    expected: (native: ["20100119T011500Z", "20110119T011500Z"],
               libical: ["*** libical rejected the rule 'FREQ=YEARLY;BYHOUR=1,2;BYSETPOS=-2;COUNT=2': icalrecur_iterator_new: MALFORMEDDATA: An input string was not correctly formed or a component has missing or extra properties"]),
    explainsCase: { obs in
      guard case .error(let m) = obs.oracle.outcome, m.contains("icalrecur_iterator_new"),
            obs.native.outcome.list != nil else { return false }
      return true
    })

  /// LibICal does not run libical 3.0.16 on YEARLY BYWEEKNO rules without BYDAY (it crashes).
  static let weekNoWithoutDay = CatalogueEntry(
    name: "libical-byweekno-without-byday", kind: .libicalMistake,
    summary: "libical 3.0.16 crashes or picks wrong weeks on FREQ=YEARLY;BYWEEKNO without BYDAY, so LibICal does not run it",
    rfc: """
      RFC 5545 §3.3.10: "Information, not contained in the rule, necessary to determine the various \
      recurrence instance start time and dates are derived from the Start Time ("DTSTART") \
      component attribute." BYWEEKNO=20 alone names week 20; the day in it is DTSTART's weekday \
      (libical 4's corpus agrees). libical 3.0.16 sets bit DTSTART's day-of-year + 7·(week−1) of a \
      374-bit day mask without a bounds check (crash for late weeks) and lands in wrong weeks.
      """,
    reproducer: ("FREQ=YEARLY;BYWEEKNO=1,2;UNTIL=20150101T000000Z", "DTSTART:20130108T000000"),
    expected: (native: ["20130108T000000", "20131231T000000", "20140107T000000", "20141230T000000"],
               libical: ["*** libical not run on 'FREQ=YEARLY;BYWEEKNO=1,2;UNTIL=20150101T000000Z': " + "libical 3.0.16 crashes or misplaces weeks on FREQ=YEARLY with BYWEEKNO and no BYDAY (icalrecur.c expand_year_days sets bit DTSTART's day-of-year + 7*(week-1) of a 374-bit mask without a bounds check)"]),
    explainsCase: { obs in
      guard case .error(let m) = obs.oracle.outcome, m.contains("crashes or misplaces weeks") else { return false }
      return obs.native.outcome.list != nil
    })

  /// LibICal does not run libical 3.0.16 on HOURLY rules with day limits in Lord Howe (it hangs).
  static let hourlyHalfHourHang = CatalogueEntry(
    name: "libical-hourly-half-hour-fold-hang", kind: .libicalMistake,
    summary: "libical 3.0.16 never returns from icalrecur_iterator_next for FREQ=HOURLY with a day limit across Lord Howe's 30-minute fold, so LibICal does not run it",
    rfc: """
      RFC 5545 §3.3.10 allows BYMONTH, BYMONTHDAY, BYYEARDAY and BYDAY (limits) with FREQ=HOURLY, \
      and §3.3.5 gives every local time an instant (a fold time is the first); a rule over a fold \
      has instances on both sides. libical's hour stepping normalises back into the 30-minute \
      fold and loops forever (found by the random run: FREQ=HOURLY;BYYEARDAY=311 from \
      2015-12-18 00:15 Lord Howe, across 2016-04-03).
      """,
    reproducer: ("FREQ=HOURLY;BYYEARDAY=311;COUNT=2", "DTSTART;TZID=Australia/Lord_Howe:20160402T231500"),
    expected: (native: ["20161105T131500Z", "20161105T141500Z"],
               libical: ["*** libical not run on 'FREQ=HOURLY;BYYEARDAY=311;COUNT=2': libical 3.0.16 loops forever on FREQ=HOURLY with BYMONTH/BYMONTHDAY/BYYEARDAY/BYDAY/BYWEEKNO across a 30-minute DST fold (Australia/Lord_Howe, e.g. 2016-04-03)"]),
    explainsCase: { obs in
      guard case .error(let m) = obs.oracle.outcome, m.contains("loops forever on FREQ=HOURLY") else { return false }
      return obs.native.outcome.list != nil
    })

  /// LibICal does not run libical 3.0.16 on MINUTELY rules with BYMINUTE across a fold in Lord
  /// Howe (it hangs).
  static let minutelyHalfHourHang = CatalogueEntry(
    name: "libical-minutely-half-hour-fold-hang", kind: .libicalMistake,
    summary: "libical 3.0.16 never returns from icalrecur_iterator_next for FREQ=MINUTELY with BYMINUTE across Lord Howe's 30-minute fold, so LibICal does not run it",
    rfc: """
      RFC 5545 §3.3.10 allows BYMINUTE (and BYHOUR) with FREQ=MINUTELY, and §3.3.5 gives every \
      local time an instant (a fold time is the first); the rule has instances on both sides of \
      the fold. libical's minute stepping sets a BYMINUTE value inside the repeated half hour \
      (01:30-02:00 becomes 01:00-01:30 again) and loops forever: FREQ=MINUTELY;BYHOUR=4;BYMINUTE=0 \
      from 2023-04-01 01:00 Lord Howe returns 04:00 and then never returns (fold 2023-04-02); \
      found by the random run, seed 7.
      """,
    reproducer: ("FREQ=MINUTELY;BYHOUR=4;BYMINUTE=0;COUNT=3", "DTSTART;TZID=Australia/Lord_Howe:20230401T010000"),
    expected: (native: ["20230331T170000Z", "20230401T173000Z", "20230402T173000Z"],
               libical: ["*** libical not run on 'FREQ=MINUTELY;BYHOUR=4;BYMINUTE=0;COUNT=3': libical 3.0.16 loops forever on FREQ=MINUTELY with BYMINUTE across a 30-minute DST fold (Australia/Lord_Howe, e.g. FREQ=MINUTELY;BYHOUR=4;BYMINUTE=0 from 2023-04-01 01:00 across 2023-04-02)"]),
    explainsCase: { obs in
      guard case .error(let m) = obs.oracle.outcome, m.contains("loops forever on FREQ=MINUTELY") else { return false }
      return obs.native.outcome.list != nil
    })

  /// libical 3.0.16 (through the system ICU) starts some Chinese months a day off.
  static let chineseNewMoonDay = CatalogueEntry(
    name: "chinese-new-moon-day", kind: .libicalMistake,
    summary: "RSCALE=CHINESE/DANGI: libical 3.0.16 starts a month whose new moon lies within minutes of midnight China time a day off (its ICU's approximate new moon, e.g. 2027-02-07 and 2030-02-02 for New Year), moving the days counted in that month",
    rfc: """
      RFC 7529 §3: RSCALE values are the CLDR calendar names, and CLDR's `chinese` calendar is the \
      one of GB/T 33661-2017, whose month begins on the day, in Beijing time (UTC+8), of the new \
      moon. The new moons of 2027-02-06 15:56 UTC (23:56 Beijing) and 2030-02-02 16:07 UTC \
      (2030-02-03 00:07 Beijing) make New Year 2027-02-06 and 2030-02-03, as the Hong Kong \
      Observatory's tables say; libical 3.0.16's rule (the system ICU's approximate lunation) \
      moves both across midnight. Recur reads Foundation's ICU calendar, which gives the published \
      days (Tests/RecurrenceTests/PublishedCalendarDateTests.swift).
      """,
    reproducer: ("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1;COUNT=5", "DTSTART;VALUE=DATE:20260217"),
    expected: (native: ["20260217", "20270206", "20280126", "20290213", "20300203"],
               libical: ["20260217", "20270207", "20280126", "20290213", "20300202"]),
    explainsCase: { obs in
      // The class: a Chinese or Korean rule whose two answers pair up one to one, each differing
      // pair exactly one day apart (a month start moved); any other difference is not this.
      let scale = RuleParts(obs.testCase.rule).value("RSCALE")?.uppercased() ?? ""
      guard scale == "CHINESE" || scale == "DANGI",
            let a = obs.native.outcome.list, let b = obs.oracle.outcome.list, a != b else { return false }
      if a.count == b.count, zip(a, b).allSatisfy({ x, y in
        x == y || ValueText.civil(x).flatMap { cx in ValueText.civil(y).map { abs(cx.secondsSinceEpoch - $0.secondsSinceEpoch) == 86_400 } } == true
      }) { return true }
      // A moved month start also moves the days a rule counts in that month, which BYDAY may
      // then keep or drop (BYMONTHDAY=29;BYDAY=MO,SA: month 12 of 1998 begins 1999-01-17, so
      // its 29th is Sunday 02-14; libical begins it on 01-18 and keeps Monday 02-15). Every
      // occurrence only one list has must lie in a month whose first day, or the day after its
      // last, is not a month start in libical's calendar (libical asked for its month starts).
      let walls = wallTexts(obs)
      let horizon = weighedHorizon(a, b, obs)
      guard let horizonDay = ValueText.civil(walls[horizon] ?? horizon)?.date.daysSinceEpoch,
            let inMovedMonth = newMoonMonthReading(obs, through: horizonDay) else { return false }
      let aSet = Set(a), bSet = Set(b)
      let differing = a.filter { !bSet.contains($0) && $0 <= horizon } + b.filter { !aSet.contains($0) && $0 <= horizon }
      guard !differing.isEmpty else { return false }
      return differing.allSatisfy(inMovedMonth)
    })

}

/// `chinese-new-moon-day`'s reading of one occurrence (as the compared lists print it): whether
/// it lies in a month (Recur's reckoning) whose first day, or the day after its last, is not a
/// month start in libical's calendar, from DTSTART's year up to day `horizonDay`. Nil outside
/// CHINESE/DANGI or without libical to ask. Chinese 2027 begins 2027-02-06 (libical: 02-07),
/// so every day of Recur's month 12 of 2026 and month 1 of 2027 is read as moved.
/// With BYYEARDAY (or a YEARLY BYDAY ordinal without BYMONTH) the days are counted from the
/// year's ends (RFC 5545 §3.3.10), so every day of a year whose New Year, or the next, libical
/// moves is read as moved too: BYYEARDAY=-241 in
/// Chinese 2026 is 06-10 (Recur), 06-11 in libical, whose 2026 ends on 2027-02-06.
func newMoonMonthReading(_ obs: Observation, through horizonDay: Int) -> (@Sendable (String) -> Bool)? {
  let parts = RuleParts(obs.testCase.rule)
  let scale = parts.value("RSCALE")?.uppercased() ?? ""
  // A YEARLY BYDAY with an ordinal and no BYMONTH (BYWEEKNO) counts in the year as well:
  // 48SA is the 48th Saturday from New Year.
  let ordinalDay = (parts.value("BYDAY") ?? "").split(separator: ",").contains { Int($0.dropLast(2)) != nil }
  let byYearDay = parts.has("BYYEARDAY")
    || (parts.value("FREQ") == "YEARLY" && ordinalDay && !parts.has("BYMONTH") && !parts.has("BYWEEKNO"))
  guard scale == "CHINESE" || scale == "DANGI", let calendar = CalendarScale(rawValue: scale),
        let startDate = LibICalStartReader.read(obs.testCase.dtstart)?.civil.date,
        let known = libicalMonthStarts(obs, scale: scale, from: startDate.daysSinceEpoch - 60, through: horizonDay)
  else { return nil }
  let walls = wallTexts(obs)
  let system = calendar.system
  return { x in
    guard let d = ValueText.civil(walls[x] ?? x)?.date.daysSinceEpoch else { return false }
    let y = system.year(containing: d)
    let m = y.months[y.monthIndex(of: d)]
    let end = m.first + m.length
    guard end <= known.covered else { return false }
    if (m.first >= known.from && !known.starts.contains(m.first)) || (end >= known.from && !known.starts.contains(end)) {
      return true
    }
    guard byYearDay, let first = y.months.first?.first, let last = y.months.last else { return false }
    let yearEnd = last.first + last.length
    guard yearEnd <= known.covered else { return false }
    return (first >= known.from && !known.starts.contains(first)) || (yearEnd >= known.from && !known.starts.contains(yearEnd))
  }
}

/// The first days of libical's months under RSCALE `scale` (CHINESE, DANGI) from about day
/// `from` to past day `through`, and the span they cover (`from`: the first start known,
/// `covered`: the last). libical is asked from the 1st of January of a year ending in 0 or 5
/// for whole 10-year blocks of months, so the runner's memo (`MemoizedEngine`) answers the
/// many cases of one seed in the same decades from one question.
func libicalMonthStarts(_ obs: Observation, scale: String, from: Int, through: Int) -> (starts: Set<Int>, from: Int, covered: Int)? {
  let first = CivilDate(daysSinceEpoch: from)
  guard let rerun = obs.rerun, through >= from,
        let anchor = CivilDate(year: first.year - ((first.year % 5) + 5) % 5, month: 1, day: 1) else { return nil }
  let months = (through - anchor.daysSinceEpoch) / 29 + 3
  var c = obs.testCase
  c.rule = "RSCALE=\(scale);FREQ=MONTHLY;BYMONTHDAY=1"
  c.dtstart = "DTSTART;VALUE=DATE:" + LibICalTextBridge.date(anchor)
  c.before = nil
  c.startAt = nil
  c.limit = min((months + 123) / 124 * 124, 1_984)
  guard let list = rerun(c).flatMap(\.outcome.list) else { return nil }
  let days = list.compactMap { ValueText.civil($0)?.date.daysSinceEpoch }
  guard let low = days.first, let high = days.last, days.count == list.count else { return nil }
  return (Set(days), low, high)
}

/// The NAME=VALUE parts of a RECUR value, looked up by name (case-insensitive), with the
/// rewrites the catalogue's predicates ask libical about.
struct RuleParts {
  private var order: [String] = []
  private var values: [String: String] = [:]

  /// Splits `rule` at `;` and `=`.
  init(_ rule: String) {
    for part in rule.split(separator: ";") {
      let kv = part.split(separator: "=", maxSplits: 1)
      guard kv.count == 2 else { continue }
      let name = kv[0].uppercased()
      if values[name] == nil { order.append(name) }
      values[name] = kv[1].uppercased()
    }
  }

  /// The value of part `name`, if present.
  func value(_ name: String) -> String? { values[name] }

  /// Whether part `name` is present.
  func has(_ name: String) -> Bool { values[name] != nil }

  /// The integer values of a list part (`BYMONTHDAY=-1,15` → [-1, 15]).
  func integers(_ name: String) -> [Int] {
    (values[name] ?? "").split(separator: ",").compactMap { Int($0) }
  }

  /// The rule text again.
  var text: String { order.compactMap { n in values[n].map { n + "=" + $0 } }.joined(separator: ";") }

  /// The rule without part `name`.
  func removing(_ name: String) -> RuleParts {
    var r = self
    r.values[name] = nil
    r.order.removeAll { $0 == name }
    return r
  }

  /// The rule with list part `name` set to `values` (removed when empty).
  func replacing(_ name: String, with values: [Int]) -> RuleParts {
    guard !values.isEmpty else { return removing(name) }
    var r = self
    if r.values[name] == nil { r.order.append(name) }
    r.values[name] = values.map(String.init).joined(separator: ",")
    return r
  }

  /// The rule with every BY list sorted and free of repeats (BYDAY by weekday, then ordinal;
  /// a leap month nL after month n): the same rule, since RFC 5545 §3.3.10 lists are sets.
  var sortedLists: RuleParts {
    var r = self
    for name in order where name.hasPrefix("BY") {
      guard let v = values[name] else { continue }
      let items = v.split(separator: ",").map(String.init)
      let unique = items.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
      let sorted: [String]
      if name == "BYDAY" {
        let days = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]
        sorted = unique.sorted { a, b in
          let da = days.firstIndex(of: String(a.suffix(2))) ?? 0, db = days.firstIndex(of: String(b.suffix(2))) ?? 0
          return da != db ? da < db : (Int(a.dropLast(2)) ?? 0) < (Int(b.dropLast(2)) ?? 0)
        }
      } else {
        // A leap month "nL" (RFC 7529 §4.2) follows month n: BYMONTH=2,5,8,6L is 2,5,6L,8.
        func key(_ v: String) -> (Int, Int) {
          v.hasSuffix("L") ? (Int(v.dropLast()) ?? 0, 1) : (Int(v) ?? 0, 0)
        }
        sorted = unique.sorted { key($0) < key($1) }
      }
      r.values[name] = sorted.joined(separator: ",")
    }
    return r
  }

  /// Whether some BY list is out of order or repeats a value.
  var hasUnsortedList: Bool { sortedLists.text != text }
}

/// Whether libical ignores a part: its answer for `variant` (the rule without that part) lines
/// up with its answer for the rule, and Recur's answer is a subset of the variant's full set.
func ignoredPart(_ obs: Observation, _ variant: RuleParts) -> Bool {
  guard let a = obs.native.outcome.list, let b = obs.oracle.outcome.list,
        let same = obs.oracle(rule: variant.text)?.list, prefixAgrees(same, b) else { return false }
  var wide = obs.testCase
  wide.rule = variant.removing("COUNT").text
  wide.limit = max(obs.testCase.limit, a.count) * 10
  guard let full = obs.rerun?(wide)?.outcome.list else { return false }
  let complete = full.count < wide.limit
  let last = full.last ?? ""
  // Instances before libical's first are the ones `libical-skips-first-instances` describes: its
  // set for the variant starts late, so they are judged by the rest.
  let first = full.first ?? ""
  return (a.isEmpty || a.contains { full.contains($0) }) && a.allSatisfy { x in full.contains(x) || x < first || (!complete && x > last) }
}

/// Whether libical's dates (`b`, its list) are the days libical picks for the rule without
/// BYHOUR/BYMINUTE/BYSECOND, i.e. its BYSETPOS applied to the days (`libical-bysetpos-on-days-only`);
/// nil when that re-run is not available. Dates are read on the wall clock (a zoned 01:00 can be
/// the previous day in UTC); dates past the re-run's last are not judged.
func libicalOnDaysOnly(_ obs: Observation, parts: RuleParts, libical b: [String]) -> Bool? {
  var days = obs.testCase
  days.rule = parts.removing("BYHOUR").removing("BYMINUTE").removing("BYSECOND").removing("COUNT").text
  days.limit = max(b.count, 1) * 10
  guard let pickedRun = obs.rerun?(days), let picked = pickedRun.outcome.list else { return nil }
  let pickedDates = Set(localDates(pickedRun))
  let lastPicked = picked.last ?? ""
  return zip(b, localDates(obs.oracle)).allSatisfy { x, date in pickedDates.contains(date) || x > lastPicked }
}

/// The rule's set without BYSETPOS and COUNT (a re-run, up to 20× Recur's `a.count` instances)
/// and whether it ended before that limit; nil when the re-run is not available.
func setWithoutBysetpos(_ obs: Observation, parts: RuleParts, native a: [String]) -> (all: [String], complete: Bool, expansion: Expansion)? {
  var full = obs.testCase
  full.rule = parts.removing("BYSETPOS").removing("COUNT").text
  full.limit = max(a.count, 1) * 20
  guard let run = obs.rerun?(full), let all = run.outcome.list else { return nil }
  return (all, all.count < full.limit, run)
}

/// Whether Recur's instance `i` is missing from libical's set only because libical carried a
/// DST gap's shift onto it (`dst-gap-carry`) and the shifted wall clock is one the set has
/// anyway, so libical kept it once: Recur's wall clock w is absent from libical's set, w plus
/// the length of a gap crossed since libical's previous instance is in it, on the same day.
/// London 2011-03-27 01:45:32 is in the gap; libical's set for BYHOUR=1,2 on 2011-04-27 has
/// 02:45:32 once, where the RFC has 01:45:32 and 02:45:32.
func carriedAway(_ obs: Observation, native i: Int, libicalSet e: Expansion) -> Bool {
  guard let zone = obs.zone, let a = obs.native.outcome.list, i < a.count, obs.native.wall.count == a.count,
        let list = e.outcome.list, e.wall.count == list.count,
        let w = ValueText.civil(obs.native.wall[i]), let x = ValueText.instant(a[i]),
        !e.wall.contains(obs.native.wall[i]) else { return false }
  // The gap lies after libical's instances of the day before the previous day it has (the gap
  // day's own instance may be the shifted one), or after DTSTART.
  guard let start = LibICalStartReader.read(obs.testCase.dtstart)?.civil else { return false }
  let earlier = zip(list, e.wall).compactMap { u, v in ValueText.instant(u).flatMap { $0 < x ? ($0, String(v.prefix(8))) : nil } }
  let dates = Set(earlier.map(\.1)).sorted()
  let before = dates.count >= 2 ? earlier.filter { $0.1 <= dates[dates.count - 2] }.map(\.0).max() : nil
  let from = before ?? zone.instant(for: start)
  guard from < x else { return false }
  for t in zone.transitions(in: from ..< x, limit: 10) where t.offsetAfter > t.offsetBefore {
    let carried = w.adding(seconds: Int64(t.offsetAfter.seconds - t.offsetBefore.seconds))
    guard carried.date == w.date, let j = e.wall.firstIndex(of: LibICalTextBridge.local(carried)) else { continue }
    if ValueText.instant(list[j]) == zone.instant(for: carried) { return true }
  }
  return false
}

/// The wall-clock date (`YYYYMMDD`) of each occurrence of `e`: from its wall readings when zoned.
func localDates(_ e: Expansion) -> [String] {
  guard let list = e.outcome.list else { return [] }
  let texts = e.wall.count == list.count ? e.wall : list
  return texts.map { String($0.prefix(8)) }
}

/// Whether `b` is `a` without its first k ≥ 1 instances, all before `b`'s first.
func skipsLeadingInstances(_ a: [String], _ b: [String]) -> Bool {
  leadingSkip(a, b) != nil
}

/// How many of Recur's first instances (`a`) libical's list `b` leaves out before it lines up
/// with the rest, all of them before libical's first; nil when `b` is not such a list.
func leadingSkip(_ a: [String], _ b: [String]) -> Int? {
  guard let first = b.first else { return nil }
  for k in 1..<max(1, a.count) where a[k - 1] < first {
    let rest = Array(a.dropFirst(k))
    if !rest.isEmpty, prefixAgrees(rest, b) { return k }
  }
  return nil
}

/// Whether `b` is `kept` (Recur's list `a` with instances left out) followed only by instances
/// after all of `a` (COUNT or the comparison limit let libical run on).
func linesUp(kept: [String], from a: [String], with b: [String]) -> Bool {
  guard !kept.isEmpty, b.count >= kept.count, prefixAgrees(kept, b) else { return false }
  let last = a.last ?? ""
  return b.dropFirst(kept.count).allSatisfy { $0 > last }
}

/// The instants Recur's list `a` has once and libical's `b` has too: a gap instance among them
/// stands for the wall clock just after the gap as well (Recur's recurrence-set form, which
/// prints that instant once), so it is not one libical dropped.
func onceInBoth(_ a: [String], _ b: [String]) -> Set<String> {
  var counts: [String: Int] = [:]
  for x in a { counts[x, default: 0] += 1 }
  return Set(b).filter { counts[$0] == 1 }
}

/// Whether the wall-clock hour of `t` (HH:00 to HH:59), on its day or the day before, holds a
/// time in a DST gap of `zone` (checked at every quarter hour: zone offsets are whole quarters).
/// Chatham 2003-10-06 03:45: the hour 03:00–03:59 of 2003-10-05 holds 03:00, in the gap.
func hourNearGap(_ zone: Zone, _ t: CivilDateTime) -> Bool {
  let hour = t.adding(seconds: -Int64(t.time.minute * 60 + t.time.second))
  for back in [0, 86_400] {
    for quarter in 0..<4 {
      if case .gap = zone.resolve(hour.adding(seconds: Int64(quarter * 900 - back))) { return true }
    }
  }
  return false
}

/// `t` and the times of its hour before it that the rule lists (BYMINUTE and BYSECOND values,
/// else `t`'s own minute and second): the candidates libical expands in that hour ahead of `t`.
/// 01:45:00 with BYMINUTE=0,26,45 is 01:45:00, 01:00:00 and 01:26:00.
func earlierTimesInHour(_ t: CivilTime, parts: RuleParts) -> [CivilTime] {
  let minutes = parts.has("BYMINUTE") ? parts.integers("BYMINUTE") : [t.minute]
  let seconds = parts.has("BYSECOND") ? parts.integers("BYSECOND") : [t.second]
  var times = [t]
  for m in minutes.sorted() {
    for s in seconds.sorted() where (m, s) < (t.minute, t.second) {
      if let c = CivilTime(hour: t.hour, minute: m, second: s), !times.contains(c) { times.append(c) }
    }
  }
  return times
}

/// The time of day at which libical's MONTHLY or YEARLY iterator visits the first of DTSTART's
/// month for an instance at `t`: `t`'s hour at the first BYMINUTE and BYSECOND values as
/// written (not the smallest; `t`'s own minute and second where the rule has none).
/// `BYMINUTE=37,46` for 03:46 gives 03:37, `BYMINUTE=46,37` gives 03:46.
func monthStartTime(_ t: CivilTime, parts: RuleParts) -> CivilTime {
  let minute = parts.has("BYMINUTE") ? parts.integers("BYMINUTE").first ?? t.minute : t.minute
  let second = parts.has("BYSECOND") ? parts.integers("BYSECOND").first ?? t.second : t.second
  return CivilTime(hour: t.hour, minute: minute, second: second) ?? t
}

/// Whether `a` and `b` agree on their common prefix.
func prefixAgrees(_ a: [String], _ b: [String]) -> Bool {
  let m = min(a.count, b.count)
  return a.prefix(m) == b.prefix(m)
}
