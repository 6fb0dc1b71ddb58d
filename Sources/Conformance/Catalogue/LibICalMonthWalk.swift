// libical 3.0.16's walk of a MONTHLY rule through the months of an RSCALE calendar (not HEBREW),
// step by step as icalrecur.c takes it, so a catalogue entry can recognise its answer (and
// check Recur's where libical is right).

import LibICal
import Recurrence
import Zones

/// libical 3.0.16's expansion of `RSCALE=…;FREQ=MONTHLY;…` (not HEBREW; no BYYEARDAY or
/// BYWEEKNO; BYHOUR, BYMINUTE, BYSECOND no earlier in the day than DTSTART; CHINESE and
/// DANGI without BYDAY), as icalrecur.c computes it:
///
/// - The first month is DTSTART's, unless INTERVAL > 1 and libical's month count between
///   DTSTART in the calendar and DTSTART in Gregorian (`month_diff`, which compares the two
///   years as numbers; CHINESE and DANGI: the 60-year cycle's, 12 months a year, a leap month
///   counted as its number plus 0x1000) is not a multiple of INTERVAL: then it is the month INTERVAL minus that
///   remainder after the one holding DTSTART moved back by its Gregorian day of the month less
///   one (BUDDHIST counts 12 months: INTERVAL=5 from 2027-10-24 starts in January 2028).
/// - Each month, the BYMONTHDAY values (DTSTART's day without BYMONTHDAY) in rule order: a day
///   the month lacks is left out (OMIT) or moves by SKIP (`expand_bymonth_days`) to the 1st of
///   the next month (FORWARD, positive; CHINESE and DANGI: the month numbered one more, past a
///   leap month, and from a leap month the 1st of the next year) or of this month (negative),
///   or to the last day of this month (BACKWARD, positive) or of the previous one (negative);
///   every value given counts
///   toward the set's size. BYDAY (sorted from WKST) then replaces (with BYMONTHDAY: filters)
///   the month's own days and sets the size to their number; BYSETPOS keeps the month's own
///   days by position against that size. A moved day outside the month is neither counted nor
///   filtered.
/// - The month yields every day from its first kept day of its own on (BYDAY or BYSETPOS) or
///   from its first day of all (otherwise). A month with no such day yields nothing, and the
///   next month is counted from the month the last value was written in (a value moved FORWARD
///   into the next month: one month later).
/// - BYDAY asks ICU for each weekday's first day in the month, even past a 5- or 6-day month's
///   end; when the last one asked lies past the year's end, the month's first day is written
///   into the next year (a month yielding nothing then counts on from that year's first month).
/// - BYMONTH steps INTERVAL on until a listed month; each day yielded must lie in a listed month
///   (`check_contracting_rules`) and not before DTSTART; UNTIL ends the list at the first day
///   past it, as does a day past 2582 (`MAX_TIME_T_YEAR`); COUNT counts what is yielded.
///
/// `BYMONTHDAY=30,15,29;BYSETPOS=-1,-2;SKIP=FORWARD` in February 2037: 15, then 29 and 30 both
/// Mar 1; the size is 3, so Feb 15 is position -3 and dropped; nothing of February's own is kept,
/// so February yields nothing and the next month is counted from March (INTERVAL=2: May).
struct LibICalMonthWalk {
  let scale: CalendarScale
  let system: any CalendarSystem
  let values: [Int]
  let explicitMonthDays: Bool
  let byday: [(ordinal: Int, weekday: Weekday)]
  let setpos: [Int]
  let listedMonths: Set<String>
  let interval: Int
  /// OMIT, FORWARD or BACKWARD.
  let skip: String
  let start: LibICalStart
  /// DTSTART at each time of day the rule gives a day, in order (`start` first).
  let times: [LibICalStart]
  let cap: Int
  let until: String?
  /// The window's end (`ConformanceCase.before`), which libical takes as UNTIL.
  let before: String?

