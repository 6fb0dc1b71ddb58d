// Every catalogue entry (docs/CONFORMANCE.md) recognised on its reproducer, where the native
// engine gives the RFC 5545 answer and libical 3.0.16 does not; both outputs asserted.

import Conformance
import XCTest

final class CatalogueTests: XCTestCase {
  func run(_ rule: String, _ dtstart: String) -> (native: [String], libical: [String], cls: String) {
    let c = ConformanceCase(rule: rule, dtstart: dtstart, source: "test")
    var report = ConformanceReport()
    ConformanceRunner(native: NativeEngine()).compare(c, into: &report)
    guard let d = report.divergences.first else { return ([], [], "agree") }
    return (d.native, d.libical, d.class)
  }

  // MARK: Source: each entry's reproducer and its RFC text (Catalogue.standard)

  func testEveryEntryRecognisesItsReproducer() {
    for entry in Catalogue.standard.entries {
      let r = run(entry.reproducer.rule, entry.reproducer.dtstart)
      XCTAssertEqual(r.cls, entry.name, entry.name)
      XCTAssertEqual(r.native, entry.expected.native, entry.name)
      XCTAssertEqual(r.libical, entry.expected.libical, entry.name)
      XCTAssertNotEqual(r.native, r.libical, entry.name)
      XCTAssertFalse(entry.rfc.isEmpty, entry.name)
    }
  }

  /// Source: RFC 5545 §3.3.5 and issue 4 ("libical 3.0.16 keeps 03:30 on the day after the gap").
  func testGapCarryWrittenOut() {
    let r = run("FREQ=DAILY;COUNT=3", "DTSTART;TZID=America/New_York:20260307T023000")
    XCTAssertEqual(r.native, ["20260307T073000Z", "20260308T073000Z", "20260309T063000Z"])
    XCTAssertEqual(r.libical, ["20260307T073000Z", "20260308T073000Z", "20260309T073000Z"])
    XCTAssertEqual(r.cls, "dst-gap-carry")
  }

  /// Source: RFC 5545 §3.3.5, fold: "refers to the first occurrence"; Lord Howe's 30-minute fold.
  func testFoldLaterInLordHowe() {
    let r = run("FREQ=DAILY;COUNT=3", "DTSTART;TZID=Australia/Lord_Howe:20260404T014500")
    XCTAssertEqual(r.native, ["20260403T144500Z", "20260404T144500Z", "20260405T151500Z"])
    XCTAssertEqual(r.libical, ["20260403T144500Z", "20260404T151500Z", "20260405T151500Z"])
    XCTAssertEqual(r.cls, "dst-fold-later")
  }

  /// Source: RFC 5545 §3.3.10 BYSETPOS "within the set of recurrence instances"; September 2007
  /// has the set {28, 30} for BYMONTHDAY=-1,-3,28, so BYSETPOS=-3 selects nothing there.
  func testDuplicateMonthDayWrittenOut() {
    let r = run("FREQ=MONTHLY;BYMONTHDAY=-1,-3,28;BYSETPOS=-3;COUNT=3", "DTSTART:20070803T024500")
    XCTAssertEqual(r.native, ["20070828T024500", "20071028T024500", "20071228T024500"])
    XCTAssertEqual(r.libical, ["20070828T024500", "20070928T024500", "20071028T024500"])
    XCTAssertEqual(r.cls, "libical-duplicate-month-day")
  }

  /// Source: RFC 5545 §3.3.10 (BYHOUR limits SECONDLY); python-dateutil 2.9.0 gives 23:00:00 first.
  func testSubDailyJumpKeepsTimeWrittenOut() {
    let r = run("FREQ=SECONDLY;BYHOUR=23;COUNT=2", "DTSTART:20260101T143000")
    XCTAssertEqual(r.native, ["20260101T230000", "20260101T230001"])
    XCTAssertEqual(r.libical, ["20260101T233000", "20260101T233001"])
    XCTAssertEqual(r.cls, "libical-subdaily-jump-keeps-time")
  }

