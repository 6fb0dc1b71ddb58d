// Completing a reminder and letting time pass (docs/FORMATS.md "Completing a recurring reminder…",
// docs/SEMANTICS.md "Reminders" recreateIfIncomplete): no backfill, repeat from completion, end → completed,
// one-time → completed.

import Recurrence
import Zones

/// What completing a reminder did.
public enum CompletionOutcome: Hashable, Sendable {
  /// A repeating reminder moved on: its due went from the first value to the second.
  case advanced(from: ReminderDue, to: ReminderDue)
  /// The reminder is now completed (one-time, or its series has no occurrence left).
  case completed
}

/// Why a reminder cannot be completed.
public enum CompletionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// It is already completed.
  case alreadyCompleted(id: String)
  /// Its occurrences cannot be computed.
  case schedule(ReminderScheduleError)

  /// The message, naming the reminder.
  public var description: String {
    switch self {
    case .alreadyCompleted(let id): "reminder \"\(id)\" is already completed"
    case .schedule(let e): e.description
    }
  }
}

extension Reminder {
  /// Completes the reminder at instant `at`.
  ///
  /// docs/FORMATS.md, with "Pay rent" (monthly on the 31st, 09:00 America/New_York, due 2026-01-31):
  /// - completed on time, 2026-01-31T15:00Z → due 2026-02-28T09:00:00;
  /// - completed late, 2026-04-02T12:00Z → due 2026-04-30T09:00:00 (February and March are
  /// not backfilled);
  /// - `repeatFrom: completion`, daily at 09:00, completed 2026-03-04T23:20Z (18:20 EST) →
  /// 2026-03-05T09:00:00;
  /// - past `end`, or one-time → `completed: true`, `completedAt` = `at`, due unchanged.
  @discardableResult
  public mutating func complete(at: Instant, floatingZone: Zone = .utc) throws(CompletionError) -> CompletionOutcome {
    if completed { throw .alreadyCompleted(id: id) }
    // A kept RDATE or second RRULE repeats the reminder too (RFC 5545 §3.8.5.3).
    guard let due, recurrence != nil || hasKeptRecurrence else { return markCompleted(at: at) }
    let next: ReminderDue?
    do {
      if let recurrence, recurrence.repeatFrom == .completion, !recurrence.isOtherCalendar {
        next = try nextDueFromCompletion(at, due: due, recurrence: recurrence, floatingZone: floatingZone)
      } else {
        next = try nextDueAfter(at, due: due, floatingZone: floatingZone)
      }
    } catch {
      throw .schedule(error)
    }
    guard let next else { return markCompleted(at: at) }
    do {
      try move(to: next, from: due, floatingZone: floatingZone)
    } catch {
      throw .schedule(error)
    }
    return .advanced(from: due, to: next)
  }

  /// Lets time pass until `now`: a repeating reminder with `recreateIfIncomplete`
  /// whose due has passed moves on to its first occurrence at or after `now`; any other
  /// reminder is left as is (overdue until completed). Returns whether the due moved.
  ///
  /// Water every 3 hours from 2026-03-07T09:00 America/New_York, recreating, at
  /// 2026-03-07T20:00:00Z (15:00 EST) → due 2026-03-07T15:00:00. The series' end reached with no
  /// occurrence left: the due stays at its last occurrence, overdue.
  @discardableResult
  public mutating func advance(to now: Instant, floatingZone: Zone = .utc) throws(ReminderScheduleError) -> Bool {
    guard !completed, let recurrence, recurrence.recreateIfIncomplete, let due else { return false }
    let zone = try zone(floating: floatingZone)
    guard zone.instant(for: due.civil) < now else { return false }
    var stream = try occurrences(after: now.adding(seconds: -1), floatingZone: floatingZone)
    guard let next = stream.next() else { return false }
    try move(to: next.due, from: due, floatingZone: floatingZone)
    return true
  }

