// The recurrence lines the reminder model cannot say (a second RRULE, RDATE): kept
// in `ical` by import, written back by export, and part of the reminder's occurrences, so that
// `recur plan` of an import, completion and `recur plan x.ics` read the same recurrence set
// (RFC 5545 §3.8.5.3: the set is DTSTART, every RRULE's and every RDATE's instances).

import Occurrences
import ICalendar
import Recurrence
import Zones

extension Reminder {
  /// Whether a kept line is an RRULE or RDATE property (any case, with or without parameters).
  static func isKeptRecurrenceLine(_ line: String) -> Bool {
    let upper = line.prefix(6).uppercased()
    guard upper.hasPrefix("RRULE") || upper.hasPrefix("RDATE") else { return false }
    let next = line.utf8.dropFirst(5).first
    return next == UInt8(ascii: ";") || next == UInt8(ascii: ":")
  }

  /// The kept RRULE and RDATE properties of the todo itself (not those of a kept VTIMEZONE's
  /// observances), without the RRULE line that carries the parameters of the rule read into
  /// `recurrence` (export writes that one as the rule; Reminder+VTODOExport).
  var keptRecurrenceProperties: [Property] {
    var depth = 0
    var lines: [String] = []
    for line in ical {
      let upper = line.prefix(6).uppercased()
      if upper.hasPrefix("BEGIN:") { depth += 1; continue }
      if upper.hasPrefix("END:") { depth = Swift.max(0, depth - 1); continue }
      if depth == 0, Self.isKeptRecurrenceLine(line) { lines.append(line) }
    }
    guard !lines.isEmpty else { return [] }
    var properties = ICalLines.parse(lines).properties
    if recurrence == nil {
      // A kept RRULE of a one-time reminder is a rule import could not read or one made
      // one-time since: it repeats nothing (Reminder+VTODOImport, Reminder+VTODOExport).
      properties.removeAll { $0.name == "RRULE" }
    } else if let primary = properties.firstIndex(where: { $0.name == "RRULE" && !$0.parameters.isEmpty }) {
      properties.remove(at: primary)
    }
    return properties
  }

  /// Whether `ical` keeps an RRULE or RDATE that adds occurrences to the due's.
  public var hasKeptRecurrence: Bool {
    ical.contains(where: Self.isKeptRecurrenceLine) && !keptRecurrenceProperties.isEmpty
  }

  /// The wall-clock occurrences the kept RRULE and RDATE lines add, at or after the due (and
  /// `notBefore`), each stream soonest first.
  ///
  /// Due 2026-12-01T09:00:00 New York, kept `RDATE;TZID=America/New_York:20261203T120000`:
  /// 2026-12-03T12:00:00. A second `RRULE:FREQ=WEEKLY;BYDAY=FR` expands from the due as the first
  /// rule does. Read leniently by Occurrences' `TimedComponent`, as `recur plan` of the .ics
  /// reads them: a kept rule the engine rejects or a value that is no DATE, DATE-TIME or PERIOD
  /// adds nothing (import kept the line as written); a TZID nothing defines reads as floating.
  func keptRecurrenceOccurrences(due: ReminderDue, notBefore: CivilDateTime?) throws(ReminderScheduleError) -> [AnyIterator<ReminderDue>] {
    // Cheap test first: most reminders keep no RRULE or RDATE line.
    guard ical.contains(where: Self.isKeptRecurrenceLine) else { return [] }
    let kept = keptRecurrenceProperties
    guard !kept.isEmpty else { return [] }
    let zone: Zone? = timeZone == nil ? nil : try self.zone(floating: .utc)
    // Read by the Occurrences model, as `recur plan x.ics` reads them: the due as DTSTART with
    // the kept lines, TZIDs resolved with the VTIMEZONEs kept in `ical` (a mismatched UNTIL
    // read leniently, an unreadable value left out).
    let vtimezones = ICalLines.parse(ical).components.filter { $0.name == "VTIMEZONE" }
    let todo = Component(name: "VTODO", properties: [Self.dateProperty("DTSTART", due, tzid: timeZone)] + kept)
    var ignored: [Diagnostic] = []
    guard let timed = TimedComponent(component: todo, zones: ZoneResolver(timeZones: vtimezones), warnings: &ignored) else {
      return []
    }
    var streams: [AnyIterator<ReminderDue>] = []
    var dates: [ReminderDue] = []
    let floor = Swift.max(due.civil, notBefore ?? due.civil)
    for rule in timed.rules {
      if let it = try? RuleOccurrences.iterator(rule: rule.description, due: due, reminder: self, notBefore: notBefore) {
        streams.append(it)
      }
    }
    for rdate in timed.rdates {
      let wall = Self.wallClock(rdate.start, in: zone)
      let value: ReminderDue = rdate.start.isDate && due.isAllDay ? .date(wall.date) : due.replacing(civil: wall)
      if value.civil >= floor { dates.append(value) }
    }
    dates.sort { $0.civil < $1.civil }
    var index = 0
    let sorted = dates
    streams.append(AnyIterator {
      guard index < sorted.count else { return nil }
      defer { index += 1 }
      return sorted[index]
    })
    return streams
  }

  /// `value` on the reminder's wall clock: a zoned or UTC value converted into `zone`, a
  /// floating or DATE one as written.
  static func wallClock(_ value: RecurrenceTime, in zone: Zone?) -> CivilDateTime {
    switch value {
    case .zoned(let c, let z): return (zone ?? .utc).civil(at: z.instant(for: c))
    case .utc(let c): return (zone ?? .utc).civil(at: Instant(utc: c))
    default: return value.civil
    }
  }

  /// `streams` merged soonest first (wall clock), equal values once.
  static func merged(_ streams: [AnyIterator<ReminderDue>]) -> AnyIterator<ReminderDue> {
    guard streams.count > 1 else { return streams.first ?? AnyIterator { nil } }
    var heads = streams.map { $0.next() }
    var last: CivilDateTime?
    return AnyIterator {
      while true {
        var best: Int?
        for (i, h) in heads.enumerated() {
          guard let h else { continue }
          if let b = best, let hb = heads[b], hb.civil <= h.civil { continue }
          best = i
        }
        guard let b = best, let value = heads[b] else { return nil }
        heads[b] = streams[b].next()
        if let last, value.civil <= last { continue }
        last = value.civil
        return value
      }
    }
  }
}