  /// The walk for `c`, or nil outside its scope.
  init?(_ c: ConformanceCase, system override: (any CalendarSystem)? = nil) {
    let parts = RuleParts(c.rule)
    guard let name = parts.value("RSCALE"), let scale = CalendarScale(rawValue: name), scale != .hebrew,
          scale != .japanese, parts.value("FREQ") == "MONTHLY",
          !["BYYEARDAY", "BYWEEKNO"].contains(where: parts.has),
          let interval = Int(parts.value("INTERVAL") ?? "1"), interval >= 1,
          let read = LibICalStartReader.read(c.dtstart),
          let times = Self.starts(read, timeParts: parts), let start = times.first else { return nil }
    // CHINESE and DANGI (ICU months with a leap flag): the walk is written out for INTERVAL=1
    // without BYDAY, and for backward moves into the same month only (see `expand`).
    if scale.hasLeapMonths {
      guard !parts.has("BYDAY"), times.count == 1,
            !(parts.value("SKIP") == "BACKWARD" && parts.integers("BYMONTHDAY").contains { $0 < 0 }) else { return nil }
    }
    self.scale = scale
    system = override ?? scale.system
    self.interval = interval
    skip = parts.value("SKIP") ?? "OMIT"
    self.start = start
    self.times = times
    setpos = parts.integers("BYSETPOS")
    listedMonths = Set((parts.value("BYMONTH") ?? "").split(separator: ",").map(String.init))
    var days: [(Int, Weekday)] = []
    for item in (parts.value("BYDAY") ?? "").split(separator: ",") {
      guard let wd = Weekday(icalName: item.suffix(2)) else { return nil }
      let n = item.dropLast(2)
      guard let ordinal = n.isEmpty ? 0 : Int(n) else { return nil }
      days.append((ordinal, wd))
    }
    // libical sorts BYDAY by weekday from WKST (icalrecur.c sort_bydayrules).
    let wkst = Weekday(icalName: parts.value("WKST") ?? "MO") ?? .monday
    func rank(_ d: Weekday) -> Int { (d.rawValue - wkst.rawValue + 7) % 7 }
    byday = days.enumerated().sorted { (rank($0.element.1), $0.offset) < (rank($1.element.1), $1.offset) }.map(\.element)
    let startDay = start.civil.date.daysSinceEpoch
    let year = system.year(containing: startDay)
    let monthDays = parts.integers("BYMONTHDAY")
    explicitMonthDays = !monthDays.isEmpty
    values = monthDays.isEmpty ? [startDay - year.months[year.monthIndex(of: startDay)].first + 1] : monthDays
    cap = min(c.limit, Int(parts.value("COUNT") ?? "") ?? Int.max)
    until = parts.value("UNTIL")
    before = c.before
  }

  /// DTSTART at each time of day BYHOUR, BYMINUTE and BYSECOND give (every combination, in
  /// order), when none is earlier in the day than DTSTART's (so DTSTART's day keeps them all);
  /// DTSTART itself without time parts; nil otherwise (a time before DTSTART's, a DATE start).
  /// `BYMINUTE=15,47,42` from 22:00 is 22:15, 22:42, 22:47 each day.
  static func starts(_ start: LibICalStart, timeParts parts: RuleParts) -> [LibICalStart]? {
    let names = ["BYHOUR", "BYMINUTE", "BYSECOND"]
    guard names.contains(where: parts.has) else { return [start] }
    let t = start.civil.time
    let lists = names.map { Set(parts.integers($0)).sorted() }
    var out: [LibICalStart] = []
    for h in lists[0].isEmpty ? [t.hour] : lists[0] {
      for mi in lists[1].isEmpty ? [t.minute] : lists[1] {
        for se in lists[2].isEmpty ? [t.second] : lists[2] {
          guard let time = CivilTime(hour: h, minute: mi, second: se), time >= t else { return nil }
          let moved = CivilDateTime(date: start.civil.date, time: time)
          switch start {
          case .date: return nil
          case .floating: out.append(.floating(moved))
          case .utc: out.append(.utc(moved))
          case .zoned(_, let id): out.append(.zoned(moved, zoneID: id))
          }
        }
      }
    }
    return out
  }

