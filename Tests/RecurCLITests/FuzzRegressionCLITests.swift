// Regressions found by running `recur` as a hostile user (mutated files, unreadable inputs,
// failed outputs). Each test names its finding; the expected exit codes and messages are the
// CLI contract of README ("Exit codes") and each command's --help, written out in full.

import Foundation
import XCTest

final class FuzzRegressionCLITests: XCTestCase {
  private func run(_ arguments: [String], stdin: Data? = nil) throws -> CommandResult {
    try CommandRunner.run(arguments, stdin: stdin)
  }

  static var root: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }
  static var store: String { root.appendingPathComponent("samples/reminders.json").path }

  // MARK: - Regressions

  /// fuzz: `recur plan` and `recur snooze` on a missing file or a directory exited 65 ("bad
  /// data") with "FILE: (file): cannot read: …", where every other command exits 64 with
  /// "recur CMD: cannot read FILE: reason" (README "Exit codes": 64 for input that cannot be
  /// read). The same holds for plan's --activity and --previous files.
  func testPlanAndSnoozeUnreadableInputExit64() throws {
    let missing = "/nonexistent/recur-fuzz.ics"
    let cases: [([String], String)] = [
      (["plan", missing, "--now", "20261122T120000Z"],
       "recur plan: cannot read /nonexistent/recur-fuzz.ics: No such file or directory\n"),
      (["plan", "/nonexistent/recur-fuzz.json", "--now", "20261122T120000Z"],
       "recur plan: cannot read /nonexistent/recur-fuzz.json: No such file or directory\n"),
      (["plan", "/", "--now", "20261122T120000Z"], "recur plan: cannot read /: Is a directory\n"),
      (["plan", Self.store, "--now", "20261122T120000Z", "--activity", "/"],
       "recur plan: cannot read /: Is a directory\n"),
      (["plan", Self.store, "--now", "20261122T120000Z", "--previous", missing],
       "recur plan: cannot read /nonexistent/recur-fuzz.ics: No such file or directory\n"),
      (["snooze", missing, "--alarm", "x", "--minutes", "5", "--now", "20261122T120000Z"],
       "recur snooze: cannot read /nonexistent/recur-fuzz.ics: No such file or directory\n"),
      (["snooze", "/", "--alarm", "x", "--minutes", "5", "--now", "20261122T120000Z"],
       "recur snooze: cannot read /: Is a directory\n"),
    ]
    for (arguments, message) in cases {
      let r = try run(arguments)
      XCTAssertEqual(r.status, 64, arguments.joined(separator: " "))
      XCTAssertEqual(r.stderr, message, arguments.joined(separator: " "))
      XCTAssertEqual(r.stdout, "", arguments.joined(separator: " "))
    }
  }

  /// fuzz: `recur lint --json` kept every diagnostic in memory until the end: a 3.4 MB mutant
  /// with 400,232 diagnostics took 529 MB (about 1.3 KB a diagnostic, so a file at the 1 GiB
  /// input limit could ask for far more memory than the machine has), where text output streams.
  /// Now the array is written one element at a time. 400,000 empty lines (one warning each,
  /// docs/SEMANTICS.md) then run within a 256 MB address-space limit (`ulimit -v`), which the
  /// accumulating version broke by a factor of two; the array is whole and its elements are
  /// laid out as JSONEncoder lays out the whole array (pretty-printed, sorted keys).
  func testLintJSONStreamsItsDiagnostics() throws {
    let directory = NSTemporaryDirectory() + "recur-fuzz-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let input = directory + "/empty-lines.ics"
    let output = directory + "/out.json"
    let errors = directory + "/err.txt"
    var bytes = Array("BEGIN:VCALENDAR\r\n".utf8)
    bytes += [UInt8](repeating: 0, count: 800_000).enumerated().map { $0.offset % 2 == 0 ? 0x0D : 0x0A }
    bytes += Array("END:VCALENDAR\r\n".utf8)
    try Data(bytes).write(to: URL(fileURLWithPath: input))

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", #"ulimit -v 262144 && exec "$0" lint --json "$1" > "$2" 2> "$3""#,
                         CommandRunner.executable().path, input, output, errors]
    try process.run()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 65)
    XCTAssertEqual(try String(contentsOfFile: errors, encoding: .utf8),
                   "recur lint: 1 file checked: 2 errors, 400000 warnings\n")
    let text = try String(contentsOfFile: output, encoding: .utf8)
    let first = """
      [
        {
          "column" : 1,
          "file" : "\(input)",
          "line" : 2,
          "message" : "empty line ignored; every content line is NAME[;PARAM=VALUE]*:VALUE",
          "severity" : "warning"
        },
      """
    let last = """
        {
          "column" : 1,
          "file" : "\(input)",
          "line" : 1,
          "message" : "VCALENDAR has no PRODID property; expected PRODID:-//Company//Product//EN",
          "severity" : "error"
        }
      ]

      """
    XCTAssertTrue(text.hasPrefix(first), String(text.prefix(400)))
    XCTAssertTrue(text.hasSuffix(last), String(text.suffix(400)))
  }

  /// fuzz: `recur occurrences --ics` built every occurrence's component before writing any,
  /// so a mutant's window from year 1 to 9999 grew past 1.4 GB and died, while text and
  /// --json stream. Now the lazy window is walked twice (zones first, then each component as
  /// it is made). A daily event over 600 years (219,145 days from 1700-01-01 to 2299-12-31)
  /// then runs within a 256 MB address-space limit (`ulimit -v`; the version that held them
  /// took 259 MB of resident memory and crashed under it). The output is whole: a header of 64
  /// octets, 219,145 standalone VEVENTs of 151 octets each (RFC 5545 §3.8.4.4: the occurrence
  /// with its RECURRENCE-ID), and END:VCALENDAR (15 octets).
  func testOccurrencesICSStreamsItsComponents() throws {
    let directory = NSTemporaryDirectory() + "recur-fuzz-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let input = directory + "/daily.ics"
    let output = directory + "/out.ics"
    let errors = directory + "/err.txt"
    try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//EN\r\nBEGIN:VEVENT\r\nUID:daily\r\n"
      + "DTSTAMP:20260101T000000Z\r\nDTSTART:17000101T090000Z\r\nDURATION:PT1H\r\nRRULE:FREQ=DAILY\r\n"
      + "SUMMARY:Daily\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n").write(toFile: input, atomically: false, encoding: .utf8)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", #"ulimit -v 262144 && exec "$0" occurrences "$1" --from 1700-01-01T00:00:00Z "# +
                         #"--to 2300-01-01T00:00:00Z --ics > "$2" 2> "$3""#,
                         CommandRunner.executable().path, input, output, errors]
    try process.run()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0)
    XCTAssertEqual(try String(contentsOfFile: errors, encoding: .utf8), "")
    let text = try String(contentsOfFile: output, encoding: .utf8)
    XCTAssertEqual(text.utf8.count, 64 + 219_145 * 151 + 15)
    func event(_ day: String) -> String {
      "BEGIN:VEVENT\r\nUID:daily\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:\(day)T090000Z\r\n"
        + "RECURRENCE-ID:\(day)T090000Z\r\nDURATION:PT1H\r\nSUMMARY:Daily\r\nEND:VEVENT\r\n"
    }
    XCTAssertTrue(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Recur//occurrences//EN\r\n"
                                   + event("17000101") + event("17000102")), String(text.prefix(400)))
    XCTAssertTrue(text.hasSuffix(event("22991231") + "END:VCALENDAR\r\n"), String(text.suffix(400)))
  }

  /// fuzz: `recur conformance --random 999999999999` had no upper bound and died of a bad
  /// pointer dereference when the case array could not grow (SECURITY.md "Limits": every count
  /// has a range and a message); `--corpus` read a file whole without the input limits
  /// (FileManager) and said "cannot read PATH", exit 65, without the reason. Now --random is
  /// 0...1000000, a corpus file is read within the limits (/dev/zero stops at the 8 MiB line
  /// limit, 65) and an unreadable one is 64 with the reason, as for every command.
  func testConformanceRandomIsBoundedAndCorpusReadWithinLimits() throws {
    let random = try run(["conformance", "--random", "999999999999"])
    XCTAssertEqual(random.status, 64)
    XCTAssertTrue(random.stderr.hasPrefix("Error: --random must be in 0...1000000, got 999999999999\n"), random.stderr)
    let missing = try run(["conformance", "--corpus", "/nonexistent/recur-fuzz.txt"])
    XCTAssertEqual(missing.status, 64)
    XCTAssertEqual(missing.stderr, "recur conformance: cannot read /nonexistent/recur-fuzz.txt: No such file or directory\n")
    let directory = try run(["conformance", "--corpus", "/"])
    XCTAssertEqual(directory.status, 64)
    XCTAssertEqual(directory.stderr, "recur conformance: cannot read /: Is a directory\n")
    let zero = try run(["conformance", "--corpus", "/dev/zero"])
    XCTAssertEqual(zero.status, 65)
    XCTAssertEqual(zero.stderr, "recur conformance: error: /dev/zero: line 1 is longer than 8388608 bytes "
                   + "(the content-line limit, valid: 0...8388608; SECURITY.md)\n")
  }
}
