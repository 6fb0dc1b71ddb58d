// Civil date and time arithmetic (RFC 5545 §3.3.4 DATE, §3.3.12 TIME, §3.3.5 DATE-TIME): the
// proleptic Gregorian calendar through H. Hinnant's days_from_civil / civil_from_days and the
// Neri-Schneider fast path the conversions take within years -9999...9999.

import XCTest
import Zones

final class CivilArithmeticTests: XCTestCase {
  // MARK: Source: H. Hinnant, "chrono-Compatible Low-Level Date Algorithms" (round trips)

  func testEveryDayRoundTripsOverTwoThousandYears() {
    // 1000-01-01 ... 3000-12-31, every day: days → civil → days is the identity, and
    // consecutive days are consecutive civil dates.
    let first = CivilDate(year: 1000, month: 1, day: 1)!.daysSinceEpoch
    let last = CivilDate(year: 3000, month: 12, day: 31)!.daysSinceEpoch
    var previous = CivilDate(daysSinceEpoch: first - 1)
    for days in first...last {
      let date = CivilDate(daysSinceEpoch: days)
      XCTAssertEqual(date.daysSinceEpoch, days)
      XCTAssertLessThan(previous, date)
      if date.day == 1 {
        XCTAssertEqual(previous.day, CivilDate.daysInMonth(year: previous.year, month: previous.month))
      } else {
        XCTAssertEqual(previous.day + 1, date.day)
      }
      previous = date
    }
  }

