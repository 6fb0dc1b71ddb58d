// The fast reading of one VTODO (RFC 5545 §3.6.2) for `recur plan` on large files (docs/SEMANTICS.md
// "Planner", the 100,000-todo benchmark): straight from the byte ranges of its UID, SUMMARY,
// STATUS, DTSTART, DUE and RRULE, it settles the todos the plan surely leaves out, with no
// String, property model, closure or stream made for them:
// - a one-time todo whose due is not after `now`, or later than every candidate the pool keeps;
// - a series whose lower bound (`SeriesBound`) is later than the pool's threshold;
// - a COUNT series that surely ended before `now`, or surely runs past it with its bound
// later than the threshold (`RecurrenceRule.lastOccurrenceBounds`, whole periods counted).
// It records the same effects as the full reading (`PlannableReminder(vtodo:)` then
// `NotificationPlanner.gather`): the alarms' place, the overdue entry, the count left out.
// Anything else (completed, conditions, RDATE, EXDATE, odd parameters, errors, candidates that
// may be planned) returns false, and the todo is read in full.

import ICalendar
import Recurrence
import Zones

extension TodoReading {
  /// Settles the open todo from its lean lines; false (nothing recorded) when it must be read in full.
  mutating func readFast(at end: Int?, _ input: UnsafeBufferPointer<UInt8>) -> Bool {
    let uidAt = slots.uid
    guard uidAt >= 0 else { return false }
    let uid = lines[uidAt].value
    // An empty UID is not planned; a UID with escapes is decoded by the full reading.
    guard !uid.isEmpty, !UnsafeBufferPointer(rebasing: input[uid]).contains(UInt8(ascii: "\\")) else { return false }
    // A series with RECURRENCE-ID overrides is read in full (Occurrences' `ComponentSeries`).
    if !cache.overrides.isEmpty,
       cache.overrides.byUID[ComponentUID(bytes: UnsafeBufferPointer(rebasing: input[uid]))] != nil {
      return false
    }
    let statusAt = slots.status
    if statusAt >= 0 {
      let status = lines[statusAt].value
      // Non-ASCII statuses are uppercased by the full reading; COMPLETED and CANCELLED plan nothing
      // but still have their dates checked there.
      guard !UnsafeBufferPointer(rebasing: input[status]).contains(where: { $0 >= 0x80 }),
            !LeanLine.equalsUppercase(input, status, "COMPLETED"),
            !LeanLine.equalsUppercase(input, status, "CANCELLED") else { return false }
    }
    let startAt = slots.dtstart
    let dueAt = slots.due
    let anchorAt = startAt >= 0 ? startAt : dueAt
    guard anchorAt >= 0, let anchor = value(lines[anchorAt], input, due: false) else { return false }
    // Each value is read as an instant once (a zone lookup is the costly part).
    let anchorInstant = instant(anchor, due: false)
    // The due as an instant, and its date when it is a DATE (overdue from that day's midnight).
    // (Not a copy of the due's `RecurrenceTime`: copying one retains its zone twice.)
    var dueInstant = anchorInstant
    var dueDate: CivilDate?
    if case .date(let d) = anchor { dueDate = d }
    if startAt >= 0, dueAt >= 0, !Self.sameAfterName(input, lines[startAt], lines[dueAt]) {
      // Exported reminders write DUE as DTSTART's parameters and value: read once, else here.
      guard let parsed = value(lines[dueAt], input, due: true) else { return false }
      dueInstant = instant(parsed, due: true)
      if case .date(let d) = parsed { dueDate = d } else { dueDate = nil }
    }
    let lead = dueInstant.secondsSinceEpoch - anchorInstant.secondsSinceEpoch
    // A DUE before DTSTART is read as DTSTART, with a warning (Occurrences' `TimedComponent`).
    if lead < 0 { return false }
    let now = planner.now
    let overdueAt: Instant
    if let dueDate {
      overdueAt = wallClock.instant(CivilDateTime(date: dueDate, time: .midnight), floatingZone)
    } else {
      overdueAt = dueInstant
    }
    let summaryAt = slots.summary
    let title = summaryAt >= 0 ? lines[summaryAt].value : nil
    let ruleAt = slots.rrule

    if ruleAt < 0 {
      // One-time: its only candidate is the due, if after `now` and within the horizon.
      let fire = dueInstant
      var head: Instant? = fire > now ? fire : nil
      if let h = head, let end = planner.policy.horizonEnd, h > end { head = nil }
      if let head, !gathered.pool.rejects(head, kind: .oneTime) { return false }
      verbatim.endTodo(at: end, uidBytes: uid)
      if overdueAt < now { gathered.overdue.add(due: overdueAt, uid: uid, title: title) }
      if head != nil { gathered.pool.countDropped() }
      return true
    }

    guard let slot = ruleSlot(lines[ruleAt].value, input) else { return false }
    let facts = ruleSlots[slot].facts
    var counted: (lower: Instant, upper: Instant?)?
    if facts.ends {
      // A COUNT series, counted in whole periods: ended before `now` (no candidate), or
      // surely still running (then the bound below applies to it).
      guard let bounds = slotRules[slot].lastOccurrenceBounds(start: startValue(anchor), startInstant: anchorInstant,
                                                              floatingZone: floatingZone, windows: transitionWindows),
            isValid(slot, anchor) else { return false }
      if let upper = bounds.upper, upper.adding(seconds: lead) <= now {
        verbatim.endTodo(at: end, uidBytes: uid)
        if overdueAt < now { gathered.overdue.add(due: overdueAt, uid: uid, title: title) }
        return true
      }
      counted = bounds
    }
    // A series: left out when its lower bound is later than the pool's threshold, or equal to
    // it with a UID that loses the tie (no horizon).
    guard planner.policy.horizonEnd == nil, let threshold = gathered.pool.threshold,
          isValid(slot, anchor), var lower = seriesBound(facts, anchor, lead: lead) else { return false }
    // DTSTART is the set's first instance even when the rule does not generate it (RFC 5545
    // §3.8.5.3, Occurrences' `ComponentSeries`): a DTSTART still ahead bounds the series too.
    let first = anchorInstant.adding(seconds: lead)
    if first > now, first < lower { lower = first }
    guard gathered.pool.rejectsSeries(from: lower, uid: UnsafeBufferPointer(rebasing: input[uid])) else { return false }
    if let counted {
      // Still running after `now`: its first candidate exists and is past the threshold.
      guard counted.lower.adding(seconds: lead) > now else { return false }
    }
    verbatim.endTodo(at: end, uidBytes: uid)
    if overdueAt < now { gathered.overdue.add(due: overdueAt, uid: uid, title: title) }
    gathered.pool.countDropped()
    // (As the full reading counts it: a tie is expanded there, then dropped by the pool.)
    if counted == nil, lower > threshold { gathered.skippedByBound += 1 }
    return true
  }

