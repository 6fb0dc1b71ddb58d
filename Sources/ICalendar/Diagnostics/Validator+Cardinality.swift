// Property cardinality per component (RFC 5545 §3.6.1–§3.6.6): required properties, properties
// allowed once, the DUE/DTEND-or-DURATION choice, DURATION with DTSTART in a VTODO, a VALARM's
// DURATION and REPEAT together and what its ACTION needs, a VTIMEZONE's observances.
//
// `BEGIN:VTODO` without UID gives, at the BEGIN line:
// `error: VTODO has no UID; RFC 5545 §3.6.2 requires one, e.g. UID:4088E990AD89@example.com`

extension Validator {
  /// Records a property in its component and reports a second one where the component allows
  /// one (an error) or advises one (a second RRULE, §3.8.5.3: a warning).
  @inline(__always)
  mutating func noteOccurrence(_ rule: PropertyRules.Rule, _ line: ContentLine, _ report: (Diagnostic) -> Void) {
    let bit = rule.bit
    // The common case inline: a property not seen before in its component, outside a VALARM.
    if topSeen & bit != 0 { noteRepeat(rule, line, report) }
    topSeen |= bit
    if topKind == .alarm, bit == Self.actionBit { noteAction(line) }
  }

  /// Reports a second `rule` property in the innermost component where that is a problem.
  @inline(never)
  private func noteRepeat(_ rule: PropertyRules.Rule, _ line: ContentLine, _ report: (Diagnostic) -> Void) {
    let top = depth - 1
    let bit = rule.bit
    let kind = topKind
    let component = String(decoding: frames[top].name, as: UTF8.self)
    if let rules = ComponentRules.rules(kind), rules.once & bit != 0 {
      report(Diagnostic(severity: .error, line: line.location(0).line, column: line.location(0).column, phase: .validation,
        message: "\(rule.name) appears more than once in \(component); RFC 5545 \(rules.section) allows it once"))
    } else if rule.bit == Self.rruleBit, kind == .event || kind == .todo || kind == .journal {
      report(Diagnostic(severity: .warning, line: line.location(0).line, column: line.location(0).column, phase: .validation,
        message: "a second RRULE in \(component); RFC 5545 §3.8.5.3 says it SHOULD NOT occur more than once"))
    }
  }

  /// Records a VALARM's ACTION (§3.6.6), on which its other required properties depend.
  @inline(never)
  private mutating func noteAction(_ line: ContentLine) {
    let v = line.value
    frames[depth - 1].action =
      ValueSyntax.equalsUppercase(v, "DISPLAY") ? .display
      : ValueSyntax.equalsUppercase(v, "EMAIL") ? .email
      : ValueSyntax.equalsUppercase(v, "AUDIO") ? .audio : .other
  }

  static let rruleBit = PropertyRules.bit(named: "RRULE")
  static let actionBit = PropertyRules.bit(named: "ACTION")
  static let methodBit = PropertyRules.bit(named: "METHOD")
  static let dtstartBit = PropertyRules.bit(named: "DTSTART")
  static let dueBit = PropertyRules.bit(named: "DUE")
  static let dtendBit = PropertyRules.bit(named: "DTEND")
  static let durationBit = PropertyRules.bit(named: "DURATION")
  static let repeatBit = PropertyRules.bit(named: "REPEAT")
  static let descriptionBit = PropertyRules.bit(named: "DESCRIPTION")
  static let summaryBit = PropertyRules.bit(named: "SUMMARY")
  static let attendeeBit = PropertyRules.bit(named: "ATTENDEE")

