// Writing a RECUR value in canonical form (RFC 5545 §3.3.10): FREQ first, then the parts in the
// grammar's order (UNTIL, COUNT, INTERVAL, BYSECOND … BYSETPOS, WKST), then RFC 7529's RSCALE and
// SKIP. Lists keep their order, so `RecurrenceRule(parsing: rule.description) == rule`.

extension RecurrenceRule {
  /// The canonical RECUR text, without the `RRULE:` prefix.
  ///
  /// ```swift
  /// try RecurrenceRule(parsing: "bysetpos=-1;byday=MO,TU,WE,TH,FR;freq=monthly").description
  /// // "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1"
  /// ```
  public var description: String {
    var parts: [String] = ["FREQ=" + frequency.icalName]
    if let until { parts.append("UNTIL=" + until.iCalendarText) }
    if let count { parts.append("COUNT=\(count)") }
    if interval != 1 { parts.append("INTERVAL=\(interval)") }
    func list(_ name: String, _ values: [Int]) {
      if !values.isEmpty { parts.append(name + "=" + values.map(String.init).joined(separator: ",")) }
    }
    list("BYSECOND", bySecond)
    list("BYMINUTE", byMinute)
    list("BYHOUR", byHour)
    if !byDay.isEmpty { parts.append("BYDAY=" + byDay.map(\.description).joined(separator: ",")) }
    list("BYMONTHDAY", byMonthDay)
    list("BYYEARDAY", byYearDay)
    list("BYWEEKNO", byWeekNo)
    if !byMonth.isEmpty || !byLeapMonth.isEmpty {
      parts.append("BYMONTH=" + (byMonth.map(String.init) + byLeapMonth.map { "\($0)L" }).joined(separator: ","))
    }
    list("BYSETPOS", bySetPos)
    if let weekStart { parts.append("WKST=" + weekStart.icalName) }
    if let rscale { parts.append("RSCALE=" + rscale) }
    if let skip { parts.append("SKIP=" + skip.rawValue) }
    return parts.joined(separator: ";")
  }

  /// The content line form, `RRULE:` followed by `description`.
  public var contentLine: String { "RRULE:" + description }
}
