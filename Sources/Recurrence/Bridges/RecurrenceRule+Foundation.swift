// A bridge between RFC 5545 §3.3.10 rules and Foundation's `Calendar.RecurrenceRule`, for app
// developers: converts both ways where Foundation can express the rule, and names what it
// cannot (FREQ=SECONDLY, RSCALE other than GREGORIAN, BYSETPOS with SKIP, leap months…).

#if canImport(FoundationEssentials)
import FoundationEssentials
#elseif canImport(Foundation)
import Foundation
#endif
#if canImport(FoundationEssentials) || canImport(Foundation)
import Zones

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension RecurrenceRule {
  /// The Foundation form of this rule, or an error naming the part Foundation cannot express.
  ///
  /// ```swift
  /// let rule = try RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=-1FR;COUNT=3")
  /// let f = try rule.foundationRule(timeZone: TimeZone(identifier: "America/New_York")!)
  /// f.frequency   // .monthly
  /// f.weekdays    // [.nth(-1, .friday)]
  /// f.end         // .afterOccurrences(3)
  /// ```
  /// `timeZone` reads a floating or DATE UNTIL as an instant (Foundation's end is a `Date`).
  /// SKIP becomes the matching policy: OMIT `.strict`, BACKWARD
  /// `.previousTimePreservingSmallerComponents`, FORWARD `.nextTime`.
  public func foundationRule(timeZone: TimeZone) throws(RecurrenceError) -> Calendar.RecurrenceRule {
    func cannot(_ part: RulePart, _ why: String) -> RecurrenceError {
      RecurrenceError(.unsupported, part: part.rawValue, text: text(of: part),
                      message: "Calendar.RecurrenceRule cannot express \(why)")
    }
    let f: Calendar.RecurrenceRule.Frequency
    switch frequency {
    case .secondly: throw cannot(.freq, "FREQ=SECONDLY (its finest frequency is MINUTELY)")
    case .minutely: f = .minutely
    case .hourly: f = .hourly
    case .daily: f = .daily
    case .weekly: f = .weekly
    case .monthly: f = .monthly
    case .yearly: f = .yearly
    }
    if let rscale, rscale != "GREGORIAN" { throw cannot(.rscale, "RSCALE=\(rscale) here; use a Calendar of that identifier") }
    if skip != nil && skip != .omit && !bySetPos.isEmpty {
      throw cannot(.bySetPos, "BYSETPOS together with SKIP=\(skip?.rawValue ?? "")")
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    calendar.firstWeekday = effectiveWeekStart == .sunday ? 1 : effectiveWeekStart.rawValue + 1
    var end = Calendar.RecurrenceRule.End.never
    if let count { end = .afterOccurrences(count) }
    if let until {
      let seconds: Int64
      switch until {
      case .utc, .zoned: seconds = until.instant?.secondsSinceEpoch ?? 0
      case .date, .floating:
        let civil = until.civil.secondsSinceEpoch
        seconds = civil - Int64(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(civil))))
      }
      end = .afterDate(Date(timeIntervalSince1970: TimeInterval(seconds)))
    }
    var rule = Calendar.RecurrenceRule(calendar: calendar, frequency: f, interval: interval, end: end)
    rule.matchingPolicy = switch effectiveSkip {
    case .omit: .strict
    case .backward: .previousTimePreservingSmallerComponents
    case .forward: .nextTime
    }
    rule.seconds = bySecond
    rule.minutes = byMinute
    rule.hours = byHour
    rule.weekdays = byDay.map { entry in
      let w = Self.localeWeekday(entry.weekday)
      return entry.ordinal == 0 ? .every(w) : .nth(entry.ordinal, w)
    }
    rule.daysOfTheMonth = byMonthDay
    rule.daysOfTheYear = byYearDay
    rule.weeks = byWeekNo
    rule.months = byMonth.map { Calendar.RecurrenceRule.Month($0, isLeap: false) }
    rule.setPositions = bySetPos
    return rule
  }

  /// Reads a Foundation rule back, or throws naming what RFC 5545 cannot carry (a non-Gregorian
  /// calendar, a leap month).
  ///
  /// ```swift
  /// try RecurrenceRule(foundation: f).description   // "FREQ=MONTHLY;COUNT=3;BYDAY=-1FR"
  /// ```
  public init(foundation rule: Calendar.RecurrenceRule) throws(RecurrenceError) {
    guard rule.calendar.identifier == .gregorian else {
      throw RecurrenceError(.unsupported, part: "RSCALE", text: "\(rule.calendar.identifier)",
                            message: "calendar \(rule.calendar.identifier) has no RFC 7529 RSCALE this engine supports; only Gregorian rules convert")
    }
    let frequency: Frequency = switch rule.frequency {
    case .minutely: .minutely
    case .hourly: .hourly
    case .daily: .daily
    case .weekly: .weekly
    case .monthly: .monthly
    case .yearly: .yearly
    @unknown default: .daily
    }
    self.init(frequency: frequency, interval: rule.interval)
    if let n = rule.end.occurrences { count = n }
    if let date = rule.end.date {
      let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
      until = .utc(Instant(secondsSinceEpoch: seconds).utc)
    }
    bySecond = rule.seconds
    byMinute = rule.minutes
    byHour = rule.hours
    var days: [WeekdayNumber] = []
    for w in rule.weekdays {
      switch w {
      case .every(let d): days.append(WeekdayNumber(ordinal: 0, weekday: Self.weekday(d)))
      case .nth(let n, let d): days.append(WeekdayNumber(ordinal: n, weekday: Self.weekday(d)))
      @unknown default: break
      }
    }
    byDay = days
    byMonthDay = rule.daysOfTheMonth
    byYearDay = rule.daysOfTheYear
    byWeekNo = rule.weeks
    var months: [Int] = []
    for m in rule.months {
      if m.isLeap {
        throw RecurrenceError(.unsupported, part: "BYMONTH", text: "\(m.index)L",
                              message: "leap month \"\(m.index)L\" is not supported; only RSCALE=GREGORIAN months 1...12 are")
      }
      months.append(m.index)
    }
    byMonth = months
    bySetPos = rule.setPositions
    let first = rule.calendar.firstWeekday
    if first != 2 { weekStart = first == 1 ? .sunday : Weekday(rawValue: first - 1) }
    switch rule.matchingPolicy {
    case .previousTimePreservingSmallerComponents: rscale = "GREGORIAN"; skip = .backward
    case .nextTime, .nextTimePreservingSmallerComponents: rscale = "GREGORIAN"; skip = .forward
    default: break
    }
    try validate()
  }

  /// Foundation's name for an RFC 5545 weekday.
  static func localeWeekday(_ w: Weekday) -> Locale.Weekday {
    switch w {
    case .monday: .monday
    case .tuesday: .tuesday
    case .wednesday: .wednesday
    case .thursday: .thursday
    case .friday: .friday
    case .saturday: .saturday
    case .sunday: .sunday
    }
  }

  /// The inverse of `localeWeekday`, so that the two directions cannot disagree; Monday for a
  /// weekday Foundation may add later.
  static func weekday(_ w: Locale.Weekday) -> Weekday {
    Weekday.allCases.first { localeWeekday($0) == w } ?? .monday
  }
}
#endif
