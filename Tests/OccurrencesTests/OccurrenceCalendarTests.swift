// The component model: recurrence sets of whole components with RDATE, EXDATE,
// EXRULE and RECURRENCE-ID overrides, windows with CalDAV overlap, and the one zone resolver.
// Expected values are written out in full; each test names the RFC text or the reasoning.

import ICalendar
import Occurrences
import Recurrence
import XCTest
import Zones

final class OccurrenceCalendarTests: XCTestCase, CalendarFixtures {
  /// `START END UID` per occurrence in [from, to), `*` after an override.
  func lines(_ c: OccurrenceCalendar, _ from: String, _ to: String) throws -> [String] {
    try c.occurrences(from: instant(from), to: instant(to)).map { o in
      "\(o.start?.iCalendarText ?? "-") \(o.end?.iCalendarText ?? "-") \(o.uid)\(o.isOverride ? "*" : "")"
    }
  }

  func event(_ uid: String, _ props: [String]) -> [String] {
    ["BEGIN:VEVENT", "UID:\(uid)", "DTSTAMP:20260101T000000Z"] + props + ["END:VEVENT"]
  }

  // MARK: - RFC 5545 text

  // RFC 5545 §3.8.5.3: "The "DTSTART" property value SHOULD be synchronized with the recurrence
  // rule, if specified. ... The "DTSTART" property defines the first instance in the recurrence
  // set." Tuesday 2026-01-06 is not a Monday, yet it is the first instance; COUNT counts the
  // rule's own instances (Jan 12, Jan 19).
  func testDTSTARTIsInTheSetEvenWhenTheRuleDoesNotGenerateIt() throws {
    let c = calendar(event("a", ["DTSTART:20260106T090000Z", "RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=2"]))
    XCTAssertEqual(try lines(c, "20260101T000000Z", "20270101T000000Z"), [
      "20260106T090000Z - a", "20260112T090000Z - a", "20260119T090000Z - a",
    ])
  }

  // RFC 5545 §3.8.5.2 RDATE example values (VALUE=PERIOD, explicit end and duration):
  // "RDATE;VALUE=PERIOD:19960403T020000Z/19960403T040000Z,19960404T010000Z/PT3H".
  func testRDatePeriodsGiveTheirOwnEnds() throws {
    let c = calendar(event("p", ["DTSTART:19960402T010000Z", "DTEND:19960402T020000Z",
                                 "RDATE;VALUE=PERIOD:19960403T020000Z/19960403T040000Z,19960404T010000Z/PT3H"]))
    // The period's start is the instance; its length follows DTEND − DTSTART (one hour),
    // RFC 5545 §3.8.5.3 "the same exact duration will apply to the recurrence instances".
    XCTAssertEqual(try lines(c, "19960401T000000Z", "19960501T000000Z"), [
      "19960402T010000Z 19960402T020000Z p", "19960403T020000Z 19960403T030000Z p", "19960404T010000Z 19960404T020000Z p",
    ])
  }

  // RFC 5545 §3.8.4.4: RECURRENCE-ID names the instance an override replaces; STATUS:CANCELLED
  // (§3.8.1.11) cancels that instance.
  func testOverridesMoveAndCancelInstances() throws {
    let c = calendar(
      event("w", ["DTSTART;TZID=Europe/Paris:20260105T090000", "DTEND;TZID=Europe/Paris:20260105T100000",
                  "RRULE:FREQ=WEEKLY;COUNT=4"])
      + event("w", ["RECURRENCE-ID;TZID=Europe/Paris:20260112T090000",
                    "DTSTART;TZID=Europe/Paris:20260113T140000", "DTEND;TZID=Europe/Paris:20260113T153000"])
      + event("w", ["RECURRENCE-ID;TZID=Europe/Paris:20260119T090000", "DTSTART;TZID=Europe/Paris:20260119T090000",
                    "STATUS:CANCELLED"]))
    XCTAssertEqual(try lines(c, "20260101T000000Z", "20260201T000000Z"), [
      "20260105T090000 20260105T100000 w", "20260113T140000 20260113T153000 w*", "20260126T090000 20260126T100000 w",
    ])
    XCTAssertEqual(c.diagnostics, [])
  }

