// A series' occurrences that overlap a window [from, to) (RFC 4791 §9.9), lazily and in order:
// the master's instances (skipping ahead to the window, RFC 5545 §3.8.5.3) merged with its
// overrides. Bound: the master's set is expanded only from `from` minus the longest instance
// length (plus two days for floating readings) to `to` (plus as much), and each step of the
// engine is bounded by its search bound (Sources/Recurrence/Iterate/SearchBound.swift); so the
// work is proportional to the instances in the window, never to the series' whole length.

import ICalendar
import Recurrence
import Zones

extension ComponentSeries {
  /// The occurrences overlapping [from, to), in start order; floating and DATE values are read
  /// in `floatingZone` (RFC 4791 §9.9 reads them in the calendar's zone; the CLI uses UTC).
  ///
  /// A weekly 09:00–10:00 Paris event from Monday 2026-01-05, window
  /// [2026-01-12T08:30Z, 2026-01-19T08:30Z): one occurrence, 2026-01-12 09:00 Paris (08:00Z),
  /// because it ends at 09:00Z, after the window's start.
  public func occurrences(from: Instant, to: Instant, floatingZone: Zone = .utc) -> Window {
    Window(all: [self], index: 0, from: from.secondsSinceEpoch, to: to.secondsSinceEpoch, floatingZone: floatingZone)
  }

  /// The occurrences of one series in a window. The series is read in place in the array that
  /// holds it (a calendar's, or a one-element array): iterating copies none of it.
  public struct Window: Sequence, Sendable {
    /// The array holding the series, and its index there.
    let all: [ComponentSeries]
    let index: Int
    /// The window, seconds since the epoch.
    let from: Int64
    let to: Int64
    /// The zone floating and DATE values are read in.
    let floatingZone: Zone

    /// An iterator over the window.
    public func makeIterator() -> Iterator { Iterator(window: self) }
  }

  /// The rest of a series a THISANDFUTURE split starts (`ComponentSeries+Split`): its
  /// instances after the override's own, up to the next split.
  struct SplitRest {
    /// Index of the override in `overrides`.
    let index: Int
    /// The override's own start key (its instance is the override's occurrence, not this).
    let startKey: Int64
    /// Keys at or after this belong to the next split.
    let endKey: Int64?
    let length: ComponentSeries.Length
    let hasStart: Bool
    var iterator: RecurrenceSet.Iterator?
    var head: ComponentOccurrence?
  }

  /// Iterates a series' window: one master instance ahead, one instance of each split's rest
  /// ahead, overrides from a sorted list.
  public struct Iterator: IteratorProtocol {
    /// The series and the window (what makes occurrences reads only this, never the state).
    let window: Window
    /// Whether a step must look at DATE EXDATEs, overrides by key or THISANDFUTURE shifts.
    let checksDays: Bool
    let checksOverrides: Bool
    let checksFuture: Bool
    /// Whether the master recurs (its instances then carry a recurrence id) and has DTSTART.
    let masterRecurs: Bool
    let masterHasStart: Bool
    var master: RecurrenceSet.Iterator?
    var exrules: [RuleSequenceIterator] = []
    var exruleHeads: [Occurrence?] = []
    var pending: ComponentOccurrence?
    var overrideList: [ComponentOccurrence] = []
    var overrideIndex = 0
    /// Master instances at or after this key are replaced by the first split's rest.
    let firstSplitKey: Int64?
    var rests: [SplitRest] = []

