// The conventions every `recur` command follows (README "recur"): `--version`, `--now`
// defaulting to the current time and accepting `now`, `--tz` with its old names, `--json` on
// every command that prints data, `lint` over several files and directories, the `expand`
// default-limit note, `--limit 0`, and content-line `--rdate`/`--exdate`. Run on the binary
// scripts/test.sh names in RECUR_BIN (the release build), else on the debug build.
// Expected values: worked out by hand from the calendar, the inputs written here, and the
// zone offsets of 2026 (Paris UTC+1 and New York UTC−5 in winter).

import Foundation
import XCTest

final class ConventionsCLITests: XCTestCase {
  func run(_ args: [String], stdin: Data? = nil) throws -> CommandResult {
    try CommandRunner.run(args, stdin: stdin)
  }

  /// A scratch directory removed after the test.
  func scratch() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("recur-conventions-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
    return dir
  }

  func write(_ text: String, _ name: String, in dir: URL) throws -> String {
    let url = dir.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  func json(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
  }

  /// Seconds since 1970 of `2026-11-25T21:24:15Z` (ISO 8601, UTC).
  func seconds(_ iso: String) throws -> TimeInterval {
    try XCTUnwrap(ISO8601DateFormatter().date(from: iso), iso).timeIntervalSince1970
  }

  /// A store with one reminder long past and one far ahead (Europe/London, UTC in winter).
  static let store = """
    {"reminders": [
      {"id": "P", "title": "Past", "due": "2000-01-01T09:00:00", "timeZone": "Europe/London", "completed": false},
      {"id": "F", "title": "Future", "due": "2999-01-01T09:00:00", "timeZone": "Europe/London", "completed": false}
    ]}
    """

  static let clean = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//EN\r\nBEGIN:VTODO\r\nUID:1\r\nSUMMARY:Pay rent\r\nDTSTAMP:20260101T000000Z\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
  static let warning = clean.replacingOccurrences(of: "SUMMARY:Pay rent", with: "summary:Pay rent")
  static let error = clean.replacingOccurrences(of: "SUMMARY:Pay rent", with: "PERCENT-COMPLETE:150")
  static let warningLine = ":6:1: warning: name 'summary' is not uppercase; write 'SUMMARY'\n"
  static let errorLine = ":6:18: error: PERCENT-COMPLETE value '150' is out of range; expected an INTEGER 0...100\n"

  // MARK: - --version

  /// README: `recur --version` prints the version, the latest release of CHANGELOG.md.
  func testVersion() throws {
    let r = try run(["--version"])
    XCTAssertEqual(r.status, 0)
    XCTAssertEqual(r.stdout, "0.1.0\n")
    let changelog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("CHANGELOG.md")
    let text = try String(contentsOf: changelog, encoding: .utf8)
    let latest = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") })
    XCTAssertTrue(latest.hasPrefix("## [0.1.0]"), String(latest))
  }

  // MARK: - help

  /// README: help texts read well at 80 columns: no line of any command's --help is wider
  /// (ArgumentParser wraps discussions and option help; usage lines are laid out by hand).
  /// `recur sync --help` is recur-sync's, and not checked here.
  func testHelpFitsEightyColumns() throws {
    let commands = [[], ["lint"], ["fmt"], ["expand"], ["describe"], ["conformance"], ["import"], ["export"],
                    ["complete"], ["overdue"], ["plan"], ["snooze"], ["bench"], ["bench", "parse"],
                    ["bench", "expand"], ["bench", "plan"], ["bench", "gen-todos"],
                    ["bench", "gen-calendar"], ["bench", "occurrences"], ["occurrences"]]
    for command in commands {
      let r = try CommandRunner.run(command + ["--help"], environment: ["COLUMNS": "80"])
      XCTAssertEqual(r.status, 0, "\(command)")
      for line in r.stdout.split(separator: "\n") where line.count > 80 {
        XCTFail("recur \(command.joined(separator: " ")) --help: \(line.count) columns: \(line)")
      }
    }
  }

  // MARK: - --now

  /// README: without --now, and with `--now now`, `overdue` looks from the current time: the
  /// reminder due in 2000 is overdue, the one due in 2999 is not; from 1999 neither is.
  func testOverdueNowDefaultsToTheCurrentTime() throws {
    let dir = try scratch()
    let path = try write(Self.store, "store.json", in: dir)
    for extra in [[], ["--now", "now"], ["--now", "NOW"]] {
      let r = try run(["overdue", path] + extra)
      XCTAssertEqual(r.status, 0, r.stderr)
      XCTAssertEqual(r.stdout, "2000-01-01T09:00:00 Europe/London Past (id P)\n", "\(extra)")
    }
    XCTAssertEqual(try run(["overdue", path, "--now", "1999-12-31T00:00:00Z"]).stdout, "")
    let before = Date().timeIntervalSince1970.rounded(.down)
    let r = try run(["overdue", path, "--json"])
    let after = Date().timeIntervalSince1970.rounded(.up)
    let now = try seconds(try XCTUnwrap((try json(r.stdout) as? [String: Any])?["now"] as? String))
    XCTAssertTrue(before <= now && now <= after, "\(before) \(now) \(after)")
  }

  /// README: `plan` without --now plans from the current time (the 2999 reminder is planned,
  /// the 2000 one is overdue); `complete` without --at completes now; `export --now now`
  /// stamps the current time.
  func testPlanCompleteExportTakeTheCurrentTime() throws {
    let dir = try scratch()
    let path = try write(Self.store, "store.json", in: dir)
    let before = Date().timeIntervalSince1970.rounded(.down)
    let plan = try run(["plan", path, "--json"])
    let done = try run(["complete", path, "--id", "P"])
    let doneNow = try run(["complete", path, "--id", "P", "--at", "now"])
    let exported = try run(["export", path, "--now", "now"])
    let after = Date().timeIntervalSince1970.rounded(.up)

    XCTAssertEqual(plan.status, 0, plan.stderr)
    let planned = try XCTUnwrap(try json(plan.stdout) as? [String: Any])
    let ids = (planned["notifications"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
    XCTAssertEqual(ids, ["F/29990101T090000Z"])
    XCTAssertEqual((planned["overdue"] as? [[String: Any]])?.compactMap { $0["reminderId"] as? String }, ["P"])
    let planNow = try seconds(try XCTUnwrap(planned["now"] as? String))
    XCTAssertTrue(before <= planNow && planNow <= after)

    for r in [done, doneNow] {
      XCTAssertEqual(r.status, 0, r.stderr)
      let reminders = try XCTUnwrap((try json(r.stdout) as? [String: Any])?["reminders"] as? [[String: Any]])
      let p = try XCTUnwrap(reminders.first { $0["id"] as? String == "P" })
      XCTAssertEqual(p["completed"] as? Bool, true)
      let at = try seconds(try XCTUnwrap(p["completedAt"] as? String))
      XCTAssertTrue(before <= at && at <= after, "\(before) \(at) \(after)")
    }

    XCTAssertEqual(exported.status, 0, exported.stderr)
    let stamp = try XCTUnwrap(exported.stdout.split(separator: "\r\n").first { $0.hasPrefix("DTSTAMP:") })
    // DTSTAMP:YYYYMMDDTHHMMSSZ → ISO 8601.
    let v = Array(stamp.dropFirst("DTSTAMP:".count))
    let iso = "\(String(v[0..<4]))-\(String(v[4..<6]))-\(String(v[6..<8]))T\(String(v[9..<11])):\(String(v[11..<13])):\(String(v[13..<15]))Z"
    let stamped = try seconds(iso)
    XCTAssertTrue(before <= stamped && stamped <= after, "\(before) \(stamped) \(after)")
  }

  /// README (64 usage): a --now that is no time, or names no instant, is a usage error
  /// naming the option.
  func testBadNowIsAUsageError() throws {
    let dir = try scratch()
    let path = try write(Self.store, "store.json", in: dir)
    for command in [["overdue", path], ["plan", path]] {
      for bad in ["tomorrow", "20261122T120000"] {
        let r = try run(command + ["--now", bad])
        XCTAssertEqual(r.status, 64, "\(command[0]) \(bad)")
        XCTAssertTrue(r.stderr.hasPrefix("recur \(command[0]): --now \"\(bad)\": "), r.stderr)
      }
    }
  }

  // MARK: - --tz

  /// README: one zone option, --tz; --tzid and --floating-zone remain as hidden aliases.
  /// 09:00 in Paris on 2026-01-31 is 08:00Z.
  func testZoneOptionAndAliases() throws {
    for name in ["--tz", "--tzid"] {
      let r = try run(["expand", "--dtstart", "20260131T090000", name, "Europe/Paris", "--utc", "--limit", "1", "FREQ=DAILY"])
      XCTAssertEqual(r.stdout, "20260131T080000Z\n", name)
    }
    let dir = try scratch()
    let store = try write("""
      {"reminders": [{"id": "W", "title": "Water", "due": "2026-03-04T08:00:00", "completed": false,
        "recurrence": {"frequency": "daily", "interval": 3}}]}
      """, "store.json", in: dir)
    // Floating 08:00 on 2026-03-04 read in New York (EST, UTC−5) is 13:00Z, before --now:
    // overdue, and not moved on (no recreateIfIncomplete).
    for name in ["--tz", "--floating-zone"] {
      let r = try run(["overdue", store, "--now", "2026-03-04T20:00:00Z", name, "America/New_York", "--json"])
      XCTAssertEqual(r.status, 0, r.stderr)
      let overdue = (try json(r.stdout) as? [String: Any])?["overdue"] as? [[String: Any]]
      XCTAssertEqual(overdue?.compactMap { $0["dueAt"] as? String }, ["2026-03-04T13:00:00Z"], name)
    }
    let twice = try run(["plan", store, "--tz", "UTC", "--floating-zone", "UTC"])
    XCTAssertEqual(twice.status, 64)
  }

  // MARK: - --json

  /// README: every command that prints data has --json: lint, describe (store and rule),
  /// overdue, expand, plan, import, conformance. Descriptions as `describe` prints them in text
  /// (README `recur describe`), the same sentences in JSON.
  func testJSONOnEveryDataCommand() throws {
    let dir = try scratch()
    let store = try write(Self.store, "store.json", in: dir)
    let describe = try run(["describe", store, "--json"])
    XCTAssertEqual(describe.status, 0, describe.stderr)
    XCTAssertEqual(try json(describe.stdout) as? [[String: String]], [
      ["id": "P", "title": "Past", "description": "Once, on January 1, 2000 at 9:00 (Europe/London)"],
      ["id": "F", "title": "Future", "description": "Once, on January 1, 2999 at 9:00 (Europe/London)"],
    ])
    let rule = try run(["describe", "--json", "--dtstart", "20260105T090000", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE"])
    XCTAssertEqual(try json(rule.stdout) as? [String: String],
                   ["rrule": "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE",
                    "description": "Every 2 weeks on Monday and Wednesday at 9:00"])
    let overdue = try run(["overdue", store, "--now", "2026-01-01T00:00:00Z", "--json"])
    XCTAssertEqual(((try json(overdue.stdout) as? [String: Any])?["overdue"] as? [[String: Any]])?.count, 1)
    XCTAssertEqual(try json(try run(["expand", "--json", "--dtstart", "20260131", "--limit", "2", "FREQ=DAILY"]).stdout) as? [String],
                   ["20260131", "20260201"])
    let plan = try run(["plan", store, "--now", "2026-01-01T00:00:00Z", "--json"])
    XCTAssertEqual((try json(plan.stdout) as? [String: Any])?["now"] as? String, "2026-01-01T00:00:00Z")
    let ics = try write(Self.clean, "one.ics", in: dir)
    let imported = try run(["import", "--json", ics])
    XCTAssertEqual(((try json(imported.stdout) as? [String: Any])?["reminders"] as? [[String: Any]])?.first?["title"] as? String,
                   "Pay rent")
    let conformance = try run(["conformance", "--json", "--dtstart", "20260131T090000Z", "--limit", "3", "FREQ=DAILY"])
    XCTAssertEqual(conformance.status, 0, conformance.stderr)
    XCTAssertEqual((try json(conformance.stdout) as? [String: Any])?["agree"] as? Int, 1)
    let lint = try run(["lint", "--json", try write(Self.warning, "w.ics", in: dir)])
    XCTAssertEqual(lint.status, 1)
    XCTAssertEqual(try json(lint.stdout) as? NSArray, [
      ["file": dir.appendingPathComponent("w.ics").path, "line": 6, "column": 1, "severity": "warning",
       "message": "name 'summary' is not uppercase; write 'SUMMARY'"],
    ] as NSArray)
  }

  // MARK: - lint over several files

  /// README: `lint` takes files and directories (recursing into *.ics, any case), prints the
  /// diagnostics in path order, a summary on stderr, and exits with the worst status.
  func testLintSeveralFilesAndDirectories() throws {
    let dir = try scratch()
    let clean = try write(Self.clean, "a-clean.ics", in: dir)
    let warn = try write(Self.warning, "b-warn.ics", in: dir)
    let bad = try write(Self.error, "sub/c-bad.ICS", in: dir)
    _ = try write("not iCalendar at all", "notes.txt", in: dir)

    let all = try run(["lint", dir.path])
    XCTAssertEqual(all.status, 65)
    XCTAssertEqual(all.stdout, warn + Self.warningLine + bad + Self.errorLine)
    XCTAssertEqual(all.stderr, "recur lint: 3 files checked: 1 error, 1 warning\n")

    let two = try run(["lint", clean, warn])
    XCTAssertEqual(two.status, 1)
    XCTAssertEqual(two.stdout, warn + Self.warningLine)
    XCTAssertEqual(two.stderr, "recur lint: 2 files checked: 0 errors, 1 warning\n")

    let one = try run(["lint", clean])
    XCTAssertEqual(one.status, 0)
    XCTAssertEqual(one.stdout, "")
    XCTAssertEqual(one.stderr, "recur lint: 1 file checked: 0 errors, 0 warnings\n")

    let stdin = try run(["lint", clean, "-"], stdin: Data(Self.warning.utf8))
    XCTAssertEqual(stdin.status, 1)
    XCTAssertEqual(stdin.stdout, "<stdin>" + Self.warningLine)

    // An unreadable file does not stop the others; it makes the status 64.
    let missing = try run(["lint", "/nonexistent/x.ics", bad])
    XCTAssertEqual(missing.status, 64)
    XCTAssertEqual(missing.stdout, bad + Self.errorLine)
    XCTAssertEqual(missing.stderr, "recur lint: cannot read /nonexistent/x.ics: No such file or directory\n"
                   + "recur lint: 1 file checked: 1 error, 0 warnings, 1 unreadable\n")
  }

  // MARK: - expand: the default limit, --limit 0

  static let note = "recur expand: note: stopped at the default limit of 1000 occurrences; "
    + "more follow (--limit N for more, --limit 0 for all of a set that ends)\n"

  /// README: when the default limit of 1000 cuts the output, a note on stderr says so (both
  /// engines); a set of exactly 1000, or an explicit --limit, gets none. Hourly from 2026-01-01
  /// 00:00, the 1000th occurrence is 999 hours later: 2026-02-11 15:00.
  func testDefaultLimitNote() throws {
    for engine in ["native", "libical"] {
      let cut = try run(["expand", "--engine", engine, "--dtstart", "20260101T000000", "FREQ=HOURLY"])
      XCTAssertEqual(cut.status, 0)
      XCTAssertEqual(cut.stdout.split(separator: "\n").count, 1000, engine)
      XCTAssertEqual(cut.stdout.split(separator: "\n").last, "20260211T150000", engine)
      XCTAssertEqual(cut.stderr, Self.note, engine)
      let exact = try run(["expand", "--engine", engine, "--dtstart", "20260101T000000", "FREQ=HOURLY;COUNT=1000"])
      XCTAssertEqual(exact.stdout.split(separator: "\n").count, 1000, engine)
      XCTAssertEqual(exact.stderr, "", engine)
    }
    let explicit = try run(["expand", "--limit", "1000", "--dtstart", "20260101T000000", "FREQ=HOURLY"])
    XCTAssertEqual(explicit.stdout.split(separator: "\n").count, 1000)
    XCTAssertEqual(explicit.stderr, "")
  }

  /// README: --limit 0 is no limit when --before, COUNT or UNTIL ends the set, else a usage
  /// error saying why. Hourly over January and February 2026: 59 days × 24 = 1,416; COUNT=1500
  /// ends 1,499 hours after 2026-01-01 00:00 = 2026-03-04 11:00; UNTIL the next midnight: 25.
  func testLimitZero() throws {
    let before = try run(["expand", "--limit", "0", "--before", "20260301T000000", "--dtstart", "20260101T000000", "FREQ=HOURLY"])
    XCTAssertEqual(before.status, 0)
    XCTAssertEqual(before.stdout.split(separator: "\n").count, 1416)
    XCTAssertEqual(before.stdout.split(separator: "\n").last, "20260228T230000")
    XCTAssertEqual(before.stderr, "")
    let count = try run(["expand", "--limit", "0", "--dtstart", "20260101T000000", "FREQ=HOURLY;COUNT=1500"])
    XCTAssertEqual(count.stdout.split(separator: "\n").count, 1500)
    XCTAssertEqual(count.stdout.split(separator: "\n").last, "20260304T110000")
    let until = try run(["expand", "--limit", "0", "--engine", "libical", "--dtstart", "20260101T000000",
                         "FREQ=HOURLY;UNTIL=20260102T000000"])
    XCTAssertEqual(until.stdout.split(separator: "\n").count, 25)
    let open = try run(["expand", "--limit", "0", "--dtstart", "20260101T000000", "FREQ=HOURLY"])
    XCTAssertEqual(open.status, 64)
    XCTAssertEqual(open.stdout, "")
    XCTAssertEqual(open.stderr, "recur expand: error: --limit 0 (no limit) needs a set that ends: "
                   + "give --before, or COUNT or UNTIL in the rule\n")
  }

  // MARK: - expand: content-line --exdate and --rdate

  /// README: --exdate and --rdate take content lines as --dtstart does (RFC 5545 §3.8.5.1-2:
  /// TZID, VALUE, comma-separated values), and bare comma-separated values. Daily at 09:00 in
  /// Paris (08:00Z); 03:00 in New York on 2026-02-01 is that same instant; 12:00 in New York is
  /// 18:00 in Paris; the period starting 17:00Z is 18:00 in Paris.
  func testContentLineExdateAndRdate() throws {
    let start = ["--dtstart", "DTSTART;TZID=Europe/Paris:20260131T090000"]
    let paris = try run(["expand"] + start + ["--limit", "4",
                         "--exdate", "EXDATE;TZID=Europe/Paris:20260201T090000,20260202T090000", "FREQ=DAILY"])
    XCTAssertEqual(paris.status, 0, paris.stderr)
    XCTAssertEqual(paris.stdout, "20260131T090000\n20260203T090000\n20260204T090000\n20260205T090000\n")
    let newYork = try run(["expand"] + start + ["--limit", "3",
                           "--exdate", "EXDATE;TZID=America/New_York:20260201T030000", "FREQ=DAILY"])
    XCTAssertEqual(newYork.stdout, "20260131T090000\n20260202T090000\n20260203T090000\n")
    let bare = try run(["expand"] + start + ["--limit", "2", "--exdate", "20260201T080000Z,20260202T080000Z", "FREQ=DAILY"])
    XCTAssertEqual(bare.stdout, "20260131T090000\n20260203T090000\n")
    let rdates = try run(["expand"] + start + ["--limit", "4",
                          "--rdate", "RDATE;TZID=America/New_York:20260201T120000",
                          "--rdate", "RDATE;VALUE=PERIOD:20260202T170000Z/PT1H", "FREQ=WEEKLY"])
    XCTAssertEqual(rdates.stdout, "20260131T090000\n20260201T180000\n20260202T180000\n20260207T090000\n")

    let wrongName = try run(["expand"] + start + ["--exdate", "RDATE:20260201T080000Z", "FREQ=DAILY"])
    XCTAssertEqual(wrongName.status, 64)
    XCTAssertEqual(wrongName.stderr, "recur expand: error: --exdate: \"RDATE:20260201T080000Z\" is RDATE, not EXDATE; "
                   + "expected EXDATE;…:VALUE[,VALUE…] or bare values\n")
    let notADate = try run(["expand"] + start + ["--exdate", "EXDATE;VALUE=DATE:20260201T080000Z", "FREQ=DAILY"])
    XCTAssertEqual(notADate.status, 65)
    XCTAssertEqual(notADate.stderr, "recur expand: error: EXDATE: EXDATE value '20260201T080000Z' is not a valid DATE; expected YYYYMMDD\n")
    let unknownZone = try run(["expand"] + start + ["--exdate", "EXDATE;TZID=Mars/Olympus:20260201T090000", "FREQ=DAILY"])
    XCTAssertEqual(unknownZone.status, 65)
    XCTAssertEqual(unknownZone.stderr, "recur expand: error: TZID: unknown time zone \"Mars/Olympus\" (searched /usr/share/zoneinfo/Mars/Olympus)\n")
  }
}
