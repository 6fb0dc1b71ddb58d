// IANA zones read from the system tzdata (RFC 8536 TZif files). Each expectation names the
// tzdata rule it comes from; the gap/fold readings follow RFC 5545 §3.3.5 (docs/SEMANTICS.md).
// Instants were cross-checked against Python's zoneinfo (PEP 495, fold=0) on the same files.

import Foundation
import XCTest
import Zones

final class NamedZoneTests: XCTestCase {
  // The cache: a second `named` call returns the zone loaded first (`==` compares the loaded
  // rules by identity), for the first zones (kept in a short list) and the later ones (kept
  // in a dictionary) alike.
  func testRepeatedNamesComeFromTheCache() throws {
    let names = ["Europe/Paris", "Europe/Berlin", "Europe/London", "Asia/Tokyo", "Asia/Kolkata",
                 "Australia/Sydney", "America/Chicago", "America/Denver", "America/Los_Angeles",
                 "Africa/Cairo", "America/Sao_Paulo", "Pacific/Auckland"]
    let first = try names.map { try Zone.named($0) }
    let second = try names.map { try Zone.named($0) }
    XCTAssertEqual(first, second)
    XCTAssertEqual(second.map(\.identifier), names)
  }

  // MARK: America/New_York — tzdata "Rule US 2007 max: Mar Sun>=8 2:00 D; Nov Sun>=1 2:00 S"

  // Source: tzdata America/New_York; RFC 5545 §3.3.5 (gap: read with the offset before).
  func testNewYork2026GapReadsWithOffsetBefore() throws {
    let ny = try Zone.named("America/New_York")
    XCTAssertEqual(ny.resolve(wall(2026, 3, 8, 2, 30)), .gap(before: off(-5), after: off(-4)))
    XCTAssertEqual(ny.instant(for: wall(2026, 3, 8, 2, 30)), utc(2026, 3, 8, 7, 30))   // 03:30 EDT
    XCTAssertEqual(ny.civil(at: utc(2026, 3, 8, 7, 30)), wall(2026, 3, 8, 3, 30))
    XCTAssertEqual(ny.instant(for: wall(2026, 3, 8, 2, 30), .earlier), utc(2026, 3, 8, 6, 30)) // 01:30 EST
    XCTAssertEqual(ny.instant(for: wall(2026, 3, 8, 2, 30), .later), utc(2026, 3, 8, 7, 30))
    // The gap is [02:00, 03:00): 01:59:59 is EST, 02:00:00 is in the gap, 03:00:00 is EDT.
    XCTAssertEqual(ny.resolve(wall(2026, 3, 8, 1, 59, 59)), .unique(off(-5)))
    XCTAssertEqual(ny.resolve(wall(2026, 3, 8, 2, 0, 0)), .gap(before: off(-5), after: off(-4)))
    XCTAssertEqual(ny.resolve(wall(2026, 3, 8, 3, 0, 0)), .unique(off(-4)))
  }

  // Source: tzdata America/New_York; RFC 5545 §3.3.5 (fold: the first occurrence).
  func testNewYork2026FoldTakesFirst() throws {
    let ny = try Zone.named("America/New_York")
    XCTAssertEqual(ny.resolve(wall(2026, 11, 1, 1, 30)), .fold(earlier: off(-4), later: off(-5)))
    XCTAssertEqual(ny.instant(for: wall(2026, 11, 1, 1, 30)), utc(2026, 11, 1, 5, 30))   // 01:30 EDT
    XCTAssertEqual(ny.instant(for: wall(2026, 11, 1, 1, 30), .later), utc(2026, 11, 1, 6, 30)) // 01:30 EST
    // The fold is [01:00, 02:00): 00:59:59 is EDT only, 02:00:00 is EST only.
    XCTAssertEqual(ny.resolve(wall(2026, 11, 1, 0, 59, 59)), .unique(off(-4)))
    XCTAssertEqual(ny.resolve(wall(2026, 11, 1, 1, 0, 0)), .fold(earlier: off(-4), later: off(-5)))
    XCTAssertEqual(ny.resolve(wall(2026, 11, 1, 2, 0, 0)), .unique(off(-5)))
    XCTAssertEqual(ny.civil(at: utc(2026, 11, 1, 5, 30)), wall(2026, 11, 1, 1, 30))
    XCTAssertEqual(ny.civil(at: utc(2026, 11, 1, 6, 30)), wall(2026, 11, 1, 1, 30))
  }

