// Malformed input, each case with its exact diagnostic (line, column, severity, message).
// Source of each rule: the RFC 5545 section named in the test; the messages are this project's
// (docs/SEMANTICS.md "The iCalendar format"). Body lines of `todoCalendar` start on line 6.

import XCTest
@testable import ICalendar

final class MalformedInputTests: XCTestCase {
  private func check(_ body: [String], _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(diagnostics(todoCalendar(body)), expected, file: file, line: line)
  }

  // RFC 5545 §3.1: contentline = name *(";" param) ":" value CRLF
  func testWhitespaceInsteadOfColon() {
    check(["SUMMARY Pay rent"], ["6:8: error: whitespace after the property name; expected ':' or ';' (NAME[;PARAM=VALUE]*:VALUE)"])
  }

  func testMissingColon() {
    check(["SUMMARYPayrent"], ["6:15: error: expected ':' after the property name; a content line is NAME[;PARAM=VALUE]*:VALUE"])
  }

  func testMissingName() {
    check([":no name"], ["6:1: error: content line has no name; expected NAME[;PARAM=VALUE]*:VALUE"])
  }

  func testInvalidNameCharacter() {
    check(["SUM@ARY:x"], ["6:4: error: invalid character '@' in property name; names are letters, digits and '-'"])
  }

  // RFC 5545 §3.1: param = param-name "=" param-value *("," param-value)
  func testParameterWithoutEquals() {
    check(["DTSTART;TZID:20260101T090000"], ["6:13: error: parameter 'TZID' has no '='; expected ;TZID=VALUE"])
  }

  func testParameterWithoutName() {
    check(["DTSTART;=x:20260101"], ["6:9: error: expected a parameter name after ';'; parameters are ;NAME=VALUE"])
  }

  // RFC 5545 §3.1: quoted-string = DQUOTE *QSAFE-CHAR DQUOTE
  func testUnterminatedQuote() {
    check(["ATTENDEE;CN=\"Jane Doe:mailto:j@x"], ["6:13: error: unterminated quoted parameter value; expected a closing '\"'"])
  }

  func testTextAfterClosingQuote() {
    check(["ATTENDEE;CN=\"Jane\"Doe:mailto:j@x"],
      ["6:19: error: unexpected 'D' after a quoted parameter value; expected ',', ';' or ':'"])
  }

  // RFC 5545 §3.1: paramtext = *SAFE-CHAR (no DQUOTE); RFC 6868 §3 for ^'.
  func testQuoteInsideUnquotedValue() {
    check(["ATTENDEE;CN=Ja\"ne:mailto:j@x"],
      ["6:15: error: '\"' inside an unquoted parameter value; quote the whole value (NAME=\"...\") and write a quote as ^' (RFC 6868)"])
  }

  // RFC 5545 §3.1.4 (UTF-8) and §3.1 (no CTL but HTAB).
  func testInvalidUTF8() {
    var bytes = Array(todoCalendar(["SUMMARY:cafX!"]).utf8)
    if let i = bytes.firstIndex(of: UInt8(ascii: "X")) { bytes[i] = 0xE9 }
    XCTAssertEqual(diagnostics(bytes: bytes), ["6:12: error: invalid UTF-8 (byte 0xE9); iCalendar text must be UTF-8 (RFC 5545 §3.1.4)"])
  }

  func testControlCharacter() {
    check(["SUMMARY:a\u{01}b"], ["6:10: error: control character U+0001 is not allowed in a content line; only HTAB is (RFC 5545 §3.1)"])
  }

  func testControlCharacterOnAContinuationLineIsLocatedPhysically() {
    check(["SUMMARY:abc", " de\u{01}f"], ["7:4: error: control character U+0001 is not allowed in a content line; only HTAB is (RFC 5545 §3.1)"])
  }

  // RFC 5545 §3.1: lines SHOULD NOT be longer than 75 octets.
  func testOverlongLine() {
    check(["DESCRIPTION:" + String(repeating: "x", count: 80)],
      ["6:76: warning: line is 92 octets long; fold lines longer than 75 octets with CRLF and a space (RFC 5545 §3.1)"])
  }

  // RFC 5545 §3.8.2.4: DTSTART is DATE-TIME, or DATE with VALUE=DATE.
  func testDTSTARTWrongType() {
    check(["DTSTART:2026-01-31"],
      ["6:9: error: DTSTART value '2026-01-31' is not a valid DATE-TIME; expected YYYYMMDDTHHMMSS or YYYYMMDDTHHMMSSZ"])
  }

