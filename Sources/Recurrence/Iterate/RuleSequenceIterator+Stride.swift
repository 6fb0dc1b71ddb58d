// The stride path of the one iterator (RFC 5545 §3.3.10). A period's candidates are a function
// of the plan and of where the period falls in the calendar. When nothing left in the plan looks
// further than the period's own shape, periods of the same shape hold the same candidates at the
// same distances from their start:
// - FREQ=WEEKLY and finer with no limiting day part, no BYSETPOS and no limiting time part that
//   can reject a period: every period has one shape ("fixed" stride);
// - FREQ=MONTHLY without BYYEARDAY/BYWEEKNO: a month's shape is its length and the weekday of
//   its first day (4 × 7 shapes);
// - FREQ=YEARLY without BYWEEKNO: a year's shape is whether it is a leap year and the weekday of
//   January 1 (2 × 7 shapes).
// The path reads each shape's candidates once from the general path's own filling of a period of
// that shape, then writes occurrences in a loop whose state stays in registers. Whatever is not a
// plain stride (a time outside the zone's current single-offset run, COUNT, UNTIL, the window
// end, a time at or before the last one, the calendar's last days, a run of empty periods) hands
// over to the general path at exactly that candidate or period.

import Zones

extension RuleSequenceIterator {
  /// How a plan's periods repeat (see the file comment).
  enum StrideKind: UInt8 {
    /// Not at all: the general path reads every period.
    case none
    /// One pattern, periods a fixed number of wall-clock seconds apart.
    case fixed
    /// One pattern per month shape (length, weekday of the 1st).
    case months
    /// One pattern per year shape (leap or not, weekday of January 1).
    case years
  }

  /// The longest pattern the stride path keeps (candidates per period); longer ones (e.g. WEEKLY
  /// with every hour and minute) run on the general path.
  static let longestStridePattern = 64
  /// The longest pattern kept per month or year shape (every day of a month at one time fits).
  static let longestShapePattern = 31
  /// Month shapes (lengths 28...31 × 7 weekdays); year shapes use the first 14.
  static let periodShapes = 28
  /// Consecutive empty periods after which the stride path hands over to the general path and
  /// its emptiness bound (SearchBound.swift).
  static let emptyPeriodsBeforeHandover = 48

  /// How the plan's periods repeat.
  ///
  /// ```swift
  /// // FREQ=WEEKLY;BYDAY=MO,WE,FR from Saturday 2026-01-31 09:30, WKST=MO: .fixed
  /// //   pattern: +0 d, +2 d, +4 d at 09:30 from each Monday; periods 7 days apart
  /// // FREQ=HOURLY;INTERVAL=3 from 09:30: .fixed, +30 min from each period start, 3 h apart
  /// // FREQ=MONTHLY;BYDAY=-1FR: .months; a 31-day month starting on a Sunday has its last
  /// //   Friday on day 27 (+26 d), as every such month does (March 2026)
  /// // FREQ=MONTHLY;BYMONTHDAY=13;BYDAY=FR: .months (the filter reads the month's shape)
  /// // FREQ=YEARLY;BYWEEKNO=20: .none (week numbers depend on the neighbouring years)
  /// ```
  /// `checksTime` is the iterator's own: whether a limiting time part can reject a period.
  static func strideKind(_ plan: ExpansionPlan, checksTime: Bool) -> StrideKind {
    guard plan.timeReachable, plan.skip == .omit, plan.scaled == nil else { return .none }
    switch plan.frequency {
    case .yearly:
      return plan.weekYears || plan.filterWeekNo ? .none : .years
    case .monthly:
      return plan.filterMonth || plan.filterYearDay || plan.filterWeekNo ? .none : .months
    default:
      return !plan.hasDayFilters && plan.setPos.isEmpty && !checksTime ? .fixed : .none
    }
  }

  /// Wall-clock seconds between the starts of consecutive periods of a fixed stride.
  var periodLength: Int64 {
    switch frequency {
    case .weekly: Int64(7 &* interval) &* 86_400
    case .daily: Int64(interval) &* 86_400
    default: Int64(interval &* plan.unitSeconds)
    }
  }

