// libical 3.0.16's local-time conversion defects undone on its own answer, so that a defect in
// which date-times a rule selects (RFC 5545 §3.3.10) can be recognised under one in how a
// zoned wall clock becomes an instant (§3.3.5 gaps and folds, the zone's offsets).

import Zones

/// Rewrites libical's zoned occurrences that a catalogued conversion defect put at the wrong
/// instant (`dst-fold-later`, `dst-gap-offset-after`, `libical-tzif-offset`) or the wrong wall clock (`dst-gap-carry`)
/// to the RFC 5545 §3.3.5 reading of the wall clock the rule asked for.
///
/// Each rewrite rests on evidence about libical's occurrence alone, never on Recur's answer:
/// a fold or gap wall clock read with the later offset; an offset glibc's reading of the same tzdata
/// contradicts; a time of day the rule does not allow that, less the length of a DST gap the
/// series crossed, is one it allows; or a wall clock libical gives twice in a row right after a
/// gap, whose first, less that gap's length, is a time the rule allows.
struct ConversionRepair {
  /// The case whose oracle answers are repaired.
  let testCase: ConformanceCase
  /// The case's zone (Zones).
  let zone: Zone
  /// The case's TZID.
  let zoneID: String
  /// DTSTART's wall clock.
  let start: CivilDateTime
  let freq: String
  let hours: [Int], minutes: [Int], seconds: [Int]
  /// The DST gap lengths (seconds) from DTSTART until 400 years later.
  let gapLengths: Set<Int64>

  /// A repair for a zoned case, or nil (not zoned, or its zone or DTSTART unreadable).
  init?(_ c: ConformanceCase) {
    guard let id = Observation.tzid(c.dtstart), let zone = try? Zone.named(id),
          let start = LibICalStartReader.read(c.dtstart)?.civil else { return nil }
    testCase = c
    self.zone = zone
    zoneID = id
    self.start = start
    let parts = RuleParts(c.rule)
    freq = parts.value("FREQ") ?? ""
    hours = parts.integers("BYHOUR")
    minutes = parts.integers("BYMINUTE")
    seconds = parts.integers("BYSECOND")
    let from = zone.instant(for: start)
    let to = Instant(secondsSinceEpoch: from.secondsSinceEpoch + 400 * 366 * 86_400)
    var gaps = Set<Int64>()
    for t in zone.transitions(in: from ..< to, limit: 2_000) where t.offsetAfter > t.offsetBefore {
      gaps.insert(Int64(t.offsetAfter.seconds - t.offsetBefore.seconds))
    }
    gapLengths = gaps
  }

  /// Whether the rule's BYHOUR/BYMINUTE/BYSECOND (or, where they are absent and the frequency is
  /// coarser, DTSTART's hour, minute, second) allow the time of day `t` (RFC 5545 §3.3.10).
  func allows(_ t: CivilTime) -> Bool {
    let level = ["SECONDLY": 0, "MINUTELY": 1, "HOURLY": 2][freq] ?? 3
    let h = hours.isEmpty ? (level >= 3 ? t.hour == start.time.hour : true) : hours.contains(t.hour)
    let m = minutes.isEmpty ? (level >= 2 ? t.minute == start.time.minute : true) : minutes.contains(t.minute)
    let s = seconds.isEmpty ? (level >= 1 ? t.second == start.time.second : true) : seconds.contains(t.second)
    return h && m && s
  }

  /// Whether the zone's last transition before `l` (within two years, after DTSTART) is a gap
  /// of `length` seconds: libical carries the shift to every later occurrence until the next
  /// transition (MONTHLY 00:00 and 01:00 on the 26th of ETHIOPIC months from 2014-04-04 in
  /// America/Santiago: 01:00 twice on 2022-10-06 and again on 2023-02-03, after the gap of
  /// 2022-09-11 and before the fold of 2023-04-02).
  func lastTransitionIsGap(before l: Instant, length: Int64) -> Bool {
    let from = max(zone.instant(for: start).secondsSinceEpoch, l.secondsSinceEpoch - 2 * 366 * 86_400)
    guard from < l.secondsSinceEpoch,
          let last = zone.transitions(in: Instant(secondsSinceEpoch: from) ..< l, limit: 200).last else { return false }
    return Int64(last.offsetAfter.seconds - last.offsetBefore.seconds) == length
  }

  /// `e` with each repairable occurrence rewritten, and the names of the defects that were undone.
  func repair(_ e: Expansion) -> (expansion: Expansion, defects: [String]) {
    guard let list = e.outcome.list, e.wall.count == list.count else { return (e, []) }
    var out: [String] = [], walls: [String] = [], defects: [String] = []
    func note(_ name: String) { if !defects.contains(name) { defects.append(name) } }
    var previous = zone.instant(for: start)
    for (i, (x, w)) in zip(list, e.wall).enumerated() {
      guard let l = ValueText.instant(x), let lw = ValueText.civil(w) else {
        out.append(x); walls.append(w); continue
      }
      defer { previous = l }
      var wall = lw
      if allows(lw.time), i + 1 < list.count, e.wall[i + 1] == w {
        // dst-gap-carry onto a time the rule also allows: libical repeats the wall clock (the
        // carried first instance of the day lands on a later allowed one, §3.8.5.3 duplicates)
        // right after a gap of that length.
        for delta in gapLengths.sorted() {
          let intended = lw.adding(seconds: -delta)
          let crossed = previous < l && zone.transitions(in: previous ..< l, limit: 10).contains {
            Int64($0.offsetAfter.seconds - $0.offsetBefore.seconds) == delta
          } || lastTransitionIsGap(before: l, length: delta)
          if crossed, allows(intended.time) {
            wall = intended
            note(CatalogueEntry.dstGapCarry.name)
            break
          }
        }
      } else if !allows(lw.time) {
        // dst-gap-carry: the time of day is the allowed one shifted by a gap libical crossed.
        for delta in gapLengths.sorted() {
          let intended = lw.adding(seconds: -delta)
          if allows(intended.time) {
            wall = intended
            note(CatalogueEntry.dstGapCarry.name)
            break
          }
        }
      }
      let rfc = zone.instant(for: wall)
      if wall == lw, rfc != l {
        if case .fold(let earlier, let later) = zone.resolve(lw),
           l.secondsSinceEpoch == lw.secondsSinceEpoch - Int64(later.seconds),
           rfc.secondsSinceEpoch == lw.secondsSinceEpoch - Int64(earlier.seconds) {
          note(CatalogueEntry.dstFoldLater.name)
        } else if case .gap(let before, let after) = zone.resolve(lw),
                  l.secondsSinceEpoch == lw.secondsSinceEpoch - Int64(after.seconds),
                  rfc.secondsSinceEpoch == lw.secondsSinceEpoch - Int64(before.seconds) {
          note(CatalogueEntry.dstGapOffsetAfter.name)
        } else if SystemTime.wall(rfc, zoneID: zoneID) == lw, SystemTime.wall(l, zoneID: zoneID) != lw {
          note(CatalogueEntry.zoneOffset.name)
        } else {
          out.append(x); walls.append(w); continue
        }
      }
      out.append(LibICalTextBridge.local(rfc.utc) + "Z")
      walls.append(LibICalTextBridge.local(wall))
    }
    return (Expansion(outcome: .occurrences(out), wall: walls), defects)
  }
}
