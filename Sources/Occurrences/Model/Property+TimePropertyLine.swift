// A parsed property (RFC 5545 §3.5) as a line of `TimedComponent.Reader`: a component read
// from a tree.

import ICalendar

extension Property: TimePropertyLine {
  var timeProperty: TimeProperty? { TimeProperty(rawValue: name) }

  var lineLocation: SourceLocation? { location }

  var rawValueText: String { rawValue }

  var rawValueItems: [String] { rawValues }

  var textValue: String { text }

  var durationValue: DurationValue? { duration }

  func withTZID<R>(_ body: (UnsafeBufferPointer<UInt8>?) -> R) -> R {
    guard var raw = parameters.first(where: { $0.name == "TZID" })?.values.first?.raw else { return body(nil) }
    return raw.withUTF8 { body($0) }
  }

  func decodedParameter(_ upper: StaticString) -> String? {
    let name = upper.description
    return parameters.first { $0.name == name }?.value
  }
}
