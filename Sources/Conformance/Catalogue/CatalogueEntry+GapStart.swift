// Entries about DTSTART and a DST gap (RFC 5545 §3.3.5 and §3.3.10): libical 3.0.16 expands a
// rule from a DTSTART in a gap as if it were written one gap length later, and judges "before
// DTSTART" on wall clocks it has already moved forward by a gap.

import LibICal
import Recurrence
import Zones

extension CatalogueEntry {
  /// libical 3.0.16 keeps a candidate before DTSTART when a DST gap moved its wall clock to or
  /// past DTSTART's.
  static let gapShiftPastStart = CatalogueEntry(
    name: "libical-gap-shift-past-dtstart", kind: .libicalMistake,
    summary: "libical 3.0.16 keeps a candidate before DTSTART when a DST gap moved its wall clock (by dst-gap-carry) to or past DTSTART's",
    rfc: """
      RFC 5545 §3.3.10: the recurrence set starts at DTSTART; a candidate before it is no \
      instance. New York skipped 02:00-03:00 on 2001-04-01; libical's MONTHLY and YEARLY \
      iterators visit the first day of DTSTART's month at DTSTART's time of day and carry the \
      gap's hour onto DTSTART's day: from DTSTART 2001-04-03 02:50:45, "FREQ=MONTHLY;BYMINUTE=15" \
      has the candidate 02:15:45 (before DTSTART, no instance), which libical moves to 03:15:45 \
      and keeps. Predicate: libical's leading occurrences missing from Recur's list are on \
      DTSTART's day at or after DTSTART's wall clock, each is one gap length past a time before \
      DTSTART that Recur's engine generates from it (a rule candidate) and at a wall clock Recur \
      does not have, that time of day lies in \
      a gap of that length on DTSTART's day or (MONTHLY, YEARLY) the first of its month, and the \
      rest of libical's list is Recur's. libical also keeps a rule candidate earlier on DTSTART's \
      day (a gap around) that its conversion puts at or after DTSTART's instant: it judges \
      "before DTSTART" on instants (from 2004-04-04 01:30 St. John's, after the 00:01 gap, \
      MONTHLY;BYMINUTE=0,22,30 gives 01:00 and 01:22, which libical reads at -03:30).
      """,
    reproducer: ("FREQ=MONTHLY;BYMINUTE=15;COUNT=3", "DTSTART;TZID=America/New_York:20010403T025045"),
    expected: (native: ["20010503T061545Z", "20010603T061545Z", "20010703T061545Z"],
               libical: ["20010403T071545Z", "20010503T061545Z", "20010603T061545Z"]),
    explainsCase: { obs in
      guard let (rest, _) = withoutGapShiftedLeading(obs), let a = rest.native.outcome.list,
            let b = rest.oracle.outcome.list, !b.isEmpty else { return false }
      return a == b
    })

  /// libical 3.0.16 takes the time of day of a rule from a DTSTART in a DST gap one gap length
  /// later (its normalised wall clock); Recur keeps the written time of day.
  static let startGapForward = CatalogueEntry(
    name: "dtstart-in-gap-time-of-day", kind: .deliberate,
    summary: "from a DTSTART in a DST gap, Recur takes the rule's time of day from the written wall clock; libical 3.0.16 from the clock one gap length later",
    rfc: """
      RFC 5545 §3.3.10: "Information, not contained in the rule, necessary to determine the \
      various recurrence instance start time and dates are derived from the Start Time \
      ("DTSTART") entry attribute"; §3.3.5 says how a wall clock in a gap reads as an instant, \
      not that the value changes. New York skips 02:00-03:00 on 2026-03-08: from DTSTART 02:45 \
      (07:45Z), "FREQ=DAILY" is at 02:45 every day (2026-03-09T06:45Z; python-dateutil's \
      wall-clock reading gives the same); libical takes 03:45 from its normalised DTSTART \
      (07:45Z). The RFC does not say which clock the time of day comes from (docs/SEMANTICS.md). \
      libical's reading: a sub-daily rule steps from the moved clock; a daily or longer one \
      takes its BYHOUR/BYMINUTE/BYSECOND defaults from it but keeps candidates from the written \
      clock on. Predicate: DTSTART is in a gap; libical answers its reading (the moved DTSTART, \
      or the moved clock's time parts written into the rule) as it answers the case, and that is \
      Recur's answer for the reading; Recur's own answer is its answer from one whole period \
      earlier (an existing DTSTART) cut at the written wall clock.
      """,
    reproducer: ("FREQ=DAILY;COUNT=3", "DTSTART;TZID=America/New_York:20260308T024500"),
    expected: (native: ["20260308T074500Z", "20260309T064500Z", "20260310T064500Z"],
               libical: ["20260308T074500Z", "20260309T074500Z", "20260310T074500Z"]),
    explainsCase: { obs in
      guard let inner = gapForwardObservation(obs), let a = inner.native.outcome.list,
            let b = inner.oracle.outcome.list, !b.isEmpty else { return false }
      return a == b
    })
}

