// One content line (RFC 5545 §3.1) as the model's reader takes it, from either of ICalendar's
// two readings of a line: a parsed `Property` (a tree) or a `ScannedLine` (a file scanned
// without a tree). Both answer through ICalendar's decoding, so the reader reads no text itself.

import ICalendar

/// A property line `TimedComponent.Reader` can take.
///
/// ```swift
/// // DTSTART;TZID=Europe/Paris:20260105T090000 on line 7, as a Property or a ScannedLine:
/// line.timeProperty     // .start
/// line.lineLocation     // 7:1
/// line.rawValueText     // "20260105T090000"
/// line.withTZID { $0.map { String(decoding: $0, as: UTF8.self) } }   // "Europe/Paris"
/// ```
protocol TimePropertyLine {
  /// The property the model reads this line as; nil for one it does not read.
  var timeProperty: TimeProperty? { get }
  /// Where the line starts.
  var lineLocation: SourceLocation? { get }
  /// The value as read: unfolded, escapes intact.
  var rawValueText: String { get }
  /// Calls `body` with the value's bytes as read (unfolded, escapes intact): read in place.
  func withRawValue<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R
  /// Calls `body` with each of the value's items (split on unescaped commas), raw, as bytes.
  func forEachRawItem(_ body: (UnsafeBufferPointer<UInt8>) -> Void)
  /// The value as TEXT, unescaped.
  var textValue: String { get }
  /// The value as a DURATION, nil when it is none.
  var durationValue: DurationValue? { get }
  /// Calls `body` with the first TZID value as written (RFC 6868 carets intact), nil without one.
  func withTZID<R>(_ body: (UnsafeBufferPointer<UInt8>?) -> R) -> R
  /// The first value of the parameter `upper`, decoded (RFC 6868).
  func decodedParameter(_ upper: StaticString) -> String?
}
