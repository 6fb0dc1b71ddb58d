// Zone data wherever the package runs: a zone built from Foundation's `TimeZone`
// must agree with the system's TZif file. Every zone and link of the system tzdata
// (/usr/share/zoneinfo/tzdata.zi) is compared over 1970–2037 at its transitions (the instants
// and offsets of every offset change, and the offset at the start), not second by second.

import Foundation
import XCTest
@testable import Zones

final class ZoneSourceParityTests: XCTestCase {
  /// 1970-01-01T00:00:00Z ..< 2038-01-01T00:00:00Z.
  let span = Instant(secondsSinceEpoch: 0)..<Instant(secondsSinceEpoch: 2_145_916_800)

  /// The zone and link names of the system tzdata (`Z NAME …` and `L TARGET NAME` lines).
  func tzdataNames() throws -> [String] {
    let text = try String(contentsOfFile: "/usr/share/zoneinfo/tzdata.zi", encoding: .utf8)
    var names: [String] = []
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: " ")
      if fields.first == "Z", fields.count > 1 { names.append(String(fields[1])) }
      if fields.first == "L", fields.count > 2 { names.append(String(fields[2])) }
    }
    return names.sorted()
  }

  /// Offset changes in the span: `instant → offset` lines.
  func changes(_ zone: Zone) -> [String] {
    zone.transitions(in: span).filter { $0.offsetBefore != $0.offsetAfter }.map { "\($0.instant) → \($0.offsetAfter)" }
  }

  /// Source: the system tzdata (TZif, RFC 8536) against Foundation's zone data for the same
  /// names: every zone Foundation knows has the same offset changes over 1970–2037.
  func testFoundationZonesMatchTZifOverEveryZone() throws {
    #if os(Linux)
    let names = try tzdataNames()
    XCTAssertGreaterThan(names.count, 500)  // 2025b: 447 zones, 151 links
    var compared = 0
    var unknownToFoundation: [String] = []
    var differences: [String] = []
    var differing: [String] = []
    for name in names {
      let tzif = try Zone.named(name, source: .tzif)
      guard let timeZone = TimeZone(identifier: name) else {
        unknownToFoundation.append(name)
        continue
      }
      let built: Zone
      do {
        built = try Zone(foundation: timeZone)
      } catch {
        differing.append(name)
        differences.append("\(name): cannot build: \(error)")
        continue
      }
      compared += 1
      if tzif.offset(at: span.lowerBound) != built.offset(at: span.lowerBound) {
        differing.append(name)
        differences.append("\(name): at 1970 TZif \(tzif.offset(at: span.lowerBound)), Foundation \(built.offset(at: span.lowerBound))")
        continue
      }
      let a = changes(tzif), b = changes(built)
      if a != b {
        differing.append(name)
        let i = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        differences.append("\(name): change \(i): TZif \(i < a.count ? a[i] : "none"), Foundation \(i < b.count ? b[i] : "none")")
      }
    }
    print("zone parity: \(compared) of \(names.count) compared; unknown to Foundation: \(unknownToFoundation)")
    print("zone parity differences:\n" + differences.joined(separator: "\n"))
    XCTAssertGreaterThan(compared, names.count * 9 / 10)
    // Source: tzdata NEWS 2024b ("CET, CST6CDT, EET, EST*, HST, MET, MST*, PST8PDT, WET are now
    // links"): tzdata 2025b makes EET Europe/Athens and WET Europe/Lisbon, whose 1970s
    // history differs; Foundation's ICU data keeps the older rule-only zones of those names.
    // Every other zone and link agrees.
    XCTAssertEqual(differing, ["EET", "WET"], differences.joined(separator: "; "))
    #endif
  }

  // MARK: Choosing the source

  /// Source: README ("TZif from the system where readable, else Foundation"): with `TZDIR`
  /// naming an empty directory, `.automatic` builds Paris from Foundation (CET +0100 in
  /// January, CEST +0200 in July 2026), `.tzif` fails naming the path it searched.
  func testAutomaticFallsBackToFoundationWithoutFiles() throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("recur-no-tzdata-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let saved = ProcessInfo.processInfo.environment["TZDIR"]
    setenv("TZDIR", empty.path, 1)
    defer {
      if let saved { setenv("TZDIR", saved, 1) } else { unsetenv("TZDIR") }
      try? FileManager.default.removeItem(at: empty)
    }
    XCTAssertThrowsError(try Zone.named("Europe/Paris", source: .tzif)) { error in
      XCTAssertEqual(error as? ZoneError, .unknownIdentifier("Europe/Paris", searched: [empty.path + "/Europe/Paris"]))
    }
    let paris = try Zone.named("Europe/Paris")
    XCTAssertEqual(paris.offset(at: Instant(secondsSinceEpoch: 1_768_478_400)), UTCOffset(seconds: 3600))  // 2026-01-15T12Z
    XCTAssertEqual(paris.offset(at: Instant(secondsSinceEpoch: 1_783_857_600)), UTCOffset(seconds: 7200))  // 2026-07-12T12Z
    XCTAssertThrowsError(try Zone.named("Mars/Base"))
  }

  /// Source: tzdata America/New_York: `.foundation` chosen explicitly gives 2026's two changes
  /// at the instants TZif gives (2026-03-08T07:00Z → -0400, 2026-11-01T06:00Z → -0500).
  func testFoundationSourceByChoice() throws {
    let ny = try Zone.named("America/New_York", source: .foundation)
    let year = Instant(secondsSinceEpoch: 1_767_225_600)..<Instant(secondsSinceEpoch: 1_798_761_600)  // 2026
    XCTAssertEqual(ny.transitions(in: year).map { "\($0.instant) → \($0.offsetAfter)" },
                   ["2026-03-08T07:00:00Z → -0400", "2026-11-01T06:00:00Z → -0500"])
  }
}