/// The case with libical's leading occurrences that a DST gap moved past DTSTART left out of
/// libical's list (and Recur's list cut to what libical then counts), and how many; nil when
/// libical's list does not begin with such occurrences (`libical-gap-shift-past-dtstart`).
func withoutGapShiftedLeading(_ obs: Observation) -> (Observation, Int)? {
  guard let zone = obs.zone, case .zoned(let start, let id)? = LibICalStartReader.read(obs.testCase.dtstart),
        let a = obs.native.outcome.list, let b = obs.oracle.outcome.list,
        obs.oracle.wall.count == b.count, !b.isEmpty else { return nil }
  let parts = RuleParts(obs.testCase.rule)
  let freq = parts.value("FREQ") ?? ""
  let subDaily = ["HOURLY", "MINUTELY", "SECONDLY"].contains(freq)
  // Moving DTSTART within its day keeps a sub-daily rule's grid only with INTERVAL 1.
  if subDaily, (Int(parts.value("INTERVAL") ?? "1") ?? 1) != 1 { return nil }
  // The gap lengths of the zone around DTSTART (back to the first of its month).
  guard let firstOfMonth = CivilDate(year: start.date.year, month: start.date.month, day: 1) else { return nil }
  let from = zone.instant(for: CivilDateTime(date: firstOfMonth.adding(days: -1), time: start.time))
  let to = zone.instant(for: start).adding(seconds: 86_400)
  let jumps = Set(zone.transitions(in: from..<to).compactMap { t -> Int64? in
    let d = Int64(t.offsetAfter.seconds - t.offsetBefore.seconds)
    return d > 0 && d <= 7_200 ? d : nil
  })
  guard !jumps.isEmpty else { return nil }
  // Days whose gap libical carries onto DTSTART's day.
  var gapDays = [start.date]
  if freq == "MONTHLY" || freq == "YEARLY", firstOfMonth != start.date { gapDays.append(firstOfMonth) }
  let inNative = Set(a)
  // A wall clock Recur has too is the same instance read with another offset, not a moved one.
  let nativeWalls = Set(obs.native.wall)
  // libical judges "before DTSTART" on its instants: a candidate earlier on DTSTART's day that
  // its conversion (the gap's offset carried, or the gap read forward) puts at or after DTSTART's
  // instant is kept (St. John's skipped 00:01-01:01 on 2004-04-04: from DTSTART 01:30 NDT,
  // 04:00Z, BYMINUTE=0,22 gives 01:00 and 01:22, which libical reads as 04:30Z and 04:52Z).
  let startInstant = zone.instant(for: start).utc
  var k = 0
  while k < b.count, k < 8, !inNative.contains(b[k]), !nativeWalls.contains(obs.oracle.wall[k]) {
    guard let lw = ValueText.civil(obs.oracle.wall[k]), lw.date == start.date else { break }
    if lw < start {
      guard let at = ValueText.civil(b[k]), !(at < startInstant), isRuleCandidate(lw, obs: obs, parts: parts, zoneID: id) else { break }
      k += 1
      continue
    }
    let found = jumps.contains { delta in
      let intended = lw.adding(seconds: -delta)
      guard intended < start, intended.date == start.date else { return false }
      let inGap = gapDays.contains { day in
        guard case .gap(let before, let after) = zone.resolve(CivilDateTime(date: day, time: intended.time)) else { return false }
        return Int64(after.seconds - before.seconds) == delta
      }
      return inGap && isRuleCandidate(intended, obs: obs, parts: parts, zoneID: id)
    }
    guard found else { break }
    k += 1
  }
  guard k > 0, k < b.count else { return nil }
  let keptList = Array(b.dropFirst(k)), keptWalls = Array(obs.oracle.wall.dropFirst(k))
  var c = obs.testCase
  var native = obs.native
  // libical counted the left-out occurrences toward COUNT and the limit: Recur's list is
  // compared up to as many.
  if parts.has("COUNT") || b.count >= c.limit, a.count > keptList.count {
    let n = keptList.count
    native = Expansion(outcome: .occurrences(Array(a.prefix(n))),
                       wall: obs.native.wall.count == a.count ? Array(obs.native.wall.prefix(n)) : obs.native.wall)
    if a.count >= c.limit { c.limit = n }
  }
  let oracle = Expansion(outcome: .occurrences(keptList), wall: keptWalls)
  return (Observation(testCase: c, native: native, oracle: oracle, checkedRerun: obs.rerun), k)
}

/// Whether Recur's engine generates the wall clock `t` (on DTSTART's day, before DTSTART) for the
/// case's rule: its first instance from DTSTART `t`, with the time parts DTSTART gave written out.
func isRuleCandidate(_ t: CivilDateTime, obs: Observation, parts: RuleParts, zoneID: String) -> Bool {
  guard let start = LibICalStartReader.read(obs.testCase.dtstart)?.civil else { return false }
  var p = parts.removing("COUNT")
  let freq = parts.value("FREQ") ?? ""
  if !p.has("BYSECOND"), freq != "SECONDLY" { p = p.replacing("BYSECOND", with: [start.time.second]) }
  if !p.has("BYMINUTE"), !["SECONDLY", "MINUTELY"].contains(freq) { p = p.replacing("BYMINUTE", with: [start.time.minute]) }
  if !p.has("BYHOUR"), !["SECONDLY", "MINUTELY", "HOURLY"].contains(freq) { p = p.replacing("BYHOUR", with: [start.time.hour]) }
  var c = obs.testCase
  c.rule = p.text
  c.dtstart = "DTSTART;TZID=" + zoneID + ":" + LibICalTextBridge.local(t)
  c.limit = 1
  let e = NativeEngine().expand(c)
  return e.wall.first == LibICalTextBridge.local(t)
}

