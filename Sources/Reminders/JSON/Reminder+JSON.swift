// Reminder ↔ the JSON of docs/FORMATS.md, with validation. Optional fields are omitted when absent
// (`notes`, `timeZone`, `completedAt`, `condition`, `recurrence`; `enabled` when true, `tags`
// when empty); `id`, `title` and `completed` are always written. Unknown fields are kept in
// `extra` and written back, so an older Recur never loses a newer app's data.

import Recurrence
import Zones

extension Reminder {
  /// Builds a reminder from its JSON object; `index` is its place in the store, for errors.
  ///
  /// A monthDay of 32 fails with
  /// `reminders[0] (id "X"): recurrence.monthDay: 32 is out of range (valid: 1...31)`.
  public init(json: JSONValue, index: Int? = nil) throws(ReminderValidationError) {
    guard case .object(let object) = json else {
      throw ReminderValidationError(index: index, id: nil, field: "", message: "\(json.brief) is not a reminder object")
    }
    var idForErrors: String?
    if case .string(let s)? = object["id"] { idForErrors = s }
    let idCopy = idForErrors
    let fail: (String, String) -> ReminderValidationError = { field, message in
      ReminderValidationError(index: index, id: idCopy, field: field, message: message)
    }
    var r = JSONFieldReader(object, path: "", fail: fail)
    guard let id = try r.string("id"), !id.isEmpty else { throw fail("id", "missing (a non-empty string, e.g. a UUID)") }
    guard let title = try r.string("title") else { throw fail("title", "missing (a string)") }
    let notes = try r.string("notes")
    var due: ReminderDue?
    if let text = try r.string("due") {
      guard let d = ReminderDue(json: text) else {
        throw fail("due", "\"\(text)\" is not a date-time (valid: wall-clock 2026-01-31T09:00:00, or a date 2026-01-31)")
      }
      due = d
    }
    let timeZone = try r.string("timeZone")
    if let timeZone {
      if timeZone.isEmpty { throw fail("timeZone", "empty (valid: an IANA zone such as America/New_York, or omit it for floating time)") }
      if due?.isAllDay == true {
        throw fail("timeZone", "\"\(timeZone)\" beside a date-only due (an all-day reminder is floating; omit timeZone or give due a time)")
      }
    }
    let completed = try r.bool("completed") ?? false
    var completedAt: Instant?
    if let text = try r.string("completedAt") {
      guard let i = DateTimeText.instant(text) else {
        throw fail("completedAt", "\"\(text)\" is not an instant (valid: 2026-01-31T09:05:00Z or 2026-01-31T10:05:00+01:00)")
      }
      completedAt = i
    }
    let enabled = try r.bool("enabled") ?? true
    var tags: [String] = []
    if let list = try r.array("tags") {
      for (i, item) in list.enumerated() {
        guard case .string(let s) = item else { throw fail("tags[\(i)]", "\(item.brief) is not a string") }
        tags.append(s)
      }
    }
    var condition: ReminderCondition?
    if let o = try r.object("condition") {
      var c = JSONFieldReader(o, path: "condition", fail: fail)
      let skip = try c.string("skipIfLogged")
      if let skip, skip.isEmpty { throw fail("condition.skipIfLogged", "empty (valid: an activity type such as \"workout\")") }
      condition = ReminderCondition(skipIfLogged: skip, extra: c.unknown)
    }
    var recurrence: ReminderRecurrence?
    if let o = try r.object("recurrence") {
      recurrence = try ReminderRecurrence(json: o, due: due, timeZone: timeZone, fail: fail)
    }
    var ical: [String] = []
    if let list = try r.array("ical") {
      for (i, item) in list.enumerated() {
        guard case .string(let s) = item else { throw fail("ical[\(i)]", "\(item.brief) is not a content line string") }
        ical.append(s)
      }
    }
    self.init(id: id, title: title, notes: notes, due: due, timeZone: timeZone, completed: completed,
              completedAt: completedAt, enabled: enabled, tags: tags, condition: condition,
              recurrence: recurrence, ical: ical, extra: r.unknown)
  }

