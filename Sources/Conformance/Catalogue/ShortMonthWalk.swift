// libical 3.0.16's MONTHLY walk through a calendar whose 13th month has 5 or 6 days (COPTIC,
// ETHIOPIC, ETHIOAA), rebuilt from Recur's own per-month answer, so the catalogue can tell
// whether libical's list is that walk (`rscale-short-month-byday-shift`,
// `libical-skip-with-byday` and `rscale-skip-moves-dtstart-day` under these calendars, and
// their combinations).

import LibICal
import Recurrence
import Zones

/// libical's answer for a MONTHLY rule with BYDAY under COPTIC/ETHIOPIC/ETHIOAA, rebuilt from
/// Recur's answer for the same rule in every month, with libical's three 13th-month rules.
///
/// 1. icalrecur.c expand_by_day leaves ICU's calendar on the first day of the month with the
///    last BYDAY weekday (libical's order: sorted by weekday from the final WKST); in a 5- or
///    6-day month lacking that weekday this is a day of the next year. When the month then
///    yields nothing, libical adds INTERVAL to that day (the next year's first month); when it
///    yields days, libical sets the first one's day of the year on that calendar, so it comes
///    out in the next year (Pagume 1 1721, 2005-09-06, as 2006-09-06).
/// 2. A day SKIP moves out of the 13th month (BACKWARD to the 12th month's last day, FORWARD to
///    the next year's first day) is lost with BYDAY (`libical-skip-with-byday`).
/// 3. With SKIP=FORWARD libical also moves DTSTART's day of the month (or a BYMONTHDAY value) the
///    13th month lacks to the next year's first day, and with BYDAY gives it after that month's
///    own days, whatever its weekday, when the month has any (`rscale-skip-moves-dtstart-day`,
///    or for a BYMONTHDAY value `libical-skip-with-byday`).
struct ShortMonthWalk {
  /// Which of libical's rules shaped its answer.
  struct Effects: Equatable {
    /// Periods started late (`rscale-monthly-interval-month-late`): the first period's offset.
    var lateStart = 0
    /// Rule 1: restarts from the next year's first month, and first days read in the next year.
    var restarts = 0, nextYearDays = 0
    /// Rules 2 and 3: SKIP-moved days lost, and next year's first days added (for a BYMONTHDAY
    /// value, or for DTSTART's day: `rscale-skip-moves-dtstart-day`).
    var lostMoves = 0, addedFirstDays = 0, addedStartDays = 0
    /// Whether rule 1 shaped the answer.
    var shortMonth: Bool { restarts + nextYearDays > 0 }
    /// Whether rules 2 or 3 shaped the answer.
    var skip: Bool { lostMoves + addedFirstDays + addedStartDays > 0 }
    /// The SKIP classes that shaped the answer: `libical-skip-with-byday` for moves of BYMONTHDAY
    /// values, `rscale-skip-moves-dtstart-day` for DTSTART's day.
    var skipClasses: [String] {
      (lostMoves + addedFirstDays > 0 ? [CatalogueEntry.skipWithByday.name] : [])
        + (addedStartDays > 0 ? [CatalogueEntry.scaleSkipMovesStartDay.name] : [])
    }
  }

  let obs: Observation
  let parts: RuleParts
  let scale: CalendarScale
  let interval: Int
  let start: LibICalStart

  /// The walk for a MONTHLY rule with BYDAY under a calendar with a short 13th month, or nil.
  init?(_ obs: Observation) {
    let parts = RuleParts(obs.testCase.rule)
    guard let name = parts.value("RSCALE"), let scale = CalendarScale(rawValue: name),
          [.coptic, .ethiopic, .ethiopicAmeteAlem].contains(scale),
          parts.value("FREQ") == "MONTHLY", parts.has("BYDAY"),
          let interval = Int(parts.value("INTERVAL") ?? "1"), interval >= 1,
          let start = LibICalStartReader.read(obs.testCase.dtstart) else { return nil }
    // BYSETPOS with several times a day is libical-bysetpos-on-days-only, which this walk does
    // not model (with one time a day, positions among days and among times are the same).
    let times = ["BYHOUR", "BYMINUTE", "BYSECOND"].reduce(1) { $0 * max(1, parts.integers($1).count) }
    if parts.has("BYSETPOS"), times > 1 { return nil }
    self.obs = obs
    self.parts = parts
    self.scale = scale
    self.interval = interval
    self.start = start
  }

