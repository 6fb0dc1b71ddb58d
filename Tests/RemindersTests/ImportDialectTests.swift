// Hand-made VTODO files in the dialects of the apps named in docs/SEMANTICS.md "Reminders", written from each app's
// documented or published conventions (the source is named per test), imported correctly; and
// ICS → JSON → ICS keeping every property.

import ICalendar
import Reminders
import XCTest
import Zones

final class ImportDialectTests: XCTestCase {
  private func load(_ name: String) throws -> ImportResult {
    ReminderImporter.importCalendar(try fixture(name))
  }

  // Source: Apple's iCloud CalDAV VTODOs: TZIDs are IANA names, X-APPLE-SORT-ORDER orders the
  // list, alarms carry X-WR-ALARMUID, and the ACTION:NONE alarm at 19760401T005545Z is Apple's
  // "default alarm" placeholder (RFC 9074 §7 describes ACTION:NONE for exactly this use).
  func testAppleReminders() throws {
    let result = try load("apple-reminders.ics")
    XCTAssertEqual(result.diagnostics, [])
    let rent = result.store.reminders[0]
    XCTAssertEqual(rent.id, "5E1A7C1B-3B43-4C4A-9F3E-1D2B3C4D5E6F")
    XCTAssertEqual(rent.due, .dateTime(civil(2026, 1, 31, 9)))
    XCTAssertEqual(rent.timeZone, "America/New_York")
    XCTAssertEqual(rent.recurrence, ReminderRecurrence(frequency: .monthly, monthDay: 31))
    XCTAssertEqual(rent.ical, [
      "CREATED:20260101T120000Z", "LAST-MODIFIED:20260102T080000Z", "X-APPLE-SORT-ORDER:789012345",
      "BEGIN:VALARM", "X-WR-ALARMUID:0B9E1B9F-1A2B-4C3D-8E9F-0A1B2C3D4E5F", "UID:0B9E1B9F-1A2B-4C3D-8E9F-0A1B2C3D4E5F",
      "TRIGGER;VALUE=DATE-TIME:20260131T140000Z", "ACTION:DISPLAY", "DESCRIPTION:Reminder", "END:VALARM",
      "BEGIN:VALARM", "X-WR-ALARMUID:9A8B7C6D-5E4F-4A3B-8C2D-1E0F9A8B7C6D", "UID:9A8B7C6D-5E4F-4A3B-8C2D-1E0F9A8B7C6D",
      "TRIGGER;VALUE=DATE-TIME:19760401T005545Z", "ACTION:NONE", "END:VALARM",
    ])
    let milk = result.store.reminders[1]
    XCTAssertEqual(milk.due, .date(date(2026, 1, 6)))
    XCTAssertTrue(milk.completed)
    XCTAssertEqual(milk.completedAt, instant("2026-01-06T07:15:00Z"))
  }

  // Source: Mozilla Calendar (Thunderbird/Lightning) conventions: TZIDs with the
  // "/mozilla.org/20050126_1/" prefix (Lightning's bundled zones), X-MOZ-GENERATION, and one
  // completed occurrence written as a RECURRENCE-ID override with STATUS:COMPLETED beside the
  // master (calendar-item exceptions, as in mozilla's calRecurrenceInfo).
  func testThunderbirdOverridesAdvanceTheMaster() throws {
    let result = try load("thunderbird.ics")
    XCTAssertEqual(result.diagnostics, [])
    XCTAssertEqual(result.store.reminders.count, 1)
    let gym = result.store.reminders[0]
    XCTAssertEqual(gym.timeZone, "America/New_York")
    XCTAssertEqual(gym.recurrence, ReminderRecurrence(frequency: .weekly, interval: 2, weekdays: [.monday, .wednesday]))
    // 2026-01-05 and 2026-01-07 were completed by overrides: the next is Monday 2026-01-19.
    XCTAssertEqual(gym.due, .dateTime(civil(2026, 1, 19, 9)))
    XCTAssertFalse(gym.completed)
    XCTAssertEqual(gym.ical, ["CREATED:20251220T101010Z", "LAST-MODIFIED:20260107T120000Z", "X-MOZ-GENERATION:3", "SEQUENCE:2"])
  }

