// The hardening pass run as a user runs `recur`: atomic `-o` writes that keep mode
// and symlinks, an output that is the input, inputs read once (pipes, FIFOs), exit 74 on a
// failed write to standard output, and the input limits of SECURITY.md. Expectations come from
// SECURITY.md, written out in full.

import Foundation
import XCTest

final class HardeningCLITests: XCTestCase {
  private var directory = ""

  override func setUpWithError() throws {
    directory = NSTemporaryDirectory() + "recur-harden-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(atPath: directory)
  }

  static var root: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }
  static var store: String { root.appendingPathComponent("samples/reminders.json").path }
  static var calendar: String { root.appendingPathComponent("samples/apple-reminders.ics").path }

  /// Lowercase names, LF endings: `fmt` changes both, so an emptied or unformatted file shows.
  static let messy = "begin:VCALENDAR\nVERSION:2.0\nPRODID:-//x//EN\nbegin:VTODO\nUID:1\nDTSTAMP:20260101T000000Z\nSUMMARY:Pay rent\nEND:VTODO\nEND:VCALENDAR\n"
  static let formatted = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//EN\r\nBEGIN:VTODO\r\nUID:1\r\nDTSTAMP:20260101T000000Z\r\nSUMMARY:Pay rent\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"

  private func file(_ name: String, _ text: String) throws -> String {
    let path = directory + "/" + name
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    return path
  }

  private func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  private func mode(_ path: String) -> mode_t {
    var info = stat()
    _ = stat(path, &info)
    return info.st_mode & 0o7777
  }

  /// Runs `recur` with standard output going to `stdoutPath` (e.g. /dev/full).
  private func run(_ arguments: [String], stdoutPath: String) throws -> (status: Int32, stderr: String) {
    let process = Process()
    process.executableURL = CommandRunner.executable()
    process.arguments = arguments
    let errorPath = directory + "/stderr-\(UUID().uuidString)"
    _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try XCTUnwrap(FileHandle(forWritingAtPath: stdoutPath))
    process.standardError = try XCTUnwrap(FileHandle(forWritingAtPath: errorPath))
    try process.run()
    process.waitUntilExit()
    return (process.terminationStatus, try text(errorPath))
  }

  // SECURITY.md: "`recur fmt F -o F` empties F and exits 0": F is read once, then replaced whole.
  func testFmtOntoItsOwnInput() throws {
    let path = try file("cal.ics", Self.messy)
    let r = try CommandRunner.run(["fmt", path, "-o", path])
    XCTAssertEqual(r.status, 0, r.stderr)
    XCTAssertEqual(try text(path), Self.formatted)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), ["cal.ics"])
  }

  // SECURITY.md: "`fmt <(…) -o out` writes an empty file; `fmt` on a FIFO hangs".
  func testFmtReadsAFIFOOnce() throws {
    let fifo = directory + "/in.fifo"
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    let writer = Thread {
      if let handle = FileHandle(forWritingAtPath: fifo) {
        handle.write(Data(Self.messy.utf8))
        try? handle.close()
      }
    }
    writer.start()
    let out = directory + "/out.ics"
    let r = try CommandRunner.run(["fmt", fifo, "-o", out])
    XCTAssertEqual(r.status, 0, r.stderr)
    XCTAssertEqual(try text(out), Self.formatted)
  }

  // Standard input read once, written with -o.
  func testFmtFromStandardInputToAFile() throws {
    let out = directory + "/out.ics"
    let r = try CommandRunner.run(["fmt", "-", "-o", out], stdin: Data(Self.messy.utf8))
    XCTAssertEqual(r.status, 0, r.stderr)
    XCTAssertEqual(try text(out), Self.formatted)
  }

  // SECURITY.md: "The store's mode (0600) is reset to 0644 by … `export -o`; a symlinked store is
  // replaced by a regular file": the link stays, the file it names gets the bytes, mode kept.
  func testExportKeepsModeAndSymlink() throws {
    let target = try file("real.ics", "old")
    XCTAssertEqual(chmod(target, 0o600), 0)
    XCTAssertEqual(symlink("real.ics", directory + "/link.ics"), 0)
    let r = try CommandRunner.run(["export", Self.store, "--now", "20261122T120000Z", "-o", directory + "/link.ics"])
    XCTAssertEqual(r.status, 0, r.stderr)
    XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/link.ics"), "real.ics")
    XCTAssertTrue(try text(target).hasPrefix("BEGIN:VCALENDAR\r\n"))
    XCTAssertEqual(mode(target), 0o600)
  }

  // SECURITY.md: "`plan -o`, `snooze -o` and `fmt -o` are not atomic": each replaces its output
  // whole and keeps its mode; a plan written onto its own input is the plan of the old input.
  func testPlanAndSnoozeWriteAtomically() throws {
    let plan = try file("plan.ics", "old")
    XCTAssertEqual(chmod(plan, 0o640), 0)
    let p = try CommandRunner.run(["plan", Self.calendar, "--now", "20261122T120000Z", "-o", plan])
    XCTAssertEqual(p.status, 0, p.stderr)
    XCTAssertEqual(mode(plan), 0o640)
    let planText = try text(plan)
    let expected = try CommandRunner.run(["plan", Self.calendar, "--now", "20261122T120000Z"])
    XCTAssertEqual(planText, expected.stdout)
    let copy = try file("copy.ics", planText)
    let again = try CommandRunner.run(["plan", copy, "--now", "20261122T120000Z", "-o", copy])
    XCTAssertEqual(again.status, 0, again.stderr)
    let direct = try CommandRunner.run(["plan", plan, "--now", "20261122T120000Z"])
    XCTAssertEqual(try text(copy), direct.stdout)
    guard let uid = planText.components(separatedBy: "\r\n").first(where: { $0.hasPrefix("UID:") && $0.contains("/") })?
      .dropFirst(4) else { return XCTFail("no alarm UID in\n\(planText)") }
    let s = try CommandRunner.run(["snooze", plan, "--alarm", String(uid), "--minutes", "15",
                                   "--now", "20261122T120000Z", "-o", plan])
    XCTAssertEqual(s.status, 0, s.stderr)
    XCTAssertTrue(try text(plan).contains("RELTYPE=SNOOZE"))
    XCTAssertEqual(mode(plan), 0o640)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory).sorted(), ["copy.ics", "plan.ics"])
  }

  // SECURITY.md: "on a full disk, `recur complete … > new.json` leaves truncated JSON and exits 0":
  // every command's standard output is checked; exit 74 (EX_IOERR) with the reason.
  func testFullStandardOutputExits74() throws {
    guard FileManager.default.fileExists(atPath: "/dev/full") else { throw XCTSkip("no /dev/full") }
    let commands: [[String]] = [
      ["complete", Self.store, "--id", "A0000000-0000-4000-8000-000000000002", "--at", "2026-04-02T12:00:00Z"],
      ["export", Self.store, "--now", "20261122T120000Z"],
      ["import", Self.calendar],
      ["describe", Self.store],
      ["overdue", Self.store, "--now", "2026-11-22T12:00:00Z"],
      ["lint", root("samples/broken.ics")],
      ["fmt", Self.calendar],
      ["plan", Self.calendar, "--now", "20261122T120000Z"],
      ["plan", Self.calendar, "--now", "20261122T120000Z", "--json"],
      ["--help"],
      ["--version"],
      ["lint", "--help"],
      ["sync", "--help"],  // recur-sync's own output (Sources/recur-sync/SyncOutput.swift)
      ["occurrences", Self.calendar, "--from", "20260101T000000Z", "--to", "2027-01-01T00:00:00Z"],
      ["occurrences", Self.calendar, "--from", "20260101T000000Z", "--to", "2027-01-01T00:00:00Z", "--json"],
      ["expand", "--dtstart", "20260101T090000Z", "--limit", "3", "FREQ=DAILY"],
      ["expand", "--dtstart", "20260101T090000Z", "--limit", "3", "--json", "FREQ=DAILY"],
    ]
    for arguments in commands {
      let r = try run(arguments, stdoutPath: "/dev/full")
      XCTAssertEqual(r.status, 74, "\(arguments): \(r.stderr)")
      XCTAssertTrue(r.stderr.hasSuffix("recur: cannot write to standard output: No space left on device\n"),
                    "\(arguments): \(r.stderr)")
    }
  }

  // A failed `-o` write: exit 74, the reason named, the old file untouched.
  func testFailedOutputFileExits74() throws {
    let r = try CommandRunner.run(["export", Self.store, "--now", "20261122T120000Z", "-o", directory + "/no/such.ics"])
    XCTAssertEqual(r.status, 74)
    XCTAssertEqual(r.stderr, "recur export: cannot write \(directory)/no/such.ics: cannot create a temporary file in \(directory)/no: No such file or directory\n")
  }

  private func root(_ relative: String) -> String { Self.root.appendingPathComponent(relative).path }

  // SECURITY.md "Limits": a content line over 8 MiB stops lint, fmt, plan and snooze with exit
  // 65 and the limit named ("on /dev/zero pass 3 GB in seconds").
  func testDevZeroStopsAtTheLineLimit() throws {
    let limit = "line 1 is longer than 8388608 bytes (the content-line limit, valid: 0...8388608; SECURITY.md)"
    let runs: [([String], String)] = [
      (["lint", "/dev/zero"], "recur lint: error: /dev/zero: \(limit)\nrecur lint: 1 file checked: 1 error, 0 warnings\n"),
      (["fmt", "/dev/zero"], "recur fmt: error: /dev/zero: \(limit)\n"),
      (["plan", "/dev/zero", "--now", "20261122T120000Z"], "recur plan: error: /dev/zero: (file): \(limit)\n"),
      (["snooze", "/dev/zero", "--alarm", "x", "--now", "20261122T120000Z"], "recur snooze: error: /dev/zero: (file): \(limit)\n"),
      (["import", "/dev/zero"], "recur import: error: /dev/zero: \(limit)\n"),
    ]
    for (arguments, message) in runs {
      let r = try CommandRunner.run(arguments)
      XCTAssertEqual(r.status, 65, "\(arguments)")
      XCTAssertEqual(r.stderr, message)
    }
  }

  // SECURITY.md: "`recur plan … --budget 9223372036854775807` aborts (exit 134)": a usage error
  // naming the valid range (SECURITY.md "Limits": budgets 0...100000, snooze 1...100000).
  func testBudgetAndLimitRanges() throws {
    let plan = try CommandRunner.run(["plan", Self.store, "--now", "20261122T120000Z", "--budget", "9223372036854775807"])
    XCTAssertEqual(plan.status, 64)
    XCTAssertTrue(plan.stderr.hasPrefix("Error: --budget must be in 0...100000, got 9223372036854775807\n"), plan.stderr)
    let reserve = try CommandRunner.run(["plan", Self.store, "--now", "20261122T120000Z", "--reserve", "100001"])
    XCTAssertEqual(reserve.status, 64)
    XCTAssertTrue(reserve.stderr.hasPrefix("Error: --reserve must be in 0...100000, got 100001\n"), reserve.stderr)
    let snooze = try CommandRunner.run(["snooze", Self.calendar, "--alarm", "x", "--now", "20261122T120000Z",
                                        "--budget", "100001"])
    XCTAssertEqual(snooze.status, 64)
    XCTAssertTrue(snooze.stderr.hasPrefix("Error: --budget must be in 1...100000, got 100001\n"), snooze.stderr)
    for engine in ["native", "libical"] {
      let expand = try CommandRunner.run(["expand", "--engine", engine, "--limit", "100000001", "--dtstart", "20260101", "FREQ=DAILY"])
      XCTAssertEqual(expand.status, 64)
      XCTAssertEqual(expand.stderr, "recur expand: error: --limit: \"100000001\" must be in 0...100000000 (0: no limit)\n")
    }
  }

  // SECURITY.md: "`expand --engine libical` and `conformance` hang on never-matching
  // SECONDLY/MINUTELY rules": February has no 30th (so the native engine proves the rule empty,
  // Recurrence/Iterate/SearchBound.swift), and libical is asked for nothing more.
  func testLibICalNeverMatchingSubDailyRulesEnd() throws {
    for rule in ["FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30", "FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=30;UNTIL=20300101T000000Z",
                 "FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30;COUNT=3"] {
      let expand = try CommandRunner.run(["expand", "--engine", "libical", "--dtstart", "20260101T000000Z", rule])
      XCTAssertEqual(expand.status, 0, expand.stderr)
      XCTAssertEqual(expand.stdout, "")
      let conformance = try CommandRunner.run(["conformance", "--dtstart", "20260101T000000Z", rule])
      XCTAssertEqual(conformance.status, 0, conformance.stdout + conformance.stderr)
      XCTAssertTrue(conformance.stdout.hasPrefix("1 cases: 1 agree, 0 diverge, 0 unexplained"), conformance.stdout)
    }
  }

  // Streamed libical output keeps the native engine's order, RDATE merge and EXDATE removal
  // (README's month-end example; RFC 5545 §3.8.5.2 RDATE, §3.8.5.1 EXDATE).
  func testLibICalStreamingMergesRDatesAndExDates() throws {
    let args = ["expand", "--dtstart", "DTSTART;TZID=America/New_York:20260131T090000", "--limit", "4",
                "--rdate", "20260215T090000", "--exdate", "20260228T090000", "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1"]
    let libical = try CommandRunner.run(args + ["--engine", "libical"])
    XCTAssertEqual(libical.status, 0, libical.stderr)
    XCTAssertEqual(libical.stdout, "20260131T090000\n20260215T090000\n20260331T090000\n20260430T090000\n")
    let json = try CommandRunner.run(args + ["--engine", "libical", "--json"])
    XCTAssertEqual(json.stdout, "[\"20260131T090000\",\"20260215T090000\",\"20260331T090000\",\"20260430T090000\"]\n")
  }
}
