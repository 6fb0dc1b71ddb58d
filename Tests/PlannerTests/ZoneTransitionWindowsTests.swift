// The planner's transition listing (ZoneTransitionWindows, for COUNT series bounds, RFC 5545
// §3.3.10) answers exactly as `Zone.transitions(in:limit:)` (RFC 8536 data and footer rule).

import XCTest
@testable import Planner
import Zones

final class ZoneTransitionWindowsTests: XCTestCase {
  /// Source: reasoned equivalence with `Zone.transitions(in:limit:)`; the 2026 New York
  /// expectations are tzdata's (2026-03-08T07:00:00Z and 2026-11-01T06:00:00Z). Windows inside
  /// the listed span, across its edges and outside it, empty ones, limits 1, 2 and 64, and
  /// zones asked in turn (New York, Tokyo with no change since 1951, London, New York again).
  func testWindowsAnswerAsTheZone() throws {
    let ny = try Zone.named("America/New_York")
    let tokyo = try Zone.named("Asia/Tokyo")
    let london = try Zone.named("Europe/London")
    let windows = ZoneTransitionWindows()
    let year2026 = Instant(secondsSinceEpoch: 1_767_225_600)..<Instant(secondsSinceEpoch: 1_798_761_600)
    XCTAssertEqual(windows.transitions(ny, in: year2026, limit: 64).map(\.instant.secondsSinceEpoch),
                   [1_772_953_200, 1_793_512_800])
    let starts: [Int64] = [-2_300_000_000, -2_208_988_800, -1_000_000_000, 0, 1_772_953_200, 1_772_953_199,
                           1_793_512_800, 1_800_000_000, 4_000_000_000, 7_258_118_399, 7_258_118_400]
    let lengths: [Int64] = [0, 1, 3600, 86_400 * 30, 86_400 * 400, 86_400 * 365 * 60]
    var compared = 0
    for zone in [ny, tokyo, london, ny] {
      for start in starts {
        for length in lengths {
          for limit in [1, 2, 64] {
            let window = Instant(secondsSinceEpoch: start)..<Instant(secondsSinceEpoch: start + length)
            XCTAssertEqual(Array(windows.transitions(zone, in: window, limit: limit)), zone.transitions(in: window, limit: limit),
                           "\(zone.identifier) \(start) +\(length) limit \(limit)")
            compared += 1
          }
        }
      }
    }
    XCTAssertEqual(compared, 4 * 11 * 6 * 3)
  }
}
