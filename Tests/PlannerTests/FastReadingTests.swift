// The fast reading of large .ics inputs (CalendarPlanReader+FastReading, docs/SEMANTICS.md "Planner") must not
// change a plan: on generated files with every shape the reader meets (one-time and recurring
// todos, COUNT series, DATE, floating, UTC and zoned values, DUE apart from DTSTART, escapes,
// folded and lowercase lines, completed and conditional todos, RDATE and EXDATE, old alarms,
// repeated UIDs), `recur plan` with and without it gives byte-identical .ics and JSON output.

import Foundation
import XCTest
import ICalendar
@testable import Planner
import Recurrence
import Zones

final class FastReadingTests: XCTestCase {
  /// A deterministic calendar of `count` todos in many shapes (a linear congruential sequence).
  static func calendar(count: Int, seed: UInt64) -> String {
    var state = seed
    func pick(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
    let rules = ["FREQ=DAILY", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH", "FREQ=YEARLY", "FREQ=HOURLY;INTERVAL=3",
                 "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1", "FREQ=DAILY;COUNT=40", "FREQ=HOURLY;INTERVAL=3;COUNT=30",
                 "FREQ=WEEKLY;BYDAY=TU,SA;COUNT=25", "FREQ=MONTHLY;COUNT=12", "FREQ=DAILY;UNTIL=20261130T000000Z",
                 "FREQ=HOURLY;BYMINUTE=0,30", "FREQ=MINUTELY;INTERVAL=90"]
    let dateRules = ["FREQ=DAILY", "FREQ=WEEKLY;BYDAY=MO,TH", "FREQ=MONTHLY;COUNT=12", "FREQ=YEARLY", "FREQ=DAILY;COUNT=40",
                     "FREQ=DAILY;UNTIL=20261130"]
    var s = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//Fast//EN\r\n"
    for i in 0..<count {
      let month = 9 + pick(4)
      let day = 1 + pick(28)
      let local = "2026\(two(month))\(two(day))T\(two(pick(24)))\(two(5 * pick(12)))00"
      var todo = "BEGIN:VTODO\r\n"
      let shape = pick(40)
      // Repeated UIDs (every 50th repeats an earlier one), escapes, a missing UID.
      let uid = i % 50 == 49 ? "U\(i - 7)" : (shape == 1 ? "U\\,\(i)" : "U\(i)")
      if shape != 2 { todo += (shape == 3 ? "uid:" : "UID:") + uid + "\r\n" }
      if shape != 4 { todo += "DTSTAMP:20260101T000000Z\r\n" }
      todo += shape == 5 ? "SUMMARY:Call\\, then\\nwrite #\(i)\r\n" : "SUMMARY:Task #\(i)\r\n"
      switch shape {
      case 6: todo += "DTSTART;VALUE=DATE:2026\(two(month))\(two(day))\r\n"
      case 7: todo += "DTSTART:\(local)\r\n"
      case 8: todo += "DTSTART:\(local)Z\r\n"
      case 9: todo += "DTSTART;TZID=\"America/New_York\":\(local)\r\n"
      case 10: todo += "DTSTART;TZID=America/New_York:\r\n \(local)\r\n"
      case 11: todo += "DTSTART;TZID=Europe/Paris:\(local)\r\n"
      case 12: break
      default: todo += "DTSTART;TZID=America/New_York:\(local)\r\n"
      }
      switch shape {
      case 13: todo += "DUE;TZID=America/New_York:2026\(two(month))\(two(day))T235900\r\n"
      case 14: todo += "DUE:2026\(two(month))\(two(day))T235900Z\r\n"
      case 6: todo += "DUE;VALUE=DATE:2026\(two(month))\(two(day))\r\n"
      case 7, 8, 10: break
      default: todo += "DUE;TZID=America/New_York:\(local)\r\n"
      }
      if i % 3 != 0 { todo += "RRULE:" + (shape == 6 ? dateRules[pick(dateRules.count)] : rules[pick(rules.count)]) + "\r\n" }
      switch shape {
      case 15: todo += "STATUS:COMPLETED\r\n"
      case 16: todo += "STATUS:needs-action\r\n"
      case 17: todo += "X-RECUR-CONDITION:{\"skipIfLogged\":\"workout\"}\r\n"
      case 18: todo += "EXDATE;TZID=America/New_York:\(local)\r\n"
      case 19: todo += "RDATE:20261224T100000Z\r\n"
      case 20: todo += "BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:x\r\nTRIGGER:-PT15M\r\nEND:VALARM\r\n"
      case 21: todo += "X-RECUR-ENABLED:FALSE\r\n"
      case 22: todo += "RECURRENCE-ID;TZID=America/New_York:\(local)\r\n"
      case 23: todo += "PERCENT-COMPLETE:100\r\n"
      case 24: todo += "SUMMARY;LANGUAGE=en:Second summary\r\n"
      default: todo += "STATUS:NEEDS-ACTION\r\n"
      }
      todo += "CATEGORIES:home\r\nEND:VTODO\r\n"
      s += todo
    }
    return s + "END:VCALENDAR\r\n"
  }

  /// Source: reasoned equivalence (the fast reading only settles what the full reading would
  /// leave out). 1,500 todos from three seeds, budgets 0, 1, 14 and 64, with and without a
  /// 7-day horizon, now before, inside and after the todos' months: .ics bytes, JSON text and
  /// left-out counts are the same with the fast reading on and off.
  func testFastReadingGivesTheSamePlan() throws {
    let dir = try PlanFixtures.directory(removedAfter: self)
    for seed in [UInt64(1), 2, 3] {
      let path = try PlanFixtures.write(Self.calendar(count: 500, seed: seed), "fast-\(seed).ics", in: dir)
      for now in ["2026-08-01T00:00:00Z", "2026-10-15T09:30:00Z", "2026-11-22T12:00:00Z", "2027-03-01T00:00:00Z"] {
        for budget in [0, 1, 14, 64] {
          for horizon in [nil, at(now).adding(seconds: 7 * 86_400)] {
            let policy = PlanPolicy(budget: budget, reserve: 3, horizonEnd: horizon)
            var request = PlanRequest(inputPath: path, now: at(now), policy: policy)
            let fast = try PlanRun.run(request)
            request.fastReading = false
            let full = try PlanRun.run(request)
            let label = "seed \(seed) now \(now) budget \(budget) horizon \(horizon != nil)"
            XCTAssertEqual(fast.ics, full.ics, label)
            XCTAssertEqual(fast.json, full.json, label)
            XCTAssertEqual(fast.plan.leftOut, full.plan.leftOut, label)
          }
        }
      }
    }
  }

  /// Source: reasoned equivalence at the pool's threshold (ties go by UID, `HeapEntry`). 300
  /// HOURLY;INTERVAL=3 series sharing one phase all have their first candidate at the same
  /// instant, so every one after the first 14 ties the threshold; UIDs rising, falling, and a
  /// few non-ASCII ones: the plan is the same with the fast reading on and off, and with rising
  /// UIDs the ties are settled fast (not read in full).
  func testTiesAtTheThresholdGiveTheSamePlan() throws {
    let dir = try PlanFixtures.directory(removedAfter: self)
    for order in ["rising", "falling", "mixed"] {
      var s = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//Ties//EN\r\n"
      for i in 0..<300 {
        let n = order == "falling" ? 999 - i : 100 + i
        let uid = order == "mixed" && i % 7 == 3 ? "T\u{E9}\(n)" : "T\(n)"
        let hour = 6 + 3 * (i % 5)
        s += "BEGIN:VTODO\r\nUID:\(uid)\r\nDTSTAMP:20260101T000000Z\r\nSUMMARY:Tie \(i)\r\n"
          + "DTSTART;TZID=America/New_York:202609\(10 + i % 9)T\(hour < 10 ? "0" : "")\(hour)1500\r\n"
          + "RRULE:FREQ=HOURLY;INTERVAL=3\r\nEND:VTODO\r\n"
      }
      let path = try PlanFixtures.write(s + "END:VCALENDAR\r\n", "ties-\(order).ics", in: dir)
      for budget in [1, 14] {
        let now = at("2026-11-22T12:00:00Z")
        var request = PlanRequest(inputPath: path, now: now, policy: PlanPolicy(budget: budget, reserve: 3))
        let fast = try PlanRun.run(request)
        request.fastReading = false
        let full = try PlanRun.run(request)
        let label = "\(order) budget \(budget)"
        XCTAssertEqual(fast.ics, full.ics, label)
        XCTAssertEqual(fast.json, full.json, label)
        XCTAssertEqual(fast.plan.leftOut, full.plan.leftOut, label)
        XCTAssertEqual(fast.plan.notifications.count, budget, label)
        if order == "rising" {
          let reader = CalendarPlanReader(path: path, planner: NotificationPlanner(now: now, policy: PlanPolicy(budget: budget, reserve: 3)),
                                          floatingZone: .utc)
          _ = try reader.read()
          XCTAssertEqual(reader.readFastCount, 300 - budget, label)
        }
      }
    }
  }

  /// Source: reasoned (RFC 5545 §3.2.19: each value is read in its own TZID). The fast reading
  /// keeps one zone for DTSTARTs and another for DUEs written apart: todos whose DTSTART and
  /// DUE name different zones (New York, Tokyo, Paris, in turns, and the same zone for both)
  /// get the same plan and left-out counts with it on and off, and most are settled fast.
  func testDTSTARTAndDUEInDifferentZonesGiveTheSamePlan() throws {
    let dir = try PlanFixtures.directory(removedAfter: self)
    let zones = ["America/New_York", "Asia/Tokyo", "Europe/Paris"]
    var s = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//Zones//EN\r\n"
    for i in 0..<120 {
      let start = zones[i % 3], due = zones[(i / 3) % 3]
      let day = 10 + i % 18
      s += "BEGIN:VTODO\r\nUID:Z\(i)\r\nDTSTAMP:20260101T000000Z\r\nSUMMARY:Zones \(i)\r\n"
        + "DTSTART;TZID=\(start):202611\(day)T0\(i % 10)3000\r\nDUE;TZID=\(due):202611\(day)T2\(i % 4)0000\r\n"
        + (i % 2 == 0 ? "RRULE:FREQ=DAILY\r\n" : "") + "END:VTODO\r\n"
    }
    let path = try PlanFixtures.write(s + "END:VCALENDAR\r\n", "zones.ics", in: dir)
    for now in ["2026-11-01T00:00:00Z", "2026-11-20T08:00:00Z", "2026-12-15T00:00:00Z"] {
      for budget in [1, 14] {
        var request = PlanRequest(inputPath: path, now: at(now), policy: PlanPolicy(budget: budget, reserve: 3))
        let fast = try PlanRun.run(request)
        request.fastReading = false
        let full = try PlanRun.run(request)
        let label = "now \(now) budget \(budget)"
        XCTAssertEqual(fast.ics, full.ics, label)
        XCTAssertEqual(fast.json, full.json, label)
        XCTAssertEqual(fast.plan.leftOut, full.plan.leftOut, label)
      }
    }
    let planner = NotificationPlanner(now: at("2026-12-15T00:00:00Z"), policy: PlanPolicy(budget: 14, reserve: 3))
    let reader = CalendarPlanReader(path: path, planner: planner, floatingZone: .utc)
    _ = try reader.read()
    XCTAssertGreaterThan(reader.readFastCount, 60)
  }

  /// Source: docs/SEMANTICS.md "The planner's fast reading is a prefilter": on every .ics of
  /// the test suites and samples/ (app exports, the occurrences corpus, malformed files), at
  /// four instants around their dates, budgets 1 and 14, the plan with the fast reading equals
  /// the plan read wholly by the Occurrences model: .ics bytes, JSON, left-out count, warnings.
  func testFastReadingAgreesWithTheModelOnEveryFixture() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    var files: [String] = []
    for dir in ["Tests", "samples"] {
      let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(dir).path)
      while let p = walker?.nextObject() as? String {
        if p.hasSuffix(".ics") { files.append(root.appendingPathComponent(dir).appendingPathComponent(p).path) }
      }
    }
    XCTAssertGreaterThanOrEqual(files.count, 18)
    for path in files.sorted() {
      for now in ["2025-06-01T00:00:00Z", "2026-03-08T06:30:00Z", "2026-11-22T12:00:00Z", "2028-01-01T00:00:00Z"] {
        for budget in [1, 14] {
          var request = PlanRequest(inputPath: path, now: at(now), policy: PlanPolicy(budget: budget, reserve: 3))
          let fast = try PlanRun.run(request)
          request.fastReading = false
          let full = try PlanRun.run(request)
          let label = "\(path) now \(now) budget \(budget)"
          XCTAssertEqual(fast.ics, full.ics, label)
          XCTAssertEqual(fast.json, full.json, label)
          XCTAssertEqual(fast.plan.leftOut, full.plan.leftOut, label)
          XCTAssertEqual(fast.plan.warnings, full.plan.warnings, label)
        }
      }
    }
  }

  /// Source: reasoned. The fast reading does settle most todos of a plain file (one-time
  /// todos already due, series whose bound is past the threshold), and streaming the .ics
  /// to a file gives the bytes of `ics`.
  func testFastReadingSettlesMostTodosAndStreamsTheSameBytes() throws {
    let dir = try PlanFixtures.directory(removedAfter: self)
    let path = try PlanFixtures.write(Self.calendar(count: 500, seed: 9), "fast-count.ics", in: dir)
    let planner = NotificationPlanner(now: at("2026-11-22T12:00:00Z"), policy: PlanPolicy(budget: 14, reserve: 3))
    let reader = CalendarPlanReader(path: path, planner: planner, floatingZone: .utc)
    _ = try reader.read()
    XCTAssertGreaterThan(reader.readFastCount, 200)
    let result = try PlanRun.run(PlanRequest(inputPath: path, now: at("2026-11-22T12:00:00Z")))
    let out = dir.appendingPathComponent("streamed.ics").path
    let fd = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    XCTAssertGreaterThanOrEqual(fd, 0)
    XCTAssertTrue(result.writeICS(to: fd))
    close(fd)
    XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: out)), Data(result.ics))
  }

  /// Source: RFC 5545 §3.3.10 (each rule part sets one field). The reading cache's rules,
  /// including those read as a cached head plus `;COUNT=n`, equal `RecurrenceRule(parsing:)`,
  /// and texts it refuses are those the parser refuses.
  func testCachedRulesEqualTheParsersRules() throws {
    let cache = VTODOReadCache()
    let texts = ["FREQ=DAILY", "FREQ=DAILY;COUNT=5", "FREQ=DAILY;COUNT=17", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;COUNT=9",
                 "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;COUNT=10", "FREQ=DAILY;UNTIL=20261130T000000Z;COUNT=5",
                 "FREQ=DAILY;COUNT=3;COUNT=5", "FREQ=DAILY;COUNT=0", "COUNT=5", "freq=monthly;count=4",
                 "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1;COUNT=051", "FREQ=HOURLY;INTERVAL=3;COUNT=1234567",
                 "FREQ=YEARLY;BYWEEKNO=60;COUNT=2", "RRULE:FREQ=DAILY;COUNT=2"]
    for text in texts {
      let expected = try? RecurrenceRule(parsing: text)
      let cached = try? cache.rule(text)
      XCTAssertEqual(cached, expected, text)
    }
  }

  /// Source: RFC 5545 §3.8 property names are case-insensitive; the reading's name
  /// classification (packed for short names) agrees with the names it must know.
  func testPropertyRoles() {
    func role(_ name: String) -> String {
      var name = name
      return name.withUTF8 { bytes in
        switch TodoReading.role(bytes) {
        case nil: "nil"
        case .stamp: "stamp"
        case .planned(let kind): "\(kind)"
        }
      }
    }
    XCTAssertEqual(role("DTSTART"), "dtstart")
    XCTAssertEqual(role("dtstart"), "dtstart")
    XCTAssertEqual(role("DTSTAMP"), "stamp")
    XCTAssertEqual(role("Uid"), "uid")
    XCTAssertEqual(role("DUE"), "due")
    XCTAssertEqual(role("RRULE"), "rrule")
    XCTAssertEqual(role("rdate"), "decoded")
    XCTAssertEqual(role("STATUS"), "status")
    XCTAssertEqual(role("SUMMARY"), "summary")
    XCTAssertEqual(role("EXDATE"), "decoded")
    XCTAssertEqual(role("exrule"), "decoded")
    XCTAssertEqual(role("COMPLETED"), "decoded")
    XCTAssertEqual(role("X-RECUR-CONDITION"), "decoded")
    XCTAssertEqual(role("x-recur-recreate-if-incomplete"), "decoded")
    XCTAssertEqual(role("CATEGORIES"), "nil")
    XCTAssertEqual(role("UIDS"), "nil")
    XCTAssertEqual(role("DTSTARTX"), "nil")
    XCTAssertEqual(role("UI"), "nil")
    // Lowercase in the first and last byte of each length the two loads read (3 to 8).
    XCTAssertEqual(role("uiD"), "uid")
    XCTAssertEqual(role("rrulE"), "rrule")
    XCTAssertEqual(role("Status"), "status")
    XCTAssertEqual(role("SUMMARy"), "summary")
    XCTAssertEqual(role("dTSTAMp"), "stamp")
    // Uppercase (or non-ASCII) names the planner does not read, short and 8 bytes long.
    XCTAssertEqual(role("CREATED"), "nil")
    XCTAssertEqual(role("PRIORITY"), "nil")
    XCTAssertEqual(role("priority"), "nil")
    XCTAssertEqual(role("RRUL\u{C9}"), "nil")
    XCTAssertEqual(role("X-Y"), "nil")
  }

  /// Source: docs/SEMANTICS.md "Reading a VTODO for a plan" (a value the model cannot read is
  /// left out with a warning naming file and line:column, as `recur import` and `recur
  /// occurrences` read it). Todos read from byte ranges are warned about at the same line as by
  /// the full reading: an unknown TZID, a DTSTART that is no date, a bad RRULE, a DUE that is no
  /// date, each after folded and unfolded lines (the bad todo's values start at line 5 of it).
  func testWarningsNameTheSameLine() throws {
    let dir = try PlanFixtures.directory(removedAfter: self)
    let bad = ["DTSTART;TZID=Mars/Olympus:20261122T090000", "DTSTART;TZID=America/New_York:20261340T090000",
               "RRULE:FREQ=SOMETIMES", "DUE:2026"]
    for (i, line) in bad.enumerated() {
      var text = Self.calendar(count: 40, seed: UInt64(10 + i))
      let start = line.hasPrefix("DTSTART") ? line : "DTSTART;TZID=America/New_York:20261123T090000\r\n" + line
      let todo = "BEGIN:VTODO\r\nUID:bad\r\nSUMMARY:A long summary that is folded\r\n  over two lines\r\n"
        + start + "\r\nEND:VTODO\r\n"
      text = text.replacingOccurrences(of: "END:VCALENDAR\r\n", with: todo + "END:VCALENDAR\r\n")
      let path = try PlanFixtures.write(text, "bad-\(i).ics", in: dir)
      var request = PlanRequest(inputPath: path, now: at("2026-11-22T12:00:00Z"))
      let fast = try PlanRun.run(request).plan.warnings.filter { $0.hasPrefix("bad: ") }
      request.fastReading = false
      let full = try PlanRun.run(request).plan.warnings.filter { $0.hasPrefix("bad: ") }
      XCTAssertEqual(fast.count, 1, "\(line): \(fast)")
      XCTAssertEqual(fast, full, line)
      let lineNumber = text.components(separatedBy: "\r\n").firstIndex { $0 == line }.map { $0 + 1 }
      XCTAssertTrue(fast.first?.contains("bad-\(i).ics:\(lineNumber ?? 0):") == true, "\(line): \(fast)")
    }
  }
}
