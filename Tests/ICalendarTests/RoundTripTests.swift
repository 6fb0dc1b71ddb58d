// Lossless reading and writing (RFC 5545 §3.1: only folding and line endings may change):
// parse -> write -> parse is the identity, values byte for byte, unknown parts kept.

import XCTest
@testable import ICalendar

final class RoundTripTests: XCTestCase {
  // Source: this project's lossless contract; input uses X- and unknown parts of RFC 5545 §3.8.8.
  static let messy = crlf([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Recur//Tests//EN",
    "X-WR-CALNAME:Home",
    "BEGIN:VTODO",
    "UID:1",
    "DTSTAMP:20260101T000000Z",
    "SUMMARY:Spaces at end   ",
    "DESCRIPTION:Escapes \\n \\, \\; \\\\ kept raw",
    "X-APPLE-SORT-ORDER;X-Q=\"a,b\";X-R=1,2,\"3\":42",
    "CATEGORIES:a\\,b,c",
    "BEGIN:X-RECUR-META",
    "X-ANY:thing",
    "BEGIN:X-NESTED",
    "X-DEEP:1",
    "END:X-NESTED",
    "END:X-RECUR-META",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    "TRIGGER;RELATED=END:-PT15M",
    "DESCRIPTION:Ü ñ 日本語 😀",
    "END:VALARM",
    "END:VTODO",
    "BEGIN:FUTURE-COMPONENT",
    "IANA-PROP:x",
    "END:FUTURE-COMPONENT",
    "END:VCALENDAR",
  ])

  func testParseWriteParseIsIdentity() throws {
    let first = ICalendarParser.parse(Self.messy)
    XCTAssertEqual(first.diagnostics, [])
    let written = ICalendarWriter.bytes(first.components)
    XCTAssertEqual(String(decoding: written, as: UTF8.self), Self.messy, "already canonical input is written back unchanged")
    XCTAssertEqual(ICalendarParser.parse(written).components, first.components)
  }

  func testValuesAndParametersAreByteForByte() throws {
    let todo = try XCTUnwrap(ICalendarParser.parse(Self.messy).calendar?.firstComponent(named: "VTODO"))
    XCTAssertEqual(todo.firstProperty(named: "SUMMARY")?.rawValue, "Spaces at end   ")
    XCTAssertEqual(todo.firstProperty(named: "DESCRIPTION")?.rawValue, "Escapes \\n \\, \\; \\\\ kept raw")
    let x = try XCTUnwrap(todo.firstProperty(named: "X-APPLE-SORT-ORDER"))
    XCTAssertEqual(x.parameters, [
      Parameter(name: "X-Q", values: [ParameterValue(raw: "a,b", isQuoted: true)]),
      Parameter(name: "X-R", values: [ParameterValue(raw: "1", isQuoted: false), ParameterValue(raw: "2", isQuoted: false),
        ParameterValue(raw: "3", isQuoted: true)]),
    ])
    XCTAssertEqual(todo.components.map(\.name), ["X-RECUR-META", "VALARM"])
    XCTAssertEqual(todo.components[0].components.map(\.name), ["X-NESTED"])
  }

  func testLongLinesAreRefoldedAndReadBack() throws {
    let long = String(repeating: "é", count: 100) + String(repeating: "z", count: 30)
    var cal = Component.calendar(prodID: "-//Recur//Tests//EN")
    var todo = Component(name: "VTODO")
    todo.append(Property(name: "UID", text: "1"))
    todo.append(Property(name: "DTSTAMP", text: "20260101T000000Z"))
    todo.append(Property(name: "SUMMARY", text: long))
    cal.append(todo)
    let bytes = ICalendarWriter.bytes([cal])
    let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
    XCTAssertTrue(lines.allSatisfy { $0.utf8.count <= 75 })
    let again = ICalendarParser.parse(bytes)
    XCTAssertEqual(again.diagnostics, [])
    XCTAssertEqual(again.components, [cal])
    XCTAssertEqual(again.calendar?.firstComponent(named: "VTODO")?.firstProperty(named: "SUMMARY")?.text, long)
  }

  func testSloppyInputIsCanonicalisedButValuesKept() throws {
    // Source: docs/SEMANTICS.md "The iCalendar format": bare LF, lowercase names, a BOM and
    // trailing blanks after END are repaired; values are not.
    let sloppy = "\u{FEFF}begin:vcalendar\nversion:2.0\nprodid:-//x//EN\nBEGIN:VTODO\nuid:1\nsummary:a, b \nEND:VTODO \nEND:VCALENDAR\n"
    let r = ICalendarParser.parse(sloppy)
    XCTAssertEqual(String(decoding: ICalendarWriter.bytes(r.components), as: UTF8.self), crlf([
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//x//EN", "BEGIN:VTODO", "UID:1", "SUMMARY:a, b ", "END:VTODO", "END:VCALENDAR",
    ]))
  }

  func testStreamingEventsRebuildTheSameDocument() throws {
    let bytes = Array(Self.messy.utf8)
    for cut in [1, 17, 100, bytes.count - 3] {
      let p = StreamingParser()
      let events = p.feed(Array(bytes[0..<cut])) + p.feed(Array(bytes[cut...])) + p.finish()
      var w = ICalendarWriter()
      for e in events { w.write(e) }
      XCTAssertEqual(String(decoding: w.takeBytes(), as: UTF8.self), Self.messy, "cut at \(cut)")
      XCTAssertEqual(p.takeDiagnostics(), [])
    }
  }

  func testStreamingDeliversChildrenWhole() {
    let p = StreamingParser()
    let events = p.feed(Array(Self.messy.utf8)) + p.finish()
    XCTAssertEqual(events.map { e -> String in
      switch e {
      case .begin(let n, _): "begin \(n)"
      case .property(let p): "property \(p.name)"
      case .component(let c): "component \(c.name)"
      case .end(let n): "end \(n)"
      }
    }, ["begin VCALENDAR", "property VERSION", "property PRODID", "property X-WR-CALNAME", "component VTODO",
        "component FUTURE-COMPONENT", "end VCALENDAR"])
  }

  func testStreamFromFileMatchesWholeParse() throws {
    let path = NSTemporaryDirectory() + "recur-roundtrip-\(getpid()).ics"
    try Self.messy.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    var children: [Component] = []
    let diags = try ICalendarParser.stream(contentsOfFile: path) { e in
      if case .component(let c) = e { children.append(c) }
    }
    XCTAssertEqual(diags, [])
    XCTAssertEqual(children, ICalendarParser.parse(Self.messy).calendar?.components)
    XCTAssertEqual(try ICalendarParser.parse(contentsOfFile: path).components, ICalendarParser.parse(Self.messy).components)
  }
}
