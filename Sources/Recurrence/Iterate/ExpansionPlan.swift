// The immutable plan the iterator runs: a rule and its DTSTART turned into masks and lists, with
// the RFC 5545 §3.3.10 defaults ("information … not contained in the rule … is derived from
// DTSTART") and the expand/limit roles read from `ExpansionTable`.

import Zones

/// A rule compiled against its DTSTART; shared by iterator copies. Immutable once built (the
/// plain-memory lists below are written only in `init`), hence `@unchecked Sendable`.
final class ExpansionPlan: @unchecked Sendable {
  /// How a period's days are generated before the remaining day parts filter them.
  enum Generator: Sendable {
    /// Every day of the period's span (DAILY and finer, or YEARLY with only BYWEEKNO/BYMONTH).
    case allDays
    /// BYMONTHDAY in each month of the span (consumes BYMONTH; applies SKIP).
    case monthDays
    /// BYYEARDAY in the span's year.
    case yearDays
    /// BYDAY in its scope: the week, the month, or each BYMONTH month / the whole year.
    case weekdays
  }

  let frequency: Frequency
  let interval: Int
  /// Seconds in one FREQ unit for sub-daily rules (1, 60, 3600); 86400 for DAILY and up.
  let unitSeconds: Int
  let skip: SkipRule
  let weekStart: Int
  let generator: Generator
  /// YEARLY periods are week-numbering years (BYWEEKNO present).
  let weekYears: Bool

  // Day-level filters (each `nil`/false when the part is absent or consumed by the generator).
  let filterMonth: Bool
  let monthMask: UInt16
  let filterMonthDay: Bool
  let monthDays: [Int]
  let monthDayPos: UInt32
  let monthDayNeg: UInt32
  let filterYearDay: Bool
  let yearDays: [Int]
  /// Whether BYYEARDAY holds day `v` (index `v`) or `-v`; 367 entries when BYYEARDAY is present,
  /// empty otherwise (read only under `filterYearDay`).
  let yearDayPos: [Bool]
  let yearDayNeg: [Bool]
  let filterWeekNo: Bool
  /// Bit n (1...53) set when BYWEEKNO holds week n, or −n.
  let weekNoPos: UInt64
  let weekNoNeg: UInt64
  let filterWeekday: Bool
  let weekdays: [WeekdayNumber]
  /// Bit w (1...7) set when BYDAY holds weekday w with no ordinal.
  let weekdayAnyMask: UInt8
  let hasOrdinals: Bool
  /// Whether BYDAY ordinals count within the month (MONTHLY, or YEARLY with BYMONTH).
  let ordinalsInMonth: Bool

  // Time of day: for each of hour, minute, second, either the period's own value is checked
  // against the mask (`limit`), or the list is enumerated (`expand`).
  let hourLimited: Bool, minuteLimited: Bool, secondLimited: Bool
  /// The hours, minutes and seconds, ascending; the three lie in one allocation (`hours`').
  let hours: UnsafeMutableBufferPointer<Int>, minutes: UnsafeMutableBufferPointer<Int>
  let seconds: UnsafeMutableBufferPointer<Int>
  let hourMask: UInt32, minuteMask: UInt64, secondMask: UInt64

  let setPos: [Int]

