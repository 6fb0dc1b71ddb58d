// Fixtures for the file-level Planner tests: a small .ics of six todos, written out in full,
// and helpers to write files to a temporary directory.

import Foundation
import XCTest
@testable import Planner

enum PlanFixtures {
  /// Six todos: hourly every 3 h from 08:00 New York (13:00Z) with an old relative alarm, rent
  /// on the last day of the month, a one-time passport renewal, a completed todo, an all-day
  /// smart workout reminder, a disabled one. Lines joined with CRLF (RFC 5545 §3.1).
  static let calendar = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Recur tests//EN",
    "BEGIN:VTODO",
    "UID:T1-water",
    "DTSTAMP:20260101T000000Z",
    "SUMMARY:Drink water",
    "DTSTART;TZID=America/New_York:20261122T080000",
    "DUE;TZID=America/New_York:20261122T080000",
    "RRULE:FREQ=HOURLY;INTERVAL=3",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    "DESCRIPTION:old alarm",
    "TRIGGER:-PT15M",
    "END:VALARM",
    "END:VTODO",
    "BEGIN:VTODO",
    "UID:T2-rent",
    "DTSTAMP:20260101T000000Z",
    "SUMMARY:Pay rent",
    "DTSTART;TZID=America/New_York:20261130T090000",
    "DUE;TZID=America/New_York:20261130T090000",
    "RRULE:FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1",
    "END:VTODO",
    "BEGIN:VTODO",
    "UID:T3-passport",
    "DTSTAMP:20260101T000000Z",
    "SUMMARY:Renew passport",
    "DUE:20261201T150000Z",
    "END:VTODO",
    "BEGIN:VTODO",
    "UID:T4-done",
    "DTSTAMP:20260101T000000Z",
    "SUMMARY:Done already",
    "DUE:20261123T150000Z",
    "STATUS:COMPLETED",
    "END:VTODO",
    "BEGIN:VTODO",
    "UID:T5-gym",
    "DTSTAMP:20260101T000000Z",
    "SUMMARY:Gym",
    "DTSTART;VALUE=DATE:20261122",
    "RRULE:FREQ=DAILY",
    #"X-RECUR-CONDITION:{"skipIfLogged":"workout"}"#,
    "END:VTODO",
    "BEGIN:VTODO",
    "UID:T6-off",
    "DTSTAMP:20260101T000000Z",
    "SUMMARY:Switched off",
    "DUE:20261123T150000Z",
    "X-RECUR-ENABLED:FALSE",
    "END:VTODO",
    "END:VCALENDAR",
  ].joined(separator: "\r\n") + "\r\n"

  /// A fresh temporary directory for one test, removed with its contents when `test` ends.
  static func directory(removedAfter test: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("recur-planner-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
  }

  /// Writes `text` to `name` in `directory`; returns the path.
  static func write(_ text: String, _ name: String, in directory: URL) throws -> String {
    let url = directory.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }
}