  /// Where a month or year period lies: its first day, length in days, the weekday of its first
  /// day, and its year and month (month 1 for years). Steps forward by the rule's INTERVAL
  /// without a day-number conversion when INTERVAL is 1.
  struct ShapeWalk {
    var year: Int, month: Int, first: Int, days: Int, weekday: Int
    let yearly: Bool
    let interval: Int

    /// The period that starts in `month` of `year` (a whole year when `yearly`).
    init(year: Int, month: Int, yearly: Bool, interval: Int) {
      self.year = year
      self.month = month
      self.yearly = yearly
      self.interval = interval
      first = CalendarMath.dayNumber(year, month, 1)
      days = yearly ? CivilDate.daysInYear(year) : CivilDate.daysInMonth(year: year, month: month)
      weekday = CalendarMath.weekday(first)
    }

    /// The next period (INTERVAL months or years on). Kept out of line: inlined, it costs the
    /// stride loop registers (callgrind: about 19 more instructions per MONTHLY occurrence).
    @inline(never)
    mutating func step() {
      if interval == 1 {
        // One period on: the length and weekday carry over, the next length comes from the
        // month (bit m of 0x15AA is set for the 31-day months) or the leap-year rule.
        first &+= days
        weekday &+= days % 7
        if weekday > 7 { weekday &-= 7 }
        if yearly {
          year &+= 1
          days = CivilDate.isLeapYear(year) ? 366 : 365
        } else {
          month &+= 1
          if month > 12 {
            month = 1
            year &+= 1
          }
          days = month == 2 ? (CivilDate.isLeapYear(year) ? 29 : 28) : 30 &+ (0x15AA &>> month) & 1
        }
      } else {
        jump()
      }
    }

    /// INTERVAL (> 1) periods on, from the calendar.
    @inline(never)
    mutating func jump() {
      if yearly {
        self = ShapeWalk(year: year &+ interval, month: 1, yearly: true, interval: interval)
      } else {
        let mi = year &* 12 &+ month &- 1 &+ interval
        self = ShapeWalk(year: CalendarMath.floorDiv(mi, 12), month: CalendarMath.floorMod(mi, 12) &+ 1, yearly: false,
                         interval: interval)
      }
    }

    /// The shape: (length − 28) · 7 + weekday − 1 for months (0...27), leap · 7 + weekday − 1 for
    /// years (0...13).
    @inline(__always)
    var shape: Int { yearly ? (days &- 365) &* 7 &+ weekday &- 1 : (days &- 28) &* 7 &+ weekday &- 1 }
  }

  /// The walk at period `k` of a month or year plan.
  func shapeWalk(_ k: Int) -> ShapeWalk {
    if frequency == .yearly {
      return ShapeWalk(year: origin &+ k &* interval, month: 1, yearly: true, interval: interval)
    }
    let mi = origin &+ k &* interval
    return ShapeWalk(year: CalendarMath.floorDiv(mi, 12), month: CalendarMath.floorMod(mi, 12) &+ 1, yearly: false,
                     interval: interval)
  }

  /// The wall-clock seconds at which period `k` of a `.fixed` plan starts (its first day at
  /// midnight, or its first second for sub-daily rules), as `fill()` places it.
  func fixedPeriodStart(_ k: Int) -> Int64 {
    switch frequency {
    case .weekly: Int64(origin &+ 7 &* k &* interval) &* 86_400
    case .daily: Int64(origin &+ k &* interval) &* 86_400
    default: Int64(origin &+ k &* interval &* plan.unitSeconds)
    }
  }

  /// Copies the current period's selected candidates (from `first`, the cursor `fill()` left)
  /// as offsets from `start` into `into`; their count, or -1 when there are too many, they are
  /// not strictly ascending, or one lies outside the period (then the plan does not stride).
  func readPattern(first: Int, start: Int64, length: Int64, longest: Int, into: UnsafeMutablePointer<Int>) -> Int {
    let m = total &- first
    guard m >= 0, m <= longest else { return -1 }
    var previous: Int64 = -1
    for j in 0..<m {
      let c = candidate(usePicks ? picks.base[first &+ j] : first &+ j)
      let offset = Int64(c.day) &* 86_400 &+ Int64(c.second) &- start
      guard offset > previous, offset < length else { return -1 }
      into[j] = Int(offset)
      previous = offset
    }
    return m
  }