  // Source: H. Hinnant's civil_from_days / days_from_civil, written out here as the reference
  // for the fast path (Neri and Schneider 2022) the conversions take within years -9999...9999:
  // every day from 1583 to 2500, every 97th day over the whole fast range, and the range's edges.
  func testFastPathMatchesHinnantsAlgorithms() {
    func civil(_ days: Int) -> (Int, Int, Int) {
      let z = days + 719_468
      let era = (z >= 0 ? z : z - 146_096) / 146_097
      let doe = z - era * 146_097
      let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
      let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
      let mp = (5 * doy + 2) / 153
      let m = mp < 10 ? mp + 3 : mp - 9
      return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, doy - (153 * mp + 2) / 5 + 1)
    }
    func days(_ year: Int, _ month: Int, _ day: Int) -> Int {
      let y = month <= 2 ? year - 1 : year
      let era = (y >= 0 ? y : y - 399) / 400
      let yoe = y - era * 400
      let doy = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
      return era * 146_097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719_468
    }
    let everyDay = Array(days(1583, 1, 1)...days(2500, 12, 31))
    let sampled = Array(stride(from: -4_400_000, through: 3_000_000, by: 97))
    let edges = Array(-4_400_000...(-4_399_000)) + Array(2_999_000...3_000_000)
      + Array(days(-9999, 1, 1) - 500...days(-9999, 1, 1) + 500) + Array(days(9999, 12, 31) - 500...days(9999, 12, 31) + 500)
    for n in everyDay + sampled + edges {
      let c = CivilDate(daysSinceEpoch: n)
      let expected = civil(n)
      XCTAssertTrue(c.year == expected.0 && c.month == expected.1 && c.day == expected.2, "\(n)")
      XCTAssertEqual(CivilDate(uncheckedYear: expected.0, month: expected.1, day: expected.2).daysSinceEpoch, n)
    }
    // Days outside a month's range count on from its start (day 0, day 40, day -1000).
    for (y, m, d) in [(2024, 3, 0), (2023, 2, 40), (-9999, 1, -1000), (9999, 12, 1000), (1900, 2, 29)] {
      XCTAssertEqual(CivilDate(uncheckedYear: y, month: m, day: d).daysSinceEpoch, days(y, m, d))
    }
  }

  func testRangeEdgesRoundTrip() {
    for (y, m, d) in [(-9999, 1, 1), (-1, 12, 31), (0, 1, 1), (0, 2, 29), (1, 1, 1), (9999, 12, 31)] {
      let date = CivilDate(year: y, month: m, day: d)!
      XCTAssertEqual(CivilDate(daysSinceEpoch: date.daysSinceEpoch), date, "\(date)")
    }
    XCTAssertNil(CivilDate(year: 10000, month: 1, day: 1))
    XCTAssertNil(CivilDate(year: -10000, month: 12, day: 31))
  }

  // MARK: Source: Python's datetime.date (proleptic Gregorian), days from 1970-01-01

  func testKnownDayNumbers() {
    let cases: [(Int, Int, Int, Int)] = [
      (1970, 1, 1, 0), (2000, 1, 1, 10957), (1900, 1, 1, -25567), (2100, 1, 1, 47482),
      (1, 1, 1, -719_162), (1582, 10, 15, -141_427), (2024, 2, 29, 19782), (9999, 12, 31, 2_932_896),
      (2026, 11, 22, 20779),
    ]
    for (y, m, d, days) in cases {
      XCTAssertEqual(CivilDate(year: y, month: m, day: d)!.daysSinceEpoch, days, "\(y)-\(m)-\(d)")
      XCTAssertEqual(CivilDate(daysSinceEpoch: days), CivilDate(year: y, month: m, day: d)!)
    }
  }

  func testWeekdaysOfKnownDates() {
    let cases: [(Int, Int, Int, Weekday)] = [
      (1970, 1, 1, .thursday), (2000, 1, 1, .saturday), (1900, 1, 1, .monday), (2100, 1, 1, .friday),
      (1, 1, 1, .monday), (1582, 10, 15, .friday), (2024, 2, 29, .thursday), (9999, 12, 31, .friday),
      (2026, 11, 22, .sunday), (1969, 12, 31, .wednesday),
    ]
    for (y, m, d, weekday) in cases {
      XCTAssertEqual(CivilDate(year: y, month: m, day: d)!.weekday, weekday, "\(y)-\(m)-\(d)")
    }
  }

  // MARK: Source: the Gregorian leap-year rule (divisible by 4, except centuries not divisible by 400)

  func testLeapYears() {
    XCTAssertFalse(CivilDate.isLeapYear(1900))
    XCTAssertTrue(CivilDate.isLeapYear(2000))
    XCTAssertTrue(CivilDate.isLeapYear(2024))
    XCTAssertFalse(CivilDate.isLeapYear(2100))
    XCTAssertFalse(CivilDate.isLeapYear(2026))
    XCTAssertEqual(CivilDate.daysInMonth(year: 1900, month: 2), 28)
    XCTAssertEqual(CivilDate.daysInMonth(year: 2000, month: 2), 29)
    XCTAssertEqual(CivilDate.daysInMonth(year: 2024, month: 2), 29)
    XCTAssertEqual(CivilDate.daysInMonth(year: 2100, month: 2), 28)
    XCTAssertNil(CivilDate(year: 1900, month: 2, day: 29))
    XCTAssertNotNil(CivilDate(year: 2000, month: 2, day: 29))
    XCTAssertNil(CivilDate(year: 2100, month: 2, day: 29))
    XCTAssertEqual(CivilDate.daysInYear(2000), 366)
    XCTAssertEqual(CivilDate.daysInYear(2100), 365)
    XCTAssertEqual(CivilDate(year: 2024, month: 12, day: 31)!.dayOfYear, 366)
    XCTAssertEqual(CivilDate(year: 2024, month: 2, day: 28)!.adding(days: 1), CivilDate(year: 2024, month: 2, day: 29)!)
    XCTAssertEqual(CivilDate(year: 2100, month: 2, day: 28)!.adding(days: 1), CivilDate(year: 2100, month: 3, day: 1)!)
  }

  // MARK: Source: RFC 5545 §3.3.5 (DATE-TIME) and POSIX time (seconds since the epoch, no leap seconds)

  func testDateTimeSecondsRoundTripAcrossTheEpoch() {
    XCTAssertEqual(CivilDateTime(secondsSinceEpoch: -1), CivilDateTime(year: 1969, month: 12, day: 31, hour: 23, minute: 59, second: 59)!)
    XCTAssertEqual(CivilDateTime(secondsSinceEpoch: -86400), CivilDateTime(year: 1969, month: 12, day: 31)!)
    XCTAssertEqual(CivilDateTime(secondsSinceEpoch: -86401), CivilDateTime(year: 1969, month: 12, day: 30, hour: 23, minute: 59, second: 59)!)
    XCTAssertEqual(CivilDateTime(secondsSinceEpoch: 1_772_955_000), CivilDateTime(year: 2026, month: 3, day: 8, hour: 7, minute: 30)!)
    for s: Int64 in [-62_135_596_800, -1, 0, 1, 86399, 86400, 1_772_955_000, 253_402_300_799] {
      XCTAssertEqual(CivilDateTime(secondsSinceEpoch: s).secondsSinceEpoch, s)
    }
    // Extremes do not trap (floor division without negation).
    _ = CivilDateTime(secondsSinceEpoch: Int64.min)
    _ = CivilDateTime(secondsSinceEpoch: Int64.max)
  }

  // Source: RFC 5545 §3.3.12 (second 60 is allowed for a positive leap second); POSIX time
  // has no leap seconds, so 23:59:60 counts as the next day's 00:00:00.
  func testLeapSecondReadsAsNextMinute() {
    let leap = CivilDateTime(year: 2016, month: 12, day: 31, hour: 23, minute: 59, second: 60)!
    XCTAssertEqual(leap.time.second, 60)
    XCTAssertEqual(leap.secondsSinceEpoch, CivilDateTime(year: 2017, month: 1, day: 1)!.secondsSinceEpoch)
    XCTAssertEqual(Instant(utc: leap), Instant(secondsSinceEpoch: 1_483_228_800))
    XCTAssertEqual(Instant(utc: leap).utc, CivilDateTime(year: 2017, month: 1, day: 1)!)
  }

  // Source: RFC 5545 §3.3.14 UTC-OFFSET (`+HHMM`, seconds only when not zero).
  func testOffsetText() {
    XCTAssertEqual(UTCOffset(seconds: -17762).description, "-045602")
    XCTAssertEqual(UTCOffset(seconds: 45900).description, "+1245")
    XCTAssertEqual(UTCOffset(seconds: 20700).description, "+0545")
    XCTAssertEqual(UTCOffset(seconds: 0).description, "+0000")
  }
}
