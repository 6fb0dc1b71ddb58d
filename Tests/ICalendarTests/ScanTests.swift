// `ICalendarParser.scan` (RFC 5545 §3.1 content lines, §3.4/§3.6 component nesting): the same
// lines, values and diagnostics as the tree-building parser, with byte ranges into the input.

import Foundation
import XCTest
@testable import ICalendar

final class ScanTests: XCTestCase {
  /// The tree `scan`'s lines describe, rebuilt the way `TreeBuilder` builds the parser's.
  static func rebuild(_ bytes: [UInt8]) -> (components: [Component], diagnostics: [Diagnostic]) {
    var stack: [Component] = []
    var roots: [Component] = []
    func close() {
      guard let c = stack.popLast() else { return }
      if stack.isEmpty { roots.append(c) } else { stack[stack.count - 1].components.append(c) }
    }
    let diagnostics = ICalendarParser.scan(bytes) { line in
      switch line.kind {
      case .begin:
        stack.append(Component(name: String(decoding: line.componentName, as: UTF8.self), location: line.location))
      case .property:
        if !stack.isEmpty { stack[stack.count - 1].properties.append(line.property()) }
      case .end:
        for _ in 0..<line.pops { close() }
      }
    }
    while !stack.isEmpty { close() }
    return (roots, diagnostics)
  }

  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Source: the parser itself (the lossless contract) over every .ics in samples/,
  /// Tests/RemindersTests/Fixtures and Fuzz/seeds, plus the round-trip suite's messy document:
  /// the same components, properties (values, parameters, locations) and diagnostics.
  func testScanAgreesWithParserOnCorpus() throws {
    var files: [(String, [UInt8])] = [("messy", Array(RoundTripTests.messy.utf8))]
    for folder in ["samples", "Tests/RemindersTests/Fixtures", "Fuzz/seeds"] {
      let dir = Self.repository.appendingPathComponent(folder)
      for name in try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() where name.hasSuffix(".ics") {
        files.append((folder + "/" + name, Array(try Data(contentsOf: dir.appendingPathComponent(name)))))
      }
    }
    XCTAssertGreaterThanOrEqual(files.count, 12)
    for (name, bytes) in files {
      let parsed = ICalendarParser.parse(bytes)
      let scanned = Self.rebuild(bytes)
      XCTAssertEqual(scanned.components, parsed.components, name)
      XCTAssertEqual(scanned.diagnostics, parsed.diagnostics, name)
    }
  }

