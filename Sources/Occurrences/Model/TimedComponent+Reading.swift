// Reading a component's time properties (RFC 5545 §3.8.2, §3.8.4.4, §3.8.5) leniently: a value
// that cannot be read is left out with a warning at its line:column, never the whole file.

import ICalendar
import Recurrence
import Zones

extension TimedComponent {
  /// Reads `component` (a VEVENT, VTODO or VJOURNAL; nil for any other name), resolving TZIDs
  /// with `zones`; what is read with a fallback or left out is added to `warnings`.
  ///
  /// A DATE UNTIL under a timed DTSTART reads as the end of that day in DTSTART's zone, a
  /// DATE-TIME UNTIL under a DATE DTSTART as its date (RFC 5545 §3.3.10 asks for the same type;
  /// docs/SEMANTICS.md "A mismatched UNTIL value type"). An empty `RRULE:` is ignored.
  public init?(component: Component, zones: ZoneResolver, warnings: inout [Diagnostic]) {
    self.init(reading: component, source: .tree(component), zones: zones, warnings: &warnings)
  }

  /// Reads the time properties of `component` (the whole component, or only the properties
  /// the model reads, as `OccurrenceCalendar(bytes:)` keeps them); `source` is where the whole
  /// component lives.
  init?(reading component: Component, source: ComponentSource, zones: ZoneResolver, rules: RuleMemo? = nil,
        warnings: inout [Diagnostic]) {
    guard let kind = ComponentKind(componentName: component.name) else { return nil }
    var reader = ValueReader(zones: zones, memo: rules)
    defer { warnings += reader.warnings }
    let uid = component.firstProperty(named: "UID")?.text ?? ""
    let startProperty = component.firstProperty(named: "DTSTART")
    let start = startProperty.flatMap { reader.value($0) }
    let endName = kind == .todo ? "DUE" : "DTEND"
    var end = kind == .journal ? nil : component.firstProperty(named: endName).flatMap { reader.value($0) }
    var duration: DurationValue?
    if kind != .journal, let p = component.firstProperty(named: "DURATION") {
      if let d = p.duration {
        if end != nil {
          reader.warn(p, "\(kind.rawValue) has both \(endName) and DURATION (RFC 5545 §3.6.1, §3.6.2 allow one); DURATION ignored")
        } else if start == nil {
          reader.warn(p, "DURATION without DTSTART has nothing to measure from (RFC 5545 §3.8.2.5); ignored")
        } else {
          duration = d
        }
      } else {
        reader.warn(p, "DURATION \"\(p.rawValue)\" is not a duration (e.g. PT1H, P1D); ignored")
      }
    }
    if let s = start, let e = end, TimeMath.seconds(from: s, to: e) < 0 {
      if let p = component.firstProperty(named: endName) {
        reader.warn(p, "\(endName) \(p.rawValue) is before DTSTART; read as DTSTART")
      }
      end = s
    }
    let anchor = start ?? end
    var rules: [RecurrenceRule] = []
    var exrules: [RecurrenceRule] = []
    for (name, isException) in [("RRULE", false), ("EXRULE", true)] {
      for p in component.properties(named: name) {
        guard let rule = reader.rule(p, anchor: anchor) else { continue }
        if isException { exrules.append(rule) } else { rules.append(rule) }
      }
    }
    var rdates: [RecurrenceDate] = []
    for p in component.properties(named: "RDATE") { rdates += reader.recurrenceDates(p) }
    var exdates: [RecurrenceTime] = []
    for p in component.properties(named: "EXDATE") {
      for item in p.rawValues {
        if let v = reader.value(p, item: item) { exdates.append(v) }
      }
    }
    let ridProperty = component.firstProperty(named: "RECURRENCE-ID")
    let rid = ridProperty.flatMap { reader.value($0) }
    let thisAndFuture = ridProperty?.parameterValue("RANGE")?.uppercased() == "THISANDFUTURE"
    let cancelled = component.firstProperty(named: "STATUS")?.rawValue.uppercased() == "CANCELLED"
    self.init(source: source, kind: kind, uid: uid, summary: component.firstProperty(named: "SUMMARY")?.text,
              start: start, end: end, duration: duration, rules: rules, exceptionRules: exrules, rdates: rdates,
              exdates: exdates, recurrenceID: rid, recurrenceIDLocation: ridProperty?.location,
              thisAndFuture: thisAndFuture, isCancelled: cancelled)
  }
}

/// Reads DATE, DATE-TIME, PERIOD and RECUR values of one component, collecting warnings.
struct ValueReader {
  let zones: ZoneResolver
  /// Rules already parsed from the same text (one reading of a file shares one).
  var memo: RuleMemo? = nil
  var warnings: [Diagnostic] = []

  mutating func warn(_ p: Property, _ message: String) {
    let loc = p.location
    warnings.append(Diagnostic(severity: .warning, line: loc?.line ?? 0, column: loc?.column ?? 0,
                               phase: .validation, message: message))
  }

  /// The zone of `p`'s TZID for a value in `year`, nil for none or an unknown one (warned).
  mutating func zone(_ p: Property, year: Int? = nil) -> Zone? {
    guard let tzid = p.tzid else { return nil }
    let r = zones.resolve(tzid, year: year ?? Self.year(p.rawValue))
    if r.zone == nil {
      warn(p, "\(p.name) TZID \"\(tzid)\" names no known zone (VTIMEZONE in the file, IANA, Windows or vendor-prefixed); read as floating time")
    }
    return r.zone
  }

