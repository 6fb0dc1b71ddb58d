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

  /// Reads the time properties of `component`; `source` is where the whole component lives.
  init?(reading component: Component, source: ComponentSource, zones: ZoneResolver, rules: RuleMemo? = nil,
        warnings: inout [Diagnostic]) {
    guard let kind = ComponentKind(componentName: component.name) else { return nil }
    var reader = Reader(kind: kind, zones: zones, memo: rules)
    for p in component.properties { reader.take(p) }
    self = reader.finish(source: source, warnings: &warnings)
  }

  /// Reads one component's time properties line by line, from a tree (`Property`) or from a
  /// scanned file (`ScannedLine`, nothing decoded but what is read): the one reader of what
  /// they mean. The first DTSTART, DTEND/DUE, DURATION, UID, SUMMARY, STATUS and RECURRENCE-ID
  /// count; every RRULE, EXRULE, RDATE and EXDATE. Values are read as each line comes; what
  /// depends on other lines (rules need the anchor, DURATION needs DTEND/DUE) at `finish`.
  /// Warnings come out in the order of the properties' meaning (start, end, duration, rules,
  /// RDATE, EXDATE, RECURRENCE-ID), whatever the order of the lines.
  ///
  /// ```swift
  /// var reader = TimedComponent.Reader(kind: .todo, zones: zones, memo: nil)
  /// for p in todo.properties { reader.take(p) }   // RRULE before DTSTART is fine
  /// let timed = reader.finish(source: .tree(todo), warnings: &warnings)
  /// ```
  struct Reader {
    let kind: ComponentKind
    var values: ValueReader
    /// The bytes scanned, when the lines come from a scan (UID and SUMMARY are then kept as
    /// ranges of them when they can be); empty for a tree.
    let file: UnsafeBufferPointer<UInt8>
    private var uid: ComponentText?
    private var summary: ComponentText?
    private var isCancelled: Bool?
    /// DTSTART and DTEND/DUE as read (`form` none: unreadable), held as plain values: a
    /// `RecurrenceTime` with its zone costs a reference count at every copy.
    private var start: ReadTime?
    private var end: ReadTime?
    /// DTEND/DUE's location, its seconds after DTSTART when DTSTART came first, and its raw
    /// value when the warning for an end before DTSTART may need it.
    private var endLine: (location: SourceLocation?, seconds: Int64?, text: String?)?
    private var durationLine: (value: DurationValue?, text: String, location: SourceLocation?)?
    /// RRULEs and EXRULEs (their rules in the memo), read against the anchor at `finish`: the
    /// first held inline (most components have one rule or none), the rest in an array.
    private var firstRuleLine: RuleLine?
    private var moreRuleLines: [RuleLine] = []
    private var rdates: [RecurrenceDate] = []
    private var exdates: [RecurrenceTime] = []
    private var exdateLocation: SourceLocation??
    private var recurrenceID: (value: RecurrenceTime?, location: SourceLocation?, thisAndFuture: Bool)?
    /// Warnings by meaning: start, end, RDATE, EXDATE, RECURRENCE-ID (the rest come at `finish`).
    private var startWarnings: [Diagnostic] = []
    private var endWarnings: [Diagnostic] = []
    private var rdateWarnings: [Diagnostic] = []
    private var exdateWarnings: [Diagnostic] = []
    private var ridWarnings: [Diagnostic] = []

    /// A DATE or DATE-TIME read: its stamp and, for a zoned one, the index of its TZID's
    /// answer in the memo (-1: none).
    struct ReadTime {
      let stamp: ComponentOccurrence.Stamp
      let zone: Int32
      /// Nothing readable.
      static let none = ReadTime(stamp: ComponentOccurrence.Stamp(nil), zone: -1)
      /// Whether a value was read.
      var hasValue: Bool { stamp.form != .none }
    }

    /// An RRULE or EXRULE line: its rule's index in the memo and where it was written.
    struct RuleLine {
      let rule: Int
      let location: SourceLocation?
      let isException: Bool
    }

    /// A reader of one `kind` of component; `memo` is shared by a reading of a whole file (nil:
    /// one of its own).
    init(kind: ComponentKind, zones: ZoneResolver, memo: RuleMemo?,
         file: UnsafeBufferPointer<UInt8> = UnsafeBufferPointer(start: nil, count: 0)) {
      self.kind = kind
      self.file = file
      values = ValueReader(zones: zones, memo: memo ?? RuleMemo())
    }

    /// Moves the warnings in `made` into `bucket`.
    private static func move(_ made: inout [Diagnostic], into bucket: inout [Diagnostic]) {
      guard !made.isEmpty else { return }
      bucket += made
      made.removeAll()
    }

    /// Takes one property line of the component (its own, not a child's).
    mutating func take<L: TimePropertyLine>(_ line: L) {
      guard let property = line.timeProperty else { return }
      switch property {
      case .uid:
        if uid == nil { uid = ComponentText.read(line, file: file) }
      case .summary:
        if summary == nil { summary = ComponentText.read(line, file: file) }
      case .status:
        if isCancelled == nil { isCancelled = line.withRawValue { ValueReader.isCancelled($0) } }
      case .start:
        guard start == nil else { return }
        start = values.time(line, .start)
        Self.move(&values.warnings, into: &startWarnings)
      case .end, .due:
        guard end == nil, kind != .journal, property == (kind == .todo ? .due : .end) else { return }
        let value = values.time(line, property)
        end = value
        // Measured now when DTSTART came first (the usual order); the text kept only if needed.
        if let s = start, s.hasValue, value.hasValue {
          let seconds = seconds(from: s, to: value)
          endLine = (line.lineLocation, seconds, seconds < 0 ? line.rawValueText : nil)
        } else {
          endLine = (line.lineLocation, nil, start == nil && value.hasValue ? line.rawValueText : nil)
        }
        Self.move(&values.warnings, into: &endWarnings)
      case .duration:
        guard durationLine == nil, kind != .journal else { return }
        let d = line.durationValue
        durationLine = (d, d == nil ? line.rawValueText : "", line.lineLocation)
      case .rrule, .exrule:
        let rule = RuleLine(rule: line.withRawValue { values.memo.rule($0) }, location: line.lineLocation,
                            isException: property == .exrule)
        if firstRuleLine == nil { firstRuleLine = rule } else { moreRuleLines.append(rule) }
      case .rdate:
        rdates += values.recurrenceDates(line)
        Self.move(&values.warnings, into: &rdateWarnings)
      case .exdate:
        if exdateLocation == nil { exdateLocation = .some(line.lineLocation) }
        line.forEachRawItem { item in
          if let v = values.value(line, .exdate, bytes: item) { exdates.append(v) }
        }
        Self.move(&values.warnings, into: &exdateWarnings)
      case .recurrenceID:
        guard recurrenceID == nil else { return }
        let value = values.value(line, .recurrenceID)
        let range = line.decodedParameter("RANGE")?.uppercased() == "THISANDFUTURE"
        recurrenceID = (value, line.lineLocation, range)
        Self.move(&values.warnings, into: &ridWarnings)
      }
    }

    /// `t` as a value (its zone from the memo).
    private func value(_ t: ReadTime) -> RecurrenceTime? { Self.value(t, values.memo) }

    /// `t` as a value, its zone from `memo`.
    private static func value(_ t: ReadTime, _ memo: RuleMemo) -> RecurrenceTime? {
      t.stamp.value(in: t.zone < 0 ? nil : memo.zone(at: Int(t.zone)))
    }

    /// The exact seconds from `a` to `b` (both read), as `TimeMath.seconds`.
    private func seconds(from a: ReadTime, to b: ReadTime) -> Int64 {
      guard let x = value(a), let y = value(b) else { return 0 }
      return TimeMath.seconds(from: x, to: y)
    }

    /// The component read; its warnings are added to `warnings`. The reader is spent.
    mutating func finish(source: ComponentSource, warnings: inout [Diagnostic]) -> TimedComponent {
      let start = self.start ?? .none
      var end = self.end ?? .none
      if !startWarnings.isEmpty { warnings += startWarnings }
      if !endWarnings.isEmpty { warnings += endWarnings }
      let endName = kind == .todo ? "DUE" : "DTEND"
      var duration: DurationValue?
      if let p = durationLine {
        if let d = p.value {
          if end.hasValue {
            values.warn(p.location, "\(kind.rawValue) has both \(endName) and DURATION (RFC 5545 §3.6.1, §3.6.2 allow one); DURATION ignored")
          } else if !start.hasValue {
            values.warn(p.location, "DURATION without DTSTART has nothing to measure from (RFC 5545 §3.8.2.5); ignored")
          } else {
            duration = d
          }
        } else {
          values.warn(p.location, "DURATION \"\(p.text)\" is not a duration (e.g. PT1H, P1D); ignored")
        }
      }
      var startToEnd: Int64?
      if start.hasValue && end.hasValue {
        let seconds = endLine?.seconds ?? seconds(from: start, to: end)
        if seconds < 0 {
          values.warn(endLine?.location, "\(endName) \(endLine?.text ?? value(end)?.iCalendarText ?? "") is before DTSTART; read as DTSTART")
          end = start
          startToEnd = 0
        } else {
          startToEnd = seconds
        }
      }
      let anchor = start.hasValue ? start : end
      let memo = values.memo
      var rules: [RecurrenceRule] = []
      var exrules: [RecurrenceRule] = []
      // RRULEs first, then EXRULEs, each in file order.
      for isException in firstRuleLine == nil ? [] : [false, true] {
        for k in -1..<moreRuleLines.count {
          guard let r = k < 0 ? firstRuleLine : moreRuleLines[k], r.isException == isException,
                let rule = values.rule(r.rule, isException ? "EXRULE" : "RRULE", at: r.location,
                                       anchorKind: RuleMemo.anchorKind(anchor.stamp.form), anchor: Self.value(anchor, memo))
          else { continue }
          if isException {
            exrules += rule
          } else if rules.isEmpty {
            rules = rule
          } else {
            rules += rule
          }
        }
      }
      if !values.warnings.isEmpty { warnings += values.warnings }
      if !rdateWarnings.isEmpty { warnings += rdateWarnings }
      if !exdateWarnings.isEmpty { warnings += exdateWarnings }
      if !ridWarnings.isEmpty { warnings += ridWarnings }
      // One zone for both stamps when they share it (or only one has one); else the values.
      var zone: Zone?
      var times: (start: RecurrenceTime?, end: RecurrenceTime?)?
      let sz = start.stamp.form == .zoned ? start.zone : -1, ez = end.stamp.form == .zoned ? end.zone : -1
      if sz < 0 || ez < 0 || sz == ez {
        let z = sz >= 0 ? sz : ez
        zone = z < 0 ? nil : values.memo.zone(at: Int(z))
      } else {
        let a = values.memo.zone(at: Int(sz)), b = values.memo.zone(at: Int(ez))
        if a == b {
          zone = a
        } else {
          times = (value(start), value(end))
        }
      }
      return TimedComponent(source: source, kind: kind, uid: uid ?? .decoded(""), summary: summary ?? .absent,
                            startStamp: times == nil ? start.stamp : .init(nil),
                            endStamp: times == nil ? end.stamp : .init(nil), zone: zone, times: times,
                            startToEnd: startToEnd,
                            duration: duration, rules: rules, exceptionRules: exrules, rdates: rdates, exdates: exdates,
                            exdateLocation: exdateLocation ?? nil, recurrenceID: recurrenceID?.value,
                            recurrenceIDLocation: recurrenceID?.location, thisAndFuture: recurrenceID?.thisAndFuture ?? false,
                            isCancelled: isCancelled ?? false)
    }
  }
}