  /// The month's name as BYMONTH writes it (`5`, or `5L` for a leap month).
  static func label(_ month: ScaleMonth) -> String { "\(month.number)" + (month.isLeap ? "L" : "") }

  /// One month of the walk: what it yields, whether a value moved, and where the next count starts.
  struct Month {
    /// The month (its year and index in that year).
    let year: ScaleYear, index: Int
    /// The days libical yields, in order (before the BYMONTH and DTSTART checks).
    let days: [Int]
    /// Whether some value names a day the month lacks.
    let moved: Bool
    /// The days in date order, the first where it belongs (`days` has it a year late when
    /// `shiftsFirst`).
    let inOrder: [Int]
    /// Whether libical yields the first day one calendar year late (see `expand`).
    let shiftsFirst: Bool
    /// The month the next INTERVAL is counted from.
    let next: (year: ScaleYear, index: Int)
  }

  /// The months libical visits and what each yields, up to `cap` occurrences or the first day
  /// past libical's last year (`MAX_TIME_T_YEAR`, 2582, where its iterator stops).
  func visits() -> [Month]? {
    guard var cursor = firstMonth() else { return nil }
    var out: [Month] = []
    var yielded = 0
    let startDay = start.civil.date.daysSinceEpoch
    while yielded < cap {
      let m = expand(cursor.year, cursor.index)
      out.append(m)
      if m.days.contains(where: { CivilDate(daysSinceEpoch: $0).year > LibICalRecurrence.maxYear }) { break }
      yielded += m.days.filter { $0 >= startDay && isListed($0) }.count * times.count
      // Past libical's last year its iterator ends (a month that finds no day runs on).
      if CivilDate(daysSinceEpoch: cursor.year.first).year > LibICalRecurrence.maxYear { break }
      guard let next = step(m.next) else { return nil }
      cursor = next
    }
    return out
  }

  /// The occurrences libical gives, as the compared lists print them.
  func occurrences(zone: Zone?) -> [String]? {
    guard let walk = visits() else { return nil }
    let startDay = start.civil.date.daysSinceEpoch
    var out: [String] = []
    for m in walk {
      for d in m.days {
        if CivilDate(daysSinceEpoch: d).year > LibICalRecurrence.maxYear { return out }
        guard d >= startDay, isListed(d) else { continue }
        for time in times {
          guard let text = occurrenceText(d, start: time, zone: zone) else { return nil }
          for end in [until, before].compactMap({ $0 }) {
            guard let past = isPast(text, end) else { return nil }
            if past { return out }
          }
          out.append(text)
          if out.count >= cap { return out }
        }
      }
    }
    return out
  }

  /// Whether `text` lies after UNTIL (nil when the two forms cannot be compared).
  func isPast(_ text: String, _ until: String) -> Bool? {
    if text.count == until.count { return text > until }
    if until.count == 8 { return String(text.prefix(8)) > until }
    return nil
  }

  /// Day `d` at DTSTART's time, printed as the compared lists print it.
  func text(_ d: Int, zone: Zone?) -> String? { occurrenceText(d, start: start, zone: zone) }

  /// Whether day `d` lies in a month BYMONTH lists (every month without BYMONTH).
  func isListed(_ d: Int) -> Bool {
    guard !listedMonths.isEmpty else { return true }
    let y = system.year(containing: d)
    return listedMonths.contains(Self.label(y.months[y.monthIndex(of: d)]))
  }

  /// The month `k` months after month `index` of `year`.
  func advance(_ year: ScaleYear, _ index: Int, by k: Int) -> (year: ScaleYear, index: Int) {
    var y = year, i = index + k
    while i >= y.months.count {
      i -= y.months.count
      y = system.year(containing: y.first + y.length)
    }
    return (y, i)
  }

