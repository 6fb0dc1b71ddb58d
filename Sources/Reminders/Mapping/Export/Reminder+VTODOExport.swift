// Reminder → VTODO (RFC 5545 §3.6.2): UID, DTSTAMP, SUMMARY, DESCRIPTION,
// DTSTART and DUE (zoned with TZID), RRULE in the portable forms of docs/SEMANTICS.md,
// STATUS/COMPLETED/PERCENT-COMPLETE, CATEGORIES, X-RECUR-* for what iCalendar has no word for,
// and the kept `ical` content given back.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ICalendar
import Zones

/// The X- properties Recur writes for reminder fields iCalendar has no property for.
public enum RecurProperty {
  /// `X-RECUR-RECREATE-IF-INCOMPLETE:TRUE` — `recurrence.recreateIfIncomplete`.
  public static let recreateIfIncomplete = "X-RECUR-RECREATE-IF-INCOMPLETE"
  /// `X-RECUR-REPEAT-FROM:COMPLETION` — `recurrence.repeatFrom` (absent: due).
  public static let repeatFrom = "X-RECUR-REPEAT-FROM"
  /// `X-RECUR-ENABLED:FALSE` — `enabled` (absent: true).
  public static let enabled = "X-RECUR-ENABLED"
  /// `X-RECUR-CONDITION:{"skipIfLogged":"workout"}` — `condition`, as JSON text.
  public static let condition = "X-RECUR-CONDITION"
  /// `X-RECUR-JSON:{"colour":"red"}` — reminder JSON fields this version does not know.
  public static let json = "X-RECUR-JSON"
  /// `X-RECUR-WEEKLY-NO-DAYS:2` — a weekly preset (here every 2 weeks) with no weekday ticked,
  /// which no RRULE can say; the todo then has no RRULE.
  public static let noWeekdays = "X-RECUR-WEEKLY-NO-DAYS"
}

extension Reminder {
  /// The VTODO for this reminder. `stamp` is the DTSTAMP when the reminder kept none of its own.
  ///
  /// Pay rent (monthly on the 31st, 09:00 New York) gives
  /// ```
  /// UID:A0000000-0000-4000-8000-000000000001
  /// DTSTAMP:20260101T000000Z
  /// SUMMARY:Pay rent
  /// DTSTART;TZID=America/New_York:20260131T090000
  /// DUE;TZID=America/New_York:20260131T090000
  /// RRULE:FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1
  /// STATUS:NEEDS-ACTION
  /// CATEGORIES:home
  /// ```
  public func vtodo(stamp: Instant) -> Component {
    var todo = Component(name: "VTODO")
    let kept = ICalLines.parse(ical)
    var keptProperties = kept.properties
    func takeKept(_ name: String) -> Property? {
      guard let i = keptProperties.firstIndex(where: { $0.name == name }) else { return nil }
      return keptProperties.remove(at: i)
    }
    todo.append(Property(name: "UID", text: id))
    todo.append(takeKept("DTSTAMP") ?? Property(name: "DTSTAMP", rawValue: DateTimeText.icalUTC(stamp)))
    let keptSummary = takeKept("SUMMARY")
    todo.append(keptSummary.flatMap { $0.text == title ? $0 : nil } ?? Property(name: "SUMMARY", text: title))
    let keptDescription = takeKept("DESCRIPTION")
    if let notes { todo.append(keptDescription.flatMap { $0.text == notes ? $0 : nil } ?? Property(name: "DESCRIPTION", text: notes)) }
    if let due {
      let keptStart = takeKept("DTSTART")
      todo.append(keptStart ?? Self.dateProperty("DTSTART", due, tzid: timeZone))
      todo.append(Self.dateProperty("DUE", due, tzid: timeZone))
      let ruleZone = timeZone == nil ? nil : try? self.zone(floating: .utc)
      // An RRULE with parameters kept on import (Reminder+VTODOImport) belongs to the rule read.
      let keptRule = keptProperties.firstIndex { $0.name == "RRULE" && !$0.parameters.isEmpty }
      if let recurrence {
        let kept = keptRule.map { keptProperties.remove(at: $0) }
        if recurrence.frequency == .weekly, recurrence.weekdays?.isEmpty == true {
          todo.append(Property(name: RecurProperty.noWeekdays, rawValue: String(recurrence.interval)))
        } else {
          todo.append(Self.rrule(recurrence, due: due, zone: ruleZone, kept: kept))
        }
      } else if let keptRule,
                case .success = RuleOccurrences.recurrence(rule: RuleText.strippingPrefix(keptProperties[keptRule].rawValue),
                                                           due: due, zone: ruleZone) {
        // A rule the engine reads was read on import: the reminder was made one-time since.
        // (A rule it rejects was kept as written, the reminder one-time: it goes back as is.)
        keptProperties.remove(at: keptRule)
      }
    }
    let keptStatus = takeKept("STATUS")
    let keptPercent = takeKept("PERCENT-COMPLETE")
    // A cancelled todo was imported as completed (RFC 5545 §3.8.1.11): STATUS:CANCELLED goes back.
    let cancelled = completed && keptStatus?.rawValue.uppercased() == "CANCELLED"
    if cancelled, let keptStatus {
      todo.append(keptStatus)
    } else if completed {
      todo.append(Property(name: "STATUS", rawValue: "COMPLETED"))
    } else {
      todo.append(keptStatus ?? Property(name: "STATUS", rawValue: "NEEDS-ACTION"))
      if let keptPercent { todo.append(keptPercent) }
    }
    if completed && !cancelled {
      if let completedAt { todo.append(Property(name: "COMPLETED", rawValue: DateTimeText.icalUTC(completedAt))) }
      todo.append(Property(name: "PERCENT-COMPLETE", rawValue: "100"))
    }
    if !tags.isEmpty { todo.append(Property(name: "CATEGORIES", rawValue: TextValue.join(tags))) }
    if let recurrence {
      if recurrence.recreateIfIncomplete { todo.append(Property(name: RecurProperty.recreateIfIncomplete, rawValue: "TRUE")) }
      if recurrence.repeatFrom == .completion { todo.append(Property(name: RecurProperty.repeatFrom, rawValue: "COMPLETION")) }
    }
    if !enabled { todo.append(Property(name: RecurProperty.enabled, rawValue: "FALSE")) }
    if let condition, let c = Reminder(id: "", title: "", condition: condition).json.objectField("condition") {
      todo.append(Property(name: RecurProperty.condition, text: Self.compactJSON(c)))
    }
    if !extra.isEmpty { todo.append(Property(name: RecurProperty.json, text: Self.compactJSON(.object(extra)))) }
    for p in keptProperties { todo.append(p) }
    // A kept VTIMEZONE belongs to the calendar, not the todo, and so does a kept override
    // (a VTODO with RECURRENCE-ID, RFC 5545 §3.8.4.4): see ReminderStore.calendar.
    for c in kept.components where c.name != "VTIMEZONE" && c.name != "VTODO" { todo.append(c) }
    return todo
  }