  // RFC 5545 §3.2.13: RANGE=THISANDFUTURE applies the override "to the instance specified by
  // the recurrence identifier and all subsequent instances": moved two hours from the 19th on.
  func testThisAndFutureShiftsLaterInstances() throws {
    let c = calendar(
      event("f", ["DTSTART:20260105T090000Z", "DURATION:PT1H", "RRULE:FREQ=WEEKLY;COUNT=4"])
      + event("f", ["RECURRENCE-ID;RANGE=THISANDFUTURE:20260119T090000Z", "DTSTART:20260119T110000Z", "DURATION:PT30M"]))
    XCTAssertEqual(try lines(c, "20260101T000000Z", "20260201T000000Z"), [
      "20260105T090000Z 20260105T100000Z f", "20260112T090000Z 20260112T100000Z f",
      "20260119T110000Z 20260119T113000Z f*", "20260126T110000Z 20260126T113000Z f*",
    ])
  }

  // RFC 5545 §3.8.4.4 shifts later instances by the time difference of "the given recurrence
  // instance"; a RECURRENCE-ID that names none (python caldav's guess) gives none, so the
  // series is split there (docs/SEMANTICS.md "RANGE=THISANDFUTURE"): weekly from 01-05 09:00Z,
  // COUNT=4, split at 01-13 12:00Z (no instance) by an override from 01-20 10:00Z lasting 30
  // minutes: 01-05 and 01-12 at 09:00, then the two instances the COUNT leaves, 01-20 and
  // 01-27 at 10:00–10:30.
  func testThisAndFutureAtNoInstanceSplitsTheSeries() throws {
    let c = calendar(
      event("s", ["DTSTART:20260105T090000Z", "DURATION:PT1H", "RRULE:FREQ=WEEKLY;COUNT=4"])
      + event("s", ["RECURRENCE-ID;RANGE=THISANDFUTURE:20260113T120000Z", "DTSTART:20260120T100000Z", "DURATION:PT30M"]))
    XCTAssertEqual(try lines(c, "20260101T000000Z", "20260301T000000Z"), [
      "20260105T090000Z 20260105T100000Z s", "20260112T090000Z 20260112T100000Z s",
      "20260120T100000Z 20260120T103000Z s*", "20260127T100000Z 20260127T103000Z s*",
    ])
    let series = try XCTUnwrap(c.series.first)
    let rest = try XCTUnwrap(series.futureSeries(overrideAt: 0))
    XCTAssertFalse(rest.isShift)
    XCTAssertEqual(rest.rules.first?.count, 2)
    XCTAssertEqual(rest.first.start?.iCalendarText, "20260120T100000Z")
  }

  // RFC 5545 §3.8.4.4: an override's properties replace the master's for its instance only.
  // `OccurrenceComponents` parses each component of a scanned file once and gives every
  // occurrence the component `component` gives it: the master for 01-05 and 01-19, the
  // override (SUMMARY:Moved) for 01-12, the master again after it.
  func testOccurrenceComponentsGiveEachOccurrenceItsOwnComponent() throws {
    let c = calendar(
      event("m", ["SUMMARY:Weekly", "DTSTART:20260105T090000Z", "RRULE:FREQ=WEEKLY;COUNT=3"])
      + event("m", ["RECURRENCE-ID:20260112T090000Z", "SUMMARY:Moved", "DTSTART:20260113T090000Z"]))
    var memo = OccurrenceComponents()
    let occurrences = Array(c.occurrences(from: try instant("20260101T000000Z"), to: try instant("20260201T000000Z")))
    let components = occurrences.map { memo.component(of: $0) }
    XCTAssertEqual(components.map { $0.firstProperty(named: "SUMMARY")?.text }, ["Weekly", "Moved", "Weekly"])
    XCTAssertEqual(components, occurrences.map(\.component))
  }

