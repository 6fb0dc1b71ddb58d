// The iCalendar objects of RFC 5545 §4 ("Examples"), written out from the RFC text; each must
// parse with no diagnostics, keep every property in order, and round-trip byte for byte.

import XCTest
@testable import ICalendar

final class RFC5545ExampleTests: XCTestCase {
  // Source: RFC 5545 §4, first example (a VEVENT with a folded DESCRIPTION).
  static let event = crlf([
    "BEGIN:VCALENDAR",
    "PRODID:-//xyz Corp//NONSGML PDA Calendar Version 1.0//EN",
    "VERSION:2.0",
    "BEGIN:VEVENT",
    "DTSTAMP:19960704T120000Z",
    "UID:uid1@example.com",
    "ORGANIZER:mailto:jsmith@example.com",
    "DTSTART:19960918T143000Z",
    "DTEND:19960920T220000Z",
    "STATUS:CONFIRMED",
    "CATEGORIES:CONFERENCE",
    "SUMMARY:Networld+Interop Conference",
    "DESCRIPTION:Networld+Interop Conference",
    "  and Exhibit\\nAtlanta World Congress Center\\n",
    " Atlanta\\, Georgia",
    "END:VEVENT",
    "END:VCALENDAR",
  ])

  // Source: RFC 5545 §4, second example (VTIMEZONE America/New_York and a VEVENT).
  static let timezoneEvent = crlf([
    "BEGIN:VCALENDAR",
    "PRODID:-//RDU Software//NONSGML HandCal//EN",
    "VERSION:2.0",
    "BEGIN:VTIMEZONE",
    "TZID:America/New_York",
    "BEGIN:STANDARD",
    "DTSTART:19981025T020000",
    "TZOFFSETFROM:-0400",
    "TZOFFSETTO:-0500",
    "TZNAME:EST",
    "END:STANDARD",
    "BEGIN:DAYLIGHT",
    "DTSTART:19990404T020000",
    "TZOFFSETFROM:-0500",
    "TZOFFSETTO:-0400",
    "TZNAME:EDT",
    "END:DAYLIGHT",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    "DTSTAMP:19980309T231000Z",
    "UID:guid-1.example.com",
    "ORGANIZER:mailto:mrbig@example.com",
    "ATTENDEE;RSVP=TRUE;ROLE=REQ-PARTICIPANT;CUTYPE=GROUP:",
    " mailto:employee-A@example.com",
    "DESCRIPTION:Project XYZ Review Meeting",
    "CATEGORIES:MEETING",
    "CLASS:PUBLIC",
    "CREATED:19980309T130000Z",
    "SUMMARY:XYZ Project Review",
    "DTSTART;TZID=America/New_York:19980312T083000",
    "DTEND;TZID=America/New_York:19980312T093000",
    "LOCATION:1CP Conference Room 4350",
    "END:VEVENT",
    "END:VCALENDAR",
  ])

  // Source: RFC 5545 §4, third example (METHOD:xyz, a folded ATTACH URI).
  static let meeting = crlf([
    "BEGIN:VCALENDAR",
    "METHOD:xyz",
    "VERSION:2.0",
    "PRODID:-//ABC Corporation//NONSGML My Product//EN",
    "BEGIN:VEVENT",
    "DTSTAMP:19970324T120000Z",
    "SEQUENCE:0",
    "UID:uid3@example.com",
    "ORGANIZER:mailto:jdoe@example.com",
    "ATTENDEE;RSVP=TRUE:mailto:jsmith@example.com",
    "DTSTART:19970324T123000Z",
    "DTEND:19970324T210000Z",
    "CATEGORIES:MEETING,PROJECT",
    "CLASS:PUBLIC",
    "SUMMARY:Calendaring Interoperability Planning Meeting",
    "DESCRIPTION:Discuss how we can test c&s interoperability\\n",
    " using iCalendar and other IETF standards.",
    "LOCATION:LDB Lobby",
    "ATTACH;FMTTYPE=application/postscript:ftp://example.com/pub/",
    " conf/bkgrnd.ps",
    "END:VEVENT",
    "END:VCALENDAR",
  ])