  /// `increment_month`: INTERVAL months on, then on by INTERVAL until a listed month.
  func step(_ from: (year: ScaleYear, index: Int)) -> (year: ScaleYear, index: Int)? {
    var m = advance(from.year, from.index, by: interval)
    var tries = 0
    while !listedMonths.isEmpty, !listedMonths.contains(Self.label(m.year.months[m.index])) {
      tries += 1
      if tries > 1_000 { return nil }
      m = advance(m.year, m.index, by: interval)
    }
    return m
  }

  /// Whether libical's first month is a later one than DTSTART's (`firstMonth`).
  var startsLate: Bool {
    let startDay = start.civil.date.daysSinceEpoch
    guard let first = firstMonth() else { return false }
    return first.year.months[first.index].first > startDay
  }

  /// The first month libical expands (`__iterator_set_start`, MONTHLY).
  func firstMonth() -> (year: ScaleYear, index: Int)? {
    let startDay = start.civil.date.daysSinceEpoch
    let year = system.year(containing: startDay)
    let index = year.monthIndex(of: startDay)
    guard interval > 1, scale != .gregorian else { return (year, index) }
    let g = start.civil.date
    // ICU's year number of the calendar, which month_diff compares with the Gregorian one.
    var icuYear: Int
    switch scale {
    case .buddhist: icuYear = g.year + 543
    case .republicOfChina: icuYear = g.year - 1911
    case .ethiopicAmeteAlem: icuYear = year.year + 5500
    default: icuYear = year.year
    }
    var perYear = year.months.count
    var month = index + 1
    if scale.hasLeapMonths {
      // ICU's year is the one in the 60-year cycle, its year has 12 months (get_months_in_year
      // reads UCAL_MONTH's maximum), and a leap month carries libical's LEAP_MONTH flag (0x1000)
      // into the count: from 4L of 2012 (cycle year 29) to June 2012, 12 - 4100 + 12·1982 + 6.
      let m = year.months[index]
      icuYear = (year.year - 1) % 60 + 1
      perYear = 12
      month = m.number + (m.isLeap ? 0x1000 : 0)
    }
    guard scale.hasLeapMonths || year.months[index].number == month else { return nil }
    let diff: Int
    if icuYear == g.year {
      diff = g.month - month
    } else if icuYear < g.year {
      diff = perYear - month + perYear * (g.year - icuYear - 1) + g.month
    } else {
      diff = perYear - month + g.month
    }
    let r = diff % interval
    guard r != 0 else { return (year, index) }
    let back = startDay - (g.day - 1)
    let backYear = system.year(containing: back)
    return advance(backYear, backYear.monthIndex(of: back), by: interval - r)
  }

