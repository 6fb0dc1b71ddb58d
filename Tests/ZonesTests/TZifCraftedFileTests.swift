// Hand-built valid TZif files (RFC 8536 §3: versions 1, 2, 3, 4) and the TZDIR environment
// variable: what the reader makes of data laid out byte by byte.

import Foundation
import XCTest
import Zones

final class TZifCraftedFileTests: XCTestCase {
  /// A New York-like file: LMT, then EST; 2026's two changes; the US footer.
  func newYorkLike(version: UInt8) -> TZifFixture {
    var fixture = TZifFixture()
    fixture.version = version
    fixture.times = [-2_717_650_800, 1_772_953_200, 1_793_512_800]   // 1883-11-18T17Z, 2026-03-08T07Z, 2026-11-01T06Z
    fixture.indices = [1, 2, 1]
    fixture.types = [(-17762, 0, 0), (-18000, 0, 4), (-14400, 1, 8)]
    fixture.chars = Array("LMT\0EST\0EDT\0".utf8)
    fixture.footer = Array("\nEST5EDT,M3.2.0,M11.1.0\n".utf8)
    return fixture
  }

  // Source: RFC 8536 §3.2 (version 2 data block with 64-bit times) and §3.3 (footer).
  func testVersion2FileWithFooter() throws {
    let zone = try Zone(identifier: "Crafted/V2", tzif: newYorkLike(version: UInt8(ascii: "2")).bytes)
    XCTAssertEqual(zone.offset(at: utc(1883, 11, 18, 16, 59, 59)), off(-4, 56, 2))
    XCTAssertEqual(zone.instant(for: wall(2026, 3, 8, 2, 30)), utc(2026, 3, 8, 7, 30))
    XCTAssertEqual(zone.instant(for: wall(2026, 11, 1, 1, 30)), utc(2026, 11, 1, 5, 30))
    // After the last listed transition the footer takes over: 2027-03-14 is March's second Sunday.
    XCTAssertEqual(zone.nextTransition(after: utc(2026, 11, 1, 6)),
                   ZoneTransition(instant: utc(2027, 3, 14, 7), offsetBefore: off(-5), offsetAfter: off(-4), abbreviation: "EDT", isDST: true))
    XCTAssertEqual(zone.listedTransitions.count, 3)
  }

  // Source: RFC 8536 §3.1 (version 1: 32-bit times, no footer; the last type holds after the data).
  func testVersion1File() throws {
    var fixture = newYorkLike(version: 0)
    fixture.times = [-2_717_650_800, 1_772_953_200]
    fixture.indices = [1, 2]
    let zone = try Zone(identifier: "Crafted/V1", tzif: fixture.bytes)
    XCTAssertEqual(zone.offset(at: utc(1800, 1, 1)), off(-4, 56, 2))
    XCTAssertEqual(zone.offset(at: utc(2100, 1, 1)), off(-4))
    XCTAssertNil(zone.ongoingRule)
    XCTAssertNil(zone.nextTransition(after: utc(2026, 3, 8, 7)))
  }

  // Source: RFC 8536 §3.3.1 (version 3: rule times -167...167 hours; DST all year as
  // "EST5EDT,0/0,J365/25" — the example RFC 8536 gives).
  func testVersion3AllYearDST() throws {
    var fixture = TZifFixture()
    fixture.version = UInt8(ascii: "3")
    fixture.types = [(-18000, 0, 0)]
    fixture.chars = Array("EST\0".utf8)
    fixture.footer = Array("\nEST5EDT,0/0,J365/25\n".utf8)
    let zone = try Zone(identifier: "Crafted/V3", tzif: fixture.bytes)
    XCTAssertEqual(zone.localTimeType(at: utc(2026, 1, 15)), LocalTimeType(offset: off(-4), abbreviation: "EDT", isDST: true))
    XCTAssertEqual(zone.localTimeType(at: utc(2026, 7, 15)), LocalTimeType(offset: off(-4), abbreviation: "EDT", isDST: true))
    XCTAssertEqual(zone.resolve(wall(2026, 12, 31, 23, 59)), .unique(off(-4)))
    XCTAssertEqual(zone.transitions(in: utc(2026, 1, 1)..<utc(2028, 1, 1)), [])
  }

  // Source: RFC 8536 §3.2 version 4 (leap-second table may start with a correction other than ±1).
  func testVersion4WithLeapSeconds() throws {
    var fixture = newYorkLike(version: UInt8(ascii: "4"))
    // With 27 leap seconds counted, 2026-03-08T07:00:00Z is 1772953227 in "right" time.
    fixture.times = [-2_717_650_800, 1_772_953_227, 1_793_512_827]
    fixture.leaps = [(1_483_228_826, 27)]
    let zone = try Zone(identifier: "Crafted/V4", tzif: fixture.bytes)
    XCTAssertEqual(zone.listedTransitions.map(\.instant), [utc(1883, 11, 18, 17), utc(2026, 3, 8, 7), utc(2026, 11, 1, 6)])
  }

  // Source: the brief (TZDIR names the tzdata directory) — a crafted file in a temporary directory.
  func testTZDIRPointsAtATemporaryDirectory() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("zones-tzdir-\(getpid())")
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("Test"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    var fixture = TZifFixture()
    fixture.types = [(20700, 0, 0)]
    fixture.chars = Array("+0545\0".utf8)
    fixture.footer = Array("\n<+0545>-5:45\n".utf8)
    try Data(fixture.bytes).write(to: dir.appendingPathComponent("Test/Crafted"))
    try Data([0x54, 0x5A]).write(to: dir.appendingPathComponent("Test/Broken"))

    let previous = ProcessInfo.processInfo.environment["TZDIR"]
    setenv("TZDIR", dir.path, 1)
    defer { if let previous { setenv("TZDIR", previous, 1) } else { unsetenv("TZDIR") } }

    let zone = try Zone.named("Test/Crafted")
    XCTAssertEqual(zone.offset(at: utc(2026, 1, 1)), off(5, 45))
    XCTAssertEqual(zone.abbreviation(at: utc(2026, 1, 1)), "+0545")
    XCTAssertThrowsError(try Zone.named("Test/Missing")) { error in
      XCTAssertEqual(error as? ZoneError, .unknownIdentifier("Test/Missing", searched: [dir.path + "/Test/Missing"]))
    }
    XCTAssertThrowsError(try Zone.named("Test/Broken")) { error in
      XCTAssertEqual(error as? ZoneError, .invalidTZif("Test/Broken", byteOffset: 0, expected: "a 44-byte TZif header (needs 44 bytes, 2 remain)"))
    }
    // The system's America/New_York is not in the temporary directory: TZif alone fails (the
    // automatic source would fall back to Foundation's data, docs/SEMANTICS.md "Where zone data
    // comes from: TZif, else Foundation").
    XCTAssertThrowsError(try Zone.named("America/New_York", source: .tzif))
  }
}
