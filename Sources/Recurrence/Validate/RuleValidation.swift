// Validation of a parsed rule as a fixed list of small named checks (RFC 5545 §3.3.10 value
// ranges and MUST/MUST NOT rules, RFC 7529 §4.1 RSCALE/SKIP). Each check returns the first
// error it finds, naming the part, quoting its text and giving the valid form.

import Zones

/// One named validation check.
public struct RuleCheck: Sendable {
  /// A short name, e.g. `range`, `byday-ordinal`, `count-with-until`.
  public let name: String
  let run: @Sendable (RecurrenceRule, RecurrenceTime?) -> RecurrenceError?
}

extension RecurrenceRule {
  /// Every check, in the order they run.
  public static let checks: [RuleCheck] = [
    RuleCheck(name: "rscale", run: { r, _ in checkRscale(r) }),
    RuleCheck(name: "count-with-until", run: { r, _ in
      guard let count = r.count, let until = r.until else { return nil }
      return RecurrenceError(.validate, part: "COUNT", text: "COUNT=\(count);UNTIL=\(until.iCalendarText)",
                             message: "COUNT and UNTIL cannot both appear; use one of them (RFC 5545 §3.3.10)")
    }),
    RuleCheck(name: "interval", run: { r, _ in
      r.interval >= 1 ? nil : RecurrenceError(.validate, part: "INTERVAL", text: "\(r.interval)",
        message: "\"\(r.interval)\" is out of range; expected a positive integer")
    }),
    RuleCheck(name: "count", run: { r, _ in
      guard let c = r.count, c < 1 else { return nil }
      return RecurrenceError(.validate, part: "COUNT", text: "\(c)",
                             message: "\"\(c)\" is out of range; expected a positive integer")
    }),
    RuleCheck(name: "range", run: { r, _ in checkRanges(r) }),
    RuleCheck(name: "part-for-freq", run: { r, _ in
      for part in ExpansionTable.tableParts where r.isPresent(part) && ExpansionTable.action(part, r.frequency) == .notApplicable {
        let allowed = Frequency.allCases.filter { ExpansionTable.action(part, $0) != .notApplicable }
          .map(\.icalName).joined(separator: ", ")
        return RecurrenceError(.validate, part: part.rawValue, text: r.text(of: part),
                               message: "cannot be used with FREQ=\(r.frequency.icalName); allowed with FREQ=\(allowed) (RFC 5545 §3.3.10)")
      }
      return nil
    }),
    RuleCheck(name: "byday-ordinal", run: { r, _ in
      guard let entry = r.byDay.first(where: { $0.ordinal != 0 }) else { return nil }
      if r.frequency != .monthly && r.frequency != .yearly {
        return RecurrenceError(.validate, part: "BYDAY", text: entry.description,
                               message: "\"\(entry)\" has an ordinal, which is only allowed when FREQ is MONTHLY or YEARLY; write \(entry.weekday.icalName)")
      }
      if r.frequency == .yearly && !r.byWeekNo.isEmpty {
        return RecurrenceError(.validate, part: "BYDAY", text: entry.description,
                               message: "\"\(entry)\" has an ordinal, which is not allowed with FREQ=YEARLY and BYWEEKNO; write \(entry.weekday.icalName)")
      }
      return nil
    }),
    RuleCheck(name: "skip-needs-rscale", run: { r, _ in
      guard let skip = r.skip, r.rscale == nil else { return nil }
      return RecurrenceError(.validate, part: "SKIP", text: skip.rawValue,
                             message: "\"SKIP=\(skip.rawValue)\" needs RSCALE; write RSCALE=GREGORIAN;SKIP=\(skip.rawValue) (RFC 7529 §4.1)")
    }),
    RuleCheck(name: "until-type", run: { r, start in checkUntil(r, start) }),
    RuleCheck(name: "time-parts-with-date", run: { r, start in
      guard let start, start.isDate else { return nil }
      if r.frequency < .daily {
        return RecurrenceError(.validate, part: "FREQ", text: r.frequency.icalName,
                               message: "FREQ=\(r.frequency.icalName) needs a DATE-TIME DTSTART; DTSTART is the date \(start.iCalendarText)")
      }
      // BYHOUR, BYMINUTE and BYSECOND with a DATE DTSTART "MUST be ignored" (RFC 5545 §3.3.10).
      return nil
    }),
  ]

  /// Runs every check; throws the first failure. Pass `start` to also check UNTIL against
  /// DTSTART's value type (DATE vs DATE-TIME; UTC when DTSTART is zoned).
  ///
  /// ```swift
  /// let rule = try RecurrenceRule(parsing: "FREQ=DAILY;UNTIL=20260301")
  /// try rule.validate(start: .floating(nineAM))
  /// // throws UNTIL: "20260301" is a DATE but DTSTART is a DATE-TIME; write YYYYMMDDTHHMMSS
  /// ```
  public func validate(start: RecurrenceTime? = nil) throws(RecurrenceError) {
    for check in Self.checks {
      if let error = check.run(self, start) { throw error }
    }
  }

  /// The value text of `part` as the canonical format writes it.
  func text(of part: RulePart) -> String {
    let full = RecurrenceRule(frequency: frequency).description
    _ = full
    switch part {
    case .bySecond: return Self.join(bySecond)
    case .byMinute: return Self.join(byMinute)
    case .byHour: return Self.join(byHour)
    case .byDay: return byDay.map(\.description).joined(separator: ",")
    case .byMonthDay: return Self.join(byMonthDay)
    case .byYearDay: return Self.join(byYearDay)
    case .byWeekNo: return Self.join(byWeekNo)
    case .byMonth: return (byMonth.map(String.init) + byLeapMonth.map { "\($0)L" }).joined(separator: ",")
    case .bySetPos: return Self.join(bySetPos)
    case .freq: return frequency.icalName
    case .until: return until?.iCalendarText ?? ""
    case .count: return count.map(String.init) ?? ""
    case .interval: return String(interval)
    case .wkst: return weekStart?.icalName ?? ""
    case .rscale: return rscale ?? ""
    case .skip: return skip?.rawValue ?? ""
    }
  }

