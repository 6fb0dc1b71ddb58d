// The fast paths behind wall-clock → instant conversion (RFC 5545 §3.3.5) and an ongoing rule's
// materialised years (POSIX.1-2017 §8.3 TZ rules): each is checked against the slow definition
// it replaces, plus written-out values from tzdata.

import XCTest
@testable import Zones

final class WallClockRunTests: XCTestCase {
  // Source: tzdata America/New_York (EST5EDT,M3.2.0,M11.1.0). 2026-07-01T09:00 EDT lies in the
  // run from the end of the March gap (03:00) to the start of the November fold (01:00).
  func testNewYorkSummerRun() throws {
    let ny = try Zone.named("America/New_York")
    let wall = CivilDateTime(year: 2026, month: 7, day: 1, hour: 9)!.secondsSinceEpoch
    let run = try XCTUnwrap(ny.uniqueStretch(containing: wall))
    XCTAssertEqual(run.low, 1_772_938_800)   // 2026-03-08T03:00 wall clock
    XCTAssertEqual(run.high, 1_793_494_800)  // 2026-11-01T01:00 wall clock
    XCTAssertEqual(run.offset, -14_400)
    // The gap (02:30 on 2026-03-08) and the fold (01:30 on 2026-11-01) have no run.
    XCTAssertNil(ny.uniqueStretch(containing: CivilDateTime(year: 2026, month: 3, day: 8, hour: 2, minute: 30)!.secondsSinceEpoch))
    XCTAssertNil(ny.uniqueStretch(containing: CivilDateTime(year: 2026, month: 11, day: 1, hour: 1, minute: 30)!.secondsSinceEpoch))
  }

  // Definition: every time of a run resolves uniquely with the run's offset, both ends are
  // where `resolve` changes, and a time without a run is a gap or fold. Zones with 30-minute
  // DST (Lord Howe), +12:45 (Chatham), negative DST (Dublin), a skipped day (Apia) and the
  // listed-to-rule boundary, sampled every 17 h 13 min from 1900 to 2100 and around 2400.
  func testRunsAgreeWithResolve() throws {
    let names = ["America/New_York", "Europe/Berlin", "Europe/Dublin", "Australia/Lord_Howe",
                 "Pacific/Chatham", "Pacific/Apia", "America/Sao_Paulo", "Asia/Kolkata", "UTC"]
    let step: Int64 = 17 * 3600 + 13 * 60
    let spans: [(Int64, Int64)] = [(-2_208_988_800, 4_102_444_800), (13_569_465_600, 13_632_624_000)]
    for name in names {
      let zone = try Zone.named(name)
      for (from, to) in spans {
        var wall = from
        var hint = -1
        while wall < to {
          defer { wall += step }
          let resolution = zone.resolve(CivilDateTime(secondsSinceEpoch: wall))
          // The ascending callers' form (a search hint carried along) gives the same runs.
          let hinted = zone.uniqueStretch(containing: wall, hint: &hint)
          let plain = zone.uniqueStretch(containing: wall)
          XCTAssertTrue(hinted?.low == plain?.low && hinted?.high == plain?.high && hinted?.offset == plain?.offset,
                        "\(name) \(wall)")
          guard let run = zone.uniqueStretch(containing: wall) else {
            if case .unique = resolution { XCTFail("\(name) \(wall): unique but no run") }
            continue
          }
          XCTAssertEqual(resolution, .unique(UTCOffset(seconds: Int32(run.offset))), "\(name) \(wall)")
          XCTAssertTrue(run.low <= wall && wall < run.high, "\(name) \(wall)")
          for edge in [run.low, run.high - 1] {
            XCTAssertEqual(zone.resolve(CivilDateTime(secondsSinceEpoch: edge)),
                           .unique(UTCOffset(seconds: Int32(run.offset))), "\(name) \(edge)")
          }
        }
      }
    }
  }

