// The completion table of docs/FORMATS.md (no backfill; repeat from completion; past the end or
// one-time → completed) and the time passing (recreateIfIncomplete, overdue), with the
// expected dues written out in full.

import Reminders
import XCTest
import Zones

final class CompletionTests: XCTestCase {
  private let ny = "America/New_York"

  private func rent() -> Reminder {
    Reminder(id: "rent", title: "Pay rent", due: .dateTime(civil(2026, 1, 31, 9)), timeZone: ny,
             recurrence: ReminderRecurrence(frequency: .monthly, monthDay: 31))
  }

  private func completed(_ r: Reminder, at: String, floating: Zone = .utc) throws -> Reminder {
    var r = r
    try r.complete(at: instant(at), floatingZone: floating)
    return r
  }

  // Source: docs/FORMATS.md "next occurrence after both the current due and the completion time".
  func testOnTime() throws {
    let r = try completed(rent(), at: "2026-01-31T15:00:00Z")
    XCTAssertEqual(r.due, .dateTime(civil(2026, 2, 28, 9)))
    XCTAssertFalse(r.completed)
    XCTAssertNil(r.completedAt)
  }

  // Source: docs/FORMATS.md "missed occurrences are not backfilled": two months late.
  func testLateBySeveralPeriodsDoesNotBackfill() throws {
    XCTAssertEqual(try completed(rent(), at: "2026-04-02T12:00:00Z").due, .dateTime(civil(2026, 4, 30, 9)))
    let vitamins = Reminder(id: "v", title: "Vitamins", due: .dateTime(civil(2026, 3, 5, 9)), timeZone: ny,
                            recurrence: ReminderRecurrence(frequency: .daily))
    // Three days late, at 11:00 EDT on 2026-03-08: the next is the 9th (today's 09:00 has passed).
    XCTAssertEqual(try completed(vitamins, at: "2026-03-08T15:00:00Z").due, .dateTime(civil(2026, 3, 9, 9)))
  }

  // Source: docs/FORMATS.md: completing before the due still moves to the occurrence after the due.
  func testEarly() throws {
    XCTAssertEqual(try completed(rent(), at: "2026-01-30T12:00:00Z").due, .dateTime(civil(2026, 2, 28, 9)))
  }

  // Source: docs/FORMATS.md monthDay clamping survives a move: Jan 31 → Feb 28 → Mar 31, even
  // when monthDay was left to the due's day.
  func testMonthEndIsPinnedAcrossMoves() throws {
    var r = rent()
    r.recurrence?.monthDay = nil
    r = try completed(r, at: "2026-01-31T15:00:00Z")
    XCTAssertEqual(r.due, .dateTime(civil(2026, 2, 28, 9)))
    XCTAssertEqual(r.recurrence?.monthDay, 31)
    r = try completed(r, at: "2026-02-28T15:00:00Z")
    XCTAssertEqual(r.due, .dateTime(civil(2026, 3, 31, 9)))
  }

  // Source: docs/FORMATS.md "month + monthDay on Feb 29 falls to Feb 28 in common years".
  func testLeapDayYearly() throws {
    var r = Reminder(id: "leap", title: "Leap", due: .date(date(2028, 2, 29)),
                     recurrence: ReminderRecurrence(frequency: .yearly, monthDay: 29, month: 2))
    r = try completed(r, at: "2028-02-29T20:00:00Z")
    XCTAssertEqual(r.due, .date(date(2029, 2, 28)))
    r = try completed(r, at: "2029-02-28T20:00:00Z")
    XCTAssertEqual(r.due, .date(date(2030, 2, 28)))
    r = try completed(r, at: "2031-03-01T00:00:00Z")
    XCTAssertEqual(r.due, .date(date(2032, 2, 29)))
  }

  // Source: docs/FORMATS.md "Past the end … it becomes completed".
  func testAtTheEnd() throws {
    let r = Reminder(id: "course", title: "Course", due: .dateTime(civil(2026, 11, 25, 9)), timeZone: ny,
                     recurrence: ReminderRecurrence(frequency: .daily, end: date(2026, 11, 25)))
    let done = try completed(r, at: "2026-11-25T15:00:00Z")
    XCTAssertTrue(done.completed)
    XCTAssertEqual(done.completedAt, instant("2026-11-25T15:00:00Z"))
    XCTAssertEqual(done.due, .dateTime(civil(2026, 11, 25, 9)))
    // Completed after the end, from an earlier due: nothing is after both.
    var earlier = r
    earlier.due = .dateTime(civil(2026, 11, 24, 9))
    XCTAssertTrue(try completed(earlier, at: "2026-11-26T12:00:00Z").completed)
  }

  // Source: docs/FORMATS.md "with repeatFrom: completion the next due is the completion date plus
  // the interval, at the reminder's time of day".
  func testFromCompletion() throws {
    let plants = Reminder(id: "plants", title: "Plants", due: .dateTime(civil(2026, 1, 3, 8)),
                          recurrence: ReminderRecurrence(frequency: .daily, interval: 3, repeatFrom: .completion))
    // Floating, read in New York: 2026-03-04T23:20Z is 18:20 EST on the 4th → the 7th at 08:00.
    XCTAssertEqual(try completed(plants, at: "2026-03-04T23:20:00Z", floating: try Zone.named(ny)).due,
                   .dateTime(civil(2026, 3, 7, 8)))
    // Read in UTC, 2026-03-05T00:20Z is already the 5th → the 8th.
    XCTAssertEqual(try completed(plants, at: "2026-03-05T00:20:00Z").due, .dateTime(civil(2026, 3, 8, 8)))
    // Monthly from completion on Jan 31: Feb 28 (the month is shorter).
    let haircut = Reminder(id: "h", title: "Haircut", due: .dateTime(civil(2026, 1, 10, 17)), timeZone: ny,
                           recurrence: ReminderRecurrence(frequency: .monthly, repeatFrom: .completion))
    XCTAssertEqual(try completed(haircut, at: "2026-01-31T20:00:00Z").due, .dateTime(civil(2026, 2, 28, 17)))
    // Past the end → completed.
    var ending = plants
    ending.recurrence?.end = date(2026, 3, 6)
    XCTAssertTrue(try completed(ending, at: "2026-03-04T12:00:00Z").completed)
  }

