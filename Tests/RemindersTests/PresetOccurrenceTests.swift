// Each preset of docs/FORMATS.md, exported as the RRULE of docs/SEMANTICS.md, parsed back by our own
// ICalendar parser and expanded by our Recurrence engine, gives the reminder's own occurrences.
// Expected values: python-dateutil 2.9.0's rrule over the same DTSTART and RRULE (an
// independent implementation), written out in full; DST changes from tzdata 2026 (US: Mar 8,
// Nov 1; EU: Mar 29, Oct 25).

import Reminders
import XCTest
import Zones

final class PresetOccurrenceTests: XCTestCase {
  private func check(_ r: Reminder, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) throws {
    XCTAssertEqual(try ownOccurrences(r, expected.count), expected, "the reminder's own schedule", file: file, line: line)
    XCTAssertEqual(try engineOccurrences(r, expected.count), expected, "exported, parsed, expanded by the engine", file: file, line: line)
  }

  // Source: docs/FORMATS.md "daily at 9"; across the US DST start of 2026-03-08 (-0500 → -0400).
  func testDailyAtNineAcrossDST() throws {
    let r = Reminder(id: "vitamins", title: "Vitamins", due: .dateTime(civil(2026, 3, 5, 9)), timeZone: "America/New_York",
                     recurrence: ReminderRecurrence(frequency: .daily))
    XCTAssertEqual(try exportedTodo(r).firstProperty(named: "RRULE")?.rawValue, "FREQ=DAILY")
    try check(r, [
      "2026-03-05T09:00:00 2026-03-05T14:00:00Z", "2026-03-06T09:00:00 2026-03-06T14:00:00Z",
      "2026-03-07T09:00:00 2026-03-07T14:00:00Z", "2026-03-08T09:00:00 2026-03-08T13:00:00Z",
      "2026-03-09T09:00:00 2026-03-09T13:00:00Z", "2026-03-10T09:00:00 2026-03-10T13:00:00Z",
      "2026-03-11T09:00:00 2026-03-11T13:00:00Z", "2026-03-12T09:00:00 2026-03-12T13:00:00Z",
      "2026-03-13T09:00:00 2026-03-13T13:00:00Z", "2026-03-14T09:00:00 2026-03-14T13:00:00Z",
    ])
  }

  // Source: docs/SEMANTICS.md "BYMONTHDAY=28,29,30,31;BYSETPOS=-1" clamps the 31st; docs/FORMATS.md rent example.
  func testMonthlyOnThe31stClamps() throws {
    let r = Reminder(id: "rent", title: "Pay rent", due: .dateTime(civil(2026, 1, 31, 9)), timeZone: "America/New_York",
                     recurrence: ReminderRecurrence(frequency: .monthly, monthDay: 31))
    XCTAssertEqual(try exportedTodo(r).firstProperty(named: "RRULE")?.rawValue, "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1")
    try check(r, [
      "2026-01-31T09:00:00 2026-01-31T14:00:00Z", "2026-02-28T09:00:00 2026-02-28T14:00:00Z",
      "2026-03-31T09:00:00 2026-03-31T13:00:00Z", "2026-04-30T09:00:00 2026-04-30T13:00:00Z",
      "2026-05-31T09:00:00 2026-05-31T13:00:00Z", "2026-06-30T09:00:00 2026-06-30T13:00:00Z",
      "2026-07-31T09:00:00 2026-07-31T13:00:00Z", "2026-08-31T09:00:00 2026-08-31T13:00:00Z",
      "2026-09-30T09:00:00 2026-09-30T13:00:00Z", "2026-10-31T09:00:00 2026-10-31T13:00:00Z",
    ])
  }

