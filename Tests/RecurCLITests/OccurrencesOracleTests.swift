// `recur occurrences` against recurring-ical-events (PyPI; installed into .venv-occurrences by
// scripts/occurrences-oracle.sh, which scripts/test.sh runs): the same occurrences (UID, start
// and end) in two windows for every file of Tests/OccurrencesTests/Corpus — files real
// applications wrote, each with its `Source:` note in CORPUS.md. Each known difference is
// argued from RFC text in docs/SEMANTICS.md "recurring-ical-events" under the name given here;
// any other fails. Skipped when the virtualenv is missing.

import Foundation
import XCTest

final class OccurrencesOracleTests: XCTestCase {
  static var root: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }

  static var corpus: URL { root.appendingPathComponent("Tests/OccurrencesTests/Corpus") }

  /// The corpus files, sorted.
  static func corpusFiles() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { $0.hasSuffix(".ics") }.sorted()
  }

  /// A window wide enough for every file's data, and a narrow one whose bounds cut instances.
  static let windows = [("20000101T000000Z", "20300101T000000Z"), ("20200115T103000Z", "20200315T103000Z")]

  /// Occurrence lines (`UID START END`) only one side lists, `-` recurring-ical-events only,
  /// `+` Recur only, each under the SEMANTICS.md "recurring-ical-events" difference it shows.
  /// A line shows only in the windows its occurrence falls in.
  static let differences: [String: (name: String, lines: [String])] = [
    "google-weekly-overrides.ics": ("A cancelled override", [
      "- 5b1k0qv4n7l8p2r3s4t5u6v7w8@google.com 20260323T170000Z 20260323T173000Z",
    ]),
    "thunderbird-cancel-status.ics": ("A cancelled override", [
      "- b65c2b5b-b785-4edc-9560-e0379036d1f2 20200129T210000Z 20200129T220000Z",
    ]),
    "apple-allday-rdate.ics": ("An RDATE period's length", [
      "+ C3D5E7F9-0B1D-4F3A-8C5E-7A9B1D3F5A7C 20260314T190000Z 20260314T210000Z",
      "- C3D5E7F9-0B1D-4F3A-8C5E-7A9B1D3F5A7C 20260314T190000Z 20260314T220000Z",
    ]),
    "reservas-range-thisandfuture.ics": ("A DATE UNTIL under a timed DTSTART", [
      "+ 210 20250921T142200Z 20250921T161300Z",
    ]),
    "emclient-completed-recurring-todo.ics": ("A todo due at the window's end", [
      "+ 3884083942925614120 20300101T000000 20300101T000000",
    ]),
  ]

  /// Files whose todos have DTSTART and no DUE or DURATION: recurring-ical-events gives each
  /// occurrence DUE = DTSTART, Recur no end (SEMANTICS.md "A todo with DTSTART only").
  static let todosWithStartOnly: Set<String> = ["thunderbird-todo-until.ics"]

  /// Files recurring-ical-events cannot read (it raises), with what it raises and the number
  /// of occurrences Recur lists in the wide window (SEMANTICS.md "Blanks inside an RRULE",
  /// "Bare CR line endings").
  static let oracleFails: [String: (error: String, ours: Int)] = [
    // Weekdays 2015-07-03 10:00 (+02:00) to UNTIL 07-22 08:00Z: Jul 3, 6–10, 13–17, 20–22.
    "exchange-cdo-missing-event.ics": ("BadRuleStringFormat", 14),
    // Bare CR line endings; the counts are those of the producer's notes (Test-*.txt beside each).
    // COUNT=5 daily, 2005-04-11 to 04-15.
    "lotus-notes-6-daily.ics": ("ValueError", 5),
    // Five RDATE periods, 2005-04-18 to 04-22.
    "lotus-notes-6-rdate-periods.ics": ("ValueError", 5),
    // The one moved instance, 2005-04-26 10:00–11:00, sent without its master.
    "lotus-notes-6-moved-instance.ics": ("ValueError", 1),
    // Five RDATE periods of 30 minutes, 2005-04-25 to 04-29.
    "lotus-notes-6-shortened.ics": ("ValueError", 5),
  ]

  func testSameOccurrencesAsRecurringICalEvents() throws {
    let python = Self.root.appendingPathComponent(".venv-occurrences/bin/python").path
    guard FileManager.default.isExecutableFile(atPath: python) else {
      throw XCTSkip("no .venv-occurrences: run bash scripts/occurrences-oracle.sh")
    }
    let files = try Self.corpusFiles()
    XCTAssertEqual(files.count, 62)
    for (from, to) in Self.windows {
      // One run of the oracle over every file (its start-up dominates a run per file).
      let oracle = try CommandRunner.run([Self.root.appendingPathComponent("scripts/occurrences-oracle.py").path, from, to]
                                         + files.map { Self.corpus.appendingPathComponent($0).path },
                                         executable: URL(fileURLWithPath: python))
      XCTAssertEqual(oracle.status, 0, oracle.stderr)
      var theirs: [String: Set<String>] = [:]
      var failed: [String: String] = [:]
      for line in oracle.stdout.split(separator: "\n") {
        let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { continue }
        if parts[1].hasPrefix("! ") { failed[parts[0]] = String(parts[1].dropFirst(2)) } else { theirs[parts[0], default: []].insert(parts[1]) }
      }
      for name in files {
        let ours = try Self.recurOccurrences(Self.corpus.appendingPathComponent(name).path, from: from, to: to)
        if let fails = Self.oracleFails[name] {
          XCTAssertEqual(failed[name], fails.error, name)
          if from == Self.windows[0].0 { XCTAssertEqual(ours.count, fails.ours, name) }
          continue
        }
        XCTAssertNil(failed[name], name)
        var expectedTheirs = theirs[name] ?? []
        if Self.todosWithStartOnly.contains(name) {
          expectedTheirs = Set(expectedTheirs.map { line in
            let f = line.split(separator: " ").map(String.init)
            return f.count == 3 && f[1] == f[2] ? "\(f[0]) \(f[1]) -" : line
          })
        }
        let found = (expectedTheirs.subtracting(ours).map { "- " + $0 } + ours.subtracting(expectedTheirs).map { "+ " + $0 }).sorted()
        let known = (Self.differences[name]?.lines ?? []).filter { line in
          // A known difference shows only when its occurrence is in the window.
          expectedTheirs.contains(String(line.dropFirst(2))) || ours.contains(String(line.dropFirst(2)))
        }.sorted()
        XCTAssertEqual(found, known, "\(name) [\(from), \(to)), known: \(Self.differences[name]?.name ?? "none")")
        if from == Self.windows[0].0 { XCTAssertFalse(ours.isEmpty, name) }
      }
    }
  }

  /// `UID START END` for each occurrence `recur occurrences --json` lists, as the oracle writes
  /// them: UTC for zoned times, the value as written otherwise, `-` for a missing UID or end;
  /// a todo with only DUE starts at its due.
  static func recurOccurrences(_ path: String, from: String, to: String) throws -> Set<String> {
    let run = try CommandRunner.run(["occurrences", path, "--from", from, "--to", to, "--json"])
    XCTAssertEqual(run.status, 0, path)
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: run.stdoutData) as? [String: Any])
    let list = try XCTUnwrap(json["occurrences"] as? [[String: Any]])
    return Set(list.map { o in
      let uid = (o["uid"] as? String).flatMap { $0.isEmpty ? nil : $0 } ?? "-"
      let end = (o["endUTC"] as? String) ?? (o["end"] as? String)
      let start = (o["startUTC"] as? String) ?? (o["start"] as? String) ?? end ?? "-"
      return "\(uid) \(start) \(end ?? "-")"
    })
  }
}