  // Source: tzdata America/New_York; the abbreviation and DST flag change at the instant.
  func testNewYorkAbbreviationsAndDSTFlag() throws {
    let ny = try Zone.named("America/New_York")
    XCTAssertEqual(ny.localTimeType(at: utc(2026, 3, 8, 6, 59, 59)),
                   LocalTimeType(offset: off(-5), abbreviation: "EST", isDST: false))
    XCTAssertEqual(ny.localTimeType(at: utc(2026, 3, 8, 7)),
                   LocalTimeType(offset: off(-4), abbreviation: "EDT", isDST: true))
    XCTAssertEqual(ny.abbreviation(at: utc(2026, 11, 1, 5, 59, 59)), "EDT")
    XCTAssertTrue(ny.isDaylightSavingTime(at: utc(2026, 11, 1, 5, 59, 59)))
    XCTAssertEqual(ny.abbreviation(at: utc(2026, 11, 1, 6)), "EST")
    XCTAssertFalse(ny.isDaylightSavingTime(at: utc(2026, 11, 1, 6)))
  }

  // Source: tzdata America/New_York "Zone ... -4:56:02 - LMT 1883 Nov 18 17:00u" (local mean
  // time to the second until railroad time: 12:03:58 LMT became 12:00:00 EST, a 3 m 58 s fold).
  func testNewYorkLocalMeanTimeToTheSecond() throws {
    let ny = try Zone.named("America/New_York")
    XCTAssertEqual(ny.offset(at: utc(1883, 11, 18, 16, 59, 59)), off(-4, 56, 2))
    XCTAssertEqual(ny.localTimeType(at: utc(1800, 1, 1)),
                   LocalTimeType(offset: off(-4, 56, 2), abbreviation: "LMT", isDST: false))
    XCTAssertEqual(ny.offset(at: utc(1883, 11, 18, 17)), off(-5))
    XCTAssertEqual(ny.civil(at: utc(1883, 11, 18, 16, 59, 59)), wall(1883, 11, 18, 12, 3, 57))
    XCTAssertEqual(ny.resolve(wall(1883, 11, 18, 12, 2)), .fold(earlier: off(-4, 56, 2), later: off(-5)))
    XCTAssertEqual(ny.instant(for: wall(1883, 11, 18, 12, 2)), utc(1883, 11, 18, 16, 58, 2))
    XCTAssertEqual(ny.instant(for: wall(1800, 6, 1, 12)), utc(1800, 6, 1, 16, 56, 2))
  }

  // Source: tzdata America/New_York footer "EST5EDT,M3.2.0,M11.1.0" (RFC 8536 §3.3), which
  // governs every year after the file's last transition: 2100-03-14 is March's second Sunday.
  func testNewYorkFarFutureUsesFooter() throws {
    let ny = try Zone.named("America/New_York")
    XCTAssertEqual(ny.resolve(wall(2100, 3, 14, 2, 30)), .gap(before: off(-5), after: off(-4)))
    XCTAssertEqual(ny.instant(for: wall(2100, 3, 14, 2, 30)), utc(2100, 3, 14, 7, 30))
    XCTAssertEqual(ny.resolve(wall(2100, 3, 7, 2, 30)), .unique(off(-5)))
    XCTAssertEqual(ny.resolve(wall(2100, 11, 7, 1, 30)), .fold(earlier: off(-4), later: off(-5)))
    XCTAssertEqual(ny.instant(for: wall(2100, 11, 7, 1, 30)), utc(2100, 11, 7, 5, 30))
    XCTAssertEqual(ny.offset(at: utc(2100, 3, 14, 6, 59, 59)), off(-5))
    XCTAssertEqual(ny.offset(at: utc(2100, 3, 14, 7)), off(-4))
    XCTAssertEqual(ny.abbreviation(at: utc(2100, 7, 4, 16)), "EDT")
    // Year 9999: 9999-03-14 is March's second Sunday (9999-03-01 is a Monday).
    XCTAssertEqual(ny.resolve(wall(9999, 3, 14, 2, 30)), .gap(before: off(-5), after: off(-4)))
    XCTAssertEqual(ny.nextTransition(after: utc(2100, 1, 1)),
                   ZoneTransition(instant: utc(2100, 3, 14, 7), offsetBefore: off(-5), offsetAfter: off(-4),
                                  abbreviation: "EDT", isDST: true))
  }

