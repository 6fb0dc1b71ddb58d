// `recur sync` as a git-style stub (docs/ARCHITECTURE.md "Start-up"): `recur` execs the sibling
// `recur-sync`, passing every argument (`--help` included), the exit status and the streams
// through; exit 70 with a message naming recur-sync when the sibling is missing.

import Foundation
import XCTest

final class SyncStubCLITests: XCTestCase {
  /// Runs `executable` with `args`; returns (status, stdout, stderr).
  func run(_ executable: URL, _ args: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let r = try CommandRunner.run(args, executable: executable)
    return (r.status, r.stdout, r.stderr)
  }

  // README: `recur sync --help` documents the real options, which only recur-sync knows.
  func testHelpIsForwardedToRecurSync() throws {
    for flag in ["--help", "-h"] {
      let r = try run(CommandRunner.executable(), ["sync", flag])
      XCTAssertEqual(r.status, 0, r.stderr)
      XCTAssertTrue(r.stdout.contains("USAGE: recur sync <store> --url <url>"), r.stdout)
      XCTAssertTrue(r.stdout.contains("--password-env"), r.stdout)
    }
  }

  // Arguments after `sync` reach recur-sync untouched: an ArgumentParser usage error there is 64.
  func testUsageErrorComesFromRecurSync() throws {
    let r = try run(CommandRunner.executable(), ["sync", "store.json", "--url", "http://127.0.0.1:1/x/", "--no-such-option"])
    XCTAssertEqual(r.status, 64, r.stderr)
    XCTAssertTrue(r.stderr.contains("--no-such-option"), r.stderr)
  }

  // README exit 70 (internal error) when the installation lacks recur-sync.
  func testMissingRecurSyncExits70() throws {
    let dir = NSTemporaryDirectory() + "recur-stub-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
    let lone = URL(fileURLWithPath: dir + "/recur")
    try FileManager.default.copyItem(at: CommandRunner.executable(), to: lone)
    let r = try run(lone, ["sync", "store.json", "--url", "http://127.0.0.1:1/x/"])
    XCTAssertEqual(r.status, 70, r.stderr)
    XCTAssertTrue(r.stderr.hasPrefix("recur sync: error: cannot find recur-sync"), r.stderr)
  }
}
