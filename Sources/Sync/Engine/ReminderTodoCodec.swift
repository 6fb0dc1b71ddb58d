// The engine's mapping, over the Reminders module's VTODO export and import (RFC 5545 §3.6.2):
// new resources from `ReminderStore.calendar`, edits that change only the properties a
// reminder owns on the server's own VTODO, and hashes of what survives a round trip.

import Foundation
import ICalendar
import Reminders

/// The production `TodoCodec`.
///
/// Example: pushing a title change onto a server VTODO that has `X-APPLE-SORT-ORDER:3` and
/// `X-MOZ-GENERATION:2` gives back the same VTODO with the new SUMMARY, a new LAST-MODIFIED
/// and DTSTAMP, SEQUENCE one higher, and both X- properties as they were.
public struct ReminderTodoCodec: TodoCodec {
  /// The codec.
  public init() {}

  /// Properties a reminder owns on a VTODO: what the Reminders export writes from fields.
  /// Everything else on the server's VTODO (X-APPLE-…, X-MOZ-…, VALARMs, ATTACH, …) is kept.
  /// DURATION is owned because the importer reads DTSTART + DURATION as the due and the
  /// export writes it as DUE: keeping the server's DURATION would put DUE and DURATION in one
  /// VTODO, which RFC 5545 §3.6.2 forbids (Radicale answers 400). While the reminder's due,
  /// zone and rule equal the server's reading, DUE, DURATION and RRULE are left as written.
  public static let ownedProperties: Set<String> = [
    "SUMMARY", "DESCRIPTION", "DUE", "DURATION", "RRULE", "COMPLETED", "CATEGORIES",
    RecurProperty.recreateIfIncomplete, RecurProperty.repeatFrom, RecurProperty.enabled,
    RecurProperty.condition, RecurProperty.json, RecurProperty.noWeekdays,
  ]

  /// Revision properties the sync sets itself on every write (RFC 5545 §3.8.7).
  static let revisionProperties: Set<String> = ["DTSTAMP", "LAST-MODIFIED", "SEQUENCE"]

  /// A VCALENDAR with the reminder's VTODO (and VTIMEZONEs), DTSTAMP and LAST-MODIFIED `now`.
  public func newResource(for reminder: Reminder, now: Date) -> String {
    var fresh = reminder
    fresh.ical = reminder.ical.filter { line in
      !Self.revisionProperties.contains(Self.propertyName(line))
    }
    var (calendar, _) = ReminderStore(reminders: [fresh]).calendar(stamp: nil)
    let stamp = UTCStamp.format(now)
    for i in calendar.components.indices where calendar.components[i].name == "VTODO" {
      calendar.components[i].setProperty(Property(name: "DTSTAMP", rawValue: stamp))
      calendar.components[i].setProperty(Property(name: "LAST-MODIFIED", rawValue: stamp))
    }
    return ICalendarWriter.string(calendar)
  }

  /// The server's resource with only the owned properties replaced (see `ownedProperties`).
  public func updatedResource(_ serverText: String, with reminder: Reminder, now: Date) -> String? {
    let parsed = ICalendarParser.parse(serverText)
    guard var calendar = parsed.calendar,
          let index = calendar.components.firstIndex(where: {
            $0.name == "VTODO" && $0.firstProperty(named: "RECURRENCE-ID") == nil
              && ComponentUID(of: $0)?.matches(reminder.id) == true
          }) else { return nil }
    let server = calendar.components[index]
    // The server's todo as the importer reads it, overrides applied (what `todos(in:)` gives).
    let serverReminder = Self.reading(serverText, uid: reminder.id)
    var stripped = reminder
    // Only the kept RRULE line goes along: its parameters (RFC 5545 §3.2 other-param, kept on
    // import) belong to the rule, which the reminder owns; everything else kept is the server's.
    stripped.ical = Self.keptRuleLines(reminder.ical)
    let fresh = stripped.vtodo(stamp: .init(secondsSinceEpoch: 0))
    stripped.ical = []

    var owned = Self.ownedProperties
    if serverReminder?.due != reminder.due || serverReminder?.timeZone != reminder.timeZone {
      // DTSTART follows DUE when the due moved (or went away); otherwise the server's stays.
      owned.insert("DTSTART")
    } else if serverReminder?.recurrence == reminder.recurrence {
      // Same schedule: the server's DUE or DURATION, DTSTART and RRULE stay as written, so an
      // edit of other fields changes nothing another client reads the series from (its
      // overrides keep naming their instances).
      owned.subtract(["DUE", "DURATION", "RRULE"])
    }
    // STATUS and PERCENT-COMPLETE change only when completion changes (IN-PROCESS stays).
    if serverReminder?.completed != reminder.completed {
      owned.formUnion(["STATUS", "PERCENT-COMPLETE"])
    }
    var todo = Self.replacing(owned, in: server, with: fresh)
    let stamp = UTCStamp.format(now)
    todo.setProperty(Property(name: "DTSTAMP", rawValue: stamp))
    todo.setProperty(Property(name: "LAST-MODIFIED", rawValue: stamp))
    let sequence = server.firstProperty(named: "SEQUENCE")?.integer ?? 0
    todo.setProperty(Property(name: "SEQUENCE", rawValue: String(min(sequence, Int(Int32.max) - 1) + 1)))
    calendar.components[index] = todo
    // A new zone needs its VTIMEZONE (RFC 5545 §3.6.5): take it from a fresh export.
    if let tzid = reminder.timeZone, tzid != "UTC",
       !calendar.components.contains(where: { $0.name == "VTIMEZONE" && $0.firstProperty(named: "TZID")?.text == tzid }) {
      let (exported, _) = ReminderStore(reminders: [stripped]).calendar(stamp: nil)
      for zone in exported.components where zone.name == "VTIMEZONE" {
        calendar.components.insert(zone, at: 0)
      }
    }
    return Self.readingBack(calendar, as: reminder, hash: contentHash(reminder))
  }