  /// `expand_month_days` for month `index` of `year`.
  func expand(_ year: ScaleYear, _ index: Int) -> Month {
    let month = year.months[index]
    let length = month.length
    let own = month.first..<(month.first + length)
    var mask = Set<Int>()
    var total = 0
    var moved = false
    var calendar = (year: year, index: index)
    for v in values {
      var day: Int
      if abs(v) > length {
        // OMIT: the value gives nothing and is not counted.
        if skip == "OMIT" { continue }
        moved = true
        if skip == "FORWARD" {
          if v > 0, scale.hasLeapMonths {
            // this_month++ on ICU's month number: from month n the month numbered n+1 (passing
            // over a leap month nL); from nL the number carries the leap flag, which is past
            // get_months_in_year, so the 1st of the next year; after month 12 likewise. The
            // calendar is left where get_day_of_year set it (the month of the 1st), or in this
            // month when the value goes to the next year.
            if !month.isLeap, let next = year.monthIndex(number: month.number + 1, isLeap: false) {
              day = year.months[next].first
              calendar = (year, next)
            } else {
              day = year.first + year.length
            }
          } else if v > 0 {
            if index + 1 < year.months.count {
              day = year.months[index + 1].first
              calendar = (year, index + 1)
            } else {
              day = year.first + year.length
            }
          } else {
            day = month.first
            calendar = (year, index)
          }
        } else if v < 0 {
          if index > 0 {
            day = month.first - 1
            calendar = (year, index - 1)
          } else {
            day = year.first - 1
          }
        } else {
          day = month.first + length - 1
          calendar = (year, index)
        }
      } else {
        day = v > 0 ? month.first + v - 1 : month.first + length + v
        calendar = (year, index)
      }
      mask.insert(day)
      total += 1
    }
    var firstOwn: Int? = mask.min()
    var shiftsFirst = false
    if !byday.isEmpty {
      calendar = (year, index)
      // expand_by_day asks ICU for each entry's first day (pos 0: the first matching weekday,
      // even past a 5- or 6-day month's end); the last entry asked leaves the calendar there,
      // in the next year when past the year's end (Nasie, Pagume).
      for (n, wd) in byday {
        let firstDow = CivilDate(daysSinceEpoch: month.first).weekday
        let firstMatching = (wd.rawValue - firstDow.rawValue + 7) % 7 + 1
        let lastDow = CivilDate(daysSinceEpoch: month.first + length - 1).weekday
        let lastMatching = length - (lastDow.rawValue - wd.rawValue + 7) % 7
        let day: Int
        if n == 0 { day = firstMatching }
        else if n > 0 { day = firstMatching + (n - 1) * 7; if day > lastMatching { continue } }
        else { day = lastMatching + (n + 1) * 7; if day < firstMatching { continue } }
        shiftsFirst = month.first - year.first + day > year.length
      }
      if shiftsFirst { calendar = (system.year(containing: year.first + year.length), 0) }
      var picked = Set<Int>()
      for (n, wd) in byday {
        let matching = own.filter { CivilDate(daysSinceEpoch: $0).weekday == wd }
        if n == 0 { picked.formUnion(matching) }
        else if n > 0, n <= matching.count { picked.insert(matching[n - 1]) }
        else if n < 0, -n <= matching.count { picked.insert(matching[matching.count + n]) }
      }
      let kept = explicitMonthDays ? picked.intersection(mask) : picked
      mask = mask.filter { !own.contains($0) }.union(kept)
      total = kept.count
      firstOwn = kept.min()
    }
    if !setpos.isEmpty {
      let ownDays = mask.filter { own.contains($0) }.sorted()
      var kept = Set<Int>()
      for (p, d) in ownDays.enumerated() where setpos.contains(p + 1) || setpos.contains(p - total) {
        kept.insert(d)
      }
      mask = mask.filter { !own.contains($0) }.union(kept)
      firstOwn = kept.min()
    }
    guard let first = firstOwn else {
      return Month(year: year, index: index, days: [], moved: moved, inOrder: [], shiftsFirst: false, next: calendar)
    }
    let inOrder = mask.filter { $0 >= first }.sorted()
    var days = inOrder
    // set_day_of_year then writes the first day's day of the year into that next year.
    if shiftsFirst { days[0] = year.first + year.length + (first - year.first) }
    return Month(year: year, index: index, days: days, moved: moved, inOrder: inOrder, shiftsFirst: shiftsFirst, next: (year, index))
  }
}

/// Day `d` at the time of day of `start`, printed as the compared lists print it (UTC for a
/// zoned start, by the native Zones rule).
func occurrenceText(_ d: Int, start: LibICalStart, zone: Zone?) -> String? {
  let date = CivilDate(daysSinceEpoch: d)
  switch start {
  case .date: return LibICalTextBridge.date(date)
  case .floating(let t): return LibICalTextBridge.local(CivilDateTime(date: date, time: t.time))
  case .utc(let t): return LibICalTextBridge.local(CivilDateTime(date: date, time: t.time)) + "Z"
  case .zoned(let t, _):
    guard let zone else { return nil }
    return LibICalTextBridge.local(zone.instant(for: CivilDateTime(date: date, time: t.time)).utc) + "Z"
  }
}