/// Reads DATE, DATE-TIME, PERIOD and RECUR values of one component, collecting warnings.
struct ValueReader {
  let zones: ZoneResolver
  /// Rules and TZIDs already read (one reading of a file shares one).
  let memo: RuleMemo
  var warnings: [Diagnostic] = []

  mutating func warn(_ loc: SourceLocation?, _ message: String) {
    warnings.append(Diagnostic(severity: .warning, line: loc?.line ?? 0, column: loc?.column ?? 0,
                               phase: .validation, message: message))
  }

  /// The memo's answer for `line`'s TZID in `year`: -1 for none or an unknown zone (warned).
  mutating func zoneAnswer<L: TimePropertyLine>(_ line: L, _ name: TimeProperty, year: Int?) -> Int32 {
    let found: Int? = line.withTZID { raw in
      guard let raw else { return nil }
      if let known = memo.zoneAnswer(raw, year: year) { return known }
      let tzid = ParameterValue(raw: String(decoding: raw, as: UTF8.self), isQuoted: false).decoded
      return memo.remember(raw, year: year, tzid: tzid, zone: zones.resolve(tzid, year: year).zone)
    }
    guard let found else { return -1 }
    guard memo.isKnownZone(found) else {
      warn(line.lineLocation, "\(name.rawValue) TZID \"\(memo.tzid(at: found))\" names no known zone (VTIMEZONE in the file, IANA, Windows or vendor-prefixed); read as floating time")
      return -1
    }
    return Int32(truncatingIfNeeded: found)
  }