  // docs/SEMANTICS.md "RANGE=THISANDFUTURE": a RECURRENCE-ID that names no instance (12:00 on
  // 01-13, a Tuesday, under Monday 09:00 instances) is a guess, read as a split: warned at the
  // RECURRENCE-ID's line:column, as an unmatched plain override is. At a real instance (01-19
  // 09:00, a shift) there is nothing to warn about.
  func testThisAndFutureAtAGuessedRecurrenceIDIsWarned() throws {
    let guessed = calendar(
      event("s", ["DTSTART:20260105T090000Z", "DURATION:PT1H", "RRULE:FREQ=WEEKLY;COUNT=4"])
      + event("s", ["RECURRENCE-ID;RANGE=THISANDFUTURE:20260113T120000Z", "DTSTART:20260120T100000Z", "DURATION:PT30M"]))
    XCTAssertEqual(guessed.diagnostics.map(\.description), [
      "14:1: warning: RECURRENCE-ID;RANGE=THISANDFUTURE 20260113T120000Z of \"s\" names no instance of its series (RFC 5545 §3.8.4.4); the series ends there and goes on from the override's own start",
    ])
    let real = calendar(
      event("s", ["DTSTART:20260105T090000Z", "DURATION:PT1H", "RRULE:FREQ=WEEKLY;COUNT=4"])
      + event("s", ["RECURRENCE-ID;RANGE=THISANDFUTURE:20260119T090000Z", "DTSTART:20260119T110000Z", "DURATION:PT30M"]))
    XCTAssertEqual(real.diagnostics.map(\.description), [])
  }

  // RFC 5545 §3.6.2: a VTODO's "DUE" or "DURATION" — a todo with DTSTART and DURATION is due at
  // DTSTART + DURATION; P5D is nominal (§3.3.6), so across the DST start in New York the due is
  // still 09:00 wall clock.
  func testTodoDueIsStartPlusDuration() throws {
    let c = calendar(["BEGIN:VTODO", "UID:t", "DTSTAMP:20260101T000000Z",
                      "DTSTART;TZID=America/New_York:20260305T090000", "DURATION:P5D", "END:VTODO"])
    let todo = try XCTUnwrap(c.series.first?.master)
    XCTAssertEqual(todo.due?.iCalendarText, "20260310T090000")
    let o = try XCTUnwrap(c.occurrences(from: instant("20260301T000000Z"), to: instant("20260401T000000Z")).first { _ in true })
    XCTAssertEqual(o.endInstant?.description, "2026-03-10T13:00:00Z")   // EDT, -04:00
  }

  // RFC 2445 §4.8.5.2 allowed several RRULEs and EXRULE (RFC 5545 Appendix A.3 deprecates
  // EXRULE; still read): daily for a week minus the weekend, plus a second rule's Sunday noon.
  func testSeveralRulesAndAnExceptionRule() throws {
    let c = calendar(event("x", ["DTSTART:20260105T090000Z", "RRULE:FREQ=DAILY;COUNT=7",
                                 "RRULE:FREQ=WEEKLY;BYDAY=SU;BYHOUR=12;COUNT=1",
                                 "EXRULE:FREQ=WEEKLY;BYDAY=SA,SU"]))
    XCTAssertEqual(try lines(c, "20260101T000000Z", "20260201T000000Z"), [
      "20260105T090000Z - x", "20260106T090000Z - x", "20260107T090000Z - x", "20260108T090000Z - x",
      "20260109T090000Z - x", "20260111T120000Z - x",
    ])
  }

  // MARK: - Reasoned examples (decisions in docs/SEMANTICS.md)

  // docs/SEMANTICS.md "A DATE EXDATE on a timed series": clients (Google, Outlook, Apple) write
  // EXDATE;VALUE=DATE to delete a day of a timed series; the day's instance goes.
  func testDateExdateRemovesThatDaysInstanceOfATimedSeries() throws {
    let c = calendar(event("d", ["DTSTART;TZID=America/New_York:20260105T230000", "RRULE:FREQ=DAILY;COUNT=3",
                                 "EXDATE;VALUE=DATE:20260106"]))
    // The 6th at 23:00 New York is 04:00Z on the 7th: the day is read on DTSTART's clock.
    XCTAssertEqual(try lines(c, "20260101T000000Z", "20260201T000000Z"), [
      "20260105T230000 - d", "20260107T230000 - d",
    ])
  }

