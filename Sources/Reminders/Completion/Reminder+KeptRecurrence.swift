// The recurrence lines the reminder model cannot say (a second RRULE, RDATE): kept
// in `ical` by import, written back by export, and part of the reminder's occurrences (read
// by the Occurrences model, Reminder+ModelOccurrences), so that `recur plan` of an import,
// completion and `recur plan x.ics` read the same recurrence set (RFC 5545 §3.8.5.3: the set
// is DTSTART, every RRULE's and every RDATE's instances).

import ICalendar

extension Reminder {
  /// Whether a kept line is an RRULE or RDATE property (any case, with or without parameters).
  static func isKeptRecurrenceLine(_ line: String) -> Bool {
    let upper = line.prefix(6).uppercased()
    guard upper.hasPrefix("RRULE") || upper.hasPrefix("RDATE") else { return false }
    let next = line.utf8.dropFirst(5).first
    return next == UInt8(ascii: ";") || next == UInt8(ascii: ":")
  }

  /// The kept RRULE and RDATE properties of the todo itself (not those of a kept VTIMEZONE's
  /// observances), without the RRULE line that carries the parameters of the rule read into
  /// `recurrence` (export writes that one as the rule; Reminder+VTODOExport).
  var keptRecurrenceProperties: [Property] {
    var depth = 0
    var lines: [String] = []
    for line in ical {
      let upper = line.prefix(6).uppercased()
      if upper.hasPrefix("BEGIN:") { depth += 1; continue }
      if upper.hasPrefix("END:") { depth = Swift.max(0, depth - 1); continue }
      if depth == 0, Self.isKeptRecurrenceLine(line) { lines.append(line) }
    }
    guard !lines.isEmpty else { return [] }
    var properties = ICalLines.parse(lines).properties
    if recurrence == nil {
      // A kept RRULE of a one-time reminder is a rule import could not read or one made
      // one-time since: it repeats nothing (Reminder+VTODOImport, Reminder+VTODOExport).
      properties.removeAll { $0.name == "RRULE" }
    } else if let primary = properties.firstIndex(where: { $0.name == "RRULE" && !$0.parameters.isEmpty }) {
      properties.remove(at: primary)
    }
    return properties
  }

  /// Whether `ical` keeps an RRULE or RDATE that adds occurrences to the due's.
  public var hasKeptRecurrence: Bool {
    ical.contains(where: Self.isKeptRecurrenceLine) && !keptRecurrenceProperties.isEmpty
  }
}
