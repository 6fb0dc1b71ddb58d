// Snoozing (RFC 9074 §6 ACKNOWLEDGED, §7 RELATED-TO;RELTYPE=SNOOZE): the original
// acknowledged, the snooze added with a derived UID, Thunderbird's X-MOZ-LASTACK and
// X-MOZ-SNOOZE-TIME beside them, a snooze of a snooze replacing it, the budget kept.

import Foundation
import XCTest
import ICalendar
@testable import Planner
import Zones

final class SnoozeTests: XCTestCase {
  /// The fixture planned at 12:00Z with budget 6, reserve 1, as a component tree.
  func plannedCalendar() throws -> Component {
    let dir = try PlanFixtures.directory(removedAfter: self)
    let input = try PlanFixtures.write(PlanFixtures.calendar, "todos.ics", in: dir)
    let result = try PlanRun.run(PlanRequest(inputPath: input, now: at("2026-11-22T12:00:00Z"),
                                             policy: PlanPolicy(budget: 6, reserve: 1)))
    guard let calendar = ICalendarParser.parse(result.ics).calendar else {
      XCTFail("no calendar")
      return Component(name: "VCALENDAR")
    }
    return calendar
  }

  func todo(_ uid: String, in calendar: Component) -> Component? {
    calendar.components(named: "VTODO").first { $0.firstProperty(named: "UID")?.text == uid }
  }

  /// Source: RFC 9074 §6–7 and docs/SEMANTICS.md "Planner": snoozing the water alarm of 13:00Z for 15 minutes at
  /// 13:02Z. The recurring todo gets X-MOZ-SNOOZE-TIME-<occurrence µs> (Thunderbird's form).
  func testSnoozeAcknowledgesAndAddsRelatedAlarm() throws {
    let result = try AlarmSnoozer.snooze(calendar: plannedCalendar(), alarmUID: "T1-water/20261122T130000Z",
                                         minutes: 15, now: at("2026-11-22T13:02:00Z"), budget: 6, file: "plan.ics")
    XCTAssertEqual(result.snooze.id, "T1-water/20261122T130000Z/snooze/20261122T131700Z")
    guard let water = todo("T1-water", in: result.calendar) else { return XCTFail("no todo") }
    let text = ICalendarWriter.string(water)
    XCTAssertTrue(text.contains([
      "BEGIN:VALARM", "UID:T1-water/20261122T130000Z", "ACTION:DISPLAY", "DESCRIPTION:Drink water",
      "TRIGGER;VALUE=DATE-TIME:20261122T130000Z", "ACKNOWLEDGED:20261122T130200Z", "END:VALARM",
    ].joined(separator: "\r\n")), text)
    XCTAssertTrue(text.contains([
      "BEGIN:VALARM", "UID:T1-water/20261122T130000Z/snooze/20261122T131700Z", "ACTION:DISPLAY",
      "DESCRIPTION:Drink water", "TRIGGER;VALUE=DATE-TIME:20261122T131700Z",
      "RELATED-TO;RELTYPE=SNOOZE:T1-water/20261122T130000Z", "END:VALARM",
    ].joined(separator: "\r\n")), text)
    XCTAssertEqual(water.firstProperty(named: "X-MOZ-LASTACK")?.rawValue, "20261122T130200Z")
    XCTAssertEqual(water.firstProperty(named: "X-MOZ-SNOOZE-TIME-1795352400000000")?.rawValue, "20261122T131700Z")
    // Budget 6: five planned alarms still pending plus the snooze; 16:00 … stay, 12-01 is
    // dropped? No: 13:00 was acknowledged, so 5 planned + 1 snooze = 6 pending, nothing dropped.
    XCTAssertEqual(result.dropped, [])
  }

  /// Source: docs/SEMANTICS.md "Planner" ("counting against the budget"): with budget 5 the latest planned alarm
  /// (the passport, 2026-12-01T15:00Z) is dropped to make room for the snooze.
  func testSnoozeCountsAgainstTheBudget() throws {
    let result = try AlarmSnoozer.snooze(calendar: plannedCalendar(), alarmUID: "T1-water/20261122T130000Z",
                                         minutes: 15, now: at("2026-11-22T13:02:00Z"), budget: 5, file: "plan.ics")
    XCTAssertEqual(result.dropped, ["T3-passport/20261201T150000Z"])
    XCTAssertEqual(todo("T3-passport", in: result.calendar)?.components(named: "VALARM").count, 0)
  }

  /// Source: our decision (docs/SEMANTICS.md "Planner: snooze"): snoozing the snooze replaces
  /// it; the new one still relates to the original alarm. A one-time todo gets plain
  /// X-MOZ-SNOOZE-TIME.
  func testSnoozingASnoozeReplacesIt() throws {
    let first = try AlarmSnoozer.snooze(calendar: plannedCalendar(), alarmUID: "T3-passport/20261201T150000Z",
                                        minutes: 10, now: at("2026-12-01T15:01:00Z"), file: "plan.ics")
    let second = try AlarmSnoozer.snooze(calendar: first.calendar, alarmUID: "T3-passport/20261201T150000Z/snooze/20261201T151100Z",
                                         minutes: 10, now: at("2026-12-01T15:11:00Z"), file: "plan.ics")
    guard let passport = todo("T3-passport", in: second.calendar) else { return XCTFail("no todo") }
    XCTAssertEqual(passport.components(named: "VALARM").map { $0.firstProperty(named: "UID")?.text ?? "" },
                   ["T3-passport/20261201T150000Z", "T3-passport/20261201T150000Z/snooze/20261201T152100Z"])
    XCTAssertEqual(passport.components(named: "VALARM").first?.firstProperty(named: "ACKNOWLEDGED")?.rawValue, "20261201T151100Z")
    XCTAssertEqual(passport.firstProperty(named: "X-MOZ-SNOOZE-TIME")?.rawValue, "20261201T152100Z")
    XCTAssertEqual(passport.firstProperty(named: "X-MOZ-LASTACK")?.rawValue, "20261201T151100Z")
  }

