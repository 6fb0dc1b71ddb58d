// A line of `ICalendarParser.scan` (RFC 5545 §3.1) as a line of `TimedComponent.Reader`: a
// component read from a file's bytes, no `Property` made for it.

import ICalendar

extension ScannedLine: TimePropertyLine {
  /// Recognized on the name's bytes, ignoring ASCII case (the first letter picks the candidates).
  var timeProperty: TimeProperty? {
    guard let first = name.first else { return nil }
    switch first | 0x20 {
    case 0x64:  // d
      if nameIs("DTSTART") { return .start }
      if nameIs("DTEND") { return .end }
      if nameIs("DUE") { return .due }
      if nameIs("DURATION") { return .duration }
    case 0x72:  // r
      if nameIs("RRULE") { return .rrule }
      if nameIs("RDATE") { return .rdate }
      if nameIs("RECURRENCE-ID") { return .recurrenceID }
    case 0x65:  // e
      if nameIs("EXDATE") { return .exdate }
      if nameIs("EXRULE") { return .exrule }
    case 0x75:  // u
      if nameIs("UID") { return .uid }
    case 0x73:  // s
      if nameIs("SUMMARY") { return .summary }
      if nameIs("STATUS") { return .status }
    default:
      break
    }
    return nil
  }

  var lineLocation: SourceLocation? { location }

  var rawValueText: String { String(decoding: rawValue, as: UTF8.self) }

  func withRawValue<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R { body(rawValue) }

  func forEachRawItem(_ body: (UnsafeBufferPointer<UInt8>) -> Void) { forEachRawValue(body) }

  var textValue: String { text }

  var durationValue: DurationValue? { duration }

  func withTZID<R>(_ body: (UnsafeBufferPointer<UInt8>?) -> R) -> R { body(parameterRawValue("TZID")) }

  func decodedParameter(_ upper: StaticString) -> String? {
    parameterRawValue(upper).map { ParameterValue(raw: String(decoding: $0, as: UTF8.self), isQuoted: false).decoded }
  }
}
