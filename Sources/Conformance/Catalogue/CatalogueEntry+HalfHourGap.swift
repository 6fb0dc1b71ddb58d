// libical 3.0.16's minute stepping across a 30-minute DST gap (Australia/Lord_Howe): it loses
// the instances of the two wall-clock hours from the gap's start (RFC 5545 §3.3.5, §3.3.10).

import Zones

extension CatalogueEntry {
  /// In a MINUTELY rule libical 3.0.16 loses the instances of the two hours from the start of a
  /// 30-minute DST gap, those after the gap too.
  static let minutelyHalfHourGap = CatalogueEntry(
    name: "libical-minutely-half-hour-gap", kind: .libicalMistake,
    summary: "in FREQ=MINUTELY rules libical 3.0.16 loses the instances of the two wall-clock hours from the start of a 30-minute DST gap (Lord Howe), which exist but for the gap's own",
    rfc: """
      RFC 5545 §3.3.10: BYMINUTE limits a MINUTELY rule to the listed minutes of every hour; \
      §3.3.5: a time in a gap is read with the offset before it. Lord Howe's clocks skip \
      02:00-02:30 on 2029-10-07: "FREQ=MINUTELY;BYMINUTE=0" has 02:00 (15:30Z, read with +10:30) \
      and 03:00 (16:00Z); libical 3.0.16 goes from 01:00 to 04:00 (BYMINUTE=45: from 01:45 to \
      04:45, losing 02:45 and 03:45, which exist). Predicate: the rule is MINUTELY, and Recur's \
      list without the instances libical lacks whose wall clock lies in the two hours from a \
      30-minute gap's start lines up with libical's (after a DTSTART the rule does not match, \
      without its first instances before libical's first too: libical-skips-first-instances).
      """,
    reproducer: ("FREQ=MINUTELY;BYMINUTE=0;COUNT=4", "DTSTART;TZID=Australia/Lord_Howe:20291007T003000"),
    expected: (native: ["20291006T143000Z", "20291006T153000Z", "20291006T160000Z", "20291006T170000Z"],
               libical: ["20291006T143000Z", "20291006T170000Z", "20291006T180000Z", "20291006T190000Z"]),
    explainsCase: { obs in
      guard RuleParts(obs.testCase.rule).value("FREQ") == "MINUTELY", let zone = obs.zone,
            let a = obs.native.outcome.list, let b = obs.oracle.outcome.list, !a.isEmpty,
            obs.native.wall.count == a.count,
            let first = ValueText.civil(obs.native.wall[0]), let last = ValueText.civil(obs.native.wall[a.count - 1]) else { return false }
      // The two hours from each 30-minute gap's start, as wall clocks (read before the gap).
      let from = zone.instant(for: first.adding(seconds: -86_400)), to = zone.instant(for: last.adding(seconds: 86_400))
      guard from < to else { return false }
      let windows: [(CivilDateTime, CivilDateTime)] = halfHourGaps(zone, in: from ..< to).map { t in
        let start = t.instant.adding(seconds: Int64(t.offsetBefore.seconds)).utc
        return (start, start.adding(seconds: 7200))
      }
      guard !windows.isEmpty else { return false }
      let libicalHas = Set(b)
      var kept: [String] = []
      var lost = 0
      for (x, w) in zip(a, obs.native.wall) {
        if !libicalHas.contains(x), let c = ValueText.civil(w), windows.contains(where: { $0.0 <= c && c < $0.1 }) {
          lost += 1
          continue
        }
        kept.append(x)
      }
      guard lost > 0 else { return false }
      if linesUp(kept: kept, from: a, with: b) { return true }
      // With libical-skips-first-instances: from a DTSTART the rule does not match (15:00 with
      // BYMINUTE=30,45) libical also starts after Recur's first instances (15:45, not 15:30).
      guard let start = LibICalStartReader.read(obs.testCase.dtstart)?.civil, let g = b.first,
            let f = ValueText.instant(a[0]),
            f.secondsSinceEpoch != zone.instant(for: start).secondsSinceEpoch else { return false }
      var rest = kept[...]
      while let x = rest.first, x < g {
        rest = rest.dropFirst()
        if linesUp(kept: Array(rest), from: a, with: b) { return true }
      }
      return false
    })
}

