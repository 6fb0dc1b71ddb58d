// Property cardinality per component (RFC 5545 §3.6.1–§3.6.6): required properties, properties
// allowed once, the DUE/DTEND-or-DURATION choice, DURATION with DTSTART in a VTODO, a VALARM's
// DURATION and REPEAT together and what its ACTION needs, a VTIMEZONE's observances.
//
// `BEGIN:VTODO` without UID gives, at the BEGIN line:
// `error: VTODO has no UID; RFC 5545 §3.6.2 requires one, e.g. UID:4088E990AD89@example.com`

extension Validator {
  /// Records a property in its component and reports a second one where the component allows
  /// one (an error) or advises one (a second RRULE, §3.8.5.3: a warning).
  mutating func noteOccurrence(_ rule: PropertyRules.Rule, _ line: ContentLine, _ report: (Diagnostic) -> Void) {
    let top = depth - 1
    let bit = rule.bit
    let kind = frames[top].kind
    if frames[top].seen & bit != 0 {
      let component = String(decoding: frames[top].name, as: UTF8.self)
      if let rules = ComponentRules.rules(kind), rules.once & bit != 0 {
        report(Diagnostic(severity: .error, line: line.location(0).line, column: line.location(0).column, phase: .validation,
          message: "\(rule.name) appears more than once in \(component); RFC 5545 \(rules.section) allows it once"))
      } else if rule.bit == Self.rruleBit, kind == .event || kind == .todo || kind == .journal {
        report(Diagnostic(severity: .warning, line: line.location(0).line, column: line.location(0).column, phase: .validation,
          message: "a second RRULE in \(component); RFC 5545 §3.8.5.3 says it SHOULD NOT occur more than once"))
      }
    }
    frames[top].seen |= bit
    if kind == .alarm, bit == Self.actionBit {
      let v = line.value
      frames[top].action =
        ValueSyntax.equalsUppercase(v, "DISPLAY") ? .display
        : ValueSyntax.equalsUppercase(v, "EMAIL") ? .email
        : ValueSyntax.equalsUppercase(v, "AUDIO") ? .audio : .other
    }
  }

  static let rruleBit = PropertyRules.bit(named: "RRULE")
  static let actionBit = PropertyRules.bit(named: "ACTION")

  /// Reports what a closing component lacks or holds together that RFC 5545 §3.6 forbids.
  func checkCardinality(_ f: Frame, _ report: (Diagnostic) -> Void) {
    guard let rules = ComponentRules.rules(f.kind) else { return }
    let component = String(decoding: f.name, as: UTF8.self)
    func say(_ message: String) {
      report(Diagnostic(severity: .error, line: f.line, column: f.column, phase: .validation, message: message))
    }
    func has(_ name: StaticString) -> Bool { f.seen & PropertyRules.bit(named: name) != 0 }
    func missing(_ name: StaticString, _ section: StaticString, _ why: String = "") {
      say("\(component) has no \(name); RFC 5545 \(section) requires one\(why), e.g. \(Self.example(name))")
    }
    for rule in PropertyRules.all where rules.required & rule.bit != 0 && f.seen & rule.bit == 0 {
      missing(rule.name, rules.section)
    }
    switch f.kind {
    case .event:
      let hasMethod = frames.prefix(depth).contains { $0.kind == .calendar && $0.seen & PropertyRules.bit(named: "METHOD") != 0 }
      if !hasMethod, !has("DTSTART") { missing("DTSTART", "§3.6.1", " when the VCALENDAR has no METHOD") }
      if has("DTEND"), has("DURATION") { say("VEVENT has both DTEND and DURATION; RFC 5545 §3.6.1 allows one or the other") }
    case .todo:
      if has("DUE"), has("DURATION") { say("VTODO has both DUE and DURATION; RFC 5545 §3.6.2 allows one or the other") }
      if has("DURATION"), !has("DTSTART") { missing("DTSTART", "§3.6.2", " with DURATION") }
    case .timezone:
      if !f.sawObservance {
        say("VTIMEZONE has no STANDARD or DAYLIGHT component; RFC 5545 §3.6.5 requires at least one")
      }
    case .alarm:
      if has("DURATION") != has("REPEAT") {
        say("VALARM has \(has("DURATION") ? "DURATION without REPEAT" : "REPEAT without DURATION"); RFC 5545 §3.6.6 needs both or neither, e.g. DURATION:PT5M and REPEAT:2")
      }
      switch f.action {
      case .display:
        if !has("DESCRIPTION") { missing("DESCRIPTION", "§3.6.6", " for ACTION:DISPLAY") }
      case .email:
        if !has("DESCRIPTION") { missing("DESCRIPTION", "§3.6.6", " for ACTION:EMAIL") }
        if !has("SUMMARY") { missing("SUMMARY", "§3.6.6", " for ACTION:EMAIL") }
        if !has("ATTENDEE") { missing("ATTENDEE", "§3.6.6", " for ACTION:EMAIL") }
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
