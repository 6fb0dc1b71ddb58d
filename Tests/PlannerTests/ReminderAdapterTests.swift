// The planner's reading of the Reminders model (docs/FORMATS.md plus enabled and condition) and
// of VTODOs exported by it (X-RECUR-ENABLED, X-RECUR-CONDITION, X-RECUR-WEEKLY-NO-DAYS):
// the "enabled: false and a weekly reminder with no weekdays plan nothing (the latter
// with a warning)", and the default time of a date-only smart reminder.

import XCTest
import ICalendar
@testable import Planner
import Reminders
import Zones

final class ReminderAdapterTests: XCTestCase {
  let now = "2026-11-22T12:00:00Z"

  func plan(_ reminders: [Reminder], budget: Int = 3) throws -> Plan {
    let plannable = try reminders.map { try PlannableReminder(reminder: $0, now: at(now)) }
    return NotificationPlanner(now: at(now), policy: PlanPolicy(budget: budget)).plan(plannable)
  }

  /// Source: docs/SEMANTICS.md "Planner": a weekly reminder with no weekday ticked plans nothing and warns.
  func testWeeklyWithNoWeekdaysPlansNothingAndWarns() throws {
    let due = ReminderDue.dateTime(CivilDateTime(year: 2026, month: 11, day: 23, hour: 10)!)
    let r = Reminder(id: "G", title: "No days", due: due,
                     recurrence: ReminderRecurrence(frequency: .weekly, weekdays: []))
    let p = try plan([r])
    XCTAssertEqual(rendered(p), [])
    XCTAssertEqual(p.warnings, ["G: weekly reminder with no weekdays: nothing planned"])
  }

  /// Source: docs/SEMANTICS.md "Planner" (`enabled: false` plans nothing), docs/SEMANTICS.md "Planner".
  func testDisabledPlansNothing() throws {
    let due = ReminderDue.dateTime(CivilDateTime(year: 2026, month: 11, day: 23, hour: 10)!)
    let p = try plan([Reminder(id: "F", title: "Off", due: due, enabled: false)])
    XCTAssertEqual(rendered(p), [])
    XCTAssertEqual(p.overdue, [])
  }

  /// Source: docs/SEMANTICS.md "Planner" default times (workout 18:00) and docs/FORMATS.md (all-day reminders are
  /// floating, read here in UTC): a daily all-day workout reminder fires at 18:00.
  func testDateOnlySmartReminderFiresAtTheTypesDefaultTime() throws {
    let r = Reminder(id: "W", title: "Gym", due: .date(CivilDate(year: 2026, month: 11, day: 22)!),
                     condition: ReminderCondition(skipIfLogged: "workout"),
                     recurrence: ReminderRecurrence(frequency: .daily))
    XCTAssertEqual(rendered(try plan([r])), ["W@20261122T180000Z", "W@20261123T180000Z", "W@20261124T180000Z"])
  }

  /// Source: docs/FORMATS.md ("monthDay clamps to the last day of shorter months") through the
  /// Reminders engine: rent on the 31st from January, 09:00 New York.
  func testMonthlyOn31stIsClampedByTheEngine() throws {
    let r = Reminder(id: "R", title: "Pay rent", due: .dateTime(CivilDateTime(year: 2026, month: 1, day: 31, hour: 9)!),
                     timeZone: "America/New_York",
                     recurrence: ReminderRecurrence(frequency: .monthly, monthDay: 31))
    XCTAssertEqual(rendered(try plan([r])), ["R@20261130T140000Z", "R@20261231T140000Z", "R@20270131T140000Z"])
  }

  /// Source: the Reminders export's X- properties read back from a VTODO.
  func testExportedVTODOProperties() throws {
    func todo(_ extra: [String]) -> Component {
      var c = Component(name: "VTODO")
      c.append(Property(name: "UID", text: "X"))
      c.append(Property(name: "SUMMARY", text: "Stretch"))
      c.append(Property(name: "DTSTART", rawValue: "20261123T100000Z"))
      c.append(Property(name: "RRULE", rawValue: "FREQ=WEEKLY"))
      for line in extra {
        let parts = line.split(separator: ":", maxSplits: 1).map(String.init)
        c.append(Property(name: parts[0], rawValue: parts[1]))
      }
      return c
    }
    let planner = NotificationPlanner(now: at(now), policy: PlanPolicy(budget: 2))
    let plain = try XCTUnwrap(try PlannableReminder(vtodo: todo([]), file: "t.ics"))
    XCTAssertEqual(rendered(planner.plan([plain])), ["X@20261123T100000Z", "X@20261130T100000Z"])
    let off = try XCTUnwrap(try PlannableReminder(vtodo: todo(["X-RECUR-ENABLED:FALSE"]), file: "t.ics"))
    XCTAssertEqual(rendered(planner.plan([off])), [])
    let noDays = try XCTUnwrap(try PlannableReminder(vtodo: todo(["X-RECUR-WEEKLY-NO-DAYS:1"]), file: "t.ics"))
    let p = planner.plan([noDays])
    XCTAssertEqual(rendered(p), [])
    XCTAssertEqual(p.warnings, ["X: weekly reminder with no weekdays: nothing planned"])
    let smart = try XCTUnwrap(try PlannableReminder(vtodo: todo([#"X-RECUR-CONDITION:{"skipIfLogged":"Mindfulness"}"#]), file: "t.ics"))
    XCTAssertEqual(smart.condition, SmartCondition(skipIfLogged: "mindfulness"))
  }
}