  /// Writes the next occurrences while they are plain strides (at most `capacity`), and returns
  /// how many; 0 when the next one needs the general path. `before` is the window's exclusive end
  /// and `lastSortKey` the last instant the caller passed on (a later one must exceed it).
  /// `ownBuffers()` must have run since the iterator was last copied.
  mutating func stride(into out: UnsafeMutablePointer<Occurrence>, capacity: Int, before: Int64,
                       lastSortKey: inout Int64) -> Int {
    if done || strideKind == .none { return 0 }
    if cursor >= total {
      if !advance() {
        done = true
        return 0
      }
    }
    if strideKind == .fixed { return strideFixed(into: out, capacity: capacity, before: before, lastSortKey: &lastSortKey) }
    return strideShapes(into: out, capacity: capacity, before: before, lastSortKey: &lastSortKey)
  }

  /// The last instant `stride` may write: UNTIL and the window's exclusive end.
  @inline(__always)
  func lastStrideInstant(before: Int64) -> Int64 {
    before > Int64.min ? min(untilLimit, before &- 1) : Int64.min
  }

  /// The exclusive wall-clock end of what the current zone run, the calendar's last week (left to
  /// the general path, whose periods end there) and `lastInstant` read with `offset` allow.
  @inline(__always)
  func strideWallEnd(high: Int64, offset: Int64, lastInstant: Int64) -> Int64 {
    let (instantEnd, overflow) = lastInstant.addingReportingOverflow(offset &+ 1)
    return min(min(high, Int64(lastDay &- 8) &* 86_400),
               overflow ? (offset >= 0 ? Int64.max : Int64.min) : instantEnd)
  }

  /// The zone's single-offset run holding wall-clock `wall`, made the cursor's (RFC 5545 §3.3.5);
  /// nil for a time in a gap or fold, which the general path resolves.
  @inline(never)
  mutating func nextZoneRun(at wall: Int64) -> (low: Int64, high: Int64, offset: Int64)? {
    guard let run = offsets.zone.uniqueStretch(containing: wall, hint: &offsets.hint) else { return nil }
    (offsets.low, offsets.high, offsets.offset) = run
    return run
  }

  /// The single-offset run holding wall-clock `wall` for zoned occurrences (the cursor's, or the
  /// zone's next one), the whole line for the others; nil when `wall` has no single reading.
  @inline(__always)
  mutating func strideZoneRun(at wall: Int64) -> (low: Int64, high: Int64, offset: Int64)? {
    if form != .zoned { return (Int64.min, Int64.max, 0) }
    if wall >= offsets.low && wall < offsets.high { return (offsets.low, offsets.high, offsets.offset) }
    return nextZoneRun(at: wall)
  }

