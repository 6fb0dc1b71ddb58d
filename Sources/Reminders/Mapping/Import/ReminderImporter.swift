// An .ics file → a reminders store (README `recur import`): every
// VTODO that can be read is imported; diagnostics carry line numbers; Thunderbird's completed
// RECURRENCE-ID overrides advance their master.

import ICalendar
import Occurrences
import Recurrence
import Zones

/// The reminders read from an iCalendar file, with every problem found.
public struct ImportResult: Hashable, Sendable {
  /// The reminders, in file order of their VTODOs.
  public var store: ReminderStore
  /// Parser diagnostics and import warnings, in line order.
  public var diagnostics: [Diagnostic]

  /// Whether at least one todo was read.
  public var importedAny: Bool { !store.reminders.isEmpty }
}

/// Reads VTODOs from iCalendar files written by Apple Reminders, Thunderbird, Nextcloud Tasks,
/// Tasks.org, Evolution, Outlook and Google.
public enum ReminderImporter {
  /// Imports every VTODO in `bytes`.
  ///
  /// Non-todo components (VEVENT, VJOURNAL, …) are skipped with a warning; a VTODO with a
  /// RECURRENCE-ID and STATUS:COMPLETED (Thunderbird completing one occurrence) moves its
  /// master's due past that occurrence; other overrides are reported and not imported.
  public static func importCalendar(_ bytes: [UInt8]) -> ImportResult {
    let parsed = ICalendarParser.parse(bytes)
    var diagnostics = parsed.diagnostics
    func warn(_ loc: SourceLocation?, _ message: String) {
      diagnostics.append(Diagnostic(severity: .warning, line: loc?.line ?? 0, column: loc?.column ?? 0,
                                    phase: .validation, message: message))
    }
    var todos: [Component] = []
    var timezones: [Component] = []
    for top in parsed.components {
      guard top.name == "VCALENDAR" else {
        if top.name == "VTODO" { todos.append(top) } else { warn(top.location, "\(top.name) outside a VCALENDAR is not a todo; skipped") }
        continue
      }
      for c in top.components {
        switch c.name {
        case "VTODO": todos.append(c)
        case "VTIMEZONE": timezones.append(c)
        default: warn(c.location, "\(c.name) is not a todo; skipped")
        }
      }
    }
    // The file's own zones, read once by the one resolver (Occurrences' `ZoneResolver`).
    let zones = ZoneResolver(timeZones: timezones)
    let vtimezones = zones.timeZones
    let vtimezoneLines = zones.timeZoneComponents.mapValues { ICalLines.lines($0) }
    // Masters first, then overrides by UID.
    var reminders: [Reminder] = []
    var indexByUID: [String: Int] = [:]
    var overrides: [Component] = []
    for todo in todos {
      if todo.firstProperty(named: "RECURRENCE-ID") != nil { overrides.append(todo); continue }
      var warnings: [Diagnostic] = []
      guard var r = try? Reminder(vtodo: todo, zones: zones, warnings: &warnings) else { continue }
      diagnostics += warnings
      if let tzid = r.timeZone, let fileZone = vtimezones[tzid], let lines = vtimezoneLines[tzid],
         !ZoneNameResolver.isIANA(tzid) || !Self.agreesWithIANA(fileZone, tzid, year: r.due?.civil.date.year) {
        r.ical += lines
      }
      if let first = indexByUID[r.id] {
        warn(todo.location, "UID \"\(r.id)\" repeats the VTODO of line \(todos.first { $0.firstProperty(named: "UID")?.text == r.id }?.location?.line ?? 0) (reminders[\(first)]); skipped")
        continue
      }
      indexByUID[r.id] = reminders.count
      reminders.append(r)
    }
    // Overrides are read by the Occurrences model (RECURRENCE-ID in the file's zones).
    for o in overrides {
      var ignored: [Diagnostic] = []
      guard let rid = o.firstProperty(named: "RECURRENCE-ID"),
            let timed = TimedComponent(component: o, zones: zones, warnings: &ignored) else { continue }
      let uid = timed.uid
      guard let i = indexByUID[uid] else {
        warn(o.location, "VTODO with RECURRENCE-ID has no master VTODO with UID \"\(uid)\"; skipped")
        continue
      }
      guard timed.isCompleted else {
        // A moved, changed or cancelled instance: kept whole with its master, written back
        // beside it on export, and read by the model for the reminder's occurrences (the
        // override's due replaces its instance, STATUS:CANCELLED removes it).
        reminders[i].ical += ICalLines.lines(o)
        continue
      }
      var r = reminders[i]
      guard !r.completed, r.recurrence != nil, let value = timed.recurrenceID,
            let occurrence = overrideInstant(value, reminder: r) else {
        warn(rid.location, "RECURRENCE-ID \(rid.rawValue) of \"\(uid)\" could not be placed in its series; skipped")
        continue
      }
      // The occurrence is done: the next due is the first occurrence after it. Completing the
      // reminder at that instant moves it there as `recur complete` would (a COUNT lowered by
      // the instances passed, RFC 5545 §3.8.5.3, a kept DTSTART moved along).
      if let due = try? r.dueInstant(floatingZone: .utc), due <= occurrence {
        let outcome: CompletionOutcome?
        if r.recurrence?.repeatFrom == .completion {
          if var stream = try? r.occurrences(after: occurrence), let next = stream.next() {
            r.due = next.due
            outcome = .advanced(from: r.due ?? next.due, to: next.due)
          } else {
            outcome = .completed
          }
        } else {
          outcome = try? r.complete(at: occurrence)
        }
        if outcome == nil || outcome == .completed {
          r.completed = true
          r.completedAt = o.firstProperty(named: "COMPLETED").flatMap { DateTimeText.icalDateTime(Substring($0.rawValue)) }
            .map { Instant(utc: $0.civil) }
        }
        reminders[i] = r
      }
    }
    diagnostics.sort { ($0.line, $0.column) < ($1.line, $1.column) }
    return ImportResult(store: ReminderStore(reminders: reminders), diagnostics: diagnostics)
  }

  /// The zones a calendar's own VTIMEZONEs define, by TZID (for `Reminder(vtodo:vtimezones:)`
  /// and `TodoCompletion.complete`).
  public static func timeZones(in calendar: Component) -> [String: Zone] {
    ZoneResolver(calendar: calendar).timeZones
  }

  /// Whether the file's zone for an IANA-named TZID agrees with tzdata's (`ZoneResolver.agree`).
  static func agreesWithIANA(_ fileZone: Zone, _ tzid: String, year: Int?) -> Bool {
    guard let iana = try? Zone.named(tzid), let year else { return true }
    return ZoneResolver.agree(fileZone, iana, year: year)
  }

  /// The instant a RECURRENCE-ID (read by `TimedComponent`) names: its own for a UTC or zoned
  /// value, else read in the reminder's zone (a DATE at its midnight).
  static func overrideInstant(_ value: RecurrenceTime, reminder: Reminder) -> Instant? {
    if let instant = value.instant { return instant }
    let civil = value.isDate ? CivilDateTime(date: value.civil.date, time: .midnight) : value.civil
    return (try? reminder.zone(floating: .utc))?.instant(for: civil)
  }
}
