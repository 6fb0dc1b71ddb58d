// A parsed component keeps its properties in its parse's compact table
// (Sources/ICalendar/Model/PropertyTable.swift) and makes `Property` values when read. What is
// read must be what a line read on its own gives (ScannedLine.property(), the documented
// equivalent), lookups must find the same properties, edits must behave as on an array, and
// writing must stay byte for byte (the lossless contract of RoundTripTests).

import XCTest
@testable import ICalendar

final class CompactTreeTests: XCTestCase {
  // Reasoned examples: a folded value, a lowercase name, an X- name, two values of one
  // parameter, a quoted one, a property after a child component, a nested VALARM.
  static let document = crlf([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Recur//Tests//EN",
    "BEGIN:VTODO",
    "UID:A0000000-0000-4000-8000-000000000001",
    "DTSTAMP:20260101T000000Z",
    "summary:Pay rent",
    "X-Recur-Note;X-A=\"a:b\",c:first",
    "DESCRIPTION:Keep it short\\, then",
    "  move on",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    "TRIGGER:-PT15M",
    "DESCRIPTION:Rent",
    "END:VALARM",
    "X-RECUR-NOTE:second",
    "END:VTODO",
    "END:VCALENDAR",
  ])

  /// The document's diagnostics (RFC 5545 §2.1: names read case-insensitively, written uppercase).
  static let warnings = [
    "7:1: warning: name 'summary' is not uppercase; write 'SUMMARY'",
    "8:1: warning: name 'X-Recur-Note' is not uppercase; write 'X-RECUR-NOTE'",
  ]

  /// The properties of each component as `ScannedLine.property()` gives them, by depth-first
  /// component order (VCALENDAR, VTODO, VALARM).
  static func scannedProperties() -> [[Property]] {
    var open: [Int] = []
    var byComponent: [[Property]] = []
    _ = ICalendarParser.scan(Array(document.utf8)) { line in
      switch line.kind {
      case .begin:
        open.append(byComponent.count)
        byComponent.append([])
      case .end:
        for _ in 0..<line.pops { _ = open.popLast() }
      case .property:
        if let k = open.last { byComponent[k].append(line.property()) }
      }
    }
    return byComponent
  }

  /// Source: ScannedLine.property() documents "the same value `ICalendarParser.parse` stores".
  func testReadPropertiesEqualLinesReadAlone() throws {
    let result = ICalendarParser.parse(Self.document)
    XCTAssertEqual(result.diagnostics.map(\.description), Self.warnings)
    let calendar = try XCTUnwrap(result.calendar)
    let todo = try XCTUnwrap(calendar.firstComponent(named: "VTODO"))
    let alarm = try XCTUnwrap(todo.firstComponent(named: "VALARM"))
    let scanned = Self.scannedProperties()
    XCTAssertEqual(scanned.count, 3)
    for (parsed, alone) in zip([calendar.properties, todo.properties, alarm.properties], scanned) {
      XCTAssertEqual(parsed, alone)
      XCTAssertEqual(parsed.map(\.location), alone.map(\.location))
    }
    XCTAssertEqual(todo.properties.map(\.description), [
      "UID:A0000000-0000-4000-8000-000000000001",
      "DTSTAMP:20260101T000000Z",
      "SUMMARY:Pay rent",
      "X-RECUR-NOTE;X-A=\"a:b\",c:first",
      "DESCRIPTION:Keep it short\\, then move on",
      "X-RECUR-NOTE:second",
    ])
    XCTAssertEqual(todo.properties.map { $0.location?.description }, ["5:1", "6:1", "7:1", "8:1", "9:1", "16:1"])
  }

  /// Source: RFC 5545 §2.1 (names are case-insensitive) and Component+Lookup's documentation.
  func testLookupsByName() throws {
    let todo = try XCTUnwrap(ICalendarParser.parse(Self.document).calendar?.firstComponent(named: "VTODO"))
    XCTAssertEqual(todo.firstProperty(named: "summary")?.rawValue, "Pay rent")
    XCTAssertEqual(todo.properties(named: "x-recur-note").map(\.rawValue), ["first", "second"])
    XCTAssertEqual(todo.firstProperty(named: "X-RECUR-NOTE")?.parameter(named: "X-A")?.values,
                   [ParameterValue(raw: "a:b", isQuoted: true), ParameterValue(raw: "c", isQuoted: false)])
    XCTAssertNil(todo.firstProperty(named: "X-NOT-THERE"))
    XCTAssertEqual(todo.properties(named: "RRULE"), [])
    XCTAssertEqual(todo.properties(named: "DESCRIPTION").map(\.rawValue), ["Keep it short\\, then move on"])
  }

