// A generator of valid RFC 5545 §3.3.10 recurrence rules (every FREQ, every BY part within
// the RFC's FREQ/BY table and value ranges, WKST, COUNT or UNTIL, RFC 7529 RSCALE/SKIP) with
// DATE, floating, UTC and zoned DTSTARTs (§3.3.4, §3.3.5), for `recur conformance --random`.

import Recurrence
import Zones

/// Deterministic random cases: the same seed gives the same cases, in the same order.
///
/// ```swift
/// var g = RuleGenerator(seed: 7)
/// let c = g.next(index: 0)   // e.g. rule "FREQ=MONTHLY;BYDAY=-1FR;COUNT=12",
///                            //      dtstart "DTSTART;TZID=Pacific/Chatham:20210328T024500"
/// ```
/// Each case compares the first `limit` (50) occurrences up to a window end `before` that
/// depends on FREQ (SECONDLY 1 day, MINUTELY 30 days, HOURLY 2 years, DAILY and WEEKLY 30
/// years, MONTHLY 100 years, YEARLY 200 years, never past 2500 — inside libical's year limit),
/// so that a rule matching rarely ends fast in both engines. Sub-daily and MONTHLY rules with
/// INTERVAL draw same-unit BY values DTSTART can reach, and BYSETPOS stays within an estimate
/// of the period's set size, so that rules that can never match (which both engines must scan
/// to their search bounds) stay rare.
public struct RuleGenerator: Sendable {
  private var random: SplitMix64
  /// The draws that turn some RSCALE=GREGORIAN rules into other calendars (RFC 7529), from a
  /// stream of their own so the rest of every seed's cases stay as they were.
  private var scaleRandom: SplitMix64
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
    scaleRandom = SplitMix64(seed: seed ^ 0x7529_7529_7529_7529)
  }

  /// The non-Gregorian scales the generator draws (CLDR names of RFC 7529 §3).
  public static let scales = [
    "CHINESE", "DANGI", "HEBREW", "ISLAMIC-CIVIL", "ISLAMIC-UMALQURA", "ISLAMIC-TBLA", "PERSIAN",
    "INDIAN", "ETHIOPIC", "COPTIC", "BUDDHIST", "ROC",
  ]

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
    parts.append("FREQ=" + freq.icalName)
    var byCount = 0
    var byMonthCount = 0
    let timeParts = kind != .date

    var interval = 1
    if random.chance(0.3) {
      interval = random.int(2...(freq <= .minutely ? 15 : 5))
      parts.append("INTERVAL=\(interval)")
    }
    let civilTime = kind == .date ? CivilTime.midnight : pickTime()
    // Set sizes per period of the parts drawn so far, for a BYSETPOS that can match.
    var daySetSize = 1
    var timeSetSize = 1
    // BYMONTH (any FREQ). Sub-daily rules keep DTSTART's month so libical's scan stays short.
    if random.chance(freq <= .minutely ? 0.1 : 0.25) {
      // MONTHLY with INTERVAL reaches only months congruent to DTSTART's modulo gcd(INTERVAL, 12).
      let step = freq == .monthly ? Self.gcd(interval, 12) : 1
      let months = freq <= .minutely ? [start.month]
        : Self.distinct(random.int(1...3)) { (start.month - 1 + step * random.int(0...11)) % 12 + 1 }
      parts.append("BYMONTH=" + months.map(String.init).joined(separator: ","))
      byCount += 1
      byMonthCount = months.count
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
      if freq == .yearly { daySetSize = 0 }
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
      if freq >= .monthly, daySetSize == 1, !hasWeekNo { daySetSize = days.count * max(1, byMonthCount) } else { daySetSize = 0 }
    }
    // BYDAY (any FREQ; ordinals only for MONTHLY and for YEARLY without BYWEEKNO).
    if random.chance(freq <= .minutely ? 0.1 : 0.35) {
      // Ordinals only without BYMONTHDAY/BYYEARDAY (their intersections are rare, so libical
      // would scan centuries); sub-daily rules always include DTSTART's weekday.
      let hasDayList = parts.contains { $0.hasPrefix("BYMONTHDAY=") || $0.hasPrefix("BYYEARDAY=") }
      let ordinals = (freq == .monthly || (freq == .yearly && !hasWeekNo)) && !hasDayList && random.chance(0.5)
      var first = freq <= .minutely
      let days = Self.distinct(random.int(1...3)) { () -> String in
        let wd = first ? start.weekday.icalName : random.pick(Weekday.allCases).icalName
        first = false
        guard ordinals else { return wd }
        let n = freq == .monthly ? random.int(1...5) : (random.chance(0.7) ? random.int(1...5) : random.int(1...53))
        return "\(random.chance(0.7) ? n : -n)\(wd)"
      }
      parts.append("BYDAY=" + days.joined(separator: ","))
      byCount += 1
      if freq == .weekly, daySetSize == 1 {
        daySetSize = days.count
      } else if freq >= .monthly, daySetSize == 1, !hasWeekNo, !ordinals {
        daySetSize = days.count * 4 * max(1, byMonthCount)
      } else if freq >= .monthly, !(daySetSize == 1 && ordinals) {
        daySetSize = 0
      }
    }
    if timeParts {
      if random.chance(freq <= .hourly ? 0.3 : 0.15) {
        // HOURLY with INTERVAL reaches only hours congruent to DTSTART's modulo gcd(INTERVAL, 24).
        let step = freq == .hourly ? Self.gcd(interval, 24) : 1
        let hours = Self.distinct(random.int(1...3)) { () -> Int in
          let h = random.chance(0.5) ? random.int(0...4) : random.int(0...23)
          return step == 1 ? h : (civilTime.hour + step * h) % 24
        }
        parts.append("BYHOUR=" + hours.map(String.init).joined(separator: ","))
        byCount += 1
        if freq >= .daily { timeSetSize *= hours.count }
      }
      if random.chance(freq <= .hourly ? 0.3 : 0.12) {
        let step = freq == .minutely ? Self.gcd(interval, 60) : 1
        let minutes = Self.distinct(random.int(1...3)) { () -> Int in
          let m = random.pick([0, 15, 30, 45, random.int(0...59)])
          return step == 1 ? m : (civilTime.minute + step * m) % 60
        }
        parts.append("BYMINUTE=" + minutes.map(String.init).joined(separator: ","))
        byCount += 1
        if freq >= .hourly { timeSetSize *= minutes.count }
      }
      if random.chance(freq <= .minutely ? 0.3 : 0.06) {
        let step = freq == .secondly ? Self.gcd(interval, 60) : 1
        let seconds = Self.distinct(random.int(1...2)) { () -> Int in
          let v = random.pick([0, 30, random.int(0...59)])
          return step == 1 ? v : (civilTime.second + step * v) % 60
        }
        parts.append("BYSECOND=" + seconds.map(String.init).joined(separator: ","))
        byCount += 1
        if freq >= .minutely { timeSetSize *= seconds.count }
      }
    }
    // BYSETPOS only where every period's set can have that many members (an estimate: 1 when
    // parts intersect), so rules that never match stay rare and cheap.
    let setSize = max(1, daySetSize) * timeSetSize
    if byCount > 0, random.chance(0.2) {
      let top = min(3, setSize)
      let positions = Self.distinct(random.int(1...2)) { random.chance(0.6) ? -random.int(1...top) : random.int(1...top) }
      parts.append("BYSETPOS=" + positions.map(String.init).joined(separator: ","))
    }
    if random.chance(0.15) {
      parts.append("WKST=" + random.pick(Weekday.allCases).icalName)
    }
    if parts.contains("RSCALE=GREGORIAN"), !hasWeekNo, scaleRandom.chance(0.5) {
      // Another calendar; with BYMONTH, sometimes a leap month too (5L is Adar I in HEBREW).
      let scale = scaleRandom.pick(Self.scales)
      parts = parts.map { $0 == "RSCALE=GREGORIAN" ? "RSCALE=" + scale : $0 }
      if ["CHINESE", "DANGI", "HEBREW"].contains(scale), scaleRandom.chance(0.5),
         let i = parts.firstIndex(where: { $0.hasPrefix("BYMONTH=") }) {
        parts[i] += ",\(scale == "HEBREW" ? 5 : scaleRandom.int(1...11))L"
      }
    }
    if parts.contains(where: { $0.hasPrefix("RSCALE=") }) {
      parts.append("SKIP=" + random.pick(["OMIT", "BACKWARD", "FORWARD"]))
    }

    let civilStart = CivilDateTime(date: start, time: civilTime)
    // Termination: COUNT, UNTIL (in the start's form; UTC for zoned starts) or none.
    let horizonYears: Int
    let horizonSeconds: Int64
    switch freq {
    case .secondly: horizonSeconds = 86400; horizonYears = 0
    case .minutely: horizonSeconds = 30 * 86400; horizonYears = 0
    case .hourly: horizonSeconds = 0; horizonYears = 2
    case .daily, .weekly: horizonSeconds = 0; horizonYears = 30
    case .monthly: horizonSeconds = 0; horizonYears = 100
    case .yearly: horizonSeconds = 0; horizonYears = 200
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

  private mutating func pickFrequency() -> Frequency {
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

  private mutating func pickStartKind(freq: Frequency) -> StartKind {
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

  static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

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
