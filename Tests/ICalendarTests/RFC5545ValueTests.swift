// The value and property examples of RFC 5545 §3.1–§3.3 and §3.8, and RFC 6868 §4, each
// written from the RFC text and naming its section.

import XCTest
@testable import ICalendar

final class RFC5545ValueTests: XCTestCase {
  private func property(_ line: String) throws -> Property {
    // The RFC prints long examples across lines; fold them as §3.1 requires.
    let r = ICalendarParser.parse(todoCalendar(foldASCII(line)))
    XCTAssertEqual(r.diagnostics.map(\.description), [], line)
    let todo = try XCTUnwrap(r.calendar?.firstComponent(named: "VTODO"))
    // The example's property follows the template's UID (DTSTAMP comes after it).
    return try XCTUnwrap(todo.properties.dropFirst().first)
  }

  // Source: RFC 5545 §3.1, the folding example.
  func testFoldingExampleOfSection3_1() throws {
    let text = crlf(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//x//EN", "BEGIN:VTODO",
      "DESCRIPTION:This is a lo", " ng description", "  that exists on a long line.", "END:VTODO", "END:VCALENDAR"])
    let d = ICalendarParser.parse(text).calendar?.firstComponent(named: "VTODO")?.firstProperty(named: "DESCRIPTION")
    XCTAssertEqual(d?.rawValue, "This is a long description that exists on a long line.")
  }

  // Source: RFC 5545 §3.1.1, list examples.
  func testListExamplesOfSection3_1_1() throws {
    XCTAssertEqual(try property("CATEGORIES:APPOINTMENT,EDUCATION").texts, ["APPOINTMENT", "EDUCATION"])
    let r = try property("RDATE;VALUE=DATE:19970304,19970504,19970704,19970904")
    XCTAssertEqual(r.dateOrDateTimes, [
      .date(DateValue(year: 1997, month: 3, day: 4)), .date(DateValue(year: 1997, month: 5, day: 4)),
      .date(DateValue(year: 1997, month: 7, day: 4)), .date(DateValue(year: 1997, month: 9, day: 4)),
    ])
  }

  // Source: RFC 5545 §3.2.2 (CN), §3.2.5 (DELEGATED-TO), §3.2.11 (MEMBER).
  func testParameterExamplesOfSection3_2() throws {
    let cn = try property("ORGANIZER;CN=\"John Smith\":mailto:jsmith@example.com")
    XCTAssertEqual(cn.parameters, [Parameter(name: "CN", values: [ParameterValue(raw: "John Smith", isQuoted: true)])])
    let dt = try property("ATTENDEE;DELEGATED-TO=\"mailto:jdoe@example.com\",\"mailto:jqpublic@example.com\":mailto:jsmith@example.com")
    XCTAssertEqual(dt.parameter(named: "DELEGATED-TO")?.decodedValues, ["mailto:jdoe@example.com", "mailto:jqpublic@example.com"])
    XCTAssertEqual(dt.rawValue, "mailto:jsmith@example.com")
    let m = try property("ATTENDEE;MEMBER=\"mailto:ietf-calsch@example.org\":mailto:jsmith@example.com")
    XCTAssertEqual(m.parameterValue("member"), "mailto:ietf-calsch@example.org")
  }

  // Source: RFC 5545 §3.3.2 BOOLEAN, §3.3.3 CAL-ADDRESS, §3.3.13 URI.
  func testBooleanCalAddressURI() throws {
    XCTAssertEqual(try property("X-NON-SMOKING;VALUE=BOOLEAN:TRUE").typedValues(), [.boolean(true)])
    XCTAssertEqual(try property("ATTENDEE:mailto:jane_doe@example.com").typedValues(), [.calAddress("mailto:jane_doe@example.com")])
    XCTAssertEqual(try property("URL:http://example.com/my-report.txt").typedValues(), [.uri("http://example.com/my-report.txt")])
  }

  // Source: RFC 5545 §3.3.4 DATE ("19970714") and §3.3.5 DATE-TIME forms 1-3.
  func testDateAndDateTime() throws {
    XCTAssertEqual(DateValue("19970714"), DateValue(year: 1997, month: 7, day: 14))
    XCTAssertEqual(DateTimeValue("19980118T230000"), DateTimeValue(year: 1998, month: 1, day: 18, hour: 23, minute: 0, second: 0))
    XCTAssertEqual(DateTimeValue("19980119T070000Z")?.isUTC, true)
    let p = try property("DTSTART;TZID=America/New_York:19980119T020000")
    XCTAssertEqual(p.tzid, "America/New_York")
    XCTAssertEqual(p.dateOrDateTime, .dateTime(DateTimeValue(year: 1998, month: 1, day: 19, hour: 2, minute: 0, second: 0)))
    // §3.3.5: "19980119T230000-0800" is invalid (no offsets in DATE-TIME).
    XCTAssertNil(DateTimeValue("19980119T230000-0800"))
    XCTAssertNil(DateValue("19970230"))
  }

  // Source: RFC 5545 §3.3.6 DURATION examples "P15DT5H0M20S" and "P7W".
  func testDuration() {
    XCTAssertEqual(DurationValue("P15DT5H0M20S"), DurationValue(days: 15, hours: 5, minutes: 0, seconds: 20))
    XCTAssertEqual(DurationValue("P15DT5H0M20S")?.totalSeconds, 15 * 86400 + 5 * 3600 + 20)
    XCTAssertEqual(DurationValue("P7W"), DurationValue(weeks: 7))
    XCTAssertEqual(DurationValue("-PT15M"), DurationValue(isNegative: true, minutes: 15))
    XCTAssertNil(DurationValue("P1H"))
    XCTAssertNil(DurationValue("PT"))
  }

  // Source: RFC 5545 §3.3.7 FLOAT, §3.3.8 INTEGER examples.
  func testFloatAndInteger() throws {
    XCTAssertEqual(try property("X-F;VALUE=FLOAT:1000000.0000001").typedValues(), [.float(1000000.0000001)])
    XCTAssertEqual(try property("X-F;VALUE=FLOAT:-3.14").typedValues(), [.float(-3.14)])
    XCTAssertEqual(try property("X-I;VALUE=INTEGER:-1234567890").typedValues(), [.integer(-1234567890)])
    XCTAssertEqual(try property("X-I;VALUE=INTEGER:+1234567890").typedValues(), [.integer(1234567890)])
    XCTAssertEqual(try property("X-I;VALUE=INTEGER:432109876").typedValues(), [.integer(432109876)])
  }

  // Source: RFC 5545 §3.3.9 PERIOD examples.
  func testPeriod() {
    XCTAssertEqual(PeriodValue("19970101T180000Z/19970102T070000Z"),
      PeriodValue(start: DateTimeValue(year: 1997, month: 1, day: 1, hour: 18, minute: 0, second: 0, isUTC: true),
        end: .dateTime(DateTimeValue(year: 1997, month: 1, day: 2, hour: 7, minute: 0, second: 0, isUTC: true))))
    XCTAssertEqual(PeriodValue("19970101T180000Z/PT5H30M")?.end, .duration(DurationValue(hours: 5, minutes: 30)))
  }

  // Source: RFC 5545 §3.3.10: RECUR is kept as text here; UNTIL is readable.
  func testRecurAsText() throws {
    let r = try property("RRULE:FREQ=DAILY;UNTIL=19971224T000000Z;COUNT=10").recur
    XCTAssertEqual(r.text, "FREQ=DAILY;UNTIL=19971224T000000Z;COUNT=10")
    XCTAssertEqual(r.part("count"), "10")
    XCTAssertEqual(r.until, .dateTime(DateTimeValue(year: 1997, month: 12, day: 24, hour: 0, minute: 0, second: 0, isUTC: true)))
  }

  // Source: RFC 5545 §3.8.1.2 CATEGORIES is a list; §3.8.1.12 SUMMARY is one TEXT.
  func testTextListOnlyForListProperties() {
    XCTAssertEqual(Property(name: "CATEGORIES", rawValue: "a\\,b,c").typedValues(), [.text("a,b"), .text("c")])
    XCTAssertEqual(Property(name: "SUMMARY", rawValue: "a\\, b").typedValues(), [.text("a, b")])
  }

  // Source: RFC 5545 §3.3.11 TEXT example.
  func testTextExample() throws {
    let p = try property("DESCRIPTION:Project XYZ Final Review\\nConference Room - 3B\\nCome Prepared.")
    XCTAssertEqual(p.text, "Project XYZ Final Review\nConference Room - 3B\nCome Prepared.")
    XCTAssertEqual(TextValue.escape("a;b,c\\d\ne"), "a\\;b\\,c\\\\d\\ne")
  }

  // Source: RFC 5545 §3.3.12 TIME examples "230000", "070000Z".
  func testTime() {
    XCTAssertEqual(TimeValue("230000"), TimeValue(hour: 23, minute: 0, second: 0))
    XCTAssertEqual(TimeValue("070000Z"), TimeValue(hour: 7, minute: 0, second: 0, isUTC: true))
    XCTAssertNil(TimeValue("240000"))
  }

  // Source: RFC 5545 §3.3.14 UTC-OFFSET examples "-0500", "+0100"; "-0000" is not allowed.
  func testUTCOffset() {
    XCTAssertEqual(UTCOffsetValue("-0500")?.seconds, -18000)
    XCTAssertEqual(UTCOffsetValue("+0100")?.seconds, 3600)
    XCTAssertNil(UTCOffsetValue("-0000"))
    XCTAssertEqual(UTCOffsetValue(seconds: -17762).description, "-045602")
  }

  // Source: RFC 5545 §3.3.1 BINARY (base64 per RFC 4648 §4; "Hi!" -> "SGkh").
  func testBinary() throws {
    let p = try property("ATTACH;FMTTYPE=text/plain;ENCODING=BASE64;VALUE=BINARY:SGkh")
    XCTAssertEqual(p.typedValues(), [.binary(Array("Hi!".utf8))])
    XCTAssertEqual(BinaryValue.encode(Array("Hi".utf8)), "SGk=")
  }

  // Source: RFC 5545 §3.8.1.6 GEO and §3.8.1.8 PERCENT-COMPLETE examples.
  func testGeoAndPercent() throws {
    let g = try property("GEO:37.386013;-122.082932").geo
    XCTAssertEqual(g?.latitude, 37.386013)
    XCTAssertEqual(g?.longitude, -122.082932)
    XCTAssertEqual(try property("PERCENT-COMPLETE:39").integer, 39)
  }

  // Source: RFC 6868 §4 examples (caret escapes in parameter values).
  func testRFC6868Examples() throws {
    let a = try property("ATTENDEE;CN=George Herman ^'Babe^' Ruth:mailto:babe@example.com")
    XCTAssertEqual(a.parameterValue("CN"), "George Herman \"Babe\" Ruth")
    XCTAssertEqual(a.parameter(named: "CN")?.values.first?.raw, "George Herman ^'Babe^' Ruth")
    let g = try property("GEO;X-ADDRESS=\"Pittsburgh Pirates^n115 Federal St^nPittsburgh, PA 15212\":40.446816;-80.00366")
    XCTAssertEqual(g.parameterValue("X-ADDRESS"), "Pittsburgh Pirates\n115 Federal St\nPittsburgh, PA 15212")
    XCTAssertEqual(ParameterEscaping.encode("a^b\"c\nd"), "a^^b^'c^nd")
    XCTAssertEqual(ParameterEscaping.decode("^x^^"), "^x^")
  }
}