  // MARK: Europe/Berlin — tzdata "Rule EU 1981 max: Mar lastSun 1:00u S; Oct lastSun 1:00u"

  // Source: tzdata Europe/Berlin (EU rules, changes at 01:00 UTC); RFC 5545 §3.3.5.
  func testBerlin2026GapAndFold() throws {
    let berlin = try Zone.named("Europe/Berlin")
    XCTAssertEqual(berlin.resolve(wall(2026, 3, 29, 2, 30)), .gap(before: off(1), after: off(2)))
    XCTAssertEqual(berlin.instant(for: wall(2026, 3, 29, 2, 30)), utc(2026, 3, 29, 1, 30))  // 03:30 CEST
    XCTAssertEqual(berlin.resolve(wall(2026, 10, 25, 2, 30)), .fold(earlier: off(2), later: off(1)))
    XCTAssertEqual(berlin.instant(for: wall(2026, 10, 25, 2, 30)), utc(2026, 10, 25, 0, 30)) // 02:30 CEST
    XCTAssertEqual(berlin.instant(for: wall(2026, 10, 25, 2, 30), .later), utc(2026, 10, 25, 1, 30))
    XCTAssertEqual(berlin.abbreviation(at: utc(2026, 7, 1)), "CEST")
  }

  // Source: tzdata Europe/Berlin footer "CET-1CEST,M3.5.0,M10.5.0/3": in 2300 the last Sundays
  // are March 25 and October 28 (RFC 8536 §3.3).
  func testBerlin2300UsesFooter() throws {
    let berlin = try Zone.named("Europe/Berlin")
    XCTAssertEqual(berlin.transitions(in: utc(2300, 1, 1)..<utc(2301, 1, 1)), [
      ZoneTransition(instant: utc(2300, 3, 25, 1), offsetBefore: off(1), offsetAfter: off(2), abbreviation: "CEST", isDST: true),
      ZoneTransition(instant: utc(2300, 10, 28, 1), offsetBefore: off(2), offsetAfter: off(1), abbreviation: "CET", isDST: false),
    ])
    XCTAssertEqual(berlin.instant(for: wall(2300, 3, 25, 2, 30)), utc(2300, 3, 25, 1, 30))
    XCTAssertEqual(berlin.resolve(wall(2300, 10, 28, 2, 30)), .fold(earlier: off(2), later: off(1)))
  }

  // Source: tzdata Europe/Berlin "Zone Europe/Berlin 0:53:28 - LMT 1893 Apr" (LMT +00:53:28, then
  // CET: wall clocks skipped 00:00:00 ..< 00:06:32 on 1893-04-01).
  func testBerlinLocalMeanTimeGap() throws {
    let berlin = try Zone.named("Europe/Berlin")
    XCTAssertEqual(berlin.offset(at: utc(1893, 3, 31, 23, 6, 31)), off(0, 53, 28))
    XCTAssertEqual(berlin.offset(at: utc(1893, 3, 31, 23, 6, 32)), off(1))
    XCTAssertEqual(berlin.resolve(wall(1893, 4, 1, 0, 3)), .gap(before: off(0, 53, 28), after: off(1)))
    XCTAssertEqual(berlin.instant(for: wall(1893, 4, 1, 0, 3)), utc(1893, 3, 31, 23, 9, 32))
  }

  // MARK: Australia/Lord_Howe — 30-minute DST, tzdata "Rule LH 2008 max: Apr Sun>=1 2:00 0; Oct Sun>=1 2:00 0:30"

  // Source: tzdata Australia/Lord_Howe (+10:30 standard, +11:00 daylight); RFC 5545 §3.3.5.
  func testLordHoweHalfHourGapAndFold() throws {
    let lh = try Zone.named("Australia/Lord_Howe")
    // DST starts 2026-10-04 02:00 +10:30 = 2026-10-03T15:30Z: wall clocks skip 02:00 ..< 02:30.
    XCTAssertEqual(lh.resolve(wall(2026, 10, 4, 2, 15)), .gap(before: off(10, 30), after: off(11)))
    XCTAssertEqual(lh.instant(for: wall(2026, 10, 4, 2, 15)), utc(2026, 10, 3, 15, 45))  // 02:45 +11
    XCTAssertEqual(lh.resolve(wall(2026, 10, 4, 2, 30)), .unique(off(11)))
    // DST ends 2026-04-05 02:00 +11 = 2026-04-04T15:00Z: wall clocks repeat 01:30 ..< 02:00.
    XCTAssertEqual(lh.resolve(wall(2026, 4, 5, 1, 45)), .fold(earlier: off(11), later: off(10, 30)))
    XCTAssertEqual(lh.instant(for: wall(2026, 4, 5, 1, 45)), utc(2026, 4, 4, 14, 45))
    XCTAssertEqual(lh.instant(for: wall(2026, 4, 5, 1, 45), .later), utc(2026, 4, 4, 15, 15))
    XCTAssertEqual(lh.resolve(wall(2026, 4, 5, 1, 29, 59)), .unique(off(11)))
    XCTAssertEqual(lh.abbreviation(at: utc(2026, 7, 1)), "+1030")
    XCTAssertEqual(lh.abbreviation(at: utc(2026, 12, 1)), "+11")
  }