  /// Reports what a closing component lacks or holds together that RFC 5545 §3.6 forbids.
  func checkCardinality(_ f: Frame, _ report: (Diagnostic) -> Void) {
    guard let rules = ComponentRules.rules(f.kind) else { return }
    let seen = f.seen
    // The common case, checked with a few mask tests: nothing required is missing, and no pair
    // or ACTION rule below applies (lint runs this once per component of a 100k-todo file).
    switch f.kind {
    case .todo where rules.required & ~seen == 0 && seen & Self.durationBit == 0: return
    case .event where rules.required & ~seen == 0 && seen & Self.dtstartBit != 0
      && seen & (Self.dtendBit | Self.durationBit) != (Self.dtendBit | Self.durationBit): return
    default: break
    }
    let component = String(decoding: f.name, as: UTF8.self)
    func say(_ message: String) {
      report(Diagnostic(severity: .error, line: f.line, column: f.column, phase: .validation, message: message))
    }
    func has(_ bit: UInt64) -> Bool { seen & bit != 0 }
    func missing(_ name: StaticString, _ section: StaticString, _ why: String = "") {
      say("\(component) has no \(name); RFC 5545 \(section) requires one\(why), e.g. \(Self.example(name))")
    }
    if rules.required & ~seen != 0 {
      for rule in PropertyRules.all where rules.required & rule.bit != 0 && seen & rule.bit == 0 {
        missing(rule.name, rules.section)
      }
    }
    switch f.kind {
    case .event:
      let hasMethod = frames.prefix(depth).contains { $0.kind == .calendar && $0.seen & Self.methodBit != 0 }
      if !hasMethod, !has(Self.dtstartBit) { missing("DTSTART", "§3.6.1", " when the VCALENDAR has no METHOD") }
      if has(Self.dtendBit), has(Self.durationBit) { say("VEVENT has both DTEND and DURATION; RFC 5545 §3.6.1 allows one or the other") }
    case .todo:
      if has(Self.dueBit), has(Self.durationBit) { say("VTODO has both DUE and DURATION; RFC 5545 §3.6.2 allows one or the other") }
      if has(Self.durationBit), !has(Self.dtstartBit) { missing("DTSTART", "§3.6.2", " with DURATION") }
    case .timezone:
      if !f.sawObservance {
        say("VTIMEZONE has no STANDARD or DAYLIGHT component; RFC 5545 §3.6.5 requires at least one")
      }
    case .alarm:
      if has(Self.durationBit) != has(Self.repeatBit) {
        say("VALARM has \(has(Self.durationBit) ? "DURATION without REPEAT" : "REPEAT without DURATION"); RFC 5545 §3.6.6 needs both or neither, e.g. DURATION:PT5M and REPEAT:2")
      }
      switch f.action {
      case .display:
        if !has(Self.descriptionBit) { missing("DESCRIPTION", "§3.6.6", " for ACTION:DISPLAY") }
      case .email:
        if !has(Self.descriptionBit) { missing("DESCRIPTION", "§3.6.6", " for ACTION:EMAIL") }
        if !has(Self.summaryBit) { missing("SUMMARY", "§3.6.6", " for ACTION:EMAIL") }
        if !has(Self.attendeeBit) { missing("ATTENDEE", "§3.6.6", " for ACTION:EMAIL") }
      case .none, .audio, .other:
        break
      }
    case .other, .calendar, .journal, .freebusy, .observance:
      break
    }
  }

  /// A valid line of `name`, quoted in "has no" messages.
  static func example(_ name: StaticString) -> String {
    switch "\(name)" {
    case "UID": "UID:4088E990AD89@example.com"
    case "DTSTAMP": "DTSTAMP:20260131T090000Z"
    case "DTSTART": "DTSTART:20260131T090000Z"
    case "TZID": "TZID:Europe/Berlin"
    case "TZOFFSETTO": "TZOFFSETTO:+0100"
    case "TZOFFSETFROM": "TZOFFSETFROM:+0200"
    case "ACTION": "ACTION:DISPLAY"
    case "TRIGGER": "TRIGGER:-PT15M"
    case "DESCRIPTION": "DESCRIPTION:Reminder"
    case "SUMMARY": "SUMMARY:Reminder"
    case "ATTENDEE": "ATTENDEE:mailto:jane@example.com"
    default: "\(name):..."
    }
  }
}