  // Source: docs/FORMATS.md "for a one-time reminder, it becomes completed".
  func testOneTime() throws {
    let r = Reminder(id: "dentist", title: "Dentist", due: .dateTime(civil(2026, 3, 3, 14)), timeZone: "Europe/London")
    let done = try completed(r, at: "2026-03-03T15:10:00Z")
    XCTAssertTrue(done.completed)
    XCTAssertEqual(done.completedAt, instant("2026-03-03T15:10:00Z"))
    XCTAssertThrowsError(try completed(done, at: "2026-03-04T00:00:00Z")) { e in
      XCTAssertEqual((e as? CompletionError)?.description, #"reminder "dentist" is already completed"#)
    }
  }

  // Source: docs/SEMANTICS.md "Reminders" "lower COUNT": a free rule with COUNT loses the occurrences passed over.
  func testFreeRuleCountIsLowered() throws {
    var r = Reminder(id: "pills", title: "Pills", due: .dateTime(civil(2026, 1, 1, 9)),
                     recurrence: ReminderRecurrence(rule: "FREQ=DAILY;COUNT=5"))
    r = try completed(r, at: "2026-01-03T12:00:00Z")
    XCTAssertEqual(r.due, .dateTime(civil(2026, 1, 4, 9)))
    XCTAssertEqual(r.recurrence?.rule, "FREQ=DAILY;COUNT=2")
    XCTAssertEqual(try ownOccurrences(r, 10), ["2026-01-04T09:00:00", "2026-01-05T09:00:00"])
    r = try completed(r, at: "2026-01-06T00:00:00Z")
    XCTAssertTrue(r.completed)
  }

  // Source: docs/SEMANTICS.md "Reminders" recreateIfIncomplete: `true` moves a missed reminder on to its next
  // occurrence at or after now; `false` leaves it overdue until completed.
  func testTimePassing() throws {
    var water = Reminder(id: "water", title: "Water", due: .dateTime(civil(2026, 3, 7, 9)), timeZone: ny,
                         recurrence: ReminderRecurrence(frequency: .hourly, interval: 3, recreateIfIncomplete: true))
    let now = instant("2026-03-07T20:30:00Z")   // 15:30 EST
    XCTAssertTrue(try water.isOverdue(at: now))
    XCTAssertTrue(try water.advance(to: now))
    XCTAssertEqual(water.due, .dateTime(civil(2026, 3, 7, 18)))
    XCTAssertFalse(try water.isOverdue(at: now))

    var vitamins = Reminder(id: "v", title: "Vitamins", due: .dateTime(civil(2026, 3, 5, 9)), timeZone: ny,
                            recurrence: ReminderRecurrence(frequency: .daily))
    XCTAssertFalse(try vitamins.advance(to: now))
    XCTAssertEqual(vitamins.due, .dateTime(civil(2026, 3, 5, 9)))
    XCTAssertTrue(try vitamins.isOverdue(at: now))

    // A recreating series past its end stays at its last occurrence, overdue.
    var course = Reminder(id: "c", title: "Course", due: .dateTime(civil(2026, 11, 20, 9)), timeZone: ny,
                          recurrence: ReminderRecurrence(frequency: .daily, end: date(2026, 11, 25), recreateIfIncomplete: true))
    let later = instant("2026-12-01T00:00:00Z")
    XCTAssertFalse(try course.advance(to: later))
    XCTAssertTrue(try course.isOverdue(at: later))

    // Disabled and completed reminders are never overdue.
    vitamins.enabled = false
    XCTAssertFalse(try vitamins.isOverdue(at: now))
  }

  // Regression, reasoned from RFC 5545 §3.6.5 (a VTIMEZONE's observance DTSTART says when its
  // offset begins, nothing about the todo): a todo due daily at 09:00 in a zone only the file
  // defines (fixed -03:00, its VTIMEZONE kept in `ical`) and no DTSTART of its own moves to
  // 2026-03-03 09:00 when completed at 13:00Z on 03-02, and the kept observance still starts in 1970.
  func testCompletingLeavesAKeptTimeZonesObservanceAlone() throws {
    let zone = ["BEGIN:VTIMEZONE", "TZID:Custom/Minus3", "BEGIN:STANDARD", "DTSTART:19700101T000000",
                "TZOFFSETFROM:-0300", "TZOFFSETTO:-0300", "END:STANDARD", "END:VTIMEZONE"]
    var r = Reminder(id: "c", title: "Custom", due: .dateTime(civil(2026, 3, 2, 9)), timeZone: "Custom/Minus3",
                     recurrence: ReminderRecurrence(frequency: .daily), ical: zone)
    try r.complete(at: instant("2026-03-02T13:00:00Z"))
    XCTAssertEqual(r.due, .dateTime(civil(2026, 3, 3, 9)))
    XCTAssertEqual(r.ical, zone)
  }
}
