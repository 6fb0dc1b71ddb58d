// The reminders JSON of docs/FORMATS.md: decoding, validation errors naming the reminder and the
// field with the valid range, unknown fields kept, and the
// JSON → ICS → JSON identity.

import Foundation
import ICalendar
import Reminders
import XCTest
import Zones

final class ReminderJSONTests: XCTestCase {
  private func error(_ json: String) -> String? {
    do {
      _ = try ReminderStore(json: Data(json.utf8))
      return nil
    } catch {
      return error.description
    }
  }

  private func one(_ fields: String) -> String {
    #"{"reminders": [{"id": "A", "title": "t", "due": "2026-01-31T09:00:00", "#.dropLast(2) + ", " + fields + "}]}"
  }

  // Source: docs/FORMATS.md example, verbatim field names; defaults of the optional fields.
  func testDesignExampleDecodes() throws {
    let json = """
      {"reminders": [{
        "id": "A0000000-0000-4000-8000-000000000001", "title": "Pay rent",
        "due": "2026-01-31T09:00:00", "timeZone": "America/New_York", "completed": false,
        "tags": ["home"],
        "recurrence": {"frequency": "monthly", "interval": 1, "monthDay": 31,
                       "end": "2026-12-31", "recreateIfIncomplete": true, "repeatFrom": "due"}
      }]}
      """
    let store = try ReminderStore(json: Data(json.utf8))
    let r = try XCTUnwrap(store.reminders.first)
    XCTAssertEqual(r.id, "A0000000-0000-4000-8000-000000000001")
    XCTAssertEqual(r.due, .dateTime(civil(2026, 1, 31, 9)))
    XCTAssertEqual(r.timeZone, "America/New_York")
    XCTAssertEqual(r.tags, ["home"])
    XCTAssertTrue(r.enabled)
    XCTAssertNil(r.completedAt)
    XCTAssertEqual(r.recurrence?.frequency, .monthly)
    XCTAssertEqual(r.recurrence?.monthDay, 31)
    XCTAssertEqual(r.recurrence?.end, date(2026, 12, 31))
    XCTAssertEqual(r.recurrence?.recreateIfIncomplete, true)
    XCTAssertEqual(r.recurrence?.repeatFrom, .due)
  }

