// The lazy occurrence streams the planner merges (docs/SEMANTICS.md "Planner"). A stream yields one
// reminder's occurrences in increasing order and is advanced only as far as the budget needs.

import Zones

/// A lazy, strictly increasing sequence of one reminder's occurrence instants.
///
/// ```swift
/// var s = InstantListStream([t1, t2])   // t1 < t2
/// s.next()   // t1
/// s.next()   // t2
/// s.next()   // nil: the series has ended
/// ```
public protocol OccurrenceStream {
  /// The next occurrence, or `nil` when the series has ended.
  mutating func next() -> Instant?
}

/// A stream over occurrences written out in full (tests, one-time reminders, RDATE-only sets).
public struct InstantListStream: OccurrenceStream, Sendable {
  private let instants: [Instant]
  private var position = 0

  /// A stream that yields `instants` in the order given (callers pass them sorted).
  public init(_ instants: [Instant]) { self.instants = instants }

  /// The next listed instant, or `nil` after the last.
  public mutating func next() -> Instant? {
    guard position < instants.count else { return nil }
    defer { position += 1 }
    return instants[position]
  }
}

/// A stream that yields nothing (a disabled reminder, a weekly rule with no weekdays).
public struct EmptyOccurrenceStream: OccurrenceStream, Sendable {
  /// The empty stream.
  public init() {}
  /// Always `nil`.
  public mutating func next() -> Instant? { nil }
}
