// Parity: every instant the iterator reports equals `Zone.instant(for:)` of its wall-clock
// reading (RFC 5545 §3.3.5, the one resolution function; the iterator's offset cursor only
// short-cuts times with a single reading). Zones with 1-hour, 30-minute and 45-minute shifts.

import Recurrence
import XCTest
import Zones

final class ResolutionParityTests: XCTestCase {
  func check(_ zoneName: String, _ rule: String, count: Int) throws {
    let zone = try Zone.named(zoneName)
    let start = RecurrenceTime.zoned(CivilDateTime(year: 2019, month: 12, day: 31, hour: 1, minute: 45)!, zone)
    let r = try RuleSequence(rule: RecurrenceRule(parsing: rule), start: start)
    var n = 0, mismatches = 0
    for o in r {
      if o.instant != zone.instant(for: o.civil) { mismatches += 1 }
      n += 1
      if n >= count { break }
    }
    XCTAssertEqual(n, count, zoneName)
    XCTAssertEqual(mismatches, 0, "\(zoneName) \(rule)")
  }

  /// Hourly steps land in every gap and fold for a century of rule-generated transitions.
  func testHourlyParity() throws {
    for zone in ["America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "Pacific/Chatham"] {
      try check(zone, "FREQ=HOURLY;INTERVAL=7", count: 40_000)
      try check(zone, "FREQ=MINUTELY;INTERVAL=15;BYHOUR=1,2,3", count: 40_000)
    }
  }

  /// Sparse rules jump between cursor chunks (monthly, yearly over centuries).
  func testSparseParity() throws {
    for zone in ["America/New_York", "Pacific/Chatham"] {
      try check(zone, "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1", count: 5_000)
      try check(zone, "FREQ=YEARLY;INTERVAL=7", count: 1_000)
    }
  }
}
