// VTODO → Reminder (RFC 5545 §3.6.2): DUE, DTSTART + DURATION or DTSTART as the due, read
// by the Occurrences model (TimedComponent, ZoneResolver), done = COMPLETED or STATUS:COMPLETED or PERCENT-COMPLETE:100,
// RRULE read as a preset when one is equivalent (an RRULE line with parameters also kept whole),
// X-RECUR-* read back, and every other property and child component kept in `ical` so export
// gives it back.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ICalendar
import Occurrences
import Recurrence
import Zones

extension Reminder {
  /// The properties this mapping reads into fields; every other one is kept in `ical`.
  /// DTSTAMP is not kept: it says when the iCalendar object was made, and export writes it anew.
  static let mappedProperties: Set<String> = [
    "UID", "DTSTAMP", "SUMMARY", "DESCRIPTION", "DUE", "RRULE", "COMPLETED", "CATEGORIES",
    RecurProperty.recreateIfIncomplete, RecurProperty.repeatFrom, RecurProperty.enabled,
    RecurProperty.condition, RecurProperty.json, RecurProperty.noWeekdays,
  ]

  /// Reads a VTODO. `vtimezones` are the file's own VTIMEZONEs as zones, by TZID; `warnings`
  /// collects what was read with a fallback (an unknown zone read as floating, a malformed
  /// value kept as it was). Fails only for a component that is not a VTODO.
  ///
  /// `DUE;TZID=/mozilla.org/20050126_1/America/New_York:20260131T090000` with
  /// `RRULE:FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1` and `X-MOZ-GENERATION:2` gives
  /// due `2026-01-31T09:00:00`, timeZone `America/New_York`, monthly on the 31st, and
  /// `ical: ["X-MOZ-GENERATION:2"]`.
  public init(vtodo todo: Component, vtimezones: [String: Zone] = [:], warnings: inout [Diagnostic]) throws(ImportError) {
    try self.init(vtodo: todo, zones: ZoneResolver(zones: vtimezones), warnings: &warnings)
  }

