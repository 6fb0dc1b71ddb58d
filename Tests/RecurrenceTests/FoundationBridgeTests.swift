// The bridge to Foundation's Calendar.RecurrenceRule (swift-foundation), both ways, with the
// errors for what it cannot express (RFC 5545 §3.3.10 SECONDLY; RFC 7529 SKIP with BYSETPOS).

#if canImport(Foundation)
import Foundation
import Recurrence
import XCTest

final class FoundationBridgeTests: XCTestCase {
  let ny = TimeZone(identifier: "America/New_York") ?? .gmt

  /// Round trips of rules Foundation can express.
  func testRoundTrips() throws {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    for text in ["FREQ=MONTHLY;COUNT=3;BYDAY=-1FR", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR;WKST=SU",
                 "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1", "FREQ=YEARLY;BYDAY=MO;BYWEEKNO=20",
                 "FREQ=DAILY;UNTIL=20260301T140000Z;BYHOUR=9,17", "FREQ=MONTHLY;RSCALE=GREGORIAN;SKIP=BACKWARD"] {
      let rule = try RecurrenceRule(parsing: text)
      let f = try rule.foundationRule(timeZone: ny)
      XCTAssertEqual(try RecurrenceRule(foundation: f).description, text, text)
    }
  }

  /// The Foundation form's parts.
  func testParts() throws {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    let f = try RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=-1FR;COUNT=3").foundationRule(timeZone: ny)
    XCTAssertEqual(f.frequency, .monthly)
    XCTAssertEqual(f.weekdays, [.nth(-1, .friday)])
    XCTAssertEqual(f.end.occurrences, 3)
  }

  /// What Foundation cannot express is named.
  func testErrors() throws {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    func message(_ text: String) -> String? {
      do { _ = try RecurrenceRule(parsing: text).foundationRule(timeZone: ny); return nil } catch { return "\(error)" }
    }
    XCTAssertEqual(message("FREQ=SECONDLY"),
                   "FREQ: Calendar.RecurrenceRule cannot express FREQ=SECONDLY (its finest frequency is MINUTELY)")
    XCTAssertEqual(message("RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTHDAY=31;BYSETPOS=1;SKIP=BACKWARD"),
                   "BYSETPOS: Calendar.RecurrenceRule cannot express BYSETPOS together with SKIP=BACKWARD")
  }
}
#endif