  /// The RRULE for `recurrence`. A `kept` RRULE line with parameters (RFC 5545 §3.2 other-param,
  /// kept on import) gives its parameters back, and its value too when that value reads as the
  /// same rule (so `RRULE;X-APPLE-FOO=1:FREQ=DAILY` round-trips byte for byte); a rule changed
  /// since (edited, or COUNT lowered by a completion) is written anew with the kept parameters.
  static func rrule(_ recurrence: ReminderRecurrence, due: ReminderDue, zone: Zone?, kept: Property?) -> Property {
    let text = recurrence.rruleText(due: due, zone: zone)
    guard let kept else { return Property(name: "RRULE", rawValue: text) }
    let keptText = RuleText.strippingPrefix(kept.rawValue)
    if PresetRecognizer.recurrence(rule: keptText, due: due, zone: zone).rruleText(due: due, zone: zone) == text {
      return kept
    }
    return Property(name: "RRULE", parameters: kept.parameters, rawValue: text)
  }

  /// `DUE;TZID=America/New_York:20260131T090000`, `DUE;VALUE=DATE:20260131` or floating.
  static func dateProperty(_ name: String, _ due: ReminderDue, tzid: String?) -> Property {
    switch due {
    case .date(let d):
      return Property(name: name, parameters: [Parameter(name: "VALUE", value: "DATE")], rawValue: DateTimeText.icalDate(d))
    case .dateTime(let t):
      // "UTC" is written in UTC form (RFC 5545 §3.3.5 form #2), with no TZID.
      if tzid == "UTC" { return Property(name: name, rawValue: DateTimeText.icalDateTime(t) + "Z") }
      let params = tzid.map { [Parameter(name: "TZID", value: $0)] } ?? []
      return Property(name: name, parameters: params, rawValue: DateTimeText.icalDateTime(t))
    }
  }

  /// One-line JSON with sorted keys.
  static func compactJSON(_ value: JSONValue) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}

extension JSONValue {
  /// The field `key` of an object value.
  func objectField(_ key: String) -> JSONValue? {
    guard case .object(let o) = self else { return nil }
    return o[key]
  }
}

