// Lenient reading of sloppy real files: each case is read with a warning at its
// line:column and nothing after it is lost. Source: the list of what real exporters
// write; RFC 9253 §9.1 for RELATED-TO;VALUE=UID and VALUE=URI.

import XCTest
@testable import ICalendar

final class LenientReadingTests: XCTestCase {
  // RFC 5545 §3.1 has no whitespace between name and ':'; some exporters write `DTSTART :…`.
  func testWhitespaceAfterPropertyNameIsReadWithAWarning() throws {
    let r = ICalendarParser.parse(todoCalendar(["SUMMARY :Pay rent", "DUE ;VALUE=DATE:20260131"]))
    XCTAssertEqual(r.diagnostics.map(\.description), [
      "6:8: warning: whitespace after the property name ignored; write NAME[;PARAM=VALUE]*:VALUE",
      "7:4: warning: whitespace after the property name ignored; write NAME[;PARAM=VALUE]*:VALUE",
    ])
    let todo = try XCTUnwrap(r.calendar?.firstComponent(named: "VTODO"))
    XCTAssertEqual(todo.firstProperty(named: "SUMMARY")?.text, "Pay rent")
    XCTAssertEqual(todo.firstProperty(named: "DUE")?.parameterValue("VALUE"), "DATE")
  }

  // A file whose last line ends in a bare CR (no LF): the CR ends the line.
  func testLastLineEndingInABareCR() {
    var bytes = Array(todoCalendar([]).utf8)
    bytes.removeLast()   // "END:VCALENDAR\r\n" → "END:VCALENDAR\r"
    let r = ICalendarParser.parse(bytes)
    XCTAssertEqual(r.diagnostics.map(\.description), [])
    XCTAssertEqual(r.calendar?.components(named: "VTODO").count, 1)
  }

  // A misspelled END closes the component it was meant to close, so the next component is
  // not read as its child.
  func testMisspelledEndClosesTheInnermostComponent() throws {
    let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//EN\r\nBEGIN:VEVENT\r\nUID:1\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20260101T090000Z\r\nEND:VEVNT\r\n"
      + "BEGIN:VEVENT\r\nUID:2\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20260102T090000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    let r = ICalendarParser.parse(text)
    XCTAssertEqual(r.diagnostics.map(\.description), ["8:1: warning: END:VEVNT read as END:VEVENT (misspelled); expected END:VEVENT"])
    XCTAssertEqual(r.calendar?.components(named: "VEVENT").map { $0.firstProperty(named: "UID")?.text }, ["1", "2"])
  }

  // X- lines before BEGIN:VCALENDAR are ignored with a warning; leading space in BEGIN's value too.
  func testXLinesOutsideComponentsAndSpaceInBegin() {
    let r = ICalendarParser.parse("X-LOTUS-CHILD:1\r\n" + todoCalendar([]) + "X-TRAILER:1\r\n")
    XCTAssertEqual(r.diagnostics.map(\.description), [
      "1:1: warning: property 'X-LOTUS-CHILD' outside any component ignored; expected BEGIN:VCALENDAR first",
      "10:1: warning: property 'X-TRAILER' outside any component ignored; expected BEGIN:VCALENDAR first",
    ])
    XCTAssertEqual(r.calendar?.components(named: "VTODO").count, 1)
  }

  // RFC 9253 §9.1: RELATED-TO takes VALUE=UID or VALUE=URI besides TEXT; no false alarm.
  func testRelatedToValueUIDAndURI() {
    let r = ICalendarParser.parse(todoCalendar(["RELATED-TO;VALUE=UID:A0000000-0000-4000-8000-000000000002",
                                                "RELATED-TO;VALUE=URI:https://example.com/tasks/2"]))
    XCTAssertEqual(r.diagnostics.map(\.description), [])
  }

  // MARK: Bare CR line endings
  // RFC 5545 §3.1: "Lines of text SHOULD NOT be longer than 75 octets, excluding the line
  // break" and content lines are "delimited by a line break, which is a CRLF sequence". Lotus
  // Notes 6 (and other old Mac software) ends every line with a bare CR; it is read as a bare LF
  // is, with one warning per input naming the first one (docs/SEMANTICS.md "Bare CR line endings").

