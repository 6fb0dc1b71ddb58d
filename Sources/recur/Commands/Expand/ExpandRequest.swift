// The validated inputs of `recur expand` (DESIGN.md §3): DTSTART, rule, RDATE/EXDATE, window and
// output options, read once so that both engines see exactly the same request.

import ArgumentParser
import Recurrence
import Zones

/// Why `recur expand` stopped: the message for stderr and the exit status.
struct ExpandFailure: Error {
  let message: String
  let status: ExitCode

  static func usage(_ m: String) -> ExpandFailure { ExpandFailure(message: m, status: ExitStatus.usage) }
  static func data(_ m: String) -> ExpandFailure { ExpandFailure(message: m, status: ExitStatus.dataError) }
}

/// Everything `recur expand` was asked for, parsed and validated.
struct ExpandRequest {
  /// The rule text as given (without changes) and parsed.
  let ruleText: String
  let rule: RecurrenceRule
  let start: DateTimeValue
  let rdates: [RecurrenceDate]
  let exdates: [DateTimeValue]
  let after: DateTimeValue?
  let before: DateTimeValue?
  let limit: Int
  let utc: Bool
  let json: Bool

  init(_ c: ExpandOptions) throws(ExpandFailure) {
    guard (0...ExpandOptions.maxLimit).contains(c.limit) else {
      throw .usage("--limit: \"\(c.limit)\" must be in 0...\(ExpandOptions.maxLimit)")
    }
    limit = c.limit
    utc = c.utc
    json = c.json
    ruleText = c.rrule

    var zone: Zone?
    if let id = c.tzid {
      do { zone = try Zone.named(id) } catch {
        throw .data("TZID: \(error.description)")
      }
    }
    guard let dtstartText = c.dtstart else {
      throw .usage("--dtstart is required (a content line such as DTSTART;TZID=Europe/Paris:20260131T090000, or a value such as 20260131T090000Z)")
    }
    do {
      start = try Self.parseStart(dtstartText, zone: zone, tzidOption: c.tzid != nil)
    } catch {
      if error.part == "TZID" { throw .data("TZID: \(error.message)") }
      throw .data("DTSTART: \(error.message)")
    }

    do {
      rule = try RecurrenceRule(parsing: c.rrule)
      try rule.validate(start: start)
    } catch {
      throw .data(error.description)
    }

    let frameZone = start.zone == .utc ? nil : start.zone
    // Index loops, not `for … in`: the iterator's copy of a `[String]` would be destroyed
    // through its metadata, instantiated by mangled name at start (~20k instructions).
    var rd: [RecurrenceDate] = []
    var k = 0
    while k < c.rdate.count {
      do { rd.append(try RecurrenceDate(parsing: c.rdate[k], zone: frameZone)) } catch {
        throw .data("RDATE: \(error.message)")
      }
      k += 1
    }
    rdates = rd
    var ex: [DateTimeValue] = []
    k = 0
    while k < c.exdate.count {
      do { ex.append(try DateTimeValue(iCalendar: c.exdate[k], zone: frameZone)) } catch {
        throw .data("EXDATE: \(error.message)")
      }
      k += 1
    }
    exdates = ex
    func time(_ text: String, _ name: String) throws(ExpandFailure) -> DateTimeValue {
      do { return try DateTimeValue(cliTime: text, zone: frameZone) } catch {
        throw .usage("\(name): \(error.message)")
      }
    }
    // Plain values, not a function returning an Optional: no Optional<DateTimeValue> temporaries
    // to destroy through metadata instantiated by mangled name when neither option is given.
    if let text = c.after { after = try time(text, "--after") } else { after = nil }
    if let text = c.before { before = try time(text, "--before") } else { before = nil }
  }

  static func parseStart(_ text: String, zone: Zone?, tzidOption: Bool) throws(RecurrenceError) -> DateTimeValue {
    guard hasColon(text) else { return try DateTimeValue(iCalendar: text, zone: zone) }
    if tzidOption && text.uppercased().contains("TZID=") {
      throw RecurrenceError(.validate, part: "DTSTART", text: text,
                            message: "--tzid and a TZID parameter cannot both be given")
    }
    let parsed = try DateTimeValue(contentLine: text)
    if let zone, case .floating(let civil) = parsed { return .zoned(civil, zone) }
    return parsed
  }

  /// Whether `text` contains the Character ":" (a content line rather than a bare value): the
  /// bytes answer when there is no ':' byte, or when every byte is a Character of its own (ASCII
  /// without CR); otherwise the Characters are searched (":" followed by U+0301 is no ":").
  static func hasColon(_ text: String) -> Bool {
    var colon = false
    var simple = true
    for byte in text.utf8 {
      if byte == UInt8(ascii: ":") { colon = true } else if byte >= 0x80 || byte == 13 { simple = false }
    }
    guard colon else { return false }
    return simple || text.contains(":")
  }

  /// The recurrence set the native engine expands.
  func recurrenceSet() -> RecurrenceSet? {
    try? RecurrenceSet(start: start, rules: [rule], rdates: rdates, exdates: exdates)
  }
}