  // Source: RFC 5545 §4, fourth example (a VTODO with an audio VALARM).
  static let todo = crlf([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//ABC Corporation//NONSGML My Product//EN",
    "BEGIN:VTODO",
    "DTSTAMP:19980130T134500Z",
    "SEQUENCE:2",
    "UID:uid4@example.com",
    "ORGANIZER:mailto:unclesam@example.com",
    "ATTENDEE;PARTSTAT=ACCEPTED:mailto:jqpublic@example.com",
    "DUE:19980415T000000",
    "STATUS:NEEDS-ACTION",
    "SUMMARY:Submit Income Taxes",
    "BEGIN:VALARM",
    "ACTION:AUDIO",
    "TRIGGER;VALUE=DATE-TIME:19980403T120000Z",
    "ATTACH;FMTTYPE=audio/basic:http://example.com/pub/audio-",
    " files/ssbanner.aud",
    "REPEAT:4",
    "DURATION:PT1H",
    "END:VALARM",
    "END:VTODO",
    "END:VCALENDAR",
  ])

  // Source: RFC 5545 §4, fifth example (a VJOURNAL with a long folded DESCRIPTION).
  static let journal = crlf([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//ABC Corporation//NONSGML My Product//EN",
    "BEGIN:VJOURNAL",
    "DTSTAMP:19970324T120000Z",
    "UID:uid5@example.com",
    "ORGANIZER:mailto:jsmith@example.com",
    "STATUS:DRAFT",
    "CLASS:PUBLIC",
    "CATEGORIES:Project Report,XYZ,Weekly Meeting",
    "DESCRIPTION:Project xyz Review Meeting Minutes\\n",
    " Agenda\\n1. Review of project version 1.0 requirements.\\n2.",
    "  Definition",
    " of project processes.\\n3. Review of project schedule.\\n",
    " Participants: John Smith\\, Jane Doe\\, Jim Dandy\\n-It was",
    "  decided that the requirements need to be signed off by",
    "  product marketing.\\n-Project processes were accepted.\\n",
    " -Project schedule needs to account for scheduled holidays",
    "  and employee vacation time. Check with HR for specific",
    "  dates.\\n-New schedule will be distributed by Friday.\\n-",
    " Next weeks meeting is cancelled. No meeting until 3/23.",
    "END:VJOURNAL",
    "END:VCALENDAR",
  ])

  // Source: RFC 5545 §4, sixth example (VFREEBUSY with PERIOD values).
  static let freeBusy = crlf([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//RDU Software//NONSGML HandCal//EN",
    "BEGIN:VFREEBUSY",
    "ORGANIZER:mailto:jsmith@example.com",
    "DTSTART:19980313T141711Z",
    "DTEND:19980410T141711Z",
    "FREEBUSY:19980314T233000Z/19980315T003000Z",
    "FREEBUSY:19980316T153000Z/19980316T163000Z",
    "FREEBUSY:19980318T030000Z/19980318T040000Z",
    "URL:http://www.example.com/calendar/busytime/jsmith.ifb",
    "END:VFREEBUSY",
    "END:VCALENDAR",
  ])

  static let all = [event, timezoneEvent, meeting, todo, journal, freeBusy]

  func testEveryExampleParsesWithoutDiagnostics() {
    for (i, text) in Self.all.enumerated() where i != 5 {
      XCTAssertEqual(diagnostics(text), [], "RFC 5545 §4 example \(i + 1)")
    }
  }

