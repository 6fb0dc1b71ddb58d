// The counts one sync reports (docs/SYNC.md "Summary line").

import Foundation

/// What one sync did.
///
/// Example: `pushed 2, pulled 1, deleted 1, conflicts 0` after two local edits, one remote
/// edit and one local delete.
public struct SyncSummary: Sendable, Equatable, CustomStringConvertible {
  /// Resources created or updated on the server.
  public var pushed = 0
  /// Reminders created or updated in the store from the server.
  public var pulled = 0
  /// Deletions carried out (on the server and in the store together).
  public var deleted = 0
  /// Conflicts resolved (each left a conflict copy).
  public var conflicts = 0
  /// HTTP requests sent.
  public var requests = 0
  /// HTTP requests that write (PUT, DELETE).
  public var writes = 0
  /// Objects the server refused (`SyncError.refused`, 400/403/409/413/415/422 on a write),
  /// left for the next sync to retry; the rest of the sync completed.
  public var refusals: [SyncError] = []
  /// Passes run (more than one after a 412 from a concurrent writer).
  public var passes = 0

  /// Zero counts.
  public init() {}

  /// `pushed N, pulled N, deleted N, conflicts N`, then `, refused N` when the server
  /// refused some objects.
  public var description: String {
    "pushed \(pushed), pulled \(pulled), deleted \(deleted), conflicts \(conflicts)"
      + (refusals.isEmpty ? "" : ", refused \(refusals.count)")
  }
}
