// `recur expand --engine libical`: the rule expanded by libical 3.0.16's icalrecur_iterator
// (RFC 5545 §3.3.10, §3.8.5.3) with its own zone conversions (§3.3.5), and RDATE/EXDATE, the
// window and the limit applied exactly as for the native engine. libical stops silently after
// year 2582 (LibICal.maxYear, its MAX_TIME_T_YEAR on 64-bit builds).

#if LibICalOracle
import LibICal
import Recurrence
import Zones

/// Expands `request` with libical 3 and returns the occurrences in DTSTART's frame (same
/// window, RDATE/EXDATE and limit semantics as the native engine).
///
/// ```text
/// $ recur expand --engine libical --dtstart 'DTSTART;TZID=America/New_York:20260307T023000' 'FREQ=DAILY;COUNT=3'
/// 20260307T023000
/// 20260308T033000      (libical writes the normalised wall clock of the gap instance)
/// 20260309T033000      (and keeps it the next day: see docs/CONFORMANCE.md, dst-gap-carry)
/// ```
func expandWithLibICal(_ request: ExpandRequest) throws -> [Occurrence] {
  let start: LibICalStart
  let zoneID: String?
  switch request.start {
  case .date(let d): start = .date(d); zoneID = nil
  case .floating(let t): start = .floating(t); zoneID = nil
  case .utc(let t): start = .utc(t); zoneID = nil
  case .zoned(let t, let zone):
    start = .zoned(t, zoneID: zone.identifier)
    zoneID = zone.identifier
  }

  do {
    // libical's view of a window bound or an RDATE/EXDATE value, as an occurrence.
    func occurrence(_ value: DateTimeValue) throws(LibICalError) -> Occurrence {
      let civil = value.civil
      let day = civil.date.daysSinceEpoch
      let second = civil.time.secondsSinceMidnight
      switch value {
      case .date: return Occurrence(dayNumber: day, secondOfDay: 0, sortKey: civil.secondsSinceEpoch, form: .date)
      case .floating:
        if let zoneID {
          let i = try LibICal.instant(for: civil, zoneID: zoneID)
          return Occurrence(dayNumber: day, secondOfDay: second, sortKey: i.secondsSinceEpoch, form: .zoned)
        }
        return Occurrence(dayNumber: day, secondOfDay: second, sortKey: civil.secondsSinceEpoch, form: .floating)
      case .utc: return Occurrence(dayNumber: day, secondOfDay: second, sortKey: civil.secondsSinceEpoch, form: .utc)
      case .zoned(_, let zone):
        let i = try LibICal.instant(for: civil, zoneID: zone.identifier)
        return Occurrence(dayNumber: day, secondOfDay: second, sortKey: i.secondsSinceEpoch,
                          form: zoneID == nil ? .utc : .zoned)
      }
    }
    let afterKey = try request.after.map { v throws(LibICalError) in try occurrence(v).sortKey }
    let beforeKey = try request.before.map { v throws(LibICalError) in try occurrence(v).sortKey }
    let excluded = Set(try request.exdates.map { v throws(LibICalError) in try occurrence(v).sortKey })
    func inWindow(_ key: Int64) -> Bool {
      (afterKey.map { key > $0 } ?? true) && (beforeKey.map { key < $0 } ?? true)
    }

    // Rule occurrences in order: enough past `after` to survive EXDATE and fill the limit, and
    // one more to tell whether the limit cut the list (saturating: `--limit 0` is Int.max).
    var collected: [Occurrence] = []
    let (plusOne, o1) = request.limit.addingReportingOverflow(1)
    let (sum, o2) = plusOne.addingReportingOverflow(excluded.count)
    let shown = o1 ? Int.max : plusOne
    let wanted = o1 || o2 ? Int.max : sum
    if wanted > 0 {
      try LibICal.forEach(rule: request.ruleText, start: start) { o in
        let made = convert(o)
        if let beforeKey, made.sortKey >= beforeKey { return false }
        if inWindow(made.sortKey) { collected.append(made) }
        return collected.count < wanted
      }
    }
    for r in request.rdates {
      let o = try occurrence(r.start)
      if inWindow(o.sortKey) { collected.append(o) }
    }
    var seen = Set<Int64>()
    let merged = collected.sorted().filter { o in
      guard !excluded.contains(o.sortKey) else { return false }
      return seen.insert(o.sortKey).inserted
    }
    return Array(merged.prefix(shown))
  } catch {
    throw ExpandFailure.data(error.description)
  }
}

/// An occurrence libical produced, in the native `Occurrence` shape.
private func convert(_ o: LibICalOccurrence) -> Occurrence {
  switch o {
  case .date(let d):
    return Occurrence(dayNumber: d.daysSinceEpoch, secondOfDay: 0, sortKey: Int64(d.daysSinceEpoch) * 86_400, form: .date)
  case .floating(let t):
    return Occurrence(dayNumber: t.date.daysSinceEpoch, secondOfDay: t.time.secondsSinceMidnight,
                      sortKey: t.secondsSinceEpoch, form: .floating)
  case .utc(let i):
    let t = i.utc
    return Occurrence(dayNumber: t.date.daysSinceEpoch, secondOfDay: t.time.secondsSinceMidnight,
                      sortKey: i.secondsSinceEpoch, form: .utc)
  case .zoned(let wall, let i):
    return Occurrence(dayNumber: wall.date.daysSinceEpoch, secondOfDay: wall.time.secondsSinceMidnight,
                      sortKey: i.secondsSinceEpoch, form: .zoned)
  }
}
#else
import Recurrence

/// This `recur` was built without the LibICalOracle trait: `--engine libical` is a usage error.
func expandWithLibICal(_ request: ExpandRequest) throws -> [Occurrence] {
  throw ExpandFailure.usage("--engine libical: this recur was built without libical (package trait LibICalOracle)")
}
#endif
