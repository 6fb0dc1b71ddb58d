// The one table-driven iterator of RFC 5545 §3.3.10: period by period, generate candidate days
// and times in wall-clock time of DTSTART's zone, filter by the limiting parts, apply BYSETPOS,
// then COUNT and UNTIL; each occurrence is resolved to an instant on its own (§3.3.5).
// No per-frequency code paths: FREQ only chooses the period's unit; `ExpansionPlan` holds what
// `ExpansionTable` says each part does. Buffers are reused: no allocation per period.

import Zones

/// A lazy iterator over a rule's occurrences from DTSTART on. DTSTART is the first occurrence
/// when the rule generates it; a DTSTART the rule does not match is not an occurrence (RFC 5545
/// leaves that set undefined; libical 4 and python-dateutil do the same; see docs/SEMANTICS.md).
///
/// ```swift
/// var it = RuleSequence(rule: try RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=-1FR;COUNT=3"),
///                     start: .floating(CivilDateTime(year: 2026, month: 1, day: 30, hour: 9)!))
///          .makeIterator()
/// it.next()?.description   // "20260130T090000"
/// it.next()?.description   // "20260227T090000"
/// it.next()?.description   // "20260327T090000"
/// it.next()                // nil (COUNT=3)
/// ```
public struct RuleSequenceIterator: IteratorProtocol {
  let plan: ExpansionPlan
  let zone: Zone?
  let form: Occurrence.Form
  let startKey: Int64        // civil seconds of DTSTART
  let startDay: Int
  let startSecond: Int
  let count: Int?
  let untilKey: Int64?       // compared with sortKey (instant, or civil for floating/date)
  /// COUNT and UNTIL as plain bounds (`Int.max`, `Int64.max` when absent): one test each.
  let countLimit: Int
  let untilLimit: Int64
  let lastDay: Int           // 9999-12-31

  // Period origin and position.
  let origin: Int            // year, month index, week start day, day, or unit-aligned second
  var k = 0
  /// The last period with candidates; starts as the first period (which DTSTART may cut, so
  /// it does not count toward the emptiness bound).
  var lastProductiveK = 0

  // The current period's candidates: its days, each with every time of day the plan allows.
  var days: CandidateBuffer   // the first nDays entries are the period's days; grows as needed
  var nDays = 0
  /// A period of one day (DAILY and finer) keeps it here instead of in `days`.
  var singleDay = 0
  var isSingleDay = false
  var picks = CandidateBuffer.make(capacity: 16)
  var curHour = 0, curMinute = 0, curSecond = 0
  /// The time of day of every candidate when the plan allows one per day (`perDay == 1`).
  var periodTime = 0
  /// The last month `monthStart` computed: year · 12 + month, its first day and length.
  var lastMonthIndex = Int.min, lastMonthStart = 0, lastMonthLength = 0
  var total = 0
  var cursor = 0
  var usePicks = false

  // Read from the plan once (constant for the whole iteration).
  let nHours: Int, nMinutes: Int, nSeconds: Int
  /// Times of day per candidate day: nHours · nMinutes · nSeconds.
  let perDay: Int
  let hasDayFilters: Bool
  let hasSetPos: Bool
  let frequency: Frequency
  let interval: Int
  let emptyPeriodBound: Int
  /// Whether a time part limits (sub-daily FREQ): `periodTime` then changes with the period.
  let timeLimited: Bool
  /// Whether a limiting time part can reject a period (a BYHOUR, BYMINUTE or BYSECOND that
  /// limits and leaves out some value); otherwise sub-daily periods skip the mask tests.
  let checksTime: Bool
  /// The seconds the expanding time parts add to a sub-daily period's start (one value each
  /// when `perDay == 1`).
  let expandedTime: Int

  // Wall-clock → instant for zoned starts (RFC 5545 §3.3.5 via the zone; see OffsetCursor).
  var offsets: OffsetCursor

  // The stride path (RuleSequenceIterator+Stride.swift).
  /// How the plan's periods repeat; `.none` also once a pattern turns out not to be one.
  var strideKind: StrideKind
  /// A `.fixed` pattern's length once read from a period (its offsets are in `picks`); 0 before.
  var patternLength = 0
  /// The patterns of month or year shapes, made on the first stride.
  var shapePatterns: CandidateBuffer?

