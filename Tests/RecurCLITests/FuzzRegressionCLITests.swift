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
}