    /// The iterator of `window`.
    init(window: Window) {
      self.window = window
      let all = window.all, index = window.index, from = window.from, to = window.to
      let floatingZone = window.floatingZone
      let anchor = all[index].master?.anchor
      checksDays = !all[index].exceptionDays.isEmpty && !(anchor?.isDate ?? true)
      checksOverrides = !all[index].overrideByKey.isEmpty
      checksFuture = !all[index].futureOverrides.isEmpty
      masterRecurs = all[index].master?.isRecurring ?? false
      masterHasStart = all[index].master?.start != nil
      firstSplitKey = all[index].splitOverrides.first?.key
      if let anchor {
        let maxLength: Int64 = switch all[index].length {
        case .none: 86_400
        case .exact(let s): max(s, 86_400)
        case .nominal(let d): max(Int64(d.totalSeconds) + 3_600, 86_400)
        }
        let slack = 2 * 86_400 + all[index].overrideReach
        // Window keys in the anchor's frame: instants, or wall-clock seconds for floating/date.
        func frameKey(_ k: Int64) -> Int64 {
          switch anchor {
          case .zoned, .utc: k
          case .floating, .date: floatingZone.civil(at: Instant(secondsSinceEpoch: k)).secondsSinceEpoch
          }
        }
        let afterKey = frameKey(from) - maxLength - slack
        let beforeKey = frameKey(to) + slack
        // A set that cannot reach the window is never built (most one-time components, ended
        // and later series of a calendar).
        if Self.mayReach(rules: all[index].master?.rules ?? [], rdates: all[index].master?.rdates ?? [],
                         anchor: anchor, after: afterKey, before: beforeKey),
           let set = ComponentSeries.set(master: all[index].master, exdates: all[index].setExdates) {
          master = set.occurrences(after: ComponentSeries.frameValue(afterKey, anchor: anchor),
                                   before: ComponentSeries.frameValue(beforeKey, anchor: anchor)).makeIterator()
          let skipTo = Occurrence(dayNumber: 0, secondOfDay: 0, sortKey: afterKey, form: .utc)
          for r in all[index].exceptionRules {
            var it = r.makeIterator(after: skipTo)
            exruleHeads.append(it.next())
            exrules.append(it)
          }
        }
        if !all[index].splitOverrides.isEmpty, let m = all[index].master {
          rests = Self.rests(series: all[index], master: m, anchor: anchor, from: from, to: to, floatingZone: floatingZone)
        }
      }
      // Overrides: each its own occurrence (a cancelled one removes its instance, nothing more).
      for (i, o) in all[index].overrides.enumerated() where !o.isCancelled {
        guard let occ = window.occurrence(overrideAt: i, recurrenceID: o.recurrenceID) else { continue }
        overrideList.append(occ)
      }
      if overrideList.count > 1 { overrideList.sort { $0.sortKey < $1.sortKey } }
    }

    /// Whether a master's set (DTSTART `anchor`, `rules`, `rdates`) can have an instance in (`after`, `before`) (keys in `anchor`'s
    /// frame): its instances lie between the earliest of DTSTART and the RDATEs and the latest
    /// of those and, when every rule has UNTIL, the last UNTIL (a day more for a DATE UNTIL);
    /// a rule without UNTIL (COUNT or none) reaches any later time.
    static func mayReach(rules: [RecurrenceRule], rdates: [RecurrenceDate], anchor: RecurrenceTime,
                         after: Int64, before: Int64) -> Bool {
      let start = RecurrenceSet.occurrence(anchor, frame: anchor).sortKey
      var low = start, high = start
      for r in rdates {
        let k = RecurrenceSet.occurrence(r.start, frame: anchor).sortKey
        low = min(low, k)
        high = max(high, k)
      }
      for rule in rules {
        guard let until = rule.until else { return low < before }
        high = max(high, RecurrenceSet.occurrence(until, frame: anchor).sortKey + 86_400)
      }
      return low < before && high > after
    }