  // A non-Gregorian RSCALE (RuleSequenceIterator+Scale.swift): the current year, and for MONTHLY
  // the current month's index in it and the period it belongs to.
  var scaleYear: ScaleYear?
  var scaleMonthIndex = 0
  var scaleMonthK = 0

  // Output state.
  var emitted = 0
  /// The last wall-clock key passed on; DTSTART's key − 1 at first, so that one test drops
  /// both repeats and times before DTSTART.
  var lastKey: Int64
  var done = false

  init(plan: ExpansionPlan, start: RecurrenceTime, count: Int?, until: RecurrenceTime?) {
    self.plan = plan
    // Room for a typical period's days (a year's BYMONTH/BYDAY lists, a month, a week); the
    // fill functions grow it when a period holds more.
    days = CandidateBuffer.make(capacity: plan.frequency == .yearly ? 64 : plan.frequency == .monthly ? 32 : 8)
    let civil = start.civil
    zone = start.zone
    offsets = OffsetCursor(zone: start.zone ?? .utc)
    switch start {
    case .date: form = .date
    case .floating: form = .floating
    case .utc: form = .utc
    case .zoned: form = .zoned
    }
    startDay = civil.date.daysSinceEpoch
    startSecond = civil.time.secondsSinceMidnight
    startKey = Int64(startDay) * 86_400 + Int64(startSecond)
    self.count = count
    lastDay = CalendarMath.dayNumber(SearchBound.lastYear, 12, 31)
    switch until {
    case nil: untilKey = nil
    case .date(let d)?:
      // A DATE UNTIL includes the whole day (for DATE starts, that day's occurrence).
      untilKey = Int64(d.daysSinceEpoch) * 86_400 + 86_399
    case .floating(let c)?: untilKey = c.secondsSinceEpoch
    case .utc(let c)?: untilKey = c.secondsSinceEpoch
    case .zoned(let c, let z)?: untilKey = z.instant(for: c).secondsSinceEpoch
    }
    countLimit = count ?? Int.max
    untilLimit = untilKey ?? Int64.max
    lastKey = startKey &- 1
    let d = civil.date
    switch plan.frequency {
    case .yearly where plan.scaled != nil:
      origin = plan.scaled?.startYear.year ?? d.year
    case .monthly where plan.scaled != nil:
      origin = 0
    case .yearly where plan.weekYears:
      // The week-numbering year that holds DTSTART.
      var y = d.year
      if startDay < CalendarMath.weekOneStart(y, weekStart: plan.weekStart) { y -= 1 }
      else if startDay >= CalendarMath.weekOneStart(y + 1, weekStart: plan.weekStart) { y += 1 }
      origin = y
    case .yearly: origin = d.year
    case .monthly: origin = d.year * 12 + d.month - 1
    case .weekly: origin = startDay - CalendarMath.floorMod(d.weekday.rawValue - plan.weekStart, 7)
    case .daily: origin = startDay
    default:
      let s = startDay * 86_400 + startSecond
      origin = s - CalendarMath.floorMod(s, plan.unitSeconds)
    }
    done = !plan.timeReachable
    nHours = plan.hourLimited ? 1 : plan.hours.count
    nMinutes = plan.minuteLimited ? 1 : plan.minutes.count
    nSeconds = plan.secondLimited ? 1 : plan.seconds.count
    perDay = nHours &* nMinutes &* nSeconds
    hasDayFilters = plan.hasDayFilters
    frequency = plan.frequency
    interval = plan.interval
    emptyPeriodBound = plan.emptyPeriodBound
    hasSetPos = !plan.setPos.isEmpty
    timeLimited = plan.hourLimited || plan.minuteLimited || plan.secondLimited
    if perDay == 1 && !timeLimited { periodTime = plan.hours[0] &* 3600 &+ plan.minutes[0] &* 60 &+ plan.seconds[0] }
    let sixty: UInt64 = (1 << 60) &- 1
    checksTime = (plan.hourLimited && plan.hourMask & 0xFF_FFFF != 0xFF_FFFF)
      || (plan.minuteLimited && plan.minuteMask & sixty != sixty)
      || (plan.secondLimited && plan.secondMask & sixty != sixty)
    expandedTime = (plan.hourLimited ? 0 : plan.hours[0] &* 3600) &+ (plan.minuteLimited ? 0 : plan.minutes[0] &* 60)
      &+ (plan.secondLimited ? 0 : plan.seconds[0])
    strideKind = Self.strideKind(plan, checksTime: checksTime)
    k = -1
  }