  /// The effects of the first walk (by late start, then with SKIP modelled only when needed)
  /// whose list is libical's, or nil when none is.
  func explainingEffects() -> Effects? {
    guard let a = obs.native.outcome.list, let b = obs.oracle.outcome.list, a != b, !b.isEmpty,
          let days = monthDays() else { return nil }
    for modelSkip in [false, true] {
      for anchor in 0...min(2 * interval, 13) {
        guard let (list, effects) = walk(days, anchor: anchor, modelSkip: modelSkip) else { continue }
        let limit = obs.testCase.limit
        let matches = list == b || (b.count == limit && list.count >= limit && Array(list.prefix(limit)) == b)
        if matches, effects.shortMonth || effects.skip { return effects }
      }
    }
    return nil
  }

  /// One occurrence: its text as the lists print it, and its wall clock.
  typealias Occurrence = (text: String, wall: CivilDateTime)

  /// Recur's occurrences in every month (INTERVAL=1, no COUNT), by the first day of their month,
  /// in order; with the days SKIP moved out of a 13th month apart (`moved`).
  struct MonthDays {
    var byMonth: [Int: [Occurrence]] = [:]
    /// SKIP-moved occurrences outside the month that generated them (Recur's), by text.
    var moved: Set<String> = []
  }

  func monthDays() -> MonthDays? {
    var every = obs.testCase
    every.rule = parts.removing("INTERVAL").removing("COUNT").text
    every.limit = min(obs.testCase.limit * (interval + 1) + 50, 2_000)
    var all = NativeEngine().expand(every)
    // A sparse rule (one weekday on one day of the month) may need more months to reach the
    // end of libical's list: up to 16 times as many.
    let lastCompared = max(obs.native.outcome.list?.last ?? "", obs.oracle.outcome.list?.last ?? "")
    while let l = all.outcome.list, l.count == every.limit, (l.last ?? "") < lastCompared, every.limit < 32_000 {
      every.limit *= 4
      all = NativeEngine().expand(every)
    }
    guard let list = all.outcome.list else { return nil }
    let walls = all.wall.count == list.count ? all.wall : list
    var out = MonthDays()
    // The days only SKIP produces: in Recur's answer with SKIP, not in the one without it.
    if (parts.value("SKIP") ?? "OMIT") != "OMIT" {
      var omit = every
      omit.rule = parts.removing("INTERVAL").removing("COUNT").removing("SKIP").text
      guard let plain = NativeEngine().expand(omit).outcome.list else { return nil }
      let kept = Set(plain)
      out.moved = Set(list.filter { !kept.contains($0) })
    }
    let system = scale.system
    for (x, w) in zip(list, walls) {
      guard let c = ValueText.civil(w) else { return nil }
      let d = c.date.daysSinceEpoch
      let y = system.year(containing: d)
      let i = y.monthIndex(of: d)
      // A moved day inside a 13th month (BACKWARD from a positive day it lacks) stays there in
      // libical too; only moves out of the month are libical's loss.
      if out.moved.contains(x), i == y.months.count - 1, y.months[i].length < 7 { out.moved.remove(x) }
      out.byMonth[y.months[i].first, default: []].append((x, c))
    }
    return out
  }