  /// The zone of `line`'s TZID for a value in `year`, nil for none or an unknown one (warned).
  mutating func zone<L: TimePropertyLine>(_ line: L, _ name: TimeProperty, year: Int?) -> Zone? {
    let answer = zoneAnswer(line, name, year: year)
    return answer < 0 ? nil : memo.zone(at: Int(answer))
  }

  /// The year a DATE or DATE-TIME value starts with (`20260131T090000` → 2026).
  static func year(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard bytes.count >= 4 else { return nil }
    var y = 0
    for b in bytes[0..<4] {
      guard b >= 0x30 && b <= 0x39 else { return nil }
      y = y * 10 + Int(b - 0x30)
    }
    return y
  }

  /// Whether a STATUS value is `CANCELLED`, in any ASCII case.
  static func isCancelled(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let word: StaticString = "CANCELLED"
    guard bytes.count == word.utf8CodeUnitCount else { return false }
    let upper = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    for i in 0..<bytes.count {
      let b = bytes[i]
      guard (b >= 0x61 && b <= 0x7A ? b - 0x20 : b) == upper[i] else { return false }
    }
    return true
  }

  /// The DATE or DATE-TIME value of `line`, in its TZID's zone.
  mutating func value<L: TimePropertyLine>(_ line: L, _ name: TimeProperty) -> RecurrenceTime? {
    line.withRawValue { value(line, name, bytes: $0) }
  }