  /// Whether the reminder is overdue at `now`: not completed, enabled, and due before `now`.
  public func isOverdue(at now: Instant, floatingZone: Zone = .utc) throws(ReminderScheduleError) -> Bool {
    guard !completed, enabled, let instant = try dueInstant(floatingZone: floatingZone) else { return false }
    return instant < now
  }

  // MARK: - Internals

  private mutating func markCompleted(at: Instant) -> CompletionOutcome {
    completed = true
    completedAt = at
    return .completed
  }

  /// The first occurrence whose instant is after both the due and `at` (no backfill).
  private func nextDueAfter(_ at: Instant, due: ReminderDue, floatingZone: Zone) throws(ReminderScheduleError) -> ReminderDue? {
    let dueInstant = try zone(floating: floatingZone).instant(for: due.civil)
    var stream = try occurrences(after: Swift.max(dueInstant, at), floatingZone: floatingZone)
    return stream.next()?.due
  }

  /// The completion date plus the interval, at the reminder's time of day (hourly: the
  /// completion time plus the interval); then the first listed weekday on or after it; `nil`
  /// past the end.
  private func nextDueFromCompletion(_ at: Instant, due: ReminderDue, recurrence: ReminderRecurrence,
                                     floatingZone: Zone) throws(ReminderScheduleError) -> ReminderDue? {
    let zone = try zone(floating: floatingZone)
    let done = zone.civil(at: at)
    var frequency = recurrence.frequency
    var interval = recurrence.interval
    var weekdays = recurrence.weekdays
    var until: (date: CivilDate, instant: Instant?)?
    if let end = recurrence.end { until = (end, nil) }
    if let rule = recurrence.rule, let parts = try? RuleText(rule) {
      interval = Swift.min(parts.interval, ReminderRecurrence.maximumInterval)
      frequency = parts.frequency.flatMap { ReminderFrequency(ruleName: $0) }
      weekdays = parts.byDay?.allSatisfy({ $0.ordinal == nil }) == true ? parts.byDay?.map(\.day) : nil
      if let u = parts["UNTIL"] {
        if let d = DateTimeText.icalDate(Substring(u)) {
          until = (d, nil)
        } else if let t = DateTimeText.icalDateTime(Substring(u)) {
          until = (t.civil.date, t.utc ? Instant(utc: t.civil) : zone.instant(for: t.civil))
        }
      }
      if frequency == nil {
        // SECONDLY and MINUTELY rules: the completion time plus the interval.
        let step: Int64 = parts.frequency == "MINUTELY" ? 60 : 1
        let next = due.replacing(civil: done.adding(seconds: step * Int64(interval)))
        return Self.within(next, until: until, zone: zone) ? next : nil
      }
    }
    let time = due.civil.time
    var date: CivilDate
    switch frequency ?? .daily {
    case .hourly:
      let next = due.replacing(civil: done.adding(seconds: 3600 * Int64(interval)))
      return Self.within(next, until: until, zone: zone) ? next : nil
    case .daily: date = done.date.adding(days: interval)
    case .weekly: date = done.date.adding(days: 7 * interval)
    case .monthly: date = Self.addingMonths(interval, to: done.date)
    case .yearly: date = Self.addingMonths(12 * interval, to: done.date)
    }
    if let weekdays, !weekdays.isEmpty, frequency != .monthly, frequency != .yearly {
      var steps = 0
      while !weekdays.contains(date.weekday), steps < 7 {
        date = date.adding(days: 1)
        steps += 1
      }
    }
    let next = due.replacing(civil: CivilDateTime(date: date, time: time))
    return Self.within(next, until: until, zone: zone) ? next : nil
  }

  private static func within(_ due: ReminderDue, until: (date: CivilDate, instant: Instant?)?, zone: Zone) -> Bool {
    guard let until else { return true }
    if let instant = until.instant { return zone.instant(for: due.civil) <= instant }
    return due.date <= until.date
  }

