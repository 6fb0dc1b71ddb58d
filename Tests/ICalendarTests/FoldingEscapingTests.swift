// Edge cases of folding (RFC 5545 §3.1), parameter quoting (§3.1.1, §3.2) and RFC 6868 carets,
// checked against the RFCs' rules: expected bytes are written out in full.

import XCTest
@testable import ICalendar

final class FoldingEscapingTests: XCTestCase {
  private func written(_ p: Property) -> String {
    var w = ICalendarWriter()
    w.write(p)
    return String(decoding: w.takeBytes(), as: UTF8.self)
  }

  // Source: RFC 5545 §3.1 ("SHOULD NOT be longer than 75 octets"; split between octets, but a
  // multi-octet UTF-8 character must not be split, RFC 5545 §3.1 note).
  func testFourByteEmojiExactlyAtTheFoldPoint() {
    // "SUMMARY:" is 8 octets; 66 x's bring us to 74; the emoji (4 octets) would end at 78.
    let value = String(repeating: "x", count: 66) + "😀" + "yz"
    let out = written(Property(name: "SUMMARY", rawValue: value))
    XCTAssertEqual(out, "SUMMARY:" + String(repeating: "x", count: 66) + "\r\n 😀yz\r\n")
  }

  func testASCIIFoldsAt75And74() {
    let value = String(repeating: "a", count: 67 + 74 + 5)
    let out = written(Property(name: "SUMMARY", rawValue: value))
    XCTAssertEqual(out, "SUMMARY:" + String(repeating: "a", count: 67) + "\r\n " + String(repeating: "a", count: 74)
      + "\r\n " + String(repeating: "a", count: 5) + "\r\n")
  }

  func testExactly75OctetsIsNotFolded() {
    let value = String(repeating: "a", count: 67)
    XCTAssertEqual(written(Property(name: "SUMMARY", rawValue: value)), "SUMMARY:" + value + "\r\n")
  }

  // Source: RFC 5545 §3.1: unfolding happens on octets, before UTF-8 decoding, so a fold
  // inside a multi-octet sequence (as some writers produce) reassembles the character.
  func testFoldInsideMultibyteSequenceInInput() throws {
    var bytes = Array("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//EN\r\nBEGIN:VTODO\r\nUID:1\r\nDTSTAMP:20260101T000000Z\r\nSUMMARY:caf".utf8)
    bytes += [0xC3, 0x0D, 0x0A, 0x20, 0xA9]  // "é" = C3 A9 split by CRLF SP
    bytes += Array("!\r\nEND:VTODO\r\nEND:VCALENDAR\r\n".utf8)
    let r = ICalendarParser.parse(bytes)
    XCTAssertEqual(r.diagnostics, [])
    XCTAssertEqual(r.calendar?.firstComponent(named: "VTODO")?.firstProperty(named: "SUMMARY")?.rawValue, "café!")
  }

  // Source: RFC 5545 §3.1.1: a quoted param-value may contain ':' ';' ','.
  func testQuotedParameterWithColonAndSemicolon() throws {
    let text = todoCalendar(["ATTENDEE;CN=\"Doe; Jane: PhD, MD\";ROLE=CHAIR:mailto:jane@example.com"])
    let r = ICalendarParser.parse(text)
    XCTAssertEqual(r.diagnostics, [])
    let p = try XCTUnwrap(r.calendar?.firstComponent(named: "VTODO")?.firstProperty(named: "ATTENDEE"))
    XCTAssertEqual(p.parameterValue("CN"), "Doe; Jane: PhD, MD")
    XCTAssertEqual(p.parameterValue("ROLE"), "CHAIR")
    XCTAssertEqual(p.rawValue, "mailto:jane@example.com")
    XCTAssertEqual(written(p), "ATTENDEE;CN=\"Doe; Jane: PhD, MD\";ROLE=CHAIR:mailto:jane@example.com\r\n")
  }

  func testBuiltParameterIsQuotedWhenNeeded() {
    let p = Property(name: "X-A", parameters: [Parameter(name: "X-P", value: "a:b"), Parameter(name: "X-Q", value: "say \"hi\"")], rawValue: "v")
    XCTAssertEqual(written(p), "X-A;X-P=\"a:b\";X-Q=say ^'hi^':v\r\n")
  }

  // Source: RFC 6868 §3: ^n, ^^, ^' decoded; the raw text is kept for a lossless write.
  func testCaretsAreDecodedOnRequestAndWrittenAsRead() throws {
    let text = todoCalendar(["X-NOTE;X-LABEL=\"Line1^nLine2 ^^ ^'q^'\":v"])
    let p = try XCTUnwrap(ICalendarParser.parse(text).calendar?.firstComponent(named: "VTODO")?.firstProperty(named: "X-NOTE"))
    XCTAssertEqual(p.parameterValue("X-LABEL"), "Line1\nLine2 ^ \"q\"")
    XCTAssertEqual(written(p), "X-NOTE;X-LABEL=\"Line1^nLine2 ^^ ^'q^'\":v\r\n")
  }

  // Source: RFC 5545 §3.3.11: escapes \\ \; \, \n \N.
  func testTextEscapesBothWays() {
    XCTAssertEqual(TextValue.unescape("a\\\\b\\;c\\,d\\ne\\Nf"), "a\\b;c,d\ne\nf")
    XCTAssertEqual(TextValue.escape("a\\b;c,d\ne"), "a\\\\b\\;c\\,d\\ne")
    XCTAssertEqual(TextValue.split("a\\,b,c"), ["a\\,b", "c"])
  }

  // Source: RFC 5545 §3.1: a fold is CRLF followed by a single space OR a horizontal tab.
  func testTabFold() throws {
    let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//EN\r\nBEGIN:VTODO\r\nSUMMARY:ab\r\n\tcd\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
    XCTAssertEqual(ICalendarParser.parse(text).calendar?.firstComponent(named: "VTODO")?.firstProperty(named: "SUMMARY")?.rawValue, "abcd")
  }
}

// RFC 5545 §3.1.1: param-value with ':' ';' ',' must be a quoted-string, even when built raw.
final class WriterQuotingTests: XCTestCase {
  func testRawUnquotedValueWithColonIsQuotedOnWrite() {
    var w = ICalendarWriter()
    w.write(Property(name: "X-A", parameters: [Parameter(name: "X-P", values: [ParameterValue(raw: "a:b", isQuoted: false)])], rawValue: "v"))
    XCTAssertEqual(String(decoding: w.takeBytes(), as: UTF8.self), "X-A;X-P=\"a:b\":v\r\n")
  }
}