extension ReminderStore {
  /// The PRODID Recur writes.
  public static let prodID = "-//Recur//Recur Reminders//EN"

  /// The DTSTAMP used when none is given: the latest instant the store names (a completion
  /// or a due), else 1970-01-01T00:00:00Z, so the same store always exports the same bytes.
  public var defaultStamp: Instant {
    var latest = Instant(secondsSinceEpoch: 0)
    for r in reminders {
      if let c = r.completedAt, c > latest { latest = c }
      if let d = (try? r.dueInstant(floatingZone: .utc)) ?? nil, d > latest { latest = d }
    }
    return latest
  }

  /// The VCALENDAR with one VTODO per reminder and one VTIMEZONE per zone used.
  ///
  /// Each VTIMEZONE covers the years from the earliest due to the latest due or end in that
  /// zone, and carries the zone's ongoing rule when a series there has no end. Zones that
  /// cannot be loaded get no VTIMEZONE (the TZID still names them) and are reported in
  /// `warnings`.
  public func calendar(stamp: Instant? = nil) -> (calendar: Component, warnings: [String]) {
    let stamp = stamp ?? defaultStamp
    var cal = Component(name: "VCALENDAR")
    cal.append(Property(name: "VERSION", rawValue: "2.0"))
    cal.append(Property(name: "PRODID", text: Self.prodID))
    var warnings: [String] = []
    var spans: [String: (years: ClosedRange<Int>, openEnded: Bool)] = [:]
    var order: [String] = []
    for r in reminders {
      guard let tzid = r.timeZone, let due = r.due else { continue }
      var last = due.date.year
      var open = false
      if let rec = r.recurrence {
        if let end = rec.end { last = Swift.max(last, end.year) } else { open = true }
      }
      if let s = spans[tzid] {
        spans[tzid] = (Swift.min(s.years.lowerBound, due.date.year)...Swift.max(s.years.upperBound, last), s.openEnded || open)
      } else {
        spans[tzid] = (due.date.year...last, open)
        order.append(tzid)
      }
    }
    for tzid in order.sorted() where tzid != "UTC" {
      guard let span = spans[tzid] else { continue }
      // The zone the reminders are read in (`ReminderZones`): a VTIMEZONE an imported file
      // defined, as kept; else an IANA name in any case, a Windows or vendor-prefixed name, as
      // the one resolver (`ZoneResolver`) reads it, with tzdata's rules under the TZID as written.
      if let kept = reminders.lazy.compactMap({ ReminderZones.keptTimeZone(named: tzid, in: $0) }).first {
        cal.append(kept)
      } else if let zone = Reminder.sharedZones.resolve(tzid).zone {
        cal.append(VTimeZoneBuilder.component(tzid: tzid, zone: zone, years: span.years, openEnded: span.openEnded))
      } else {
        warnings.append("timeZone \"\(tzid)\": names no IANA, Windows or vendor-prefixed zone and no VTIMEZONE is kept; no VTIMEZONE written")
      }
    }
    for (i, r) in reminders.enumerated() {
      warnings += r.controlCharacterWarnings(index: i)
      cal.append(r.vtodo(stamp: stamp))
      // Its kept overrides follow it, as siblings (RFC 5545 §3.8.4.4: same UID, RECURRENCE-ID).
      for o in r.keptOverrides { cal.append(o) }
    }
    return (cal, warnings)
  }
}

extension Reminder {
  /// One warning per text field holding control characters that export drops (RFC 5545 §3.1
  /// allows only HTAB; line breaks are written as `\n`), e.g.
  /// `reminders[0] (id "A"): title: control character U+0007 dropped (RFC 5545 §3.1 allows only HTAB and line breaks)`.
  func controlCharacterWarnings(index: Int) -> [String] {
    var fields: [(String, String)] = [("id", id), ("title", title)]
    if let notes { fields.append(("notes", notes)) }
    for (k, tag) in tags.enumerated() { fields.append(("tags[\(k)]", tag)) }
    return fields.compactMap { field, text in
      let found = TextValue.controlCharacters(in: text)
      guard !found.isEmpty else { return nil }
      var names: [String] = []
      for b in found {
        let hex = String(b, radix: 16, uppercase: true)
        let name = "U+" + String(repeating: "0", count: 4 - hex.count) + hex
        if !names.contains(name) { names.append(name) }
      }
      let what = names.count == 1 ? "control character \(names[0])" : "control characters \(names.joined(separator: ", "))"
      return "reminders[\(index)] (id \"\(id)\"): \(field): \(what) dropped (RFC 5545 §3.1 allows only HTAB and line breaks)"
    }
  }
}
