// An .ics file → a reminders store (README `recur import`): every
// VTODO that can be read is imported; diagnostics carry line numbers; Thunderbird's completed
// RECURRENCE-ID overrides advance their master; RANGE=THISANDFUTURE ones split it.

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
  /// master's due past that occurrence (RECURRENCE-ID names it by its DTSTART); one with
  /// `RANGE=THISANDFUTURE` splits the series (`split`); other overrides are kept with their
  /// master.
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
    // Masters first, then overrides by UID (compared as bytes, `ComponentUID`, as
    // `recur occurrences` groups them).
    var reminders: [Reminder] = []
    var indexByUID: [ComponentUID: Int] = [:]
    var overrides: [Component] = []
    var masters: [Int: Component] = [:]
    for todo in todos {
      if todo.firstProperty(named: "RECURRENCE-ID") != nil { overrides.append(todo); continue }
      var warnings: [Diagnostic] = []
      guard var r = try? Reminder(vtodo: todo, zones: zones, warnings: &warnings) else { continue }
      diagnostics += warnings
      if let tzid = r.timeZone, let fileZone = vtimezones[tzid], let lines = vtimezoneLines[tzid],
         !ZoneNameResolver.isIANA(tzid) || !Self.agreesWithIANA(fileZone, tzid, year: r.due?.civil.date.year) {
        r.ical += lines
      }
      let key = ComponentUID(r.id)
      if let first = indexByUID[key] {
        warn(todo.location, "UID \"\(r.id)\" repeats the VTODO of line \(todos.first { ComponentUID(of: $0) == key }?.location?.line ?? 0) (reminders[\(first)]); skipped")
        continue
      }
      indexByUID[key] = reminders.count
      masters[reminders.count] = todo
      reminders.append(r)
    }
    // Overrides are read by the Occurrences model (RECURRENCE-ID in the file's zones); per
    // master in RECURRENCE-ID order, a completed one moves the due past its occurrence and a
    // RANGE=THISANDFUTURE one splits the series (docs/SEMANTICS.md "THISANDFUTURE splits a
    // reminder's series").
    var pending: [Int: [(override: TimedComponent, at: Instant)]] = [:]
    for o in overrides {
      var ignored: [Diagnostic] = []
      guard let rid = o.firstProperty(named: "RECURRENCE-ID"),
            let timed = TimedComponent(component: o, zones: zones, warnings: &ignored) else { continue }
      let uid = timed.uid
      guard let i = indexByUID[ComponentUID(uid)] else {
        warn(o.location, "VTODO with RECURRENCE-ID has no master VTODO with UID \"\(uid)\"; skipped")
        continue
      }
      guard timed.isCompleted || timed.thisAndFuture else {
        // A moved, changed or cancelled instance: kept whole with its master, written back
        // beside it on export, and read by the model for the reminder's occurrences (the
        // override's due replaces its instance, STATUS:CANCELLED removes it).
        reminders[i].ical += ICalLines.lines(o)
        continue
      }
      let r = reminders[i]
      guard !r.completed, r.recurrence != nil, let value = timed.recurrenceID,
            let occurrence = overrideInstant(value, reminder: r) else {
        warn(rid.location, "RECURRENCE-ID \(rid.rawValue) of \"\(uid)\" could not be placed in its series; skipped")
        continue
      }
      pending[i, default: []].append((timed, occurrence))
    }
    for (i, list) in pending {
      var r = reminders[i]
      // RECURRENCE-ID names an instance by its DTSTART (RFC 5545 §3.8.4.4); its due is that
      // much later.
      var startToDue = masters[i].map { Self.startToDue($0, zones: zones, reminder: r) } ?? 0
      for (timed, occurrence) in list.sorted(by: { $0.at < $1.at }) where !r.completed {
        if timed.thisAndFuture,
           let split = Self.split(r, at: occurrence, startToDue: startToDue, by: timed, master: masters[i], zones: zones) {
          (r, startToDue) = split
        } else if timed.isCompleted {
          Self.completeOccurrence(&r, at: occurrence.adding(seconds: startToDue), override: timed.component)
        } else {
          // A split after open instances: kept with its master, as a moved instance is.
          r.ical += ICalLines.lines(timed.component)
        }
      }
      reminders[i] = r
    }
    diagnostics.sort { ($0.line, $0.column) < ($1.line, $1.column) }
    return ImportResult(store: ReminderStore(reminders: reminders), diagnostics: diagnostics)
  }

  /// Marks the occurrence due at `occurrence` done: the next due is the first occurrence after
  /// it, as `recur complete` moves it (a COUNT lowered by the instances passed, RFC 5545
  /// §3.8.5.3, a kept DTSTART moved along); the last one completes the reminder.
  static func completeOccurrence(_ r: inout Reminder, at occurrence: Instant, override: Component) {
    guard let due = try? r.dueInstant(floatingZone: .utc), due <= occurrence else { return }
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
      r.completedAt = override.firstProperty(named: "COMPLETED").flatMap { DateTimeText.icalDateTime(Substring($0.rawValue)) }
        .map { Instant(utc: $0.civil) }
    }
  }

  /// A RANGE=THISANDFUTURE override at `at` (its RECURRENCE-ID) goes on as the Occurrences
  /// model reads it (`ComponentSeries.futureSeries`): a split (the override's own series, from
  /// its DTSTART/DUE with its RRULE, else the master's with COUNT lowered by the master's
  /// instances before `at`), or a shift of the master's instances. When the reminder has no
  /// open instance before `at` and its one rule can say the rest (a split, or a shift that
  /// re-anchors), it moves to the rest (a completed override completes it) and the override is
  /// used up; otherwise this returns nil and the override is kept with the reminder, whose
  /// occurrences the model reads with it. Returns the reminder and its new DTSTART-to-due
  /// seconds.
  ///
  /// Example (python caldav 2.2's "thisandfuture" completion): master weekly from DTSTART
  /// 2026-12-01T09:00Z, DUE 10:00Z; a completed override `RECURRENCE-ID:20261201T090000Z`; an
  /// override `RECURRENCE-ID;RANGE=THISANDFUTURE:20261202T231658Z` with DTSTART
  /// 2026-12-08T09:30Z, DUE 10:30Z → due 2026-12-08T10:30Z, weekly.
  static func split(_ r: Reminder, at: Instant, startToDue: Int64, by override: TimedComponent,
                    master: Component?, zones: ZoneResolver) -> (Reminder, Int64)? {
    guard let due = try? r.dueInstant(floatingZone: .utc), due.adding(seconds: -startToDue) >= at else { return nil }
    var r = r
    if override.isCompleted {
      r.completed = true
      r.completedAt = override.component.firstProperty(named: "COMPLETED").flatMap { DateTimeText.icalDateTime(Substring($0.rawValue)) }
        .map { Instant(utc: $0.civil) }
      return (r, startToDue)
    }
    var ignored: [Diagnostic] = []
    guard let master, let timedMaster = TimedComponent(component: master, zones: zones, warnings: &ignored) else { return nil }
    let series = ComponentSeries(master: timedMaster, overrides: [override], warnings: &ignored)
    guard let rest = series.futureSeries(overrideAt: 0), rest.reanchors,
          let part = try? Reminder(vtodo: override.component, zones: zones, warnings: &ignored),
          let newDue = part.due else { return nil }
    r.due = newDue
    r.timeZone = part.timeZone
    if let rule = part.recurrence {
      r.recurrence = rule
    } else if rest.rules.isEmpty {
      // The master's COUNT ended before the split: the override's instance is the last.
      r.recurrence = nil
    } else if let count = rest.rules.first?.count, let rule = r.recurrence?.rule, var parts = try? RuleText(rule) {
      // The rest counts what the master's COUNT leaves after `at` (RFC 5545 §3.8.5.3).
      parts.set("COUNT", String(count))
      r.recurrence?.rule = parts.text
    }
    r.ical = Self.replacingStart(in: r.ical, with: part.ical)
    return (r, Self.startToDue(override.component, zones: zones, reminder: r))
  }

  /// Seconds from a todo's DTSTART to its due (DUE, or DTSTART + DURATION); 0 without both.
  static func startToDue(_ todo: Component, zones: ZoneResolver, reminder: Reminder) -> Int64 {
    var ignored: [Diagnostic] = []
    guard let timed = TimedComponent(component: todo, zones: zones, warnings: &ignored),
          let start = timed.start.flatMap({ overrideInstant($0, reminder: reminder) }),
          let due = timed.due.flatMap({ overrideInstant($0, reminder: reminder) }) else { return 0 }
    return due.secondsSinceEpoch - start.secondsSinceEpoch
  }

  /// `ical` with its top-level DTSTART lines replaced by those of `other` (kept VTIMEZONE and
  /// VALARM lines, which have DTSTARTs of their own, untouched).
  static func replacingStart(in ical: [String], with other: [String]) -> [String] {
    func topLevelStarts(_ lines: [String], keep: Bool) -> [String] {
      var depth = 0
      var out: [String] = []
      for line in lines {
        let upper = line.uppercased()
        if upper.hasPrefix("BEGIN:") { depth += 1 } else if upper.hasPrefix("END:") { depth = max(0, depth - 1) }
        let isStart = depth == 0 && (upper.hasPrefix("DTSTART:") || upper.hasPrefix("DTSTART;"))
        if isStart == keep { out.append(line) }
      }
      return out
    }
    return topLevelStarts(other, keep: true) + topLevelStarts(ical, keep: false)
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
