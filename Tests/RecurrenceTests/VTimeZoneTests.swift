// Zones built from VTIMEZONE observances (RFC 5545 §3.6.5), checked against the system's
// America/New_York (tzdata, US rules since 2007) and against hand-worked instants.

import Recurrence
import XCTest
import Zones

final class VTimeZoneTests: XCTestCase {
  static let est = UTCOffset(seconds: -18000)
  static let edt = UTCOffset(seconds: -14400)

  /// RFC 5545 §3.6.5 example shape: US Eastern with open-ended STANDARD and DAYLIGHT rules.
  static func usEastern() throws -> Zone {
    try Zone(identifier: "US-Eastern", observances: [
      TimeZoneObservance(kind: .standard, start: CivilDateTime(year: 2007, month: 11, day: 4, hour: 2)!,
                         offsetFrom: edt, offsetTo: est, rrule: "FREQ=YEARLY;BYMONTH=11;BYDAY=1SU", name: "EST"),
      TimeZoneObservance(kind: .daylight, start: CivilDateTime(year: 2007, month: 3, day: 11, hour: 2)!,
                         offsetFrom: est, offsetTo: edt, rrule: "FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", name: "EDT"),
    ])
  }

  /// RFC 5545 §3.3.5 through a built zone: gap 02:30 → 07:30Z, fold 01:30 → 05:30Z (EDT).
  func testGapAndFold() throws {
    let zone = try Self.usEastern()
    XCTAssertEqual(zone.instant(for: CivilDateTime(year: 2026, month: 3, day: 8, hour: 2, minute: 30)!).description,
                   "2026-03-08T07:30:00Z")
    XCTAssertEqual(zone.instant(for: CivilDateTime(year: 2026, month: 11, day: 1, hour: 1, minute: 30)!).description,
                   "2026-11-01T05:30:00Z")
  }

  /// The built zone agrees with tzdata's America/New_York on every day at noon, 2008…2199 (past
  /// the horizon the ongoing rule answers).
  func testAgreesWithTZData() throws {
    let built = try Self.usEastern()
    let system = try Zone.named("America/New_York")
    XCTAssertNotNil(built.ongoingRule)
    var day = CivilDate(year: 2008, month: 1, day: 1)!.daysSinceEpoch
    let end = CivilDate(year: 2199, month: 12, day: 31)!.daysSinceEpoch
    var mismatches = 0
    while day <= end {
      let noon = Instant(secondsSinceEpoch: Int64(day) * 86_400 + 17 * 3600)
      if built.offset(at: noon) != system.offset(at: noon) { mismatches += 1 }
      day += 1
    }
    XCTAssertEqual(mismatches, 0)
  }

  /// RFC 5545 §3.6.5: an RRULE with UNTIL stops; RDATE onsets count.
  func testBoundedAndRdate() throws {
    let zone = try Zone(identifier: "Bounded", observances: [
      TimeZoneObservance(kind: .standard, start: CivilDateTime(year: 2020, month: 11, day: 1, hour: 2)!,
                         offsetFrom: Self.edt, offsetTo: Self.est, rrule: "FREQ=YEARLY;BYMONTH=11;BYDAY=1SU;UNTIL=20211107T060000Z", name: "EST"),
      TimeZoneObservance(kind: .daylight, start: CivilDateTime(year: 2020, month: 3, day: 8, hour: 2)!,
                         offsetFrom: Self.est, offsetTo: Self.edt,
                         rdates: [CivilDateTime(year: 2021, month: 3, day: 14, hour: 2)!], name: "EDT"),
    ])
    // 2021-07-01 is EDT (RDATE onset), 2022-07-01 stays EST (the last onset was 2021-11-07).
    XCTAssertEqual(zone.offset(at: Instant(utc: CivilDateTime(year: 2021, month: 7, day: 1, hour: 12)!)), Self.edt)
    XCTAssertEqual(zone.offset(at: Instant(utc: CivilDateTime(year: 2022, month: 7, day: 1, hour: 12)!)), Self.est)
    XCTAssertNil(zone.ongoingRule)
  }
}