  // Source: docs/SEMANTICS.md "...=28,29;BYSETPOS=-1 for the 29th, and so on": the 30th, floating.
  func testMonthlyOnThe30thFloating() throws {
    let r = Reminder(id: "m30", title: "Invoice", due: .dateTime(civil(2026, 1, 30, 9)),
                     recurrence: ReminderRecurrence(frequency: .monthly, monthDay: 30))
    XCTAssertEqual(try exportedTodo(r).firstProperty(named: "RRULE")?.rawValue, "FREQ=MONTHLY;BYMONTHDAY=28,29,30;BYSETPOS=-1")
    try check(r, [
      "2026-01-30T09:00:00", "2026-02-28T09:00:00", "2026-03-30T09:00:00", "2026-04-30T09:00:00",
      "2026-05-30T09:00:00", "2026-06-30T09:00:00", "2026-07-30T09:00:00", "2026-08-30T09:00:00",
      "2026-09-30T09:00:00", "2026-10-30T09:00:00",
    ])
  }

  // Source: docs/SEMANTICS.md, the 29th in a common year (2027: February has 28 days).
  func testMonthlyOnThe29thInACommonYear() throws {
    let r = Reminder(id: "m29", title: "Backup", due: .dateTime(civil(2027, 1, 29, 9)),
                     recurrence: ReminderRecurrence(frequency: .monthly, monthDay: 29))
    XCTAssertEqual(try exportedTodo(r).firstProperty(named: "RRULE")?.rawValue, "FREQ=MONTHLY;BYMONTHDAY=28,29;BYSETPOS=-1")
    try check(r, [
      "2027-01-29T09:00:00", "2027-02-28T09:00:00", "2027-03-29T09:00:00", "2027-04-29T09:00:00",
      "2027-05-29T09:00:00", "2027-06-29T09:00:00", "2027-07-29T09:00:00", "2027-08-29T09:00:00",
      "2027-09-29T09:00:00", "2027-10-29T09:00:00",
    ])
  }

  // Source: docs/SEMANTICS.md "Yearly on Feb 29 clamped": 10 years across three leap years.
  func testYearlyOnFebruary29Clamps() throws {
    let r = Reminder(id: "leap", title: "Leap", due: .date(date(2028, 2, 29)),
                     recurrence: ReminderRecurrence(frequency: .yearly, monthDay: 29, month: 2))
    XCTAssertEqual(try exportedTodo(r).firstProperty(named: "RRULE")?.rawValue, "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1")
    try check(r, [
      "2028-02-29", "2029-02-28", "2030-02-28", "2031-02-28", "2032-02-29",
      "2033-02-28", "2034-02-28", "2035-02-28", "2036-02-29", "2037-02-28",
    ])
  }

  // Source: docs/SEMANTICS.md "Rules expand in wall-clock time of DTSTART's zone"; every 3 hours
  // across the US DST start (00:00 EST = 05:00Z, then 03:00 EDT = 07:00Z).
  func testEveryThreeHoursAcrossDST() throws {
    let r = Reminder(id: "water", title: "Water", due: .dateTime(civil(2026, 3, 7, 9)), timeZone: "America/New_York",
                     recurrence: ReminderRecurrence(frequency: .hourly, interval: 3))
    XCTAssertEqual(try exportedTodo(r).firstProperty(named: "RRULE")?.rawValue, "FREQ=HOURLY;INTERVAL=3")
    try check(r, [
      "2026-03-07T09:00:00 2026-03-07T14:00:00Z", "2026-03-07T12:00:00 2026-03-07T17:00:00Z",
      "2026-03-07T15:00:00 2026-03-07T20:00:00Z", "2026-03-07T18:00:00 2026-03-07T23:00:00Z",
      "2026-03-07T21:00:00 2026-03-08T02:00:00Z", "2026-03-08T00:00:00 2026-03-08T05:00:00Z",
      "2026-03-08T03:00:00 2026-03-08T07:00:00Z", "2026-03-08T06:00:00 2026-03-08T10:00:00Z",
      "2026-03-08T09:00:00 2026-03-08T13:00:00Z", "2026-03-08T12:00:00 2026-03-08T16:00:00Z",
      "2026-03-08T15:00:00 2026-03-08T19:00:00Z", "2026-03-08T18:00:00 2026-03-08T22:00:00Z",
    ])
  }

