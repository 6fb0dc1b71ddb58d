// The answer of a sync-collection report (RFC 6578 §3.5): members changed since a token, with
// their ETags, and members removed (a response with status 404), plus the new token.

import Foundation

/// The members of a collection that changed or went away since a sync token.
///
/// Example: after one PUT and one DELETE, Radicale answers a sync-collection from the earlier
/// token with `changed: ["/alice/tasks/a.ics": "\"2\""]`, `removed: ["/alice/tasks/b.ics"]`.
public struct CollectionChanges: Sendable, Equatable {
  /// Changed or new members by decoded path, with their ETags.
  public var changed: [String: String]
  /// Removed members by decoded path.
  public var removed: Set<String>
  /// The token to send next time.
  public var token: String

  /// Changes with the given parts.
  public init(changed: [String: String], removed: Set<String>, token: String) {
    self.changed = changed
    self.removed = removed
    self.token = token
  }
}
