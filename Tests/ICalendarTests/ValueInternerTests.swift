// Sharing equal values within a parse (Sources/ICalendar/Streaming/ValueInterner.swift) must not
// change what is read: every value and parameter exactly as written (RFC 5545 §3.1, the
// project's lossless contract), whether it was shared, missed, or collided with another.

import XCTest
@testable import ICalendar

final class ValueInternerTests: XCTestCase {
  // Reasoned examples: long values repeated, values that differ only in their middle (same
  // first and last 8 bytes, same length: the same cache slot), and parameter sections that
  // differ only in quoting or case.
  static let document = crlf([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Recur//Tests//EN",
    "BEGIN:VTODO",
    "UID:A0000000-0000-4000-8000-000000000001",
    "DTSTAMP:20260101T000000Z",
    "DTSTART;TZID=America/New_York:20260620T205500",
    "DUE;TZID=America/New_York:20260620T205500",
    "DESCRIPTION:Keep it short\\, then move on",
    "END:VTODO",
    "BEGIN:VTODO",
    "UID:A0000000-0000-4000-9000-000000000001",
    "DTSTAMP:20260101T000000Z",
    "DTSTART;TZID=\"America/New_York\":20260620T205500",
    "DUE;tzid=America/New_York:20260620T205500",
    "DESCRIPTION:Keep it short\\, then move on",
    "END:VTODO",
    "END:VCALENDAR",
  ])

  /// Source: the lossless contract (RoundTripTests): each value as written, in order.
  func testSharedValuesReadAsWritten() throws {
    let result = ICalendarParser.parse(Self.document)
    XCTAssertEqual(result.diagnostics.map(\.message), [])
    let todos = try XCTUnwrap(result.calendar).components(named: "VTODO")
    XCTAssertEqual(todos.map { $0.firstProperty(named: "UID")?.rawValue },
                   ["A0000000-0000-4000-8000-000000000001", "A0000000-0000-4000-9000-000000000001"])
    XCTAssertEqual(todos.map { $0.firstProperty(named: "DTSTAMP")?.rawValue }, ["20260101T000000Z", "20260101T000000Z"])
    XCTAssertEqual(todos.map { $0.firstProperty(named: "DESCRIPTION")?.rawValue },
                   ["Keep it short\\, then move on", "Keep it short\\, then move on"])
  }

  /// Source: RFC 5545 §3.1.1 (a quoted and an unquoted value are different spellings) and
  /// §2.1 (names are case-insensitive, read uppercased): sections that differ are not shared.
  func testParameterSectionsSharedOnlyWhenEqual() throws {
    let todos = try XCTUnwrap(ICalendarParser.parse(Self.document).calendar).components(named: "VTODO")
    let first = todos[0].properties.filter { $0.name == "DTSTART" || $0.name == "DUE" }.map(\.description)
    let second = todos[1].properties.filter { $0.name == "DTSTART" || $0.name == "DUE" }.map(\.description)
    XCTAssertEqual(first, ["DTSTART;TZID=America/New_York:20260620T205500", "DUE;TZID=America/New_York:20260620T205500"])
    XCTAssertEqual(second, ["DTSTART;TZID=\"America/New_York\":20260620T205500", "DUE;TZID=America/New_York:20260620T205500"])
    XCTAssertEqual(todos[1].properties.first { $0.name == "DTSTART" }?.parameters.first?.values.first?.isQuoted, true)
  }

  /// Source: ScannedLine.property() documents the same Property as the tree's; a line read on
  /// its own shares nothing and must still be equal.
  func testScannedPropertyEqualsTreeProperty() throws {
    var scanned: [Property] = []
    _ = ICalendarParser.scan(Array(Self.document.utf8)) { line in
      if line.kind == .property, line.depth == 2 { scanned.append(line.property()) }
    }
    let tree = try XCTUnwrap(ICalendarParser.parse(Self.document).calendar).components(named: "VTODO").flatMap(\.properties)
    XCTAssertEqual(scanned, tree)
    XCTAssertEqual(scanned.count, 10)
  }

  /// Source: the interner's contract: equal bytes give an equal String, different bytes in
  /// the same slot (same length, first and last 8 bytes) a different one.
  func testInternerSlotCollision() {
    var interner = ValueInterner()
    let a = Array("20260101-AAAA-00000000".utf8)
    let b = Array("20260101-BBBB-00000000".utf8)
    let first = a.withUnsafeBufferPointer { interner.string($0) }
    let second = b.withUnsafeBufferPointer { interner.string($0) }
    let third = a.withUnsafeBufferPointer { interner.string($0) }
    XCTAssertEqual([first, second, third], ["20260101-AAAA-00000000", "20260101-BBBB-00000000",
                                            "20260101-AAAA-00000000"])
  }
}