extension CatalogueEntry {
  /// In an HOURLY rule libical 3.0.16 moves the first step at or past a 30-minute DST gap's end
  /// by the gap's length and loses the next hour's instance.
  static let hourlyHalfHourGap = CatalogueEntry(
    name: "libical-hourly-half-hour-gap", kind: .libicalMistake,
    summary: "in FREQ=HOURLY rules libical 3.0.16 moves the step just past a 30-minute DST gap (Lord Howe) half an hour later and loses the next hour's instance",
    rfc: """
      RFC 5545 §3.3.10: an HOURLY rule repeats DTSTART's minute every hour (docs/SEMANTICS.md: \
      the wall clock is stepped); §3.3.5 reads only a time in the gap differently. Lord Howe's \
      clocks skip 02:00-02:30 on 2016-10-02; "FREQ=HOURLY" from 01:30 has 02:30 (15:30Z, which \
      exists) and 03:30 (16:30Z); libical 3.0.16 gives 03:00 (16:00Z) and goes on at 04:30. \
      From 01:40 it gives 03:10 for 02:40 and 03:40; Sydney's one-hour gap on that day is \
      another class (dst-gap-instance-dropped), and so is a step in the gap carried on \
      (dst-gap-carry). Predicate: the rule is HOURLY, libical lacks an instance of Recur's in \
      the rest of the gap's wall-clock hour (02:30-03:00), and the two lists with the instants \
      of the two hours from a 30-minute gap's start left out line up, where they differ.
      """,
    reproducer: ("FREQ=HOURLY;COUNT=4", "DTSTART;TZID=Australia/Lord_Howe:20161002T013000"),
    expected: (native: ["20161001T150000Z", "20161001T153000Z", "20161001T163000Z", "20161001T173000Z"],
               libical: ["20161001T150000Z", "20161001T160000Z", "20161001T173000Z", "20161001T183000Z"]),
    explainsCase: { obs in
      guard RuleParts(obs.testCase.rule).value("FREQ") == "HOURLY", let zone = obs.zone,
            let a = obs.native.outcome.list, let b = obs.oracle.outcome.list, !a.isEmpty,
            let first = ValueText.instant(a[0]), let last = ValueText.instant(a[a.count - 1]) else { return false }
      let from = first.adding(seconds: -86_400), to = last.adding(seconds: 86_400)
      guard from < to else { return false }
      // The instants of the two hours from each 30-minute gap's start: [gap, gap + 2 h).
      let gaps = halfHourGaps(zone, in: from ..< to)
      let windows: [Range<Int64>] = gaps.map { $0.instant.secondsSinceEpoch ..< $0.instant.secondsSinceEpoch + 7200 }
      guard !windows.isEmpty, obs.native.wall.count == a.count else { return false }
      // libical's own mistake: Recur has a step in the rest of the gap's wall-clock hour (from
      // the gap's end: 02:30-03:00, which exists) that libical lacks (it moved it half an hour).
      // A step in the gap itself shifted onward is dst-gap-carry's, not this class's.
      let libicalHas = Set(b)
      let moved = zip(a, obs.native.wall).contains { x, w in
        guard !libicalHas.contains(x), let c = ValueText.civil(w) else { return false }
        return gaps.contains { t in
          let start = t.instant.adding(seconds: Int64(t.offsetBefore.seconds)).utc
          return start.adding(seconds: 1800) <= c && c < start.adding(seconds: 3600)
        }
      }
      guard moved else { return false }
      func outside(_ x: String) -> Bool {
        guard let i = ValueText.instant(x) else { return true }
        return !windows.contains { $0.contains(i.secondsSinceEpoch) }
      }
      let keptA = a.filter(outside), keptB = b.filter(outside)
      // The difference lies in the windows: the lists there are not the same.
      guard a.filter({ !outside($0) }) != b.filter({ !outside($0) }) else { return false }
      if keptA == keptB { return true }
      if linesUp(kept: keptA, from: a, with: keptB) { return true }
      // COUNT: libical, having lost an instance, may end one later, or (a moved one) the same.
      return RuleParts(obs.testCase.rule).has("COUNT") && keptB.count < keptA.count
        && keptA.count - keptB.count <= 2 && Array(keptA.prefix(keptB.count)) == keptB
    })
}

/// The zone's 30-minute DST gaps (the offset rising by 1,800 s, Lord Howe's) in `range`, at most
/// 100: what both half-hour-gap classes look for around a case's instances.
func halfHourGaps(_ zone: Zone, in range: Range<Instant>) -> [ZoneTransition] {
  zone.transitions(in: range, limit: 100).filter { $0.offsetAfter.seconds - $0.offsetBefore.seconds == 1800 }
}