  /// The JSON object of docs/FORMATS.md.
  public var json: JSONValue {
    var o = extra
    o["id"] = .string(id)
    o["title"] = .string(title)
    if let notes { o["notes"] = .string(notes) }
    if let due { o["due"] = .string(due.description) }
    if let timeZone { o["timeZone"] = .string(timeZone) }
    o["completed"] = .bool(completed)
    if let completedAt { o["completedAt"] = .string(DateTimeText.format(completedAt)) }
    if !enabled { o["enabled"] = .bool(false) }
    if !tags.isEmpty { o["tags"] = .array(tags.map { .string($0) }) }
    if let condition {
      var c = condition.extra
      if let s = condition.skipIfLogged { c["skipIfLogged"] = .string(s) }
      o["condition"] = .object(c)
    }
    if let recurrence { o["recurrence"] = recurrence.json }
    if !ical.isEmpty { o["ical"] = .array(ical.map { .string($0) }) }
    return .object(o)
  }
}

extension ReminderRecurrence {
  /// The largest `interval` accepted (keeps date arithmetic far from overflow).
  public static let maximumInterval = 100_000

  init(json o: [String: JSONValue], due: ReminderDue?, timeZone: String?,
       fail: @escaping (String, String) -> ReminderValidationError) throws(ReminderValidationError) {
    var r = JSONFieldReader(o, path: "recurrence", fail: fail)
    let recreate = try r.bool("recreateIfIncomplete") ?? false
    var repeatFrom = RepeatFrom.due
    if let text = try r.string("repeatFrom") {
      guard let v = RepeatFrom(rawValue: text) else {
        throw fail("recurrence.repeatFrom", "\"\(text)\" is not valid (valid: due, completion)")
      }
      repeatFrom = v
    }
    guard let due else { throw fail("due", "missing: a repeating reminder needs a due (e.g. 2026-01-31T09:00:00)") }
    if let rule = try r.string("rule") {
      for key in ["frequency", "interval", "weekdays", "monthDay", "month", "end", "calendar", "leapMonth", "skip"] where r.has(key) {
        throw fail("recurrence.\(key)", "not allowed beside recurrence.rule (the rule says it all; use one or the other)")
      }
      let text = RuleText.strippingPrefix(rule)
      let parts: RuleText
      do {
        parts = try RuleText(text)
      } catch {
        throw fail("recurrence.rule", "\"\(rule)\": \(error.message)")
      }
      if parts.frequency == nil {
        throw fail("recurrence.rule", "\"\(rule)\": FREQ is missing (valid: FREQ=SECONDLY…YEARLY)")
      }
      if case .failure(let e) = RuleOccurrences.recurrence(rule: text, due: due, zone: timeZone.flatMap { Reminder.sharedZones.resolve($0).zone }) {
        throw fail("recurrence.rule", "\"\(rule)\": \(e.description)")
      }
      self.init(rule: text, recreateIfIncomplete: recreate, repeatFrom: repeatFrom)
      self.extra = r.unknown
      return
    }
    guard let freqText = try r.string("frequency") else {
      throw fail("recurrence.frequency", "missing (valid: hourly, daily, weekly, monthly, yearly; or give recurrence.rule)")
    }
    guard let frequency = ReminderFrequency(rawValue: freqText) else {
      throw fail("recurrence.frequency", "\"\(freqText)\" is not a frequency (valid: hourly, daily, weekly, monthly, yearly)")
    }
    let interval = try r.integer("interval", in: 1...Self.maximumInterval) ?? 1
    var weekdays: [Weekday]?
    if let list = try r.array("weekdays") {
      var days: [Weekday] = []
      for (i, item) in list.enumerated() {
        guard case .string(let s) = item, let d = Weekday(icalName: s), s.count == 2 else {
          throw fail("recurrence.weekdays[\(i)]", "\(item.brief) is not a weekday (valid: MO, TU, WE, TH, FR, SA, SU)")
        }
        if days.contains(d) { throw fail("recurrence.weekdays[\(i)]", "\"\(s)\" is listed twice") }
        days.append(d)
      }
      guard [.hourly, .daily, .weekly].contains(frequency) else {
        throw fail("recurrence.weekdays", "only used with frequency hourly, daily or weekly (this one is \(frequency.rawValue))")
      }
      weekdays = days
    }
    // A date of another calendar (ReminderRecurrence+CalendarJSON.swift): its months and days.
    let calendar = try Self.calendarFields(&r, frequency: frequency, repeatFrom: repeatFrom, fail: fail)
    let monthDay = try r.integer("monthDay", in: 1...calendar.scale.longestMonth)
    if monthDay != nil, ![.monthly, .yearly].contains(frequency) {
      throw fail("recurrence.monthDay", "only used with frequency monthly or yearly (this one is \(frequency.rawValue))")
    }
    let month = try r.integer("month", in: 1...calendar.scale.monthCount)
    if month != nil, frequency != .yearly {
      throw fail("recurrence.month", "only used with frequency yearly (this one is \(frequency.rawValue))")
    }
    if calendar.scale != .gregorian {
      try Self.checkCalendarDate(calendar, month: month, monthDay: monthDay, frequency: frequency, due: due, fail: fail)
    } else if frequency == .yearly {
      let m = month ?? due.date.month
      let d = monthDay ?? due.date.day
      let longest = m == 2 ? 29 : CivilDate.daysInMonth(year: 2026, month: m)
      if d > longest {
        throw fail(monthDay != nil ? "recurrence.monthDay" : "recurrence.month",
                   "day \(d) never occurs in month \(m) (valid: 1...\(longest))")
      }
    }
    if frequency == .hourly, due.isAllDay {
      throw fail("due", "\"\(due)\" has no time of day, which an hourly reminder needs (e.g. 2026-01-31T09:00:00)")
    }
    var end: CivilDate?
    if let text = try r.string("end") {
      guard let d = DateTimeText.date(text) else {
        throw fail("recurrence.end", "\"\(text)\" is not a date (valid: an inclusive local date such as 2026-12-31)")
      }
      end = d
    }
    self.init(frequency: frequency, interval: interval, weekdays: weekdays, monthDay: monthDay,
              month: month, end: end, recreateIfIncomplete: recreate, repeatFrom: repeatFrom)
    self.calendar = calendar.scale
    self.leapMonth = calendar.leapMonth
    self.skip = calendar.skip
    self.extra = r.unknown
  }

  /// The JSON object of docs/FORMATS.md (`repeatFrom` omitted when `due`, `recreateIfIncomplete`
  /// when false).
  public var json: JSONValue {
    var o = extra
    if let rule {
      o["rule"] = .string(rule)
    } else if let frequency {
      o["frequency"] = .string(frequency.rawValue)
      o["interval"] = .integer(interval)
      if let weekdays { o["weekdays"] = .array(weekdays.map { .string($0.icalName) }) }
      if let monthDay { o["monthDay"] = .integer(monthDay) }
      if let month { o["month"] = .integer(month) }
      if let end { o["end"] = .string(end.description) }
      if calendar != .gregorian { o["calendar"] = .string(calendar.jsonName) }
      if leapMonth { o["leapMonth"] = .bool(true) }
      if let skip { o["skip"] = .string(skip.rawValue.lowercased()) }
    }
    if recreateIfIncomplete { o["recreateIfIncomplete"] = .bool(true) }
    if repeatFrom != .due { o["repeatFrom"] = .string(repeatFrom.rawValue) }
    return .object(o)
  }
}