  /// `date` plus `months` months, the day clamped to the target month (Jan 31 + 1 → Feb 28).
  static func addingMonths(_ months: Int, to date: CivilDate) -> CivilDate {
    let index = date.year * 12 + (date.month - 1) + months
    let y = index / 12, m = index % 12 + 1
    let d = Swift.min(date.day, CivilDate.daysInMonth(year: y, month: m))
    return CivilDate(year: y, month: m, day: d) ?? date
  }

  /// Moves the due from `old` to `new`, keeping what the old due implied: a month-end day of a
  /// monthly or yearly preset is pinned into `monthDay` (so Jan 31 → Feb 28 goes on to Mar 31),
  /// and a free rule's COUNT is lowered by the occurrences passed over.
  ///
  /// Read through the model (Reminder+ModelOccurrences), the new due is that of the master
  /// instance the occurrence at `new` comes from (an override's own due stays in the override)
  /// and a kept DTSTART becomes that instance's start.
  private mutating func move(to target: ReminderDue, from old: ReminderDue, floatingZone: Zone) throws(ReminderScheduleError) {
    var new = target
    var start: RecurrenceTime?
    if readsThroughModel, recurrence?.repeatFrom != .completion, let instance = try modelInstance(dueAt: target) {
      new = instance.due
      start = instance.start
    }
    defer {
      if let start { setKeptStart(start) } else { shiftKeptStart(by: new.civil.secondsSinceEpoch - old.civil.secondsSinceEpoch) }
    }
    guard var recurrence else { due = new; return }
    if recurrence.isOtherCalendar {
      recurrence.pinCalendarDate(from: old)
    } else if let frequency = recurrence.frequency {
      if frequency == .monthly || frequency == .yearly {
        if recurrence.monthDay == nil, old.date.day > 28 { recurrence.monthDay = old.date.day }
        if frequency == .yearly, recurrence.month == nil, new.date.month != old.date.month { recurrence.month = old.date.month }
      }
    } else if let rule = recurrence.rule, var parts = try? RuleText(rule), let count = parts.count {
      // Occurrences from the old due up to (not including) the new one are used up.
      var passed = 0
      if recurrence.repeatFrom == .due {
        // COUNT counts the rule's instances, an EXDATE-removed one too (RFC 5545 §3.8.5.3).
        let it = try patternOccurrences()
        while let c = it.next(), c < new, passed <= count { passed += 1 }
      } else {
        passed = 1
      }
      parts.set("COUNT", String(Swift.max(1, count - passed)))
      recurrence.rule = parts.text
    }
    self.recurrence = recurrence
    due = new
  }

  /// A kept DTSTART set to `value`, written in the kept line's own form (its TZID kept).
  private mutating func setKeptStart(_ value: RecurrenceTime) {
    guard let i = keptStartIndex,
          let colon = ical[i].lastIndex(of: ":") else { return }
    ical[i] = ical[i][...colon] + value.iCalendarText
  }

  /// A DTSTART kept because it differed from DUE moves with the due (DTSTART and DUE advance
  /// together, as Tasks.org and Evolution do): its wall clock shifts by the same amount.
  private mutating func shiftKeptStart(by seconds: Int64) {
    guard seconds != 0, let i = keptStartIndex,
          let colon = ical[i].lastIndex(of: ":") else { return }
    let head = ical[i][...colon]
    let value = ical[i][ical[i].index(after: colon)...]
    if let d = DateTimeText.icalDate(value) {
      ical[i] = head + DateTimeText.icalDate(CivilDateTime(date: d, time: .midnight).adding(seconds: seconds).date)
    } else if let (t, utc) = DateTimeText.icalDateTime(value) {
      ical[i] = head + DateTimeText.icalDateTime(t.adding(seconds: seconds)) + (utc ? "Z" : "")
    }
  }
}