  /// The stride for plans with one pattern (`.fixed`); the current period is filled.
  mutating func strideFixed(into out: UnsafeMutablePointer<Occurrence>, capacity: Int, before: Int64,
                            lastSortKey: inout Int64) -> Int {
    if patternLength == 0 {
      // A fixed plan writes no picks: its pattern is kept in `picks`.
      let m = total
      if picks.size < m && m <= Self.longestStridePattern {
        picks = CandidateBuffer.make(capacity: Self.longestStridePattern)
      }
      guard m >= 1, cursor < m, !usePicks, picks.size >= m,
            readPattern(first: 0, start: fixedPeriodStart(k), length: periodLength, longest: Self.longestStridePattern,
                        into: picks.base) == m else {
        strideKind = .none
        return 0
      }
      patternLength = m
    }
    let m = patternLength
    let pattern = picks.base
    let length = periodLength
    var base = fixedPeriodStart(k)
    var current = k
    var i = cursor
    // Later candidates are later on both clocks, so what only the first can fail is checked once:
    // a time with no single reading, or not after the last wall-clock time or instant.
    let first = base &+ Int64(pattern[i])
    guard let run = strideZoneRun(at: first), first > lastKey, first &- run.offset > lastSortKey else { return 0 }
    var high = run.high, offset = run.offset
    // The rest is one bound on the wall clock (the zone run's end moves on when the next run
    // reads every time uniquely); COUNT bounds n.
    let lastInstant = lastStrideInstant(before: before)
    var wallEnd = strideWallEnd(high: high, offset: offset, lastInstant: lastInstant)
    let most = min(capacity, countLimit &- emitted)
    let form = form
    var lastWall = lastKey
    var n = 0
    while n < most {
      let wall = base &+ Int64(pattern[i])
      if wall >= wallEnd {
        guard form == .zoned, wall >= high, let run = nextZoneRun(at: wall) else { break }
        (high, offset) = (run.high, run.offset)
        wallEnd = strideWallEnd(high: high, offset: offset, lastInstant: lastInstant)
        if wall >= wallEnd { break }
      }
      (out + n).initialize(to: Self.occurrence(wall: wall, offset: offset, form: form))
      n &+= 1
      lastWall = wall
      i &+= 1
      if i == m {
        i = 0
        base &+= length
        current &+= 1
      }
    }
    if n == 0 { return 0 }
    emitted &+= n
    lastKey = lastWall
    lastSortKey = lastWall &- offset
    if current != k {
      // Hand the period the stride stopped in back to the general path as `advance()` would.
      k = current
      lastProductiveK = current
      switch fill() {
      case .candidates: break
      default:
        done = true
        return n
      }
    }
    cursor = i
    return n
  }

  /// The occurrence at wall-clock seconds `wall`, read with `offset`.
  @inline(__always)
  static func occurrence(wall: Int64, offset: Int64, form: Occurrence.Form) -> Occurrence {
    // Floor division by a day as an unsigned one: `wall` is at least 0001-01-01, so adding
    // 800,000 days makes it non-negative.
    let day = Int(UInt64(bitPattern: wall &+ 800_000 &* 86_400) / 86_400) &- 800_000
    return Occurrence(dayNumber: day, secondOfDay: Int(wall &- Int64(day) &* 86_400), sortKey: wall &- offset,
                      form: form)
  }

  /// Reads period `k`'s pattern into its shape's slot of `table` (filling the period on the
  /// general path); the count, 0 for an empty period, -1 when it is not a pattern.
  mutating func learnShape(_ k: Int, walk: ShapeWalk, table: UnsafeMutablePointer<Int>) -> Int {
    self.k = k
    let m: Int
    switch fill() {
    case .candidates:
      m = readPattern(first: cursor, start: Int64(walk.first) &* 86_400, length: Int64(walk.days) &* 86_400,
                      longest: Self.longestShapePattern, into: Self.shapePattern(walk.shape, in: table))
    case .empty: m = 0
    default: m = -1
    }
    table[walk.shape] = m
    return m
  }

  /// Where shape `shape`'s offsets start in the pattern table (after the counts of all shapes).
  @inline(__always)
  static func shapePattern(_ shape: Int, in table: UnsafeMutablePointer<Int>) -> UnsafeMutablePointer<Int> {
    table + (periodShapes &+ shape &* longestShapePattern)
  }

  /// Whether BYMONTH (which limits MONTHLY periods) keeps the walk's month.
  @inline(__always)
  func keepsMonth(_ walk: ShapeWalk) -> Bool {
    walk.yearly || plan.monthMask == 0 || plan.monthMask & (1 << UInt16(walk.month)) != 0
  }