  /// The year a DATE or DATE-TIME text starts with (`20260131T090000` → 2026).
  static func year(_ text: String) -> Int? {
    var y = 0
    var n = 0
    for b in text.utf8.prefix(4) {
      guard b >= 0x30 && b <= 0x39 else { return nil }
      y = y * 10 + Int(b - 0x30)
      n += 1
    }
    return n == 4 ? y : nil
  }

  /// A DATE or DATE-TIME value of `p` (its first, or `item`), in its TZID's zone.
  mutating func value(_ p: Property, item: String? = nil) -> RecurrenceTime? {
    let text = item ?? p.rawValue
    let zone = text.utf8.count == 15 ? self.zone(p, year: Self.year(text)) : nil
    do {
      return try RecurrenceTime(iCalendar: text, zone: zone)
    } catch {
      warn(p, "\(p.name) value \"\(text)\" is not a DATE (20260131) or DATE-TIME (20260131T090000[Z]); ignored")
      return nil
    }
  }

  /// The entries of an RDATE: DATE, DATE-TIME or PERIOD (RFC 5545 §3.8.5.2).
  mutating func recurrenceDates(_ p: Property) -> [RecurrenceDate] {
    var out: [RecurrenceDate] = []
    let zone = self.zone(p)
    for item in p.rawValues {
      do {
        out.append(try RecurrenceDate(parsing: item, zone: zone))
      } catch {
        warn(p, "RDATE value \"\(item)\" is not a DATE, DATE-TIME or PERIOD; ignored")
      }
    }
    return out
  }

  /// An RRULE or EXRULE bound to `anchor`, with a mismatched UNTIL made to match it (warned);
  /// nil (warned) when empty, malformed or without an anchor.
  mutating func rule(_ p: Property, anchor: RecurrenceTime?) -> RecurrenceRule? {
    let text = p.rawValue.trimmingCharacters(in: " \t")
    if text.isEmpty {
      warn(p, "empty \(p.name) ignored; expected FREQ=…")
      return nil
    }
    guard let anchor else {
      warn(p, "\(p.name) without DTSTART has no first instance (RFC 5545 §3.8.5.3); ignored")
      return nil
    }
    var rule: RecurrenceRule
    if let known = memo?.rules[text] {
      rule = known
    } else {
      do {
        rule = try RecurrenceRule(parsing: text)
        memo?.rules[text] = rule
      } catch {
        // RFC 5545 §3.3.10 has no whitespace in a rule; Exchange's CDO writes list items as
        // "BYDAY=MO, TU, WE" (and folds inside them), so a rule that parses without its blanks is
        // read that way, with a warning.
        let squeezed = String(text.filter { $0 != " " && $0 != "\t" })
        guard squeezed != text, let unspaced = try? RecurrenceRule(parsing: squeezed) else {
          warn(p, "\(p.name) \"\(text)\": \(error.description); ignored")
          return nil
        }
        warn(p, "\(p.name) \"\(text)\" has blanks inside (RFC 5545 §3.3.10 allows none); read as \"\(squeezed)\"")
        rule = unspaced
      }
    }
    do {
      try rule.validate(start: anchor)
      return rule
    } catch {
      if let until = rule.until, let fixedRule = rule.untilMatching(start: anchor), let fixed = fixedRule.until {
        rule = fixedRule
        if (try? rule.validate(start: anchor)) != nil {
          warn(p, "\(p.name) UNTIL \(until.iCalendarText) does not match DTSTART's value type (RFC 5545 §3.3.10); read as UNTIL=\(fixed.iCalendarText)")
          return rule
        }
      }
      warn(p, "\(p.name) \"\(text)\": \(error.description); ignored")
      return nil
    }
  }

  /// UNTIL in the form DTSTART asks for (RFC 5545 §3.3.10): a DATE under a timed DTSTART is the
  /// last second of that day on DTSTART's clock; a DATE-TIME under a DATE DTSTART is its date;
  /// a floating UNTIL under a zoned DTSTART is read in that zone; nil when nothing changes.
  static func untilMatching(_ until: RecurrenceTime, anchor: RecurrenceTime) -> RecurrenceTime? {
    let endOfDay = CivilTime(hour: 23, minute: 59, second: 59) ?? .midnight
    switch (anchor, until) {
    case (.date, .floating(let c)), (.date, .utc(let c)), (.date, .zoned(let c, _)):
      return .date(c.date)
    case (.floating, .date(let d)):
      return .floating(CivilDateTime(date: d, time: endOfDay))
    case (.floating, .utc(let c)):
      return .floating(c)
    case (.utc, .date(let d)):
      return .utc(CivilDateTime(date: d, time: endOfDay))
    case (.zoned(_, let zone), .date(let d)):
      return .utc(zone.instant(for: CivilDateTime(date: d, time: endOfDay)).utc)
    case (.zoned(_, let zone), .floating(let c)):
      return .utc(zone.instant(for: c).utc)
    default:
      return nil
    }
  }
}

extension String {
  /// The string without leading and trailing characters of `set`.
  func trimmingCharacters(in set: String) -> String {
    // Most values have nothing to trim: their first and last bytes are not in `set` (ASCII).
    func kept(_ b: UInt8?) -> Bool { b.map { !set.utf8.contains($0) } ?? true }
    if kept(utf8.first) && kept(utf8.last) { return self }
    var s = Substring(self)
    while let f = s.first, set.contains(f) { s = s.dropFirst() }
    while let l = s.last, set.contains(l) { s = s.dropLast() }
    return String(s)
  }
}

/// The RRULE and EXRULE texts one reading of a file has parsed (files repeat a few rules many
/// times); each use is still validated against its own DTSTART.
final class RuleMemo {
  /// Parsed rules by their text.
  var rules: [String: RecurrenceRule] = [:]
}