  // Source: Tasks.org's CalDAV export (PRODID "+//IDN tasks.org//android-…"; recurring tasks
  // are rescheduled in place on completion, per tasks.org/docs "Recurring tasks"); CATEGORIES
  // for tags; a COUNT rule is not a preset and stays a free rule.
  func testTasksOrg() throws {
    let result = try load("tasks-org.ics")
    XCTAssertEqual(result.diagnostics, [])
    let plants = result.store.reminders[0]
    XCTAssertEqual(plants.recurrence?.rule, "FREQ=DAILY;INTERVAL=3;COUNT=8")
    XCTAssertEqual(plants.tags, ["home", "garden"])
    XCTAssertEqual(plants.notes, "The fern first")
    XCTAssertEqual(plants.timeZone, "Europe/Berlin")
    let books = result.store.reminders[1]
    XCTAssertEqual(books.due, .date(date(2026, 3, 20)))
    XCTAssertEqual(books.recurrence, ReminderRecurrence(frequency: .weekly, interval: 3))
  }

  // Source: Nextcloud Tasks app conventions: X-OC-HIDESUBTASKS / X-OC-SORTORDER, RELATED-TO for
  // subtasks, PERCENT-COMPLETE with STATUS:IN-PROCESS (RFC 5545 §3.8.1.8, §3.8.1.11).
  func testNextcloudTasks() throws {
    let result = try load("nextcloud-tasks.ics")
    XCTAssertEqual(result.diagnostics, [])
    let taxes = result.store.reminders[0]
    XCTAssertTrue(taxes.completed)
    XCTAssertEqual(taxes.completedAt, instant("2026-02-15T18:30:00Z"))
    XCTAssertEqual(taxes.notes, "Receipts are in the blue folder, second drawer")
    let docs = result.store.reminders[1]
    XCTAssertFalse(docs.completed)
    XCTAssertEqual(docs.due, .dateTime(civil(2026, 3, 1, 10)))
    XCTAssertEqual(docs.ical, ["STATUS:IN-PROCESS", "PERCENT-COMPLETE:40", "CREATED:20260201T100000Z",
                               "RELATED-TO:3f6b2e0a-9c1d-4e8f-b7a6-5d4c3b2a1f0e", "X-OC-HIDESUBTASKS:1", "X-OC-SORTORDER:3"])
  }

