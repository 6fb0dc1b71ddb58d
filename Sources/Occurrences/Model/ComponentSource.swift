// Where a component read by the model lives (RFC 5545 §3.6): a parsed `Component`, or the byte
// range of the file it was scanned from, parsed whole only when someone asks for it.

import ICalendar

/// A component as given, or as a range of the input (`OccurrenceCalendar(bytes:)` reads only
/// the time properties while scanning; the whole component is parsed on request).
///
/// ```swift
/// // "BEGIN:VEVENT\r\nUID:a\r\nLOCATION:Room 1\r\n…END:VEVENT\r\n" scanned at 120..<260, line 9:
/// let source = ComponentSource.bytes(bytes, range: 120..<260, firstLine: 9)
/// source.component.firstProperty(named: "LOCATION")?.text   // "Room 1", parsed now
/// ```
enum ComponentSource: Sendable {
  /// A component already parsed.
  case tree(Component)
  /// The component written at `range` of `bytes`, whose BEGIN line is physical line `firstLine`.
  case bytes([UInt8], range: Range<Int>, firstLine: Int)

  /// Where the component's BEGIN line is.
  var location: SourceLocation? {
    switch self {
    case .tree(let c): c.location
    case .bytes(_, _, let line): SourceLocation(line: line, column: 1)
    }
  }

  /// The whole component (parsed from the bytes by `ICalendarParser.parseComponent` each time
  /// it is asked for; an unreadable range gives an empty component of no name).
  var component: Component {
    switch self {
    case .tree(let c):
      return c
    case .bytes(let bytes, let range, let line):
      return ICalendarParser.parseComponent(bytes, range: range, firstLine: line) ?? Component(name: "")
    }
  }

  /// Calls `body` with the whole file's bytes of a `.bytes` source (nil for a tree).
  func withFileBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
    guard case .bytes(let bytes, _, _) = self else { return nil }
    return bytes.withUnsafeBufferPointer(body)
  }
}
