// `recur plan x.ics` equals `recur plan` of `recur import x.ics`: both read a VTODO's
// time properties the way the Occurrences model does. Each divergence once found has a
// test reasoned from RFC 5545 text; the sweep covers every .ics in the test fixtures and samples.

import Foundation
import XCTest

final class PlanImportAgreementTests: XCTestCase {
  static var root: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }

  static let now = "20261125T000000Z"

  func temp(_ text: String, ext: String) throws -> String {
    let path = NSTemporaryDirectory() + "recur-agreement-\(UUID().uuidString).\(ext)"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
  }

  /// (reminderId, fireAt) of every notification and (reminderId, due) of every overdue entry
  /// of `recur plan FILE --now … --json`; nil when plan failed.
  func planned(_ file: String) throws -> [String]? {
    let r = try CommandRunner.run(["plan", file, "--now", Self.now, "--json"])
    guard r.status == 0 else { return nil }
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: r.stdoutData) as? [String: Any])
    let notes = (json["notifications"] as? [[String: Any]] ?? []).map { "fire \($0["reminderId"] ?? "") \($0["fireAt"] ?? "")" }
    let overdue = (json["overdue"] as? [[String: Any]] ?? []).map { "overdue \($0["reminderId"] ?? "") \($0["due"] ?? "")" }
    return notes + overdue.sorted()
  }

  /// The plan of the file and the plan of its import; an import that reads no todo (exit 65)
  /// plans nothing.
  func bothPlans(_ ics: String) throws -> (direct: [String]?, imported: [String]?) {
    let direct = try planned(ics)
    let imported = try CommandRunner.run(["import", ics])
    guard imported.status == 0 else { return (direct, imported.status == 65 ? [] : nil) }
    let json = try temp(imported.stdout, ext: "json")
    return (direct, try planned(json))
  }

  func calendar(_ todo: [String]) -> String {
    (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Recur tests//EN", "BEGIN:VTODO", "DTSTAMP:20260101T000000Z"]
      + todo + ["END:VTODO", "END:VCALENDAR", ""]).joined(separator: "\r\n")
  }

  // Every .ics in the test suites and samples/, none excluded: both commands read leniently
  // (docs/SEMANTICS.md "Reading a plan's input leniently"), so even the malformed fixtures
  // (broken.ics) plan the same todos either way.
  func testEveryFixtureAndSamplePlansTheSameAsItsImport() throws {
    var files: [String] = []
    for dir in ["Tests", "samples"] {
      let base = Self.root.appendingPathComponent(dir)
      let walker = FileManager.default.enumerator(atPath: base.path)
      while let p = walker?.nextObject() as? String {
        if p.hasSuffix(".ics") { files.append(dir + "/" + p) }
      }
    }
    XCTAssertGreaterThanOrEqual(files.count, 18)
    for file in files.sorted() {
      let (direct, imported) = try bothPlans(Self.root.appendingPathComponent(file).path)
      XCTAssertNotNil(direct, file)
      XCTAssertEqual(direct, imported, file)
    }
  }

  // RFC 5545 §3.2.19 leaves TZID text to the producer; Outlook writes Windows names. Both
  // commands resolve "Eastern Standard Time" to America/New_York (CLDR windowsZones): 10:00 EST
  // on 2026-12-03 is 15:00Z.
  func testWindowsZoneNameInPlanAndImport() throws {
    let ics = try temp(calendar(["UID:win", "SUMMARY:Call", "DUE;TZID=Eastern Standard Time:20261203T100000"]), ext: "ics")
    let (direct, imported) = try bothPlans(ics)
    XCTAssertEqual(direct, ["fire win 2026-12-03T15:00:00Z"])
    XCTAssertEqual(imported, direct)
  }

  // RFC 5545 §3.2.19 leaves TZID text to the producer: a Windows name (CLDR windowsZones), an
  // IANA name in another case and a vendor-prefixed IANA name all name America/New_York, where
  // 10:00 on 2026-12-03 is 15:00Z (EST). `recur occurrences`, `recur plan` of the file, of its
  // import, and of a reminder whose `timeZone` is that spelling (read by the same resolver,
  // `ZoneResolver`), and `recur occurrences` of that reminder's export all agree.
  func testZoneSpellingsAgreeInOccurrencesPlanImportAndReminders() throws {
    for spelling in ["Eastern Standard Time", "america/new_york", "/mozilla.org/20050126_1/America/New_York"] {
      let ics = try temp(calendar(["UID:z", "SUMMARY:Call", "DUE;TZID=\(spelling):20261203T100000"]), ext: "ics")
      let (direct, imported) = try bothPlans(ics)
      XCTAssertEqual(direct, ["fire z 2026-12-03T15:00:00Z"], spelling)
      XCTAssertEqual(imported, direct, spelling)
      let listed = try CommandRunner.run(["occurrences", ics, "--from", "20261201T000000Z", "--to", "20261210T000000Z", "--json"])
      XCTAssertTrue(listed.stdout.contains("\"endUTC\": \"20261203T150000Z\""), spelling + ": " + listed.stdout)
      let store = try temp("""
        {"reminders": [{"id": "z", "title": "Call", "due": "2026-12-03T10:00:00", "timeZone": "\(spelling)"}]}
        """, ext: "json")
      XCTAssertEqual(try planned(store), ["fire z 2026-12-03T15:00:00Z"], spelling)
      let exported = try CommandRunner.run(["export", store])
      XCTAssertEqual(exported.status, 0, spelling + ": " + exported.stderr)
      let export = try temp(exported.stdout, ext: "ics")
      let again = try CommandRunner.run(["occurrences", export, "--from", "20261201T000000Z", "--to", "20261210T000000Z", "--json"])
      XCTAssertTrue(again.stdout.contains("\"endUTC\": \"20261203T150000Z\""), spelling + ": " + again.stdout + again.stderr)
      XCTAssertEqual(again.stderr, "", spelling)
    }
  }

  // RFC 5545 §3.2.19: a TZID names the VTIMEZONE of the same iCalendar object, so a file's
  // fixed -03:00 "America/New_York" wins over tzdata's: 10:00 there is 13:00Z, in plan, in the
  // plan of the import (which keeps the VTIMEZONE) and in `recur occurrences`.
  func testFileVTimeZoneShadowingAnIANANameWins() throws {
    let text = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Recur tests//EN", "BEGIN:VTIMEZONE", "TZID:America/New_York",
                "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:-0300", "TZOFFSETTO:-0300", "END:STANDARD",
                "END:VTIMEZONE", "BEGIN:VTODO", "UID:sh", "DTSTAMP:20260101T000000Z", "SUMMARY:Shadow",
                "DUE;TZID=America/New_York:20261203T100000", "END:VTODO", "END:VCALENDAR", ""].joined(separator: "\r\n")
    let ics = try temp(text, ext: "ics")
    let (direct, imported) = try bothPlans(ics)
    XCTAssertEqual(direct, ["fire sh 2026-12-03T13:00:00Z"])
    XCTAssertEqual(imported, direct)
    let listed = try CommandRunner.run(["occurrences", ics, "--from", "20261201T000000Z", "--to", "20261210T000000Z"])
    XCTAssertEqual(listed.stdout, "- 20261203T100000 sh Shadow\n")
  }

  // RFC 5545 §3.6.2: "due" or "duration" may appear, not both; with DTSTART and DURATION the
  // todo is due at DTSTART + DURATION (§3.8.2.5). P5D from 2026-12-01 09:00 New York is
  // 2026-12-06 09:00 EST = 14:00Z. Export writes DTSTART and DUE, never DUE with DURATION.
  func testDurationTodoIsDueAtStartPlusDuration() throws {
    let ics = try temp(calendar(["UID:dur", "SUMMARY:Report", "DTSTART;TZID=America/New_York:20261201T090000",
                                 "DURATION:P5D"]), ext: "ics")
    let (direct, imported) = try bothPlans(ics)
    XCTAssertEqual(direct, ["fire dur 2026-12-06T14:00:00Z"])
    XCTAssertEqual(imported, direct)
    let store = try CommandRunner.run(["import", ics])
    let exported = try CommandRunner.run(["export", "-"], stdin: store.stdoutData)
    let lines = exported.stdout.split(separator: "\r\n").filter { $0.hasPrefix("DTSTART;") || $0.hasPrefix("DUE") || $0.hasPrefix("DURATION") }
    XCTAssertEqual(lines, ["DTSTART;TZID=America/New_York:20261201T090000", "DUE;TZID=America/New_York:20261206T090000"])
  }

  // RFC 5545 §3.8.1.11: STATUS:CANCELLED — the todo will not be done. Neither command
  // notifies it or lists it as overdue; export writes STATUS:CANCELLED back.
  func testCancelledTodoIsNeitherNotifiedNorOverdue() throws {
    let ics = try temp(calendar(["UID:gone", "SUMMARY:Gone", "STATUS:CANCELLED", "DUE:20261104T100000Z"]), ext: "ics")
    let (direct, imported) = try bothPlans(ics)
    XCTAssertEqual(direct, [])
    XCTAssertEqual(imported, [])
    let store = try CommandRunner.run(["import", ics])
    let exported = try CommandRunner.run(["export", "-"], stdin: store.stdoutData)
    XCTAssertEqual(exported.stdout.split(separator: "\r\n").filter { $0.hasPrefix("STATUS") }, ["STATUS:CANCELLED"])
  }

  // RFC 5545 §3.3.10 asks UNTIL to match DTSTART's type; docs/SEMANTICS.md "A mismatched UNTIL
  // value type": a DATE UNTIL under a UTC DTSTART ends at the end of that day. Daily at 09:00Z
  // until 2026-11-27: 11-25, 11-26, 11-27.
  func testMismatchedUntilInPlanAndImport() throws {
    let ics = try temp(calendar(["UID:u", "SUMMARY:Daily", "DTSTART:20261125T090000Z", "DUE:20261125T090000Z",
                                 "RRULE:FREQ=DAILY;UNTIL=20261127"]), ext: "ics")
    let (direct, imported) = try bothPlans(ics)
    XCTAssertEqual(direct, ["fire u 2026-11-25T09:00:00Z", "fire u 2026-11-26T09:00:00Z", "fire u 2026-11-27T09:00:00Z"])
    XCTAssertEqual(imported, direct)
  }

  // RFC 5545 §3.8.5.3: "The recurrence set is the complete set of recurrence instances for a
  // calendar component. The recurrence set is generated by considering the initial "DTSTART"
  // property along with the "RRULE", "RDATE", and "EXDATE" properties". A todo due 2026-12-01
  // 10:00Z with RDATE 2026-12-03 10:00Z has two instances in plan and in the plan of its import
  // (which keeps the RDATE line and exports it back).
  func testRDateInPlanAndImport() throws {
    let ics = try temp(calendar(["UID:rd", "SUMMARY:Twice", "DTSTART:20261201T100000Z", "DUE:20261201T100000Z",
                                 "RDATE:20261203T100000Z"]), ext: "ics")
    let (direct, imported) = try bothPlans(ics)
    XCTAssertEqual(direct, ["fire rd 2026-12-01T10:00:00Z", "fire rd 2026-12-03T10:00:00Z"])
    XCTAssertEqual(imported, direct)
    let store = try CommandRunner.run(["import", ics])
    let exported = try CommandRunner.run(["export", "-"], stdin: store.stdoutData)
    XCTAssertEqual(exported.stdout.split(separator: "\r\n").filter { $0.hasPrefix("RDATE") }, ["RDATE:20261203T100000Z"])
  }

  // RFC 5545 §3.8.5.3 (quoted above) builds the set from every RRULE (RFC 2445 allowed several,
  // and RFC 5545 only says one "SHOULD NOT" occur more than once): weekly on Tuesday and weekly
  // on Thursday from Tue 2026-12-01 10:00Z, up to 2026-12-10, is 12-01, 12-03, 12-08, 12-10 in
  // plan and in the plan of its import, which keeps the second RRULE line.
  func testSecondRRuleInPlanAndImport() throws {
    let ics = try temp(calendar(["UID:two", "SUMMARY:Twice weekly", "DTSTART:20261201T100000Z", "DUE:20261201T100000Z",
                                 "RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20261210T100000Z",
                                 "RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20261210T100000Z"]), ext: "ics")
    let (direct, imported) = try bothPlans(ics)
    XCTAssertEqual(direct, ["fire two 2026-12-01T10:00:00Z", "fire two 2026-12-03T10:00:00Z",
                            "fire two 2026-12-08T10:00:00Z", "fire two 2026-12-10T10:00:00Z"])
    XCTAssertEqual(imported, direct)
  }

  // RFC 5545 §3.8.5.3 (quoted above): an RDATE is an instance of the set, so completing the
  // one at 2026-12-01 10:00Z (at 11:00Z) moves the todo on to its RDATE 2026-12-03 10:00Z
  // instead of finishing it.
  func testCompletingMovesOnToAnRDate() throws {
    let ics = try temp(calendar(["UID:rd", "SUMMARY:Twice", "DUE:20261201T100000Z", "RDATE:20261203T100000Z"]), ext: "ics")
    let store = try temp(try CommandRunner.run(["import", ics]).stdout, ext: "json")
    let done = try CommandRunner.run(["complete", store, "--id", "rd", "--at", "20261201T110000Z"])
    XCTAssertEqual(done.status, 0, done.stderr)
    let after = done.stdout
    XCTAssertTrue(after.contains("\"due\" : \"2026-12-03T10:00:00\""), after)
    XCTAssertFalse(after.contains("\"completed\" : true"), after)
  }

  // RFC 5545 §3.8.5.3: "If the duration of the recurring component is specified with the
  // "DTEND" or "DUE" property, then the same exact duration will apply to all the members of
  // the generated recurrence set." DTSTART 09:00 and DUE 17:00 New York, daily: completing the
  // 2026-12-01 instance (at 23:00Z) moves the todo to 2026-12-02 09:00–17:00, in the .ics and in
  // the store of its import, and both plans fire at 17:00 (22:00Z).
  func testCompletingKeepsTheStartsOwnOffsetFromDue() throws {
    let ics = try temp(calendar(["UID:d", "SUMMARY:Work", "DTSTART;TZID=America/New_York:20261201T090000",
                                 "DUE;TZID=America/New_York:20261201T170000", "RRULE:FREQ=DAILY;COUNT=5"]), ext: "ics")
    let inFile = try CommandRunner.run(["complete", ics, "--id", "d", "--at", "20261201T230000Z"])
    XCTAssertEqual(inFile.stdout.split(separator: "\r\n").filter { $0.hasPrefix("DTSTART") || $0.hasPrefix("DUE") },
                   ["DTSTART;TZID=America/New_York:20261202T090000", "DUE;TZID=America/New_York:20261202T170000"])
    let store = try temp(try CommandRunner.run(["import", ics]).stdout, ext: "json")
    let inStore = try CommandRunner.run(["complete", store, "--id", "d", "--at", "20261201T230000Z"])
    XCTAssertTrue(inStore.stdout.contains("\"due\" : \"2026-12-02T17:00:00\""), inStore.stdout)
    XCTAssertTrue(inStore.stdout.contains("\"DTSTART;TZID=America/New_York:20261202T090000\""), inStore.stdout)
    let (direct, imported) = try bothPlans(ics)
    XCTAssertEqual(direct?.first, "fire d 2026-12-01T22:00:00Z")
    XCTAssertEqual(imported, direct)
  }

  // RFC 5545 §3.8.4.4: RECURRENCE-ID identifies "a specific instance of a recurring calendar
  // component"; an override with STATUS:COMPLETED (§3.8.1.11, "Indicates to-do completed")
  // completes that instance. Weekly on Monday from 2026-11-02 09:00Z, the 11-02 and 11-09
  // instances completed (the overrides written after the master, as Thunderbird does): the
  // series is overdue from 11-16, not 11-02, in plan and in the plan of its import.
  func testCompletedOverridesAdvanceTheSeriesInPlanAndImport() throws {
    func override(_ day: String) -> [String] {
      ["BEGIN:VTODO", "UID:gym", "DTSTAMP:20260101T000000Z", "SUMMARY:Gym", "RECURRENCE-ID:202611\(day)T090000Z",
       "DTSTART:202611\(day)T090000Z", "DUE:202611\(day)T090000Z", "STATUS:COMPLETED", "COMPLETED:202611\(day)T100000Z",
       "END:VTODO"]
    }
    let text = (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Recur tests//EN", "BEGIN:VTODO", "UID:gym",
                 "DTSTAMP:20260101T000000Z", "SUMMARY:Gym", "DTSTART:20261102T090000Z", "DUE:20261102T090000Z",
                 "RRULE:FREQ=WEEKLY;COUNT=6", "END:VTODO"] + override("02") + override("09") + ["END:VCALENDAR", ""])
      .joined(separator: "\r\n")
    let ics = try temp(text, ext: "ics")
    let (direct, imported) = try bothPlans(ics)
    XCTAssertEqual(direct, ["fire gym 2026-11-30T09:00:00Z", "fire gym 2026-12-07T09:00:00Z", "overdue gym 2026-11-16T09:00:00Z"])
    XCTAssertEqual(imported, direct)
  }

  // RFC 5545 §3.8.5.3: "The recurrence set is generated by considering the initial "DTSTART"
  // property along with the "RRULE" …", and "If the duration of the recurring component is
  // specified with the "DTEND" or "DUE" property, then the same exact duration will apply to all
  // the members of the generated recurrence set". Monthly from DTSTART 2027-01-31 09:00Z (RFC
  // 5545 §3.3.10: months without a 31st are skipped) is 01-31, 03-31, 05-31, 07-31, each due one
  // day later: 02-01, 04-01, 06-01, 08-01 — not monthly on the 1st from DUE. Completing the
  // first in the store of the import moves DTSTART to 03-31, the due to 04-01, COUNT to 3.
  func testTheRuleIsAnchoredAtDTSTARTNotAtDue() throws {
    let ics = try temp(calendar(["UID:rent", "SUMMARY:Rent", "DTSTART:20270131T090000Z", "DUE:20270201T090000Z",
                                 "RRULE:FREQ=MONTHLY;COUNT=4"]), ext: "ics")
    let (direct, imported) = try bothPlans(ics)
    XCTAssertEqual(direct, ["fire rent 2027-02-01T09:00:00Z", "fire rent 2027-04-01T09:00:00Z",
                            "fire rent 2027-06-01T09:00:00Z", "fire rent 2027-08-01T09:00:00Z"])
    XCTAssertEqual(imported, direct)
    let store = try temp(try CommandRunner.run(["import", ics]).stdout, ext: "json")
    let done = try CommandRunner.run(["complete", store, "--id", "rent", "--at", "20270201T100000Z"]).stdout
    XCTAssertTrue(done.contains("\"due\" : \"2027-04-01T09:00:00\""), done)
    XCTAssertTrue(done.contains("\"DTSTART:20270331T090000Z\""), done)
    XCTAssertTrue(done.contains("\"rule\" : \"FREQ=MONTHLY;COUNT=3\""), done)
  }

  // RFC 5545 §3.8.5.3: "The "DTSTART" property defines the first instance in the recurrence
  // set" (docs/SEMANTICS.md "DTSTART not generated by the rule"): a todo from Sunday 2026-11-29
  // 10:00Z, weekly on Tuesdays, COUNT=2, fires on that Sunday, then 12-01 and 12-08, in plan and
  // in the plan of its import.
  func testDTSTARTTheRuleDoesNotGenerateIsAnInstance() throws {
    let ics = try temp(calendar(["UID:sun", "SUMMARY:Start", "DTSTART:20261129T100000Z", "DUE:20261129T100000Z",
                                 "RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=2"]), ext: "ics")
    let (direct, imported) = try bothPlans(ics)
    XCTAssertEqual(direct, ["fire sun 2026-11-29T10:00:00Z", "fire sun 2026-12-01T10:00:00Z", "fire sun 2026-12-08T10:00:00Z"])
    XCTAssertEqual(imported, direct)
  }

  // RFC 5545 §3.8.5.1 lets EXDATE be a DATE; docs/SEMANTICS.md "A DATE EXDATE on a timed series":
  // it removes that day's instance. Daily at 10:00Z from 2026-12-01, COUNT=4, EXDATE;VALUE=DATE
  // 2026-12-02: 12-01, 12-03, 12-04 in plan and in the plan of its import (which keeps the line).
  func testDateExdateRemovesThatDayInPlanAndImport() throws {
    let ics = try temp(calendar(["UID:ex", "SUMMARY:Daily", "DTSTART:20261201T100000Z", "DUE:20261201T100000Z",
                                 "RRULE:FREQ=DAILY;COUNT=4", "EXDATE;VALUE=DATE:20261202"]), ext: "ics")
    let (direct, imported) = try bothPlans(ics)
    XCTAssertEqual(direct, ["fire ex 2026-12-01T10:00:00Z", "fire ex 2026-12-03T10:00:00Z", "fire ex 2026-12-04T10:00:00Z"])
    XCTAssertEqual(imported, direct)
  }

  // RFC 2445 §4.8.5.2 (EXRULE: "defines a rule or repeating pattern for an exception to a
  // recurrence set"), deprecated by RFC 5545 but still read: daily at 10:00Z from 2026-12-01,
  // COUNT=6, minus every other day from 12-01 (COUNT=3: 12-01, 12-03, 12-05) leaves 12-02,
  // 12-04, 12-06, in plan and in the plan of its import.
  func testExruleInPlanAndImport() throws {
    let ics = try temp(calendar(["UID:exr", "SUMMARY:Daily", "DTSTART:20261201T100000Z", "DUE:20261201T100000Z",
                                 "RRULE:FREQ=DAILY;COUNT=6", "EXRULE:FREQ=DAILY;INTERVAL=2;COUNT=3"]), ext: "ics")
    let (direct, imported) = try bothPlans(ics)
    XCTAssertEqual(direct, ["fire exr 2026-12-02T10:00:00Z", "fire exr 2026-12-04T10:00:00Z", "fire exr 2026-12-06T10:00:00Z"])
    XCTAssertEqual(imported, direct)
  }

  // RFC 5545 §3.2.19: a TZID names a VTIMEZONE of the file; one that names none (and no IANA,
  // Windows or vendor-prefixed zone) is read as floating time with a warning at its line
  // (docs/SEMANTICS.md "Zone names: the file wins"), by plan as by import: 10:00 floating, read
  // in UTC, fires at 10:00Z, and plan exits 0. A vendor-prefixed IANA name
  // (`/mozilla.org/20050126_1/Europe/Paris`) is Paris: 10:00 CET is 09:00Z.
  func testUnknownAndVendorPrefixedZonesInPlanAndImport() throws {
    let unknown = try temp(calendar(["UID:mars", "SUMMARY:Mars", "DUE;TZID=Mars/Olympus:20261203T100000"]), ext: "ics")
    let (direct, imported) = try bothPlans(unknown)
    XCTAssertEqual(direct, ["fire mars 2026-12-03T10:00:00Z"])
    XCTAssertEqual(imported, direct)
    let warned = try CommandRunner.run(["plan", unknown, "--now", Self.now])
    XCTAssertEqual(warned.status, 0)
    XCTAssertTrue(warned.stderr.contains(":8:1: DUE TZID \"Mars/Olympus\" names no known zone"), warned.stderr)
    let vendor = try temp(calendar(["UID:moz", "SUMMARY:Paris", "DUE;TZID=/mozilla.org/20050126_1/Europe/Paris:20261203T100000"]),
                          ext: "ics")
    let (direct2, imported2) = try bothPlans(vendor)
    XCTAssertEqual(direct2, ["fire moz 2026-12-03T09:00:00Z"])
    XCTAssertEqual(imported2, direct2)
  }

  // RFC 5545 §3.8.4.4: RECURRENCE-ID "is used in conjunction with the "UID" and "SEQUENCE"
  // properties to identify a specific instance of a recurring … "VTODO" … The property value is
  // the original value of the "DTSTART" property of the recurrence instance"; the override's
  // own DTSTART and DUE are that instance's new times. §3.8.1.11: STATUS:CANCELLED on an
  // instance cancels it. Weekly from Mon 2026-11-30 09:00Z, due 17:00Z, COUNT=4; the 12-07
  // instance moved to Sun 12-06 10:00–11:00Z, the 12-14 one cancelled: 11-30 17:00, 12-06 11:00,
  // 12-21 17:00 in plan and in the plan of its import, whose export writes both overrides back
  // beside the master, as separate VTODOs with the same UID.
  func testMovedAndCancelledOverridesInPlanAndImport() throws {
    func todo(_ lines: [String]) -> [String] { ["BEGIN:VTODO", "UID:wk", "DTSTAMP:20260101T000000Z"] + lines + ["END:VTODO"] }
    let text = (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Recur tests//EN"]
      + todo(["SUMMARY:Weekly", "DTSTART:20261130T090000Z", "DUE:20261130T170000Z", "RRULE:FREQ=WEEKLY;COUNT=4"])
      + todo(["SUMMARY:Weekly (moved)", "RECURRENCE-ID:20261207T090000Z", "DTSTART:20261206T100000Z", "DUE:20261206T110000Z"])
      + todo(["SUMMARY:Weekly", "RECURRENCE-ID:20261214T090000Z", "STATUS:CANCELLED"])
      + ["END:VCALENDAR", ""]).joined(separator: "\r\n")
    let ics = try temp(text, ext: "ics")
    let (direct, imported) = try bothPlans(ics)
    XCTAssertEqual(direct, ["fire wk 2026-11-30T17:00:00Z", "fire wk 2026-12-06T11:00:00Z", "fire wk 2026-12-21T17:00:00Z"])
    XCTAssertEqual(imported, direct)
    let store = try CommandRunner.run(["import", ics])
    let exported = try CommandRunner.run(["export", "-"], stdin: store.stdoutData).stdout
    XCTAssertEqual(exported.components(separatedBy: "BEGIN:VTODO").count - 1, 3, exported)
    XCTAssertEqual(exported.split(separator: "\r\n").filter { $0.hasPrefix("RECURRENCE-ID") },
                   ["RECURRENCE-ID:20261207T090000Z", "RECURRENCE-ID:20261214T090000Z"])
    XCTAssertEqual(try planned(try temp(exported, ext: "ics")), direct)
  }

  // RFC 5545 §3.8.4.4 (quoted above): an override's own DTSTART and DUE are its instance's new
  // times, so it may start before a later instance and be due after it. Daily 09:00–17:00Z from
  // 2026-12-01, COUNT=3; the 12-02 instance starts 08:00 and is due 12-03 20:00: the plan fires
  // by due, 12-01 17:00, 12-03 17:00, 12-03 20:00, directly and through the import.
  func testAnOverrideDueAfterALaterInstanceFiresInDueOrder() throws {
    func todo(_ lines: [String]) -> [String] { ["BEGIN:VTODO", "UID:long", "DTSTAMP:20260101T000000Z"] + lines + ["END:VTODO"] }
    let text = (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Recur tests//EN"]
      + todo(["SUMMARY:Shift", "DTSTART:20261201T090000Z", "DUE:20261201T170000Z", "RRULE:FREQ=DAILY;COUNT=3"])
      + todo(["SUMMARY:Long shift", "RECURRENCE-ID:20261202T090000Z", "DTSTART:20261202T080000Z", "DUE:20261203T200000Z"])
      + ["END:VCALENDAR", ""]).joined(separator: "\r\n")
    let ics = try temp(text, ext: "ics")
    let (direct, imported) = try bothPlans(ics)
    XCTAssertEqual(direct, ["fire long 2026-12-01T17:00:00Z", "fire long 2026-12-03T17:00:00Z", "fire long 2026-12-03T20:00:00Z"])
    XCTAssertEqual(imported, direct)
  }

  // python caldav 2.2.6's "this and future" completion (docs/SYNC.md "Beside other clients"):
  // the 1 December instance completed, and a RANGE=THISANDFUTURE override whose RECURRENCE-ID
  // (2026-12-02T23:16:58Z) is caldav's guess, no instance. RFC 5545 §3.8.4.4 defines the shift
  // for "the given recurrence instance" only; with none given, the model reads a split
  // (docs/SEMANTICS.md "RANGE=THISANDFUTURE"): the rest starts at the override's DTSTART
  // 12-08 09:30, due 10:30, weekly, in `recur occurrences`, in plan and in the plan of its import.
  func testPythonCaldavThisAndFutureSplitInPlanImportAndOccurrences() throws {
    func todo(_ lines: [String]) -> [String] { ["BEGIN:VTODO", "UID:cd", "DTSTAMP:20261101T000000Z", "SUMMARY:Series"] + lines + ["END:VTODO"] }
    let text = (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Recur tests//EN"]
      + todo(["DTSTART:20261201T090000Z", "DUE:20261201T100000Z", "RRULE:FREQ=WEEKLY", "STATUS:NEEDS-ACTION"])
      + todo(["RECURRENCE-ID:20261201T090000Z", "DTSTART:20261201T090000Z", "DUE:20261201T100000Z",
              "STATUS:COMPLETED", "COMPLETED:20261201T093000Z", "SEQUENCE:1"])
      + todo(["RECURRENCE-ID;RANGE=THISANDFUTURE:20261202T231658Z", "DTSTART:20261208T093000Z",
              "DUE:20261208T103000Z", "STATUS:NEEDS-ACTION", "SEQUENCE:2"])
      + ["END:VCALENDAR", ""]).joined(separator: "\r\n")
    let ics = try temp(text, ext: "ics")
    let (direct, imported) = try bothPlans(ics)
    // The plan lists the weekly notifications up to its cap; the first four are reasoned.
    XCTAssertEqual(direct.map { Array($0.prefix(4)) }, ["fire cd 2026-12-08T10:30:00Z", "fire cd 2026-12-15T10:30:00Z",
                                                     "fire cd 2026-12-22T10:30:00Z", "fire cd 2026-12-29T10:30:00Z"])
    XCTAssertEqual(direct?.contains { $0.hasPrefix("overdue") }, false)
    XCTAssertEqual(imported, direct)
    let listed = try CommandRunner.run(["occurrences", ics, "--from", "20261201T000000Z", "--to", "20261220T000000Z"])
    XCTAssertEqual(listed.stdout, """
      20261201T090000Z 20261201T100000Z cd Series
      20261208T093000Z 20261208T103000Z cd Series
      20261215T093000Z 20261215T103000Z cd Series

      """)
    // The guessed RECURRENCE-ID is warned where it is written (line 28, column 1).
    XCTAssertTrue(listed.stderr.contains(":28:1: warning: RECURRENCE-ID;RANGE=THISANDFUTURE 20261202T231658Z of \"cd\" names no instance of its series"),
                  listed.stderr)
  }

  // RFC 5545 §3.8.4.4: "When the given recurrence instance is rescheduled, all subsequent
  // instances are also rescheduled by the same time difference." A rule with BY parts:
  // `FREQ=WEEKLY;BYDAY=MO,WE` from Monday 2026-11-30 09:00Z, due 10:00Z, the Monday 12-07
  // instance moved a day later with RANGE=THISANDFUTURE: Mondays and Wednesdays before it, then
  // Tuesdays and Thursdays (re-anchoring the rule at Tuesday would give Tuesday, Wednesday,
  // Monday, …). The 11-30 and 12-02 instances are completed, so the import has no open instance
  // before the override and keeps it with the series (its one rule cannot say the shift): 12-08,
  // 12-10, 12-15, 12-17 (COUNT=6 counts the two completed ones), in plan and in the plan of its
  // import.
  func testThisAndFutureAtAnInstanceOfARuleWithByPartsShifts() throws {
    func todo(_ lines: [String]) -> [String] { ["BEGIN:VTODO", "UID:by", "DTSTAMP:20261101T000000Z", "SUMMARY:Twice"] + lines + ["END:VTODO"] }
    let text = (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Recur tests//EN"]
      + todo(["DTSTART:20261130T090000Z", "DUE:20261130T100000Z", "RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=6"])
      + todo(["RECURRENCE-ID:20261130T090000Z", "DTSTART:20261130T090000Z", "DUE:20261130T100000Z", "STATUS:COMPLETED"])
      + todo(["RECURRENCE-ID:20261202T090000Z", "DTSTART:20261202T090000Z", "DUE:20261202T100000Z", "STATUS:COMPLETED"])
      + todo(["RECURRENCE-ID;RANGE=THISANDFUTURE:20261207T090000Z", "DTSTART:20261208T090000Z", "DUE:20261208T100000Z"])
      + ["END:VCALENDAR", ""]).joined(separator: "\r\n")
    let ics = try temp(text, ext: "ics")
    let (direct, imported) = try bothPlans(ics)
    XCTAssertEqual(direct, ["fire by 2026-12-08T10:00:00Z", "fire by 2026-12-10T10:00:00Z", "fire by 2026-12-15T10:00:00Z",
                            "fire by 2026-12-17T10:00:00Z"])
    XCTAssertEqual(imported, direct)
  }
}
