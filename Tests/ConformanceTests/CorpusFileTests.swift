// Reading corpus files in libical's test format (RRULE:/DTSTART:/START-AT:/INSTANCES: blocks,
// `***` error lines) and the project's own corpus (RFC 5545 §3.8.5.3 expansions).

import Conformance
import Foundation
import XCTest

final class CorpusFileTests: XCTestCase {
  // MARK: Source: the format of libical's src/test/icalrecur_test.txt (../shared/corpus/libical/README.md)

  func testBlocksCommentsAndErrorLines() throws {
    let text = """
      # Monthly on the first Friday
      RRULE:FREQ=MONTHLY;COUNT=3;BYDAY=1FR
      DTSTART:19970905T090000
      INSTANCES:19970905T090000,19971003T090000,19971107T090000

      # Bad RSCALE
      RRULE:RSCALE=RUSSIAN;FREQ=YEARLY
      DTSTART:20131025
      INSTANCES: *** UNIMPLEMENTED: This feature has not been implemented

      RRULE:FREQ=DAILY;UNTIL=20170105T140000Z
      DTSTART:20170101T090000
      START-AT:20170103T090000
      INSTANCES:20170101T090000,20170102T090000,20170103T090000,20170104T090000,20170105T090000
      """
    let file = try CorpusFile(name: "t.txt", text: text)
    XCTAssertEqual(file.cases.count, 3)
    let first = file.cases[0]
    XCTAssertEqual(first.rule, "FREQ=MONTHLY;COUNT=3;BYDAY=1FR")
    XCTAssertEqual(first.dtstart, "DTSTART:19970905T090000")
    XCTAssertEqual(first.expected, .occurrences(["19970905T090000", "19971003T090000", "19971107T090000"]))
    XCTAssertEqual(first.source, "t.txt:2")
    XCTAssertEqual(first.title, "Monthly on the first Friday")
    XCTAssertEqual(first.limit, 4)  // COUNT-bounded: one more than listed, so an extra one shows
    XCTAssertEqual(file.cases[1].expected, .error("UNIMPLEMENTED: This feature has not been implemented"))
    // START-AT keeps only the instances at or after it, as libical's harness does.
    XCTAssertEqual(file.cases[2].startAt, "20170103T090000")
    XCTAssertEqual(file.cases[2].expected, .occurrences(["20170103T090000", "20170104T090000", "20170105T090000"]))
  }

  func testErrorsNameTheLine() {
    XCTAssertThrowsError(try CorpusFile(name: "bad.txt", text: "RRULE:FREQ=DAILY\nINSTANCES:20260101\n")) { e in
      XCTAssertEqual((e as? CorpusError)?.description, "bad.txt:1:1: block without a DTSTART line")
    }
    XCTAssertThrowsError(try CorpusFile(name: "bad.txt", text: "RRULE:FREQ=DAILY\nDTSTART:20260101\nWHATEVER:1\n")) { e in
      XCTAssertEqual((e as? CorpusError)?.line, 3)
    }
    XCTAssertThrowsError(try CorpusFile(name: "bad.txt", text: "RRULE:FREQ=DAILY\nno colon here\n")) { e in
      XCTAssertEqual((e as? CorpusError)?.line, 2)
    }
  }

  func testOutcomeAgreement() {
    XCTAssertTrue(Outcome.error("a").agrees(with: .error("b")))
    XCTAssertFalse(Outcome.occurrences([]).agrees(with: .error("b")))
    XCTAssertEqual(Outcome.occurrences(["20260101", "20260102"]).description, "20260101,20260102")
  }

  // MARK: Source: Recur's corpus (ProjectCorpus), expectations cross-checked with python-dateutil 2.9.0

  func testProjectCorpusHasNoUnexplainedCase() throws {
    let file = try ProjectCorpus.file()
    XCTAssertGreaterThanOrEqual(file.cases.count, 30)
    let report = ConformanceRunner(native: NativeEngine()).run(file.cases)
    XCTAssertEqual(report.unexplained, 0, "\(report.divergences.filter { $0.class.contains("unexplained") })")
    // Every divergence is libical's (native equals the written expectation in every case).
    XCTAssertTrue(report.divergences.allSatisfy { !$0.class.contains("expected:") })
    // The case whose DTSTART is itself in a gap is named by its cause: libical's time of day from
    // the normalised DTSTART (docs/SEMANTICS.md), which then carries.
    XCTAssertEqual(report.byClass, ["dst-gap-carry": 7, "dst-fold-later": 4, "dtstart-in-gap-time-of-day": 1])
  }

  // MARK: Source: libical's own corpus, read from ../shared at test time (never copied)

  func testLibICalCorpusFilesHaveNoUnexplainedCase() throws {
    let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("../shared/corpus/libical")
    let names = ["icalrecur_test.txt", "icalrecur_test_rscale.txt", "icalrecur_test_rscale_withicu.txt"]
    for name in names {
      let url = dir.appendingPathComponent(name)
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw XCTSkip("libical corpus not found at \(url.path)")
      }
      let file = try CorpusFile(name: name, text: String(decoding: data, as: UTF8.self))
      let report = ConformanceRunner(native: NativeEngine()).run(file.cases)
      XCTAssertEqual(report.unexplained, 0, "\(name): \(report.divergences.filter { $0.class.contains("unexplained") })")
    }
  }
}
