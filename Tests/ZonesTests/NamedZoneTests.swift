// Tests of IANA zones read from the system tzdata (RFC 8536 files; expectations from tzdata's
// rules for each zone and RFC 5545 §3.3.5 for the gap/fold reading).

import XCTest
import Zones

final class NamedZoneTests: XCTestCase {
  func civil(_ y: Int, _ mo: Int, _ d: Int, _ h: Int = 0, _ mi: Int = 0, _ s: Int = 0) -> CivilDateTime {
    CivilDateTime(year: y, month: mo, day: d, hour: h, minute: mi, second: s)!
  }

  func utc(_ y: Int, _ mo: Int, _ d: Int, _ h: Int = 0, _ mi: Int = 0, _ s: Int = 0) -> Instant {
    Instant(utc: civil(y, mo, d, h, mi, s))
  }

  func off(_ h: Int, _ m: Int = 0, _ s: Int = 0) -> UTCOffset {
    let sign = h < 0 || (h == 0 && m < 0) ? -1 : 1
    return UTCOffset(seconds: Int32(sign * (abs(h) * 3600 + abs(m) * 60 + abs(s))))
  }

  // Source: tzdata America/New_York (US rules since 2007: M3.2.0, M11.1.0); RFC 5545 §3.3.5.
  func testNewYork2026GapReadsWithOffsetBefore() throws {
    let ny = try Zone.named("America/New_York")
    XCTAssertEqual(ny.resolve(civil(2026, 3, 8, 2, 30)), .gap(before: off(-5), after: off(-4)))
    XCTAssertEqual(ny.instant(for: civil(2026, 3, 8, 2, 30)), utc(2026, 3, 8, 7, 30))
    XCTAssertEqual(ny.civil(at: utc(2026, 3, 8, 7, 30)), civil(2026, 3, 8, 3, 30))
  }

  // Source: tzdata America/New_York; RFC 5545 §3.3.5 (a fold time is the first occurrence).
  func testNewYork2026FoldTakesFirst() throws {
    let ny = try Zone.named("America/New_York")
    XCTAssertEqual(ny.resolve(civil(2026, 11, 1, 1, 30)), .fold(earlier: off(-4), later: off(-5)))
    XCTAssertEqual(ny.instant(for: civil(2026, 11, 1, 1, 30)), utc(2026, 11, 1, 5, 30))
    XCTAssertEqual(ny.instant(for: civil(2026, 11, 1, 1, 30), .later), utc(2026, 11, 1, 6, 30))
  }
}
