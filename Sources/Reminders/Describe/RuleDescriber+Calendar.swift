// Plain-language days of an RSCALE rule on a date of another calendar (RFC 7529): "on 8 Adar I
// (8 Adar in common years)", "on the 1st day of the 1st Chinese month", with what SKIP does in
// the years or months that lack the date (§3.1: the month first, then the day).

import Recurrence

extension RuleDescriber {
  /// The day phrase and note of a MONTHLY or YEARLY rule on one date of a calendar with months
  /// of its own (not GREGORIAN, BUDDHIST, JAPANESE or ROC), or `nil` for any other rule.
  ///
  /// - `RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=8;SKIP=FORWARD` →
  ///   `["on 8 Adar I", "(8 Adar in common years)"]`
  /// - `RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1` → `["on the 1st day of the 1st Chinese month"]`
  /// - `RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=14` → `["on 14 Adar", "(14 Adar II in leap years)"]`
  static func calendarDayParts(_ text: String, start: ReminderDue?) -> [String]? {
    guard let rule = try? RecurrenceRule(parsing: text), let name = rule.rscale,
          let scale = CalendarScale(rawValue: name), !scale.hasGregorianMonths,
          rule.frequency == .monthly || rule.frequency == .yearly,
          rule.byDay.isEmpty, rule.byYearDay.isEmpty, rule.byWeekNo.isEmpty, rule.bySetPos.isEmpty,
          rule.byMonthDay.count <= 1, rule.byMonthDay.allSatisfy({ $0 > 0 }) else { return nil }
    let own = start.map { scale.date(of: $0.date) }
    guard let day = rule.byMonthDay.first ?? own?.day else { return nil }
    let months = rule.byMonth.map { ($0, false) } + rule.byLeapMonth.map { ($0, true) }
    let skip = rule.effectiveSkip
    var notes: [String] = []
    if let variant = scale.variantName { notes.append(variant) }
    let phrase: String
    if rule.frequency == .monthly {
      guard months.isEmpty else { return nil }
      phrase = "on the " + ordinal(day) + " day of the \(scale.adjective) month"
      if day > scale.shortestMonth {
        switch skip {
        case .omit: notes.append("months without a \(ordinal(day)) day are skipped")
        case .backward: notes.append("the last day in shorter months")
        case .forward: notes.append("the 1st of the next month in shorter months")
        }
      }
    } else {
      guard months.count <= 1, !(months.isEmpty && !rule.byMonthDay.isEmpty) else { return nil }
      guard let (month, leap) = months.first ?? own.map({ ($0.month, $0.isLeapMonth) }) else { return nil }
      phrase = "on " + scale.dayText(day, month: month, isLeap: leap)
      if scale == .hebrew, month == 6, !leap { notes.append("\(day) Adar II in leap years") }
      if leap {
        notes.append(leapMonthNote(scale, month: month, day: day, skip: skip))
      } else if let range = scale.dayRange(month: month), day > range.lowerBound {
        notes.append(shortMonthNote(scale, month: month, day: day, range: range, skip: skip))
      }
    }
    return notes.isEmpty ? [phrase] : [phrase, "(" + notes.joined(separator: "; ") + ")"]
  }

  /// Where a leap-month date falls in a year without that leap month: "8 Adar in common
  /// years", "1 Nisan in common years" (30 Adar I, FORWARD: Adar has 29 days), "the 15th day of
  /// the 4th Chinese month in years without a leap 4th month", "leap years only" (OMIT).
  static func leapMonthNote(_ scale: CalendarScale, month: Int, day: Int, skip: SkipRule) -> String {
    let hebrew = scale == .hebrew
    if skip == .omit { return hebrew ? "leap years only" : "only in years with a leap \(ordinal(month)) month" }
    let years = hebrew ? "in common years" : "in years without a leap \(ordinal(month)) month"
    let target = skip == .backward ? month : next(month, in: scale)
    guard let range = scale.dayRange(month: target) else { return years }
    if day <= range.lowerBound { return scale.dayText(day, month: target) + " " + years }
    if day > range.upperBound {
      let moved = skip == .backward ? scale.dayText(range.upperBound, month: target)
        : scale.dayText(1, month: next(target, in: scale))
      return moved + " " + years
    }
    let short = skip == .backward ? "the \(ordinal(range.lowerBound))" : "the 1st of the next month"
    return scale.dayText(day, month: target) + ", or \(short) when that month has \(range.lowerBound) days, " + years
  }

  /// Where a day some years' month lacks falls: "29 Heshvan when Heshvan has 29 days"
  /// (BACKWARD), "1 Kislev when Heshvan has 29 days" (FORWARD), "only when Heshvan has 30 days"
  /// (OMIT); Chinese: "the 29th when that month has 29 days".
  static func shortMonthNote(_ scale: CalendarScale, month: Int, day: Int, range: ClosedRange<Int>, skip: SkipRule) -> String {
    let which = scale.hasNamedMonths ? scale.monthName(month) : "that month"
    let when = "when \(which) has \(range.lowerBound) days"
    switch skip {
    case .omit: return "only when \(which) has \(range.upperBound) days"
    case .backward:
      return (scale.hasNamedMonths ? scale.dayText(range.lowerBound, month: month) : "the \(ordinal(range.lowerBound))") + " " + when
    case .forward:
      return (scale.hasNamedMonths ? scale.dayText(1, month: next(month, in: scale)) : "the 1st day of the next month") + " " + when
    }
  }

  /// The month after `month` (not a leap month): Hebrew Adar I (`5L`) is followed by Adar (6),
  /// the last month by the first.
  static func next(_ month: Int, in scale: CalendarScale) -> Int {
    month >= scale.monthCount ? 1 : month + 1
  }
}