  /// An iterator that yields nothing.
  static var exhausted: RuleSequenceIterator {
    var it = RuleSequenceIterator(plan: neverPlan, start: neverStart, count: 0, until: nil)
    it.done = true
    return it
  }

  /// The start of `exhausted`.
  static let neverStart = RecurrenceTime.date(CivilDate(daysSinceEpoch: 0))
  /// The plan of `exhausted`, made once.
  static let neverPlan = ExpansionPlan(rule: RecurrenceRule(frequency: .yearly, count: 1), start: neverStart.civil, isDate: true)

  /// The next occurrence, or `nil` when COUNT, UNTIL, the year 9999 or the emptiness bound
  /// (see SearchBound.swift) ends the rule.
  public mutating func next() -> Occurrence? {
    ownBuffers()
    return step()
  }

  /// Takes sole ownership of the candidate buffers before periods are filled: a copied iterator
  /// may be inside a period, so the copy that writes first takes the contents along. `step()`
  /// relies on it: callers run it once per batch of steps, as no copy can be made inside one.
  @inline(__always)
  mutating func ownBuffers() {
    if !isKnownUniquelyReferenced(&days) { days = days.copy() }
    if !isKnownUniquelyReferenced(&picks) { picks = picks.copy() }
    if shapePatterns != nil && !isKnownUniquelyReferenced(&shapePatterns) { shapePatterns = shapePatterns?.copy() }
  }

  /// `next()`'s body, inlined into the batch loop of `RecurrenceSet.Iterator.next(into:)`;
  /// `ownBuffers()` must have run since the iterator was last copied.
  @inline(__always)
  mutating func step() -> Occurrence? {
    if done { return nil }
    while true {
      while cursor < total {
        let idx = usePicks ? picks.base[cursor] : cursor
        cursor &+= 1
        let (day, tod) = candidate(idx)
        let key = Int64(day) &* 86_400 &+ Int64(tod)
        if key <= lastKey { continue }
        if let o = emit(day: day, second: tod) { return o }
        if done { return nil }
        // A gap time past UNTIL: a later wall-clock time may still read to an earlier instant.
      }
      if !advance() {
        done = true
        return nil
      }
    }
  }

  /// The day and time of the current period's candidate `idx` (`step()` and the stride path read
  /// candidates through it).
  @inline(__always)
  func candidate(_ idx: Int) -> (day: Int, second: Int) {
    if perDay == 1 { return (isSingleDay ? singleDay : days.base[idx], periodTime) }
    let day = isSingleDay ? singleDay : days.base[idx / perDay]
    let r = idx % perDay
    let ms = nMinutes &* nSeconds
    let h = r / ms, r2 = r % ms
    return (day, hourAt(h) &* 3600 &+ minuteAt(r2 / nSeconds) &* 60 &+ secondAt(r2 % nSeconds))
  }

  @inline(__always) func hourAt(_ i: Int) -> Int { plan.hourLimited ? curHour : plan.hours[i] }
  @inline(__always) func minuteAt(_ i: Int) -> Int { plan.minuteLimited ? curMinute : plan.minutes[i] }
  @inline(__always) func secondAt(_ i: Int) -> Int { plan.secondLimited ? curSecond : plan.seconds[i] }

  /// Applies UNTIL and COUNT to a wall-clock instance and returns it, or ends the iteration.
  @inline(__always)
  mutating func emit(day: Int, second: Int) -> Occurrence? {
    if emitted >= countLimit {
      done = true
      return nil
    }
    let civilKey = Int64(day) &* 86_400 &+ Int64(second)
    var sortKey = civilKey
    if form == .zoned { sortKey = offsets.instant(wall: civilKey) }
    if sortKey > untilLimit {
      // A time in a gap reads with the offset before it (§3.3.5), so it can lie past UNTIL
      // while the wall-clock times just after the gap do not: skip it, keep going.
      if form == .zoned, case .gap = offsets.zone.resolve(CivilDateTime(secondsSinceEpoch: civilKey)) {
        lastKey = civilKey
        return nil
      }
      done = true
      return nil
    }
    emitted &+= 1
    lastKey = civilKey
    return Occurrence(dayNumber: day, secondOfDay: second, sortKey: sortKey, form: form)
  }