  // Definition: any hint, however stale (times in random order, so the hint points anywhere in
  // either table), gives the same run as the plain search.
  func testHintsNeverChangeTheAnswer() throws {
    for name in ["America/New_York", "Australia/Lord_Howe", "Europe/Dublin"] {
      let zone = try Zone.named(name)
      var state: UInt64 = 0x9E37_79B9_7F4A_7C15
      var hint = -1
      for _ in 0..<20_000 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let wall = Int64(state >> 33) % 20_000_000_000 - 5_000_000_000  // about 1811 ... 2603
        let hinted = zone.uniqueStretch(containing: wall, hint: &hint)
        let plain = zone.uniqueStretch(containing: wall)
        XCTAssertTrue(hinted?.low == plain?.low && hinted?.high == plain?.high && hinted?.offset == plain?.offset,
                      "\(name) \(wall)")
      }
    }
  }

  // Definition: `instants(from:count:)` equals `instant(in:offsetBefore:)` year by year, for
  // every month, week 1-5 and weekday, over 402 years spanning the century rule (2100, 2200,
  // 2300 common, 2400 leap). Source of one value: tzdata New York, 2026-03-08T07:00:00Z.
  func testMaterialisedYearsMatchTheRule() {
    for month in 1...12 {
      for week in 1...5 {
        for weekday in Weekday.allCases {
          let rule = TransitionRule(day: .monthWeekday(month: month, week: week, weekday: weekday), time: 7200)
          let list = rule.instants(from: 2025, count: 402, offsetBefore: -18_000)
          XCTAssertEqual(list, (2025..<2427).map { rule.instant(in: $0, offsetBefore: -18_000) })
        }
      }
    }
    let us = TransitionRule(day: .monthWeekday(month: 3, week: 2, weekday: .sunday), time: 7200)
    XCTAssertEqual(us.instants(from: 2026, count: 1, offsetBefore: -18_000), [1_772_953_200])
    XCTAssertEqual(us.instants(from: 2026, count: 0, offsetBefore: -18_000), [])
  }
  // Definition: the tables a zone load fills in place equal the ones `append` builds change by
  // change. Listed: the TZif data's transitions with identical-type changes left out (tzdata's
  // files under /usr/share/zoneinfo). Cycle: the ongoing rule's starts and ends for its 402
  // years, merged by instant (northern New York and Troll, southern Lord Howe, Chatham and
  // Santiago, negative-DST Dublin whose "start" is in October; Berlin).
  func testTablesFilledInPlaceEqualAppendedOnes() throws {
    let names = ["America/New_York", "Europe/Berlin", "Europe/Dublin", "Australia/Lord_Howe",
                 "Pacific/Chatham", "Pacific/Apia", "America/Sao_Paulo", "Asia/Kolkata", "Asia/Tehran",
                 "Africa/Casablanca", "America/Santiago", "Antarctica/Troll", "Etc/GMT+5"]
    var cycles = 0
    for name in names {
      let zone = try Zone.named(name)
      let data = try TZifParser.parse(try ZoneFileReader.contents(of: name, in: ZoneFileReader.directory))
      var listed = TransitionTable()
      var previous = data.types[0]
      for (time, index) in zip(data.times, data.typeIndices) {
        if data.types[index] == previous { continue }
        listed.append(time, from: previous.offset.seconds, to: data.types[index].offset.seconds, type: index)
        previous = data.types[index]
      }
      assertSameTable(zone.rules.table, listed, "\(name) listed")
      guard case .cycle(let cycle) = zone.rules.tail, let rule = zone.ongoingRule, let dst = rule.daylight else { continue }
      cycles += 1
      let firstYear = CivilDateTime(secondsSinceEpoch: cycle.origin).date.year
      let std = rule.standard.offset.seconds
      let daylight = dst.type.offset.seconds
      let stdIndex = try XCTUnwrap(zone.rules.types.firstIndex(of: rule.standard))
      let dstIndex = try XCTUnwrap(zone.rules.types.firstIndex(of: dst.type))
      let starts = dst.start.instants(from: firstYear - 1, count: 402, offsetBefore: std)
      let ends = dst.end.instants(from: firstYear - 1, count: 402, offsetBefore: daylight)
      let events = (starts.map { ($0, true) } + ends.map { ($0, false) }).sorted { $0.0 < $1.0 }
      var expected = TransitionTable()
      for (time, isStart) in events {
        expected.append(time, from: isStart ? std : daylight, to: isStart ? daylight : std, type: isStart ? dstIndex : stdIndex)
      }
      assertSameTable(cycle.table, expected, "\(name) cycle")
      XCTAssertEqual(cycle.initialType, events.first?.1 == true ? stdIndex : dstIndex, name)
    }
    XCTAssertEqual(cycles, 7)
  }

  private func assertSameTable(_ a: TransitionTable, _ b: TransitionTable, _ what: String) {
    XCTAssertEqual(a.at, b.at, what)
    XCTAssertEqual(a.wallLow, b.wallLow, what)
    XCTAssertEqual(a.wallHigh, b.wallHigh, what)
    XCTAssertEqual(a.before, b.before, what)
    XCTAssertEqual(a.after, b.after, what)
    XCTAssertEqual(a.typeAfter, b.typeAfter, what)
    XCTAssertEqual(a.wallLowSorted, b.wallLowSorted, what)
  }
}