  /// `text` with every CRLF written as a bare CR, as Lotus Notes 6 writes its files.
  func bareCR(_ text: String) -> [UInt8] { Array(text.replacingOccurrences(of: "\r\n", with: "\r").utf8) }

  static let bareCRWarning = "line ends with a bare CR; expected CRLF (further bare CRs are not reported)"

  // A whole file in bare CRs reads as its CRLF twin: same components, same line numbers, one warning.
  func testBareCRFileReadsAsItsCRLFTwin() throws {
    let text = todoCalendar(["SUMMARY:Pay rent", "DUE;VALUE=DATE:20260131"])
    let r = ICalendarParser.parse(bareCR(text))
    XCTAssertEqual(r.diagnostics.map(\.description), ["1:16: warning: " + Self.bareCRWarning])
    XCTAssertEqual(r.components, ICalendarParser.parse(text).components)
    let todo = try XCTUnwrap(r.calendar?.firstComponent(named: "VTODO"))
    XCTAssertEqual(todo.firstProperty(named: "SUMMARY")?.text, "Pay rent")
    XCTAssertEqual(todo.firstProperty(named: "DUE")?.location?.description, "7:1")
    XCTAssertEqual(todo.firstProperty(named: "DTSTAMP")?.location?.description, "8:1")
  }

  // RFC 5545 §3.1: a line break followed by a single space or tab is a fold; a bare CR followed
  // by one is a fold too (Lotus folds `DESCRIPTION;…:B` / ` ody change`).
  func testBareCRFollowedBySpaceOrTabIsAFold() throws {
    let text = todoCalendar(["DESCRIPTION:B", " ody change", "SUMMARY:Pay", "\t rent"])
    let r = ICalendarParser.parse(bareCR(text))
    XCTAssertEqual(r.diagnostics.map(\.description), ["1:16: warning: " + Self.bareCRWarning])
    let todo = try XCTUnwrap(r.calendar?.firstComponent(named: "VTODO"))
    XCTAssertEqual(todo.firstProperty(named: "DESCRIPTION")?.text, "Body change")
    XCTAssertEqual(todo.firstProperty(named: "SUMMARY")?.text, "Pay rent")
    XCTAssertEqual(todo.firstProperty(named: "SUMMARY")?.location?.description, "8:1")
  }

  // One bare CR inside a CRLF file ends its line (it is not a control character in the value):
  // the warning names it, and the line after it is a line of its own.
  func testOneBareCRInACRLFFileEndsItsLine() throws {
    let r = ICalendarParser.parse(todoCalendar(["SUMMARY:Pay rent\rDESCRIPTION:monthly"]))
    XCTAssertEqual(r.diagnostics.map(\.description), ["6:17: warning: " + Self.bareCRWarning])
    let todo = try XCTUnwrap(r.calendar?.firstComponent(named: "VTODO"))
    XCTAssertEqual(todo.firstProperty(named: "SUMMARY")?.text, "Pay rent")
    XCTAssertEqual(todo.firstProperty(named: "DESCRIPTION")?.text, "monthly")
    XCTAssertEqual(todo.firstProperty(named: "DESCRIPTION")?.location?.description, "7:1")
    XCTAssertEqual(todo.firstProperty(named: "DTSTAMP")?.location?.description, "8:1")
  }

  // A bare CR inside a line that would be over-long (RFC 5545 §3.1: 75 octets) with it: no
  // over-long warning, as the CR ends the line; also inside a folded line.
  func testBareCRInsideALongLineGivesNoOverlongWarning() throws {
    let a = String(repeating: "a", count: 40), b = String(repeating: "b", count: 40)
    let r = ICalendarParser.parse(todoCalendar(["SUMMARY:" + a + "\rDESCRIPTION:" + b]))
    XCTAssertEqual(r.diagnostics.map(\.description), ["6:49: warning: " + Self.bareCRWarning])
    XCTAssertEqual(r.calendar?.firstComponent(named: "VTODO")?.firstProperty(named: "DESCRIPTION")?.text, b)
    let folded = ICalendarParser.parse(todoCalendar(["DESCRIPTION:" + String(repeating: "a", count: 60),
      " " + String(repeating: "b", count: 30) + "\rSUMMARY:" + String(repeating: "c", count: 50)]))
    XCTAssertEqual(folded.diagnostics.map(\.description), ["7:32: warning: " + Self.bareCRWarning])
    let todo = try XCTUnwrap(folded.calendar?.firstComponent(named: "VTODO"))
    XCTAssertEqual(todo.firstProperty(named: "DESCRIPTION")?.text, String(repeating: "a", count: 60) + String(repeating: "b", count: 30))
    XCTAssertEqual(todo.firstProperty(named: "SUMMARY")?.location?.description, "8:1")
  }

