// Real files (Tests/OccurrencesTests/Corpus, each with its Source: in CORPUS.md) and bad input
// through the commands a user runs on a calendar: `recur occurrences`, `lint`, `import` and
// `plan`. None may stop with an internal error (exit 70, sysexits EX_SOFTWARE); bad input (an
// unknown TZID, an override with no master, a RECURRENCE-ID in another zone, an EXDATE of another
// value type) is a warning with line:column, and the rest of the file is read
// (docs/SEMANTICS.md "Components and their occurrences").

import Foundation
import XCTest

final class CorpusCLITests: XCTestCase {
  func file(_ text: String) throws -> String {
    let path = NSTemporaryDirectory() + "recur-corpus-\(UUID().uuidString).ics"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
  }

  // Exit statuses each command documents in its help: occurrences 0 (65 only with no component);
  // lint 0 clean, 1 warnings, 65 errors; import 0 some todos, 65 none; plan 0 (it reads every
  // file leniently, docs/SEMANTICS.md "Reading a plan's input leniently", 65 only for no
  // iCalendar at all).
  func testEveryCorpusFileGoesThroughEveryCommandWithoutInternalError() throws {
    let files = try OccurrencesOracleTests.corpusFiles()
    XCTAssertEqual(files.count, 62)
    for name in files {
      let path = OccurrencesOracleTests.corpus.appendingPathComponent(name).path
      let occurrences = try CommandRunner.run(["occurrences", path, "--from", "20000101T000000Z", "--to", "20300101T000000Z"])
      XCTAssertEqual(occurrences.status, 0, "occurrences \(name): \(occurrences.stderr)")
      let ics = try CommandRunner.run(["occurrences", path, "--from", "20000101T000000Z", "--to", "20300101T000000Z", "--ics"])
      XCTAssertEqual(ics.status, 0, "occurrences --ics \(name): \(ics.stderr)")
      let lint = try CommandRunner.run(["lint", path])
      XCTAssertTrue([0, 1, 65].contains(lint.status), "lint \(name) exit \(lint.status): \(lint.stderr)")
      let imported = try CommandRunner.run(["import", path])
      XCTAssertTrue([0, 65].contains(imported.status), "import \(name) exit \(imported.status): \(imported.stderr)")
      let plan = try CommandRunner.run(["plan", path, "--now", "20200101T000000Z"])
      XCTAssertEqual(plan.status, 0, "plan \(name): \(plan.stderr)")
      if imported.status == 0 {
        let store = NSTemporaryDirectory() + "recur-corpus-\(UUID().uuidString).json"
        try imported.stdoutData.write(to: URL(fileURLWithPath: store))
        defer { try? FileManager.default.removeItem(atPath: store) }
        let replanned = try CommandRunner.run(["plan", store, "--now", "20200101T000000Z"])
        XCTAssertEqual(replanned.status, 0, "plan of import \(name): \(replanned.stderr)")
      }
    }
  }

  /// Events with each kind of bad input, then a todo that must still be read.
  static let badEvents = [
    "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Recur tests//EN",
    "BEGIN:VEVENT", "UID:lost", "DTSTAMP:20260101T000000Z", "DTSTART;TZID=Nowhere/Special:20260105T080000",
    "SUMMARY:Lost zone", "END:VEVENT",
    "BEGIN:VEVENT", "UID:orphan", "DTSTAMP:20260101T000000Z", "RECURRENCE-ID:20260106T090000Z",
    "DTSTART:20260106T100000Z", "DTEND:20260106T110000Z", "SUMMARY:Orphan", "END:VEVENT",
    "BEGIN:VEVENT", "UID:paris", "DTSTAMP:20260101T000000Z", "DTSTART;TZID=Europe/Paris:20260105T090000",
    "DTEND;TZID=Europe/Paris:20260105T100000", "RRULE:FREQ=DAILY;COUNT=3", "SUMMARY:Paris", "END:VEVENT",
    "BEGIN:VEVENT", "UID:paris", "DTSTAMP:20260101T000000Z", "RECURRENCE-ID;TZID=America/New_York:20260106T030000",
    "DTSTART;TZID=Europe/Paris:20260106T120000", "DTEND;TZID=Europe/Paris:20260106T130000", "SUMMARY:Paris moved", "END:VEVENT",
    "BEGIN:VEVENT", "UID:dated", "DTSTAMP:20260101T000000Z", "DTSTART:20260105T070000Z", "DTEND:20260105T073000Z",
    "RRULE:FREQ=DAILY;COUNT=3", "EXDATE;VALUE=DATE:20260106", "SUMMARY:Dated", "END:VEVENT",
    "BEGIN:VTODO", "UID:rest", "DTSTAMP:20260101T000000Z", "DUE:20260107T120000Z", "SUMMARY:The rest", "END:VTODO",
    "END:VCALENDAR", "",
  ].joined(separator: "\r\n")

