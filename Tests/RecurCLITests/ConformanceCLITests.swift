// `recur conformance` and `recur expand --engine libical` run as a user runs them
// (README; docs/CONFORMANCE.md): exit 0 with no unexplained divergence, JSON shape,
// corpus errors exit 65, usage errors exit 64.

import Foundation
import XCTest

final class ConformanceCLITests: XCTestCase {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  func recur(_ args: [String]) throws -> Run {
    let r = try CommandRunner.run(args)
    return Run(status: r.status, stdout: r.stdout, stderr: r.stderr)
  }

  /// docs/CONFORMANCE.md: the default run covers the project's corpus and exits 0.
  func testDefaultRun() throws {
    let r = try recur(["conformance"])
    XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
    XCTAssertTrue(r.stdout.hasPrefix("38 cases: 26 agree, 12 diverge, 0 unexplained"), r.stdout)
    XCTAssertTrue(r.stdout.contains("dst-gap-carry"))
  }

  /// README --json: cases, agree, unexplained, divergences with rrule/dtstart/native/libical/class.
  func testSingleCaseJSON() throws {
    let r = try recur(["conformance", "--json", "--dtstart", "DTSTART;TZID=America/New_York:20260307T023000",
                       "FREQ=DAILY;COUNT=3"])
    XCTAssertEqual(r.status, 0)
    let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
    XCTAssertEqual(object?["cases"] as? Int, 1)
    XCTAssertEqual(object?["agree"] as? Int, 0)
    XCTAssertEqual(object?["unexplained"] as? Int, 0)
    let d = (object?["divergences"] as? [[String: Any]])?.first
    XCTAssertEqual(d?["rrule"] as? String, "FREQ=DAILY;COUNT=3")
    XCTAssertEqual(d?["dtstart"] as? String, "DTSTART;TZID=America/New_York:20260307T023000")
    XCTAssertEqual(d?["native"] as? [String], ["20260307T073000Z", "20260308T073000Z", "20260309T063000Z"])
    XCTAssertEqual(d?["libical"] as? [String], ["20260307T073000Z", "20260308T073000Z", "20260309T073000Z"])
    XCTAssertEqual(d?["class"] as? String, "dst-gap-carry")
  }

  func testRandomRunIsDeterministic() throws {
    let a = try recur(["conformance", "--json", "--random", "40", "--seed", "9"])
    let b = try recur(["conformance", "--json", "--random", "40", "--seed", "9"])
    func strip(_ s: String) -> String { s.replacingOccurrences(of: #""seconds":[0-9.e-]+"#, with: "", options: .regularExpression) }
    XCTAssertEqual(strip(a.stdout), strip(b.stdout))
    XCTAssertTrue(a.stdout.contains(#""cases":40"#))
  }

  func testCorpusErrorsExit65() throws {
    let path = NSTemporaryDirectory() + "recur-bad-corpus-\(getpid()).txt"
    try "RRULE:FREQ=DAILY\nINSTANCES:20260101\n".write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let r = try recur(["conformance", "--corpus", path])
    XCTAssertEqual(r.status, 65)
    XCTAssertTrue(r.stderr.contains(":1:1: block without a DTSTART line"), r.stderr)
    // A file that cannot be read is 64, as for every command (README "Exit codes").
    XCTAssertEqual(try recur(["conformance", "--corpus", "/nonexistent/file.txt"]).status, 64)
  }

  func testUsageErrorsExit64() throws {
    XCTAssertEqual(try recur(["conformance", "FREQ=DAILY"]).status, 64)
    XCTAssertEqual(try recur(["conformance", "--dtstart", "20260101T090000"]).status, 64)
  }

  // MARK: recur expand --engine libical (same output format as the native engine)

  /// libical's answer as `recur expand` prints it: wall clock (libical normalises the gap
  /// instance to 03:30 and carries it), and with --utc the instants.
  func testExpandWithLibICal() throws {
    let args = ["expand", "--engine", "libical", "--dtstart", "DTSTART;TZID=America/New_York:20260307T023000", "FREQ=DAILY;COUNT=3"]
    let wall = try recur(args)
    XCTAssertEqual(wall.status, 0, wall.stderr)
    XCTAssertEqual(wall.stdout, "20260307T023000\n20260308T033000\n20260309T033000\n")
    let utc = try recur(["expand", "--utc"] + args.dropFirst())
    XCTAssertEqual(utc.stdout, "20260307T073000Z\n20260308T073000Z\n20260309T073000Z\n")
  }

  /// Where libical is right, both engines print the same lines (dates, floating, windows, EXDATE).
  func testExpandEnginesAgree() throws {
    for args in [["--dtstart", "DTSTART;VALUE=DATE:20280131", "--limit", "4", "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1"],
                 ["--dtstart", "20260105T090000", "--exdate", "20260107T090000", "--limit", "3", "FREQ=WEEKLY;BYDAY=MO,WE,FR"],
                 ["--dtstart", "DTSTART;TZID=Europe/Paris:20260131T090000", "--utc", "--after", "20260301T000000Z", "--limit", "2", "FREQ=MONTHLY;BYDAY=-1FR"]] {
      let native = try recur(["expand"] + args)
      let libical = try recur(["expand", "--engine", "libical"] + args)
      XCTAssertEqual(native.status, 0)
      XCTAssertEqual(libical.stdout, native.stdout, "\(args)")
    }
  }

  func testExpandLibICalBadZoneExits65() throws {
    let r = try recur(["expand", "--engine", "libical", "--dtstart", "DTSTART;TZID=Mars/Base:20260101T090000", "FREQ=DAILY"])
    XCTAssertEqual(r.status, 65)
  }
}