  /// Reads a VTODO with the file's TZID resolver (`ZoneResolver(timeZones:)` of its VTIMEZONEs),
  /// shared by every todo of a file; see `init(vtodo:vtimezones:warnings:)`.
  public init(vtodo todo: Component, zones: ZoneResolver, warnings: inout [Diagnostic]) throws(ImportError) {
    guard todo.name == "VTODO" else { throw .notATodo(name: todo.name, line: todo.location?.line ?? 0) }
    func warn(_ p: Property?, _ message: String) {
      let loc = p?.location ?? todo.location
      warnings.append(Diagnostic(severity: .warning, line: loc?.line ?? 0, column: loc?.column ?? 0,
                                 phase: .validation, message: message))
    }
    var kept: [String] = []
    let uid = todo.firstProperty(named: "UID")?.text ?? ""
    let id = uid.isEmpty ? "line-\(todo.location?.line ?? 0)" : uid
    if uid.isEmpty { warn(nil, "VTODO has no UID; its id is \"\(id)\"") }
    let title = todo.firstProperty(named: "SUMMARY")?.text ?? ""
    let notes = todo.firstProperty(named: "DESCRIPTION")?.text

    // The due: DUE, else DTSTART; a DTSTART that differs from DUE is kept as written.
    var due: ReminderDue?
    var tzidUsed: String?
    var zone: Zone?
    let dueProperty = todo.firstProperty(named: "DUE")
    let startProperty = todo.firstProperty(named: "DTSTART")
    // DTSTART, DUE and DURATION are read by the Occurrences model with the file's zones
    // (`TimedComponent`, `ZoneResolver`), as `recur plan` and `recur occurrences` read them;
    // its warnings about them (an unknown TZID read as floating time, …) are this import's.
    var modelWarnings: [Diagnostic] = []
    let timed = TimedComponent(component: todo, zones: zones, warnings: &modelWarnings)
    let timeLines = Set([dueProperty, startProperty, todo.firstProperty(named: "DURATION")].compactMap { $0?.location?.line })
    warnings += modelWarnings.filter { timeLines.contains($0.line) && !$0.message.hasSuffix("; ignored") }
    // A value as a due: a date, a UTC time ("UTC"), a floating time, or a zoned time named by
    // its IANA name, or by the file's TZID when the file's VTIMEZONE wins (RFC 5545 §3.2.19):
    // the VTIMEZONE then travels with the reminder in `ical`.
    func read(_ value: RecurrenceTime?) -> (ReminderDue, String?, Zone?)? {
      switch value {
      case nil: return nil
      case .date(let d)?: return (.date(d), nil, nil)
      case .utc(let c)?: return (.dateTime(c), "UTC", .utc)
      case .floating(let c)?: return (.dateTime(c), nil, nil)
      case .zoned(let c, let z)?:
        let fileTZID = zones.timeZones.first(where: { $0.value == z })?.key
        return (.dateTime(c), fileTZID ?? z.identifier, z)
      }
    }
    let source = dueProperty ?? startProperty
    // A todo with DTSTART and DURATION and no DUE is due at DTSTART + DURATION (RFC 5545
    // §3.6.2, §3.8.2.5); DTSTART is then kept, DURATION is not (export writes DUE, never both).
    let durationProperty = dueProperty == nil && startProperty != nil ? todo.firstProperty(named: "DURATION") : nil
    var usedDuration = false
    if let source {
      if let r = read(dueProperty != nil ? timed?.end : timed?.start) {
        (due, tzidUsed, zone) = r
        if durationProperty != nil, timed?.duration != nil, let sum = read(timed?.due) {
          (due, tzidUsed, zone) = sum
          usedDuration = true
        }
      } else {
        warn(source, "\(source.name) value \"\(source.rawValue)\" is not a DATE (20260131) or DATE-TIME (20260131T090000); kept as written")
        kept += ICalLines.lines(source)
      }
    }
    // A DTSTART apart from the due anchors the rule (RFC 5545 §3.8.5.3, Reminder+ModelOccurrences).
    var startKept = false
    if let startProperty, usedDuration {
      kept += ICalLines.lines(startProperty)
      startKept = true
    } else if let startProperty, dueProperty != nil {
      // Kept when it says something DUE does not (a different time, zone or form).
      if let due, let r = read(timed?.start), r.0 == due, r.1 == tzidUsed {
        // Same as DUE: export writes it again from the due.
      } else {
        kept += ICalLines.lines(startProperty)
        startKept = true
      }
    }

    // Done: COMPLETED, STATUS:COMPLETED or PERCENT-COMPLETE:100.
    let status = todo.firstProperty(named: "STATUS")
    let percent = todo.firstProperty(named: "PERCENT-COMPLETE")
    let completedProperty = todo.firstProperty(named: "COMPLETED")
    var completedAt: Instant?
    if let completedProperty {
      if let (civil, utc) = DateTimeText.icalDateTime(Substring(completedProperty.rawValue)) {
        if !utc { warn(completedProperty, "COMPLETED \"\(completedProperty.rawValue)\" is not in UTC (RFC 5545 §3.8.2.1); read as UTC") }
        completedAt = Instant(utc: civil)
      } else {
        warn(completedProperty, "COMPLETED \"\(completedProperty.rawValue)\" is not a UTC DATE-TIME (20260131T150000Z); kept as written")
        kept += ICalLines.lines(completedProperty)
      }
    }
    let statusText = status?.rawValue.uppercased()
    // A cancelled todo (RFC 5545 §3.8.1.11) is done with: never notified, never overdue, as
    // `recur plan` reads it; its STATUS:CANCELLED is kept and written back.
    let completed = completedProperty != nil || statusText == "COMPLETED" || statusText == "CANCELLED"
      || percent?.integer == 100

    var tags: [String] = []
    for p in todo.properties(named: "CATEGORIES") { tags += p.texts.filter { !$0.isEmpty } }

    // Recurrence.
    var recurrence: ReminderRecurrence?
    let rrules = todo.properties(named: "RRULE")
    if let rr = rrules.first {
      if let due {
        let text = RuleText.strippingPrefix(rr.rawValue)
        if (try? RuleText(text)) == nil {
          warn(rr, "RRULE \"\(rr.rawValue)\" is not a valid RECUR value; kept as written, the reminder is read as one-time")
          kept += ICalLines.lines(rr)
        } else {
          let read = PresetRecognizer.recurrence(rule: text, due: due, zone: zone)
          let engineZone = tzidUsed == nil ? nil : zone
          if startKept, case .success = RuleOccurrences.recurrence(rule: text, due: due, zone: engineZone) {
            // Anchored at the kept DTSTART, not the due: a free rule, read by the model (a
            // preset would be anchored at the due).
            recurrence = ReminderRecurrence(rule: text)
          } else if read.rule == nil {
            recurrence = read   // a preset: expanded by Recur's own schedule
          } else if case .success = RuleOccurrences.recurrence(rule: text, due: due, zone: engineZone) {
            recurrence = read
          } else if let fixed = PresetRecognizer.untilMatchingStart(text, due: due, zone: engineZone),
                    case .success = RuleOccurrences.recurrence(rule: fixed, due: due, zone: engineZone) {
            warn(rr, "RRULE UNTIL does not match DTSTART's form (RFC 5545 §3.3.10); read as \"\(fixed)\"")
            recurrence = ReminderRecurrence(rule: fixed)
          } else if case .failure(let e) = RuleOccurrences.recurrence(rule: text, due: due, zone: engineZone) {
            warn(rr, "RRULE \"\(rr.rawValue)\": \(e.description); kept as written, the reminder is read as one-time")
            kept += ICalLines.lines(rr)
          }
        }
      } else {
        warn(rr, "RRULE without DUE or DTSTART has no first occurrence; kept as written, the reminder is read as one-time")
        kept += ICalLines.lines(rr)
      }
      // A rule read into `recurrence` whose line has parameters (RFC 5545 §3.2, §3.8.5.3 allows
      // other-param, e.g. `RRULE;X-APPLE-FOO=1:FREQ=DAILY`): the whole line is kept, and export
      // writes its parameters back on the RRULE (and its value too while the rule is unchanged).
      if recurrence != nil, !rr.parameters.isEmpty { kept += ICalLines.lines(rr) }
      for extra in rrules.dropFirst() {
        warn(extra, "a second RRULE (RFC 5545 §3.8.5.3 advises one) is kept as written; its occurrences are added to the first's")
        kept += ICalLines.lines(extra)
      }
    }
    if let p = todo.firstProperty(named: RecurProperty.noWeekdays), due != nil {
      recurrence = ReminderRecurrence(frequency: .weekly, interval: p.integer ?? 1, weekdays: [])
    }
    if recurrence != nil {
      if todo.firstProperty(named: RecurProperty.recreateIfIncomplete)?.boolean == true { recurrence?.recreateIfIncomplete = true }
      if todo.firstProperty(named: RecurProperty.repeatFrom)?.rawValue.uppercased() == "COMPLETION" { recurrence?.repeatFrom = .completion }
    }
    let enabled = todo.firstProperty(named: RecurProperty.enabled)?.boolean ?? true
    var condition: ReminderCondition?
    if let p = todo.firstProperty(named: RecurProperty.condition),
       let value = try? ReminderStore.jsonValue(Array(p.text.utf8)),
       let c = try? Reminder(json: .object(["id": .string("x"), "title": .string(""), "condition": value])).condition {
      condition = c
    }
    var extra: [String: JSONValue] = [:]
    if let p = todo.firstProperty(named: RecurProperty.json),
       case .object(let o)? = try? ReminderStore.jsonValue(Array(p.text.utf8)) {
      extra = o
    }

    // Everything else, in order, as content lines. A kept SUMMARY/DESCRIPTION, STATUS or
    // PERCENT-COMPLETE goes first, in the order export writes them back, so a second round gives
    // the same list; a SUMMARY or
    // DESCRIPTION with parameters (LANGUAGE, ALTREP) is kept whole and reused while its text
    // is unchanged.
    var seen: [String: Int] = [:]
    var progress: [String] = []
    var texts: [String] = []
    for p in todo.properties {
      seen[p.name, default: 0] += 1
      let first = seen[p.name] == 1
      switch p.name {
      case "DTSTART", "RRULE", "COMPLETED": continue   // handled above
      case "DURATION" where usedDuration: continue     // read into the due
      case "STATUS" where first:
        if statusText != "COMPLETED", statusText != "NEEDS-ACTION" { progress += ICalLines.lines(p) }
      case "PERCENT-COMPLETE" where first:
        if p.integer != 100 { progress += ICalLines.lines(p) }
      case "CATEGORIES": continue
      case "SUMMARY" where first, "DESCRIPTION" where first:
        if !p.parameters.isEmpty { texts += ICalLines.lines(p) }
      default:
        if Self.mappedProperties.contains(p.name), first { continue }
        kept += ICalLines.lines(p)
      }
    }
    // The order export writes them in: SUMMARY, DESCRIPTION, then STATUS, PERCENT-COMPLETE.
    texts.sort { $0.uppercased().hasPrefix("SUMMARY") && !$1.uppercased().hasPrefix("SUMMARY") }
    progress.sort { $0.uppercased().hasPrefix("STATUS") && !$1.uppercased().hasPrefix("STATUS") }
    kept = texts + progress + kept
    for c in todo.components { kept += ICalLines.lines(c) }
    self.init(id: id, title: title, notes: notes, due: due, timeZone: tzidUsed, completed: completed,
              completedAt: completed ? completedAt : nil, enabled: enabled, tags: tags, condition: condition,
              recurrence: recurrence, ical: kept, extra: extra)
  }
}

/// Why a component could not be imported as a reminder.
public enum ImportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The component is not a VTODO.
  case notATodo(name: String, line: Int)

  /// `VEVENT is not a VTODO`.
  public var description: String {
    switch self {
    case .notATodo(let name, _): "\(name) is not a VTODO"
    }
  }
}
