// `recur lint` and `recur fmt` run as a user runs them (README: exit codes 0/1/64/65,
// diagnostics `FILE:LINE:COL: error|warning: message`; fmt output CRLF, folded at 75 octets).

import Foundation
import XCTest

final class LintFmtCLITests: XCTestCase {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static var samples: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("samples")
  }

  func run(_ args: [String], stdin: Data? = nil) throws -> Run {
    let r = try CommandRunner.run(args, stdin: stdin)
    return Run(status: r.status, stdout: r.stdout, stderr: r.stderr)
  }

  func temp(_ text: String) throws -> String {
    let path = NSTemporaryDirectory() + "recur-cli-\(UUID().uuidString).ics"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
  }

  static let clean = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//EN\r\nBEGIN:VTODO\r\nUID:1\r\nSUMMARY:Pay rent\r\nDTSTAMP:20260101T000000Z\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"

  // README: exit 0 when clean, nothing printed.
  func testLintCleanFileExitsZero() throws {
    let r = try run(["lint", try temp(Self.clean)])
    XCTAssertEqual(r.status, 0)
    XCTAssertEqual(r.stdout, "")
  }

  // README: exit 1 for warnings only; diagnostics on stdout as FILE:LINE:COL.
  func testLintWarningsOnlyExitsOne() throws {
    let path = try temp(Self.clean.replacingOccurrences(of: "SUMMARY:Pay rent", with: "summary:Pay rent"))
    let r = try run(["lint", path])
    XCTAssertEqual(r.status, 1)
    XCTAssertEqual(r.stdout, "\(path):6:1: warning: name 'summary' is not uppercase; write 'SUMMARY'\n")
  }

  // README: exit 65 for errors; standard input is named <stdin>.
  func testLintErrorsFromStdinExitSixtyFive() throws {
    let text = Self.clean.replacingOccurrences(of: "SUMMARY:Pay rent", with: "PERCENT-COMPLETE:150")
    let r = try run(["lint", "-"], stdin: Data(text.utf8))
    XCTAssertEqual(r.status, 65)
    XCTAssertEqual(r.stdout, "<stdin>:6:18: error: PERCENT-COMPLETE value '150' is out of range; expected an INTEGER 0...100\n")
  }

  // RFC 5545 §3.6.2 (todoprop: dtstamp and uid "are REQUIRED, but MUST NOT occur more than
  // once"), §3.6.6 (a DISPLAY alarm needs DESCRIPTION; DURATION and REPEAT go together): each
  // missing or repeated property is reported at its component's BEGIN line, exit 65.
  func testLintReportsComponentCardinality() throws {
    let text = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//x//EN",
      "BEGIN:VTODO", "SUMMARY:Pay rent", "DUE:20260131T090000Z", "DURATION:PT1H", "SUMMARY:again",
      "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT15M", "REPEAT:2", "END:VALARM",
      "END:VTODO", "END:VCALENDAR", "",
    ].joined(separator: "\r\n")
    let r = try run(["lint", "-"], stdin: Data(text.utf8))
    XCTAssertEqual(r.status, 65)
    XCTAssertEqual(r.stdout, """
      <stdin>:8:1: error: SUMMARY appears more than once in VTODO; RFC 5545 §3.6.2 allows it once
      <stdin>:9:1: error: VALARM has REPEAT without DURATION; RFC 5545 §3.6.6 needs both or neither, e.g. DURATION:PT5M and REPEAT:2
      <stdin>:9:1: error: VALARM has no DESCRIPTION; RFC 5545 §3.6.6 requires one for ACTION:DISPLAY, e.g. DESCRIPTION:Reminder
      <stdin>:4:1: error: VTODO has no UID; RFC 5545 §3.6.2 requires one, e.g. UID:4088E990AD89@example.com
      <stdin>:4:1: error: VTODO has no DTSTAMP; RFC 5545 §3.6.2 requires one, e.g. DTSTAMP:20260131T090000Z
      <stdin>:4:1: error: VTODO has both DUE and DURATION; RFC 5545 §3.6.2 allows one or the other
      <stdin>:4:1: error: VTODO has no DTSTART; RFC 5545 §3.6.2 requires one with DURATION, e.g. DTSTART:20260131T090000Z

      """)
  }

  // README: 64 for usage errors; an unreadable file counts as one (documented in --help).
  func testLintMissingFileExitsSixtyFour() throws {
    let r = try run(["lint", "/nonexistent/x.ics"])
    XCTAssertEqual(r.status, 64)
    XCTAssertEqual(r.stderr, "recur lint: cannot read /nonexistent/x.ics: No such file or directory\n"
                   + "recur lint: 0 files checked: 0 errors, 0 warnings, 1 unreadable\n")
  }

  func testLintWithoutArgumentIsUsageError() throws {
    XCTAssertEqual(try run(["lint"]).status, 64)
  }

  // README fmt: CRLF, folded at 75 octets never inside UTF-8, everything kept.
  func testFmtCanonicalisesSloppyInput() throws {
    let sloppy = "begin:vcalendar\nversion:2.0\nprodid:-//x//EN\nBEGIN:VTODO\nUID:1\nX-LONG;x-p=\"a:b\":" + String(repeating: "é", count: 40) + "\nEND:VTODO\nEND:VCALENDAR\n"
    let r = try run(["fmt", "-"], stdin: Data(sloppy.utf8))
    XCTAssertEqual(r.status, 0)
    XCTAssertEqual(r.stdout, "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//EN\r\nBEGIN:VTODO\r\nUID:1\r\n"
      + "X-LONG;X-P=\"a:b\":" + String(repeating: "é", count: 29) + "\r\n " + String(repeating: "é", count: 11) + "\r\n"
      + "END:VTODO\r\nEND:VCALENDAR\r\n")
  }

  func testFmtWritesOutputFileAndIsIdempotent() throws {
    let input = try temp(Self.clean)
    let out = input + ".out"
    addTeardownBlock { try? FileManager.default.removeItem(atPath: out) }
    XCTAssertEqual(try run(["fmt", input, "-o", out]).status, 0)
    XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8), Self.clean)
  }

  // README: exit 65 on unparseable input, diagnostics on stderr, nothing on stdout.
  func testFmtRefusesSyntaxErrors() throws {
    let broken = Self.clean.replacingOccurrences(of: "END:VTODO\r\n", with: "")
    let path = try temp(broken)
    let r = try run(["fmt", path])
    XCTAssertEqual(r.status, 65)
    XCTAssertEqual(r.stdout, "")
    XCTAssertEqual(r.stderr, "\(path):8:1: error: END:VCALENDAR does not match BEGIN:VTODO on line 4; expected END:VTODO\n")
  }

  // samples/: the three app exports are clean; broken.ics has errors (docs/SEMANTICS.md).
  func testSamplesLint() throws {
    for name in ["apple-reminders.ics", "thunderbird-tasks.ics", "google-calendar.ics"] {
      let r = try run(["lint", Self.samples.appendingPathComponent(name).path])
      XCTAssertEqual(r.status, 0, "\(name): \(r.stdout)")
    }
    let broken = try run(["lint", Self.samples.appendingPathComponent("broken.ics").path])
    XCTAssertEqual(broken.status, 65)
  }

  // Benchmarks/ bench input: `recur bench gen-todos` is deterministic and lints clean.
  func testGeneratedTodosAreDeterministicAndClean() throws {
    let a = NSTemporaryDirectory() + "recur-gen-a-\(UUID().uuidString).ics"
    let b = NSTemporaryDirectory() + "recur-gen-b-\(UUID().uuidString).ics"
    addTeardownBlock {
      try? FileManager.default.removeItem(atPath: a)
      try? FileManager.default.removeItem(atPath: b)
    }
    XCTAssertEqual(try run(["bench", "gen-todos", "--count", "300", "--seed", "7", "-o", a]).status, 0)
    XCTAssertEqual(try run(["bench", "gen-todos", "--count", "300", "--seed", "7", "-o", b]).status, 0)
    let textA = try String(contentsOfFile: a, encoding: .utf8)
    XCTAssertEqual(textA, try String(contentsOfFile: b, encoding: .utf8))
    XCTAssertEqual(textA.components(separatedBy: "BEGIN:VTODO\r\n").count - 1, 300)
    XCTAssertEqual(textA.components(separatedBy: "\r\nRRULE:").count - 1 - 2, 200)  // 2 RRULEs are in the VTIMEZONE
    let lint = try run(["lint", a])
    XCTAssertEqual(lint.status, 0, lint.stdout)
    let fmt = try run(["fmt", a])
    XCTAssertEqual(fmt.stdout, textA)
  }
}
