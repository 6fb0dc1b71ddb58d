// `recur plan` over the same .ics given as a file (mapped read-only and edited in place,
// `InputBytes`) and on standard input (`-`, streamed and re-serialised): docs/SEMANTICS.md "Planner" asks for
// byte-identical output, RFC 5545 §3.1 CRLF lines as `recur bench gen-todos` writes them.

import Foundation
import XCTest

extension PlanCommandTests {
  /// Source: docs/SEMANTICS.md "Planner" (the same input gives the same bytes); the generated file has every
  /// shape the reader meets (one-time, recurring, zoned, completed). The .ics plan and the
  /// --json plan from the mapped file equal those from standard input, byte for byte, at two
  /// `--now` values (one of them the US DST change), with a budget of 1 and with a horizon.
  func testMappedFileAndStandardInputGiveTheSameBytes() throws {
    let path = NSTemporaryDirectory() + "recur-plan-input-\(UUID().uuidString).ics"
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    let gen = try recur(["bench", "gen-todos", "--count", "400", "--seed", "3", "-o", path])
    XCTAssertEqual(gen.status, 0, gen.stderr)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    for now in ["20260308T063000Z", "20261101T053000Z"] {
      for extra in [[], ["--budget", "1"], ["--horizon", "P7D"]] {
        for json in [[], ["--json"]] {
          let arguments = ["--now", now] + extra + json
          let mapped = try recur(["plan", path] + arguments)
          let piped = try CommandRunner.run(["plan", "-"] + arguments, stdin: bytes)
          XCTAssertEqual(mapped.status, 0, mapped.stderr)
          XCTAssertEqual(piped.status, 0, piped.stderr)
          XCTAssertGreaterThan(mapped.stdout.count, 1000, "\(arguments)")
          XCTAssertEqual(mapped.stdout, piped.stdoutData, "\(arguments)")
        }
      }
    }
  }

  /// Source: README (errors name the file; "Exit codes": 64 for an input file that cannot be
  /// read): a file that cannot be opened is exit 64 with its path in the message, not a crash
  /// in the mapping.
  func testMissingInputNamesTheFile() throws {
    let path = NSTemporaryDirectory() + "recur-plan-missing-\(UUID().uuidString).ics"
    let r = try recur(["plan", path, "--now", "20261122T120000Z"])
    XCTAssertEqual(r.status, 64)
    XCTAssertTrue(r.stderr.contains(path), r.stderr)
  }
}
