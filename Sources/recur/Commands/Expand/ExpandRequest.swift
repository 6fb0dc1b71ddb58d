// The validated inputs of `recur expand` (README): DTSTART, rule, RDATE/EXDATE, window and
// output options, read once so that both engines see exactly the same request.

import ArgumentParser
import Occurrences
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
  /// The rule text as given (with a mismatched UNTIL made to match DTSTART) and parsed.
  let ruleText: String
  let rule: RecurrenceRule
  /// What was read leniently, as `recur occurrences` reads a component (for stderr).
  let warnings: [String]
  let start: RecurrenceTime
  let rdates: [RecurrenceDate]
  let exdates: [RecurrenceTime]
  let after: RecurrenceTime?
  let before: RecurrenceTime?
  /// At most this many occurrences (`Int.max` for `--limit 0`); `limitIsDefault` when
  /// `--limit` was not given, so that a cut output gets a note.
  let limit: Int
  let limitIsDefault: Bool
  let utc: Bool
  let json: Bool

  init(_ c: ExpandCommand) throws(ExpandFailure) {
    if let n = c.limit, !(0...ExpandCommand.maxLimit).contains(n) {
      throw .usage("--limit: \"\(n)\" must be in 0...\(ExpandCommand.maxLimit) (0: no limit)")
    }
    utc = c.utc
    json = c.json.enabled
    var warnings: [String] = []

    let tzName = c.zone.name
    var zone: Zone?
    if let id = tzName {
      do { zone = try Self.zone(named: id) } catch {
        throw .data("TZID: \(error.description)")
      }
    }
    guard let dtstartText = c.dtstart else {
      throw .usage("--dtstart is required (a content line such as DTSTART;TZID=Europe/Paris:20260131T090000, or a value such as 20260131T090000Z)")
    }
    do {
      start = try Self.parseStart(dtstartText, zone: zone, tzOption: tzName != nil)
    } catch {
      if error.part == "TZID" { throw .data("TZID: \(error.message)") }
      throw .data("DTSTART: \(error.message)")
    }

    do throws(RecurrenceError) {
      var parsed = try RecurrenceRule(parsing: c.rrule)
      do throws(RecurrenceError) {
        try parsed.validate(start: start)
      } catch {
        // A mismatched UNTIL value type is read leniently, with a warning, as every reader of
        // the Occurrences model reads it (docs/SEMANTICS.md "A mismatched UNTIL value type").
        guard let until = parsed.until, let fixed = parsed.untilMatching(start: start), let fixedUntil = fixed.until,
              (try? fixed.validate(start: start)) != nil else { throw error }
        warnings.append("RRULE UNTIL \(until.iCalendarText) does not match DTSTART's value type (RFC 5545 §3.3.10); "
                        + "read as UNTIL=\(fixedUntil.iCalendarText)")
        parsed = fixed
      }
      rule = parsed
    } catch {
      throw .data(error.description)
    }
    ruleText = rule == (try? RecurrenceRule(parsing: c.rrule)) ? c.rrule : rule.description

    let frameZone = start.zone == .utc ? nil : start.zone
    var rd: [RecurrenceDate] = []
    for word in c.rdate { rd += try ExpandDateList.read(word, property: "RDATE", zone: frameZone) }
    // --include-dtstart: the recurrence set includes DTSTART (RFC 5545 §3.8.5.3); the set
    // drops a repeat of it.
    if c.includeDtstart { rd.append(.value(start)) }
    rdates = rd
    var ex: [RecurrenceTime] = []
    for word in c.exdate { ex += try ExpandDateList.read(word, property: "EXDATE", zone: frameZone).map(\.start) }
    // A DATE EXDATE on a timed series removes that day's instances (on DTSTART's clock), as
    // `recur occurrences` reads it (docs/SEMANTICS.md "A DATE EXDATE on a timed series"): they
    // are found in that day alone and excluded one by one.
    if !start.isDate, ex.contains(where: \.isDate) {
      warnings.append("EXDATE of another value type than DTSTART (RFC 5545 §3.8.5.1); a DATE removes that day's instance")
      let days = ex.filter(\.isDate).map(\.civil.date)
      ex = ex.filter { !$0.isDate }
      if let set = try? RecurrenceSet(start: start, rules: [rule], rdates: rdates, exdates: ex) {
        for day in days {
          let from = Self.onClock(of: start, CivilDateTime(date: day, time: .midnight).adding(seconds: -1))
          let to = Self.onClock(of: start, CivilDateTime(date: day.adding(days: 1), time: .midnight))
          var it = set.occurrences(after: from, before: to).makeIterator()
          var n = 0
          while let o = it.next(), n < 100_000 {
            ex.append(o.value(zone: start.zone))
            n += 1
          }
        }
      }
    }
    exdates = ex
    func time(_ text: String, _ name: String) throws(ExpandFailure) -> RecurrenceTime {
      do { return try RecurrenceTime(cliTime: text, zone: frameZone) } catch {
        throw .usage("\(name): \(error.message)")
      }
    }
    if let text = c.after { after = try time(text, "--after") } else { after = nil }
    if let text = c.before { before = try time(text, "--before") } else { before = nil }

    self.warnings = warnings

    switch c.limit {
    case nil:
      limit = ExpandCommand.defaultLimit
      limitIsDefault = true
    case 0?:
      guard before != nil || rule.count != nil || rule.until != nil else {
        throw .usage("--limit 0 (no limit) needs a set that ends: give --before, or COUNT or UNTIL in the rule")
      }
      limit = Int.max
      limitIsDefault = false
    case let n?:
      limit = n
      limitIsDefault = false
    }
  }

  /// `civil` on the clock of `start` (its zone, UTC, or floating), as a window bound.
  static func onClock(of start: RecurrenceTime, _ civil: CivilDateTime) -> RecurrenceTime {
    switch start {
    case .zoned(_, let z): .zoned(civil, z)
    case .utc: .utc(civil)
    default: .floating(civil)
    }
  }

  /// The zone a TZID or `--tz` names: an IANA name, else as the one resolver reads TZIDs
  /// (Occurrences' `ZoneResolver`: IANA in any case, Windows and Outlook names, vendor
  /// prefixes); an unknown name keeps tzdata's error.
  static func zone(named id: String) throws(ZoneError) -> Zone {
    do {
      return try Zone.named(id)
    } catch {
      if let z = ZoneResolver(timeZones: []).resolve(id).zone { return z }
      throw error
    }
  }

  static func parseStart(_ text: String, zone: Zone?, tzOption: Bool) throws(RecurrenceError) -> RecurrenceTime {
    guard hasColon(text) else { return try RecurrenceTime(iCalendar: text, zone: zone) }
    if tzOption && text.uppercased().contains("TZID=") {
      throw RecurrenceError(.validate, part: "DTSTART", text: text,
                            message: "--tz and a TZID parameter cannot both be given")
    }
    let parsed: RecurrenceTime
    do {
      parsed = try RecurrenceTime(contentLine: text)
    } catch {
      guard error.part == "TZID" else { throw error }
      // A name the one resolver knows besides exact IANA names; else tzdata's error.
      do {
        parsed = try RecurrenceTime(contentLine: text, zone: { (id: String) -> Zone? in ZoneResolver(timeZones: []).resolve(id).zone })
      } catch _ {
        throw error
      }
    }
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