  /// BYMONTHDAY, BYSETPOS, BYDAY and the months as plain memory for the iterator's per-period
  /// loops (no reference counting per period); same contents as the arrays; freed with the plan.
  let monthDayList: UnsafeMutableBufferPointer<Int>
  let setPosList: UnsafeMutableBufferPointer<Int>
  let weekdayList: UnsafeMutableBufferPointer<WeekdayNumber>
  let monthList: UnsafeMutableBufferPointer<Int>
  /// Whether the generator writes each period's days strictly ascending (so the period needs no
  /// sort): every day of a span; BYMONTHDAY (listed ascending) of one sign without SKIP; BYYEARDAY
  /// likewise; one BYDAY entry; or distinct BYDAY weekdays in a week (listed from WKST on).
  let daysAscending: Bool
  /// BYMONTHDAY of one sign without SKIP: the days a month of `dim` days keeps are the entries
  /// `monthDaySpans[2·(dim−28)] ..< monthDaySpans[2·(dim−28)+1]` of `monthDayList`, each at
  /// `monthDayOffsets[i]` days from the month's first day (positive values) or from the day
  /// after its last (negative ones, `monthDaysFromEnd`). Empty when that does not apply.
  let monthDaySpans: UnsafeMutableBufferPointer<Int>
  let monthDayOffsets: UnsafeMutableBufferPointer<Int>
  let monthDaysFromEnd: Bool
  /// Whether any allowed time of day can start a period (always true from DAILY up).
  let timeReachable: Bool
  let emptyPeriodBound: Int
  /// The calendar-dependent parts under a non-Gregorian RSCALE (RFC 7529); `nil` for Gregorian
  /// rules, which never touch it (nor Foundation).
  let scaled: ScaledPlan?

  convenience init(rule given: RecurrenceRule, start: CivilDateTime, isDate: Bool) {
    // A non-Gregorian RSCALE reads BYMONTH, BYMONTHDAY and BYYEARDAY in its own calendar
    // (`ScaledPlan`); the rest of the plan is built from the other parts. The scales with
    // Gregorian months (BUDDHIST, JAPANESE, ROC) stay native unless a month only they could
    // name (a leap month, month 13) is asked for, which `ScaledPlan` then never finds.
    // (A Gregorian rule is read as given, not copied: a plan is built for every series.)
    if let name = given.rscale, let scale = CalendarScale(rawValue: name), scale != .gregorian,
       !scale.hasGregorianMonths || !given.byLeapMonth.isEmpty || given.byMonth.contains(where: { $0 > 12 }) {
      var rule = given
      rule.byMonth = []
      rule.byLeapMonth = []
      rule.byMonthDay = []
      rule.byYearDay = []
      self.init(gregorianParts: rule, scaled: ScaledPlan(rule: given, scale: scale, startDay: start.date.daysSinceEpoch),
                start: start, isDate: isDate)
    } else {
      self.init(gregorianParts: given, scaled: nil, start: start, isDate: isDate)
    }
  }

