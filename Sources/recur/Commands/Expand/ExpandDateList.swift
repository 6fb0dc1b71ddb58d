// `recur expand --rdate` and `--exdate` words (README; RFC 5545 §3.8.5.1 EXDATE, §3.8.5.2
// RDATE): a content line read by the ICalendar parser, its TZID looked up and every
// comma-separated value read, as `--dtstart` takes a content line; or bare values.

import ICalendar
import Recurrence
import Zones

/// Reads the values of one `--rdate` or `--exdate` word.
enum ExpandDateList {
  /// The values of `word`, for `property` (`RDATE` or `EXDATE`). Values without a zone of their
  /// own (no TZID, no `Z`) take `zone`, DTSTART's, as bare values always have.
  ///
  /// `EXDATE;TZID=Europe/Paris:20260201T090000,20260202T090000` gives two values zoned in Paris;
  /// `20260201T090000Z,20260202` gives a UTC date-time and a date; `RDATE;VALUE=PERIOD:
  /// 20260205T090000Z/PT1H` a period. EXDATE takes no periods (RFC 5545 §3.8.5.1).
  static func read(_ word: String, property: String, zone: Zone?) throws(ExpandFailure) -> [RecurrenceDate] {
    let option = "--" + property.lowercased()
    guard ExpandRequest.hasColon(word) else {
      return try values(word.split(separator: ",", omittingEmptySubsequences: false).map(String.init),
                        property: property, zone: zone)
    }
    let parsed = ICalendarParser.parse("BEGIN:X-RECUR-ARGUMENT\r\n" + word + "\r\nEND:X-RECUR-ARGUMENT\r\n")
    // Line 2 is the word; lines 1 and 3 are the wrapper, which is no calendar of its own.
    if let problem = parsed.diagnostics.first(where: { $0.severity == .error && $0.line == 2 }) {
      throw .data("\(property): \(problem.message)")
    }
    guard let line = parsed.components.first?.properties.first, parsed.components.first?.properties.count == 1 else {
      throw .usage("\(option): \"\(word)\" is not one content line; expected e.g. \(property);TZID=Europe/Paris:20260201T090000")
    }
    guard line.name == property else {
      throw .usage("\(option): \"\(word)\" is \(line.name), not \(property); expected \(property);…:VALUE[,VALUE…] or bare values")
    }
    var lineZone = zone
    if let tzid = line.tzid {
      do { lineZone = try ExpandRequest.zone(named: tzid) } catch {
        throw .data("TZID: \(error.description)")
      }
    }
    let dates = try values(line.rawValues, property: property, zone: lineZone)
    if line.parameterValue("VALUE")?.uppercased() == "DATE" {
      for d in dates where !d.start.isDate {
        throw .data("\(property): VALUE=DATE but \"\(d.start.contentLine(name: property))\" is not a DATE (YYYYMMDD)")
      }
    }
    return dates
  }

  /// Each of `items` read as a value (or, for RDATE, a period).
  static func values(_ items: [String], property: String, zone: Zone?) throws(ExpandFailure) -> [RecurrenceDate] {
    var out: [RecurrenceDate] = []
    for item in items {
      do {
        if property == "EXDATE" {
          out.append(.value(try RecurrenceTime(iCalendar: item, zone: zone)))
        } else {
          out.append(try RecurrenceDate(parsing: item, zone: zone))
        }
      } catch {
        throw .data("\(property): \(error.message)")
      }
    }
    return out
  }
}