  /// The DATE or DATE-TIME value of `line` as a stamp, a zoned one with its TZID's answer in
  /// the memo; `.none` (warned) when it is neither.
  mutating func time<L: TimePropertyLine>(_ line: L, _ name: TimeProperty) -> TimedComponent.Reader.ReadTime {
    line.withRawValue { bytes in
      let zone = bytes.count == 15 ? zoneAnswer(line, name, year: Self.year(bytes)) : -1
      do {
        // Read without its zone (the zone only picks the form).
        switch try RecurrenceTime(iCalendarBytes: bytes, zone: nil) {
        case .date(let d):
          return .init(stamp: .init(form: .date, civil: CivilDateTime(date: d, time: .midnight)), zone: -1)
        case .floating(let c):
          return .init(stamp: .init(form: zone < 0 ? .floating : .zoned, civil: c), zone: zone)
        case .utc(let c):
          return .init(stamp: .init(form: .utc, civil: c), zone: -1)
        case .zoned(let c, _):
          return .init(stamp: .init(form: zone < 0 ? .floating : .zoned, civil: c), zone: zone)
        }
      } catch {
        warn(line.lineLocation, "\(name.rawValue) value \"\(String(decoding: bytes, as: UTF8.self))\" is not a DATE (20260131) or DATE-TIME (20260131T090000[Z]); ignored")
        return .none
      }
    }
  }