  // Source: tzdata Australia/Lord_Howe footer "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0": a
  // southern-hemisphere rule whose DST wraps the year; in 2300 it ends April 1 and starts October 7.
  func testLordHoweFooterWrapsTheYear() throws {
    let lh = try Zone.named("Australia/Lord_Howe")
    XCTAssertEqual(lh.transitions(in: utc(2300, 1, 1)..<utc(2301, 1, 1)), [
      ZoneTransition(instant: utc(2300, 3, 31, 15), offsetBefore: off(11), offsetAfter: off(10, 30), abbreviation: "+1030", isDST: false),
      ZoneTransition(instant: utc(2300, 10, 6, 15, 30), offsetBefore: off(10, 30), offsetAfter: off(11), abbreviation: "+11", isDST: true),
    ])
    XCTAssertEqual(lh.offset(at: utc(2300, 1, 1)), off(11))       // January: summer, DST
    XCTAssertEqual(lh.offset(at: utc(2300, 6, 1)), off(10, 30))   // June: winter, standard
    XCTAssertEqual(lh.resolve(wall(2300, 10, 7, 2, 10)), .gap(before: off(10, 30), after: off(11)))
    XCTAssertEqual(lh.ongoingRule?.description, "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0")
  }

  // MARK: Pacific/Chatham — tzdata "Rule Chatham 2008 max: Apr Sun>=1 2:45s 0; Sep lastSun 2:45s 1:00"

  // Source: tzdata Pacific/Chatham (+12:45 standard, +13:45 daylight); RFC 5545 §3.3.5.
  func testChathamGapAndFold() throws {
    let chatham = try Zone.named("Pacific/Chatham")
    // DST starts 2026-09-27 02:45 +12:45 = 2026-09-26T14:00Z: wall clocks skip 02:45 ..< 03:45.
    XCTAssertEqual(chatham.resolve(wall(2026, 9, 27, 3)), .gap(before: off(12, 45), after: off(13, 45)))
    XCTAssertEqual(chatham.instant(for: wall(2026, 9, 27, 3)), utc(2026, 9, 26, 14, 15))  // 04:00 +13:45
    // DST ends 2026-04-05 03:45 +13:45 = 2026-04-04T14:00Z: wall clocks repeat 02:45 ..< 03:45.
    XCTAssertEqual(chatham.resolve(wall(2026, 4, 5, 3)), .fold(earlier: off(13, 45), later: off(12, 45)))
    XCTAssertEqual(chatham.instant(for: wall(2026, 4, 5, 3)), utc(2026, 4, 4, 13, 15))
    XCTAssertEqual(chatham.offset(at: utc(2026, 7, 1)), off(12, 45))
    XCTAssertEqual(chatham.offset(at: utc(2027, 1, 1)), off(13, 45))
  }

  // MARK: Asia/Kathmandu — tzdata "Zone Asia/Kathmandu 5:30 - +0530 1986; 5:45 - +0545"

  // Source: tzdata Asia/Kathmandu (from 1986-01-01 00:00 +05:30, a 15-minute gap).
  func testKathmanduQuarterHourOffset() throws {
    let ktm = try Zone.named("Asia/Kathmandu")
    XCTAssertEqual(ktm.offset(at: utc(2026, 1, 1)), off(5, 45))
    XCTAssertEqual(ktm.offset(at: utc(1985, 12, 31, 18, 29, 59)), off(5, 30))
    XCTAssertEqual(ktm.offset(at: utc(1985, 12, 31, 18, 30)), off(5, 45))
    XCTAssertEqual(ktm.resolve(wall(1986, 1, 1, 0, 10)), .gap(before: off(5, 30), after: off(5, 45)))
    XCTAssertEqual(ktm.instant(for: wall(2026, 3, 8, 9)), utc(2026, 3, 8, 3, 15))
    XCTAssertEqual(ktm.ongoingRule, OngoingZoneRule(standard: LocalTimeType(offset: off(5, 45), abbreviation: "+0545", isDST: false), daylight: nil))
    XCTAssertEqual(ktm.nextTransition(after: utc(2026, 1, 1)), nil)
  }