  private static func join(_ values: [Int]) -> String { values.map(String.init).joined(separator: ",") }

  private static func checkRscale(_ r: RecurrenceRule) -> RecurrenceError? {
    guard let rscale = r.rscale else {
      if let m = r.byLeapMonth.first {
        return RecurrenceError(.validate, part: "BYMONTH", text: "\(m)L",
                               message: "leap month \"\(m)L\" needs a non-Gregorian RSCALE, e.g. RSCALE=HEBREW or RSCALE=CHINESE (RFC 7529 §4.2)")
      }
      return nil
    }
    guard let scale = CalendarScale(rawValue: rscale) else {
      return RecurrenceError(.unsupported, part: "RSCALE", text: rscale,
                             message: "calendar scale \"\(rscale)\" is not supported; expected one of "
                               + CalendarScale.allCases.map(\.rawValue).joined(separator: ", ") + " (RFC 7529 §3, CLDR)")
    }
    if scale == .gregorian, let m = r.byLeapMonth.first {
      return RecurrenceError(.validate, part: "BYMONTH", text: "\(m)L",
                             message: "leap month \"\(m)L\" does not exist under RSCALE=GREGORIAN; expected months 1...12")
    }
    if scale != .gregorian && !r.byWeekNo.isEmpty {
      return RecurrenceError(.unsupported, part: "BYWEEKNO", text: Self.join(r.byWeekNo),
                             message: "cannot be used with RSCALE=\(rscale); week numbers are only defined for RSCALE=GREGORIAN here (RFC 7529 §3 leaves them to the calendar)")
    }
    return nil
  }

  private static func checkRanges(_ r: RecurrenceRule) -> RecurrenceError? {
    // One call per part, in this order; signed parts accept -high...-low as well, zero never.
    // Calls, not an array of tuples: no tuple metadata to instantiate at start.
    func check(_ part: RulePart, _ values: [Int], _ low: Int, _ high: Int, _ signed: Bool) -> RecurrenceError? {
      for v in values {
        let ok = (low...high).contains(v) || (signed && (-high...(-low)).contains(v))
        if ok { continue }
        let text = part == .byDay
          ? (r.byDay.first(where: { $0.ordinal == v })?.description ?? "\(v)") : "\(v)"
        let range = signed ? "\(low)...\(high) or -\(high)...-\(low)" : "\(low)...\(high)"
        let what = part == .byDay ? "has an ordinal out of range; expected ordinals " : "is out of range; expected "
        return RecurrenceError(.validate, part: part.rawValue, text: text,
                               message: "\"\(text)\" \(what)\(range)")
      }
      return nil
    }
    if let e = check(.bySecond, r.bySecond, 0, 60, false) { return e }
    if let e = check(.byMinute, r.byMinute, 0, 59, false) { return e }
    if let e = check(.byHour, r.byHour, 0, 23, false) { return e }
    if let e = check(.byMonthDay, r.byMonthDay, 1, 31, true) { return e }
    if let e = check(.byYearDay, r.byYearDay, 1, 366, true) { return e }
    if let e = check(.byWeekNo, r.byWeekNo, 1, 53, true) { return e }
    let monthHigh = (r.rscale == nil || r.rscale == "GREGORIAN") ? 12 : 13
    if let e = check(.byMonth, r.byMonth, 1, monthHigh, false) { return e }
    if let m = r.byLeapMonth.first(where: { !(1...monthHigh).contains($0) }) {
      return RecurrenceError(.validate, part: "BYMONTH", text: "\(m)L",
                             message: "\"\(m)L\" is out of range; expected leap months 1L...\(monthHigh)L")
    }
    if let e = check(.bySetPos, r.bySetPos, 1, 366, true) { return e }
    return check(.byDay, r.byDay.map(\.ordinal).filter { $0 != 0 }, 1, 53, true)
  }

  private static func checkUntil(_ r: RecurrenceRule, _ start: RecurrenceTime?) -> RecurrenceError? {
    guard let until = r.until, let start else { return nil }
    let text = until.iCalendarText
    switch (start, until) {
    case (.date, .date), (.floating, .floating), (.floating, .utc), (.utc, .utc), (.zoned, .utc):
      // A floating DTSTART with a UTC UNTIL is accepted as libical and dateutil do: the UNTIL
      // is compared with the wall-clock time as if it were UTC.
      return nil
    case (.date, _):
      return RecurrenceError(.validate, part: "UNTIL", text: text,
                             message: "\"\(text)\" is a DATE-TIME but DTSTART is a DATE; write YYYYMMDD (RFC 5545 §3.3.10)")
    case (_, .date):
      return RecurrenceError(.validate, part: "UNTIL", text: text,
                             message: "\"\(text)\" is a DATE but DTSTART is a DATE-TIME; write YYYYMMDDTHHMMSS\(start.zone == nil ? "" : "Z") (RFC 5545 §3.3.10)")
    case (.zoned, _), (.utc, _):
      return RecurrenceError(.validate, part: "UNTIL", text: text,
                             message: "\"\(text)\" must be a UTC time when DTSTART is UTC or has a TZID; write \(text)Z (RFC 5545 §3.3.10)")
    default:
      return nil
    }
  }
}
