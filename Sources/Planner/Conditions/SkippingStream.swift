// A stream with occurrences removed: those a smart condition skips, and those the
// previous plan's alarms acknowledged. Skipped occurrences are drawn from the underlying
// stream and dropped, at most `SkippingStream.skipLimit` in a row.

import Zones

/// An occurrence stream that drops the occurrences a predicate (a `ConditionRule`, an
/// acknowledged alarm) skips.
///
/// The run of consecutive skips is bounded by `skipLimit`: past it the stream ends (no real
/// log skips 10,000 occurrences in a row: they would all have to fall on logged days).
public struct SkippingStream: OccurrenceStream {
  /// The longest run of skipped occurrences before the stream gives up.
  public static let skipLimit = 10_000

  private var base: any OccurrenceStream
  private let skip: @Sendable (Instant) -> Bool
  /// How many occurrences were skipped so far.
  public private(set) var skipped = 0

  /// `base` without the occurrences for which `skip` is true.
  public init(base: any OccurrenceStream, skip: @escaping @Sendable (Instant) -> Bool) {
    self.base = base
    self.skip = skip
  }

  /// `base` filtered by `rule`.
  public init(base: any OccurrenceStream, rule: ConditionRule) {
    self.init(base: base, skip: { rule.skips($0) })
  }

  /// The next occurrence the rule does not skip.
  public mutating func next() -> Instant? {
    var run = 0
    while run < SkippingStream.skipLimit {
      guard let t = base.next() else { return nil }
      guard skip(t) else { return t }
      skipped += 1
      run += 1
    }
    return nil
  }
}