  /// `v` as an instant: `RecurrenceTime.instant`, or a date at the all-day time and a floating
  /// time in the floating zone, as `PlannableReminder(vtodo:)` reads them; a zoned time in the
  /// zone kept for the anchor (`lastZone`) or the due (`dueZone`), passed where it is.
  private mutating func instant(_ v: FastValue, due: Bool) -> Instant {
    switch v {
    case .utc(let c): return Instant(utc: c)
    case .zoned(let c): return due ? wallClock.instant(c, dueZone) : wallClock.instant(c, lastZone)
    case .floating(let c): return wallClock.instant(c, floatingZone)
    case .date(let d): return wallClock.instant(CivilDateTime(date: d, time: SmartCondition.allDayTime), floatingZone)
    }
  }

  /// The anchor `v` as a `RecurrenceTime` (a zoned time in `lastZone`), for the rule's own checks.
  private func startValue(_ v: FastValue) -> RecurrenceTime {
    switch v {
    case .date(let d): return .date(d)
    case .utc(let c): return .utc(c)
    case .floating(let c): return .floating(c)
    case .zoned(let c): return .zoned(c, lastZone)
    }
  }

  /// The slot of `ruleSlots` holding the RRULE whose text is at `range` (filled from the
  /// cache on a miss: the table is direct-mapped by the text's `ruleHash`, and a slot's text
  /// is compared byte for byte with its copy in `ruleTexts`, or, past `ruleTextWidth` bytes,
  /// with an earlier copy in the input); `nil` when it does not parse. The slot's own copy
  /// keeps the comparison in cache: the earlier copy is usually megabytes back in the input.
  private mutating func ruleSlot(_ range: Range<Int>, _ input: UnsafeBufferPointer<UInt8>) -> Int? {
    let text = UnsafeBufferPointer(rebasing: input[range])
    let hash = Self.ruleHash(text)
    let index = Int(truncatingIfNeeded: hash) & (ruleSlots.count - 1)
    let width = Self.ruleTextWidth
    if ruleSlots[index].entry >= 0, ruleSlots[index].hash == hash, ruleSlots[index].text.count == text.count {
      let same = text.count <= width
        ? ruleTexts.withUnsafeBufferPointer { LeanLine.same(UnsafeBufferPointer(rebasing: $0[(index * width)..<(index * width + text.count)]), text) }
        : LeanLine.same(UnsafeBufferPointer(rebasing: input[ruleSlots[index].text]), text)
      if same { return index }
    }
    guard let entry = cache.ruleEntry(bytes: text), let rule = cache.rule(entry: entry) else { return nil }
    ruleSlots[index] = RuleSlot(hash: hash, text: range, entry: entry, facts: SeriesBound.RuleFacts(rule), validKinds: 0)
    slotRules[index] = rule
    if text.count <= width {
      ruleTexts.withUnsafeMutableBufferPointer { texts in
        guard let to = texts.baseAddress, let from = text.baseAddress else { return }
        (to + index * width).update(from: from, count: text.count)
      }
    }
    return index
  }