  /// Source: RFC 5545 §3.1 (a fold is CRLF followed by one space). The folded UID's range covers
  /// both physical lines; its value is unfolded; depths count open components.
  func testFoldedLineRangesDepthsAndValues() {
    let text = crlf(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//x//EN", "BEGIN:vtodo", "UID:a", " b",
                     "DTSTART;TZID=America/New_York:20261122T090000", "END:VTODO", "END:VCALENDAR"])
    let bytes = Array(text.utf8)
    var seen: [String] = []
    let diagnostics = ICalendarParser.scan(bytes) { line in
      let r = line.range
      let raw = String(decoding: bytes[r], as: UTF8.self).replacingOccurrences(of: "\r\n", with: "|")
      switch line.kind {
      case .begin: seen.append("begin \(String(decoding: line.componentName, as: UTF8.self)) d\(line.depth) \(r) \(raw)")
      case .end: seen.append("end d\(line.depth) pops \(line.pops) \(r) \(raw)")
      case .property:
        seen.append("property \(String(decoding: line.name, as: UTF8.self))=\(String(decoding: line.rawValue, as: UTF8.self)) d\(line.depth) \(r) line \(line.location.line)")
      }
    }
    XCTAssertEqual(seen, [
      "begin VCALENDAR d1 0..<17 BEGIN:VCALENDAR|",
      "property VERSION=2.0 d1 17..<30 line 2",
      "property PRODID=-//x//EN d1 30..<47 line 3",
      "begin VTODO d2 47..<60 BEGIN:vtodo|",
      "property UID=ab d2 60..<71 line 5",
      "property DTSTART=20261122T090000 d2 71..<118 line 7",
      "end d1 pops 1 118..<129 END:VTODO|",
      "end d0 pops 1 129..<144 END:VCALENDAR|",
    ])
    XCTAssertEqual(diagnostics.map(\.description), [
      "4:7: warning: component name 'vtodo' is not uppercase; write 'VTODO'",
      "4:1: error: VTODO has no DTSTAMP; RFC 5545 §3.6.2 requires one, e.g. DTSTAMP:20260131T090000Z",
    ])
  }

  /// Source: RFC 5545 §3.1 (NAME[;PARAM=VALUE]*:VALUE). A line with no colon and an unterminated
  /// quoted parameter are reported and skipped, as by the parser; the lines around them are kept,
  /// and `nameIs`/`opens` compare ignoring case.
  func testMalformedLinesAreSkippedWithTheParsersDiagnostics() {
    let text = crlf(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//x//EN", "BEGIN:VTODO", "UID:1",
                     "NO COLON HERE", "X-A;X-P=\"open:1", "summary:kept", "END:VTODO", "END:VCALENDAR"])
    let bytes = Array(text.utf8)
    var names: [String] = []
    var summaryIs = false
    var opensTodo = false
    let diagnostics = ICalendarParser.scan(bytes) { line in
      if line.kind == .property { names.append(String(decoding: line.name, as: UTF8.self)) }
      if line.kind == .property, line.nameIs("SUMMARY") { summaryIs = true }
      if line.opens("VTODO") { opensTodo = true }
    }
    XCTAssertEqual(names, ["VERSION", "PRODID", "UID", "summary"])
    XCTAssertTrue(summaryIs)
    XCTAssertTrue(opensTodo)
    XCTAssertEqual(diagnostics, ICalendarParser.parse(bytes).diagnostics)
    XCTAssertEqual(diagnostics.map(\.description), [
      "6:3: error: whitespace after the property name; expected ':' or ';' (NAME[;PARAM=VALUE]*:VALUE)",
      "7:9: error: unterminated quoted parameter value; expected a closing '\"'",
      "8:1: warning: name 'summary' is not uppercase; write 'SUMMARY'",
      "4:1: error: VTODO has no DTSTAMP; RFC 5545 §3.6.2 requires one, e.g. DTSTAMP:20260131T090000Z",
    ])
    XCTAssertEqual(Self.rebuild(bytes).components, ICalendarParser.parse(bytes).components)
  }

  /// Each line `scan` shows, written out: kind, depth, pops, byte range, location, name, raw
  /// value, component name and the decoded property.
  static func describe(_ line: ScannedLine) -> String {
    let text = { (b: UnsafeBufferPointer<UInt8>) in String(decoding: b, as: UTF8.self) }
    return "\(line.kind) \(line.depth) \(line.pops) \(line.range) \(line.location) \(text(line.name))"
      + " \(text(line.rawValue)) \(text(line.componentName)) \(line.property())"
  }

  /// Source: the array scan itself (the buffer-pointer scan is what `recur plan` runs over a
  /// mapped file). Over the corpus above, each copied to memory of its own, both scans show the
  /// same lines (offsets from the start of the input, values, locations) and the same diagnostics.
  func testBufferPointerScanAgreesWithArrayScan() throws {
    var files: [(String, [UInt8])] = [("messy", Array(RoundTripTests.messy.utf8)), ("empty", [])]
    for folder in ["samples", "Tests/RemindersTests/Fixtures", "Fuzz/seeds"] {
      let dir = Self.repository.appendingPathComponent(folder)
      for name in try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() where name.hasSuffix(".ics") {
        files.append((folder + "/" + name, Array(try Data(contentsOf: dir.appendingPathComponent(name)))))
      }
    }
    XCTAssertGreaterThanOrEqual(files.count, 13)
    var total = 0
    for (name, bytes) in files {
      var fromArray: [String] = []
      let arrayDiagnostics = ICalendarParser.scan(bytes) { fromArray.append(Self.describe($0)) }
      let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, bytes.count))
      defer { copy.deallocate() }
      _ = copy.initialize(from: bytes)
      var fromPointer: [String] = []
      let pointerDiagnostics = ICalendarParser.scan(UnsafeBufferPointer(rebasing: copy[0..<bytes.count])) {
        fromPointer.append(Self.describe($0))
      }
      XCTAssertEqual(fromPointer, fromArray, name)
      XCTAssertEqual(pointerDiagnostics, arrayDiagnostics, name)
      total += fromArray.count
    }
    XCTAssertGreaterThan(total, 100)
  }
}