  /// Moves to the next period with candidates; `false` when the rule is exhausted.
  @inline(__always)
  mutating func advance() -> Bool {
    var steps = 0
    while steps < 50_000_000 {
      steps &+= 1
      k &+= 1
      if k &- lastProductiveK > emptyPeriodBound { return false }
      switch fill() {
      case .beyondCalendar: return false
      case .empty:
        continue
      case .skip(let nextK):
        k = nextK &- 1
        continue
      case .candidates:
        lastProductiveK = k
        return true
      }
    }
    return false
  }

  enum Fill { case candidates, empty, beyondCalendar, skip(Int) }

  /// Builds period `k`'s candidate list.
  @inline(__always)
  mutating func fill() -> Fill {
    nDays = 0
    cursor = 0
    total = 0
    let n = interval
    switch frequency {
    case .yearly:
      if let s = plan.scaled {
        if !fillScaledYear(s) { return .beyondCalendar }
        break
      }
      let year = origin &+ k &* n
      if year > SearchBound.lastYear { return .beyondCalendar }
      generateYear(year)
    case .monthly:
      if let s = plan.scaled {
        if !fillScaledMonth(s) { return .beyondCalendar }
        break
      }
      let mi = origin &+ k &* n
      let year = CalendarMath.floorDiv(mi, 12)
      if year > SearchBound.lastYear { return .beyondCalendar }
      let month = CalendarMath.floorMod(mi, 12) + 1
      // BYMONTH limits the MONTHLY periods themselves (ExpansionPlan.walksMonths).
      if plan.monthMask == 0 || plan.monthMask & (1 << UInt16(month)) != 0 { generateMonth(year, month) }
    case .weekly:
      let ws = origin &+ 7 &* k &* n
      if ws > lastDay { return .beyondCalendar }
      generateWeek(ws)
    case .daily:
      let day = origin &+ k &* n
      if day > lastDay { return .beyondCalendar }
      if !hasDayFilters || Self.dayMatches(day, plan) { single(day) }
    default:
      let step = n &* plan.unitSeconds
      let s = origin &+ k &* step
      let day = s >= 0 ? Int(UInt(bitPattern: s) / 86_400) : CalendarMath.floorDiv(s, 86_400)
      if day > lastDay { return .beyondCalendar }
      let tod = s &- day &* 86_400
      // Skip whole days, hours and minutes that cannot match (bounded by the calendar's end).
      func skipTo(_ target: Int) -> Fill {
        .skip(max(k &+ 1, CalendarMath.floorDiv(target &- origin &+ step &- 1, step)))
      }
      if hasDayFilters && !Self.dayMatches(day, plan) { return skipTo((day &+ 1) &* 86_400) }
      if checksTime || perDay != 1 {
        curHour = tod / 3600
        curMinute = tod / 60 % 60
        curSecond = tod % 60
        if plan.hourLimited && plan.hourMask & (1 << UInt32(curHour)) == 0 {
          return skipTo(day &* 86_400 &+ (curHour &+ 1) &* 3600)
        }
        if plan.minuteLimited && plan.minuteMask & (1 << UInt64(curMinute)) == 0 {
          return skipTo(day &* 86_400 &+ curHour &* 3600 &+ (curMinute &+ 1) &* 60)
        }
        if plan.secondLimited && plan.secondMask & (1 << UInt64(curSecond)) == 0 { return .empty }
      }
      // The limiting time parts are those at and above the FREQ's unit (the table), and `tod`
      // is a multiple of the unit: it is their part of the time; the rest is the plan's.
      periodTime = tod &+ expandedTime
      single(day)
    }
    if nDays == 0 { return .empty }
    let all = nDays &* perDay
    if !hasSetPos {
      usePicks = false
      total = all
    } else if plan.setPosList.count == 1 {
      // One BYSETPOS value picks a range of one candidate: no pick list.
      let p = plan.setPosList[0]
      let idx = p > 0 ? p &- 1 : all &+ p
      usePicks = false
      if idx >= 0 && idx < all {
        cursor = idx
        total = idx &+ 1
      }
    } else {
      var n = 0
      for p in plan.setPosList {
        let idx = p > 0 ? p &- 1 : all &+ p
        if idx >= 0 && idx < all {
          if n == picks.size { picks = picks.grown(keeping: n) }
          picks.base[n] = idx
          n &+= 1
        }
      }
      usePicks = true
      total = Self.sortUnique(picks.base, n)
    }
    return total == 0 ? .empty : .candidates
  }