  /// A hash of `text` for the rule table, eight bytes at a time (a byte-at-a-time hash is a
  /// chain of dependent multiplies per byte): each word is mixed in with one multiply, the
  /// last (partial) word's bytes are loaded one by one, and the length is mixed in at the end.
  static func ruleHash(_ text: UnsafeBufferPointer<UInt8>) -> UInt64 {
    guard let base = text.baseAddress else { return 0 }
    let raw = UnsafeRawPointer(base)
    let n = text.count
    var hash: UInt64 = 0x9E37_79B9_7F4A_7C15
    var i = 0
    while i + 8 <= n {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
      hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
      hash ^= hash >> 29
      i += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while i < n {
      tail |= UInt64(base[i]) << shift
      shift += 8
      i += 1
    }
    hash = (hash ^ tail ^ UInt64(n) << 56) &* 0x94D0_49BB_1331_11EB
    return hash ^ (hash >> 32)
  }

  /// Whether the rule in `slot` is valid with the anchor `start` (`RecurrenceRule.validate(start:)`
  /// through the cache, remembered per kind of DTSTART).
  private mutating func isValid(_ slot: Int, _ start: FastValue) -> Bool {
    let bit: UInt8
    switch start {
    case .date: bit = 1
    case .floating: bit = 2
    case .utc: bit = 4
    case .zoned: bit = 8
    }
    if ruleSlots[slot].validKinds & bit != 0 { return true }
    guard cache.isValid(entry: ruleSlots[slot].entry, start: startValue(start)) else { return false }
    ruleSlots[slot].validKinds |= bit
    return true
  }

  /// `SeriesBound.of(facts: facts, anchor: anchor, …)?.bound(after: now, lead: lead)` through
  /// `bound(zone:…)`, without making the `SeriesBound` (it would hold a copy of the zone, and
  /// each `Zone` copy retains two objects): the zone is passed where it is.
  private mutating func seriesBound(_ facts: SeriesBound.RuleFacts, _ anchor: FastValue, lead: Int64) -> Instant? {
    switch anchor {
    case .date(let d):
      guard facts.hourlyStep == nil, facts.fixedTimeOfDay else { return nil }
      return bound(zone: floatingZone, time: SmartCondition.allDayTime, days: facts.days.filter(start: d), lead: lead)
    case .floating(let c): return seriesBound(facts, zone: floatingZone, c, lead: lead)
    case .utc(let c): return seriesBound(facts, zone: .utc, c, lead: lead)
    case .zoned(let c): return seriesBound(facts, zone: lastZone, c, lead: lead)
    }
  }

  /// `seriesBound` for a DTSTART at wall-clock `start` of `zone`, as `SeriesBound.of` reads it.
  private mutating func seriesBound(_ facts: SeriesBound.RuleFacts, zone: Zone, _ start: CivilDateTime,
                                    lead: Int64) -> Instant? {
    if let step = facts.hourlyStep { return bound(zone: zone, startWall: start.secondsSinceEpoch, step: step, lead: lead) }
    guard facts.fixedTimeOfDay else { return nil }
    return bound(zone: zone, time: start.time, days: facts.days.filter(start: start.date), lead: lead)
  }

  /// `SeriesBound.hourly(zone:startWall:step:).bound(after: now, lead: lead)`, remembered by
  /// phase (`bound(zone:key:…)`) for a series that started well before `now` (by more than any
  /// offset and lead): its bound is then fixed by the phase alone.
  private mutating func bound(zone: Zone, startWall: Int64, step: Int64, lead: Int64) -> Instant {
    guard startWall < planner.now.secondsSinceEpoch - abs(lead) - 3 * 86_400 else {
      return SeriesBound.hourly(zone: zone, startWall: startWall, step: step).bound(after: planner.now, lead: lead)
    }
    var phase = startWall % step
    if phase < 0 { phase += step }
    return bound(zone: zone, key: BoundKey(phase: phase, step: step, lead: lead), time: nil, days: .any,
                 shape: .hourly(zone: zone, startWall: startWall, step: step))
  }

  /// `SeriesBound.timeOfDay(zone:time:days:).bound(after: now, lead: lead)`, remembered.
  private mutating func bound(zone: Zone, time: CivilTime, days: DayFilter, lead: Int64) -> Instant {
    bound(zone: zone, key: BoundKey(phase: Int64(time.secondsSinceMidnight), step: 0, lead: lead), time: time,
          days: days, shape: .timeOfDay(zone: zone, time: time, days: .any))
  }

  /// A series' bound at `now`, remembered: at one `now` it depends only on the zone, the time
  /// of day (or, for an HOURLY series started before `now`, its phase) and the lead (`key`),
  /// which many todos share. `shape` (the day-free bound's shape, made only when the table
  /// misses) and `time` (a time of day; `nil` for HOURLY) compute it on a miss.
  ///
  /// For a time of day on filtered days, the day-free bound B (on day d: today or tomorrow)
  /// is remembered, and the series' first allowed day D ≥ d moves it to B + (D − d) days − 26 h
  /// (no offset change exceeds 26 h), never below B.
  private mutating func bound(zone: Zone, key: BoundKey, time: CivilTime?, days filter: DayFilter,
                              shape: @autoclosure () -> SeriesBound) -> Instant {
    let lead = key.lead
    // Bounds are kept for one zone at a time (files mostly use one), direct-mapped by key.
    if boundZone != zone { keepBounds(for: zone) }
    let base: (bound: Instant, day: CivilDate, weekday: Int)
    var mix = UInt64(bitPattern: key.phase) &* 0x9E37_79B9_7F4A_7C15
    mix ^= UInt64(bitPattern: key.step) &* 0xC2B2_AE3D_27D4_EB4F
    mix ^= UInt64(bitPattern: key.lead) &* 0x1656_67B1_9E37_79F9
    let index = Int(truncatingIfNeeded: mix >> 52) & (boundSlots.count - 1)
    if boundSlots[index].filled, boundSlots[index].key == key {
      base = (boundSlots[index].bound, boundSlots[index].day, boundSlots[index].weekday)
    } else {
      var day = CivilDate(daysSinceEpoch: 0)
      if let time {
        let after = planner.now.adding(seconds: -lead)
        day = zone.civil(at: after).date
        if zone.instant(for: CivilDateTime(date: day, time: time)) <= after { day = day.adding(days: 1) }
      }
      base = (shape().bound(after: planner.now, lead: lead), day, day.weekday.rawValue)
      boundSlots[index] = BoundSlot(filled: true, key: key, bound: base.bound, day: base.day, weekday: base.weekday)
    }
    var days = 0
    switch filter {
    case .any:
      return base.bound
    case .weekdays(let mask):
      // The first listed weekday from `base.day` on, by stepping the weekday number.
      var weekday = base.weekday
      while days < 7, mask & (1 << UInt8(weekday)) == 0 {
        weekday = weekday % 7 + 1
        days += 1
      }
      if days == 7 { return base.bound }
    default:
      guard !filter.contains(base.day), let first = filter.firstDay(after: base.day) else { return base.bound }
      days = first.daysSinceEpoch - base.day.daysSinceEpoch
    }
    guard days > 0 else { return base.bound }
    return max(base.bound, base.bound.adding(seconds: Int64(days) * 86_400 - RecurrenceRule.wallClockMargin))
  }

  /// Empties the bound table and keeps it for `zone`.
  private mutating func keepBounds(for zone: Zone) {
    boundZone = zone
    for i in boundSlots.indices { boundSlots[i].filled = false }
  }

  /// A DTSTART-like value read fast: a DATE, a UTC time, a floating time, or a time of the zone
  /// kept for it (`lastZone` for the anchor, `dueZone` for a DUE read on its own), so no value
  /// holds a copy of a `Zone` (each copy retains two objects).
  enum FastValue {
    case date(CivilDate)
    case utc(CivilDateTime)
    case floating(CivilDateTime)
    case zoned(CivilDateTime)
  }

  /// The DTSTART-like value of `line` (TZID from the cache, kept for the anchor or the `due`;
  /// VALUE=DATE checked), or `nil` when the full reading must judge it (unknown zone, malformed
  /// value).
  private mutating func value(_ line: LeanLine, _ input: UnsafeBufferPointer<UInt8>, due: Bool) -> FastValue? {
    if let tzid = line.tzid {
      // The kept TZID's bytes are compared in place before asking the cache.
      let keptTzid = due ? dueTzid : lastTzid
      // A file with its own VTIMEZONEs: the zone of a TZID may depend on the value's year
      // (ZoneResolver.agree), so it is asked each time.
      let fileZones = cache.hasFileZones
      let known = !fileZones && keptTzid.map {
        LeanLine.same(UnsafeBufferPointer(rebasing: input[$0]), UnsafeBufferPointer(rebasing: input[tzid]))
      } ?? false
      if !known {
        let year = fileZones ? Self.year(input, line.value) : nil
        guard let z = cache.zone(bytes: UnsafeBufferPointer(rebasing: input[tzid]), year: year) else { return nil }
        if due {
          dueZone = z
          dueTzid = tzid
        } else {
          lastZone = z
          lastTzid = tzid
        }
      }
    }
    guard let parsed = Self.parseCivil(input, line.value) else { return nil }
    if let type = line.valueType, LeanLine.equalsUppercase(input, type, "DATE"), !parsed.isDate { return nil }
    switch parsed {
    case .date(let d): return .date(d)
    case .utc(let c): return .utc(c)
    case .local(let c): return line.tzid != nil ? .zoned(c) : .floating(c)
    }
  }

  /// The year a value starts with (`20260620T205500` → 2026), nil if not four digits.
  static func year(_ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
    guard range.count >= 4, range.lowerBound >= 0, range.lowerBound + 4 <= input.count else { return nil }
    var y = 0
    for i in range.lowerBound..<(range.lowerBound + 4) {
      let b = input[i]
      guard b >= 0x30 && b <= 0x39 else { return nil }
      y = y * 10 + Int(b - 0x30)
    }
    return y
  }

  /// A DTSTART-like value's text without its zone: a DATE, a UTC time or a local time.
  enum CivilValue {
    case date(CivilDate)
    case utc(CivilDateTime)
    case local(CivilDateTime)

    /// Whether it is a DATE.
    var isDate: Bool {
      if case .date = self { return true }
      return false
    }
  }

  /// `RecurrenceTime(iCalendar:zone:)` on bytes without the zone: the value's date, UTC time or
  /// local time (floating, or zoned by its TZID); `nil` for text it does not accept.
  static func parseCivil(_ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> CivilValue? {
    let n = range.count
    guard n == 8 || n == 15 || n == 16, range.lowerBound >= 0, range.upperBound <= input.count,
          let base = input.baseAddress else { return nil }
    let p = base + range.lowerBound
    // Digits as values 0...9 (anything else is 10 or more, unsigned).
    @inline(__always) func d(_ i: Int) -> Int { Int(p[i] &- 48) }
    let (y0, y1, y2, y3, m0, m1, d0, d1) = (d(0), d(1), d(2), d(3), d(4), d(5), d(6), d(7))
    guard y0 < 10, y1 < 10, y2 < 10, y3 < 10, m0 < 10, m1 < 10, d0 < 10, d1 < 10,
          let date = CivilDate(year: y0 * 1000 + y1 * 100 + y2 * 10 + y3, month: m0 * 10 + m1, day: d0 * 10 + d1)
    else { return nil }
    if n == 8 { return .date(date) }
    let (h0, h1, i0, i1, s0, s1) = (d(9), d(10), d(11), d(12), d(13), d(14))
    guard p[8] == UInt8(ascii: "T") || p[8] == UInt8(ascii: "t"),
          h0 < 10, h1 < 10, i0 < 10, i1 < 10, s0 < 10, s1 < 10,
          let time = CivilTime(hour: h0 * 10 + h1, minute: i0 * 10 + i1, second: s0 * 10 + s1) else { return nil }
    let civil = CivilDateTime(date: date, time: time)
    if n == 16 {
      guard p[15] == UInt8(ascii: "Z") || p[15] == UInt8(ascii: "z") else { return nil }
      return .utc(civil)
    }
    return .local(civil)
  }


  /// Whether lines `a` and `b` are byte for byte the same after their names:
  /// `DTSTART;TZID=X:20261122T090000` and `DUE;TZID=X:20261122T090000`.
  static func sameAfterName(_ input: UnsafeBufferPointer<UInt8>, _ a: LeanLine, _ b: LeanLine) -> Bool {
    let aStart = a.nameEnd, bStart = b.nameEnd
    let aEnd = a.value.upperBound, bEnd = b.value.upperBound
    guard aEnd - aStart == bEnd - bStart else { return false }
    return LeanLine.same(UnsafeBufferPointer(rebasing: input[aStart..<aEnd]), UnsafeBufferPointer(rebasing: input[bStart..<bEnd]))
  }
}
