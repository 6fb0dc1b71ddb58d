// `recur expand`'s start-up shortcut (Sources/recur/Support/ExpandShortcut.swift) reads a plain
// command line exactly as swift-argument-parser does (DESIGN.md §3 is the contract), and leaves
// every other line to it. Expected values: ArgumentParser's own parse of the same words, and
// the outputs worked out in ExpandCLITests (New York is UTC-5 on 2026-01-31).

@testable import recur
import XCTest

final class ExpandShortcutTests: XCTestCase {
  /// The fields of read `ExpandOptions`, for comparison.
  func fields(_ c: ExpandOptions) -> [String] {
    [String(describing: c.dtstart), String(describing: c.tzid), String(c.limit), String(describing: c.after),
     String(describing: c.before), c.rdate.joined(separator: "|"), c.exdate.joined(separator: "|"),
     String(c.utc), c.engine.rawValue, String(c.json), c.rrule]
  }

  /// ArgumentParser's reading of `words` (the way `recur` reads them without the shortcut).
  func argumentParser(_ words: [String]) throws -> ExpandCommand? {
    try Recur.parseAsRoot(words) as? ExpandCommand
  }

  /// Every stored property of ExpandCommand is one the shortcut sets, and ExpandOptions carries
  /// exactly those: a new option added to the command without the shortcut and the options
  /// knowing it would otherwise be read unset.
  func testShortcutKnowsEveryOption() {
    // ArgumentParser's property wrappers store `_name`.
    let command = Set(Mirror(reflecting: ExpandCommand()).children.compactMap { $0.label.map { String($0.dropFirst()) } })
    let options = Set(Mirror(reflecting: ExpandOptions()).children.compactMap { $0.label })
    XCTAssertEqual(command, ExpandShortcut.propertyNames)
    XCTAssertEqual(options, ExpandShortcut.propertyNames)
  }

  /// Plain lines: the shortcut's options equal ArgumentParser's, field by field (defaults included).
  func testPlainLinesMatchArgumentParser() throws {
    let lines: [[String]] = [
      ["expand", "--utc", "--limit", "1", "--dtstart", "DTSTART;TZID=America/New_York:20260131T093000", "FREQ=DAILY"],
      ["expand", "--dtstart", "20260131", "FREQ=WEEKLY;COUNT=3"],
      ["expand", "FREQ=DAILY", "--dtstart", "20260131T090000", "--tzid", "Europe/Paris", "--json"],
      ["expand", "--dtstart", "20260131T090000Z", "--after", "20260201T000000Z", "--before", "2026-03-01T00:00:00Z",
       "--rdate", "20260305T090000Z", "--rdate", "20260306T090000Z", "--exdate", "20260202T090000Z",
       "--engine", "libical", "--limit", "+7", "RRULE:FREQ=DAILY"],
      ["expand", "--engine", "native", "--dtstart", "", "FREQ=YEARLY"],
    ]
    for words in lines {
      let shortcut = try XCTUnwrap(ExpandShortcut.options(words[...]), "\(words)")
      let parsed = try XCTUnwrap(try argumentParser(Array(words)), "\(words)").options
      XCTAssertEqual(fields(shortcut), fields(parsed), "\(words)")
    }
  }

  /// Words are read from C strings as `CommandLine.arguments` reads them: non-ASCII text, an
  /// empty value, and a word that merely starts like an option name.
  func testWordsReadFromCStrings() throws {
    let words = ["expand", "--dtstart", "DTSTART;TZID=Europe/Paris:20260131T090000", "--tzid", "",
                 "FREQ=DAÏLY;X=é"]
    let shortcut = try XCTUnwrap(ExpandShortcut.options(words[...]))
    let parsed = try XCTUnwrap(try argumentParser(words)).options
    XCTAssertEqual(fields(shortcut), fields(parsed))
    XCTAssertEqual(shortcut.rrule, "FREQ=DAÏLY;X=é")
    XCTAssertNil(ExpandShortcut.options(["expand", "--utcx", "--dtstart", "20260131", "FREQ=DAILY"]))
    XCTAssertNil(ExpandShortcut.options(["expanded", "--dtstart", "20260131", "FREQ=DAILY"]))
  }