  /// A DATE or DATE-TIME value of `line` (its value, or an item of it) read from its `bytes`,
  /// in the line's TZID's zone.
  mutating func value<L: TimePropertyLine>(_ line: L, _ name: TimeProperty, bytes: UnsafeBufferPointer<UInt8>) -> RecurrenceTime? {
    let zone = bytes.count == 15 ? self.zone(line, name, year: Self.year(bytes)) : nil
    do {
      return try RecurrenceTime(iCalendarBytes: bytes, zone: zone)
    } catch {
      warn(line.lineLocation, "\(name.rawValue) value \"\(String(decoding: bytes, as: UTF8.self))\" is not a DATE (20260131) or DATE-TIME (20260131T090000[Z]); ignored")
      return nil
    }
  }

  /// The entries of an RDATE: DATE, DATE-TIME or PERIOD (RFC 5545 §3.8.5.2).
  mutating func recurrenceDates<L: TimePropertyLine>(_ line: L) -> [RecurrenceDate] {
    var out: [RecurrenceDate] = []
    let zone = self.zone(line, .rdate, year: line.withRawValue { Self.year($0) })
    line.forEachRawItem { bytes in
      let item = String(decoding: bytes, as: UTF8.self)
      do {
        out.append(try RecurrenceDate(parsing: item, zone: zone))
      } catch {
        warn(line.lineLocation, "RDATE value \"\(item)\" is not a DATE, DATE-TIME or PERIOD; ignored")
      }
    }
    return out
  }

  /// The RRULE or EXRULE `index` of the memo (its text blanks trimmed) written at `location`,
  /// bound to `anchor`, with a mismatched UNTIL made to match it (warned); nil (warned) when
  /// empty, malformed or without an anchor. The rule comes alone in an array: the memo's own
  /// when it stands as parsed, so components that share a rule share its storage.
  /// `anchorKind` is `RuleMemo.anchorKind` of the anchor (0: none); `anchor` is made only when
  /// the memo does not already know the rule valid for that kind.
  mutating func rule(_ index: Int, _ name: String, at location: SourceLocation?, anchorKind: UInt8,
                     anchor makeAnchor: @autoclosure () -> RecurrenceTime?) -> [RecurrenceRule]? {
    // Validation reads only the anchor's kind: a rule that passed for one passes for all.
    if anchorKind != 0, let known = memo.validRule(index, kind: anchorKind) { return known }
    let anchor = anchorKind == 0 ? nil : makeAnchor()
    let memoized = memo.rules[index]
    let text = memoized.text
    if text.isEmpty {
      warn(location, "empty \(name) ignored; expected FREQ=…")
      return nil
    }
    guard let anchor else {
      warn(location, "\(name) without DTSTART has no first instance (RFC 5545 §3.8.5.3); ignored")
      return nil
    }
    let parsed: [RecurrenceRule]
    if let known = memoized.parsed {
      parsed = known
    } else {
      do {
        parsed = [try RecurrenceRule(parsing: text)]
      } catch {
        // RFC 5545 §3.3.10 has no whitespace in a rule; Exchange's CDO writes list items as
        // "BYDAY=MO, TU, WE" (and folds inside them), so a rule that parses without its blanks is
        // read that way, with a warning.
        let squeezed = String(text.filter { $0 != " " && $0 != "\t" })
        guard squeezed != text, let unspaced = try? RecurrenceRule(parsing: squeezed) else {
          warn(location, "\(name) \"\(text)\": \(error.description); ignored")
          return nil
        }
        warn(location, "\(name) \"\(text)\" has blanks inside (RFC 5545 §3.3.10 allows none); read as \"\(squeezed)\"")
        parsed = [unspaced]
      }
    }
    guard let rule = parsed.first else { return nil }
    do {
      try rule.validate(start: anchor)
      if memoized.parsed != nil { memo.markValid(index, anchor: anchor) }
      return parsed
    } catch {
      if let until = rule.until, let fixedRule = rule.untilMatching(start: anchor), let fixed = fixedRule.until,
         (try? fixedRule.validate(start: anchor)) != nil {
        warn(location, "\(name) UNTIL \(until.iCalendarText) does not match DTSTART's value type (RFC 5545 §3.3.10); read as UNTIL=\(fixed.iCalendarText)")
        return [fixedRule]
      }
      warn(location, "\(name) \"\(text)\": \(error.description); ignored")
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