  // docs/SEMANTICS.md "A mismatched UNTIL value type": a DATE-TIME UNTIL under a DATE DTSTART
  // is read as its date, with a warning at the RRULE's line and column.
  func testMismatchedUntilIsReadLenientlyWithAWarning() throws {
    let c = calendar(event("u", ["DTSTART;VALUE=DATE:20260120", "RRULE:FREQ=DAILY;UNTIL=20260122T000000Z"]))
    XCTAssertEqual(try lines(c, "20260101T000000Z", "20260201T000000Z"), ["20260120 - u", "20260121 - u", "20260122 - u"])
    XCTAssertEqual(c.diagnostics.map(\.description), [
      "8:1: warning: RRULE UNTIL 20260122T000000Z does not match DTSTART's value type (RFC 5545 §3.3.10); read as UNTIL=20260122",
    ])
  }

  // docs/SEMANTICS.md "An override without master" and "An override whose RECURRENCE-ID
  // matches no instance": both are listed as added instances, each with a warning.
  func testOrphanAndUnmatchedOverridesAreListedWithWarnings() throws {
    let c = calendar(
      event("m", ["DTSTART:20260105T090000Z", "RRULE:FREQ=WEEKLY;COUNT=2"])
      + event("m", ["RECURRENCE-ID:20260106T090000Z", "DTSTART:20260107T090000Z"])
      + event("o", ["RECURRENCE-ID:20260110T100000Z", "DTSTART:20260110T110000Z"]))
    XCTAssertEqual(try lines(c, "20260101T000000Z", "20260201T000000Z"), [
      "20260105T090000Z - m", "20260107T090000Z - m*", "20260110T110000Z - o*", "20260112T090000Z - m",
    ])
    XCTAssertEqual(c.diagnostics.map(\.description), [
      "13:1: warning: RECURRENCE-ID 20260106T090000Z of \"m\" names no instance of its series; listed as an added instance",
      "19:1: warning: VEVENT with RECURRENCE-ID has no master with UID \"o\"; listed on its own",
    ])
  }

  // docs/SEMANTICS.md "COUNT with overrides": COUNT counts the rule's instances (RFC 5545
  // §3.3.10); an override replaces one of them and adds none, so COUNT=3 with a moved second
  // instance still gives three.
  func testCountWithOverrides() throws {
    let c = calendar(
      event("c", ["DTSTART:20260105T090000Z", "RRULE:FREQ=DAILY;COUNT=3"])
      + event("c", ["RECURRENCE-ID:20260106T090000Z", "DTSTART:20260110T090000Z"]))
    XCTAssertEqual(try lines(c, "20260101T000000Z", "20260201T000000Z"), [
      "20260105T090000Z - c", "20260107T090000Z - c", "20260110T090000Z - c*",
    ])
  }

  // RFC 4791 §9.9, VEVENT with DTEND: "(start < DTEND AND end > DTSTART)" — an event from 09:00
  // to 10:00 overlaps a window opening at 09:30 and not one opening at 10:00.
  func testWindowOverlapFollowsCalDAVTimeRange() throws {
    let c = calendar(event("e", ["DTSTART:20260105T090000Z", "DTEND:20260105T100000Z"]))
    XCTAssertEqual(try lines(c, "20260105T093000Z", "20260106T000000Z"), ["20260105T090000Z 20260105T100000Z e"])
    XCTAssertEqual(try lines(c, "20260105T100000Z", "20260106T000000Z"), [])
    XCTAssertEqual(try lines(c, "20260105T000000Z", "20260105T090000Z"), [])
  }