  /// Source: value semantics of `Component` (its documentation's example): an edited copy
  /// changes, the parsed original does not.
  func testEditingAParsedComponent() throws {
    let calendar = try XCTUnwrap(ICalendarParser.parse(Self.document).calendar)
    let original = try XCTUnwrap(calendar.firstComponent(named: "VTODO"))
    var todo = original
    todo.setProperty(Property(name: "SUMMARY", text: "Pay the rent"))
    todo.properties.append(Property(name: "STATUS", rawValue: "COMPLETED"))
    let i = try XCTUnwrap(todo.properties.firstIndex { $0.name == "UID" })
    todo.properties[i].setParameter(Parameter(name: "X-SOURCE", value: "test"))
    todo.removeProperties(named: "X-RECUR-NOTE")
    XCTAssertEqual(todo.properties.map(\.description), [
      "UID;X-SOURCE=test:A0000000-0000-4000-8000-000000000001",
      "DTSTAMP:20260101T000000Z",
      "SUMMARY:Pay the rent",
      "DESCRIPTION:Keep it short\\, then move on",
      "STATUS:COMPLETED",
    ])
    XCTAssertEqual(original.firstProperty(named: "SUMMARY")?.rawValue, "Pay rent")
    XCTAssertEqual(original.properties.count, 6)
    XCTAssertNotEqual(todo, original)
  }

  /// Source: `Component ==` compares name, properties and children, not where they are kept.
  func testParsedEqualsBuilt() throws {
    let todo = try XCTUnwrap(ICalendarParser.parse(Self.document).calendar?.firstComponent(named: "VTODO"))
    let built = Component(name: "vtodo", properties: todo.properties, components: todo.components)
    XCTAssertEqual(todo, built)
    XCTAssertEqual(todo.hashValue, built.hashValue)
    XCTAssertEqual(todo, todo)
  }

  /// Source: the lossless contract (RoundTripTests): a parsed component writes exactly as the
  /// same properties held in an array do, including a value that was not UTF-8 (read, and so
  /// written, with U+FFFD).
  func testWritingParsedEqualsWritingBuilt() throws {
    var bytes = Array(Self.document.utf8)
    let at = try XCTUnwrap(bytes.indices.first { bytes[$0...].starts(with: Array("Pay rent".utf8)) })
    bytes[at + 3] = 0xFF
    let result = ICalendarParser.parse(bytes)
    let calendar = try XCTUnwrap(result.calendar)
    func built(_ c: Component) -> Component {
      Component(name: c.name, properties: c.properties, components: c.components.map(built))
    }
    XCTAssertEqual(calendar.firstComponent(named: "VTODO")?.firstProperty(named: "SUMMARY")?.rawValue, "Pay\u{FFFD}rent")
    XCTAssertEqual(ICalendarWriter.bytes([calendar]), ICalendarWriter.bytes([built(calendar)]))
    let clean = try XCTUnwrap(ICalendarParser.parse(Self.document).calendar)
    XCTAssertEqual(String(decoding: ICalendarWriter.bytes([clean]), as: UTF8.self),
                   Self.document.replacingOccurrences(of: "summary:", with: "SUMMARY:")
                     .replacingOccurrences(of: "X-Recur-Note", with: "X-RECUR-NOTE")
                     .replacingOccurrences(of: "then\r\n  move", with: "then move")
                     .replacingOccurrences(of: "BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT15M\r\nDESCRIPTION:Rent\r\nEND:VALARM\r\nX-RECUR-NOTE:second\r\n",
                                           with: "X-RECUR-NOTE:second\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT15M\r\nDESCRIPTION:Rent\r\nEND:VALARM\r\n"))
  }