  // Source: Outlook's iCalendar export ([MS-OXCICAL] §2.1.3.2.1: TZID is the Windows zone's
  // name, VTIMEZONE observances start in 1601; a zone edited by the user is "Customized Time
  // Zone"), and display names as TZIDs ("(UTC+01:00) Amsterdam, …") mapped by CLDR windowsZones.
  func testOutlookZoneNames() throws {
    let result = try load("outlook.ics")
    XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }, [])
    let report = result.store.reminders[0]
    XCTAssertEqual(report.timeZone, "America/New_York")
    // BYMONTHDAY=-1 (the last day) is kept as written: docs/SEMANTICS.md "Reminders" "never simplified".
    XCTAssertEqual(report.recurrence?.rule, "FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=-1")
    XCTAssertEqual(result.store.reminders[1].timeZone, "Europe/Berlin")
    let sync = result.store.reminders[2]
    XCTAssertEqual(sync.timeZone, "Customized Time Zone")
    // The custom zone is the file's own VTIMEZONE: EU rules, +0100/+0200.
    let occ = Array(try sync.occurrences(floatingZone: .utc).prefix(2)).map { text($0.due, $0.instant) }
    XCTAssertEqual(occ, ["2026-03-30T09:00:00 2026-03-30T07:00:00Z", "2026-04-06T09:00:00 2026-04-06T07:00:00Z"])
    let zone = try sync.zone(floating: .utc)
    XCTAssertEqual(zone.offset(at: instant("2026-03-29T00:59:59Z")), UTCOffset(seconds: 3600))
    XCTAssertEqual(zone.offset(at: instant("2026-03-29T01:00:00Z")), UTCOffset(seconds: 7200))
    XCTAssertEqual(zone.offset(at: instant("2026-10-25T01:00:00Z")), UTCOffset(seconds: 3600))
  }

  // Source: Evolution (libical-based) conventions: "/freeassociation.sourceforge.net/Tzfile/"
  // TZID prefix, RRULE with the X-EVOLUTION-ENDDATE parameter, UNTIL in UTC; and a DATE UNTIL
  // under a timed DTSTART (against RFC 5545 §3.3.10, seen from older clients), read as an
  // inclusive end date; RFC 7529 RSCALE/SKIP=BACKWARD read as the monthDay preset.
  func testEvolution() throws {
    let result = try load("evolution.ics")
    let gardener = result.store.reminders[0]
    XCTAssertEqual(gardener.timeZone, "Europe/Berlin")
    XCTAssertEqual(gardener.recurrence, ReminderRecurrence(frequency: .monthly, monthDay: 31, end: date(2026, 12, 31)))
    let backup = result.store.reminders[1]
    XCTAssertEqual(backup.due, .dateTime(civil(2026, 1, 31, 20)))
    XCTAssertEqual(backup.recurrence, ReminderRecurrence(frequency: .monthly, monthDay: 31, end: date(2026, 11, 30)))
    // The parser reports the DATE UNTIL with its line; the todo is still read.
    XCTAssertTrue(result.diagnostics.contains { $0.severity == .error && $0.line == 47 })
  }

  // Source: Google Calendar's export (a UTC DUE; events beside todos are skipped with a warning).
  func testGoogle() throws {
    let result = try load("google.ics")
    XCTAssertEqual(result.store.reminders.map(\.title), ["Send invoice"])
    XCTAssertEqual(result.store.reminders[0].timeZone, "UTC")
    XCTAssertEqual(result.diagnostics.map(\.description), ["13:1: warning: VEVENT is not a todo; skipped"])
  }

  // Source: docs/SEMANTICS.md "Reminders" "Files that are not todos, or broken, give diagnostics with line numbers,
  // and the todos that can be read are still imported".
  func testBrokenFileStillImportsWhatItCan() throws {
    let result = try load("broken.ics")
    XCTAssertEqual(result.store.reminders.map(\.id), ["good-1", "good-2"])
    XCTAssertEqual(result.diagnostics.map(\.description), [
      // The zone warning is the Occurrences model's, as `recur plan` and `recur occurrences` give it.
      #"8:1: warning: DUE TZID "Mars/Olympus_Mons" names no known zone (VTIMEZONE in the file, IANA, Windows or vendor-prefixed); read as floating time"#,
      #"9:1: warning: RRULE "FREQ=DAILY;BYMONTHDAY=0" is not a valid RECUR value; kept as written, the reminder is read as one-time"#,
      "11:5: error: whitespace after the property name; expected ':' or ';' (NAME[;PARAM=VALUE]*:VALUE)",
      #"16:1: warning: DUE value "2026-03-05" is not a DATE (20260131) or DATE-TIME (20260131T090000); kept as written"#,
      "16:5: error: DUE value '2026-03-05' is not a valid DATE-TIME; expected YYYYMMDDTHHMMSS or YYYYMMDDTHHMMSSZ",
    ])
    XCTAssertEqual(result.store.reminders[0].ical, ["RRULE:FREQ=DAILY;BYMONTHDAY=0"])
    let events = try load("events-only.ics")
    XCTAssertFalse(events.importedAny)
  }

  // Source: docs/SEMANTICS.md "Reminders" "ICS → JSON → ICS keeps every property": every property of every fixture
  // todo (but DTSTAMP, written anew, and the RRULE rewritten to its portable preset form) comes
  // back with the same value; TZIDs come back as the resolved IANA name.
  func testICSToJSONToICSKeepsEveryProperty() throws {
    for name in ["apple-reminders.ics", "tasks-org.ics", "nextcloud-tasks.ics", "outlook.ics", "google.ics"] {
      let first = try load(name)
      let ics = ICalendarWriter.bytes([first.store.calendar(stamp: instant("2026-11-22T12:00:00Z")).calendar])
      let again = ICalendarParser.parse(ics)
      let original = ICalendarParser.parse(try fixture(name))
      let before = try XCTUnwrap(original.calendar).components(named: "VTODO")
      let after = try XCTUnwrap(again.calendar).components(named: "VTODO")
      XCTAssertEqual(before.count, after.count, name)
      for (b, a) in zip(before, after) {
        for p in b.properties where p.name != "DTSTAMP" {
          let match = a.properties(named: p.name)
          XCTAssertFalse(match.isEmpty, "\(name): \(p.name) lost")
          if ["DTSTART", "DUE"].contains(p.name) {
            XCTAssertEqual(match.first?.rawValue, p.rawValue, "\(name): \(p.name)")
          } else if p.name != "RRULE" {
            XCTAssertTrue(match.contains { $0.rawValue == p.rawValue && $0.parameters == p.parameters }, "\(name): \(p)")
          }
        }
        XCTAssertEqual(b.components, a.components, name)
      }
      // And JSON → ICS → JSON of the imported store is the identity.
      XCTAssertEqual(ReminderImporter.importCalendar(ics).store, first.store, name)
    }
  }

  // Source: docs/SEMANTICS.md "Reminders" "When a completion is written back to an .ics todo, advance DTSTART and DUE
  // together, lower COUNT, clear the completion properties and raise SEQUENCE".
  func testCompletionWrittenBackToATodo() throws {
    let todo = try XCTUnwrap(ICalendarParser.parse(try fixture("tasks-org.ics")).calendar?.components(named: "VTODO").first)
    let done = try TodoCompletion.complete(todo, at: instant("2026-03-12T09:00:00Z"))
    XCTAssertEqual(done.firstProperty(named: "DTSTART")?.description, "DTSTART;TZID=Europe/Berlin:20260315T080000")
    XCTAssertEqual(done.firstProperty(named: "DUE")?.description, "DUE;TZID=Europe/Berlin:20260315T080000")
    XCTAssertEqual(done.firstProperty(named: "RRULE")?.rawValue, "FREQ=DAILY;INTERVAL=3;COUNT=7")
    XCTAssertEqual(done.firstProperty(named: "SEQUENCE")?.rawValue, "5")
    XCTAssertEqual(done.firstProperty(named: "STATUS")?.rawValue, "NEEDS-ACTION")
    XCTAssertNil(done.firstProperty(named: "COMPLETED"))
    XCTAssertNil(done.firstProperty(named: "PERCENT-COMPLETE"))
    XCTAssertEqual(done.firstProperty(named: "X-APPLE-SORT-ORDER")?.rawValue, "-12")

    // A Thunderbird master keeps its vendor-prefixed TZID.
    let tb = try XCTUnwrap(ICalendarParser.parse(try fixture("thunderbird.ics")).calendar?.components(named: "VTODO").first)
    let next = try TodoCompletion.complete(tb, at: instant("2026-01-05T15:00:00Z"))
    XCTAssertEqual(next.firstProperty(named: "DUE")?.description, "DUE;TZID=/mozilla.org/20050126_1/America/New_York:20260107T090000")
    XCTAssertEqual(next.firstProperty(named: "SEQUENCE")?.rawValue, "3")

    // A one-time todo becomes completed.
    let milk = try XCTUnwrap(ICalendarParser.parse(try fixture("nextcloud-tasks.ics")).calendar?.components(named: "VTODO").last)
    let closed = try TodoCompletion.complete(milk, at: instant("2026-03-02T10:00:00Z"))
    XCTAssertEqual(closed.firstProperty(named: "STATUS")?.rawValue, "COMPLETED")
    XCTAssertEqual(closed.firstProperty(named: "COMPLETED")?.rawValue, "20260302T100000Z")
    XCTAssertEqual(closed.firstProperty(named: "PERCENT-COMPLETE")?.rawValue, "100")
    XCTAssertEqual(closed.firstProperty(named: "SEQUENCE")?.rawValue, "1")
  }
}
