// Plans written as .ics and read back (README, docs/SEMANTICS.md "Planner"; RFC 9074): by our own parser and by
// libical (the oracle), with the same number of alarms each at an occurrence of its todo;
// byte-identical output for the same input and --now; the todo's own alarms replaced.

import Foundation
import XCTest
import ICalendar
import LibICal
@testable import Planner
import Recurrence
import Zones

final class PlanFileTests: XCTestCase {
  let now = "2026-11-22T12:00:00Z"

  func planFixture(_ policy: PlanPolicy = PlanPolicy(budget: 6, reserve: 1), activity: String? = nil) throws -> PlanResult {
    let dir = try PlanFixtures.directory(removedAfter: self)
    let input = try PlanFixtures.write(PlanFixtures.calendar, "todos.ics", in: dir)
    let log = try activity.map { try PlanFixtures.write($0, "log.json", in: dir) }
    return try PlanRun.run(PlanRequest(inputPath: input, now: at(now), policy: policy, activityPath: log))
  }

  // MARK: docs/SEMANTICS.md "Planner": the selection from an .ics input

  /// Source: docs/SEMANTICS.md "Planner" worked on the fixture: budget 6, reserve 1. The reserve takes the
  /// passport (the only active one-time todo); the other five go to the soonest: water at
  /// 13, 16, 19, 22Z and the all-day gym at 18:00 (floating, read in UTC; workout's default
  /// time). Completed and disabled todos plan nothing and are not overdue.
  func testSelectionFromCalendar() throws {
    let result = try planFixture()
    XCTAssertEqual(rendered(result.plan), [
      "T1-water@20261122T130000Z", "T1-water@20261122T160000Z", "T5-gym@20261122T180000Z",
      "T1-water@20261122T190000Z", "T1-water@20261122T220000Z", "T3-passport@20261201T150000Z",
    ])
    XCTAssertEqual(result.plan.leftOut, 3)
    // The all-day gym is due from the start of its day (as `recur overdue` reads it): overdue
    // at 12:00Z, yet its notification at 18:00Z is still planned.
    XCTAssertEqual(result.plan.overdue, [Plan.Overdue(reminderUID: "T5-gym", title: "Gym", due: at("2026-11-22T00:00:00Z"))])
  }