  // Source: docs/FORMATS.md gym example; explicit WKST=MO; across the EU DST start of
  // 2026-03-29 (+0100 → +0200).
  func testEveryOtherWeekMondayWednesdayAcrossDST() throws {
    let r = Reminder(id: "gym", title: "Gym", due: .dateTime(civil(2026, 3, 2, 9)), timeZone: "Europe/Berlin",
                     recurrence: ReminderRecurrence(frequency: .weekly, interval: 2, weekdays: [.monday, .wednesday]))
    XCTAssertEqual(try exportedTodo(r).firstProperty(named: "RRULE")?.rawValue, "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;WKST=MO")
    try check(r, [
      "2026-03-02T09:00:00 2026-03-02T08:00:00Z", "2026-03-04T09:00:00 2026-03-04T08:00:00Z",
      "2026-03-16T09:00:00 2026-03-16T08:00:00Z", "2026-03-18T09:00:00 2026-03-18T08:00:00Z",
      "2026-03-30T09:00:00 2026-03-30T07:00:00Z", "2026-04-01T09:00:00 2026-04-01T07:00:00Z",
      "2026-04-13T09:00:00 2026-04-13T07:00:00Z", "2026-04-15T09:00:00 2026-04-15T07:00:00Z",
      "2026-04-27T09:00:00 2026-04-27T07:00:00Z", "2026-04-29T09:00:00 2026-04-29T07:00:00Z",
    ])
  }

  // Source: Apple Reminders' "every weekday" preset as FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR.
  func testWeekdaysAcrossDST() throws {
    let r = Reminder(id: "standup", title: "Standup", due: .dateTime(civil(2026, 3, 6, 7, 30)), timeZone: "America/New_York",
                     recurrence: ReminderRecurrence(frequency: .daily, weekdays: [.monday, .tuesday, .wednesday, .thursday, .friday]))
    try check(r, [
      "2026-03-06T07:30:00 2026-03-06T12:30:00Z", "2026-03-09T07:30:00 2026-03-09T11:30:00Z",
      "2026-03-10T07:30:00 2026-03-10T11:30:00Z", "2026-03-11T07:30:00 2026-03-11T11:30:00Z",
      "2026-03-12T07:30:00 2026-03-12T11:30:00Z", "2026-03-13T07:30:00 2026-03-13T11:30:00Z",
      "2026-03-16T07:30:00 2026-03-16T11:30:00Z", "2026-03-17T07:30:00 2026-03-17T11:30:00Z",
      "2026-03-18T07:30:00 2026-03-18T11:30:00Z", "2026-03-19T07:30:00 2026-03-19T11:30:00Z",
    ])
  }

  // Source: docs/FORMATS.md "end is an inclusive local date" with an all-day due: UNTIL as a DATE.
  func testDailyUntilAnEndDateAllDay() throws {
    let r = Reminder(id: "advent", title: "Advent", due: .date(date(2026, 11, 1)),
                     recurrence: ReminderRecurrence(frequency: .daily, end: date(2026, 11, 25)))
    XCTAssertEqual(try exportedTodo(r).firstProperty(named: "RRULE")?.rawValue, "FREQ=DAILY;UNTIL=20261125")
    let all = (1...25).map { "2026-11-" + ($0 < 10 ? "0\($0)" : "\($0)") }
    XCTAssertEqual(try ownOccurrences(r, 100), all)
    XCTAssertEqual(try engineOccurrences(r, 100), all)
  }

