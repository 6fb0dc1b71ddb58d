// The validator's word-at-a-time DATE-TIME check (ValueSyntax.isDateTime) must accept exactly
// the values the field-by-field reader (ValueSyntax.dateTime, RFC 5545 §3.3.5) accepts.

import XCTest
@testable import ICalendar

final class DateTimeCheckTests: XCTestCase {
  /// Source: RFC 5545 §3.3.5 as read by ValueSyntax.dateTime, the reference: every byte value
  /// at every position of a valid UTC and a valid local DATE-TIME (a leap day, a leap second),
  /// each answer compared with the reference's.
  func testAgreesWithTheFieldReaderOnEveryOneByteChange() {
    var checked = 0
    for base in ["20240229T235960Z", "20240229T235960", "19700101T000000"] {
      let valid = Array(base.utf8)
      for position in 0..<valid.count {
        for byte in 0...255 {
          var bytes = valid
          bytes[position] = UInt8(byte)
          let (fast, reference) = bytes.withUnsafeBufferPointer { p in
            (ValueSyntax.isDateTime(p), ValueSyntax.dateTime(p) != nil)
          }
          XCTAssertEqual(fast, reference, "\(String(decoding: bytes, as: UTF8.self))")
          checked += 1
        }
      }
    }
    XCTAssertEqual(checked, (16 + 15 + 15) * 256)
  }

  /// Source: RFC 5545 §3.3.4-§3.3.5 field ranges (reasoned examples at each bound).
  func testBoundsOfEachField() {
    let answers = ["20230229T120000Z": false, "20240229T120000Z": true, "20260431T120000": false,
                   "20261231T240000": false, "20261231T235900": true, "20261231T236000": false,
                   "20261231T235961": false, "00000101T000000": true, "20261300T000000": false,
                   "20260100T000000": false, "20260101t000000": false, "20260101T000000z": false,
                   "2026010T000000Z": false, "20260101T0000000": false]
    for (text, expected) in answers {
      let bytes = Array(text.utf8)
      XCTAssertEqual(bytes.withUnsafeBufferPointer { ValueSyntax.isDateTime($0) }, expected, text)
      XCTAssertEqual(bytes.withUnsafeBufferPointer { ValueSyntax.dateTime($0) != nil }, expected, text)
    }
  }
}
