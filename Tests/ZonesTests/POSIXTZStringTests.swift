// POSIX TZ strings, the TZif footer (POSIX.1-2017 §8.3 "TZ"; RFC 8536 §3.3, §3.3.1): the
// structured ongoing rule, its evaluation in a year, its RRULE, and exact parse errors.

import Foundation
import XCTest
import Zones

final class POSIXTZStringTests: XCTestCase {
  let est = LocalTimeType(offset: UTCOffset(seconds: -18000), abbreviation: "EST", isDST: false)
  let edt = LocalTimeType(offset: UTCOffset(seconds: -14400), abbreviation: "EDT", isDST: true)

  // Source: tzdata America/New_York footer; POSIX §8.3 (offsets are west-positive).
  func testUSRule() throws {
    let rule = try OngoingZoneRule(posix: "EST5EDT,M3.2.0,M11.1.0")
    XCTAssertEqual(rule, OngoingZoneRule(standard: est, daylight: .init(
      type: edt,
      start: TransitionRule(day: .monthWeekday(month: 3, week: 2, weekday: .sunday), time: 7200),
      end: TransitionRule(day: .monthWeekday(month: 11, week: 1, weekday: .sunday), time: 7200))))
    XCTAssertEqual(rule.daylight?.start.date(in: 2100), CivilDate(year: 2100, month: 3, day: 14))
    XCTAssertEqual(rule.daylight?.end.date(in: 2100), CivilDate(year: 2100, month: 11, day: 7))
    XCTAssertEqual(rule.daylight?.start.wallClock(in: 2026), wall(2026, 3, 8, 2))
    XCTAssertEqual(rule.daylight?.start.rrule, "FREQ=YEARLY;BYMONTH=3;BYDAY=2SU")
    XCTAssertEqual(rule.daylight?.end.rrule, "FREQ=YEARLY;BYMONTH=11;BYDAY=1SU")
    XCTAssertEqual(rule.description, "EST5EDT,M3.2.0,M11.1.0")
  }

  // Source: tzdata Europe/Berlin footer "CET-1CEST,M3.5.0,M10.5.0/3" (week 5 = the last).
  func testLastWeekAndExplicitTime() throws {
    let rule = try OngoingZoneRule(posix: "CET-1CEST,M3.5.0,M10.5.0/3")
    XCTAssertEqual(rule.standard, LocalTimeType(offset: UTCOffset(seconds: 3600), abbreviation: "CET", isDST: false))
    XCTAssertEqual(rule.daylight?.type.offset, UTCOffset(seconds: 7200))
    XCTAssertEqual(rule.daylight?.end, TransitionRule(day: .monthWeekday(month: 10, week: 5, weekday: .sunday), time: 10800))
    XCTAssertEqual(rule.daylight?.start.date(in: 2026), CivilDate(year: 2026, month: 3, day: 29))
    XCTAssertEqual(rule.daylight?.end.date(in: 2026), CivilDate(year: 2026, month: 10, day: 25))
    XCTAssertEqual(rule.daylight?.start.date(in: 2300), CivilDate(year: 2300, month: 3, day: 25))
    XCTAssertEqual(rule.daylight?.end.rrule, "FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU")
    XCTAssertEqual(rule.description, "CET-1CEST,M3.5.0,M10.5.0/3")
  }

  // Source: tzdata Pacific/Chatham footer (quoted names, minutes in offsets and rule times).
  func testQuotedNamesAndMinutes() throws {
    let rule = try OngoingZoneRule(posix: "<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45")
    XCTAssertEqual(rule.standard, LocalTimeType(offset: UTCOffset(seconds: 45900), abbreviation: "+1245", isDST: false))
    XCTAssertEqual(rule.daylight?.type, LocalTimeType(offset: UTCOffset(seconds: 49500), abbreviation: "+1345", isDST: true))
    XCTAssertEqual(rule.daylight?.start.time, 9900)
    XCTAssertEqual(rule.daylight?.end.time, 13500)
    XCTAssertEqual(rule.description, "<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45")
  }

  // Source: POSIX §8.3 (Jn counts 1...365 and never Feb 29; n counts 0...365 including it).
  func testJulianAndZeroBasedDays() throws {
    let j60 = TransitionRule(day: .julian(60))
    XCTAssertEqual(j60.date(in: 2024), CivilDate(year: 2024, month: 3, day: 1))   // leap year
    XCTAssertEqual(j60.date(in: 2026), CivilDate(year: 2026, month: 3, day: 1))
    XCTAssertEqual(j60.rrule, "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=1")
    let z59 = TransitionRule(day: .zeroBased(59))
    XCTAssertEqual(z59.date(in: 2024), CivilDate(year: 2024, month: 2, day: 29))
    XCTAssertEqual(z59.date(in: 2026), CivilDate(year: 2026, month: 3, day: 1))
    XCTAssertEqual(z59.rrule, "FREQ=YEARLY;BYYEARDAY=60")
    let rule = try OngoingZoneRule(posix: "XXX3YYY,J60/1:30:15,300")
    XCTAssertEqual(rule.daylight?.start, TransitionRule(day: .julian(60), time: 5415))
    XCTAssertEqual(rule.daylight?.end, TransitionRule(day: .zeroBased(300), time: 7200))
  }