  /// Source: docs/SEMANTICS.md "Planner" smart conditions on an .ics input: a workout logged at 07:00Z skips the
  /// gym's 18:00Z occurrence that day (same local day, floating read in UTC).
  func testSmartConditionFromCalendar() throws {
    let result = try planFixture(activity: #"{"available": true, "activities": [{"type": "workout", "at": "2026-11-22T07:00:00Z"}]}"#)
    XCTAssertEqual(rendered(result.plan), [
      "T1-water@20261122T130000Z", "T1-water@20261122T160000Z", "T1-water@20261122T190000Z",
      "T1-water@20261122T220000Z", "T1-water@20261123T010000Z", "T3-passport@20261201T150000Z",
    ])
  }

  // MARK: docs/SEMANTICS.md "Planner": determinism and the VALARM form

  /// Source: docs/SEMANTICS.md "Planner" ("same input and same --now give byte-identical output").
  func testSameInputSameNowIsByteIdentical() throws {
    let a = try planFixture()
    let b = try planFixture()
    XCTAssertEqual(a.ics, b.ics)
    XCTAssertEqual(a.json, b.json)
  }

  /// Source: docs/SEMANTICS.md "Planner" and RFC 9074 §4: the water todo as written, its relative alarm
  /// replaced, DTSTAMP from --now, each VALARM with UID, ACTION:DISPLAY, DESCRIPTION and an
  /// absolute UTC trigger.
  func testTodoIsWrittenWithPlannedAlarmsOnly() throws {
    let text = String(decoding: try planFixture(PlanPolicy(budget: 2, reserve: 0)).ics, as: UTF8.self)
    let water = [
      "BEGIN:VTODO",
      "UID:T1-water",
      "DTSTAMP:20261122T120000Z",
      "SUMMARY:Drink water",
      "DTSTART;TZID=America/New_York:20261122T080000",
      "DUE;TZID=America/New_York:20261122T080000",
      "RRULE:FREQ=HOURLY;INTERVAL=3",
      "BEGIN:VALARM",
      "UID:T1-water/20261122T130000Z",
      "ACTION:DISPLAY",
      "DESCRIPTION:Drink water",
      "TRIGGER;VALUE=DATE-TIME:20261122T130000Z",
      "END:VALARM",
      "BEGIN:VALARM",
      "UID:T1-water/20261122T160000Z",
      "ACTION:DISPLAY",
      "DESCRIPTION:Drink water",
      "TRIGGER;VALUE=DATE-TIME:20261122T160000Z",
      "END:VALARM",
      "END:VTODO",
    ].joined(separator: "\r\n") + "\r\n"
    XCTAssertTrue(text.contains(water), text)
    XCTAssertTrue(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Recur//recur plan//EN\r\n"))
    XCTAssertFalse(text.contains("TRIGGER:-PT15M"))
    XCTAssertEqual(text.components(separatedBy: "BEGIN:VTODO").count - 1, 6)
  }

  // MARK: Read back by our own parser (ICalendar) and by libical

  /// Source: docs/SEMANTICS.md "Planner" ("the plan read back by our own parser and by libical: the same number of
  /// alarms, each at an occurrence of its todo"). Our parser: PreviousPlan reads 6 alarms with
  /// the planned UIDs; each trigger is an occurrence of its todo's recurrence set.
  func testPlanReadBackByOwnParser() throws {
    let result = try planFixture()
    let parsed = ICalendarParser.parse(result.ics)
    XCTAssertFalse(parsed.hasErrors, "\(parsed.diagnostics)")
    let previous = try PreviousPlan.read(parsed, file: "plan.ics")
    XCTAssertEqual(previous.alarms.map(\.uid), result.plan.notifications.map(\.id))
    let todos = parsed.calendar?.components(named: "VTODO") ?? []
    for alarm in previous.alarms {
      guard let todo = todos.first(where: { $0.firstProperty(named: "UID")?.text == alarm.reminderUID }),
            let reminder = try PlannableReminder(vtodo: todo, file: "plan.ics") else {
        XCTFail("no todo for \(alarm.uid)")
        continue
      }
      // The stream starts a day early (the policy drops what is not after now): walk to the alarm.
      var stream = reminder.occurrences(alarm.fireAt.adding(seconds: -1))
      var found: Instant?
      for _ in 0..<1000 {
        guard let t = stream.next() else { break }
        if t >= alarm.fireAt {
          found = t
          break
        }
      }
      XCTAssertEqual(found, alarm.fireAt, alarm.uid)
    }
  }

  /// Source: docs/SEMANTICS.md "Planner", libical 3 as the oracle. libical parses each planned todo and finds as
  /// many VALARM children as we planned for it, and its recurrence iterator yields every
  /// trigger as an occurrence of the todo's DTSTART + RRULE (or the DUE of a one-time todo).
  func testPlanReadBackByLibICal() throws {
    let result = try planFixture()
    let whole = LibICalParser.parse(result.ics)
    XCTAssertTrue(whole.parsed)
    XCTAssertEqual(whole.childComponents, 6)
    let parsed = ICalendarParser.parse(result.ics)
    var libicalAlarms = 0
    for todo in parsed.calendar?.components(named: "VTODO") ?? [] {
      let uid = todo.firstProperty(named: "UID")?.text ?? ""
      let planned = result.plan.notifications(for: uid)
      let alone = LibICalParser.parse(ICalendarWriter.bytes([todo]))
      XCTAssertEqual(alone.childComponents, planned.count, uid)
      libicalAlarms += alone.childComponents
      guard !planned.isEmpty else { continue }
      if let rule = todo.firstProperty(named: "RRULE"), let start = todo.firstProperty(named: "DTSTART") {
        let startValue: LibICalStart
        if let tzid = start.tzid, let civil = civil(start.rawValue) {
          startValue = .zoned(civil, zoneID: tzid)
        } else if let date = civil(start.rawValue + "T180000") {
          startValue = .date(date.date)   // the gym: all-day, planned at 18:00 UTC
        } else {
          XCTFail("unexpected DTSTART \(start)")
          continue
        }
        let expanded = try LibICalRecurrence.expand(rule: rule.rawValue, start: startValue, limit: 400)
        let instants = Set(expanded.map { occurrence -> Instant in
          if case .date(let d) = occurrence { return Instant(utc: CivilDateTime(date: d, time: CivilTime(secondsSinceMidnight: 18 * 3600))) }
          return occurrence.instant
        })
        for n in planned { XCTAssertTrue(instants.contains(n.fireAt), "\(n.id) is not a libical occurrence") }
      } else if let due = todo.firstProperty(named: "DUE") {
        XCTAssertEqual(planned.map { NotificationID.utcText($0.fireAt) }, [due.rawValue])
      }
    }
    XCTAssertEqual(libicalAlarms, result.plan.notifications.count)
  }

  private func civil(_ text: String) -> CivilDateTime? {
    guard let v = try? RecurrenceTime(iCalendar: text) else { return nil }
    return v.civil
  }
}
