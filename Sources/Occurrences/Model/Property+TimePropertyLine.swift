// A parsed property (RFC 5545 §3.5) as a line of `TimedComponent.Reader`: a component read
// from a tree.

import ICalendar

extension Property: TimePropertyLine {
  var timeProperty: TimeProperty? { TimeProperty(rawValue: name) }

  var lineLocation: SourceLocation? { location }

  var rawValueText: String { rawValue }

  func withRawValue<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    var raw = rawValue
    return raw.withUTF8 { body($0) }
  }

  func forEachRawItem(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    for var item in rawValues { item.withUTF8 { body($0) } }
  }

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
