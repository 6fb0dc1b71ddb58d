// A generator of valid RFC 5545 §3.3.10 recurrence rules (every FREQ, every BY part within
// the RFC's FREQ/BY table and value ranges, WKST, COUNT or UNTIL, RFC 7529 RSCALE/SKIP) with
// DATE, floating, UTC and zoned DTSTARTs (§3.3.4, §3.3.5), for `recur conformance --random`.

import Zones

/// Deterministic random cases: the same seed gives the same cases, in the same order.
///
/// ```swift
/// var g = RuleGenerator(seed: 7)
/// let c = g.next(index: 0)   // e.g. rule "FREQ=MONTHLY;BYDAY=-1FR;COUNT=12",
///                            //      dtstart "DTSTART;TZID=Pacific/Chatham:20210328T024500"
/// ```
/// Each case compares the first `limit` (50) occurrences up to a window end `before` that
/// depends on FREQ (SECONDLY 3 days, MINUTELY 120 days, HOURLY 5 years, DAILY and WEEKLY 60
/// years, MONTHLY and YEARLY 300 years, never past 2500 — inside libical's year limit), so
/// that a rule matching rarely (or never) ends fast in both engines.
public struct RuleGenerator: Sendable {
  private var random: SplitMix64
  /// The seed the cases derive from.
  public let seed: UInt64
  /// Occurrences compared per case.
  public static let limit = 50

  /// The zones DTSTARTs are drawn from: DST in both hemispheres, 30- and 45-minute offsets,
  /// 30-minute DST (Lord_Howe), negative DST (Dublin), zones that changed rules.
  public static let zones = [
    "America/New_York", "America/Los_Angeles", "Europe/Berlin", "Europe/London", "Europe/Dublin",
    "Australia/Lord_Howe", "Australia/Adelaide", "Pacific/Chatham", "Asia/Kathmandu",
    "Asia/Kolkata", "America/St_Johns", "America/Sao_Paulo", "America/Santiago", "Asia/Tehran",
    "Pacific/Apia", "Africa/Cairo", "UTC",
  ]

  /// A generator for `seed`.
  public init(seed: UInt64) {
    self.seed = seed
    random = SplitMix64(seed: seed)
  }

