// Lenient reading of sloppy real files: each case is read with a warning at its
// line:column and nothing after it is lost. Source: the list of what real exporters
// write; RFC 9253 §9.1 for RELATED-TO;VALUE=UID and VALUE=URI.

import XCTest
@testable import ICalendar

final class LenientReadingTests: XCTestCase {
  // RFC 5545 §3.1 has no whitespace between name and ':'; some exporters write `DTSTART :…`.
  func testWhitespaceAfterPropertyNameIsReadWithAWarning() throws {
    let r = ICalendarParser.parse(todoCalendar(["SUMMARY :Pay rent", "DUE ;VALUE=DATE:20260131"]))
    XCTAssertEqual(r.diagnostics.map(\.description), [
      "6:8: warning: whitespace after the property name ignored; write NAME[;PARAM=VALUE]*:VALUE",
      "7:4: warning: whitespace after the property name ignored; write NAME[;PARAM=VALUE]*:VALUE",
    ])
    let todo = try XCTUnwrap(r.calendar?.firstComponent(named: "VTODO"))
    XCTAssertEqual(todo.firstProperty(named: "SUMMARY")?.text, "Pay rent")
    XCTAssertEqual(todo.firstProperty(named: "DUE")?.parameterValue("VALUE"), "DATE")
  }

  // A file whose last line ends in a bare CR (no LF): the CR ends the line.
  func testLastLineEndingInABareCR() {
    var bytes = Array(todoCalendar([]).utf8)
    bytes.removeLast()   // "END:VCALENDAR\r\n" → "END:VCALENDAR\r"
    let r = ICalendarParser.parse(bytes)
    XCTAssertEqual(r.diagnostics.map(\.description), [])
    XCTAssertEqual(r.calendar?.components(named: "VTODO").count, 1)
  }

  // A misspelled END closes the component it was meant to close, so the next component is
  // not read as its child.
  func testMisspelledEndClosesTheInnermostComponent() throws {
    let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//EN\r\nBEGIN:VEVENT\r\nUID:1\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20260101T090000Z\r\nEND:VEVNT\r\n"
      + "BEGIN:VEVENT\r\nUID:2\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20260102T090000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    let r = ICalendarParser.parse(text)
    XCTAssertEqual(r.diagnostics.map(\.description), ["8:1: warning: END:VEVNT read as END:VEVENT (misspelled); expected END:VEVENT"])
    XCTAssertEqual(r.calendar?.components(named: "VEVENT").map { $0.firstProperty(named: "UID")?.text }, ["1", "2"])
  }

  // X- lines before BEGIN:VCALENDAR are ignored with a warning; leading space in BEGIN's value too.
  func testXLinesOutsideComponentsAndSpaceInBegin() {
    let r = ICalendarParser.parse("X-LOTUS-CHILD:1\r\n" + todoCalendar([]) + "X-TRAILER:1\r\n")
    XCTAssertEqual(r.diagnostics.map(\.description), [
      "1:1: warning: property 'X-LOTUS-CHILD' outside any component ignored; expected BEGIN:VCALENDAR first",
      "10:1: warning: property 'X-TRAILER' outside any component ignored; expected BEGIN:VCALENDAR first",
    ])
    XCTAssertEqual(r.calendar?.components(named: "VTODO").count, 1)
  }

  // RFC 9253 §9.1: RELATED-TO takes VALUE=UID or VALUE=URI besides TEXT; no false alarm.
  func testRelatedToValueUIDAndURI() {
    let r = ICalendarParser.parse(todoCalendar(["RELATED-TO;VALUE=UID:A0000000-0000-4000-8000-000000000002",
                                                "RELATED-TO;VALUE=URI:https://example.com/tasks/2"]))
    XCTAssertEqual(r.diagnostics.map(\.description), [])
  }
}