  /// The stride for plans with one pattern per month or year shape; the current period is
  /// filled. Patterns are kept in `shapePatterns`: the count of shape s at s (-1 until read), its
  /// offsets at `shapePattern(s)`.
  mutating func strideShapes(into out: UnsafeMutablePointer<Occurrence>, capacity: Int, before: Int64,
                             lastSortKey: inout Int64) -> Int {
    if shapePatterns == nil {
      let table = CandidateBuffer.make(capacity: Self.periodShapes &* (1 &+ Self.longestShapePattern))
      for s in 0..<Self.periodShapes { table.base[s] = -1 }
      shapePatterns = table
    }
    guard let table = shapePatterns?.base else { return 0 }
    // Refill the current period to find where its selection starts (the cursor may be inside it).
    let entryCursor = cursor
    let entryK = k
    var walk = shapeWalk(k)
    guard keepsMonth(walk) else { return 0 }
    var m = table[walk.shape]
    if m < 0 { m = learnShape(k, walk: walk, table: table) } else { _ = fill() }
    var filled = k
    var selectionStart = cursor
    guard m > 0, entryCursor >= selectionStart, entryCursor &- selectionStart < m else {
      // Not a pattern this path can take: the general path goes on from where it was.
      if m < 0 { strideKind = .none }
      cursor = entryCursor
      return 0
    }
    var current = k
    var i = entryCursor &- selectionStart
    var start = Int64(walk.first) &* 86_400
    var pattern = Self.shapePattern(walk.shape, in: table)
    let first = start &+ Int64(pattern[i])
    guard let run = strideZoneRun(at: first), first > lastKey, first &- run.offset > lastSortKey else {
      cursor = entryCursor
      return 0
    }
    var high = run.high, offset = run.offset
    let lastInstant = lastStrideInstant(before: before)
    var wallEnd = strideWallEnd(high: high, offset: offset, lastInstant: lastInstant)
    // Periods from the calendar's last week on go to the general path.
    let periodsEnd = Int64(lastDay &- 8) &* 86_400
    let most = min(capacity, countLimit &- emitted)
    let form = form
    var lastWall = lastKey
    var lastProductive = entryK
    var n = 0
    // Where the stride stopped: inside `current` at `i`, or (`between`) before period `current`.
    var between = false
    var guardPeriods = 0
    outer: while n < most && guardPeriods < Int.max {
      guardPeriods &+= 1
      while i < m {
        let wall = start &+ Int64(pattern[i])
        if n == most { break outer }
        if wall >= wallEnd {
          guard form == .zoned, wall >= high, let run = nextZoneRun(at: wall) else { break outer }
          (high, offset) = (run.high, run.offset)
          wallEnd = strideWallEnd(high: high, offset: offset, lastInstant: lastInstant)
          if wall >= wallEnd { break outer }
        }
        (out + n).initialize(to: Self.occurrence(wall: wall, offset: offset, form: form))
        n &+= 1
        lastWall = wall
        i &+= 1
      }
      // The next period with candidates, its pattern read from the general path when new.
      var empty = 0
      while true {
        current &+= 1
        i = 0
        walk.step()
        start = Int64(walk.first) &* 86_400
        if walk.year > SearchBound.lastYear || start >= periodsEnd || empty == Self.emptyPeriodsBeforeHandover {
          between = true
          break outer
        }
        if !keepsMonth(walk) {
          empty &+= 1
          continue
        }
        m = table[walk.shape]
        if m < 0 {
          m = learnShape(current, walk: walk, table: table)
          filled = current
          selectionStart = cursor
          if m < 0 {
            // Not a pattern after all: this period and the rest go to the general path.
            strideKind = .none
            between = true
            break outer
          }
        }
        if m == 0 {
          empty &+= 1
          continue
        }
        lastProductive = current
        pattern = Self.shapePattern(walk.shape, in: table)
        break
      }
    }
    emitted &+= n
    if n > 0 {
      lastKey = lastWall
      lastSortKey = lastWall &- offset
    }
    lastProductiveK = lastProductive
    if between {
      // Before period `current`: the general path's `advance()` moves to it.
      k = current &- 1
      cursor = 0
      total = 0
      return n
    }
    k = current
    if current != filled {
      guard case .candidates = fill() else {
        done = true
        return n
      }
      selectionStart = cursor
    }
    cursor = selectionStart &+ i
    return n
  }
}
