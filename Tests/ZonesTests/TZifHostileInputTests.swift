// Hostile and truncated TZif input (RFC 8536 §3): each gives one exact error naming the byte
// offset and the valid form, never a trap or an allocation beyond the input's size.

import XCTest
import Zones

final class TZifHostileInputTests: XCTestCase {
  let id = "Test/Hostile"

  func assertError(_ bytes: [UInt8], _ expected: ZoneError, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertThrowsError(try Zone(identifier: id, tzif: bytes), file: file, line: line) { error in
      XCTAssertEqual(error as? ZoneError, expected, file: file, line: line)
    }
  }

  // Source: RFC 8536 §3.1 (the header is 44 bytes).
  func testEmptyInput() {
    assertError([], .invalidTZif(id, byteOffset: 0, expected: "a 44-byte TZif header (needs 44 bytes, 0 remain)"))
  }

  func testTruncatedHeader() {
    assertError(Array(TZifFixture().bytes.prefix(43)),
                .invalidTZif(id, byteOffset: 0, expected: "a 44-byte TZif header (needs 44 bytes, 43 remain)"))
  }

  // Source: RFC 8536 §3.1 (magic "TZif").
  func testWrongMagic() {
    var bytes = TZifFixture().bytes
    bytes[3] = UInt8(ascii: "F")
    assertError(bytes, .invalidTZif(id, byteOffset: 0, expected: "the magic \"TZif\" (54 5A 69 66)"))
  }

  // Source: RFC 8536 §3.1 (version 0x00, '2', '3' or '4').
  func testUnknownVersion() {
    var fixture = TZifFixture()
    fixture.version = UInt8(ascii: "5")
    assertError(fixture.bytes, .invalidTZif(id, byteOffset: 4, expected: "a version byte 0x00, '2', '3' or '4' (RFC 8536 §3.1)"))
  }

  // Source: RFC 8536 §3.1 (typecnt MUST NOT be zero).
  func testZeroTypeCount() {
    var fixture = TZifFixture()
    fixture.version = 0
    fixture.counts = [0, 0, 0, 0, 0, 4]
    assertError(fixture.bytes, .invalidTZif(id, byteOffset: 36, expected: "typecnt at least 1 (RFC 8536 §3.1)"))
  }

  // Source: RFC 8536 §3.1 (charcnt MUST NOT be zero).
  func testZeroCharCount() {
    var fixture = TZifFixture()
    fixture.version = 0
    fixture.counts = [0, 0, 0, 0, 1, 0]
    assertError(fixture.bytes, .invalidTZif(id, byteOffset: 40, expected: "charcnt at least 1 (RFC 8536 §3.1)"))
  }

  // Source: RFC 8536 §3.1 (isstdcnt MUST be zero or equal to typecnt).
  func testIndicatorCountMismatch() {
    var fixture = TZifFixture()
    fixture.version = 0
    fixture.counts = [0, 3, 0, 0, 1, 4]
    assertError(fixture.bytes, .invalidTZif(id, byteOffset: 24, expected: "isstdcnt 0 or equal to typecnt (1), found 3"))
  }

  // A header claiming 4,294,967,295 transitions: refused from the size check, nothing allocated.
  func testHugeCountInVersion1Header() {
    var fixture = TZifFixture()
    fixture.v1Counts = [0, 0, 0, 0xFFFF_FFFF, 1, 1]
    let bytes = fixture.bytes
    assertError(bytes, .invalidTZif(id, byteOffset: 44, expected: "the version 1 data block of 21474836482 bytes the first header describes (\(bytes.count - 44) remain)"))
  }

  func testHugeCountInVersion2Header() {
    var fixture = TZifFixture()
    fixture.counts = [0, 0, 0, 0xFFFF_FFFF, 1, 4]
    let bytes = fixture.bytes
    assertError(bytes, .invalidTZif(id, byteOffset: 95, expected: "a data block of 38654705665 bytes as the header's counts describe (\(bytes.count - 95) remain)"))
  }

  // Source: RFC 8536 §3.2 (the file is cut inside the data block).
  func testTruncatedDataBlock() {
    var fixture = TZifFixture()
    fixture.times = [0, 100]
    fixture.indices = [0, 0]
    let bytes = Array(fixture.bytes.prefix(100))
    assertError(bytes, .invalidTZif(id, byteOffset: 95, expected: "a data block of 28 bytes as the header's counts describe (5 remain)"))
  }

  // Source: RFC 8536 §3.2 (the second header must describe a version 2+ block).
  func testSecondHeaderOfVersion1() {
    var fixture = TZifFixture()
    fixture.secondVersion = 0
    assertError(fixture.bytes, .invalidTZif(id, byteOffset: 55, expected: "a second header of version 2 or later, after the version 1 data block"))
  }

  // Source: RFC 8536 §3.2 (transition times in strictly ascending order).
  func testTransitionsOutOfOrder() {
    var fixture = TZifFixture()
    fixture.times = [100, 50]
    fixture.indices = [0, 0]
    assertError(fixture.bytes, .invalidTZif(id, byteOffset: 103, expected: "a transition time later than the previous one (RFC 8536 §3.2)"))
  }

  // Source: RFC 8536 §3.2 (each transition type is less than typecnt).
  func testTypeIndexOutOfRange() {
    var fixture = TZifFixture()
    fixture.times = [100]
    fixture.indices = [3]
    assertError(fixture.bytes, .invalidTZif(id, byteOffset: 103, expected: "a transition type index below typecnt (1), found 3"))
  }

