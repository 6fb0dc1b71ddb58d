// `recur occurrences` against recurring-ical-events (PyPI; installed into .venv-occurrences by
// scripts/occurrences-oracle.sh, which scripts/test.sh runs): the same occurrences in a window
// for every file of Tests/OccurrencesTests/Corpus (export-shaped files, each with its Source:
// note in CORPUS.md). Each known difference is argued in docs/SEMANTICS.md
// "recurring-ical-events"; any other fails. Skipped when the virtualenv is missing.

import Foundation
import XCTest

final class OccurrencesOracleTests: XCTestCase {
  static var root: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }

  /// Lines only one side lists: `-` recurring-ical-events only, `+` Recur only.
  static let differences: [String: [String]] = [
    // A RECURRENCE-ID override with STATUS:CANCELLED removes its instance (RFC 5546 §3.2.5,
    // as Google shows it); recurring-ical-events lists the cancelled instance.
    "google-weekly-overrides.ics": ["- 5b1k0qv4n7l8p2r3s4t5u6v7w8@google.com 20260323T170000Z"],
  ]

  func testSameOccurrencesAsRecurringICalEvents() throws {
    let python = Self.root.appendingPathComponent(".venv-occurrences/bin/python").path
    guard FileManager.default.isExecutableFile(atPath: python) else {
      throw XCTSkip("no .venv-occurrences: run bash scripts/occurrences-oracle.sh")
    }
    let corpus = Self.root.appendingPathComponent("Tests/OccurrencesTests/Corpus")
    let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { $0.hasSuffix(".ics") }.sorted()
    XCTAssertEqual(files.count, 5)
    for (from, to) in [("20260101T000000Z", "20260701T000000Z"), ("20260315T000000Z", "20260322T000000Z")] {
      for name in files {
        let path = corpus.appendingPathComponent(name).path
        let oracle = try CommandRunner.run([Self.root.appendingPathComponent("scripts/occurrences-oracle.py").path, path, from, to],
                                           executable: URL(fileURLWithPath: python))
        XCTAssertEqual(oracle.status, 0, oracle.stderr)
        let theirs = Set(oracle.stdout.split(separator: "\n").map(String.init))
        let run = try CommandRunner.run(["occurrences", path, "--from", from, "--to", to, "--json"])
        XCTAssertEqual(run.status, 0)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: run.stdoutData) as? [String: Any])
        let list = try XCTUnwrap(json["occurrences"] as? [[String: Any]])
        let ours = Set(list.map { o in
          "\(o["uid"] as? String ?? "") \((o["startUTC"] as? String) ?? (o["start"] as? String) ?? (o["end"] as? String) ?? "")"
        })
        let found = (theirs.subtracting(ours).map { "- " + $0 } + ours.subtracting(theirs).map { "+ " + $0 }).sorted()
        let expected = (Self.differences[name] ?? []).filter { line in
          // A known difference shows only when its occurrence is in the window.
          theirs.contains(String(line.dropFirst(2))) || ours.contains(String(line.dropFirst(2)))
        }
        XCTAssertEqual(found, expected, "\(name) [\(from), \(to))")
        XCTAssertFalse(ours.isEmpty && theirs.isEmpty && from == "20260101T000000Z", name)
      }
    }
  }
}