  /// Source: RFC 5545 §3.8.5.3 "only one recurrence is considered"; dateutil agrees with native.
  func testRepeatsInstancesWrittenOut() {
    let r = run("FREQ=MINUTELY;BYMINUTE=0,15;BYSECOND=4,30;COUNT=4", "DTSTART:20080920T171500Z")
    XCTAssertEqual(r.native, ["20080920T171504Z", "20080920T171530Z", "20080920T180004Z", "20080920T180030Z"])
    XCTAssertEqual(r.libical, ["20080920T171504Z", "20080920T171530Z", "20080920T171504Z", "20080920T171530Z"])
    XCTAssertEqual(r.cls, "libical-repeats-instances")
  }

  /// Source: RFC 7529 §3.1 SKIP=FORWARD (Feb 30 2028 → Wednesday Mar 1) and RFC 5545 §3.3.10's
  /// order (BYMONTHDAY before BYDAY): BYDAY=WE,TU keeps the moved day.
  func testSkipWithBydayWrittenOut() {
    let r = run("RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTHDAY=30,28;BYDAY=WE,TU;SKIP=FORWARD;COUNT=3", "DTSTART:20271215T000000")
    XCTAssertEqual(r.native, ["20271228T000000", "20280301T000000", "20280328T000000"])
    XCTAssertEqual(r.libical, ["20271228T000000", "20280328T000000", "20280530T000000"])
    XCTAssertEqual(r.cls, "libical-skip-with-byday")
  }

  /// Source: RFC 5545 §3.3.10; with COUNT=1 the skip shows only on the rule without COUNT.
  func testSkipsFirstInstancesWithCountOne() {
    let r = run("FREQ=MINUTELY;BYMINUTE=45;COUNT=1", "DTSTART;TZID=America/New_York:20301015T000000")
    XCTAssertEqual(r.native, ["20301015T044500Z"])
    XCTAssertEqual(r.libical, ["20301015T054500Z"])
    XCTAssertEqual(r.cls, "libical-skips-first-instances")
  }

  /// Source: RFC 5545 §3.3.5; python-dateutil with zoneinfo gives 2003-03-28 01:00 Dublin = 01:00Z.
  /// libical shifts the 28th by the gap of the 30th, later in the same month.
  func testGapCarryWithinTheMonthInDublin() {
    let r = run("FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=-2,28,-1;COUNT=11", "DTSTART;TZID=Europe/Dublin:20020923T010000")
    XCTAssertEqual(r.native, ["20020928T000000Z", "20020929T000000Z", "20020930T000000Z", "20021128T010000Z",
                              "20021129T010000Z", "20021130T010000Z", "20030128T010000Z", "20030130T010000Z",
                              "20030131T010000Z", "20030328T010000Z", "20030330T010000Z"])
    XCTAssertEqual(r.libical, ["20020928T000000Z", "20020929T000000Z", "20020930T000000Z", "20021128T010000Z",
                               "20021129T010000Z", "20021130T010000Z", "20030128T010000Z", "20030130T010000Z",
                               "20030131T010000Z", "20030328T020000Z", "20030330T010000Z"])
    XCTAssertEqual(r.cls, "dst-gap-carry")
  }

  /// A disagreement no entry explains is `unexplained` (a catalogue with no entries).
  func testUnexplainedWithoutEntries() {
    let runner = ConformanceRunner(native: NativeEngine(), catalogue: Catalogue(entries: []))
    var report = ConformanceReport()
    runner.compare(ConformanceCase(rule: "FREQ=DAILY;COUNT=3", dtstart: "DTSTART;TZID=America/New_York:20260307T023000",
                                   source: "test"), into: &report)
    XCTAssertEqual(report.unexplained, 1)
    XCTAssertEqual(report.divergences.first?.class, "unexplained")
  }

  func testAgreementIsNotADivergence() {
    XCTAssertEqual(run("FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=4", "DTSTART:20260105T090000").cls, "agree")
  }
}
