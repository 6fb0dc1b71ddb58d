// The stride path of the one iterator (RFC 5545 §3.3.10): when the expand/limit table leaves a
// rule nothing that depends on where a period falls in the calendar (FREQ=WEEKLY and finer, no
// limiting day part, no BYSETPOS, no limiting time part that can reject a period), every period
// holds the same candidates at the same distances from its start, and periods lie a fixed
// number of wall-clock seconds apart. The path reads that pattern from the general path's own
// first period, then strides through it in a loop whose state stays in registers. Whatever is
// not a plain stride (a time outside the zone's current single-offset run, COUNT, UNTIL, the
// window end, a time at or before the last one, the calendar's last days) hands over to the
// general path at exactly that candidate.

import Zones

extension RecurrenceIterator {
  /// The longest pattern the stride path keeps (candidates per period); longer ones (e.g. WEEKLY
  /// with every hour and minute) run on the general path.
  static let longestStridePattern = 64

  /// Whether the plan's periods repeat one pattern at a fixed distance (see the file comment).
  ///
  /// ```swift
  /// // FREQ=WEEKLY;BYDAY=MO,WE,FR from Saturday 2026-01-31 09:30, WKST=MO:
  /// //   pattern: +0 d, +2 d, +4 d at 09:30 from each Monday; periods 7 days apart
  /// // FREQ=HOURLY;INTERVAL=3 from 09:30: pattern +30 min from each period start, 3 h apart
  /// // FREQ=MONTHLY;BYMONTHDAY=31: not a stride (month lengths differ)
  /// ```
  static func strides(_ plan: ExpansionPlan) -> Bool {
    switch plan.frequency {
    case .yearly, .monthly: return false
    default: break
    }
    let sixty: UInt64 = (1 << 60) &- 1
    let timeCanReject = (plan.hourLimited && plan.hourMask & 0xFF_FFFF != 0xFF_FFFF)
      || (plan.minuteLimited && plan.minuteMask & sixty != sixty)
      || (plan.secondLimited && plan.secondMask & sixty != sixty)
    return !plan.hasDayFilters && plan.setPos.isEmpty && !timeCanReject && plan.timeReachable
  }

  /// Wall-clock seconds between the starts of consecutive periods.
  var periodLength: Int64 {
    switch frequency {
    case .weekly: Int64(7 &* interval) &* 86_400
    case .daily: Int64(interval) &* 86_400
    default: Int64(interval &* plan.unitSeconds)
    }
  }

  /// The wall-clock seconds at which period `k` starts (its first day at midnight, or its
  /// first second for sub-daily rules), as `fill()` places it.
  func periodStart(_ k: Int) -> Int64 {
    switch frequency {
    case .weekly: Int64(origin &+ 7 &* k &* interval) &* 86_400
    case .daily: Int64(origin &+ k &* interval) &* 86_400
    default: Int64(origin &+ k &* interval &* plan.unitSeconds)
    }
  }

  /// The day and time of the current period's candidate `idx` (as `step()` reads it).
  @inline(__always)
  func candidate(_ idx: Int) -> (day: Int, second: Int) {
    if perDay == 1 { return (isSingleDay ? singleDay : days.base[idx], periodTime) }
    let day = isSingleDay ? singleDay : days.base[idx / perDay]
    let r = idx % perDay
    let ms = nMinutes &* nSeconds
    let h = r / ms, r2 = r % ms
    return (day, hourAt(h) &* 3600 &+ minuteAt(r2 / nSeconds) &* 60 &+ secondAt(r2 % nSeconds))
  }

  /// Reads the pattern from the current (filled) period into `picks`, which a stride plan never
  /// uses for BYSETPOS; false when it is too long or not strictly ascending within one period.
  mutating func learnStridePattern() -> Bool {
    let m = total
    guard m >= 1, m <= Self.longestStridePattern, !usePicks, cursor < m else { return false }
    if picks.capacity < m { picks = CandidateBuffer(capacity: Self.longestStridePattern) }
    let start = periodStart(k)
    let length = periodLength
    var previous: Int64 = -1
    for i in 0..<m {
      let c = candidate(i)
      let offset = Int64(c.day) &* 86_400 &+ Int64(c.second) &- start
      guard offset > previous, offset < length else { return false }
      picks.base[i] = Int(offset)
      previous = offset
    }
    patternLength = m
    return true
  }

  /// Writes the next occurrences while they are plain strides (at most `capacity`), and returns
  /// how many; 0 when the next one needs the general path. `before` is the window's exclusive end
  /// and `lastSortKey` the last instant the caller passed on (a later one must exceed it).
  /// `ownBuffers()` must have run since the iterator was last copied.
  mutating func stride(into out: UnsafeMutablePointer<Occurrence>, capacity: Int, before: Int64,
                       lastSortKey: inout Int64) -> Int {
    if done || !stridesPlan { return 0 }
    if cursor >= total {
      if !advance() {
        done = true
        return 0
      }
    }
    if patternLength == 0 && !learnStridePattern() {
      stridesPlan = false
      return 0
    }
    let m = patternLength
    let pattern = picks.base
    let length = periodLength
    var base = periodStart(k)
    var period = k
    var i = cursor
    var low = Int64.min, high = Int64.max, offset: Int64 = 0
    if form == .zoned { (low, high, offset) = (offsets.low, offsets.high, offsets.offset) }
    // Later candidates are later on both clocks, so what only the first can fail is checked once:
    // a time before the zone's current run, or not after the last wall-clock time or instant.
    let first = base &+ Int64(pattern[i])
    if first < low || first <= lastKey || first &- offset <= lastSortKey { return 0 }
    // The rest is one bound on the wall clock: the run's end, UNTIL, the window's end, and the
    // calendar's last week (left to the general path, whose periods end there); COUNT bounds n.
    let lastInstant = before > Int64.min ? min(untilLimit, before &- 1) : Int64.min
    let (instantEnd, overflow) = lastInstant.addingReportingOverflow(offset &+ 1)
    let wallEnd = min(min(high, Int64(lastDay &- 8) &* 86_400), overflow ? (offset >= 0 ? Int64.max : Int64.min) : instantEnd)
    let most = min(capacity, countLimit &- emitted)
    let form = form
    var lastWall = lastKey
    var n = 0
    while n < most {
      let wall = base &+ Int64(pattern[i])
      if wall >= wallEnd { break }
      // Floor division by a day as an unsigned one: `wall` is at least 0001-01-01, so adding
      // 800,000 days makes it non-negative.
      let day = Int(UInt64(bitPattern: wall &+ 800_000 &* 86_400) / 86_400) &- 800_000
      (out + n).initialize(to: Occurrence(dayNumber: day, secondOfDay: Int(wall &- Int64(day) &* 86_400),
                                          sortKey: wall &- offset, form: form))
      n &+= 1
      lastWall = wall
      i &+= 1
      if i == m {
        i = 0
        base &+= length
        period &+= 1
      }
    }
    if n == 0 { return 0 }
    emitted &+= n
    lastKey = lastWall
    lastSortKey = lastWall &- offset
    if period != k {
      // Hand the period the stride stopped in back to the general path as `advance()` would.
      k = period
      lastProductiveK = period
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
}
