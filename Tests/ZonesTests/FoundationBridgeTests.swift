// The Foundation bridges for apps, both ways: Instant ⇄ Date, Zone ⇄ TimeZone, civil
// date-times ⇄ DateComponents, and a ZoneError's `localizedDescription`. Expected instants
// are Unix times (POSIX.1-2017 §4.16), offsets from tzdata 2025 (America/New_York).

import Foundation
import XCTest
import Zones

final class FoundationBridgeTests: XCTestCase {
  // MARK: Instant ⇄ Date

  /// Source: POSIX.1-2017 §4.16: 2026-11-22T12:00:00Z is 1,795,348,800 s after the epoch.
  func testInstantAndDateRoundTrip() throws {
    let instant = try XCTUnwrap(CivilDateTime(year: 2026, month: 11, day: 22, hour: 12)).secondsSinceEpoch
    XCTAssertEqual(instant, 1_795_348_800)
    let date = Instant(secondsSinceEpoch: instant).date
    XCTAssertEqual(date, Date(timeIntervalSince1970: 1_795_348_800))
    XCTAssertEqual(Instant(date), Instant(secondsSinceEpoch: 1_795_348_800))
    XCTAssertEqual(Instant(exactly: date), Instant(secondsSinceEpoch: 1_795_348_800))
    // Before the epoch, too.
    XCTAssertEqual(Instant(Date(timeIntervalSince1970: -86_400)).date, Date(timeIntervalSince1970: -86_400))
  }

  /// Source: reasoned example (instants are whole seconds, like iCalendar's): a fraction is
  /// rounded down, also before the epoch; `exactly:` refuses it.
  func testFractionalDatesRoundDown() {
    XCTAssertEqual(Instant(Date(timeIntervalSince1970: 1_795_348_800.9)), Instant(secondsSinceEpoch: 1_795_348_800))
    XCTAssertEqual(Instant(Date(timeIntervalSince1970: -0.5)), Instant(secondsSinceEpoch: -1))
    XCTAssertNil(Instant(exactly: Date(timeIntervalSince1970: 0.25)))
  }

  // MARK: Zone ⇄ TimeZone

  /// Source: tzdata America/New_York: the bridged zones agree on the offset on both sides of
  /// 2026's changes (-0500 in January, -0400 in July), and back again by name.
  func testZoneAndTimeZoneRoundTrip() throws {
    let ny = try Zone.named("America/New_York")
    let timeZone = try XCTUnwrap(ny.timeZone)
    XCTAssertEqual(timeZone.identifier, "America/New_York")
    XCTAssertEqual(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_768_478_400)), -18_000)  // 2026-01-15T12Z
    XCTAssertEqual(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_783_857_600)), -14_400)  // 2026-07-12T12Z
    let back = try Zone(timeZone)
    XCTAssertEqual(back.identifier, "America/New_York")
    XCTAssertEqual(back.offset(at: Instant(secondsSinceEpoch: 1_783_857_600)), UTCOffset(seconds: -14_400))
  }

  /// Source: reasoned example: a fixed-offset zone Foundation does not know by name bridges
  /// to a fixed-offset TimeZone; UTC to GMT+0.
  func testFixedOffsetZones() throws {
    let fixed = Zone(identifier: "Custom/Plus0530", fixedOffset: UTCOffset(seconds: 19_800))
    XCTAssertEqual(fixed.fixedOffset, UTCOffset(seconds: 19_800))
    XCTAssertEqual(fixed.timeZone?.secondsFromGMT(), 19_800)
    XCTAssertEqual(Zone.utc.timeZone?.secondsFromGMT(), 0)
    XCTAssertNil(try Zone.named("America/New_York").fixedOffset)
  }

  // MARK: Civil date-times ⇄ DateComponents

  /// Source: docs/FORMATS.md's "Pay rent" due, 2026-01-31 09:00 New York, as components and
  /// back; Foundation's Gregorian calendar reads them as 14:00Z (EST).
  func testCivilDateTimeAndDateComponentsRoundTrip() throws {
    let civil = try XCTUnwrap(CivilDateTime(year: 2026, month: 1, day: 31, hour: 9))
    let newYork = try XCTUnwrap(TimeZone(identifier: "America/New_York"))
    let components = civil.dateComponents(timeZone: newYork)
    XCTAssertEqual([components.year, components.month, components.day, components.hour, components.minute,
                    components.second], [2026, 1, 31, 9, 0, 0])
    XCTAssertEqual(components.timeZone, newYork)
    XCTAssertEqual(components.calendar?.identifier, .gregorian)
    XCTAssertEqual(CivilDateTime(components), civil)
    let date = try XCTUnwrap(components.calendar?.date(from: components))
    XCTAssertEqual(Instant(date), Instant(secondsSinceEpoch: 1_769_868_000))  // 2026-01-31T14:00:00Z
    // Floating: no zone in the components.
    XCTAssertNil(civil.dateComponents().timeZone)
  }

  /// Source: reasoned examples: missing or out-of-range fields give nil; hour, minute and
  /// second default to 0; a date alone round-trips through CivilDate.
  func testDateComponentsValidation() throws {
    XCTAssertNil(CivilDateTime(DateComponents(year: 2026, month: 13, day: 1)))
    XCTAssertNil(CivilDateTime(DateComponents(year: 2026, month: 2, day: 29)))
    XCTAssertNil(CivilDateTime(DateComponents(month: 2, day: 28)))
    XCTAssertEqual(CivilDateTime(DateComponents(year: 2028, month: 2, day: 29)),
                   CivilDateTime(year: 2028, month: 2, day: 29))
    let date = try XCTUnwrap(CivilDate(year: 2028, month: 2, day: 29))
    XCTAssertEqual(CivilDate(date.dateComponents), date)
    XCTAssertNil(date.dateComponents.hour)
  }

  // MARK: LocalizedError

  /// Source: README ("an error's localizedDescription is 'The operation could not be
  /// completed…'"): it is now the message, with the path searched.
  func testZoneErrorLocalizedDescription() {
    let error: any Error = ZoneError.unknownIdentifier("Mars/Base", searched: ["/usr/share/zoneinfo/Mars/Base"])
    XCTAssertEqual(error.localizedDescription,
                   "unknown time zone \"Mars/Base\" (searched /usr/share/zoneinfo/Mars/Base)")
  }
}