  // Source: RFC 5545 §3.6.4, fbprop = *(dtstamp / uid ...) "; The following are REQUIRED,
  // ; but MUST NOT occur more than once." The §4 published free/busy example (example 6)
  // has neither, so its own grammar makes it invalid; lint says so, at the BEGIN line.
  func testFreeBusyExampleLacksWhatSection3_6_4Requires() {
    XCTAssertEqual(diagnostics(Self.freeBusy), [
      "4:1: error: VFREEBUSY has no UID; RFC 5545 §3.6.4 requires one, e.g. UID:4088E990AD89@example.com",
      "4:1: error: VFREEBUSY has no DTSTAMP; RFC 5545 §3.6.4 requires one, e.g. DTSTAMP:20260131T090000Z",
    ])
  }

  func testEveryExampleRoundTripsByteForByte() {
    // The RFC's examples are already CRLF and folded at <= 75 octets, but folded at different
    // places than our writer; values must come back identical after a second parse.
    for (i, text) in Self.all.enumerated() {
      let first = ICalendarParser.parse(text)
      let written = ICalendarWriter.bytes(first.components)
      XCTAssertEqual(ICalendarParser.parse(written).components, first.components, "example \(i + 1)")
    }
  }

  func testFirstExampleUnfoldsDescription() throws {
    let cal = try XCTUnwrap(ICalendarParser.parse(Self.event).calendar)
    let event = try XCTUnwrap(cal.firstComponent(named: "VEVENT"))
    let d = try XCTUnwrap(event.firstProperty(named: "DESCRIPTION"))
    XCTAssertEqual(d.rawValue, "Networld+Interop Conference and Exhibit\\nAtlanta World Congress Center\\nAtlanta\\, Georgia")
    XCTAssertEqual(d.text, "Networld+Interop Conference and Exhibit\nAtlanta World Congress Center\nAtlanta, Georgia")
    XCTAssertEqual(event.properties.map(\.name), [
      "DTSTAMP", "UID", "ORGANIZER", "DTSTART", "DTEND", "STATUS", "CATEGORIES", "SUMMARY", "DESCRIPTION",
    ])
    XCTAssertEqual(event.firstProperty(named: "DTSTART")?.dateOrDateTime,
      .dateTime(DateTimeValue(year: 1996, month: 9, day: 18, hour: 14, minute: 30, second: 0, isUTC: true)))
  }

  func testSecondExampleTimezoneTree() throws {
    let cal = try XCTUnwrap(ICalendarParser.parse(Self.timezoneEvent).calendar)
    XCTAssertEqual(cal.components.map(\.name), ["VTIMEZONE", "VEVENT"])
    let tz = try XCTUnwrap(cal.firstComponent(named: "VTIMEZONE"))
    XCTAssertEqual(tz.components.map(\.name), ["STANDARD", "DAYLIGHT"])
    XCTAssertEqual(tz.components[0].firstProperty(named: "TZOFFSETTO")?.utcOffset, UTCOffsetValue(seconds: -18000))
    XCTAssertEqual(tz.components[1].firstProperty(named: "TZOFFSETTO")?.utcOffset, UTCOffsetValue(seconds: -14400))
    let event = try XCTUnwrap(cal.firstComponent(named: "VEVENT"))
    let attendee = try XCTUnwrap(event.firstProperty(named: "ATTENDEE"))
    XCTAssertEqual(attendee.parameters.map(\.description), ["RSVP=TRUE", "ROLE=REQ-PARTICIPANT", "CUTYPE=GROUP"])
    XCTAssertEqual(attendee.rawValue, "mailto:employee-A@example.com")
    let start = try XCTUnwrap(event.firstProperty(named: "DTSTART"))
    XCTAssertEqual(start.tzid, "America/New_York")
    XCTAssertEqual(start.dateOrDateTime, .dateTime(DateTimeValue(year: 1998, month: 3, day: 12, hour: 8, minute: 30, second: 0)))
  }

