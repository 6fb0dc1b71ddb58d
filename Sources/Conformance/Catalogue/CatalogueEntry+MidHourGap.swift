// libical 3.0.16's hour stepping through a BYMINUTE list (HOURLY rules, and MINUTELY rules,
// which it steps the same way) across a one-hour DST gap that begins inside an hour
// (Pacific/Chatham, 02:45 to 03:45): it loses the wall-clock hour after the gap (RFC 5545
// §3.3.5, §3.3.10).

import Zones

extension CatalogueEntry {
  /// In an HOURLY or MINUTELY rule with BYMINUTE libical 3.0.16 loses the hour after a one-hour
  /// DST gap that begins inside an hour, when one listed minute falls in the gap and the first one
  /// before its end: it steps the minute list and adds one hour at its end, and the first minute
  /// set on the gap's second hour resolves an hour on before that hour is added.
  static let hourlyMidHourGap = CatalogueEntry(
    name: "libical-hourly-mid-hour-gap", kind: .libicalMistake,
    summary: "in FREQ=HOURLY (INTERVAL=1) and FREQ=MINUTELY (any INTERVAL, which libical ignores there) rules with BYMINUTE and no BYHOUR libical 3.0.16 loses every instance of the wall-clock hour two hours after the start of a one-hour DST gap that begins inside an hour (Chatham's 02:45), when a listed minute falls in the gap and the smallest one before the gap's end minute",
    rfc: """
      RFC 5545 §3.3.10: BYMINUTE expands an HOURLY rule to the listed minutes of every hour; \
      §3.3.5: a time in a gap is read with the offset before it. Chatham's clocks skip \
      02:45-03:45 on 2016-09-25: "FREQ=HOURLY;BYMINUTE=15,54" from 01:30 has 01:54, 02:15, \
      02:54 (14:09Z, the instant of 03:54), 03:15 (14:30Z, that of 04:15), 04:54, 05:15 ...; \
      libical 3.0.16 goes from 03:54 to 05:15, losing 04:15 and 04:54, which exist. libical's \
      rule (icalrecur.c next_minute/next_hour on its ICU calendar): it sets the listed minute on \
      the current hour and, at the end of the list, adds one hour of elapsed time. 02:54 resolves \
      to 03:54; the first minute set on hour 03 (03:15, in the gap) resolves to 04:15 before the \
      hour is added, so the next hour is 05. With only minutes from 45 on (BYMINUTE=50,55) the \
      first one set on hour 03 exists and nothing is lost. A MINUTELY rule with BYMINUTE is \
      stepped the same way (next_minute walks the BYMINUTE list and adds one hour at its end; \
      INTERVAL is not used, libical-subdaily-interval-ignored): "FREQ=MINUTELY;INTERVAL=4;\
      BYMINUTE=0,48" from 01:00 is RFC 01:48, 02:00, 02:48, 03:00 (14:03Z and 14:15Z, the \
      instants of 03:48 and 04:00), 04:48, 05:00 ...; libical 3.0.16 goes from 03:48 to 05:00 \
      (the same lists as FREQ=HOURLY), for INTERVAL 1, 4, 7, 15 and 90 alike. An HOURLY rule \
      with INTERVAL>1 adds INTERVAL hours to the resolved hour instead, which moves its hours \
      off the interval (libical-off-interval). Predicate: the rule is HOURLY without INTERVAL, \
      or MINUTELY, with an ascending BYMINUTE (libical's order) and no BYHOUR, and Recur's list \
      without the instances libical lacks in the hour two hours after such a gap's start hour \
      lines up with libical's (a MINUTELY INTERVAL that leaves out listed minutes makes the \
      lists differ elsewhere: libical-subdaily-interval-ignored, with this class on top of it).
      """,
    reproducer: ("FREQ=HOURLY;BYMINUTE=15,54;COUNT=8", "DTSTART;TZID=Pacific/Chatham:20160925T013000"),
    expected: (native: ["20160924T130900Z", "20160924T133000Z", "20160924T140900Z", "20160924T143000Z",
                        "20160924T140900Z", "20160924T143000Z", "20160924T150900Z", "20160924T153000Z"],
               libical: ["20160924T130900Z", "20160924T133000Z", "20160924T140900Z", "20160924T153000Z",
                         "20160924T160900Z", "20160924T163000Z", "20160924T170900Z", "20160924T173000Z"]),
    explainsCase: { obs in
      let parts = RuleParts(obs.testCase.rule)
      let minutes = parts.integers("BYMINUTE")
      // libical steps a MINUTELY rule's BYMINUTE list as an HOURLY one's, ignoring INTERVAL.
      let interval = Int(parts.value("INTERVAL") ?? "1") ?? 1
      let freq = parts.value("FREQ")
      guard (freq == "HOURLY" && interval == 1) || freq == "MINUTELY", !parts.has("BYHOUR"),
            let smallest = minutes.first, minutes == minutes.sorted(), let largest = minutes.last,
            let zone = obs.zone, let a = obs.native.outcome.list, let b = obs.oracle.outcome.list, !a.isEmpty,
            obs.native.wall.count == a.count,
            let first = ValueText.civil(obs.native.wall[0]), let last = ValueText.civil(obs.native.wall[a.count - 1]) else { return false }
      let from = zone.instant(for: first.adding(seconds: -86_400)), to = zone.instant(for: last.adding(seconds: 86_400))
      guard from < to else { return false }
      // The lost hour of each one-hour gap starting inside an hour, as instants.
      let lost: [Range<Int64>] = zone.transitions(in: from ..< to, limit: 100).compactMap { t in
        guard t.offsetAfter.seconds - t.offsetBefore.seconds == 3600 else { return nil }
        let start = t.instant.adding(seconds: Int64(t.offsetBefore.seconds)).utc
        let startMinute = start.time.minute
        guard startMinute != 0, start.time.second == 0, largest >= startMinute, smallest < startMinute else { return nil }
        // Wall clock two hours after the start hour, after the gap: an instant one offset on.
        let hour = start.adding(seconds: -Int64(startMinute * 60) + 7200)
        let lower = hour.secondsSinceEpoch - Int64(t.offsetAfter.seconds)
        return lower ..< lower + 3600
      }
      guard !lost.isEmpty else { return false }
      let libicalHas = Set(b)
      var kept: [String] = []
      var dropped = 0
      for x in a {
        if !libicalHas.contains(x), let i = ValueText.instant(x)?.secondsSinceEpoch, lost.contains(where: { $0.contains(i) }) {
          dropped += 1
          continue
        }
        kept.append(x)
      }
      return dropped > 0 && linesUp(kept: kept, from: a, with: b)
    })
}