  /// Recur's occurrences in DTSTART's month `m` before DTSTART (the same rule from the month's
  /// first day), which libical's expansion of that month also holds.
  func daysBeforeStart(in m: ScaleMonth) -> [Occurrence] {
    guard let colon = obs.testCase.dtstart.lastIndex(of: ":") else { return [] }
    let civil = start.civil
    let (rule, time) = dayStartTime(parts.removing("INTERVAL").removing("COUNT").text, parts: parts, time: civil.time)
    let first = CivilDate(daysSinceEpoch: m.first)
    var c = obs.testCase
    switch start {
    case .date: c.dtstart = String(c.dtstart[...colon]) + LibICalTextBridge.date(first)
    case .utc: c.dtstart = String(c.dtstart[...colon]) + LibICalTextBridge.local(CivilDateTime(date: first, time: time)) + "Z"
    case .floating, .zoned: c.dtstart = String(c.dtstart[...colon]) + LibICalTextBridge.local(CivilDateTime(date: first, time: time))
    }
    if case .date = start { c.rule = parts.removing("INTERVAL").removing("COUNT").text } else { c.rule = rule }
    c.limit = 60
    let e = NativeEngine().expand(c)
    guard let list = e.outcome.list else { return [] }
    let walls = e.wall.count == list.count ? e.wall : list
    return zip(list, walls).compactMap { x, w in
      guard let t = ValueText.civil(w), t < civil, t.date.daysSinceEpoch < m.first + m.length else { return nil }
      return (x, t)
    }
  }

  /// libical's weekdays and ordinals of BYDAY in its order: sorted by weekday from WKST (the
  /// last WKST given: its parser sorts BYDAY again when it reads WKST).
  var bydayEntries: [(weekday: Int, ordinal: Int)] {
    let wkst = Weekday(icalName: parts.value("WKST") ?? "MO") ?? .monday
    var entries = (parts.value("BYDAY") ?? "").split(separator: ",").compactMap { e -> (Int, Int)? in
      guard let w = Weekday(icalName: String(e.suffix(2))),
            let n = Int(e.dropLast(2).isEmpty ? "0" : String(e.dropLast(2))) else { return nil }
      return (w.rawValue, n)
    }
    for i in entries.indices {
      for j in 0..<i where (entries[j].0 - wkst.rawValue + 7) % 7 > (entries[i].0 - wkst.rawValue + 7) % 7 {
        entries.swapAt(j, i)
      }
    }
    return entries
  }

  /// Whether libical's calendar leaves a month of `length` days from day `first` after BYDAY:
  /// the day of the last entry it positions on (an ordinal out of range is not positioned).
  func leaves(_ first: Int, _ length: Int) -> Bool {
    var last = 1
    let firstDow = CivilDate(daysSinceEpoch: first).weekday.rawValue
    let lastDow = CivilDate(daysSinceEpoch: first + length - 1).weekday.rawValue
    for (w, n) in bydayEntries {
      let firstMatch = (w - firstDow + 7) % 7 + 1
      let lastMatch = length - (lastDow - w + 7) % 7
      if n == 0 { last = firstMatch }
      else if n > 0 { let d = firstMatch + (n - 1) * 7; if d <= lastMatch { last = d } }
      else { let d = lastMatch + (n + 1) * 7; if d >= firstMatch { last = d } }
    }
    return last > length
  }

  /// Whether libical moves a day the 13th month of `length` days lacks to the next year's first
  /// day (rule 3): SKIP=FORWARD with a positive BYMONTHDAY past the month's end, or without
  /// BYMONTHDAY DTSTART's day of the month in the calendar.
  func movesForward(length: Int) -> Bool {
    guard parts.value("SKIP") == "FORWARD" else { return false }
    if parts.has("BYMONTHDAY") { return parts.integers("BYMONTHDAY").contains { $0 > length } }
    let d = start.civil.date.daysSinceEpoch
    let y = scale.system.year(containing: d)
    return d - y.months[y.monthIndex(of: d)].first + 1 > length
  }

  /// The text of wall clock `w` as the lists print it.
  func text(_ w: CivilDateTime) -> String? {
    switch start {
    case .date: return LibICalTextBridge.date(w.date)
    case .floating: return LibICalTextBridge.local(w)
    case .utc: return LibICalTextBridge.local(w) + "Z"
    case .zoned(_, let id):
      guard let zone = try? Zone.named(id) else { return nil }
      return LibICalTextBridge.local(zone.instant(for: w).utc) + "Z"
    }
  }

  /// Whether libical stops at occurrence `x`: it ends its answer at the first one past UNTIL.
  func pastUntil(_ x: String) -> Bool {
    guard let u = parts.value("UNTIL") else { return false }
    if u.count == x.count { return x > u }
    return String(x.prefix(8)) > String(u.prefix(8))
  }