  // MARK: Day generation (one generator; the plan names it)

  /// Starts a period of several days in `days` (owned: see `ownBuffers()`).
  @inline(__always)
  mutating func startDays() {
    isSingleDay = false
  }

  /// Sorts the period's days and drops repeats unless the generator wrote them ascending.
  @inline(__always)
  mutating func orderDays() {
    if !plan.daysAscending { nDays = Self.sortUnique(days.base, nDays) }
  }

  mutating func generateYear(_ year: Int) {
    startDays()
    if plan.weekYears {
      // The week-numbering year [a, b): week n is days a + 7(n − 1) ..< a + 7n, numbered n or
      // n − weeks − 1 from the end (`weekNumberMatches` gives every day of it that number), so
      // the weeks BYWEEKNO leaves out are skipped whole; the other day parts filter the rest.
      let a = CalendarMath.weekOneStart(year, weekStart: plan.weekStart)
      let b = CalendarMath.weekOneStart(year &+ 1, weekStart: plan.weekStart)
      let weeks = min(53, (b &- a) / 7)
      for n in 1...max(1, weeks) where plan.weekNoPos & (1 << UInt64(n)) != 0
        || plan.weekNoNeg & (1 << UInt64(weeks &- n &+ 1)) != 0 {
        let first = a &+ 7 &* (n &- 1)
        for d in first..<(first &+ 7) { appendFiltered(d) }
      }
      return
    }
    switch plan.generator {
    case .yearDays:
      // RFC 7529 SKIP also moves a day 366 / -366 that a common year lacks (as libical 4 does).
      let jan1 = CalendarMath.dayNumber(year, 1, 1)
      let diy = CivilDate.daysInYear(year)
      for v in plan.yearDays {
        if v > 0 {
          if v <= diy { appendFiltered(jan1 &+ v &- 1) }
          else if plan.skip == .backward { appendFiltered(jan1 &+ diy &- 1) }
          else if plan.skip == .forward { appendFiltered(jan1 &+ diy) }
        } else {
          if -v <= diy { appendFiltered(jan1 &+ diy &+ v) }
          else if plan.skip == .backward { appendFiltered(jan1 &- 1) }
          else if plan.skip == .forward { appendFiltered(jan1) }
        }
      }
    case .monthDays, .allDays:
      if plan.monthList.isEmpty {
        for m in 1...12 { generateMonthBody(year, m) }
      } else {
        if plan.monthList.count == 1 { stepMonthByYear(year, plan.monthList[0]) }
        for m in plan.monthList { generateMonthBody(year, m) }
      }
    case .weekdays:
      if plan.ordinalsInMonth {
        for m in plan.monthList {
          let a = monthStart(year, m)
          generateWeekdays(a, a &+ lastMonthLength)
        }
      } else {
        let a = CalendarMath.dayNumber(year, 1, 1)
        generateWeekdays(a, a &+ CivilDate.daysInYear(year))
      }
    }
    orderDays()
  }

  mutating func generateMonth(_ year: Int, _ month: Int) {
    startDays()
    switch plan.generator {
    case .weekdays:
      let a = monthStart(year, month)
      generateWeekdays(a, a &+ lastMonthLength)
    default:
      generateMonthBody(year, month)
    }
    orderDays()
  }

  mutating func generateWeek(_ ws: Int) {
    startDays()
    switch plan.generator {
    case .weekdays: generateWeekdays(ws, ws &+ 7)
    default: for d in ws..<(ws &+ 7) { appendFiltered(d) }
    }
    orderDays()
  }