  // The API for one component: a series built from its master and overrides lists the same
  // occurrences as the calendar does (RFC 5545 §3.8.5.3 set, RFC 4791 §9.9 window), lazily:
  // a daily series with no end yields its first two instances of 2030 without expanding 2026–29.
  func testOneSeriesWindowIsLazyAndBounded() throws {
    var warnings: [Diagnostic] = []
    let text = (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//x//EN"]
      + event("s", ["DTSTART;TZID=America/New_York:20260105T090000", "RRULE:FREQ=DAILY"]) + ["END:VCALENDAR", ""])
      .joined(separator: "\r\n")
    let parsed = ICalendarParser.parse(text)
    let zones = ZoneResolver(calendar: parsed.calendar)
    let component = try XCTUnwrap(parsed.calendar?.firstComponent(named: "VEVENT"))
    let master = try XCTUnwrap(TimedComponent(component: component, zones: zones, warnings: &warnings))
    let series = ComponentSeries(master: master, overrides: [], warnings: &warnings)
    let window = series.occurrences(from: try instant("20300101T000000Z"), to: try instant("20300103T000000Z"))
    XCTAssertEqual(window.map { "\($0.start?.iCalendarText ?? "") \($0.startInstant?.description ?? "")" }, [
      "20300101T090000 2030-01-01T14:00:00Z", "20300102T090000 2030-01-02T14:00:00Z",
    ])
    XCTAssertEqual(warnings, [])
  }

  // Reasoned from RFC 5545 §3.8.5.2 and §3.3.10: an RDATE may lie before DTSTART and UNTIL is
  // inclusive, so a window skips a series only when no RDATE, DTSTART or rule instance up to
  // its last UNTIL can fall in it. Here an RDATE in the window before a later DTSTART, a daily
  // rule whose UNTIL is the window's first instant, a series ended the day before and a
  // one-time event after the window: the first two are listed, the others are not.
  func testWindowSkipsOnlySeriesThatCannotReachIt() throws {
    let c = calendar(event("rdate-before-start", ["DTSTART:20260301T090000Z", "RDATE:20260110T090000Z"])
      + event("until-at-from", ["DTSTART:20260101T100000Z", "RRULE:FREQ=DAILY;UNTIL=20260110T100000Z"])
      + event("ended", ["DTSTART:20260101T090000Z", "RRULE:FREQ=DAILY;UNTIL=20260109T090000Z"])
      + event("later", ["DTSTART:20260201T090000Z"]))
    XCTAssertEqual(try lines(c, "20260110T000000Z", "20260111T000000Z"), [
      "20260110T090000Z - rdate-before-start", "20260110T100000Z - until-at-from",
    ])
  }

  // The whole component of a scanned file is parsed from its bytes when asked for, with the
  // file's line numbers: properties the model does not read (LOCATION, a VALARM) are there.
  func testScannedComponentIsWholeWithFileLines() throws {
    let c = calendar(event("w", ["DTSTART:20260105T090000Z", "LOCATION:Room 1",
                                 "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:x", "TRIGGER:-PT5M", "END:VALARM"]))
    let o = try XCTUnwrap(c.occurrences(from: instant("20260101T000000Z"), to: instant("20260201T000000Z")).first { _ in true })
    XCTAssertEqual(o.component.firstProperty(named: "LOCATION")?.text, "Room 1")
    XCTAssertEqual(o.component.components.map(\.name), ["VALARM"])
    XCTAssertEqual(o.component.location?.description, "4:1")
  }

  // UIDs group components by their bytes (docs/SEMANTICS.md "UIDs compare as bytes"): a
  // precomposed é and e + a combining accent are two UIDs; escapes are undone first, so
  // `a\,b` and a folded `a,b` are the same UID as the override's plain one.
  func testUIDsCompareAsBytes() throws {
    let c = calendar(event("caf\u{E9}", ["DTSTART:20260105T090000Z", "RRULE:FREQ=DAILY;COUNT=2"])
      + event("cafe\u{301}", ["RECURRENCE-ID:20260106T090000Z", "DTSTART:20260106T100000Z"])
      + event("a\\,b", ["DTSTART:20260105T090000Z", "RRULE:FREQ=DAILY;COUNT=2"])
      + event("a,b", ["RECURRENCE-ID:20260106T090000Z", "DTSTART:20260106T110000Z"]))
    XCTAssertEqual(c.series.map(\.uid), ["caf\u{E9}", "cafe\u{301}", "a,b"])
    XCTAssertEqual(c.series.map(\.overrides.count), [0, 1, 1])
    XCTAssertEqual(c.series[0].master?.summary, nil)
    XCTAssertEqual(try lines(c, "20260105T000000Z", "20260107T000000Z"), [
      "20260105T090000Z - a,b", "20260105T090000Z - caf\u{E9}", "20260106T090000Z - caf\u{E9}",
      "20260106T100000Z - cafe\u{301}*", "20260106T110000Z - a,b*",
    ])
  }