extension LibICalMonthWalk {
  /// The RFC 7529 reading of the rule in a calendar with leap months (the walk's scope there:
  /// no BYDAY; every INTERVAL-th month from DTSTART's, leap months counted), as the compared lists print it, up to `count` occurrences: every
  /// month BYMONTH lists, in order with its leap months, has the BYMONTHDAY values (DTSTART's
  /// day), a day it lacks left out (OMIT) or moved to the 1st of the month after it (FORWARD,
  /// positive), its own 1st (FORWARD, negative) or its own last day (BACKWARD, positive); then
  /// BYSETPOS over that set in date order; from DTSTART, to UNTIL. Chinese 2028, 30th with
  /// FORWARD: month 4 (29 days) gives 5/1, 2028-05-24; month 5L (29 days) gives 6/1, 07-22.
  /// Nil outside that scope.
  func rfcOccurrences(count: Int, zone: Zone?) -> [String]? {
    guard scale.hasLeapMonths, byday.isEmpty else { return nil }
    let startDay = start.civil.date.daysSinceEpoch
    let recur = scale.system
    var year = recur.year(containing: startDay)
    var index = year.monthIndex(of: startDay)
    var out: [String] = []
    var months = 0
    while out.count < count, months < 12_000 {
      months += 1
      let month = year.months[index]
      // Every INTERVAL-th month from DTSTART's, leap months counted (RFC 7529 §3.1).
      if (months - 1) % interval == 0, listedMonths.isEmpty || listedMonths.contains(Self.label(month)) {
        var set = Set<Int>()
        for v in values {
          if abs(v) <= month.length {
            set.insert(v > 0 ? month.first + v - 1 : month.first + month.length + v)
          } else if skip == "FORWARD" {
            set.insert(v > 0 ? month.first + month.length : month.first)
          } else if skip == "BACKWARD" {
            guard v > 0 else { return nil }
            set.insert(month.first + month.length - 1)
          }
        }
        let sorted = set.sorted()
        var kept = sorted
        if !setpos.isEmpty {
          kept = sorted.enumerated().filter { setpos.contains($0.offset + 1) || setpos.contains($0.offset - sorted.count) }.map(\.element)
        }
        for d in kept where d >= startDay {
          if CivilDate(daysSinceEpoch: d).year > LibICalRecurrence.maxYear { return out }
          guard let t = text(d, zone: zone) else { return nil }
          for end in [until, before].compactMap({ $0 }) {
            guard let past = isPast(t, end) else { return nil }
            if past { return out }
          }
          out.append(t)
        }
      }
      index += 1
      if index == year.months.count {
        year = recur.year(containing: year.first + year.length)
        index = 0
      }
    }
    return Array(out.prefix(count))
  }
}

/// A lunisolar calendar with its months begun where libical 3.0.16's ICU begins them (a day
/// off where `chinese-new-moon-day` says so), from libical's month starts known between
/// `from` and `covered`; elsewhere the base calendar's months.
struct LibICalMonthStartSystem: CalendarSystem {
  let base: any CalendarSystem
  let starts: Set<Int>
  let from: Int, covered: Int

  var meanYearLength: Double { base.meanYearLength }

  /// libical's first day of a month Recur begins on `first`.
  func start(_ first: Int) -> Int {
    guard first > from, first < covered, !starts.contains(first) else { return first }
    if starts.contains(first - 1) { return first - 1 }
    if starts.contains(first + 1) { return first + 1 }
    return first
  }

  /// Recur's year `y` with libical's month starts.
  func adjusted(_ y: ScaleYear) -> ScaleYear {
    let next = start(y.first + y.length)
    let firsts = y.months.map { start($0.first) }
    var months: [ScaleMonth] = []
    for (i, m) in y.months.enumerated() {
      let end = i + 1 < firsts.count ? firsts[i + 1] : next
      months.append(ScaleMonth(number: m.number, isLeap: m.isLeap, first: firsts[i], length: end - firsts[i]))
    }
    return ScaleYear(year: y.year, first: firsts[0], length: next - firsts[0], months: months)
  }

  func year(containing day: Int) -> ScaleYear {
    let y = base.year(containing: day)
    let a = adjusted(y)
    if day < a.first { return adjusted(base.year(containing: y.first - 1)) }
    if day >= a.first + a.length { return adjusted(base.year(containing: y.first + y.length)) }
    return a
  }
}
