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
    Window(series: self, from: from.secondsSinceEpoch, to: to.secondsSinceEpoch, floatingZone: floatingZone)
  }

  /// The occurrences of one series in a window.
  public struct Window: Sequence, Sendable {
    /// The series (one reference: iterating copies none of what it holds).
    let series: ComponentSeries
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
    /// The master's instance length, read once (a lone master's is worked out when asked).
    let length: ComponentSeries.Length
    /// Whether the master recurs (its instances then carry a recurrence id) and has DTSTART.
    let masterRecurs: Bool
    let masterHasStart: Bool
    /// The zone of the master's anchor (nil for floating and DATE anchors), none without an anchor.
    let masterZone: Zone??
    /// The master set's iterator while the set is expanded, else none. An array's storage holds
    /// it so that each step advances it in place (through an Optional, the engine's state, some
    /// hundred bytes, would be moved out and back on every step) and this iterator stays small.
    var master: [RecurrenceSet.Iterator] = []
    var exrules: [RuleSequenceIterator] = []
    var exruleHeads: [Occurrence?] = []
    /// The master's occurrences read ahead, the next at `aheadIndex`: up to `readAhead` at a
    /// time, so that the engine's state (cold when a calendar's many series take turns) is
    /// visited once for several occurrences, and let go as soon as the set is done.
    var ahead: [ComponentOccurrence] = []
    var aheadIndex = 0
    static let readAhead = 8
    var overrideList: [ComponentOccurrence] = []
    var overrideIndex = 0
    /// Master instances at or after this key are replaced by the first split's rest.
    let firstSplitKey: Int64?
    var rests: [SplitRest] = []
    /// The single-offset runs the last master instance fell in: of its zone (zoned instances)
    /// and of the floating zone (floating and DATE ones), for `masterOccurrence`.
    var zoneRun = OffsetRun()
    var floatingRun = OffsetRun()

    /// The iterator of `window`; `masterReaches`, when known, is `masterReaches(_:from:to:floatingZone:)`
    /// of the window's series (so that it is not worked out twice); `validated` remembers the
    /// rules a calendar's earlier series validated.
    init(window: Window, masterReaches: Bool? = nil, validated: ValidatedRules? = nil) {
      self.window = window
      let series = window.series, from = window.from, to = window.to
      let floatingZone = window.floatingZone
      // The master, read once (each read of `series.master` copies it).
      let masterComponent = series.master
      let anchor = masterComponent?.anchor
      length = series.length
      checksDays = !series.exceptionDays.isEmpty && !(anchor?.isDate ?? true)
      checksOverrides = !series.overrideByKey.isEmpty
      checksFuture = !series.futureOverrides.isEmpty
      masterRecurs = masterComponent?.isRecurring ?? false
      masterHasStart = masterComponent?.storage.hasStart ?? false
      masterZone = anchor.map { $0.zone }
      firstSplitKey = series.splitOverrides.first?.key
      if let anchor {
        let (afterKey, beforeKey) = Self.bounds(series: series, anchor: anchor, from: from, to: to,
                                                floatingZone: floatingZone)
        // A set that cannot reach the window is never built (most one-time components, ended
        // and later series of a calendar).
        if masterReaches ?? Self.mayReach(rules: masterComponent?.rules ?? [], rdates: masterComponent?.rdates ?? [],
                                          anchor: anchor, after: afterKey, before: beforeKey),
           let set = Self.set(master: masterComponent, exdates: series.setExdates, validated: validated) {
          master = [set.occurrences(after: ComponentSeries.frameValue(afterKey, anchor: anchor),
                                    before: ComponentSeries.frameValue(beforeKey, anchor: anchor)).makeIterator()]
          let skipTo = Occurrence(dayNumber: 0, secondOfDay: 0, sortKey: afterKey, form: .utc)
          for r in series.exceptionRules {
            var it = r.makeIterator(after: skipTo)
            exruleHeads.append(it.next())
            exrules.append(it)
          }
        }
        if !series.splitOverrides.isEmpty, let m = masterComponent {
          rests = Self.rests(series: series, master: m, anchor: anchor, from: from, to: to, floatingZone: floatingZone)
        }
      }
      // Overrides: each its own occurrence (a cancelled one removes its instance, nothing more).
      for (i, o) in series.overrides.enumerated() where !o.isCancelled {
        guard let occ = window.occurrence(overrideAt: i, recurrenceID: o.recurrenceID) else { continue }
        overrideList.append(occ)
      }
      if overrideList.count > 1 { overrideList.sort { $0.sortKey < $1.sortKey } }
    }

    /// The master's set (`ComponentSeries.set`), through `validated` when given.
    static func set(master: TimedComponent?, exdates: [RecurrenceTime], validated: ValidatedRules?) -> RecurrenceSet? {
      guard let validated else { return ComponentSeries.set(master: master, exdates: exdates) }
      return validated.set(master: master, exdates: exdates)
    }

    /// The keys (in `anchor`'s frame: instants, or wall-clock seconds for floating and DATE
    /// anchors) between which the master's set is expanded for [from, to): widened by the
    /// longest instance, two days for floating readings and the overrides' reach.
    static func bounds(series: ComponentSeries, anchor: RecurrenceTime, from: Int64, to: Int64,
                       floatingZone: Zone) -> (after: Int64, before: Int64) {
      let maxLength: Int64 = switch series.length {
      case .none: 86_400
      case .exact(let s): max(s, 86_400)
      case .nominal(let d): max(Int64(d.totalSeconds) + 3_600, 86_400)
      }
      let slack = 2 * 86_400 + series.overrideReach
      func frameKey(_ k: Int64) -> Int64 {
        switch anchor {
        case .zoned, .utc: k
        case .floating, .date: floatingZone.civil(at: Instant(secondsSinceEpoch: k)).secondsSinceEpoch
        }
      }
      return (frameKey(from) - maxLength - slack, frameKey(to) + slack)
    }

    /// Whether the master's set of `series` can have an instance for [from, to) (`mayReach`
    /// over `bounds`); false without a master or anchor. A series without overrides whose
    /// master cannot reach the window has no occurrence in it, so that a calendar builds no
    /// iterator for its ended and later series, nor for its yearly ones far from the window.
    static func masterReaches(_ series: ComponentSeries, from: Int64, to: Int64, floatingZone: Zone) -> Bool {
      guard let master = series.master, let anchor = master.anchor else { return false }
      let (after, before) = bounds(series: series, anchor: anchor, from: from, to: to, floatingZone: floatingZone)
      return mayReach(rules: master.rules, rdates: master.rdates, anchor: anchor, after: after, before: before)
    }

    /// Whether a master's set (DTSTART `anchor`, `rules`, `rdates`) can have an instance in (`after`, `before`) (keys in `anchor`'s
    /// frame): its instances lie between the earliest of DTSTART and the RDATEs and the latest
    /// of those and, when every rule has UNTIL, the last UNTIL (a day more for a DATE UNTIL);
    /// a rule without UNTIL (COUNT or none) reaches any later time.
    /// Then, when every rule keeps DTSTART's day of the year or of the month (`dayKeptBy`),
    /// whether one of those days comes near the window, or DTSTART or an RDATE falls in it: a
    /// yearly birthday is built only in the weeks around it.
    static func mayReach(rules: [RecurrenceRule], rdates: [RecurrenceDate], anchor: RecurrenceTime,
                         after: Int64, before: Int64) -> Bool {
      let start = Self.frameKey(anchor)
      var low = start, high = start
      var rdateKeys: [Int64] = []
      for r in rdates {
        let k = RecurrenceSet.occurrence(r.start, frame: anchor).sortKey
        low = min(low, k)
        high = max(high, k)
        rdateKeys.append(k)
      }
      var unbounded = false
      // Each rule is read where the array holds it: taken out by value, a rule is copied (each
      // of its dozen arrays retained and released), and a calendar asks this of every series.
      rules.withUnsafeBufferPointer { rules in
        guard let first = rules.baseAddress else { return }
        for i in rules.indices {
          if let until = first[i].until {
            high = max(high, RecurrenceSet.occurrence(until, frame: anchor).sortKey + 86_400)
          } else if let last = Self.countReach(at: first + i, anchor: anchor, startKey: start) {
            high = max(high, last)
          } else {
            unbounded = true
          }
        }
      }
      guard low < before && (unbounded || high > after) else { return false }
      guard !rules.isEmpty else { return true }
      // The rules' own days: each rule that keeps DTSTART's day must come near the window.
      let inWindow = { (k: Int64) in k > after && k < before }
      if inWindow(start) || rdateKeys.contains(where: inWindow) { return true }
      let anchorDate = anchor.civil.date
      return rules.withUnsafeBufferPointer { rules in
        guard let first = rules.baseAddress else { return false }
        for i in rules.indices {
          // A rule that may not keep DTSTART's day, or whose day comes near the window, may reach it.
          if let period = Self.dayKeptBy(at: first + i) {
            guard Self.keptDayMisses(period: period, month: anchorDate.month, day: anchorDate.day,
                                     after: after, before: before) else { return true }
          } else {
            // A monthly rule on some days of the month (BYMONTHDAY, or BYDAY with ordinals).
            guard let days = Self.monthDaysKeptBy(at: first + i),
                  Self.monthDaysMiss(days, after: after, before: before) else { return true }
          }
        }
        return false
      }
    }

    /// The key of `anchor` in its own frame, `RecurrenceSet.occurrence(anchor, frame: anchor).sortKey`
    /// without the occurrence's day and time of day: the instant of a UTC or zoned value, the
    /// wall-clock seconds of a floating one, the midnight of a DATE.
    ///
    /// `20260105T090000` floating and `20260105T090000Z` both: 1,767,603,600.
    static func frameKey(_ anchor: RecurrenceTime) -> Int64 {
      switch anchor {
      case .utc, .zoned: anchor.instant?.secondsSinceEpoch ?? anchor.civil.secondsSinceEpoch
      case .floating(let c): c.secondsSinceEpoch
      case .date(let d): Int64(d.daysSinceEpoch) * 86_400
      }
    }

    /// A key (in the anchor's frame) past the last instance of a COUNT rule whose periods each
    /// hold a known number of instances: FREQ=DAILY alone (one a day), FREQ=WEEKLY alone or
    /// with plain BYDAY weekdays (one a listed weekday), FREQ=MONTHLY alone on a day up to the
    /// 28th and FREQ=YEARLY alone off February 29 (one a period: RFC 5545 §3.3.10 takes the
    /// rest from DTSTART, and every period has that day); nil for any other rule, or when the
    /// bound overflows. The bound counts two periods more than COUNT needs (DTSTART's own may
    /// hold fewer) and two days for offsets.
    ///
    /// `FREQ=DAILY;INTERVAL=2;COUNT=10` from 2026-01-01T09:00Z: its last instance is
    /// 2026-01-19T09:00Z, and the bound is 12 periods of 2 days on, 2026-01-25T09:00Z, plus two days.
    static func countReach(_ rule: RecurrenceRule, anchor: RecurrenceTime, startKey: Int64) -> Int64? {
      withUnsafePointer(to: rule) { countReach(at: $0, anchor: anchor, startKey: startKey) }
    }

    /// The same, of the rule at `rule`, read in place.
    static func countReach(at rule: UnsafePointer<RecurrenceRule>, anchor: RecurrenceTime, startKey: Int64) -> Int64? {
      guard let count = rule.pointee.count, count >= 0, rule.pointee.interval >= 1, rule.pointee.rscale == nil,
            rule.pointee.skip == nil || rule.pointee.skip == .omit,
            rule.pointee.bySecond.isEmpty, rule.pointee.byMinute.isEmpty, rule.pointee.byHour.isEmpty, rule.pointee.byMonthDay.isEmpty,
            rule.pointee.byYearDay.isEmpty, rule.pointee.byWeekNo.isEmpty, rule.pointee.byMonth.isEmpty, rule.pointee.byLeapMonth.isEmpty,
            rule.pointee.bySetPos.isEmpty else { return nil }
      let day = anchor.civil.date
      let perPeriod: Int
      let periodSeconds: Int64
      switch rule.pointee.frequency {
      case .daily where rule.pointee.byDay.isEmpty:
        (perPeriod, periodSeconds) = (1, 86_400)
      case .weekly:
        guard rule.pointee.byDay.allSatisfy({ $0.ordinal == 0 }) else { return nil }
        var days: UInt64 = 0   // one bit a weekday listed (a repeated one counts once)
        for d in rule.pointee.byDay { days |= 1 << UInt64(d.weekday.rawValue & 63) }
        (perPeriod, periodSeconds) = (max(1, days.nonzeroBitCount), 7 * 86_400)
      case .monthly where rule.pointee.byDay.isEmpty && day.day <= 28:
        (perPeriod, periodSeconds) = (1, 31 * 86_400)
      case .yearly where rule.pointee.byDay.isEmpty && !(day.month == 2 && day.day == 29):
        (perPeriod, periodSeconds) = (1, 366 * 86_400)
      default:
        return nil
      }
      let periods = Int64(count / perPeriod) + 2
      let (span, o1) = periods.multipliedReportingOverflow(by: Int64(rule.pointee.interval))
      let (seconds, o2) = span.multipliedReportingOverflow(by: periodSeconds)
      let (last, o3) = startKey.addingReportingOverflow(seconds)
      guard !o1, !o2, !o3, last < Int64.max - 2 * 86_400 else { return nil }
      return last + 2 * 86_400
    }

    /// The period whose day a rule keeps: `.yearly` for FREQ=YEARLY and `.monthly` for
    /// FREQ=MONTHLY with no BY part, no RSCALE and no SKIP other than OMIT (RFC 5545
    /// §3.3.10: the missing parts come from DTSTART, so each instance is on DTSTART's day of
    /// the year or of the month, at DTSTART's time); nil for any other rule.
    static func dayKeptBy(_ rule: RecurrenceRule) -> Frequency? {
      withUnsafePointer(to: rule) { dayKeptBy(at: $0) }
    }

    /// The same, of the rule at `rule`, read in place.
    static func dayKeptBy(at rule: UnsafePointer<RecurrenceRule>) -> Frequency? {
      guard rule.pointee.frequency == .yearly || rule.pointee.frequency == .monthly,
            rule.pointee.bySecond.isEmpty, rule.pointee.byMinute.isEmpty, rule.pointee.byHour.isEmpty, rule.pointee.byDay.isEmpty,
            rule.pointee.byMonthDay.isEmpty, rule.pointee.byYearDay.isEmpty, rule.pointee.byWeekNo.isEmpty, rule.pointee.byMonth.isEmpty,
            rule.pointee.byLeapMonth.isEmpty, rule.pointee.bySetPos.isEmpty, rule.pointee.rscale == nil,
            rule.pointee.skip == nil || rule.pointee.skip == .omit else { return nil }
      return rule.pointee.frequency
    }

    /// Whether no instance on day `day` of month `month` (yearly) or on day `day` (monthly)
    /// can have a key in (`after`, `before`): keys are within two days of their date's
    /// midnight either way (time of day, zone offset), so a date more than three days outside
    /// the window misses it. A window over 400 periods is never said to miss.
    ///
    /// Yearly on 03-14, window 2026-06-01…06-08: the only candidate date, 2026-03-14, is
    /// months away, so the rule misses.
    static func keptDayMisses(period: Frequency, month: Int, day: Int, after: Int64, before: Int64) -> Bool {
      let slack: Int64 = 3 * 86_400
      // Beyond some 300,000 years either way (never a real window) nothing is said to miss.
      let far: Int64 = 10_000_000_000_000
      guard after > -far, before < far else { return false }
      let first = CivilDate(daysSinceEpoch: Int(clamping: (after - slack) / 86_400 - 1))
      let last = CivilDate(daysSinceEpoch: Int(clamping: (before + slack) / 86_400 + 1))
      var y = first.year, m = period == .yearly ? month : first.month
      if period == .yearly && month < first.month { y += 1 }
      var steps = 0
      while y < last.year || (y == last.year && m <= last.month) {
        steps += 1
        if steps > 400 { return false }
        // Day `day` of that month; past its end (a 31st, Feb 29) it names no instance, and
        // reading it as the next month's first days stays on the cautious side.
        let date = Int64(CivilDate(uncheckedYear: y, month: m, day: 1).daysSinceEpoch + day - 1)
        let k = date * 86_400
        if k + slack > after && k - slack < before { return false }
        if period == .yearly {
          y += 1
        } else if m == 12 {
          y += 1
          m = 1
        } else {
          m += 1
        }
      }
      return true
    }

    /// The days of the month (`first...last`, a day past a month's end read as the next
    /// month's first days, a day before 1 as the previous month's last) that every instance
    /// of a FREQ=MONTHLY rule falls on, from its BYMONTHDAY (day d: d; day -k: 29−k…32−k,
    /// as months have 28 to 31 days) or else its BYDAY, each with an ordinal (the nth weekday
    /// +n: 7n−6…7n; −k: 29−7k…38−7k); nil when a part could move an instance off those days
    /// (a BY part below the day, a plain weekday, RSCALE, SKIP other than OMIT, a value out of
    /// range) or neither part is written (`dayKeptBy` reads that rule). BYMONTH and BYSETPOS
    /// only leave instances out (RFC 5545 §3.3.10), so they may stand.
    ///
    /// `FREQ=MONTHLY;BYDAY=2TU`: 8…14. `FREQ=MONTHLY;BYMONTHDAY=1,15,-1`: 1…31.
    static func monthDaysKeptBy(_ rule: RecurrenceRule) -> ClosedRange<Int>? {
      withUnsafePointer(to: rule) { monthDaysKeptBy(at: $0) }
    }

    /// The same, of the rule at `rule`, read in place.
    static func monthDaysKeptBy(at rule: UnsafePointer<RecurrenceRule>) -> ClosedRange<Int>? {
      guard rule.pointee.frequency == .monthly, rule.pointee.bySecond.isEmpty, rule.pointee.byMinute.isEmpty, rule.pointee.byHour.isEmpty,
            rule.pointee.byYearDay.isEmpty, rule.pointee.byWeekNo.isEmpty, rule.pointee.byLeapMonth.isEmpty, rule.pointee.rscale == nil,
            rule.pointee.skip == nil || rule.pointee.skip == .omit else { return nil }
      var first = Int.max, last = Int.min
      func take(_ lo: Int, _ hi: Int) {
        first = min(first, lo)
        last = max(last, hi)
      }
      if !rule.pointee.byMonthDay.isEmpty {
        for d in rule.pointee.byMonthDay {
          if d >= 1 && d <= 31 {
            take(d, d)
          } else if d <= -1 && d >= -31 {
            take(29 + d, 32 + d)
          } else {
            return nil
          }
        }
      } else if !rule.pointee.byDay.isEmpty {
        for w in rule.pointee.byDay {
          let n = w.ordinal
          if n >= 1 && n <= 5 {
            take(7 * n - 6, 7 * n)
          } else if n <= -1 && n >= -5 {
            take(29 + 7 * n, 38 + 7 * n)
          } else {
            return nil
          }
        }
      } else {
        return nil
      }
      return first...last
    }

    /// Whether no instance on a day in `days` of any month (`monthDaysKeptBy`) can have a key
    /// in (`after`, `before`), as `keptDayMisses` reads a single day: keys lie within two days
    /// of their date's midnight, so days more than three days outside the window miss it.
    ///
    /// Days 8…14 (`BYDAY=2TU`), window 2026-06-16…06-23: June's 8…14 end two days before the
    /// window's three-day margin, July's begin after it: a miss. Window 2026-06-01…06-08: no.
    static func monthDaysMiss(_ days: ClosedRange<Int>, after: Int64, before: Int64) -> Bool {
      let slack: Int64 = 3 * 86_400
      let far: Int64 = 10_000_000_000_000
      guard after > -far, before < far else { return false }
      // The month before the window's first day, for days past a month's end.
      let first = CivilDate(daysSinceEpoch: Int(clamping: (after - slack) / 86_400 - 1))
      let last = CivilDate(daysSinceEpoch: Int(clamping: (before + slack) / 86_400 + 1))
      var y = first.year, m = first.month
      if m == 1 { y -= 1; m = 12 } else { m -= 1 }
      var steps = 0
      while y < last.year || (y == last.year && m <= last.month) {
        steps += 1
        if steps > 400 { return false }
        let monthStart = Int64(CivilDate(uncheckedYear: y, month: m, day: 1).daysSinceEpoch)
        let low = (monthStart + Int64(days.lowerBound) - 1) * 86_400
        let high = (monthStart + Int64(days.upperBound) - 1) * 86_400
        if high + slack > after && low - slack < before { return false }
        if m == 12 {
          y += 1
          m = 1
        } else {
          m += 1
        }
      }
      return true
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
      let series = window.series
      let c = rests[i].index
      let zone = series.overrides[c].anchor?.zone
      while let x = rests[i].iterator?.next() {
        if let end = rests[i].endKey, x.sortKey >= end { rests[i].iterator = nil; return nil }
        if x.sortKey == rests[i].startKey { continue }
        if checksOverrides && series.overrideByKey[x.sortKey] != nil { continue }
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
      if aheadIndex == ahead.count { readMasterAhead() }
      let pendingKey = aheadIndex < ahead.count ? ahead[aheadIndex].sortKey : nil
      // The earliest head of a split's rest competes with the master's pending instance.
      if !rests.isEmpty {
        var best: Int?
        for i in rests.indices {
          if rests[i].head == nil, rests[i].iterator != nil { rests[i].head = nextRest(i) }
          if let h = rests[i].head, best.map({ h.sortKey < rests[$0].head?.sortKey ?? Int64.max }) ?? true { best = i }
        }
        if let b = best, let h = rests[b].head, pendingKey.map({ h.sortKey < $0 }) ?? true {
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
        if pendingKey.map({ o.sortKey < $0 }) ?? true {
          overrideIndex += 1
          return o
        }
      }
      guard aheadIndex < ahead.count else { return nil }
      aheadIndex += 1
      return ahead[aheadIndex - 1]
    }

    /// Reads up to `readAhead` next master occurrences into `ahead` (none once the set is done).
    mutating func readMasterAhead() {
      ahead.removeAll(keepingCapacity: !master.isEmpty)
      aheadIndex = 0
      guard !master.isEmpty else { return }
      if ahead.capacity < Self.readAhead { ahead.reserveCapacity(Self.readAhead) }
      // The anchor's zone, read once for the whole batch (each read copies and retains it).
      guard let zone = masterZone else { return }
      while ahead.count < Self.readAhead, let o = nextMaster(zone: zone) { ahead.append(o) }
    }

    /// The next master instance that is not excluded or overridden and overlaps the window;
    /// `zone` is `masterZone`, the master having an anchor.
    mutating func nextMaster(zone: Zone?) -> ComponentOccurrence? {
      let series = window.series
      guard !master.isEmpty else { return nil }
      while let o = master[0].next() {
        if let firstSplitKey, o.sortKey >= firstSplitKey {
          master = []
          return nil
        }
        if checksDays && series.exceptionDays.contains(o.dayNumber) { continue }
        if !exrules.isEmpty && excluded(o.sortKey) { continue }
        if checksOverrides && series.overrideByKey[o.sortKey] != nil { continue }
        // THISANDFUTURE: the latest such override at or before this instance changes it.
        if checksFuture, let f = series.futureOverrides.last(where: { $0.key <= o.sortKey }) {
          if let occ = window.occurrence(futureAt: f.index, masterHasStart: masterHasStart, instance: o.value(zone: zone)) {
            return occ
          }
          continue
        }
        switch masterOccurrence(o, zone: zone) {
        case .some(let occ?): return occ
        case .some(nil): continue
        case nil: break
        }
        let value = o.value(zone: zone)
        if let occ = window.make(component: -1, instance: value, anchorIsStart: masterHasStart, length: length,
                          recurrenceID: masterRecurs ? value : nil, isOverride: false) {
          return occ
        }
      }
      // The set is done: its state goes now, not with the calendar's iterator.
      master = []
      return nil
    }

    /// `Window.make` for master instance `o`, read from the instance's own keys instead of
    /// values converted back and forth: `.some(occurrence)`, `.some(nil)` when it misses the
    /// window, `nil` when a time lies near an offset change of its zone (a gap or fold, or the
    /// length crossing a change), and `make` decides. In a single-offset run of a zone, exact
    /// seconds are wall-clock seconds too: a daily 09:00 Paris event lasting 3600 s ends at
    /// 10:00 wall clock; a nominal DURATION adds its days on the wall clock first (§3.3.6).
    mutating func masterOccurrence(_ o: Occurrence, zone: Zone?) -> ComponentOccurrence?? {
      guard o.secondOfDay >= 0, o.secondOfDay < 86_400 else { return nil }
      let series = window.series
      let wall = Int64(o.dayNumber) &* 86_400 &+ Int64(o.secondOfDay)
      let form: ComponentOccurrence.Stamp.Form
      switch o.form {
      case .utc: form = .utc
      case .zoned: form = .zoned
      case .floating: form = .floating
      case .date: form = .date
      }
      if form == .zoned && zone == nil { return nil }
      // The instance's key: its instant, or its wall clock read in the floating zone.
      guard let key = self.key(wall, form: form, zone: zone) else { return nil }
      let kind = series.kind
      let instanceStamp = ComponentOccurrence.Stamp(form: form, wall: wall)
      let idStamp = masterRecurs ? instanceStamp : ComponentOccurrence.Stamp(nil)
      guard masterHasStart else {
        // DUE anchors the instance: an end without a start.
        guard TimeRange.overlaps(kind, start: nil, end: key, dayEnd: nil, from: window.from, to: window.to) else {
          return .some(nil)
        }
        return ComponentOccurrence(origin: .series(series, component: -1), startStamp: ComponentOccurrence.Stamp(nil),
                                   endStamp: instanceStamp, idStamp: idStamp, zone: form == .zoned ? zone : nil,
                                   kind: kind, isOverride: false, sortKey: key)
      }
      // The length as days on the wall clock, then exact seconds (`TimeMath.adding`).
      var days: Int64 = 0, seconds: Int64 = 0
      var hasEnd = true
      switch length {
      case .none: hasEnd = false
      case .exact(let x): seconds = x
      case .nominal(let d):
        let sign: Int64 = d.isNegative ? -1 : 1
        days = sign &* Int64(d.weeks &* 7 &+ d.days)
        seconds = sign &* Int64(d.hours &* 3600 &+ d.minutes &* 60 &+ d.seconds)
      }
      var endWall: Int64 = 0, end: Int64? = nil, dayEnd: Int64? = nil
      if form == .date {
        let endDay = Int64(o.dayNumber) &+ (hasEnd ? days &+ seconds / 86_400 : 1)
        guard let k = self.key(endDay &* 86_400, form: form, zone: zone) else { return nil }
        if hasEnd {
          endWall = endDay &* 86_400
          end = k
        } else {
          dayEnd = k
        }
      } else if hasEnd {
        let a = wall &+ days &* 86_400
        if form == .zoned, seconds != 0, let zone {
          // Exact seconds from `a`'s instant: `a` and the end must share one offset.
          guard zoneRun.contains(a, a &+ seconds, zone: zone) else { return nil }
        }
        endWall = a &+ seconds
        guard let k = self.key(endWall, form: form, zone: zone) else { return nil }
        end = k
      }
      guard TimeRange.overlaps(kind, start: key, end: end, dayEnd: dayEnd, from: window.from, to: window.to) else {
        return .some(nil)
      }
      return ComponentOccurrence(origin: .series(series, component: -1), startStamp: instanceStamp,
                                 endStamp: hasEnd ? ComponentOccurrence.Stamp(form: form, wall: endWall) : ComponentOccurrence.Stamp(nil),
                                 idStamp: idStamp, zone: form == .zoned ? zone : nil, kind: kind, isOverride: false,
                                 sortKey: key)
    }

    /// The key of wall-clock seconds `wall` in form `form` (`TimeMath.key`): the UTC time, the
    /// zoned time's instant, or a floating or DATE time read in the floating zone; nil at a gap
    /// or fold of the zone (`Zone.instant(for:)` decides those).
    @inline(__always)
    mutating func key(_ wall: Int64, form: ComponentOccurrence.Stamp.Form, zone: Zone?) -> Int64? {
      switch form {
      case .utc: return wall
      case .zoned: return zone.flatMap { zoneRun.instant(wall, zone: $0) }
      default: return floatingRun.instant(wall, zone: window.floatingZone)
      }
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

/// A run `[low, high)` of wall-clock seconds that a zone reads with one offset (`Zone.uniqueStretch`),
/// kept while a series' instances walk forward: inside it, wall clock − offset is the instant.
struct OffsetRun {
  var low = Int64.max, high = Int64.min, offset: Int64 = 0
  /// The zone table index of the last run (a search hint).
  var hint = -1

  /// Whether `a` and `b` lie in one run of `zone` (this one, or the one found around `a`).
  @inline(__always)
  mutating func contains(_ a: Int64, _ b: Int64, zone: Zone) -> Bool {
    if a >= low && a < high { return b >= low && b < high }
    guard let run = zone.uniqueStretch(containing: a, hint: &hint) else { return false }
    (low, high, offset) = run
    return b >= low && b < high
  }

  /// The instant of wall-clock seconds `wall` in `zone`, nil at a gap or fold (`Zone.instant(for:)`
  /// decides those).
  @inline(__always)
  mutating func instant(_ wall: Int64, zone: Zone) -> Int64? {
    if wall >= low && wall < high { return wall &- offset }
    guard let run = zone.uniqueStretch(containing: wall, hint: &hint) else { return nil }
    (low, high, offset) = run
    return wall &- offset
  }
}

extension ComponentOccurrence.Stamp {
  /// The stamp of the wall-clock reading `wall` (seconds since 1970-01-01T00:00 on the wall
  /// clock) in form `form`.
  init(form: Form, wall: Int64) {
    self.init(form: form, civil: CivilDateTime(secondsSinceEpoch: wall))
  }
}

extension ComponentSeries.Window {
  /// Override `i`'s own occurrence (its DTSTART/DTEND/DUE/DURATION; the master's length when
  /// it gives none), nil when outside the window.
  func occurrence(overrideAt i: Int, recurrenceID: RecurrenceTime?) -> ComponentOccurrence? {
    let o = series.overrides[i]
    guard let anchor = o.anchor else { return nil }
    let length: ComponentSeries.Length
    if o.start != nil, let e = o.end { length = .exact(TimeMath.seconds(from: anchor, to: e)) }
    else if let d = o.duration { length = .nominal(d) }
    else { length = series.length }
    return make(component: i, instance: anchor, anchorIsStart: o.start != nil, length: length,
                recurrenceID: recurrenceID, isOverride: true)
  }

  /// A later instance changed by THISANDFUTURE override `i`: moved by the override's shift
  /// from its RECURRENCE-ID, with the override's length and properties.
  func occurrence(futureAt i: Int, masterHasStart: Bool, instance: RecurrenceTime) -> ComponentOccurrence? {
    let o = series.overrides[i]
    guard let rid = o.recurrenceID else { return nil }
    let shift = o.start.map { TimeMath.seconds(from: rid, to: $0) } ?? 0
    let moved = TimeMath.adding(seconds: shift, to: instance)
    let length: ComponentSeries.Length
    if let s = o.start, let e = o.end { length = .exact(TimeMath.seconds(from: s, to: e)) }
    else if let d = o.duration { length = .nominal(d) }
    else { length = series.length }
    return make(component: i, instance: moved, anchorIsStart: masterHasStart, length: length,
                recurrenceID: instance, isOverride: true)
  }

  /// An occurrence of component `c` (an override's index, or -1 for the master) at `instance`
  /// (its start, or its DUE when the anchor is DUE), if it overlaps the window.
  func make(component c: Int, instance: RecurrenceTime, anchorIsStart: Bool, length: ComponentSeries.Length,
            recurrenceID: RecurrenceTime?, isOverride: Bool) -> ComponentOccurrence? {
    let kind = c < 0 ? series.kind : series.overrides[c].kind
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
    return ComponentOccurrence(series: series, component: c, kind: kind, start: start, end: end,
                               recurrenceID: recurrenceID, isOverride: isOverride, sortKey: s ?? e ?? 0)
  }
}
