// A file read from its bytes (`OccurrenceCalendar(bytes:)`: the scan hands each line to
// `TimedComponent.Reader`, no `Property` made) and from its parsed tree
// (`OccurrenceCalendar(components:)`: the reader takes each `Property`) must mean the same: one
// reader, two ways of feeding it. The tree reading is the reference; every value the model
// reads and every warning it gives are compared, for every file of Tests/OccurrencesTests/Corpus
// (real producers' files, CORPUS.md) and for lines in the orders RFC 5545 §3.6 allows.

import Foundation
import ICalendar
import Occurrences
import Recurrence
import XCTest

final class ScannedReadingTests: XCTestCase {
  /// Everything the model read of each series, one line per component, and its warnings.
  func summary(_ c: OccurrenceCalendar) -> [String] {
    func show(_ t: TimedComponent) -> String {
      [t.kind.rawValue, t.uid, t.summary ?? "-", t.start?.description ?? "-", t.end?.description ?? "-",
       t.duration?.description ?? "-", t.rules.map(\.description).joined(separator: "|"),
       t.exceptionRules.map(\.description).joined(separator: "|"), "\(t.rdates)",
       t.exdates.map(\.description).joined(separator: ","), t.recurrenceID?.description ?? "-",
       t.recurrenceIDLocation?.description ?? "-", "\(t.thisAndFuture)", "\(t.isCancelled)"].joined(separator: " ")
    }
    var out: [String] = []
    for s in c.series {
      out.append("series \(s.uid)")
      if let m = s.master { out.append("master " + show(m)) }
      for o in s.overrides { out.append("override " + show(o)) }
    }
    // The bytes reading adds the parser's syntax diagnostics; the model's own are compared.
    out += c.diagnostics.filter { $0.phase == .validation }.map(\.description)
    return out
  }

  func assertSameReading(_ bytes: [UInt8], _ name: String, file: StaticString = #filePath, line: UInt = #line) {
    let scanned = OccurrenceCalendar(bytes: bytes)
    let tree = OccurrenceCalendar(components: ICalendarParser.parse(bytes).components)
    XCTAssertEqual(summary(scanned), summary(tree), name, file: file, line: line)
  }

  // Every corpus file reads the same from its bytes as from its tree.
  func testCorpusFilesReadTheSameFromBytesAndFromTheTree() throws {
    let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")
    let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { $0.hasSuffix(".ics") }.sorted()
    XCTAssertGreaterThan(names.count, 10)
    for name in names {
      let bytes = try Array(Data(contentsOf: corpus.appendingPathComponent(name)))
      assertSameReading(bytes, name)
    }
  }

  // RFC 5545 §3.6 does not order a component's properties, and §2.1 makes names
  // case-insensitive: RRULE before DTSTART, a lowercase name, a quoted TZID with an RFC 6868
  // caret escape (^' is a double quote), a DATE UNTIL
  // under a timed DTSTART (warned), a second DTSTART (the first counts), DURATION beside DUE (warned), an EXDATE
  // of another type, a RANGE=THISANDFUTURE override and a VTIMEZONE after the items that use it.
  func testLinesInAnyOrderReadTheSameFromBytesAndFromTheTree() {
    let text = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Recur tests//EN",
      "BEGIN:VTODO", "UID:t1", "rrule:FREQ=WEEKLY;UNTIL=20260301", "DUE;TZID=\"Custom^'Zone\":20260105T170000",
      "DTSTART;TZID=\"Custom^'Zone\":20260105T090000", "DTSTART:20270101T000000Z", "DURATION:PT1H",
      "EXDATE;VALUE=DATE:20260112", "SUMMARY:Weekly\\, with a comma", "STATUS:cancelled", "END:VTODO",
      "BEGIN:VTODO", "UID:t1", "RECURRENCE-ID;RANGE=THISANDFUTURE;TZID=\"Custom^'Zone\":20260119T090000",
      "DTSTART;TZID=Mars/Base:20260119T100000", "RDATE:20260201T090000Z/PT2H,bad", "END:VTODO",
      "BEGIN:VTIMEZONE", "TZID:Custom\"Zone", "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:+0300",
      "TZOFFSETTO:+0300", "END:STANDARD", "END:VTIMEZONE",
      "END:VCALENDAR", "",
    ].joined(separator: "\r\n")
    assertSameReading(Array(text.utf8), "lines in any order")
  }

  // One reading remembers each rule text once and which kinds of DTSTART it passed validation
  // for; each component is still read against its own DTSTART. RFC 5545 §3.3.10: UNTIL "MUST
  // have the same value type as the DTSTART" and is UTC under a UTC or zoned DTSTART; a mismatch
  // is read as docs/SEMANTICS.md "A mismatched UNTIL value type" says (end of that day on
  // DTSTART's clock), whichever component met the text first.
  func testOneRuleTextReadAgainstEachComponentsOwnDTSTART() {
    var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Recur tests//EN"]
    for (uid, start) in [("d1", "DTSTART;VALUE=DATE:20260105"), ("f1", "DTSTART:20260105T090000"),
                         ("u1", "DTSTART:20260105T090000Z"), ("d2", "DTSTART;VALUE=DATE:20260106")] {
      lines += ["BEGIN:VEVENT", "UID:\(uid)", start, "RRULE:FREQ=DAILY;UNTIL=20260110", "END:VEVENT"]
    }
    lines += ["END:VCALENDAR", ""]
    let bytes = Array(lines.joined(separator: "\r\n").utf8)
    let calendar = OccurrenceCalendar(bytes: bytes)
    XCTAssertEqual(calendar.series.map { $0.master?.rules.map(\.description) ?? [] }, [
      ["FREQ=DAILY;UNTIL=20260110"],
      ["FREQ=DAILY;UNTIL=20260110T235959"],
      ["FREQ=DAILY;UNTIL=20260110T235959Z"],
      ["FREQ=DAILY;UNTIL=20260110"],
    ])
    XCTAssertEqual(calendar.diagnostics.map { "\($0.line): \($0.message)" }, [
      "12: RRULE UNTIL 20260110 does not match DTSTART's value type (RFC 5545 §3.3.10); read as UNTIL=20260110T235959",
      "17: RRULE UNTIL 20260110 does not match DTSTART's value type (RFC 5545 §3.3.10); read as UNTIL=20260110T235959Z",
    ])
    assertSameReading(bytes, "one rule text, four DTSTARTs")
  }
}