  /// The resource text whose reading is `reminder`: as built, else without its
  /// RANGE=THISANDFUTURE overrides, else without any override of the UID (a schedule edited
  /// here redefines the series, and overrides of the old one would move it again on reading,
  /// here or in the other client); as built when none reads back.
  static func readingBack(_ calendar: Component, as reminder: Reminder, hash: String) -> String {
    func isOverride(_ c: Component, future: Bool) -> Bool {
      guard c.name == "VTODO", ComponentUID(of: c)?.matches(reminder.id) == true,
            let rid = c.firstProperty(named: "RECURRENCE-ID") else { return false }
      return !future || rid.parameterValue("RANGE")?.uppercased() == "THISANDFUTURE"
    }
    let built = ICalendarWriter.string(calendar)
    guard calendar.components.contains(where: { isOverride($0, future: false) }) else { return built }
    let codec = ReminderTodoCodec()
    func readsBack(_ text: String) -> Bool {
      reading(text, uid: reminder.id).map { codec.contentHash($0) == hash } ?? false
    }
    if readsBack(built) { return built }
    var fewer = calendar
    for future in [true, false] {
      let before = fewer.components.count
      fewer.components.removeAll { isOverride($0, future: future) }
      guard fewer.components.count < before else { continue }
      let candidate = ICalendarWriter.string(fewer)
      if readsBack(candidate) { return candidate }
    }
    return built
  }

  /// The importer's reading of `uid` in a resource (overrides applied), nil when absent.
  static func reading(_ text: String, uid: String) -> Reminder? {
    let key = ComponentUID(uid)
    return ReminderImporter.importCalendar(Array(text.utf8)).store.reminders.first { key.matches($0.id) }
  }

  /// The master VTODOs of a resource read by the Reminders importer, with LAST-MODIFIED/DTSTAMP.
  public func todos(in text: String) -> [DecodedTodo] {
    let parsed = ICalendarParser.parse(text)
    guard let calendar = parsed.calendar else { return [] }
    let masters = calendar.components.filter { $0.name == "VTODO" && $0.firstProperty(named: "RECURRENCE-ID") == nil }
    guard !masters.isEmpty else { return [] }
    // The importer resolves the file's VTIMEZONEs and completed overrides; match by UID.
    let imported = ReminderImporter.importCalendar(Array(text.utf8)).store.reminders
    var result: [DecodedTodo] = []
    for master in masters {
      guard let uid = master.firstProperty(named: "UID")?.text, !uid.isEmpty,
            let reminder = imported.first(where: { ComponentUID(uid).matches($0.id) }) else { continue }
      let modified = master.firstProperty(named: "LAST-MODIFIED").flatMap { UTCStamp.parse($0.rawValue) }
        ?? master.firstProperty(named: "DTSTAMP").flatMap { UTCStamp.parse($0.rawValue) }
      result.append(DecodedTodo(reminder: reminder, modified: modified))
    }
    return result
  }

  /// The hash of the reminder after a round trip through its VTODO, without kept lines.
  public func contentHash(_ reminder: Reminder) -> String {
    // Through a round trip, so a reminder and the VTODO written from it hash the same.
    var stripped = reminder
    stripped.ical = []
    var warnings: [Diagnostic] = []
    var back = (try? Reminder(vtodo: stripped.vtodo(stamp: .init(secondsSinceEpoch: 0)), warnings: &warnings)) ?? stripped
    back.ical = []
    return ContentHash.of(String(decoding: ReminderStore.encode(back.json), as: UTF8.self))
  }

  /// `server` with every property named in `owned` replaced by `fresh`'s of that name: the
  /// first at the place of the server's first, others appended; server-only ones removed.
  static func replacing(_ owned: Set<String>, in server: Component, with fresh: Component) -> Component {
    var result = server
    result.properties = []
    var placed = Set<String>()
    for property in server.properties {
      if owned.contains(property.name) {
        if placed.insert(property.name).inserted {
          result.properties += fresh.properties(named: property.name)
        }
      } else {
        result.properties.append(property)
      }
    }
    for property in fresh.properties where owned.contains(property.name) && !placed.contains(property.name) {
      result.properties.append(property)
    }
    return result
  }

  /// The RRULE lines among a reminder's kept lines, outside any kept child component.
  static func keptRuleLines(_ ical: [String]) -> [String] {
    var depth = 0
    var rules: [String] = []
    for line in ical {
      switch propertyName(line) {
      case "BEGIN": depth += 1
      case "END": depth = max(0, depth - 1)
      case "RRULE" where depth == 0: rules.append(line)
      default: break
      }
    }
    return rules
  }

  /// The property name of an unfolded content line (`X-MOZ-GENERATION;X=1:2` → `X-MOZ-GENERATION`).
  static func propertyName(_ line: String) -> String {
    let end = line.firstIndex { $0 == ":" || $0 == ";" } ?? line.endIndex
    return line[..<end].uppercased()
  }
}
