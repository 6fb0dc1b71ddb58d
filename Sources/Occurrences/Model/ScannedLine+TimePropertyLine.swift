// A line of `ICalendarParser.scan` (RFC 5545 §3.1) as a line of `TimedComponent.Reader`: a
// component read from a file's bytes, no `Property` made for it.

import ICalendar

extension ScannedLine: TimePropertyLine {
  /// Recognized on the name's bytes, ignoring ASCII case: its length and first letter pick the
  /// one candidate to compare (DTSTAMP, DESCRIPTION, LOCATION… are set aside without one).
  var timeProperty: TimeProperty? {
    let name = self.name
    guard let base = name.baseAddress, name.count >= 3 else { return nil }
    let n = name.count
    switch base[0] | 0x20 {
    case 0x64:  // d
      if n == 7 { return nameIs("DTSTART") ? .start : nil }
      if n == 5 { return nameIs("DTEND") ? .end : nil }
      if n == 3 { return nameIs("DUE") ? .due : nil }
      if n == 8 { return nameIs("DURATION") ? .duration : nil }
    case 0x72:  // r
      if n == 5 { return nameIs("RRULE") ? .rrule : nameIs("RDATE") ? .rdate : nil }
      if n == 13 { return nameIs("RECURRENCE-ID") ? .recurrenceID : nil }
    case 0x65:  // e
      if n == 6 { return nameIs("EXDATE") ? .exdate : nameIs("EXRULE") ? .exrule : nil }
    case 0x75:  // u
      if n == 3 { return nameIs("UID") ? .uid : nil }
    case 0x73:  // s
      if n == 7 { return nameIs("SUMMARY") ? .summary : nil }
      if n == 6 { return nameIs("STATUS") ? .status : nil }
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