  /// The plan of `rule`'s Gregorian parts, with `scaled` for those of another RSCALE.
  private init(gregorianParts rule: RecurrenceRule, scaled: ScaledPlan?, start: CivilDateTime, isDate: Bool) {
    self.scaled = scaled
    let f = rule.frequency
    frequency = f
    interval = max(1, rule.interval)
    unitSeconds = switch f {
    case .secondly: 1
    case .minutely: 60
    case .hourly: 3600
    default: 86_400
    }
    skip = rule.effectiveSkip
    weekStart = rule.effectiveWeekStart.rawValue
    setPos = rule.bySetPos
    emptyPeriodBound = SearchBound.emptyPeriods(f, interval: interval)

    // RFC 5545 §3.3.10: a rule with no day part that expands in its period is pinned to
    // DTSTART's place in the period (its month and day in a year, day in a month, weekday in
    // a week). Which parts expand is read from the table.
    // Values outside their ranges can only come from an unvalidated rule
    // (`RuleSequence(unchecked:)`); they are dropped so that no mask shift can trap.
    // (Filtered only when something is out of range: a plan is built for every series of a
    // calendar, and each list made costs an allocation.)
    let monthInRange = { (v: Int) in (1...12).contains(v) }
    let monthDayInRange = { (v: Int) in v != 0 && (-31...31).contains(v) }
    let dayInRange = { (d: WeekdayNumber) in (-53...53).contains(d.ordinal) }
    var byMonth = rule.byMonth.allSatisfy(monthInRange) ? rule.byMonth : rule.byMonth.filter(monthInRange)
    var byMonthDay = rule.byMonthDay.allSatisfy(monthDayInRange) ? rule.byMonthDay : rule.byMonthDay.filter(monthDayInRange)
    var byDay = rule.byDay.allSatisfy(dayInRange) ? rule.byDay : rule.byDay.filter(dayInRange)
    var expandsDays = false, expandingPartPresent = false
    for part in ExpansionTable.dayParts where part != .byMonth {
      let action = ExpansionTable.action(part, f)
      if action != .limit && action != .notApplicable {
        expandsDays = true
        if rule.isPresent(part) { expandingPartPresent = true }
      }
    }
    // Two more derivations from DTSTART that libical 4 makes (the RFC's principle: "information,
    // not contained in the rule … [is] derived from DTSTART"): a YEARLY BYMONTHDAY with no month
    // takes DTSTART's month, and a BYWEEKNO with no day takes DTSTART's weekday.
    if f == .yearly && byMonth.isEmpty && !byMonthDay.isEmpty && rule.byWeekNo.isEmpty
      && rule.byYearDay.isEmpty {
      byMonth = [start.date.month]
    }
    if !rule.byWeekNo.isEmpty && byDay.isEmpty && byMonthDay.isEmpty && rule.byYearDay.isEmpty {
      byDay = [WeekdayNumber(weekday: start.date.weekday)]
    }
    if expandsDays && !expandingPartPresent {
      switch f {
      case .yearly:
        if byMonth.isEmpty { byMonth = [start.date.month] }
        byMonthDay = [start.date.day]
      case .monthly:
        byMonthDay = [start.date.day]
      case .weekly:
        byDay = [WeekdayNumber(weekday: start.date.weekday)]
      default:
        break
      }
    }

    // The generator: the most selective day part that expands for this FREQ.
    let spansDays = f >= .weekly
    // With BYWEEKNO a YEARLY period is a week-numbering year (from week 1 to the next week 1),
    // so that a DTSTART in week 1 of next year, or in the last week of last year, keeps its
    // weeks together (libical 4 does the same; RFC 5545 is silent). Every day part then filters.
    weekYears = f == .yearly && !rule.byWeekNo.isEmpty
    let gen: Generator
    if weekYears {
      gen = .allDays
    } else if spansDays && !rule.byYearDay.isEmpty {
      gen = .yearDays
    } else if spansDays && !byMonthDay.isEmpty {
      gen = .monthDays
    } else if spansDays && !byDay.isEmpty && rule.byWeekNo.isEmpty {
      gen = .weekdays
    } else {
      gen = .allDays
    }
    generator = gen
    ordinalsInMonth = ExpansionTable.ordinalsCountInMonth(f, hasMonths: !byMonth.isEmpty)

    let months = byMonth.count < 2 ? byMonth : Array(Set(byMonth)).sorted()
    monthMask = byMonth.reduce(0) { $0 | (1 << UInt16($1)) }
    // BYMONTH is consumed when the generator walks months (month days, weekdays by month,
    // or all days of a YEARLY span), and by MONTHLY, whose periods it limits before the days
    // are generated (so a day RFC 7529 SKIP moves into or out of a listed month is not judged
    // by its new month: RFC 5545 §3.3.10 order, BYMONTH first).
    let walksMonths = f == .monthly || (f == .yearly && !weekYears && (gen == .monthDays || gen == .allDays
      || (gen == .weekdays && ordinalsInMonth)))
    filterMonth = !byMonth.isEmpty && !walksMonths

    monthDays = byMonthDay
    var mdPos: UInt32 = 0, mdNeg: UInt32 = 0
    for v in byMonthDay {
      if v > 0 { mdPos |= 1 << UInt32(v) } else { mdNeg |= 1 << UInt32(-v) }
    }
    monthDayPos = mdPos
    monthDayNeg = mdNeg
    filterMonthDay = !byMonthDay.isEmpty && gen != .monthDays

    yearDays = rule.byYearDay
    if rule.byYearDay.isEmpty {
      yearDayPos = []
      yearDayNeg = []
    } else {
      var ydPos = [Bool](repeating: false, count: 367)
      var ydNeg = [Bool](repeating: false, count: 367)
      for v in rule.byYearDay where abs(v) <= 366 && v != 0 {
        if v > 0 { ydPos[v] = true } else { ydNeg[-v] = true }
      }
      yearDayPos = ydPos
      yearDayNeg = ydNeg
    }
    filterYearDay = !rule.byYearDay.isEmpty && gen != .yearDays

    var wnPos: UInt64 = 0, wnNeg: UInt64 = 0
    for v in rule.byWeekNo where abs(v) <= 53 && v != 0 {
      if v > 0 { wnPos |= 1 << UInt64(v) } else { wnNeg |= 1 << UInt64(-v) }
    }
    weekNoPos = wnPos
    weekNoNeg = wnNeg
    filterWeekNo = !rule.byWeekNo.isEmpty

    weekdays = byDay
    var anyMask: UInt8 = 0
    for d in byDay where d.ordinal == 0 { anyMask |= 1 << UInt8(d.weekday.rawValue) }
    weekdayAnyMask = anyMask
    hasOrdinals = byDay.contains { $0.ordinal != 0 }
    filterWeekday = !byDay.isEmpty && gen != .weekdays

    // Time parts: absent and expanding → DTSTART's value; absent and limiting → any value.
    // Written as masks first, then listed ascending into one allocation for the three lists.
    func timeMask(_ part: RulePart, _ given: [Int], _ startValue: Int, _ range: ClosedRange<Int>) -> (Bool, UInt64) {
      let limited = ExpansionTable.action(part, f) == .limit
      var mask: UInt64 = 0
      for v in given where range.contains(v) { mask |= 1 << UInt64(v) }
      if mask != 0 { return (limited, mask) }
      if limited { return (true, range.reduce(0) { $0 | (1 << UInt64($1)) }) }
      return (false, 1 << UInt64(startValue))
    }
    let t = start.time
    let hourBits: UInt64, minuteBits: UInt64, secondBits: UInt64
    (hourLimited, hourBits) = timeMask(.byHour, isDate ? [] : rule.byHour, t.hour, 0...23)
    (minuteLimited, minuteBits) = timeMask(.byMinute, isDate ? [] : rule.byMinute, t.minute, 0...59)
    (secondLimited, secondBits) = timeMask(.bySecond, isDate ? [] : rule.bySecond, t.second, 0...60)
    let nh = hourBits.nonzeroBitCount, nm = minuteBits.nonzeroBitCount, ns = secondBits.nonzeroBitCount
    let times = UnsafeMutableBufferPointer<Int>.allocate(capacity: nh + nm + ns)
    var written = 0
    func list(_ bits: UInt64) {
      var rest = bits
      while rest != 0 {
        times[written] = rest.trailingZeroBitCount
        written += 1
        rest &= rest - 1
      }
    }
    list(hourBits)
    list(minuteBits)
    list(secondBits)
    hours = UnsafeMutableBufferPointer(rebasing: times[0..<nh])
    minutes = UnsafeMutableBufferPointer(rebasing: times[nh..<(nh + nm)])
    seconds = UnsafeMutableBufferPointer(rebasing: times[(nh + nm)...])
    // Sub-daily periods start at P0 + k·INTERVAL·L, so their times of day all lie in one class
    // modulo g = gcd(INTERVAL·L, 86400). If no allowed time of day starts a period in that
    // class, no period can ever match: the rule is empty (e.g. FREQ=SECONDLY;INTERVAL=2;
    // BYSECOND=1 from an even second). Checked once here, at most 24·60·61 combinations.
    if f < .daily {
      let unit = unitSeconds
      let g = CalendarMath.gcd(interval * unit, 86_400)
      let p0 = start.time.secondsSinceMidnight - start.time.secondsSinceMidnight % unit
      let r = CalendarMath.floorMod(p0, g)
      var reachable = false
      search: for h in hours {
        for m in minutes {
          for sec in seconds {
            let t = h * 3600 + m * 60 + sec
            if CalendarMath.floorMod(t - t % unit, g) == r { reachable = true; break search }
          }
        }
      }
      timeReachable = reachable
    } else {
      timeReachable = true
    }
    // The generator's lists in the order that yields ascending days where one exists: month
    // days of one sign ascending (day `v`, or `v` from the end), weekdays from WKST on.
    let oneSign = { (values: [Int]) in values.allSatisfy { $0 > 0 } || values.allSatisfy { $0 < 0 } }
    let monthDayOrder = monthDays.count > 1 && oneSign(monthDays) ? Array(Set(monthDays)).sorted() : monthDays
    let ws = weekStart
    switch gen {
    case .allDays:
      daysAscending = true
    case .monthDays:
      daysAscending = skip == .omit && oneSign(monthDays)
    case .yearDays:
      daysAscending = skip == .omit && oneSign(rule.byYearDay)
        && zip(rule.byYearDay, rule.byYearDay.dropFirst()).allSatisfy { $0 < $1 }
    case .weekdays:
      daysAscending = weekdays.count == 1
        || (f == .weekly && weekdays.reduce(UInt8(0)) { $0 | (1 << UInt8($1.weekday.rawValue)) }.nonzeroBitCount == weekdays.count)
    }
    monthDayList = Self.frozen(monthDayOrder)
    if gen == .monthDays && skip == .omit && oneSign(monthDays) {
      // Sorted ascending: months keep a prefix of the positive days (v ≤ dim) or a suffix of
      // the negative ones (−v ≤ dim).
      let fromEnd = monthDayOrder[0] < 0
      let spans = UnsafeMutableBufferPointer<Int>.allocate(capacity: 8)
      for (i, dim) in (28...31).enumerated() {
        // The kept entries are consecutive: the first and one past the last whose |v| ≤ dim.
        var first = -1, last = -1
        for j in monthDayOrder.indices where abs(monthDayOrder[j]) <= dim {
          if first < 0 { first = j }
          last = j
        }
        spans[2 * i] = max(first, 0)
        spans[2 * i + 1] = last + 1
      }
      monthDaySpans = spans
      let offsets = UnsafeMutableBufferPointer<Int>.allocate(capacity: monthDayOrder.count)
      for (j, v) in monthDayOrder.enumerated() { offsets[j] = v > 0 ? v - 1 : v }
      monthDayOffsets = offsets
      monthDaysFromEnd = fromEnd
    } else {
      monthDaySpans = Self.frozen([Int]())
      monthDayOffsets = Self.frozen([Int]())
      monthDaysFromEnd = false
    }
    setPosList = Self.frozen(setPos)
    var weekdayOrder = Self.frozen(weekdays)
    if f == .weekly && weekdays.count > 1 {
      weekdayOrder.sort { CalendarMath.floorMod($0.weekday.rawValue - ws, 7) < CalendarMath.floorMod($1.weekday.rawValue - ws, 7) }
    }
    weekdayList = weekdayOrder
    monthList = Self.frozen(months)
    hourMask = UInt32(truncatingIfNeeded: hourBits)
    minuteMask = minuteBits
    secondMask = secondBits
  }

  deinit {
    // `minutes` and `seconds` lie in the allocation `hours` starts.
    UnsafeMutableBufferPointer(start: hours.baseAddress, count: hours.count + minutes.count + seconds.count).deallocate()
    monthDayList.deallocate()
    monthDaySpans.deallocate()
    monthDayOffsets.deallocate()
    setPosList.deallocate()
    weekdayList.deallocate()
    monthList.deallocate()
  }

  /// A copy of `values` in freshly allocated memory (none for an empty list).
  static func frozen<T>(_ values: [T]) -> UnsafeMutableBufferPointer<T> {
    if values.isEmpty { return UnsafeMutableBufferPointer(start: nil, count: 0) }
    let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: values.count)
    _ = buffer.initialize(from: values)
    return buffer
  }

  /// Whether any day-level filter applies after generation.
  var hasDayFilters: Bool {
    filterMonth || filterMonthDay || filterYearDay || filterWeekNo || filterWeekday || (scaled?.filtersDays ?? false)
  }
}
