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