  /// libical's list from the period `anchor` months after DTSTART's, and the rules that shaped it;
  /// SKIP's moves (rules 2 and 3) only when `modelSkip`.
  func walk(_ days: MonthDays, anchor: Int, modelSkip: Bool) -> ([String], Effects)? {
    let system = scale.system
    let count = Int(parts.value("COUNT") ?? "")
    let limit = obs.testCase.limit
    let a = obs.native.outcome.list ?? [], b = obs.oracle.outcome.list ?? []
    let endDay = ValueText.civil(max(a.last ?? "", b.last ?? "")).map { $0.date.daysSinceEpoch } ?? 0
    let listed = Set(parts.integers("BYMONTH"))
    func advance(_ y: ScaleYear, _ i: Int, by k: Int) -> (ScaleYear, Int) {
      var y = y, i = i
      for _ in 0..<k {
        i += 1
        if i >= y.months.count { y = system.year(containing: y.first + y.length); i = 0 }
      }
      return (y, i)
    }
    let startDay = start.civil.date.daysSinceEpoch
    let startYear = system.year(containing: startDay)
    var (y, i) = advance(startYear, startYear.monthIndex(of: startDay), by: anchor)
    var effects = Effects(lateStart: anchor)
    var out: [String] = []
    walking: while out.count < limit, count.map({ out.count < $0 }) ?? true {
      let m = y.months[i]
      if m.first > endDay + 400 { break }
      var found = days.byMonth[m.first] ?? []
      if modelSkip {
        let before = found.count
        found.removeAll { days.moved.contains($0.text) }
        effects.lostMoves += before - found.count
      }
      let short = i == y.months.count - 1 && m.length < 7 && (listed.isEmpty || listed.contains(m.number))
      if short, leaves(m.first, m.length) {
        // In DTSTART's own month libical's first day may lie before DTSTART: read a year late,
        // it is after DTSTART and comes out.
        let early = m.first <= startDay && startDay < m.first + m.length ? daysBeforeStart(in: m) : []
        if found.isEmpty && early.isEmpty {
          // Rule 1, nothing found: INTERVAL counted from the next year's first month. The
          // restart shaped the compared lists when it came before libical's last occurrence, or
          // when the months it passes over begin within the compared span: an UNTIL list then
          // loses their days (libical's next day lies past UNTIL; seed 8516 #15975).
          let next = system.year(containing: y.first + y.length)
          if out.count < b.count || next.first <= endDay { effects.restarts += 1 }
          (y, i) = advance(next, 0, by: interval)
          continue
        }
        // Rule 1: the first day's occurrences read on the same day of the next year.
        let firstDay = (early.first ?? found[0]).wall.date
        let next = system.year(containing: y.first + y.length)
        var late: [Occurrence] = []
        for o in (early + found) where o.wall.date == firstDay {
          let w = CivilDateTime(date: CivilDate(daysSinceEpoch: next.first + firstDay.daysSinceEpoch - y.first), time: o.wall.time)
          guard let t = text(w) else { return nil }
          late.append((t, w))
          if out.count < b.count { effects.nextYearDays += 1 }
        }
        found = late + found.filter { $0.wall.date != firstDay }
      }
      if modelSkip, short, !found.isEmpty, movesForward(length: m.length) {
        // Rule 3: the next year's first day, at the first day's times, after the month's days.
        let next = system.year(containing: y.first + y.length)
        let firstDay = found[0].wall.date
        let dayOne = CivilDate(daysSinceEpoch: next.first)
        for o in found where o.wall.date == firstDay || o.wall.date.daysSinceEpoch == next.first + firstDay.daysSinceEpoch - y.first {
          let w = CivilDateTime(date: dayOne, time: o.wall.time)
          guard let t = text(w) else { return nil }
          found.append((t, w))
          if parts.has("BYMONTHDAY") { effects.addedFirstDays += 1 } else { effects.addedStartDays += 1 }
        }
      }
      for o in found {
        if pastUntil(o.text) { break walking }
        out.append(o.text)
      }
      (y, i) = advance(y, i, by: interval)
    }
    if let count { out = Array(out.prefix(count)) }
    return (Array(out.prefix(limit)), effects)
  }
}