  // Source: RFC 8536 §3.2 (utoff MUST NOT be -2**31; SHOULD be in -89999...93599).
  func testOffsetOutOfRange() {
    var fixture = TZifFixture()
    fixture.types = [(Int32.min, 0, 0)]
    assertError(fixture.bytes, .invalidTZif(id, byteOffset: 95, expected: "utoff in -89999...93599 seconds (RFC 8536 §3.2), found -2147483648"))
  }

  // Source: RFC 8536 §3.2 (isdst is 0 or 1).
  func testDSTFlagOutOfRange() {
    var fixture = TZifFixture()
    fixture.types = [(0, 2, 0)]
    assertError(fixture.bytes, .invalidTZif(id, byteOffset: 99, expected: "isdst 0 or 1, found 2"))
  }

  // Source: RFC 8536 §3.2 (desigidx is less than charcnt).
  func testDesignationIndexOutOfRange() {
    var fixture = TZifFixture()
    fixture.types = [(0, 0, 9)]
    assertError(fixture.bytes, .invalidTZif(id, byteOffset: 100, expected: "desigidx below charcnt (4), found 9"))
  }

  // Source: RFC 8536 §3.2 (designations are NUL-terminated).
  func testDesignationWithoutNUL() {
    var fixture = TZifFixture()
    fixture.chars = Array("UTC".utf8)
    assertError(fixture.bytes, .invalidTZif(id, byteOffset: 101, expected: "a NUL-terminated designation starting at designation index 0"))
  }

  // Source: RFC 8536 §3.2 (leap-second occurrences ascending).
  func testLeapSecondsOutOfOrder() {
    var fixture = TZifFixture()
    fixture.leaps = [(78_796_800, 1), (78_796_800, 2)]
    assertError(fixture.bytes, .invalidTZif(id, byteOffset: 117, expected: "a leap-second occurrence later than the previous one (RFC 8536 §3.2)"))
  }

  // Source: RFC 8536 §3.2 (standard/wall indicators are 0 or 1).
  func testIndicatorValueOutOfRange() {
    var fixture = TZifFixture()
    fixture.isstd = [7]
    assertError(fixture.bytes, .invalidTZif(id, byteOffset: 105, expected: "a standard/wall indicator 0 or 1, found 7"))
  }

  // Source: RFC 8536 §3.3 (the footer starts with a newline).
  func testFooterMissing() {
    var fixture = TZifFixture()
    fixture.footer = []
    assertError(fixture.bytes, .invalidTZif(id, byteOffset: 105, expected: "a newline starting the TZ string footer (RFC 8536 §3.3) (needs 1 byte, 0 remain)"))
  }

  func testFooterWithoutLeadingNewline() {
    var fixture = TZifFixture()
    fixture.footer = Array("UTC0\n".utf8)
    assertError(fixture.bytes, .invalidTZif(id, byteOffset: 105, expected: "a newline starting the TZ string footer (RFC 8536 §3.3)"))
  }

  func testFooterUnterminated() {
    var fixture = TZifFixture()
    fixture.footer = Array("\nUTC0".utf8)
    assertError(fixture.bytes, .invalidTZif(id, byteOffset: 110, expected: "a newline ending the TZ string footer (RFC 8536 §3.3)"))
  }

  func testFooterControlCharacter() {
    var fixture = TZifFixture()
    fixture.footer = [0x0A, 0x55, 0x54, 0x01, 0x43, 0x30, 0x0A]
    assertError(fixture.bytes, .invalidTZif(id, byteOffset: 108, expected: "a printable ASCII character in the TZ string footer"))
  }

  // Source: POSIX.1-2017 §8.3 (months are 1...12 in Mm.w.d); the position is 1-based.
  func testFooterBadRule() {
    var fixture = TZifFixture()
    fixture.footer = Array("\nEST5EDT,M13.1.0,M11.1.0\n".utf8)
    assertError(fixture.bytes, .invalidFooter(id, footer: "EST5EDT,M13.1.0,M11.1.0", position: 10, expected: "a month 1...12 after 'M'"))
  }

  // Every prefix of a real file is either valid or an error: never a trap.
  func testEveryPrefixOfARealFileFailsCleanly() throws {
    var fixture = TZifFixture()
    fixture.times = [-2_717_650_800, 1_772_953_200, 1_793_512_800]
    fixture.indices = [1, 2, 1]
    fixture.types = [(-17762, 0, 0), (-18000, 0, 4), (-14400, 1, 8)]
    fixture.chars = Array("LMT\0EST\0EDT\0".utf8)
    fixture.footer = Array("\nEST5EDT,M3.2.0,M11.1.0\n".utf8)
    let bytes = fixture.bytes
    XCTAssertNoThrow(try Zone(identifier: id, tzif: bytes))
    for n in 0..<bytes.count {
      XCTAssertThrowsError(try Zone(identifier: id, tzif: Array(bytes.prefix(n))), "prefix \(n)")
    }
    // Flipping any single byte yields a zone or an error, never a trap.
    for n in 0..<bytes.count {
      var mutated = bytes
      mutated[n] ^= 0xFF
      _ = try? Zone(identifier: id, tzif: mutated)
    }
  }
}