    /// The rests of the series' splits, each expanded only over the window (with its longest
    /// instance and two days for floating readings either side); a cancelled split has none.
    static func rests(series: ComponentSeries, master: TimedComponent, anchor: RecurrenceTime,
                      from: Int64, to: Int64, floatingZone: Zone) -> [SplitRest] {
      var out: [SplitRest] = []
      let splits = series.splitOverrides
      for (n, s) in splits.enumerated() {
        let o = series.overrides[s.index]
        guard !o.isCancelled, let start = o.anchor else { continue }
        let rules = ComponentSeries.restRules(master: master, override: o, anchor: anchor, key: s.key)
        guard !rules.isEmpty || !o.rdates.isEmpty,
              let set = try? RecurrenceSet(start: start, rules: rules, rdates: o.rdates, exdates: o.exdates,
                                           includingStart: true) else { continue }
        let length: ComponentSeries.Length
        if o.start != nil, let e = o.end { length = .exact(TimeMath.seconds(from: start, to: e)) }
        else if let d = o.duration { length = .nominal(d) }
        else { length = series.length }
        let longest: Int64 = switch length {
        case .none: 86_400
        case .exact(let x): max(x, 86_400)
        case .nominal(let d): max(Int64(d.totalSeconds) + 3_600, 86_400)
        }
        func frameKey(_ k: Int64) -> Int64 {
          switch start {
          case .zoned, .utc: k
          case .floating, .date: floatingZone.civil(at: Instant(secondsSinceEpoch: k)).secondsSinceEpoch
          }
        }
        let after = frameKey(from) - longest - 2 * 86_400
        let before = frameKey(to) + longest + 2 * 86_400
        let it = set.occurrences(after: ComponentSeries.frameValue(after, anchor: start),
                                 before: ComponentSeries.frameValue(before, anchor: start)).makeIterator()
        out.append(SplitRest(index: s.index, startKey: RecurrenceSet.occurrence(start, frame: start).sortKey,
                             endKey: n + 1 < splits.count ? splits[n + 1].key : nil, length: length,
                             hasStart: o.start != nil, iterator: it, head: nil))
      }
      return out
    }

    /// The next instance of split rest `i` that is not its override's own, not overridden,
    /// before the next split and overlapping the window.
    mutating func nextRest(_ i: Int) -> ComponentOccurrence? {
      let all = window.all, index = window.index
      let c = rests[i].index
      let zone = all[index].overrides[c].anchor?.zone
      while let x = rests[i].iterator?.next() {
        if let end = rests[i].endKey, x.sortKey >= end { rests[i].iterator = nil; return nil }
        if x.sortKey == rests[i].startKey { continue }
        if checksOverrides && all[index].overrideByKey[x.sortKey] != nil { continue }
        let value = x.value(zone: zone)
        if let occ = window.make(component: c, instance: value, anchorIsStart: rests[i].hasStart, length: rests[i].length,
                          recurrenceID: value, isOverride: true) {
          return occ
        }
      }
      rests[i].iterator = nil
      return nil
    }

    /// The next occurrence in the window, in start order.
    public mutating func next() -> ComponentOccurrence? {
      if pending == nil { pending = nextMaster() }
      // The earliest head of a split's rest competes with the master's pending instance.
      if !rests.isEmpty {
        var best: Int?
        for i in rests.indices {
          if rests[i].head == nil, rests[i].iterator != nil { rests[i].head = nextRest(i) }
          if let h = rests[i].head, best.map({ h.sortKey < rests[$0].head?.sortKey ?? Int64.max }) ?? true { best = i }
        }
        if let b = best, let h = rests[b].head, pending.map({ h.sortKey < $0.sortKey }) ?? true {
          if overrideIndex < overrideList.count, overrideList[overrideIndex].sortKey < h.sortKey {
            overrideIndex += 1
            return overrideList[overrideIndex - 1]
          }
          rests[b].head = nil
          return h
        }
      }
      if overrideIndex < overrideList.count {
        let o = overrideList[overrideIndex]
        if pending == nil || o.sortKey < pending?.sortKey ?? Int64.max {
          overrideIndex += 1
          return o
        }
      }
      return pending.take()
    }

    /// The next master instance that is not excluded or overridden and overlaps the window.
    mutating func nextMaster() -> ComponentOccurrence? {
      let all = window.all, index = window.index
      guard master != nil, let zone = all[index].master?.anchor.map({ $0.zone }) else { return nil }
      // `master?.next()` advances the stored iterator in place: a copy taken out and put back
      // would share its buffers and make the engine copy them on every step.
      while let o = master?.next() {
        if let firstSplitKey, o.sortKey >= firstSplitKey { master = nil; return nil }
        if checksDays && all[index].exceptionDays.contains(o.dayNumber) { continue }
        if !exrules.isEmpty && excluded(o.sortKey) { continue }
        if checksOverrides && all[index].overrideByKey[o.sortKey] != nil { continue }
        let value = o.value(zone: zone)
        // THISANDFUTURE: the latest such override at or before this instance changes it.
        if checksFuture, let f = all[index].futureOverrides.last(where: { $0.key <= o.sortKey }) {
          if let occ = window.occurrence(futureAt: f.index, masterHasStart: masterHasStart, instance: value) {
            return occ
          }
          continue
        }
        if let occ = window.make(component: -1, instance: value, anchorIsStart: masterHasStart, length: all[index].length,
                          recurrenceID: masterRecurs ? value : nil, isOverride: false) {
          return occ
        }
      }
      return nil
    }