  // MARK: - Zone resolution (RFC 5545 §3.2.19, §3.6.5)

  // RFC 5545 §3.2.19: a TZID names the VTIMEZONE of the same object; the file wins even over
  // an IANA name with other rules (here a fixed -03:00 "America/New_York").
  func testFileVTimeZoneShadowsIANAName() throws {
    let c = calendar(["BEGIN:VTIMEZONE", "TZID:America/New_York", "BEGIN:STANDARD", "DTSTART:19700101T000000",
                      "TZOFFSETFROM:-0300", "TZOFFSETTO:-0300", "END:STANDARD", "END:VTIMEZONE"]
                     + event("z", ["DTSTART;TZID=America/New_York:20260105T090000"]))
    let o = try XCTUnwrap(c.occurrences(from: instant("20260101T000000Z"), to: instant("20260201T000000Z")).first { _ in true })
    XCTAssertEqual(o.startInstant?.description, "2026-01-05T12:00:00Z")
    XCTAssertEqual(c.zones.resolve("America/New_York").source, .vtimezone)
  }

  // RFC 5545 orders no VTIMEZONE before the components that use it: one written after the event
  // still defines its TZID (the fixed -03:00 "America/New_York" above), and the event's other
  // properties stay readable.
  func testVTimeZoneAfterItsEventStillWins() throws {
    let c = calendar(event("late", ["DTSTART;TZID=America/New_York:20260105T090000", "LOCATION:Room 2"])
                     + ["BEGIN:VTIMEZONE", "TZID:America/New_York", "BEGIN:STANDARD", "DTSTART:19700101T000000",
                        "TZOFFSETFROM:-0300", "TZOFFSETTO:-0300", "END:STANDARD", "END:VTIMEZONE"])
    let o = try XCTUnwrap(c.occurrences(from: instant("20260101T000000Z"), to: instant("20260201T000000Z")).first { _ in true })
    XCTAssertEqual(o.startInstant?.description, "2026-01-05T12:00:00Z")
    XCTAssertEqual(o.component.firstProperty(named: "LOCATION")?.text, "Room 2")
    XCTAssertEqual(c.diagnostics.map(\.description), [])
  }

  // Windows names (CLDR windowsZones), vendor prefixes, IANA names in another case; an unknown
  // TZID is floating with a warning at its line:column.
  func testResolverNamesAndUnknownZone() throws {
    let r = ZoneResolver(calendar: nil)
    XCTAssertEqual(r.resolve("Eastern Standard Time").zone?.identifier, "America/New_York")
    XCTAssertEqual(r.resolve("Eastern Standard Time").source, .windows)
    XCTAssertEqual(r.resolve("/mozilla.org/20050126_1/Europe/Paris").zone?.identifier, "Europe/Paris")
    XCTAssertEqual(r.resolve("/citadel.org/20190914_1/Europe/Rome").source, .vendorPrefix)
    XCTAssertEqual(r.resolve("europe/paris").zone?.identifier, "Europe/Paris")
    XCTAssertEqual(r.resolve("Mars/Base").source, .unknown)
    let c = calendar(event("u", ["DTSTART;TZID=Mars/Base:20260105T090000"]))
    XCTAssertEqual(try lines(c, "20260101T000000Z", "20260201T000000Z"), ["20260105T090000 - u"])
    XCTAssertEqual(c.diagnostics.map(\.description), [
      "7:1: warning: DTSTART TZID \"Mars/Base\" names no known zone (VTIMEZONE in the file, IANA, Windows or vendor-prefixed); read as floating time",
    ])
  }
}
