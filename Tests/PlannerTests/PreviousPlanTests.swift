// Reading earlier plans for --previous (RFC 9074 §4, §6, §7; Thunderbird's
// X-MOZ-LASTACK / X-MOZ-SNOOZE-TIME; Apple's placeholder alarms ignored) and the errors for bad
// plans, each naming the file, line:column and property.

import XCTest
import ICalendar
@testable import Planner
import Zones

final class PreviousPlanTests: XCTestCase {
  func read(_ lines: [String]) throws(PlanInputError) -> PreviousPlan {
    try PreviousPlan.read(ICalendarParser.parse((lines.joined(separator: "\r\n") + "\r\n")), file: "old.ics")
  }

  func wrap(_ body: [String]) -> [String] {
    ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//t//EN", "BEGIN:VTODO", "UID:R", "DTSTAMP:20261122T120000Z",
     "SUMMARY:Stretch"] + body + ["END:VTODO", "END:VCALENDAR"]
  }

  /// Source: Apple's placeholder alarms (ACTION:NONE; TRIGGER;VALUE=DATE-TIME:19760401T005545Z)
  /// are ignored; an alarm without UID gets the planner's derived UID.
  func testPlaceholdersIgnoredAndMissingUIDDerived() throws {
    let plan = try read(wrap([
      "BEGIN:VALARM", "ACTION:NONE", "TRIGGER;VALUE=DATE-TIME:19760401T005545Z", "END:VALARM",
      "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER;VALUE=DATE-TIME:20261122T140000Z", "END:VALARM",
    ]))
    XCTAssertEqual(plan.alarms, [PlanAlarm(uid: "R/20261122T140000Z", reminderUID: "R",
                                           fireAt: at("2026-11-22T14:00:00Z"), title: "Stretch")])
  }

  /// Source: Thunderbird's X-MOZ-LASTACK acknowledges every alarm up to it; X-MOZ-SNOOZE-TIME
  /// without an RFC 9074 snooze alarm is read as a snooze of the latest alarm before it.
  func testThunderbirdForms() throws {
    let plan = try read(wrap([
      "X-MOZ-LASTACK:20261122T140100Z",
      "X-MOZ-SNOOZE-TIME:20261122T141100Z",
      "BEGIN:VALARM", "UID:R/20261122T140000Z", "ACTION:DISPLAY", "TRIGGER;VALUE=DATE-TIME:20261122T140000Z", "END:VALARM",
      "BEGIN:VALARM", "UID:R/20261123T140000Z", "ACTION:DISPLAY", "TRIGGER;VALUE=DATE-TIME:20261123T140000Z", "END:VALARM",
    ]))
    XCTAssertEqual(plan.alarms, [
      PlanAlarm(uid: "R/20261122T140000Z", reminderUID: "R", fireAt: at("2026-11-22T14:00:00Z"),
                acknowledged: at("2026-11-22T14:01:00Z"), title: "Stretch"),
      PlanAlarm(uid: "R/20261122T140000Z/snooze/20261122T141100Z", reminderUID: "R", fireAt: at("2026-11-22T14:11:00Z"),
                snoozeOf: "R/20261122T140000Z", title: "Stretch"),
      PlanAlarm(uid: "R/20261123T140000Z", reminderUID: "R", fireAt: at("2026-11-23T14:00:00Z"), title: "Stretch"),
    ])
  }

  /// Source: docs/SEMANTICS.md "Planner" ("bad plans for --previous get clear errors"): file, line:col, property.
  func testBadPlansNameFileLineAndProperty() {
    func message(_ body: [String]) -> String? {
      do {
        _ = try read(wrap(body))
        return nil
      } catch {
        return error.description
      }
    }
    XCTAssertEqual(message(["BEGIN:VALARM", "UID:x", "ACTION:DISPLAY", "TRIGGER:-PT15M", "END:VALARM"]),
                   "old.ics: 11:1 TRIGGER: expected an absolute UTC trigger such as TRIGGER;VALUE=DATE-TIME:20261122T140000Z, got TRIGGER:-PT15M")
    XCTAssertEqual(message(["BEGIN:VALARM", "UID:x", "ACTION:DISPLAY", "END:VALARM"]),
                   "old.ics: 8:1 VALARM TRIGGER: missing")
    XCTAssertEqual(message(["BEGIN:VALARM", "UID:x", "ACTION:DISPLAY", "TRIGGER;VALUE=DATE-TIME:20261122T140000Z",
                            "ACKNOWLEDGED:yesterday", "END:VALARM"]),
                   "old.ics: 12:1 ACKNOWLEDGED: expected a UTC time such as 20261122T140000Z, got yesterday")
    XCTAssertThrowsError(try PreviousPlan.read(ICalendarParser.parse("BEGIN:VTODO\r\nUID:x\r\nEND:VTODO\r\n"), file: "old.ics")) { error in
      XCTAssertEqual("\(error)", "old.ics: (document): expected a VCALENDAR with the plan's VTODOs")
    }
    // A syntax error stops the read at its line.
    XCTAssertEqual(message(["BEGIN:VALARM", "UID:x", "ACTION DISPLAY", "END:VALARM"]),
                   "old.ics: 10:7: whitespace after the property name; expected ':' or ';' (NAME[;PARAM=VALUE]*:VALUE)")
  }

  /// Source: RFC 5545 §3.6.2 makes DTSTAMP required, and lint reports its absence; a plan copies
  /// each input todo as it was, so an app's todo without DTSTAMP must not stop a replan.
  func testTodoWithoutDTSTAMPIsStillReadable() throws {
    let lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//t//EN", "BEGIN:VTODO", "UID:R", "SUMMARY:Stretch",
                 "BEGIN:VALARM", "UID:R/20261122T140000Z", "ACTION:DISPLAY", "DESCRIPTION:Stretch",
                 "TRIGGER;VALUE=DATE-TIME:20261122T140000Z", "END:VALARM", "END:VTODO", "END:VCALENDAR"]
    let parsed = ICalendarParser.parse(lines.joined(separator: "\r\n") + "\r\n")
    XCTAssertEqual(parsed.diagnostics.map(\.description),
                   ["4:1: error: VTODO has no DTSTAMP; RFC 5545 §3.6.2 requires one, e.g. DTSTAMP:20260131T090000Z"])
    XCTAssertEqual(try PreviousPlan.read(parsed, file: "old.ics").alarms,
                   [PlanAlarm(uid: "R/20261122T140000Z", reminderUID: "R", fireAt: at("2026-11-22T14:00:00Z"), title: "Stretch")])
  }
}