  // Source: docs/SEMANTICS.md "Reminders" "Bad JSON … gets an error that names the reminder and the field".
  func testBadJSONErrorsNameTheReminderAndTheField() {
    XCTAssertEqual(error(one(#""recurrence": {"frequency": "fortnightly"}"#)),
                   #"reminders[0] (id "A"): recurrence.frequency: "fortnightly" is not a frequency (valid: hourly, daily, weekly, monthly, yearly)"#)
    XCTAssertEqual(error(one(#""recurrence": {"frequency": "daily", "interval": 0}"#)),
                   #"reminders[0] (id "A"): recurrence.interval: 0 is out of range (valid: 1...100000)"#)
    XCTAssertEqual(error(one(#""recurrence": {"frequency": "monthly", "monthDay": 32}"#)),
                   #"reminders[0] (id "A"): recurrence.monthDay: 32 is out of range (valid: 1...31)"#)
    XCTAssertEqual(error(one(#""recurrence": {"frequency": "weekly", "weekdays": ["MO", "XX"]}"#)),
                   #"reminders[0] (id "A"): recurrence.weekdays[1]: "XX" is not a weekday (valid: MO, TU, WE, TH, FR, SA, SU)"#)
    XCTAssertEqual(error(#"{"reminders": [{"id": "A", "title": "t", "due": "tomorrow at nine"}]}"#),
                   #"reminders[0] (id "A"): due: "tomorrow at nine" is not a date-time (valid: wall-clock 2026-01-31T09:00:00, or a date 2026-01-31)"#)
    XCTAssertEqual(error(#"{"reminders": [{"id": "A", "title": "t", "due": "2026-01-31T09:00:00Z"}]}"#),
                   #"reminders[0] (id "A"): due: "2026-01-31T09:00:00Z" is not a date-time (valid: wall-clock 2026-01-31T09:00:00, or a date 2026-01-31)"#)
    XCTAssertEqual(error(one(#""recurrence": {"frequency": "yearly", "month": 13}"#)),
                   #"reminders[0] (id "A"): recurrence.month: 13 is out of range (valid: 1...12)"#)
    XCTAssertEqual(error(one(#""recurrence": {"frequency": "yearly", "month": 2, "monthDay": 30}"#)),
                   #"reminders[0] (id "A"): recurrence.monthDay: day 30 never occurs in month 2 (valid: 1...29)"#)
    XCTAssertEqual(error(one(#""recurrence": {"frequency": "daily", "monthDay": 3}"#)),
                   #"reminders[0] (id "A"): recurrence.monthDay: only used with frequency monthly or yearly (this one is daily)"#)
    XCTAssertEqual(error(one(#""recurrence": {"rule": "FREQ=DAILY", "frequency": "daily"}"#)),
                   #"reminders[0] (id "A"): recurrence.frequency: not allowed beside recurrence.rule (the rule says it all; use one or the other)"#)
    XCTAssertEqual(error(one(#""recurrence": {"rule": "FREQ=DAILY;BYMONTHDAY=0"}"#)),
                   #"reminders[0] (id "A"): recurrence.rule: "FREQ=DAILY;BYMONTHDAY=0": BYMONTHDAY=0: "0" is out of range (valid: 1...31 or -31...-1)"#)
    XCTAssertEqual(error(#"{"reminders": [{"id": "A", "title": "t"}, {"id": "A", "title": "u"}]}"#),
                   #"reminders[1] (id "A"): id: the same id as reminders[0] (ids must be unique)"#)
    XCTAssertEqual(error(#"{"reminders": [{"id": "A", "title": "t"}, {"title": "no id"}]}"#),
                   "reminders[1]: id: missing (a non-empty string, e.g. a UUID)")
    XCTAssertEqual(error(#"{"reminders": [{"id": "A", "title": "t", "recurrence": {"frequency": "daily"}}]}"#),
                   #"reminders[0] (id "A"): due: missing: a repeating reminder needs a due (e.g. 2026-01-31T09:00:00)"#)
    XCTAssertEqual(error(#"{"reminders": [{"id": "A", "title": "t", "due": "2026-01-31", "recurrence": {"frequency": "hourly"}}]}"#),
                   #"reminders[0] (id "A"): due: "2026-01-31" has no time of day, which an hourly reminder needs (e.g. 2026-01-31T09:00:00)"#)
    XCTAssertEqual(error(#"{"items": []}"#), #"reminders: missing (valid: {"reminders": [...]})"#)
    XCTAssertEqual(error(#"{"reminders": [{"id": "A", "title": "t", "completed": "yes"}]}"#),
                   #"reminders[0] (id "A"): completed: "yes" is not true or false"#)
    XCTAssertTrue((error("{\"reminders\": [") ?? "").hasPrefix("not valid JSON: "))
  }

  // Source: docs/SEMANTICS.md "Reminders" decision: unknown JSON fields are kept and written back (docs/FORMATS.md
  // "more fields may be added"), at the top level, in a reminder, its recurrence and condition.
  func testUnknownFieldsArePreserved() throws {
    let json = #"{"reminders": [{"id": "A", "title": "t", "colour": "red", "due": "2026-01-31T09:00:00", "#
      + #""recurrence": {"frequency": "daily", "interval": 1, "snoozeMinutes": 5}, "#
      + #""condition": {"skipIfLogged": "workout", "minimumMinutes": 20}}], "version": 2}"#
    let store = try ReminderStore(json: Data(json.utf8))
    XCTAssertEqual(store.extra["version"], .integer(2))
    XCTAssertEqual(store.reminders[0].extra["colour"], .string("red"))
    XCTAssertEqual(store.reminders[0].recurrence?.extra["snoozeMinutes"], .integer(5))
    XCTAssertEqual(store.reminders[0].condition?.extra["minimumMinutes"], .integer(20))
    XCTAssertEqual(try ReminderStore(json: store.jsonData()), store)
  }

  // Source: docs/SEMANTICS.md "Reminders" "deterministic output": sorted keys, optional fields omitted when absent.
  func testEncodingIsCanonical() throws {
    let r = Reminder(id: "A", title: "Vitamins", due: .dateTime(civil(2026, 1, 1, 9)), timeZone: "America/New_York",
                     recurrence: ReminderRecurrence(frequency: .daily))
    let text = String(decoding: ReminderStore(reminders: [r]).jsonData(), as: UTF8.self)
    XCTAssertEqual(text.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "\n", with: ""),
                   #"{"reminders":[{"completed":false,"due":"2026-01-01T09:00:00","id":"A","recurrence":{"frequency":"daily","interval":1},"timeZone":"America/New_York","title":"Vitamins"}]}"#)
  }

  /// A store exercising every field (the samples plus the awkward cases).
  static func everyField() throws -> ReminderStore {
    let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("samples/reminders.json")
    var store = try ReminderStore(json: Data(contentsOf: samples))
    var done = Reminder(id: "done", title: "Renew passport; bring photos, form", notes: "Line one\nline two, with a comma; and \\ a backslash",
                        due: .dateTime(civil(2026, 2, 1, 10)), timeZone: "Europe/Paris", completed: true,
                        completedAt: instant("2026-02-01T08:30:00Z"), tags: ["admin, paper", "travel"],
                        extra: ["colour": .string("red"), "priority": .integer(3)])
    done.ical = ["X-APPLE-SORT-ORDER:123", "X-MOZ-GENERATION:4"]
    store.reminders.append(done)
    store.reminders.append(Reminder(id: "paused", title: "No days ticked", due: .dateTime(civil(2026, 1, 5, 9)),
                                    recurrence: ReminderRecurrence(frequency: .weekly, interval: 2, weekdays: [])))
    store.reminders.append(Reminder(id: "utc", title: "UTC reminder", due: .dateTime(civil(2026, 1, 5, 9)), timeZone: "UTC",
                                    recurrence: ReminderRecurrence(frequency: .weekly, weekdays: [.tuesday, .thursday], end: date(2026, 6, 30))))
    store.reminders.append(Reminder(id: "feb", title: "Yearly rule", due: .dateTime(civil(2026, 3, 15, 9)), timeZone: "Asia/Kathmandu",
                                    recurrence: ReminderRecurrence(frequency: .yearly, interval: 2, month: 3)))
    return store
  }

  // Source: docs/SEMANTICS.md "Reminders" "JSON → ICS → JSON is the identity", over every field.
  func testJSONToICSToJSONIsTheIdentity() throws {
    let store = try Self.everyField()
    let ics = ICalendarWriter.bytes([store.calendar(stamp: instant("2026-11-22T12:00:00Z")).calendar])
    let back = ReminderImporter.importCalendar(ics)
    XCTAssertEqual(back.diagnostics.filter { $0.severity == .error }, [])
    XCTAssertEqual(back.store.reminders.count, store.reminders.count)
    for (a, b) in zip(store.reminders, back.store.reminders) { XCTAssertEqual(a, b) }
    XCTAssertEqual(String(decoding: back.store.jsonData(), as: UTF8.self), String(decoding: store.jsonData(), as: UTF8.self))
  }

  // Source: docs/SEMANTICS.md "Reminders" "output must be byte-identical for the same input".
  func testExportIsDeterministic() throws {
    let store = try Self.everyField()
    let a = ICalendarWriter.bytes([store.calendar().calendar])
    let b = ICalendarWriter.bytes([try ReminderStore(json: store.jsonData()).calendar().calendar])
    XCTAssertEqual(a, b)
    XCTAssertEqual(store.defaultStamp, instant("2028-02-29T00:00:00Z"))
  }
}