  // Bare LF and bare CR in one file: each is reported once, at its first occurrence.
  func testBareLFAndBareCRAreEachReportedOnce() throws {
    let text = "BEGIN:VCALENDAR\nVERSION:2.0\rPRODID:-//x//EN\rBEGIN:VTODO\nUID:1\r\nDTSTAMP:20260101T000000Z\rEND:VTODO\rEND:VCALENDAR\n"
    let r = ICalendarParser.parse(text)
    XCTAssertEqual(r.diagnostics.map(\.description), [
      "1:16: warning: line ends with a bare LF; expected CRLF (further bare LFs are not reported)",
      "2:12: warning: " + Self.bareCRWarning,
    ])
    XCTAssertEqual(r.calendar?.firstComponent(named: "VTODO")?.firstProperty(named: "DTSTAMP")?.location?.description, "6:1")
  }

  // Written back, a bare-CR file is CRLF (RFC 5545 §3.1), values unchanged.
  func testBareCRFileIsWrittenWithCRLF() {
    let text = todoCalendar(["SUMMARY:Pay rent", "X-LOTUS-UPDATE-SUBJECT:Information Update"])
    let written = ICalendarWriter.bytes(ICalendarParser.parse(bareCR(text)).components)
    XCTAssertEqual(String(decoding: written, as: UTF8.self), text)
  }

  // The push parser fed a bare-CR file in two pieces, cut anywhere (also between a CR and the
  // byte that says whether it folds), gives the events of the whole file; a CRLF file cut just
  // after a CR (its LF not yet read) gets no bare-CR warning.
  func testStreamingBareCRCutAnywhere() {
    let text = todoCalendar(["DESCRIPTION:B", " ody change"])
    let bytes = bareCR(text)
    let crlfBytes = Array(text.utf8)
    for cut in 1..<bytes.count {
      let p = StreamingParser()
      let events = p.feed(Array(bytes[0..<cut])) + p.feed(Array(bytes[cut...])) + p.finish()
      var w = ICalendarWriter()
      for e in events { w.write(e) }
      XCTAssertEqual(String(decoding: w.takeBytes(), as: UTF8.self), todoCalendar(["DESCRIPTION:Body change"]), "cut at \(cut)")
      XCTAssertEqual(p.takeDiagnostics().map(\.description), ["1:16: warning: " + Self.bareCRWarning], "cut at \(cut)")
    }
    for cut in 1..<crlfBytes.count where crlfBytes[cut - 1] == 0x0D {
      let p = StreamingParser()
      _ = p.feed(Array(crlfBytes[0..<cut])) + p.feed(Array(crlfBytes[cut...])) + p.finish()
      XCTAssertEqual(p.takeDiagnostics(), [], "cut at \(cut)")
    }
  }

  // A bare-CR file read through the chunked file reader in 16-byte chunks (no LF in any chunk).
  func testChunkedFileReadingOfABareCRFile() throws {
    let text = todoCalendar(["DESCRIPTION:B", " ody change"])
    let path = NSTemporaryDirectory() + "recur-bare-cr-\(getpid()).ics"
    try Data(bareCR(text)).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let fd = open(path, O_RDONLY)
    defer { close(fd) }
    var scanner = ContentLineScanner()
    var sink = BuildSink(streaming: false)
    try ChunkReader.run(fd: fd, path: path, scanner: &scanner, sink: &sink, chunkSize: 16)
    sink.finish(lineNumber: scanner.lineNumber)
    XCTAssertEqual(sink.diagnostics.map(\.description), ["1:16: warning: " + Self.bareCRWarning])
    XCTAssertEqual(sink.roots, ICalendarParser.parse(text).components)
  }
}