  /// `--dtstart` is a content line when it holds the Character ":" (DESIGN.md §3); ":" joined
  /// to U+0301 is another Character, as in Swift's `String.contains`.
  func testContentLineColon() {
    XCTAssertTrue(ExpandRequest.hasColon("DTSTART:20260131"))
    XCTAssertFalse(ExpandRequest.hasColon("20260131T090000Z"))
    XCTAssertTrue(ExpandRequest.hasColon("DTSTART;TZID=Éurope/Paris:20260131"))
    XCTAssertFalse(ExpandRequest.hasColon("DTSTART:\u{301}20260131"))
    XCTAssertTrue(ExpandRequest.hasColon("X:\u{301}Y:20260131"))
  }

  /// Everything else is left to ArgumentParser: its help, its errors, its other spellings.
  func testOtherLinesAreLeftToArgumentParser() {
    let lines: [[String]] = [
      [], ["lint", "x.ics"], ["--help"], ["help", "expand"],
      ["expand"], ["expand", "--help"], ["expand", "-h"], ["expand", "help"],
      ["expand", "--dtstart", "20260131", "--", "FREQ=DAILY"],
      ["expand", "--limit=3", "--dtstart", "20260131", "FREQ=DAILY"],
      ["expand", "--limit", "-3", "--dtstart", "20260131", "FREQ=DAILY"],
      ["expand", "--limit", "three", "--dtstart", "20260131", "FREQ=DAILY"],
      ["expand", "--engine", "dateutil", "--dtstart", "20260131", "FREQ=DAILY"],
      ["expand", "--dtstart", "20260131", "--dtstart", "20260201", "FREQ=DAILY"],
      ["expand", "--utc", "--utc", "--dtstart", "20260131", "FREQ=DAILY"],
      ["expand", "--dtstart", "20260131", "FREQ=DAILY", "FREQ=WEEKLY"],
      ["expand", "--dtstart", "20260131", "--color", "red", "FREQ=DAILY"],
      ["expand", "--dtstart", "20260131", "FREQ=DAILY", "--limit"],
      ["expand", "--generate-completion-script", "bash"],
      ["expand", "--version", "--dtstart", "20260131", "FREQ=DAILY"],
    ]
    for words in lines {
      XCTAssertNil(ExpandShortcut.options(words[...]), "\(words)")
    }
  }

  /// The binary gives the same bytes for a plain line (shortcut) and the same request spelled
  /// so that ArgumentParser reads it (`--name=value`, `--`); the default --limit is 1000 both ways.
  func testSameOutputThroughEitherReader() throws {
    let start = "DTSTART;TZID=America/New_York:20260131T093000"
    let plain = try CommandRunner.run(["expand", "--utc", "--dtstart", start, "FREQ=DAILY"])
    let spelled = try CommandRunner.run(["expand", "--utc", "--dtstart=\(start)", "--", "FREQ=DAILY"])
    XCTAssertEqual(plain.status, 0)
    XCTAssertEqual(plain.stdout.split(separator: "\n").count, 1000)
    XCTAssertTrue(plain.stdout.hasPrefix("20260131T143000Z\n20260201T143000Z\n"))
    XCTAssertEqual(plain.stdout, spelled.stdout)
    XCTAssertEqual(plain.status, spelled.status)

    // "+0" is Int's reading of zero, as in ArgumentParser: nothing written, exit 0.
    let none = try CommandRunner.run(["expand", "--limit", "+0", "--dtstart", start, "FREQ=DAILY"])
    XCTAssertEqual(none.status, 0)
    XCTAssertEqual(none.stdout, "")
    // A bad rule through the shortcut: the same message and status 65 (DESIGN.md §3).
    let badRule = try CommandRunner.run(["expand", "--dtstart", start, "FREQ=SOMETIMES"])
    let badRuleSpelled = try CommandRunner.run(["expand", "--dtstart=\(start)", "--", "FREQ=SOMETIMES"])
    XCTAssertEqual(badRule.status, 65)
    XCTAssertEqual(badRule.stderr, badRuleSpelled.stderr)
    XCTAssertTrue(badRule.stderr.hasPrefix("recur expand: error: "), badRule.stderr)
  }
}