  // MARK: Rules that wrap the year or use version 3 rule times (RFC 8536 §3.3.1)

  // Source: tzdata America/Santiago footer "<-04>4<-03>,M9.1.6/24,M4.1.6/24" (24:00 on the
  // first Saturday, i.e. Sunday 00:00); 2500-04-04 03:00Z ends DST, 2500-09-05 04:00Z starts it.
  func testSantiagoFooterWithHour24() throws {
    let santiago = try Zone.named("America/Santiago")
    XCTAssertEqual(santiago.transitions(in: utc(2500, 1, 1)..<utc(2501, 1, 1)).map(\.instant),
                   [utc(2500, 4, 4, 3), utc(2500, 9, 5, 4)])
    XCTAssertEqual(santiago.resolve(wall(2500, 9, 5, 0, 30)), .gap(before: off(-4), after: off(-3)))
    XCTAssertEqual(santiago.resolve(wall(2500, 4, 3, 23, 30)), .fold(earlier: off(-3), later: off(-4)))
  }

  // Source: tzdata America/Nuuk footer "<-02>2<-01>,M3.5.0/-1,M10.5.0/0" (a negative rule
  // time, RFC 8536 §3.3.1): DST starts Saturday 23:00 -02, 2026-03-29T01:00Z.
  func testNuukNegativeRuleTime() throws {
    let nuuk = try Zone.named("America/Nuuk")
    XCTAssertEqual(nuuk.ongoingRule?.daylight?.start, TransitionRule(day: .monthWeekday(month: 3, week: 5, weekday: .sunday), time: -3600))
    XCTAssertEqual(nuuk.transitions(in: utc(2200, 1, 1)..<utc(2201, 1, 1)).map(\.instant),
                   [utc(2200, 3, 30, 1), utc(2200, 10, 26, 1)])
    XCTAssertEqual(nuuk.resolve(wall(2200, 3, 29, 23, 30)), .gap(before: off(-2), after: off(-1)))
  }

  // Source: tzdata Europe/Dublin footer "IST-1GMT0,M10.5.0,M3.5.0/1" (negative DST: IST is
  // standard time, winter GMT is flagged DST), a northern rule whose DST wraps the year.
  func testDublinNegativeDST() throws {
    let dublin = try Zone.named("Europe/Dublin")
    XCTAssertEqual(dublin.localTimeType(at: utc(2300, 1, 15)), LocalTimeType(offset: off(0), abbreviation: "GMT", isDST: true))
    XCTAssertEqual(dublin.localTimeType(at: utc(2300, 7, 15)), LocalTimeType(offset: off(1), abbreviation: "IST", isDST: false))
    XCTAssertEqual(dublin.resolve(wall(2026, 3, 29, 1, 30)), .gap(before: off(0), after: off(1)))
    XCTAssertEqual(dublin.resolve(wall(2026, 10, 25, 1, 30)), .fold(earlier: off(1), later: off(0)))
  }

  // MARK: Leap seconds — RFC 8536 §3.2 leap-second records; "right/" zones count them

  // Source: tzdata right/America/New_York lists leap seconds; removing them (27 by 2017) gives
  // the same POSIX transitions as America/New_York.
  func testRightZoneLeapSecondsAreRemoved() throws {
    let right = try Zone.named("right/America/New_York")
    XCTAssertEqual(right.instant(for: wall(2026, 3, 8, 2, 30)), utc(2026, 3, 8, 7, 30))
    XCTAssertEqual(right.offset(at: utc(2026, 3, 8, 6, 59, 59)), off(-5))
    XCTAssertEqual(right.offset(at: utc(2026, 3, 8, 7)), off(-4))
  }

  // Source: RFC 5545 §3.3.12 allows second 60; POSIX instants have none, so it reads as :00 of the next minute.
  func testSecond60InAZone() throws {
    let ny = try Zone.named("America/New_York")
    XCTAssertEqual(ny.instant(for: wall(2016, 12, 31, 18, 59, 60)), utc(2017, 1, 1))
  }