  // Source: docs/SEMANTICS.md "Reminders" decision (end → UNTIL): with a zoned due,
  // UNTIL is the end of the end date's local day in UTC: 2026-11-25T23:59:59 EST = 20261126T045959Z.
  func testZonedEndBecomesUTCUntilAtTheEndOfTheLocalDay() throws {
    let r = Reminder(id: "course", title: "Course", due: .dateTime(civil(2026, 11, 20, 9)), timeZone: "America/New_York",
                     recurrence: ReminderRecurrence(frequency: .daily, end: date(2026, 11, 25)))
    XCTAssertEqual(try exportedTodo(r).firstProperty(named: "RRULE")?.rawValue, "FREQ=DAILY;UNTIL=20261126T045959Z")
    let expected = [
      "2026-11-20T09:00:00 2026-11-20T14:00:00Z", "2026-11-21T09:00:00 2026-11-21T14:00:00Z",
      "2026-11-22T09:00:00 2026-11-22T14:00:00Z", "2026-11-23T09:00:00 2026-11-23T14:00:00Z",
      "2026-11-24T09:00:00 2026-11-24T14:00:00Z", "2026-11-25T09:00:00 2026-11-25T14:00:00Z",
    ]
    XCTAssertEqual(try ownOccurrences(r, 100), expected)
    XCTAssertEqual(try engineOccurrences(r, 100), expected)
  }

  // Source: docs/FORMATS.md "A rule that none of the presets expresses": a free rule is
  // exported as written and expands through the engine; RFC 5545 §3.8.5.3 "last Friday".
  func testFreeRuleExpandsThroughTheEngine() throws {
    let r = Reminder(id: "retro", title: "Retro", due: .dateTime(civil(2026, 1, 30, 16)), timeZone: "Europe/Berlin",
                     recurrence: ReminderRecurrence(rule: "FREQ=MONTHLY;BYDAY=-1FR;COUNT=4"))
    XCTAssertEqual(try exportedTodo(r).firstProperty(named: "RRULE")?.rawValue, "FREQ=MONTHLY;BYDAY=-1FR;COUNT=4")
    try check(r, [
      "2026-01-30T16:00:00 2026-01-30T15:00:00Z", "2026-02-27T16:00:00 2026-02-27T15:00:00Z",
      "2026-03-27T16:00:00 2026-03-27T15:00:00Z", "2026-04-24T16:00:00 2026-04-24T14:00:00Z",
    ])
    XCTAssertEqual(try ownOccurrences(r, 10).count, 4)
  }

  // Source: docs/SEMANTICS.md "Reminders" "Every search bounded": a weekly reminder with no weekday ticked has its
  // due and nothing after it; a daily rule whose 7-day step never meets its weekday ends.
  func testImpossiblePresetsEndFast() throws {
    let none = Reminder(id: "n", title: "N", due: .dateTime(civil(2026, 1, 5, 9)),
                        recurrence: ReminderRecurrence(frequency: .weekly, weekdays: []))
    XCTAssertEqual(try ownOccurrences(none, 5), ["2026-01-05T09:00:00"])
    let never = Reminder(id: "v", title: "V", due: .dateTime(civil(2026, 1, 6, 9)),
                         recurrence: ReminderRecurrence(frequency: .daily, interval: 7, weekdays: [.monday]))
    XCTAssertEqual(try ownOccurrences(never, 5), ["2026-01-06T09:00:00"])
  }

  // Source: Planner contract: streams after an instant, strictly later, lazily.
  func testOccurrencesAfterAnInstant() throws {
    let r = Reminder(id: "rent", title: "Pay rent", due: .dateTime(civil(2026, 1, 31, 9)), timeZone: "America/New_York",
                     recurrence: ReminderRecurrence(frequency: .monthly, monthDay: 31))
    let after = Array(try r.occurrences(after: instant("2026-04-30T13:00:00Z")).prefix(3)).map { text($0.due, $0.instant) }
    XCTAssertEqual(after, ["2026-05-31T09:00:00 2026-05-31T13:00:00Z", "2026-06-30T09:00:00 2026-06-30T13:00:00Z",
                           "2026-07-31T09:00:00 2026-07-31T13:00:00Z"])
    let far = Array(try r.occurrences(after: instant("2030-02-01T00:00:00Z")).prefix(1)).map { text($0.due, $0.instant) }
    XCTAssertEqual(far, ["2030-02-28T09:00:00 2030-02-28T14:00:00Z"])
  }
}
