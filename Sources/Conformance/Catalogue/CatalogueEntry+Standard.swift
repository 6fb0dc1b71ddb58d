// The entries of the standard catalogue: each a libical 3.0.16 behaviour argued against the
// RFC 5545 text quoted in it (§3.3.5 gaps and folds, §3.3.10 BY parts, §3.8.5.3 COUNT).

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
      instance in the gap is moved; 02:30 on the next day exists and is the instance.
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
      // Some occurrence up to here (or DTSTART) was in a gap of exactly this length.
      for j in 0...i where j < obs.oracle.wall.count {
        guard let w = ValueText.civil(obs.oracle.wall[j]) else { continue }
        if case .gap(let before, let after) = zone.resolve(w.adding(seconds: -delta)),
           Int64(after.seconds - before.seconds) == delta { return true }
      }
      return false
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
    reproducer: ("FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=30;BYWEEKNO=1;COUNT=2", "DTSTART;VALUE=DATE:20241230"),
    expected: (native: ["20241230", "20251230"],
               libical: ["*** libical rejected the rule 'FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=30;BYWEEKNO=1;COUNT=2': MALFORMEDDATA: An input string was not correctly formed or a component has missing or extra properties"]),
    explainsCase: { obs in
      guard case .error = obs.oracle.outcome, obs.native.outcome.list != nil else { return false }
      let parts = RuleParts(obs.testCase.rule)
      guard parts.value("FREQ") == "YEARLY" else { return false }
      let yd = parts.has("BYYEARDAY"), wn = parts.has("BYWEEKNO"), md = parts.has("BYMONTHDAY")
      let mo = parts.has("BYMONTH"), dy = parts.has("BYDAY")
      return (yd && (wn || mo || md)) || (wn && (md || (mo && !dy)))
    })

  /// libical does not return a DTSTART that the rule does not match; RFC 5545 counts it first.
  static let dtstartNotInRule = CatalogueEntry(
    name: "dtstart-not-in-rule", kind: .deliberate,
    summary: "when DTSTART does not match the rule, libical leaves it out; Recur returns it as the first instance",
    rfc: """
      RFC 5545 §3.8.5.3: "The COUNT rule part defines the number of occurrences at which to \
      range-bound the recurrence. The "DTSTART" property value always counts as the first \
      occurrence." (§3.8.5.3 also calls such a set "undefined"; Recur follows the first sentence, \
      see docs/SEMANTICS.md.)
      """,
    reproducer: ("FREQ=MONTHLY;BYDAY=1FR;COUNT=3", "DTSTART:20260101T090000"),
    expected: (native: ["20260101T090000", "20260102T090000", "20260206T090000"],
               libical: ["20260102T090000", "20260206T090000", "20260306T090000"]),
    explainsCase: { obs in
      guard let a = obs.native.outcome.list, let b = obs.oracle.outcome.list, let first = a.first else {
        return false
      }
      // Native leads with DTSTART, which the oracle does not have; the rest lines up (the oracle
      // may have one more at the end: COUNT or the limit then cut one fewer of its own).
      guard first == obs.dtstartText, !b.contains(first) else { return false }
      let rest = Array(a.dropFirst())
      let m = min(rest.count, b.count)
      guard Array(rest.prefix(m)) == Array(b.prefix(m)), b.count - rest.count <= 1, b.count >= rest.count else {
        return false
      }
      return true
    })
}

/// The NAME=VALUE parts of a RECUR value, looked up by name (case-insensitive).
struct RuleParts {
  private var values: [String: String] = [:]

  /// Splits `rule` at `;` and `=`.
  init(_ rule: String) {
    for part in rule.split(separator: ";") {
      let kv = part.split(separator: "=", maxSplits: 1)
      if kv.count == 2 { values[kv[0].uppercased()] = kv[1].uppercased() }
    }
  }

  /// The value of part `name`, if present.
  func value(_ name: String) -> String? { values[name] }

  /// Whether part `name` is present.
  func has(_ name: String) -> Bool { values[name] != nil }
}