/// The case as libical reads it when DTSTART is in a DST gap, with Recur's answer for that
/// reading and libical's answer for the case; nil when DTSTART is in no gap, libical answers the
/// reading differently, or Recur's own answer is not its answer from the written wall clock
/// (`dtstart-in-gap-time-of-day`). libical normalises DTSTART one gap length later: a sub-daily
/// rule steps from there (the case from the moved DTSTART); a daily or longer one takes the time
/// parts DTSTART gives from the moved clock but still keeps candidates from the written one on
/// (the rule with those parts written out, from the written DTSTART).
func gapForwardObservation(_ obs: Observation) -> Observation? {
  guard let zone = obs.zone, case .zoned(let start, let id)? = LibICalStartReader.read(obs.testCase.dtstart),
        case .gap(let before, let after) = zone.resolve(start), let a = obs.native.outcome.list,
        let b = obs.oracle.outcome.list else { return nil }
  let moved = start.adding(seconds: Int64(after.seconds - before.seconds))
  if case .gap = zone.resolve(moved) { return nil }
  let parts = RuleParts(obs.testCase.rule)
  let freq = parts.value("FREQ") ?? ""
  var reading = obs.testCase
  if ["HOURLY", "MINUTELY", "SECONDLY"].contains(freq) {
    reading.dtstart = "DTSTART;TZID=" + id + ":" + LibICalTextBridge.local(moved)
  } else {
    guard moved.date == start.date else { return nil }
    var p = parts
    if !p.has("BYSECOND") { p = p.replacing("BYSECOND", with: [moved.time.second]) }
    if !p.has("BYMINUTE") { p = p.replacing("BYMINUTE", with: [moved.time.minute]) }
    if !p.has("BYHOUR") { p = p.replacing("BYHOUR", with: [moved.time.hour]) }
    reading.rule = p.text
  }
  guard reading != obs.testCase, let again = obs.rerun?(reading), again.outcome.list == b,
        followsWrittenStart(obs, start: start, zoneID: id, native: a) else { return nil }
  return Observation(testCase: reading, native: NativeEngine().expand(reading), oracle: obs.oracle, checkedRerun: obs.rerun)
}

/// Whether Recur's answer `a` for a DTSTART in a gap is its answer from one whole period (or,
/// sub-daily, whole steps of at least two hours) earlier, cut at DTSTART's written wall clock:
/// the rule's time of day and grid come from the written value, the instances from there on.
func followsWrittenStart(_ obs: Observation, start: CivilDateTime, zoneID: String, native a: [String]) -> Bool {
  let parts = RuleParts(obs.testCase.rule)
  let interval = Int64(Int(parts.value("INTERVAL") ?? "1") ?? 1)
  let earlier: CivilDateTime?
  switch parts.value("FREQ") ?? "" {
  case "SECONDLY", "MINUTELY", "HOURLY":
    let unit: Int64 = parts.value("FREQ") == "SECONDLY" ? 1 : parts.value("FREQ") == "MINUTELY" ? 60 : 3_600
    let step = unit * interval
    earlier = start.adding(seconds: -((7_200 + step - 1) / step) * step)
  case "DAILY": earlier = start.adding(seconds: -86_400 * interval)
  case "WEEKLY": earlier = start.adding(seconds: -7 * 86_400 * interval)
  case "MONTHLY":
    let months = start.date.year * 12 + start.date.month - 1 - Int(interval)
    earlier = CivilDate(year: months / 12, month: months % 12 + 1, day: start.date.day).map { CivilDateTime(date: $0, time: start.time) }
  case "YEARLY":
    earlier = CivilDate(year: start.date.year - Int(interval), month: start.date.month, day: start.date.day).map { CivilDateTime(date: $0, time: start.time) }
  default: earlier = nil
  }
  guard let earlier, let zone = try? Zone.named(zoneID) else { return false }
  if case .gap = zone.resolve(earlier) { return false }
  var c = obs.testCase
  c.dtstart = "DTSTART;TZID=" + zoneID + ":" + LibICalTextBridge.local(earlier)
  c.rule = parts.removing("COUNT").text
  c.limit = max(a.count * 4, 5_000)
  let e = NativeEngine().expand(c)
  guard let list = e.outcome.list, e.wall.count == list.count else { return false }
  let written = LibICalTextBridge.local(start)
  var from = zip(list, e.wall).filter { $0.1 >= written }.map(\.0)
  if let count = Int(parts.value("COUNT") ?? "") { from = Array(from.prefix(count)) }
  guard from.count >= a.count || list.count < c.limit else { return false }
  return Array(from.prefix(a.count)) == a
}
