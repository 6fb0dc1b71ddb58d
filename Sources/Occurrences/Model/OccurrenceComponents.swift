// The components of a stream of occurrences (RFC 5545 §3.6), each parsed once: occurrences of a
// scanned file name their component by its byte range, and `ComponentOccurrence.component`
// parses that range on every access, so a writer of whole components (`recur occurrences
// --ics`) asks here instead and a weekly series parses its master once, not once a week.

import ICalendar

/// Remembers the parsed component of each occurrence's source (for the occurrences of one
/// calendar, whose bytes live as long as the memo).
///
/// ```swift
/// var components = OccurrenceComponents()
/// for o in calendar.occurrences(from: from, to: to) {
///   let c = components.component(of: o)   // parsed on the first occurrence of its component
/// }
/// ```
public struct OccurrenceComponents {
  /// Parsed components by their file's bytes (address and size) and their range in them.
  private var parsed: [Key: Component] = [:]

  private struct Key: Hashable {
    let address: Int
    let size: Int
    let range: Range<Int>
  }

  /// An empty memo.
  public init() {}

  /// `o.component`: the override's or the master's component, parsed from the file's bytes
  /// the first time one of its occurrences asks, then remembered.
  public mutating func component(of o: ComponentOccurrence) -> Component {
    let source = o.source
    guard case .bytes(let bytes, let range, _) = source else { return source.component }
    let address = bytes.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
    let key = Key(address: address, size: bytes.count, range: range)
    if let known = parsed[key] { return known }
    let component = source.component
    parsed[key] = component
    return component
  }
}