  /// Source: ContentLine.location (a line whose first physical line is empty and folded starts
  /// at column 2 of the next) and ScannedLine.property(): such a line, kept whole rather than
  /// as a record, reads and writes as any other.
  func testLineStartingInColumnTwo() throws {
    let text = crlf(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Recur//Tests//EN", "BEGIN:VTODO",
                     "UID:1", "DTSTAMP:20260101T000000Z", "", " X-NOTE:kept", "SUMMARY:after", "END:VTODO", "END:VCALENDAR"])
    let todo = try XCTUnwrap(ICalendarParser.parse(text).calendar?.firstComponent(named: "VTODO"))
    XCTAssertEqual(todo.properties.map(\.description), ["UID:1", "DTSTAMP:20260101T000000Z", "X-NOTE:kept", "SUMMARY:after"])
    XCTAssertEqual(todo.properties.map { $0.location?.description }, ["5:1", "6:1", "8:2", "9:1"])
    XCTAssertEqual(todo.firstProperty(named: "x-note")?.rawValue, "kept")
    XCTAssertEqual(todo.properties(named: "X-NOTE").count, 1)
    let built = Component(name: "VTODO", properties: todo.properties)
    XCTAssertEqual(ICalendarWriter.bytes([todo]), ICalendarWriter.bytes([built]))
  }

  /// Source: RFC 5545 §3.1 (a content line ends at its line break; the scanner also takes a bare
  /// LF or a bare CR as one, and the end of input): a record keeps where its value starts and
  /// finds its end on reading, so a value read back must stop at each of these and nowhere
  /// else, including an empty value, a folded one (copied) and the last line of the input.
  func testValuesEndAtEveryKindOfLineEnd() throws {
    let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Recur//Tests//EN\r\nBEGIN:VTODO\r\n"
      + "UID:crlf\r\nX-LF:bare lf\nX-EMPTY:\r\nX-FOLDED:fold\r\n ed\r\nX-CR:bare cr\rX-EMPTY-LF:\n"
      + "SUMMARY:tab\tkept\r\nEND:VTODO\r\nX-LAST:end of input"
    let calendar = try XCTUnwrap(ICalendarParser.parse(text).calendar)
    let todo = try XCTUnwrap(calendar.firstComponent(named: "VTODO"))
    XCTAssertEqual(todo.properties.map(\.rawValue), ["crlf", "bare lf", "", "folded", "bare cr", "", "tab\tkept"])
    XCTAssertEqual(calendar.properties.map(\.rawValue), ["2.0", "-//Recur//Tests//EN", "end of input"])
    XCTAssertEqual(calendar.firstProperty(named: "X-LAST")?.rawValue, "end of input")
  }

  /// Source: `ICalendarParser.parseComponent`'s documentation (the range is read as the whole
  /// input): a range that ends inside a line ends that line's value there, though the bytes
  /// after the range go on to a line break.
  func testParseComponentRangeEndingInsideAValue() throws {
    let bytes = Array("BEGIN:VTODO\r\nUID:abcdef\r\nEND:VTODO\r\n".utf8)
    let todo = try XCTUnwrap(ICalendarParser.parseComponent(bytes, range: 0..<18, firstLine: 1))
    XCTAssertEqual(todo.properties.map(\.rawValue), ["a"])
    XCTAssertEqual(todo.firstProperty(named: "UID")?.rawValue, "a")
  }

  /// Source: `ICalendarParser.stream`'s documentation: children arrive whole when they close,
  /// each readable as it arrives (a table per delivered child).
  func testStreamedChildrenAreReadable() throws {
    var seen: [String] = []
    let diagnostics = try ICalendarParser.stream(Array(Self.document.utf8)) { event in
      switch event {
      case .begin(let name, _): seen.append("begin " + name)
      case .property(let p): seen.append(p.description)
      case .component(let c):
        seen.append(c.name + " " + c.properties.map(\.name).joined(separator: ","))
        seen.append(contentsOf: c.components.map { $0.name + " " + $0.properties.map(\.rawValue).joined(separator: ",") })
      case .end(let name): seen.append("end " + name)
      }
    }
    XCTAssertEqual(diagnostics.map(\.description), Self.warnings)
    XCTAssertEqual(seen, [
      "begin VCALENDAR", "VERSION:2.0", "PRODID:-//Recur//Tests//EN",
      "VTODO UID,DTSTAMP,SUMMARY,X-RECUR-NOTE,DESCRIPTION,X-RECUR-NOTE",
      "VALARM DISPLAY,-PT15M,Rent",
      "end VCALENDAR",
    ])
  }

  /// Source: `Component` is Sendable: a parsed tree read from several tasks at once reads the same.
  func testReadFromConcurrentTasks() async throws {
    let calendar = try XCTUnwrap(ICalendarParser.parse(Self.document).calendar)
    let summaries = await withTaskGroup(of: String?.self) { group in
      for _ in 0..<8 {
        group.addTask { calendar.firstComponent(named: "VTODO")?.firstProperty(named: "SUMMARY")?.text }
      }
      var out: [String?] = []
      for await s in group { out.append(s) }
      return out
    }
    XCTAssertEqual(summaries, Array(repeating: "Pay rent", count: 8))
  }

  /// Reasoned example: a record holds 4,095 name ids per table; the X- names past them (and
  /// their parameter lists) are kept as whole properties, so every line still reads back as written.
  func testNamesPastTheRecordLimitReadBack() throws {
    let count = PropertyTable.Record.nameLimit + 10
    let lines = (0..<count).map { "X-N\($0);X-P=\($0):v\($0)" }
    let document = crlf(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Recur//Tests//EN"] + lines + ["END:VCALENDAR"])
    let result = ICalendarParser.parse(document)
    XCTAssertEqual(result.diagnostics.map(\.description), [])
    let calendar = try XCTUnwrap(result.calendar)
    let properties = calendar.properties
    XCTAssertEqual(properties.count, count + 2)
    for (k, p) in properties.dropFirst(2).enumerated() {
      XCTAssertEqual(p.description, "X-N\(k);X-P=\(k):v\(k)")
      XCTAssertEqual(p.location, SourceLocation(line: k + 4, column: 1))
    }
    XCTAssertEqual(calendar.firstProperty(named: "X-N\(count - 1)")?.description, "X-N\(count - 1);X-P=\(count - 1):v\(count - 1)")
    XCTAssertEqual(calendar.properties(named: "X-N7").map(\.description), ["X-N7;X-P=7:v7"])
  }
}