  // Source: the brief (no input traps): extreme instants are clamped to ±2^48 s, not trapped.
  func testExtremeInstantsDoNotTrap() throws {
    let ny = try Zone.named("America/New_York")
    for t in [Int64.min, -(1 << 50), 1 << 50, Int64.max] {
      _ = ny.civil(at: Instant(secondsSinceEpoch: t))
      _ = ny.localTimeType(at: Instant(secondsSinceEpoch: t))
    }
    XCTAssertEqual(ny.transitions(in: Instant(secondsSinceEpoch: .min)..<Instant(secondsSinceEpoch: .max), limit: 3).count, 3)
    XCTAssertNil(ny.nextTransition(after: Instant(secondsSinceEpoch: .max)))
    XCTAssertEqual(ny.resolve(wall(-9999, 1, 1)), .unique(off(-4, 56, 2)))
  }

  // MARK: Names and the cache

  // Source: docs/SEMANTICS.md "Time zones and civil time" (UTC names need no file).
  func testUTCNames() throws {
    XCTAssertEqual(try Zone.named("UTC"), Zone.utc)
    XCTAssertEqual(try Zone.named("Etc/UTC").offset(at: utc(2026, 1, 1)), off(0))
    XCTAssertEqual(try Zone.named("Z").instant(for: wall(2026, 3, 8, 2, 30)), utc(2026, 3, 8, 2, 30))
  }

  func testCacheReturnsTheSameRules() throws {
    XCTAssertEqual(try Zone.named("Europe/Paris"), try Zone.named("Europe/Paris"))
  }

  func testConcurrentLoadsAgree() async throws {
    let names = ["Asia/Tokyo", "America/Chicago", "Europe/London", "Australia/Adelaide"]
    let offsets = try await withThrowingTaskGroup(of: Int32.self) { group in
      for i in 0..<40 {
        let name = names[i % names.count]
        group.addTask { try Zone.named(name).offset(at: Instant(secondsSinceEpoch: 1_767_225_600)).seconds }
      }
      var all: [Int32] = []
      for try await value in group { all.append(value) }
      return all
    }
    XCTAssertEqual(offsets.count, 40)
    XCTAssertEqual(Set(offsets), [32400, -21600, 0, 37800])   // 2026-01-01: JST, CST, GMT, ACDT
  }

  // Source: the brief (identifiers must not leave the tzdata directory).
  func testIdentifierValidation() {
    let cases: [(String, String)] = [
      ("", "the identifier is empty"),
      ("/etc/passwd", "an absolute path; expected a name such as America/New_York"),
      ("../etc/passwd", "a '..' path component"),
      ("America/../../etc/passwd", "a '..' path component"),
      ("America//New_York", "an empty path component"),
      ("./UTC", "a '.' path component"),
      ("America/New York", "byte 12 is not a letter, digit, '_', '-', '+', '.' or '/'"),
    ]
    for (identifier, reason) in cases {
      XCTAssertThrowsError(try Zone.named(identifier)) { error in
        XCTAssertEqual(error as? ZoneError, .invalidIdentifier(identifier, reason: reason))
      }
    }
  }

  func testUnknownIdentifierNamesWhereItLooked() {
    XCTAssertThrowsError(try Zone.named("Mars/Olympus_Mons")) { error in
      XCTAssertEqual(error as? ZoneError, .unknownIdentifier("Mars/Olympus_Mons", searched: ["/usr/share/zoneinfo/Mars/Olympus_Mons"]))
    }
    // A directory is not a zone.
    XCTAssertThrowsError(try Zone.named("America")) { error in
      XCTAssertEqual(error as? ZoneError, .unknownIdentifier("America", searched: ["/usr/share/zoneinfo/America"]))
    }
  }

  // Source: RFC 8536 §3 — every TZif file the system ships parses (version 2+ data and footer).
  func testEverySystemZoneParses() throws {
    let root = "/usr/share/zoneinfo"
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { throw XCTSkip("no tzdata") }
    var parsed = 0
    for case let path as String in enumerator {
      guard let data = FileManager.default.contents(atPath: root + "/" + path),
            data.starts(with: [0x54, 0x5A, 0x69, 0x66]) else { continue }
      XCTAssertNoThrow(try Zone(identifier: path, tzif: [UInt8](data)), path)
      parsed += 1
    }
    XCTAssertGreaterThan(parsed, 300)
  }
}