  // Each problem is one warning at its line:column and the rest is listed: the unknown zone as
  // floating time (RFC 5545 §3.2.19 names no fallback), the orphan on its own (SEMANTICS.md "An
  // override without a master"), the override matched by instant — 03:00 New York is 09:00
  // Paris (EST -5, CET +1), the 01-06 instance — and the DATE EXDATE removing 01-06's instance
  // (SEMANTICS.md "A DATE EXDATE on a timed series"); the todo after them is read.
  func testBadInputIsAWarningWithLineAndColumnAndTheRestIsRead() throws {
    let path = try file(Self.badEvents)
    let r = try CommandRunner.run(["occurrences", path, "--from", "20260101T000000Z", "--to", "20260201T000000Z"])
    XCTAssertEqual(r.status, 0)
    XCTAssertEqual(r.stdout, """
      20260105T070000Z 20260105T073000Z dated Dated
      20260105T080000 - lost Lost zone
      20260105T090000 20260105T100000 paris Paris
      20260106T100000Z 20260106T110000Z orphan Orphan
      20260106T120000 20260106T130000 paris Paris moved
      20260107T070000Z 20260107T073000Z dated Dated
      20260107T090000 20260107T100000 paris Paris
      - 20260107T120000Z rest The rest

      """)
    XCTAssertEqual(r.stderr, """
      \(path):7:1: warning: DTSTART TZID "Nowhere/Special" names no known zone (VTIMEZONE in the file, IANA, Windows or vendor-prefixed); read as floating time
      \(path):13:1: warning: VEVENT with RECURRENCE-ID has no master with UID "orphan"; listed on its own
      \(path):29:1: warning: RECURRENCE-ID is in zone America/New_York, DTSTART in Europe/Paris (RFC 5545 §3.8.4.4 asks for the same); matched by instant
      \(path):40:1: warning: EXDATE of another value type than DTSTART (RFC 5545 §3.8.5.1); a DATE removes that day's instance, a DATE-TIME its day's

      """)
    for args in [["lint", path], ["import", path], ["plan", path, "--now", "20260101T000000Z"]] {
      let other = try CommandRunner.run(args)
      XCTAssertEqual(other.status, 0, "\(args[0]): \(other.stderr)")
    }
  }

  // The same four in todos, for the commands that read todos: `recur import` and `recur plan`
  // read the file with warnings at line:column and keep the todo after them. An unknown TZID is
  // floating time in both, not a refusal of the file.
  func testBadTodoInputIsReadByImportAndPlan() throws {
    let text = Self.badEvents.replacingOccurrences(of: "VEVENT", with: "VTODO")
      .replacingOccurrences(of: "DTEND", with: "X-DTEND")
    let path = try file(text)
    let imported = try CommandRunner.run(["import", path])
    XCTAssertEqual(imported.status, 0, imported.stderr)
    XCTAssertTrue(imported.stdout.contains("\"rest\""), imported.stdout)
    XCTAssertTrue(imported.stderr.contains("\(path):7:1: warning: DTSTART TZID \"Nowhere/Special\" names no known zone"), imported.stderr)
    let plan = try CommandRunner.run(["plan", path, "--now", "20260101T000000Z", "--json"])
    XCTAssertEqual(plan.status, 0, plan.stderr)
    XCTAssertTrue(plan.stdout.contains("\"rest/20260107T120000Z\""), plan.stdout)
    for warning in ["lost: \(path):7:1: DTSTART TZID \"Nowhere/Special\" names no known zone",
                    "paris: \(path):29:1: RECURRENCE-ID is in zone America/New_York, DTSTART in Europe/Paris",
                    "dated: \(path):40:1: EXDATE of another value type than DTSTART"] {
      XCTAssertTrue(plan.stderr.contains("recur plan: warning: " + warning), plan.stderr)
    }
    let occurrences = try CommandRunner.run(["occurrences", path, "--from", "20260101T000000Z", "--to", "20260201T000000Z"])
    XCTAssertEqual(occurrences.status, 0)
    XCTAssertEqual(occurrences.stderr.split(separator: "\n").count, 4, occurrences.stderr)
  }
}