  // Source: RFC 8536 §3.3.1 (version 3: rule times -167...167 hours) and tzdata America/Nuuk.
  func testVersion3RuleTimes() throws {
    let nuuk = try OngoingZoneRule(posix: "<-02>2<-01>,M3.5.0/-1,M10.5.0/0")
    XCTAssertEqual(nuuk.daylight?.start.time, -3600)
    XCTAssertEqual(nuuk.daylight?.end.time, 0)
    let extreme = try OngoingZoneRule(posix: "EST5EDT,0/-167,J365/167")
    XCTAssertEqual(extreme.daylight?.start.time, -601_200)
    XCTAssertEqual(extreme.daylight?.end.time, 601_200)
  }

  // Source: POSIX §8.3 (no DST part) and tzcode's default rule when a DST name has no rule.
  func testStandardOnlyAndDefaultRule() throws {
    XCTAssertEqual(try OngoingZoneRule(posix: "<+0545>-5:45"),
                   OngoingZoneRule(standard: LocalTimeType(offset: UTCOffset(seconds: 20700), abbreviation: "+0545", isDST: false), daylight: nil))
    let defaulted = try OngoingZoneRule(posix: "EST5EDT")
    XCTAssertEqual(defaulted.daylight?.start, TransitionRule(day: .monthWeekday(month: 3, week: 2, weekday: .sunday)))
    XCTAssertEqual(defaulted.daylight?.end, TransitionRule(day: .monthWeekday(month: 11, week: 1, weekday: .sunday)))
    XCTAssertEqual(try OngoingZoneRule(posix: "AAA-3BBB-5,M3.2.0,M11.1.0").daylight?.type.offset, UTCOffset(seconds: 18000))
  }

  // Source: POSIX §8.3 grammar; each error names the 1-based character and the valid form.
  func testParseErrors() {
    let cases: [(String, Int, String)] = [
      ("", 1, "a zone abbreviation of three or more letters, or <...>"),
      ("ES5", 1, "a zone abbreviation of three or more letters, or <...>"),
      ("EST", 4, "the standard offset, [+|-]hh[:mm[:ss]] with hh 0...24"),
      ("EST25", 4, "the standard offset, [+|-]hh[:mm[:ss]] with hh 0...24"),
      ("EST5:60", 6, "minutes 00...59"),
      ("<+0545", 7, "'>' closing the quoted abbreviation"),
      ("<>5", 2, "a zone abbreviation inside <...>: letters, digits, '+' or '-'"),
      ("EST5EDT,M3.2.0", 15, "',' before the DST end rule"),
      ("EST5EDT,M3.6.0,M11.1.0", 12, "a week 1...5 in Mm.w.d"),
      ("EST5EDT,M3.2.7,M11.1.0", 14, "a weekday 0...6 (0 is Sunday) in Mm.w.d"),
      ("EST5EDT,J0,M11.1.0", 10, "a Julian day 1...365 after 'J'"),
      ("EST5EDT,366,M11.1.0", 9, "a rule date: Mm.w.d, Jn (1...365) or n (0...365)"),
      ("EST5EDT,M3.2.0/168,M11.1.0", 16, "a rule time [+|-]hh[:mm[:ss]] with hh 0...167 (RFC 8536 §3.3.1)"),
      ("EST5EDT,M3.2.0,M11.1.0x", 23, "the end of the TZ string"),
    ]
    for (text, position, expected) in cases {
      XCTAssertThrowsError(try OngoingZoneRule(posix: text, identifier: "T")) { error in
        XCTAssertEqual(error as? ZoneError, .invalidFooter("T", footer: text, position: position, expected: expected), text)
      }
    }
  }

