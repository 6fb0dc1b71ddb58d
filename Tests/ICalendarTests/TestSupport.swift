// Helpers for the ICalendar suites: CRLF documents and diagnostics as `LINE:COL: severity: message`.

import XCTest
@testable import ICalendar

/// Joins lines with CRLF and ends with CRLF (RFC 5545 §3.1).
func crlf(_ lines: [String]) -> String { lines.map { $0 + "\r\n" }.joined() }

/// A valid VCALENDAR with one VTODO around `body`; the body's first line is line 6. The
/// VTODO's DTSTAMP (required, RFC 5545 §3.6.2) follows the body, unless the body has one, so
/// body line numbers stay put.
func todoCalendar(_ body: [String]) -> String {
  let stamp = body.contains { $0.hasPrefix("DTSTAMP") } ? [] : ["DTSTAMP:20260101T000000Z"]
  return crlf(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Recur//Tests//EN", "BEGIN:VTODO", "UID:1"] + body
    + stamp + ["END:VTODO", "END:VCALENDAR"])
}

/// Every diagnostic of parsing `text`, as `LINE:COL: severity: message`.
func diagnostics(_ text: String) -> [String] {
  ICalendarParser.parse(text).diagnostics.map(\.description)
}

/// Every diagnostic of parsing raw bytes.
func diagnostics(bytes: [UInt8]) -> [String] {
  ICalendarParser.parse(bytes).diagnostics.map(\.description)
}

/// Folds an ASCII content line at 75 octets (RFC 5545 §3.1): continuation lines start with a space.
func foldASCII(_ line: String) -> [String] {
  var rest = Substring(line)
  var out = [String(rest.prefix(75))]
  rest = rest.dropFirst(75)
  while !rest.isEmpty {
    out.append(" " + rest.prefix(74))
    rest = rest.dropFirst(74)
  }
  return out
}
