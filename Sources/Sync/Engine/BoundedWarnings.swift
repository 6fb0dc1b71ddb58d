// Warnings from one sync (ignored hrefs and the like), bounded so that a hostile server
// cannot flood standard error: the first few are printed, the rest only counted.

import Foundation

/// Prints up to `limit` warnings through `sink`, then one line saying more were suppressed.
///
/// Example: limit 2, four warnings → `sync: warning: a`, `sync: warning: b`,
/// `sync: warning: further warnings suppressed (limit 2)`.
final class BoundedWarnings: @unchecked Sendable {
  private let lock = NSLock()
  private let limit: Int
  private let sink: @Sendable (String) -> Void
  private var count = 0

  /// Warnings going to `sink`, at most `limit` of them one by one.
  init(limit: Int, sink: @escaping @Sendable (String) -> Void) {
    self.limit = max(0, limit)
    self.sink = sink
  }

  /// Prints `sync: warning: message` unless the limit is reached.
  func say(_ message: String) {
    let line: String? = lock.withLock {
      count += 1
      if count <= limit { return "sync: warning: \(message)" }
      if count == limit + 1 { return "sync: warning: further warnings suppressed (limit \(limit))" }
      return nil
    }
    if let line { sink(line) }
  }
}