  func testDTSTARTDateWithoutValueDate() {
    check(["DTSTART:20260131"], [
      "6:9: error: DTSTART value '20260131' is a DATE but VALUE=DATE is missing; expected DTSTART;VALUE=DATE:20260131 or a DATE-TIME (YYYYMMDDTHHMMSS or YYYYMMDDTHHMMSSZ)",
    ])
  }

  func testValueTypeNotAllowed() {
    check(["DTSTART;VALUE=PERIOD:19970101T180000Z/PT5H30M"],
      ["6:15: error: VALUE=PERIOD is not allowed for DTSTART; expected VALUE=DATE-TIME or VALUE=DATE"])
  }

  // RFC 5545 §3.8.1.8: PERCENT-COMPLETE is an INTEGER 0..100; §3.8.1.9 PRIORITY INTEGER.
  func testPercentCompleteOutOfRange() {
    check(["PERCENT-COMPLETE:150"], ["6:18: error: PERCENT-COMPLETE value '150' is out of range; expected an INTEGER 0...100"])
  }

  func testPriorityNotInteger() {
    check(["PRIORITY:high"], ["6:10: error: PRIORITY value 'high' is not a valid INTEGER; expected [+|-]digits"])
  }

  // RFC 5545 §3.3.10: UNTIL has DTSTART's value type; UTC when DTSTART has a TZID.
  func testUntilDateTimeWithDateStart() {
    check(["DTSTART;VALUE=DATE:20260131", "RRULE:FREQ=DAILY;UNTIL=20260301T000000Z"], [
      "7:24: error: RRULE UNTIL '20260301T000000Z' is a DATE-TIME but DTSTART is a DATE; UNTIL must be a DATE (YYYYMMDD) like DTSTART (RFC 5545 §3.3.10)",
    ])
  }

  func testUntilLocalWithZonedStart() {
    check(["DTSTART;TZID=America/New_York:20260131T090000", "RRULE:FREQ=DAILY;UNTIL=20260301T000000"], [
      "7:24: error: RRULE UNTIL '20260301T000000' must be a UTC DATE-TIME (YYYYMMDDTHHMMSSZ) because DTSTART has a TZID or is UTC (RFC 5545 §3.3.10)",
    ])
  }

  func testRRuleWithoutFreq() {
    check(["RRULE:INTERVAL=2"],
      ["6:7: error: RRULE 'INTERVAL=2' has no FREQ; expected FREQ=SECONDLY|MINUTELY|HOURLY|DAILY|WEEKLY|MONTHLY|YEARLY;..."])
  }

  // RFC 5545 §3.6 / §3.7.3 / §3.7.4: VERSION and PRODID are required.
  func testMissingVersion() {
    XCTAssertEqual(diagnostics(crlf(["BEGIN:VCALENDAR", "PRODID:-//x//EN", "BEGIN:VTODO", "UID:1", "DTSTAMP:20260101T000000Z", "END:VTODO", "END:VCALENDAR"])),
      ["1:1: error: VCALENDAR has no VERSION property; expected VERSION:2.0"])
  }

  func testMissingProdID() {
    XCTAssertEqual(diagnostics(crlf(["BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VTODO", "UID:1", "DTSTAMP:20260101T000000Z", "END:VTODO", "END:VCALENDAR"])),
      ["1:1: error: VCALENDAR has no PRODID property; expected PRODID:-//Company//Product//EN"])
  }

  // RFC 5545 §3.4 / §3.6: every BEGIN has its END, properly nested.
  // The unclosed VALARM is closed by END:VTODO and checked like any other (RFC 5545 §3.6.6
  // requires its TRIGGER, and a DESCRIPTION for ACTION:DISPLAY); the template's DTSTAMP (line 8)
  // landed inside it, so the VTODO lacks one (§3.6.2).
  func testMismatchedEnd() {
    check(["BEGIN:VALARM", "ACTION:DISPLAY"], [
      "9:1: error: END:VTODO does not match BEGIN:VALARM on line 6; expected END:VALARM",
      "6:1: error: VALARM has no TRIGGER; RFC 5545 §3.6.6 requires one, e.g. TRIGGER:-PT15M",
      "6:1: error: VALARM has no DESCRIPTION; RFC 5545 §3.6.6 requires one for ACTION:DISPLAY, e.g. DESCRIPTION:Reminder",
      "4:1: error: VTODO has no DTSTAMP; RFC 5545 §3.6.2 requires one, e.g. DTSTAMP:20260131T090000Z",
    ])
  }