  func testThirdExampleListsAndFoldedURI() throws {
    let event = try XCTUnwrap(ICalendarParser.parse(Self.meeting).calendar?.firstComponent(named: "VEVENT"))
    XCTAssertEqual(event.firstProperty(named: "CATEGORIES")?.texts, ["MEETING", "PROJECT"])
    XCTAssertEqual(event.firstProperty(named: "ATTACH")?.rawValue, "ftp://example.com/pub/conf/bkgrnd.ps")
    XCTAssertEqual(event.firstProperty(named: "ATTACH")?.parameterValue("FMTTYPE"), "application/postscript")
    XCTAssertEqual(event.firstProperty(named: "SEQUENCE")?.integer, 0)
  }

  func testFourthExampleTodoWithAlarm() throws {
    let todo = try XCTUnwrap(ICalendarParser.parse(Self.todo).calendar?.firstComponent(named: "VTODO"))
    XCTAssertEqual(todo.firstProperty(named: "DUE")?.dateOrDateTime,
      .dateTime(DateTimeValue(year: 1998, month: 4, day: 15, hour: 0, minute: 0, second: 0)))
    let alarm = try XCTUnwrap(todo.firstComponent(named: "VALARM"))
    XCTAssertEqual(alarm.properties.map(\.name), ["ACTION", "TRIGGER", "ATTACH", "REPEAT", "DURATION"])
    XCTAssertEqual(alarm.firstProperty(named: "TRIGGER")?.valueType, .dateTime)
    XCTAssertEqual(alarm.firstProperty(named: "TRIGGER")?.typedValues(),
      [.dateTime(DateTimeValue(year: 1998, month: 4, day: 3, hour: 12, minute: 0, second: 0, isUTC: true))])
    XCTAssertEqual(alarm.firstProperty(named: "REPEAT")?.integer, 4)
    XCTAssertEqual(alarm.firstProperty(named: "DURATION")?.duration, DurationValue(hours: 1))
    XCTAssertEqual(alarm.firstProperty(named: "ATTACH")?.rawValue, "http://example.com/pub/audio-files/ssbanner.aud")
  }

  func testFifthExampleJournalText() throws {
    let j = try XCTUnwrap(ICalendarParser.parse(Self.journal).calendar?.firstComponent(named: "VJOURNAL"))
    XCTAssertEqual(j.firstProperty(named: "CATEGORIES")?.texts, ["Project Report", "XYZ", "Weekly Meeting"])
    let text = try XCTUnwrap(j.firstProperty(named: "DESCRIPTION")?.text)
    // The RFC's own folding ("2." / "  Definition" / " of project") removes one space per fold,
    // so "Definition" and "of" are glued: unfolding is exactly as §3.1 says.
    XCTAssertEqual(text, """
      Project xyz Review Meeting Minutes
      Agenda
      1. Review of project version 1.0 requirements.
      2. Definitionof project processes.
      3. Review of project schedule.
      Participants: John Smith, Jane Doe, Jim Dandy
      -It was decided that the requirements need to be signed off by product marketing.
      -Project processes were accepted.
      -Project schedule needs to account for scheduled holidays and employee vacation time. \
      Check with HR for specific dates.
      -New schedule will be distributed by Friday.
      -Next weeks meeting is cancelled. No meeting until 3/23.
      """)
  }

  func testSixthExampleFreeBusyPeriods() throws {
    let fb = try XCTUnwrap(ICalendarParser.parse(Self.freeBusy).calendar?.firstComponent(named: "VFREEBUSY"))
    let periods = fb.properties(named: "FREEBUSY").compactMap(\.periods).flatMap { $0 }
    XCTAssertEqual(periods.map(\.description), [
      "19980314T233000Z/19980315T003000Z", "19980316T153000Z/19980316T163000Z", "19980318T030000Z/19980318T040000Z",
    ])
    XCTAssertEqual(fb.firstProperty(named: "URL")?.typedValues(), [.uri("http://www.example.com/calendar/busytime/jsmith.ifb")])
  }
}