    /// Whether an EXRULE generates `key` (each EXRULE iterator moves forward only).
    mutating func excluded(_ key: Int64) -> Bool {
      var hit = false
      for i in exrules.indices {
        var steps = 0
        while let h = exruleHeads[i], h.sortKey < key, steps < 1_000_000 {
          exruleHeads[i] = exrules[i].next()
          steps += 1
        }
        if exruleHeads[i]?.sortKey == key { hit = true }
      }
      return hit
    }
  }
}

extension ComponentSeries.Window {
  /// Override `i`'s own occurrence (its DTSTART/DTEND/DUE/DURATION; the master's length when
  /// it gives none), nil when outside the window.
  func occurrence(overrideAt i: Int, recurrenceID: RecurrenceTime?) -> ComponentOccurrence? {
    let o = all[index].overrides[i]
    guard let anchor = o.anchor else { return nil }
    let length: ComponentSeries.Length
    if o.start != nil, let e = o.end { length = .exact(TimeMath.seconds(from: anchor, to: e)) }
    else if let d = o.duration { length = .nominal(d) }
    else { length = all[index].length }
    return make(component: i, instance: anchor, anchorIsStart: o.start != nil, length: length,
                recurrenceID: recurrenceID, isOverride: true)
  }

  /// A later instance changed by THISANDFUTURE override `i`: moved by the override's shift
  /// from its RECURRENCE-ID, with the override's length and properties.
  func occurrence(futureAt i: Int, masterHasStart: Bool, instance: RecurrenceTime) -> ComponentOccurrence? {
    let o = all[index].overrides[i]
    guard let rid = o.recurrenceID else { return nil }
    let shift = o.start.map { TimeMath.seconds(from: rid, to: $0) } ?? 0
    let moved = TimeMath.adding(seconds: shift, to: instance)
    let length: ComponentSeries.Length
    if let s = o.start, let e = o.end { length = .exact(TimeMath.seconds(from: s, to: e)) }
    else if let d = o.duration { length = .nominal(d) }
    else { length = all[index].length }
    return make(component: i, instance: moved, anchorIsStart: masterHasStart, length: length,
                recurrenceID: instance, isOverride: true)
  }

  /// An occurrence of component `c` (an override's index, or -1 for the master) at `instance`
  /// (its start, or its DUE when the anchor is DUE), if it overlaps the window.
  func make(component c: Int, instance: RecurrenceTime, anchorIsStart: Bool, length: ComponentSeries.Length,
            recurrenceID: RecurrenceTime?, isOverride: Bool) -> ComponentOccurrence? {
    let kind = c < 0 ? all[index].kind : all[index].overrides[c].kind
    let start: RecurrenceTime? = anchorIsStart ? instance : nil
    var end: RecurrenceTime?
    if anchorIsStart {
      switch length {
      case .none: end = nil
      case .exact(let s): end = TimeMath.adding(seconds: s, to: instance)
      case .nominal(let d): end = TimeMath.adding(d, to: instance)
      }
    } else {
      end = instance
    }
    let s = start.map { TimeMath.key($0, floating: floatingZone) }
    let e = end.map { TimeMath.key($0, floating: floatingZone) }
    var dayEnd: Int64?
    if end == nil, let start, start.isDate {
      dayEnd = TimeMath.key(TimeMath.adding(seconds: 86_400, to: start), floating: floatingZone)
    }
    guard TimeRange.overlaps(kind, start: s, end: e, dayEnd: dayEnd, from: from, to: to) else { return nil }
    return ComponentOccurrence(all: all, series: index, component: c, kind: kind, start: start, end: end,
                               recurrenceID: recurrenceID, isOverride: isOverride, sortKey: s ?? e ?? 0)
  }
}