  func testEndWithoutBegin() {
    check(["END:VEVENT"], ["6:1: error: END:VEVENT without a matching BEGIN:VEVENT"])
  }

  func testNeverClosed() {
    XCTAssertEqual(diagnostics(crlf(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//x//EN", "BEGIN:VTODO", "UID:1", "DTSTAMP:20260101T000000Z"])), [
      "4:1: error: BEGIN:VTODO is never closed; expected END:VTODO before the end of input",
      "1:1: error: BEGIN:VCALENDAR is never closed; expected END:VCALENDAR before the end of input",
    ])
  }

  // docs/SEMANTICS.md "Components and their occurrences" (lenient reading): exporters write X- lines outside the VCALENDAR; they are
  // ignored with a warning. Any other property there is still an error.
  func testPropertyOutsideAnyComponent() {
    XCTAssertEqual(diagnostics(crlf(["X-FOO:bar"]) + todoCalendar([])),
      ["1:1: warning: property 'X-FOO' outside any component ignored; expected BEGIN:VCALENDAR first"])
    XCTAssertEqual(diagnostics(crlf(["SUMMARY:bar"]) + todoCalendar([])),
      ["1:1: error: property 'SUMMARY' outside any component; expected BEGIN:VCALENDAR first"])
  }

  func testEmptyInput() {
    XCTAssertEqual(diagnostics(""), ["1:1: error: no BEGIN:VCALENDAR found; an iCalendar object is BEGIN:VCALENDAR ... END:VCALENDAR"])
  }

  func testTopLevelComponentOutsideVCALENDAR() {
    XCTAssertEqual(diagnostics(crlf(["BEGIN:VEVENT", "UID:1", "DTSTAMP:20260101T000000Z", "DTSTART:20260101T090000Z", "END:VEVENT"])),
      ["1:1: error: BEGIN:VEVENT at top level; components belong inside BEGIN:VCALENDAR ... END:VCALENDAR"])
  }

  // RFC 5545 §3.1: CRLF line endings (bare LF read, reported once).
  func testBareLF() {
    XCTAssertEqual(diagnostics(todoCalendar([]).replacingOccurrences(of: "\r\n", with: "\n")),
      ["1:16: warning: line ends with a bare LF; expected CRLF (further bare LFs are not reported)"])
  }

  // RFC 5545 §2.1 / §3.1: names are case-insensitive; canonical form is uppercase.
  func testLowercaseName() {
    check(["summary:x"], ["6:1: warning: name 'summary' is not uppercase; write 'SUMMARY'"])
  }

  func testByteOrderMark() {
    XCTAssertEqual(diagnostics("\u{FEFF}" + todoCalendar([])),
      ["1:1: warning: byte order mark (U+FEFF) at start of input ignored; iCalendar text starts with BEGIN:VCALENDAR"])
  }

  // RFC 5545 §3.3.11: COMMA and SEMICOLON in TEXT must be escaped; only \\ \; \, \n \N.
  func testUnescapedCommaInText() {
    check(["SUMMARY:Milk, eggs"], ["6:13: warning: unescaped ',' in SUMMARY read as a literal ','; write '\\,' (RFC 5545 §3.3.11)"])
  }

  func testInvalidTextEscape() {
    check(["SUMMARY:a\\qb"],
      ["6:10: warning: invalid escape '\\q' in SUMMARY; TEXT escapes are \\\\ \\; \\, \\n and \\N (RFC 5545 §3.3.11)"])
  }

  // RFC 5545 §3.8.6.3: TRIGGER is a DURATION unless VALUE=DATE-TIME.
  func testTriggerDateTimeWithoutValue() {
    check(["BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:20260131T140000Z", "DESCRIPTION:Call", "END:VALARM"], [
      "8:9: error: TRIGGER value '20260131T140000Z' is a DATE-TIME but VALUE=DATE-TIME is missing; expected TRIGGER;VALUE=DATE-TIME:20260131T140000Z or a DURATION such as -PT15M",
    ])
  }

  // RFC 5545 §3.8.7.2: DTSTAMP is a UTC DATE-TIME.
  func testDTSTAMPNotUTC() {
    check(["DTSTAMP:20260101T000000"], ["6:9: error: DTSTAMP value '20260101T000000' is not in UTC; expected YYYYMMDDTHHMMSSZ"])
  }

  // RFC 5545 §3.3.6 DURATION grammar (hours only after T).
  func testDurationWithoutT() {
    check(["DURATION:P1H", "DTSTART:20260131T090000Z"], ["6:10: error: DURATION value 'P1H' is not a valid DURATION; expected [+|-]PnW or [+|-]P[nD][T[nH][nM][nS]]"])
  }

  // RFC 5545 §3.3.5: a UTC time carries no TZID.
  func testTZIDWithUTCValue() {
    check(["DTSTART;TZID=America/New_York:20260131T090000Z"], [
      "6:31: error: DTSTART has TZID=America/New_York and a UTC value '20260131T090000Z'; a UTC time takes no TZID (RFC 5545 §3.3.5)",
    ])
  }

  // RFC 5545 §3.8.1.6 GEO, §3.3.14 UTC-OFFSET, §3.7.4 VERSION.
  func testGeoNotTwoFloats() {
    check(["GEO:north"], ["6:5: error: GEO value 'north' is not two FLOATs; expected latitude;longitude such as 37.386013;-122.082932"])
  }

  func testUTCOffsetWithoutSign() {
    check(["TZOFFSETFROM:0500"], ["6:14: error: TZOFFSETFROM value '0500' is not a valid UTC-OFFSET; expected +HHMM[SS] or -HHMM[SS]"])
  }

  func testUnsupportedVersion() {
    XCTAssertEqual(diagnostics(todoCalendar([]).replacingOccurrences(of: "VERSION:2.0", with: "VERSION:1.0")),
      ["2:9: error: VERSION value '1.0' is not supported; expected VERSION:2.0 (RFC 5545 §3.7.4)"])
  }

  func testTrailingWhitespaceAfterEnd() {
    XCTAssertEqual(diagnostics(todoCalendar([]).replacingOccurrences(of: "END:VTODO", with: "END:VTODO  ")),
      ["7:10: warning: trailing whitespace after END:VTODO ignored"])
  }

  func testEmptyLine() {
    check([""], ["6:1: warning: empty line ignored; every content line is NAME[;PARAM=VALUE]*:VALUE"])
  }

  // Recovery: one bad line never loses the rest of the file.
  func testBadLineDoesNotLoseTheRest() throws {
    let r = ICalendarParser.parse(todoCalendar(["SUMMARY Pay rent", "DESCRIPTION:kept", "PRIORITY:high", "X-AFTER:also kept"]))
    let todo = try XCTUnwrap(r.calendar?.firstComponent(named: "VTODO"))
    XCTAssertEqual(todo.properties.map(\.name), ["UID", "DESCRIPTION", "PRIORITY", "X-AFTER", "DTSTAMP"])
    XCTAssertEqual(r.diagnostics.count, 2)
  }

  func testLintAndParseReportTheSameDiagnostics() {
    let text = todoCalendar(["SUMMARY Pay rent", "summary:x, y", "DTSTART:2026", "END:VEVENT"])
    var linted: [Diagnostic] = []
    let summary = ICalendarParser.lint(Array(text.utf8)) { linted.append($0) }
    XCTAssertEqual(linted, ICalendarParser.parse(text).diagnostics)
    XCTAssertEqual(summary, LintSummary(errors: 3, warnings: 2))
  }
}

// Limits (docs/SEMANTICS.md "The iCalendar format"): nesting is capped at 64 so every END
// search is bounded; the cap is this project's, RFC 5545 objects nest 3 deep.
final class NestingLimitTests: XCTestCase {
  func testNestingDeeperThan64IsReportedAndSkipped() {
    let begins = (0..<70).map { "BEGIN:X-N\($0)" }
    let ends = (0..<70).reversed().map { "END:X-N\($0)" }
    let text = crlf(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//x//EN"] + begins + ends + ["END:VCALENDAR"])
    let d = diagnostics(text)
    XCTAssertEqual(d.first, "67:1: error: BEGIN:X-N63 is nested more than 64 components deep; the component is skipped")
    XCTAssertEqual(d.count, 14)  // 7 skipped BEGINs, 7 unmatched ENDs
    XCTAssertEqual(d[7], "74:1: error: END:X-N69 without a matching BEGIN:X-N69")
  }
}
