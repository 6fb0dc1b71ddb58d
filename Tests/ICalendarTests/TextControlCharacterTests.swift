// TEXT values and line breaks / control characters.
// Source: RFC 5545 §3.3.11 (ESCAPED-CHAR "\n" / "\N" is a line break) and §3.1 (CONTROL =
// %x00-08 / %x0A-1F / %x7F may not appear in a content line; HTAB may).

import XCTest
@testable import ICalendar

final class TextControlCharacterTests: XCTestCase {
  // RFC 5545 §3.3.11: a line break is written "\n"; CR LF and a lone CR are one line break each
  // (regression: CR LF used to come out as "\\n", read back as a literal backslash and n).
  func testLineBreaksBecomeOneEscape() {
    XCTAssertEqual(TextValue.escape("a\r\nb"), #"a\nb"#)
    XCTAssertEqual(TextValue.escape("a\rb"), #"a\nb"#)
    XCTAssertEqual(TextValue.escape("a\nb"), #"a\nb"#)
    XCTAssertEqual(TextValue.escape("a\r\n\r\nb\r"), #"a\n\nb\n"#)
    XCTAssertEqual(TextValue.unescape(TextValue.escape("a\r\nb\rc")), "a\nb\nc")
  }

  // RFC 5545 §3.1: CONTROL characters are dropped, HTAB is kept.
  func testControlCharactersAreDroppedAndFound() {
    XCTAssertEqual(TextValue.escape("L3\u{07}bell\u{00}nul\u{1B}esc\u{7F}del\ttab"), "L3bellnulescdel\ttab")
    XCTAssertEqual(TextValue.controlCharacters(in: "L3\u{07}bell\u{00}\r\n\ttab\u{7F}"), [0x07, 0x00, 0x7F])
    XCTAssertEqual(TextValue.controlCharacters(in: "plain\ttext\r\n"), [])
  }

  // The escaped value is a valid content line: the writer's output lints clean.
  func testWrittenTextLintsClean() {
    var todo = Component(name: "VTODO")
    todo.append(Property(name: "UID", text: "1"))
    todo.append(Property(name: "DTSTAMP", rawValue: "20260101T000000Z"))
    todo.append(Property(name: "SUMMARY", text: "a\r\nb\u{07}c"))
    var cal = Component(name: "VCALENDAR")
    cal.append(Property(name: "VERSION", rawValue: "2.0"))
    cal.append(Property(name: "PRODID", text: "-//x//EN"))
    cal.append(todo)
    let bytes = ICalendarWriter.bytes([cal])
    var problems: [String] = []
    _ = ICalendarParser.lint(bytes) { problems.append($0.message) }
    XCTAssertEqual(problems, [])
    XCTAssertTrue(String(decoding: bytes, as: UTF8.self).contains("SUMMARY:a\\nbc\r\n"))
  }
}