  /// Source: reasoned example over the Occurrences model (docs/SEMANTICS.md "Components and
  /// their occurrences": an empty `RRULE:` is ignored with a warning). A todo whose only RRULE is
  /// empty is one-time for every reader of the model, so its snooze is Thunderbird's one-time
  /// X-MOZ-SNOOZE-TIME, not X-MOZ-SNOOZE-TIME-<µs>; an RDATE alone makes a todo recurring.
  func testSnoozeAsksTheModelWhetherTheTodoRecurs() throws {
    func calendar(_ recurrence: String) throws -> Component {
      let text = [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN",
        "BEGIN:VTODO", "UID:T9", "DTSTAMP:20261122T120000Z", "SUMMARY:Call back",
        "DUE:20261122T150000Z", recurrence,
        "BEGIN:VALARM", "UID:T9/20261122T150000Z", "ACTION:DISPLAY", "DESCRIPTION:Call back",
        "TRIGGER;VALUE=DATE-TIME:20261122T150000Z", "END:VALARM",
        "END:VTODO", "END:VCALENDAR", "",
      ].joined(separator: "\r\n")
      guard let c = ICalendarParser.parse(text).calendar else {
        XCTFail("no calendar")
        return Component(name: "VCALENDAR")
      }
      return c
    }
    let empty = try AlarmSnoozer.snooze(calendar: calendar("RRULE:"), alarmUID: "T9/20261122T150000Z",
                                        minutes: 10, now: at("2026-11-22T15:01:00Z"), file: "plan.ics")
    guard let once = todo("T9", in: empty.calendar) else { return XCTFail("no todo") }
    XCTAssertEqual(once.firstProperty(named: "X-MOZ-SNOOZE-TIME")?.rawValue, "20261122T151100Z")
    XCTAssertNil(once.properties.first { $0.name.hasPrefix("X-MOZ-SNOOZE-TIME-") })
    let rdate = try AlarmSnoozer.snooze(calendar: calendar("RDATE:20261123T150000Z"), alarmUID: "T9/20261122T150000Z",
                                        minutes: 10, now: at("2026-11-22T15:01:00Z"), file: "plan.ics")
    guard let recurring = todo("T9", in: rdate.calendar) else { return XCTFail("no todo") }
    XCTAssertNil(recurring.firstProperty(named: "X-MOZ-SNOOZE-TIME"))
    XCTAssertEqual(recurring.firstProperty(named: "X-MOZ-SNOOZE-TIME-1795359600000000")?.rawValue, "20261122T151100Z")
  }

  /// Source: docs/SEMANTICS.md "Planner": an unknown alarm UID is an error naming the file.
  func testUnknownAlarm() throws {
    XCTAssertThrowsError(try AlarmSnoozer.snooze(calendar: plannedCalendar(), alarmUID: "nope", minutes: 15,
                                                 now: at("2026-11-22T13:02:00Z"), file: "plan.ics")) { error in
      XCTAssertEqual("\(error)", "plan.ics: VALARM UID: no alarm with UID nope")
    }
  }

  /// Source: RFC 9074 §7 through a replan: the snoozed plan read as --previous keeps the
  /// snooze (counting against the budget), does not plan the acknowledged 13:00Z again.
  func testReplanAfterSnoozeKeepsTheSnooze() throws {
    let snoozed = try AlarmSnoozer.snooze(calendar: plannedCalendar(), alarmUID: "T1-water/20261122T130000Z",
                                          minutes: 15, now: at("2026-11-22T13:02:00Z"), budget: 6, file: "plan.ics")
    let dir = try PlanFixtures.directory(removedAfter: self)
    let input = try PlanFixtures.write(PlanFixtures.calendar, "todos.ics", in: dir)
    let previous = try PlanFixtures.write(ICalendarWriter.string(snoozed.calendar), "plan.ics", in: dir)
    let replan = try PlanRun.run(PlanRequest(inputPath: input, now: at("2026-11-22T12:59:00Z"),
                                             policy: PlanPolicy(budget: 6, reserve: 1), previousPath: previous))
    XCTAssertEqual(replan.plan.notifications.map(\.id), [
      "T1-water/20261122T130000Z/snooze/20261122T131700Z", "T1-water/20261122T160000Z", "T5-gym/20261122T180000Z",
      "T1-water/20261122T190000Z", "T1-water/20261122T220000Z", "T3-passport/20261201T150000Z",
    ])
    XCTAssertEqual(replan.plan.diff?.add, [])
    XCTAssertEqual(replan.plan.diff?.remove, [])
    XCTAssertEqual(replan.plan.diff?.keep.count, 6)
  }
}