  // Source: RFC 5545 §3.3.10 (BYDAY, BYMONTHDAY, BYYEARDAY) for tzdata footers whose rule time
  // moves the date: America/Santiago, America/Nuuk, Asia/Gaza, Asia/Jerusalem, Africa/Cairo.
  func testRRULEForMovedDates() throws {
    let santiago = try OngoingZoneRule(posix: "<-04>4<-03>,M9.1.6/24,M4.1.6/24")
    XCTAssertEqual(santiago.daylight?.start.rrule, "FREQ=YEARLY;BYMONTH=9;BYDAY=SU;BYMONTHDAY=2,3,4,5,6,7,8")
    XCTAssertEqual(santiago.daylight?.start.timeOfDay, CivilTime(hour: 0, minute: 0, second: 0))
    let nuuk = try OngoingZoneRule(posix: "<-02>2<-01>,M3.5.0/-1,M10.5.0/0")
    XCTAssertEqual(nuuk.daylight?.start.rrule, "FREQ=YEARLY;BYMONTH=3;BYDAY=SA;BYMONTHDAY=-8,-7,-6,-5,-4,-3,-2")
    XCTAssertEqual(nuuk.daylight?.start.timeOfDay, CivilTime(hour: 23, minute: 0, second: 0))
    XCTAssertEqual(nuuk.daylight?.end.rrule, "FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU")
    let gaza = try OngoingZoneRule(posix: "EET-2EEST,M3.4.4/50,M10.4.4/50")
    XCTAssertEqual(gaza.daylight?.start.rrule, "FREQ=YEARLY;BYMONTH=3;BYDAY=SA;BYMONTHDAY=24,25,26,27,28,29,30")
    XCTAssertEqual(gaza.daylight?.start.timeOfDay, CivilTime(hour: 2, minute: 0, second: 0))
    let jerusalem = try OngoingZoneRule(posix: "IST-2IDT,M3.4.4/26,M10.5.0")
    XCTAssertEqual(jerusalem.daylight?.start.rrule, "FREQ=YEARLY;BYMONTH=3;BYDAY=FR;BYMONTHDAY=23,24,25,26,27,28,29")
    let cairo = try OngoingZoneRule(posix: "EET-2EEST,M4.5.5/0,M10.5.4/24")
    XCTAssertEqual(cairo.daylight?.start.rrule, "FREQ=YEARLY;BYMONTH=4;BYDAY=-1FR")
    XCTAssertNil(cairo.daylight?.end.rrule)   // the Friday after October's last Thursday may be November 1
    XCTAssertEqual(TransitionRule(day: .julian(365), time: 25 * 3600).rrule, "FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1")
    XCTAssertNil(TransitionRule(day: .julian(59), time: 25 * 3600).rrule)   // Feb 29 or Mar 1
    XCTAssertEqual(TransitionRule(day: .zeroBased(300), time: -3600).rrule, "FREQ=YEARLY;BYYEARDAY=300")
  }

  // Source: RFC 5545 §3.6.5 (an observance's DTSTART and RRULE name its onsets) checked against
  // every system zone's footer: for 2100...2110 each rule-generated change falls on the one
  // date a year its RRULE names, at `timeOfDay` on the clock before the change.
  func testRRULEsMatchGeneratedTransitionsForEverySystemZone() throws {
    let root = "/usr/share/zoneinfo"
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { throw XCTSkip("no tzdata") }
    var checked = 0
    for case let path as String in enumerator where !path.hasPrefix("right/") {
      guard let data = FileManager.default.contents(atPath: root + "/" + path),
            data.starts(with: [0x54, 0x5A, 0x69, 0x66]),
            let zone = try? Zone(identifier: path, tzif: [UInt8](data)),
            let daylight = zone.ongoingRule?.daylight else { continue }
      for t in zone.transitions(in: utc(2100, 1, 1)..<utc(2111, 1, 1)) {
        let rule = t.isDST == daylight.type.isDST && t.offsetAfter == daylight.type.offset ? daylight.start : daylight.end
        let local = t.wallClockBefore
        XCTAssertEqual(local.time, rule.timeOfDay, "\(path) \(t)")
        guard let rrule = rule.rrule else { continue }
        XCTAssertEqual(Self.yearlyDates(rrule, year: local.date.year), [local.date], "\(path) \(rrule)")
        checked += 1
      }
    }
    XCTAssertGreaterThan(checked, 1000)
  }

  /// The dates in `year` matched by the yearly RRULE shapes `TransitionRule.rrule` writes.
  static func yearlyDates(_ rrule: String, year: Int) -> [CivilDate] {
    var parts: [String: String] = [:]
    for part in rrule.split(separator: ";") {
      let kv = part.split(separator: "=", maxSplits: 1)
      parts[String(kv[0])] = String(kv[1])
    }
    var out: [CivilDate] = []
    for dayNumber in CivilDate(year: year, month: 1, day: 1)!.daysSinceEpoch...CivilDate(year: year, month: 12, day: 31)!.daysSinceEpoch {
      let d = CivilDate(daysSinceEpoch: dayNumber)
      let length = CivilDate.daysInMonth(year: d.year, month: d.month)
      if let yd = parts["BYYEARDAY"], Int(yd) != d.dayOfYear { continue }
      if let m = parts["BYMONTH"], Int(m) != d.month { continue }
      if let days = parts["BYMONTHDAY"] {
        let set = days.split(separator: ",").compactMap { Int($0) }.map { $0 < 0 ? length + 1 + $0 : $0 }
        if !set.contains(d.day) { continue }
      }
      if let byday = parts["BYDAY"] {
        guard Weekday(icalName: byday.suffix(2)) == d.weekday else { continue }
        if let n = Int(byday.dropLast(2)) {
          let ordinal = n > 0 ? (d.day - 1) / 7 + 1 : -((length - d.day) / 7 + 1)
          if ordinal != n { continue }
        }
      }
      out.append(d)
    }
    return out
  }
}
