// One identity of a UID across the commands (docs/SEMANTICS.md "UIDs compare as bytes"):
// `recur occurrences`, `recur plan`, `recur plan` of `recur import` and the store `recur import`
// writes group components by the octets of the unescaped UID (`ComponentUID`). Reasoned from
// RFC 5545 §3.8.4.4 (a master and its overrides share a UID) and §3.8.4.7 (UID is TEXT, no
// normalization): `caf\u{E9}` (63 61 66 C3 A9) and `cafe\u{301}` (63 61 66 65 CC 81) are two
// series. UIDs are printed with their non-ASCII scalars spelled out (`caf<E9>`), since String
// equality would call the two spellings equal.

import Foundation
import XCTest

final class UIDIdentityCLITests: XCTestCase {
  static let precomposed = "caf\u{E9}"
  static let decomposed = "cafe\u{301}"

  /// `text` with every non-ASCII scalar written as `<HEX>`.
  func spelled(_ text: String) -> String {
    text.unicodeScalars.map { $0.isASCII ? String($0) : "<" + String($0.value, radix: 16, uppercase: true) + ">" }.joined()
  }

  func temp(_ text: String, ext: String) throws -> String {
    let path = NSTemporaryDirectory() + "recur-uid-\(UUID().uuidString).\(ext)"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
  }

  /// A daily series of three todos from 2026-12-01 09:00Z; the precomposed one has its second
  /// instance moved to 10:00Z by an override; the decomposed one has none.
  func file() throws -> String {
    func todo(_ uid: String, _ lines: [String]) -> [String] {
      ["BEGIN:VTODO", "UID:\(uid)", "DTSTAMP:20260101T000000Z"] + lines + ["END:VTODO"]
    }
    let lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Recur tests//EN"]
      + todo(Self.precomposed, ["SUMMARY:Precomposed", "DTSTART:20261201T090000Z", "DUE:20261201T090000Z",
                                "RRULE:FREQ=DAILY;COUNT=3"])
      + todo(Self.precomposed, ["SUMMARY:Moved", "RECURRENCE-ID:20261202T090000Z", "DTSTART:20261202T100000Z",
                                "DUE:20261202T100000Z"])
      + todo(Self.decomposed, ["SUMMARY:Decomposed", "DTSTART:20261201T090000Z", "DUE:20261201T090000Z",
                               "RRULE:FREQ=DAILY;COUNT=3"])
      + ["END:VCALENDAR", ""]
    return try temp(lines.joined(separator: "\r\n"), ext: "ics")
  }

  /// `uid start` of each notification of `recur plan FILE --json`, sorted.
  func planned(_ file: String) throws -> [String] {
    let r = try CommandRunner.run(["plan", file, "--now", "20261125T000000Z", "--json"])
    XCTAssertEqual(r.status, 0, r.stderr)
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: r.stdoutData) as? [String: Any])
    let notes = try XCTUnwrap(json["notifications"] as? [[String: Any]])
    return notes.map { spelled("\($0["reminderId"] ?? "") \($0["fireAt"] ?? "")") }.sorted()
  }

  // The precomposed series is 09:00, 10:00 (moved), 09:00; the decomposed one keeps 09:00
  // each day: the override belongs to its own UID's bytes only.
  static let expectedPlan = [
    "caf<E9> 2026-12-01T09:00:00Z", "caf<E9> 2026-12-02T10:00:00Z", "caf<E9> 2026-12-03T09:00:00Z",
    "cafe<301> 2026-12-01T09:00:00Z", "cafe<301> 2026-12-02T09:00:00Z", "cafe<301> 2026-12-03T09:00:00Z",
  ]

  func testOccurrencesPlanAndImportGroupUIDsByBytes() throws {
    let ics = try file()

    // `recur occurrences`: two series, the override in the precomposed one only.
    let listed = try CommandRunner.run(["occurrences", ics, "--from", "20261201T000000Z", "--to", "20261204T000000Z", "--json"])
    XCTAssertEqual(listed.status, 0, listed.stderr)
    XCTAssertEqual(listed.stderr, "")
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: listed.stdoutData) as? [String: Any])
    let occurrences = try XCTUnwrap(json["occurrences"] as? [[String: Any]])
    XCTAssertEqual(occurrences.map { spelled("\($0["uid"] ?? "") \($0["start"] ?? "") \($0["recurrenceId"] ?? "") \($0["summary"] ?? "")") }.sorted(), [
      "caf<E9> 20261201T090000Z 20261201T090000Z Precomposed",
      "caf<E9> 20261202T100000Z 20261202T090000Z Moved",
      "caf<E9> 20261203T090000Z 20261203T090000Z Precomposed",
      "cafe<301> 20261201T090000Z 20261201T090000Z Decomposed",
      "cafe<301> 20261202T090000Z 20261202T090000Z Decomposed",
      "cafe<301> 20261203T090000Z 20261203T090000Z Decomposed",
    ])

    // `recur plan` of the file: the same grouping.
    XCTAssertEqual(try planned(ics), Self.expectedPlan)

    // `recur import`: two reminders (no "UID repeats"), the override kept with its own master.
    let imported = try CommandRunner.run(["import", ics])
    XCTAssertEqual(imported.status, 0, imported.stderr)
    XCTAssertEqual(imported.stderr, "")
    let store = try XCTUnwrap(JSONSerialization.jsonObject(with: imported.stdoutData) as? [String: Any])
    let reminders = try XCTUnwrap(store["reminders"] as? [[String: Any]])
    XCTAssertEqual(reminders.map { spelled("\($0["id"] ?? "") \($0["title"] ?? "") \(($0["ical"] as? [String])?.count ?? 0)") }, [
      "caf<E9> Precomposed 8", "cafe<301> Decomposed 0",
    ])

    // `recur plan` of the import: the store reads both ids (not "the same id") and plans the same.
    let json2 = try temp(imported.stdout, ext: "json")
    XCTAssertEqual(try planned(json2), Self.expectedPlan)
  }
}
