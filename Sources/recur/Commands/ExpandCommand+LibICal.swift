// `recur expand --engine libical`: the rule expanded by libical 3.0.16's icalrecur_iterator
// (RFC 5545 §3.3.10, §3.8.5.3) with its own zone conversions (§3.3.5), and RDATE/EXDATE, the
// window and the limit applied exactly as for the native engine. libical stops silently after
// year 2582 (LibICalRecurrence.maxYear, its MAX_TIME_T_YEAR on 64-bit builds).

#if LibICalOracle
import LibICal
import Recurrence
import Zones

/// Expands `request` with libical 3 and hands the occurrences in DTSTART's frame to `emit`, in
/// order, as they come (same window, RDATE/EXDATE and limit semantics as the native engine);
/// true when the limit cut the list (another occurrence follows the last one handed over).
/// Memory stays bounded whatever `--limit` says: occurrences are streamed through a reorder
/// window of `reorderWindow` entries (libical's iterator yields them in order; the window only
/// absorbs local disorder) instead of being collected and sorted.
///
/// The search bound (SECURITY.md "Limits"): libical 3.0.16 steps a sub-daily rule one second
/// (minute, hour) at a time and checks UNTIL only on a match, so a rule that never matches
/// again (`FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30`) never returns. For HOURLY, MINUTELY and
/// SECONDLY rules libical is therefore asked for no more rule occurrences than the native
/// engine finds before its own search bound (`SearchBound`) ends the rule: then it stops
/// instead of searching to year 2582.
///
/// ```text
/// $ recur expand --engine libical --dtstart 'DTSTART;TZID=America/New_York:20260307T023000' 'FREQ=DAILY;COUNT=3'
/// 20260307T023000
/// 20260308T033000      (libical writes the normalised wall clock of the gap instance)
/// 20260309T033000      (and keeps it the next day: see docs/CONFORMANCE.md, dst-gap-carry)
/// ```
@discardableResult
func expandWithLibICal(_ request: ExpandRequest, _ emit: (Occurrence) -> Void) throws -> Bool {
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
    func occurrence(_ value: RecurrenceTime) throws(LibICalError) -> Occurrence {
      let civil = value.civil
      let day = civil.date.daysSinceEpoch
      let second = civil.time.secondsSinceMidnight
      switch value {
      case .date: return Occurrence(dayNumber: day, secondOfDay: 0, sortKey: civil.secondsSinceEpoch, form: .date)
      case .floating:
        if let zoneID {
          let i = try LibICalRecurrence.instant(for: civil, zoneID: zoneID)
          return Occurrence(dayNumber: day, secondOfDay: second, sortKey: i.secondsSinceEpoch, form: .zoned)
        }
        return Occurrence(dayNumber: day, secondOfDay: second, sortKey: civil.secondsSinceEpoch, form: .floating)
      case .utc: return Occurrence(dayNumber: day, secondOfDay: second, sortKey: civil.secondsSinceEpoch, form: .utc)
      case .zoned(_, let zone):
        let i = try LibICalRecurrence.instant(for: civil, zoneID: zone.identifier)
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
    var rdates: [Occurrence] = []
    for r in request.rdates {
      let o = try occurrence(r.start)
      if inWindow(o.sortKey) { rdates.append(o) }
    }
    rdates.sort()

    // Merge, filter and emit in order through a small sorted window.
    var window = ReorderWindow()
    var emitted = 0
    var cut = false
    var lastKey: Int64?
    func release(_ o: Occurrence) {
      guard !cut, !excluded.contains(o.sortKey), o.sortKey != lastKey else { return }
      guard emitted < request.limit else {
        cut = true
        return
      }
      lastKey = o.sortKey
      emitted += 1
      emit(o)
    }
    var nextRDate = 0
    func push(_ o: Occurrence) {
      window.insert(o)
      if window.count > reorderWindow, let first = window.popFirst() { release(first) }
    }

    // Enough past `after` to survive EXDATE and fill the limit, and one more to tell whether the
    // limit cut the list (saturating: `--limit 0` is Int.max).
    let (plusOne, o1) = request.limit.addingReportingOverflow(1)
    let (sum, o2) = plusOne.addingReportingOverflow(excluded.count)
    let wanted = o1 || o2 ? Int.max : sum
    let cap = nativeSearchBound(request, beforeKey: beforeKey, afterKey: afterKey, wanted: wanted)
    var yielded = 0
    if wanted > 0 && cap != 0 {
      try LibICalRecurrence.forEach(rule: request.ruleText, start: start) { o in
        let made = convert(o)
        yielded += 1
        if let beforeKey, made.sortKey >= beforeKey { return false }
        if inWindow(made.sortKey) {
          while nextRDate < rdates.count && rdates[nextRDate] < made {
            push(rdates[nextRDate])
            nextRDate += 1
          }
          push(made)
        }
        if let cap, yielded >= cap { return false }
        return !cut
      }
    }
    while nextRDate < rdates.count {
      push(rdates[nextRDate])
      nextRDate += 1
    }
    while let first = window.popFirst() { release(first) }
    return cut
  } catch {
    throw ExpandFailure.data(error.description)
  }
}

/// How many out-of-order occurrences the libical stream may absorb (see `expandWithLibICal`).
private let reorderWindow = 4096

/// For a sub-daily rule, the number of rule occurrences (from DTSTART, before `before`) the
/// native engine finds when it ends the rule before reaching `wanted` in the window; nil when
/// no cap applies (a daily or longer rule, or a rule with at least `wanted` occurrences).
private func nativeSearchBound(_ request: ExpandRequest, beforeKey: Int64?, afterKey: Int64?, wanted: Int) -> Int? {
  switch request.rule.frequency {
  case .hourly, .minutely, .secondly: break
  default: return nil
  }
  let recurrence = RuleSequence(unchecked: request.rule, start: request.start)
  var total = 0
  var inWindow = 0
  for o in recurrence {
    if let beforeKey, o.sortKey >= beforeKey { break }
    total += 1
    if afterKey.map({ o.sortKey > $0 }) ?? true {
      inWindow += 1
      if inWindow >= wanted { return nil }
    }
  }
  return total
}

/// A sorted run of occurrences: appends in order cost O(1), the rare earlier one a binary search.
private struct ReorderWindow {
  private var items: [Occurrence] = []
  private var head = 0

  var count: Int { items.count - head }

  mutating func insert(_ o: Occurrence) {
    if items.count == head || items[items.count - 1] <= o {
      items.append(o)
      return
    }
    var low = head, high = items.count
    while low < high {
      let mid = (low + high) / 2
      if items[mid] <= o { low = mid + 1 } else { high = mid }
    }
    items.insert(o, at: low)
  }

  mutating func popFirst() -> Occurrence? {
    guard head < items.count else { return nil }
    let o = items[head]
    head += 1
    if head >= 4096 && head * 2 >= items.count {
      items.removeFirst(head)
      head = 0
    }
    return o
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
@discardableResult
func expandWithLibICal(_ request: ExpandRequest, _ emit: (Occurrence) -> Void) throws -> Bool {
  throw ExpandFailure.usage("--engine libical: this recur was built without libical (package trait LibICalOracle)")
}
#endif
