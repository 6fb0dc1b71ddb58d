// The occurrences of a preset reminder in wall-clock time (docs/FORMATS.md semantics, which the
// exported RRULEs of docs/SEMANTICS.md reproduce): the due first (RFC 5545 §3.8.5.3, "the DTSTART
// property value always counts as the first occurrence"), then the pattern after it, clamped
// month-ends, up to the inclusive `end` date.

import Zones

/// The wall-clock occurrences of one preset recurrence, from its due on.
///
/// Monthly on the 31st from 2026-01-31T09:00 gives 01-31, 02-28, 03-31, 04-30, …; yearly on
/// Feb 29 from 2028-02-29 gives 2028-02-29, 2029-02-28, 2030-02-28, 2031-02-28, 2032-02-29.
/// Every search is bounded: a pattern that yields nothing for `maximumEmptyPeriods`
/// consecutive periods (e.g. daily with interval 7 and a weekday the 7-day step never lands on)
/// ends, as does one that leaves the years 1...9999.
struct PresetSchedule: Sequence {
  /// Consecutive periods without an occurrence after which the search stops.
  static let maximumEmptyPeriods = 1_000

  let due: ReminderDue
  let frequency: ReminderFrequency
  let interval: Int
  let weekdays: [Weekday]?
  let monthDay: Int?
  let month: Int?
  let end: CivilDate?
  /// When set, occurrences before this wall-clock time are skipped (the due included), and the
  /// iterator jumps straight to the period that contains it.
  var notBefore: CivilDateTime?

  init(due: ReminderDue, recurrence: ReminderRecurrence, notBefore: CivilDateTime? = nil) {
    self.due = due
    self.frequency = recurrence.frequency ?? .daily
    self.interval = Swift.max(1, recurrence.interval)
    self.weekdays = recurrence.weekdays
    self.monthDay = recurrence.monthDay
    self.month = recurrence.month
    self.end = recurrence.end
    self.notBefore = notBefore
  }

  func makeIterator() -> Iterator { Iterator(self) }

  /// Walks the periods of the schedule.
  struct Iterator: IteratorProtocol {
    let s: PresetSchedule
    var period: Int
    var pending: [ReminderDue] = []
    var dueEmitted: Bool
    var emptyRun = 0
    var finished = false

    init(_ s: PresetSchedule) {
      self.s = s
      if let t = s.notBefore, s.due.civil < t {
        period = s.period(containing: t)
        dueEmitted = true
      } else {
        period = 0
        dueEmitted = false
      }
    }

    mutating func next() -> ReminderDue? {
      if !dueEmitted {
        dueEmitted = true
        return s.due
      }
      while !finished {
        if !pending.isEmpty {
          let c = pending.removeFirst()
          if let end = s.end, c.date > end { finished = true; return nil }
          return c
        }
        guard let candidates = s.candidates(period: period) else { finished = true; return nil }
        period += 1
        let kept = candidates.filter { c in
          c.civil > s.due.civil && (s.notBefore.map { c.civil >= $0 } ?? true)
        }
        if kept.isEmpty {
          emptyRun += 1
          if emptyRun >= PresetSchedule.maximumEmptyPeriods { finished = true }
          // A period wholly after `end` ends the schedule too.
          if let end = s.end, let first = candidates.first, first.date > end { finished = true }
        } else {
          emptyRun = 0
          pending = kept
        }
      }
      return nil
    }
  }

  /// The index of the period whose span contains `t` (0 when `t` is before the due).
  func period(containing t: CivilDateTime) -> Int {
    let d = due.civil
    guard t > d else { return 0 }
    switch frequency {
    case .hourly:
      return Int((t.secondsSinceEpoch - d.secondsSinceEpoch) / Int64(3600 * interval))
    case .daily:
      return (t.date.daysSinceEpoch - d.date.daysSinceEpoch) / interval
    case .weekly:
      return (Self.weekStart(t.date).daysSinceEpoch - Self.weekStart(d.date).daysSinceEpoch) / (7 * interval)
    case .monthly:
      return ((t.date.year * 12 + t.date.month) - (d.date.year * 12 + d.date.month)) / interval
    case .yearly:
      return (t.date.year - d.date.year) / interval
    }
  }

  /// The candidate occurrences of period `k`, in order; `nil` past the supported years.
  func candidates(period k: Int) -> [ReminderDue]? {
    let d = due.civil
    let time = d.time
    func at(_ date: CivilDate) -> ReminderDue { due.replacing(civil: CivilDateTime(date: date, time: time)) }
    func inRange(_ date: CivilDate) -> Bool { date.year >= 1 && date.year <= 9999 }
    switch frequency {
    case .hourly:
      let (hours, overflow) = k.multipliedReportingOverflow(by: interval)
      guard !overflow, hours < 24 * 366 * 10_000 else { return nil }
      let c = d.adding(seconds: Int64(hours) * 3600)
      guard inRange(c.date) else { return nil }
      if let weekdays, !weekdays.contains(c.date.weekday) { return [] }
      return [due.replacing(civil: c)]
    case .daily:
      guard k <= 4_000_000 / interval else { return nil }
      let date = d.date.adding(days: k * interval)
      guard inRange(date) else { return nil }
      if let weekdays, !weekdays.contains(date.weekday) { return [] }
      return [at(date)]
    case .weekly:
      guard k <= 600_000 / interval else { return nil }
      let start = Self.weekStart(d.date).adding(days: 7 * k * interval)
      guard inRange(start) else { return nil }
      let days = (weekdays ?? [d.date.weekday]).sorted()
      return days.map { at(start.adding(days: $0.days(after: .monday))) }.filter { inRange($0.date) }
    case .monthly:
      guard k <= 200_000 / interval else { return nil }
      let index = d.date.year * 12 + (d.date.month - 1) + k * interval
      let y = index / 12, m = index % 12 + 1
      guard y >= 1, y <= 9999 else { return nil }
      let day = Swift.min(monthDay ?? d.date.day, CivilDate.daysInMonth(year: y, month: m))
      guard let date = CivilDate(year: y, month: m, day: day) else { return [] }
      return [at(date)]
    case .yearly:
      guard k <= 10_000 / interval else { return nil }
      let y = d.date.year + k * interval
      guard y >= 1, y <= 9999 else { return nil }
      let m = month ?? d.date.month
      let day = Swift.min(monthDay ?? d.date.day, CivilDate.daysInMonth(year: y, month: m))
      guard let date = CivilDate(year: y, month: m, day: day) else { return [] }
      return [at(date)]
    }
  }

  /// The Monday on or before `date` (weeks start on Monday: WKST=MO, which export writes).
  static func weekStart(_ date: CivilDate) -> CivilDate {
    date.adding(days: -date.weekday.days(after: .monday))
  }
}