  /// The next case; `index` only labels it (`random seed S #index`).
  public mutating func next(index: Int) -> ConformanceCase {
    let freq = pickFrequency()
    let kind = pickStartKind(freq: freq)
    let start = pickStart()
    let zone = kind == .zoned ? random.pick(Self.zones) : ""
    var parts: [String] = []
    if random.chance(0.08), freq >= .monthly {
      parts.append("RSCALE=GREGORIAN")
    }
    parts.append("FREQ=" + freq.name)
    var byCount = 0
    let timeParts = kind != .date

    if random.chance(0.3) {
      parts.append("INTERVAL=\(random.int(2...(freq <= .minutely ? 15 : 5)))")
    }
    // BYMONTH (any FREQ). Sub-daily rules keep DTSTART's month so libical's scan stays short.
    if random.chance(freq <= .minutely ? 0.1 : 0.25) {
      let months = freq <= .minutely ? [start.month] : Self.distinct(random.int(1...3)) { random.int(1...12) }
      parts.append("BYMONTH=" + months.map(String.init).joined(separator: ","))
      byCount += 1
    }
    // BYWEEKNO (YEARLY only).
    let hasWeekNo = freq == .yearly && random.chance(0.12)
    if hasWeekNo {
      let weeks = Self.distinct(random.int(1...2)) { random.chance(0.75) ? random.int(1...53) : -random.int(1...53) }
      parts.append("BYWEEKNO=" + weeks.map(String.init).joined(separator: ","))
      byCount += 1
    }
    // BYYEARDAY (not DAILY, WEEKLY, MONTHLY).
    if (freq == .yearly && random.chance(0.12)) || (freq == .hourly && random.chance(0.04)) {
      let days = Self.distinct(random.int(1...3)) { random.chance(0.7) ? random.int(1...366) : -random.int(1...366) }
      parts.append("BYYEARDAY=" + days.map(String.init).joined(separator: ","))
      byCount += 1
    }
    // BYMONTHDAY (not WEEKLY), biased to month ends.
    if freq != .weekly, random.chance(freq >= .monthly ? 0.35 : (freq <= .minutely ? 0.03 : 0.1)) {
      let days = Self.distinct(random.int(1...4)) { () -> Int in
        switch random.int(0...3) {
        case 0: random.int(28...31)
        case 1: -random.int(1...3)
        case 2: random.int(1...31)
        default: -random.int(1...31)
        }
      }
      parts.append("BYMONTHDAY=" + days.map(String.init).joined(separator: ","))
      byCount += 1
    }
    // BYDAY (any FREQ; ordinals only for MONTHLY and for YEARLY without BYWEEKNO).
    if random.chance(freq <= .minutely ? 0.1 : 0.35) {
      let ordinals = (freq == .monthly || (freq == .yearly && !hasWeekNo)) && random.chance(0.5)
      let days = Self.distinct(random.int(1...3)) { () -> String in
        let wd = random.pick(Weekday.allCases).icalName
        guard ordinals else { return wd }
        let n = freq == .monthly ? random.int(1...5) : (random.chance(0.7) ? random.int(1...5) : random.int(1...53))
        return "\(random.chance(0.7) ? n : -n)\(wd)"
      }
      parts.append("BYDAY=" + days.joined(separator: ","))
      byCount += 1
    }
    if timeParts {
      if random.chance(freq <= .hourly ? 0.3 : 0.15) {
        let hours = Self.distinct(random.int(1...3)) { random.chance(0.5) ? random.int(0...4) : random.int(0...23) }
        parts.append("BYHOUR=" + hours.map(String.init).joined(separator: ","))
        byCount += 1
      }
      if random.chance(freq <= .hourly ? 0.3 : 0.12) {
        let minutes = Self.distinct(random.int(1...3)) { random.pick([0, 15, 30, 45, random.int(0...59)]) }
        parts.append("BYMINUTE=" + minutes.map(String.init).joined(separator: ","))
        byCount += 1
      }
      if random.chance(freq <= .minutely ? 0.3 : 0.06) {
        let seconds = Self.distinct(random.int(1...2)) { random.pick([0, 30, random.int(0...59)]) }
        parts.append("BYSECOND=" + seconds.map(String.init).joined(separator: ","))
        byCount += 1
      }
    }
    if byCount > 0, random.chance(0.2) {
      let positions = Self.distinct(random.int(1...2)) { random.chance(0.6) ? -random.int(1...3) : random.int(1...3) }
      parts.append("BYSETPOS=" + positions.map(String.init).joined(separator: ","))
    }
    if random.chance(0.15) {
      parts.append("WKST=" + random.pick(Weekday.allCases).icalName)
    }
    if parts.contains("RSCALE=GREGORIAN") {
      parts.append("SKIP=" + random.pick(["OMIT", "BACKWARD", "FORWARD"]))
    }

    let civilStart = CivilDateTime(date: start, time: kind == .date ? .midnight : pickTime())
    // Termination: COUNT, UNTIL (in the start's form; UTC for zoned starts) or none.
    let horizonYears: Int
    let horizonSeconds: Int64
    switch freq {
    case .secondly: horizonSeconds = 3 * 86400; horizonYears = 0
    case .minutely: horizonSeconds = 120 * 86400; horizonYears = 0
    case .hourly: horizonSeconds = 0; horizonYears = 5
    case .daily, .weekly: horizonSeconds = 0; horizonYears = 60
    case .monthly, .yearly: horizonSeconds = 0; horizonYears = 300
    }
    let before: CivilDateTime
    if horizonYears > 0 {
      let y = min(civilStart.date.year + horizonYears, 2500)
      before = CivilDateTime(date: CivilDate(uncheckedYear: y, month: 1, day: 1), time: .midnight)
    } else {
      before = civilStart.adding(seconds: horizonSeconds)
    }
    switch random.int(0...19) {
    case 0...7:
      parts.append("COUNT=\(random.int(1...40))")
    case 8...12:
      let span: Int64
      switch freq {
      case .secondly: span = Int64(random.int(60...7200))
      case .minutely: span = Int64(random.int(3600...(20 * 86400)))
      case .hourly: span = Int64(random.int(86400...(200 * 86400)))
      case .daily, .weekly: span = Int64(random.int(7...800)) * 86400
      case .monthly, .yearly: span = Int64(random.int(60...(20 * 365))) * 86400
      }
      let until = civilStart.adding(seconds: span)
      switch kind {
      case .date: parts.append("UNTIL=" + text(until.date))
      case .floating: parts.append("UNTIL=" + text(until))
      case .utc, .zoned: parts.append("UNTIL=" + text(until) + "Z")
      }
    default:
      break
    }

    let dtstart: String
    let beforeText: String
    switch kind {
    case .date:
      dtstart = "DTSTART;VALUE=DATE:" + text(civilStart.date)
      beforeText = text(before.date)
    case .floating:
      dtstart = "DTSTART:" + text(civilStart)
      beforeText = text(before)
    case .utc:
      dtstart = "DTSTART:" + text(civilStart) + "Z"
      beforeText = text(before) + "Z"
    case .zoned:
      dtstart = "DTSTART;TZID=\(zone):" + text(civilStart)
      beforeText = text(before) + "Z"
    }
    return ConformanceCase(rule: parts.joined(separator: ";"), dtstart: dtstart, limit: Self.limit,
                           before: beforeText, source: "random seed \(seed) #\(index)")
  }

