// Lazy occurrence streams of a reminder (docs/FORMATS.md), as wall-clock dues and as instants;
// the Planner merges these streams (docs/SEMANTICS.md "Planner"). Presets expand with
// PresetSchedule; a free `rule` and kept time lines are read by the Occurrences model.

import Zones

extension Reminder {
  /// The zone the reminder's wall-clock times are read in: its `timeZone`, or `floating` when
  /// it has none (floating time follows the device's clock).
  ///
  /// Fails for a `timeZone` neither tzdata nor a VTIMEZONE kept in `ical` defines.
  public func zone(floating: Zone) throws(ReminderScheduleError) -> Zone {
    guard let timeZone else { return floating }
    return try ReminderZones.zone(named: timeZone, reminder: self)
  }

  /// The wall-clock occurrences from the due on (the due first, RFC 5545 §3.8.5.3); with
  /// `notBefore`, those at or after that wall-clock time. A one-time reminder has its due only.
  ///
  /// Monthly on the 31st from 2026-01-31T09:00:00: 2026-01-31T09:00:00, 2026-02-28T09:00:00,
  /// 2026-03-31T09:00:00, 2026-04-30T09:00:00, …
  ///
  /// A reminder with a free rule or kept time lines (a DTSTART apart from DUE, RDATE, EXDATE,
  /// EXRULE, a second RRULE, overrides) is read by the Occurrences model
  /// (Reminder+ModelOccurrences): an EXDATE kept in `ical` removes the occurrence it names
  /// (RFC 5545 §3.8.5.1): daily at 09:00 from 2026-03-02 with
  /// `EXDATE;TZID=America/New_York:20260304T090000` gives 03-02, 03-03, 03-05, …
  public func wallClockOccurrences(notBefore: CivilDateTime? = nil) throws(ReminderScheduleError) -> AnyIterator<ReminderDue> {
    if readsThroughModel { return try modelDues(try modelSeries(patternOnly: false), notBefore: notBefore) }
    return try patternOccurrences(notBefore: notBefore)
  }

  /// The occurrences of the due and its pattern (preset or free rule) alone, before any EXDATE
  /// removes one: what a rule's COUNT counts (RFC 5545 §3.8.5.3, docs/SEMANTICS.md). A free
  /// rule expands from DTSTART (a kept one, else the due), through the model.
  func patternOccurrences(notBefore: CivilDateTime? = nil) throws(ReminderScheduleError) -> AnyIterator<ReminderDue> {
    guard let due else {
      if recurrence != nil { throw .noDue(reminder: id) }
      return AnyIterator { nil }
    }
    guard let recurrence else {
      var done = notBefore.map { due.civil < $0 } ?? false
      return AnyIterator {
        if done { return nil }
        done = true
        return due
      }
    }
    // A date of another calendar expands by the RSCALE rule its VTODO carries, as a free rule does.
    if recurrence.rule != nil || recurrence.isOtherCalendar || keptStartIndex != nil {
      return try modelDues(try modelSeries(patternOnly: true), notBefore: notBefore)
    }
    var it = PresetSchedule(due: due, recurrence: recurrence, notBefore: notBefore).makeIterator()
    return AnyIterator { it.next() }
  }

  /// The occurrences strictly after `after`, soonest first, lazily: the stream the Planner
  /// merges. Floating reminders are read in `floatingZone`.
  ///
  /// Two wall-clock occurrences that name the same instant (hourly through a DST gap: 02:00
  /// and 03:00 are both 07:00Z in New York on 2026-03-08) give one occurrence: the stream's
  /// instants strictly increase.
  public func occurrences(after: Instant, floatingZone: Zone = .utc) throws(ReminderScheduleError) -> ReminderOccurrences {
    let zone = try zone(floating: floatingZone)
    // Start a day early on the wall clock: offsets never exceed ±26 h, so nothing is missed.
    let start = zone.civil(at: after).adding(seconds: -2 * 86_400)
    let civil = try wallClockOccurrences(notBefore: start)
    return ReminderOccurrences(civil: civil, zone: zone, after: after)
  }

  /// Every occurrence from the due on, as instants.
  public func occurrences(floatingZone: Zone = .utc) throws(ReminderScheduleError) -> ReminderOccurrences {
    let zone = try zone(floating: floatingZone)
    return ReminderOccurrences(civil: try wallClockOccurrences(), zone: zone, after: nil)
  }

  /// The instant of the current due, if it has one.
  public func dueInstant(floatingZone: Zone = .utc) throws(ReminderScheduleError) -> Instant? {
    guard let due else { return nil }
    return try zone(floating: floatingZone).instant(for: due.civil)
  }
}

/// A lazy stream of a reminder's occurrences with strictly increasing instants.
public struct ReminderOccurrences: Sequence, IteratorProtocol {
  private let civil: AnyIterator<ReminderDue>
  private let zone: Zone
  private var last: Instant?

  init(civil: AnyIterator<ReminderDue>, zone: Zone, after: Instant?) {
    self.civil = civil
    self.zone = zone
    self.last = after
  }

  /// The next occurrence, or `nil` when the series has ended.
  public mutating func next() -> ReminderOccurrence? {
    while let due = civil.next() {
      let instant = zone.instant(for: due.civil)
      if let last, instant <= last { continue }
      last = instant
      return ReminderOccurrence(due: due, instant: instant)
    }
    return nil
  }
}