  /// BYMONTHDAY (with RFC 7529 SKIP for days the month lacks), or every day of the month.
  mutating func generateMonthBody(_ year: Int, _ month: Int) {
    let first = monthStart(year, month)
    let dim = lastMonthLength
    if plan.generator == .allDays {
      for d in first..<(first &+ dim) { appendFiltered(d) }
      return
    }
    let spans = plan.monthDaySpans
    if spans.count == 8 && dim >= 28 && dim <= 31 {
      // One sign, no SKIP: the month keeps a run of the list, read from the plan (no tests).
      let lo = spans[2 &* (dim &- 28)], hi = spans[2 &* (dim &- 28) &+ 1]
      reserveDays(hi &- lo)
      let base = days.base
      var n = nDays
      let origin = plan.monthDaysFromEnd ? first &+ dim : first
      let offsets = plan.monthDayOffsets
      var i = lo
      if hasDayFilters {
        while i < hi {
          let day = origin &+ offsets[i]
          i &+= 1
          if Self.dayMatches(day, plan) {
            base[n] = day
            n &+= 1
          }
        }
      } else {
        while i < hi {
          base[n] = origin &+ offsets[i]
          n &+= 1
          i &+= 1
        }
      }
      nDays = n
      return
    }
    // At most one day per value: room is made once, then days are written through a local.
    let list = plan.monthDayList
    reserveDays(list.count)
    let base = days.base
    var n = nDays
    let skip = plan.skip
    for v in list {
      // Day of the month `v`, or `-v` from the end; out of range, SKIP moves it or drops it.
      let dom = v > 0 ? v : dim &+ v &+ 1
      let day: Int
      if dom >= 1 && dom <= dim { day = first &+ dom &- 1 }
      else if skip == .backward { day = v > 0 ? first &+ dim &- 1 : first &- 1 }
      else if skip == .forward { day = v > 0 ? first &+ dim : first }
      else { continue }
      if !hasDayFilters || Self.dayMatches(day, plan) {
        base[n] = day
        n &+= 1
      }
    }
    nDays = n
  }

  /// Grows `days` so that `extra` more days fit after the first `nDays`.
  @inline(__always)
  mutating func reserveDays(_ extra: Int) {
    var guardSteps = 0
    while nDays &+ extra > days.size && guardSteps < 64 {
      guardSteps &+= 1
      days = days.grown(keeping: nDays)
    }
  }

  /// BYDAY within the scope [a, b): every such weekday, or the n-th / n-th from last.
  mutating func generateWeekdays(_ a: Int, _ b: Int) {
    let wa = CalendarMath.weekday(a)
    for entry in plan.weekdayList {
      let w = entry.weekday.rawValue
      let first = a &+ Self.mod7(w &- wa)
      if entry.ordinal == 0 {
        var d = first
        while d < b {
          appendFiltered(d)
          d &+= 7
        }
      } else if entry.ordinal > 0 {
        let d = first &+ 7 &* (entry.ordinal &- 1)
        if d < b { appendFiltered(d) }
      } else {
        let last = (b &- 1) &- Self.mod7(CalendarMath.weekday(b &- 1) &- w)
        let d = last &+ 7 &* (entry.ordinal &+ 1)
        if d >= a { appendFiltered(d) }
      }
    }
  }

  /// `x` modulo 7 for a difference of two weekdays (−6...6), without a division.
  @inline(__always)
  static func mod7(_ x: Int) -> Int { x < 0 ? x &+ 7 : x }

  @inline(__always)
  mutating func appendFiltered(_ day: Int) {
    if !hasDayFilters || Self.dayMatches(day, plan) { push(day) }
  }

  /// The day number of the first of `month` in `year`; the next month after the last one asked
  /// for is found by adding a month length (monthly periods ask in order).
  @inline(__always)
  mutating func monthStart(_ year: Int, _ month: Int) -> Int {
    let index = year &* 12 &+ month
    if index == lastMonthIndex { return lastMonthStart }
    let first: Int
    if index == lastMonthIndex &+ 1 && lastMonthIndex != Int.min {
      first = lastMonthStart &+ lastMonthLength
    } else {
      first = CalendarMath.dayNumber(year, month, 1)
    }
    lastMonthIndex = index
    lastMonthStart = first
    lastMonthLength = CivilDate.daysInMonth(year: year, month: month)
    return first
  }

  /// Sets `monthStart`'s cache to `month` of `year` when the last month asked for is the same
  /// month a year earlier (yearly periods with one month): one year's length later, 366 days
  /// when the February 29 of the year before (January, February) or of this year (March on)
  /// lies between.
  mutating func stepMonthByYear(_ year: Int, _ month: Int) {
    let index = year &* 12 &+ month
    guard lastMonthIndex != Int.min && index == lastMonthIndex &+ 12 else { return }
    lastMonthStart &+= CivilDate.isLeapYear(month <= 2 ? year &- 1 : year) ? 366 : 365
    lastMonthIndex = index
    lastMonthLength = CivilDate.daysInMonth(year: year, month: month)
  }

  /// Makes `day` the period's only day (DAILY and finer periods lie within one day).
  @inline(__always)
  mutating func single(_ day: Int) {
    singleDay = day
    isSingleDay = true
    nDays = 1
  }

