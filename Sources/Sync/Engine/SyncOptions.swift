// The inputs of one `recur sync` run (README): the store, the collection URL, the
// credentials, and the hooks tests use (clock, progress, fault injection).

import Foundation

/// What one sync run works on and how it reports.
///
/// Example: `SyncOptions(storePath: "tasks.json", url: URL(string: "http://127.0.0.1:5232/alice/tasks/")!)`
/// syncs `tasks.json` (state in `tasks.json.sync`) with that collection, without credentials.
public struct SyncOptions: Sendable {
  /// The reminders store (docs/FORMATS.md).
  public var storePath: String
  /// The collection URL, or a server root to discover it from (RFC 6764).
  public var url: URL
  /// Basic credentials, if the server needs them.
  public var credentials: Credentials?
  /// Which calendar to sync when `url` leads to several (`--calendar`: URL, path or display
  /// name, `CalendarInfo.matches`); nil to require exactly one.
  public var calendar: String?
  /// The clock for DTSTAMP/LAST-MODIFIED of pushed VTODOs.
  public var now: @Sendable () -> Date = { Date() }
  /// When the store was last changed locally; nil to use the store file's modification time.
  public var localModified: Date?
  /// Told progress lines ("fetched 300/1000") on large collections.
  public var progress: @Sendable (String) -> Void = { _ in }
  /// Called at named points ("planned", "store-written", "state-written", "pushed"); a test throws
  /// from it to simulate a crash there.
  public var checkpoint: @Sendable (String) throws -> Void = { _ in }
  /// The most passes (a pass restarts after a 412 from a concurrent writer).
  public var maximumPasses = 3
  /// How many writes are in flight at once while pushing; 1 by default, because Xandikos 0.4
  /// answers concurrent writes with 423, 412 or 500 (observed in InterruptedSyncTests).
  public var concurrentWrites = 1
  /// Every how many writes the sidecar is saved while pushing (and once at the end).
  public var stateSaveInterval = 50
  /// From how many resources on progress is reported.
  public var progressThreshold = 200
  /// The most warnings (ignored hrefs and the like) printed one by one; the rest are counted.
  public var maximumWarnings = 20
  /// How long a sync waits for another sync of the same store to finish (its lock).
  public var lockWait: Double = 5

  /// Options for syncing `storePath` with `url`.
  public init(storePath: String, url: URL, credentials: Credentials? = nil) {
    self.storePath = storePath
    self.url = url
    self.credentials = credentials
  }
}