  // MARK: - Draws

  enum StartKind { case date, floating, utc, zoned }

  enum Freq: Int, Comparable {
    case secondly, minutely, hourly, daily, weekly, monthly, yearly
    var name: String {
      switch self {
      case .secondly: "SECONDLY"
      case .minutely: "MINUTELY"
      case .hourly: "HOURLY"
      case .daily: "DAILY"
      case .weekly: "WEEKLY"
      case .monthly: "MONTHLY"
      case .yearly: "YEARLY"
      }
    }
    static func < (a: Freq, b: Freq) -> Bool { a.rawValue < b.rawValue }
  }

  private mutating func pickFrequency() -> Freq {
    switch random.int(0...99) {
    case 0...3: .secondly
    case 4...9: .minutely
    case 10...21: .hourly
    case 22...41: .daily
    case 42...59: .weekly
    case 60...81: .monthly
    default: .yearly
    }
  }

  private mutating func pickStartKind(freq: Freq) -> StartKind {
    switch random.int(0...99) {
    case 0...11: freq >= .daily ? .date : .floating
    case 12...29: .floating
    case 30...44: .utc
    default: .zoned
    }
  }

  /// A date in 1995...2035, four times in ten near a DST change or a month end.
  private mutating func pickStart() -> CivilDate {
    let year = random.int(1995...2035)
    if random.chance(0.4) {
      let (month, days) = random.pick([(3, 5...31), (4, 1...7), (9, 20...30), (10, 1...31), (11, 1...8), (1, 28...31), (2, 27...29)])
      let day = min(random.int(days), CivilDate.daysInMonth(year: year, month: month))
      return CivilDate(uncheckedYear: year, month: month, day: day)
    }
    let month = random.int(1...12)
    return CivilDate(uncheckedYear: year, month: month, day: random.int(1...CivilDate.daysInMonth(year: year, month: month)))
  }

  /// A time of day, a third of the time between midnight and 04:00 (where DST changes happen).
  private mutating func pickTime() -> CivilTime {
    let hour = random.chance(0.35) ? random.int(0...3) : random.int(0...23)
    let minute = random.pick([0, 0, 15, 30, 45, random.int(0...59)])
    let second = random.chance(0.1) ? random.int(0...59) : 0
    return CivilTime(uncheckedHour: hour, minute: minute, second: second)
  }

  /// `count` distinct draws (fewer if the draws keep repeating; at most 4 tries per value).
  private static func distinct<T: Equatable>(_ count: Int, _ draw: () -> T) -> [T] {
    var out: [T] = []
    for _ in 0..<(count * 4) where out.count < count {
      let v = draw()
      if !out.contains(v) { out.append(v) }
    }
    return out
  }

  private func text(_ d: CivilDate) -> String { LibICalTextBridge.date(d) }
  private func text(_ t: CivilDateTime) -> String { LibICalTextBridge.local(t) }
}