  /// Appends to the period's days, reusing the buffer's storage.
  @inline(__always)
  mutating func push(_ day: Int) {
    if nDays == days.size { days = days.grown(keeping: nDays) }
    days.base[nDays] = day
    nDays &+= 1
  }

  // MARK: Day filters (the limiting parts)

  /// Whether `day` passes every day-level part the generator did not consume.
  static func dayMatches(_ day: Int, _ p: ExpansionPlan) -> Bool {
    if !p.hasDayFilters { return true }
    if let s = p.scaled, s.filtersDays, !s.matches(day) { return false }
    let date = CivilDate(daysSinceEpoch: day)
    if p.filterMonth && p.monthMask & (1 << UInt16(date.month)) == 0 { return false }
    if p.filterMonthDay {
      let dim = CivilDate.daysInMonth(year: date.year, month: date.month)
      if p.monthDayPos & (1 << UInt32(date.day)) == 0
        && p.monthDayNeg & (1 << UInt32(dim - date.day + 1)) == 0 { return false }
    }
    if p.filterYearDay {
      let doy = day - CalendarMath.dayNumber(date.year, 1, 1) + 1
      let neg = CivilDate.daysInYear(date.year) - doy + 1
      if !p.yearDayPos[doy] && !p.yearDayNeg[neg] { return false }
    }
    if p.filterWeekNo && !weekNumberMatches(day, year: date.year, p) { return false }
    if p.filterWeekday {
      let w = CalendarMath.weekday(day)
      if p.weekdayAnyMask & (1 << UInt8(w)) == 0 {
        guard p.hasOrdinals else { return false }
        let a: Int, b: Int
        if p.ordinalsInMonth {
          a = day - date.day + 1
          b = a + CivilDate.daysInMonth(year: date.year, month: date.month)
        } else {
          a = CalendarMath.dayNumber(date.year, 1, 1)
          b = a + CivilDate.daysInYear(date.year)
        }
        let nth = (day - a) / 7 + 1
        let nthLast = -((b - 1 - day) / 7 + 1)
        if !p.weekdays.contains(where: {
          $0.weekday.rawValue == w && ($0.ordinal == nth || $0.ordinal == nthLast)
        }) { return false }
      }
    }
    return true
  }

  /// BYWEEKNO: week 1 holds at least four days of the year, weeks start on WKST; days before
  /// week 1 belong to the previous year's last week, days from next year's week 1 on to it.
  static func weekNumberMatches(_ day: Int, year: Int, _ plan: ExpansionPlan) -> Bool {
    let ws = plan.weekStart
    let w1 = CalendarMath.weekOneStart(year, weekStart: ws)
    let w1Next = CalendarMath.weekOneStart(year + 1, weekStart: ws)
    let number: Int, weeksInYear: Int
    if day < w1 {
      let w1Prev = CalendarMath.weekOneStart(year - 1, weekStart: ws)
      weeksInYear = (w1 - w1Prev) / 7
      number = (day - w1Prev) / 7 + 1
    } else if day >= w1Next {
      weeksInYear = (CalendarMath.weekOneStart(year + 2, weekStart: ws) - w1Next) / 7
      number = (day - w1Next) / 7 + 1
    } else {
      weeksInYear = (w1Next - w1) / 7
      number = (day - w1) / 7 + 1
    }
    let negative = weeksInYear - number + 1
    return (number <= 53 && plan.weekNoPos & (1 << UInt64(number)) != 0)
      || (negative >= 1 && negative <= 53 && plan.weekNoNeg & (1 << UInt64(negative)) != 0)
  }

  /// Sorts the first `n` entries in place, removes duplicates, returns how many remain (no
  /// allocation; insertion sort, the lists are short and mostly sorted).
  static func sortUnique(_ p: UnsafeMutablePointer<Int>, _ n: Int) -> Int {
    if n < 2 { return n }
    var sorted = true
    for i in 1..<n where p[i] <= p[i - 1] {
      sorted = false
      break
    }
    if sorted { return n }
    for i in 1..<n {
      let x = p[i]
      var j = i - 1
      while j >= 0 && p[j] > x {
        p[j + 1] = p[j]
        j -= 1
      }
      p[j + 1] = x
    }
    var w = 1
    for i in 1..<n where p[i] != p[w - 1] {
      p[w] = p[i]
      w += 1
    }
    return w
  }

}
