// One two-way sync of a reminders store with a CalDAV VTODO collection (docs/SYNC.md "One
// sync"): discover (RFC 6764/4791 §6.2), list (RFC 6578 or RFC 4791 §7.8), fetch (§7.9), plan,
// write the store, write the sidecar, push (PUT If-Match / If-None-Match, DELETE If-Match).

import Foundation
import Reminders

/// Runs syncs: `try await SyncEngine(transport: t, codec: c, options: o).run()`.
///
/// Example: a store with one new reminder and an empty collection → one PUT with
/// `If-None-Match: *`, summary `pushed 1, pulled 0, deleted 0, conflicts 0`; run again →
/// one PROPFIND and nothing else.
public struct SyncEngine: Sendable {
  /// The CalDAV client requests go through.
  public let client: CalDAVClient
  /// The reminder ↔ VTODO mapping.
  public let codec: any TodoCodec
  /// The run's inputs.
  public let options: SyncOptions

  /// An engine over `transport`, authenticating with `options.credentials`.
  public init(transport: any HTTPTransport, codec: any TodoCodec, options: SyncOptions) {
    client = CalDAVClient(transport: transport, credentials: options.credentials)
    self.codec = codec
    self.options = options
  }

  /// Syncs once, restarting the pass after a 412 up to `maximumPasses` times.
  public func run() async throws -> SyncSummary {
    var summary = SyncSummary()
    let sidecar = SyncState.sidecarPath(forStore: options.storePath)
    let given = options.url.redactedString
    let previous = try SyncState.load(from: sidecar)
    // Checked before any request so a bad store costs nothing.
    _ = try loadStore()
    let localModified = options.localModified ?? storeModificationTime() ?? options.now()

    let collection: URL
    let properties: CollectionProperties
    if let previous, let known = URL(string: previous.collection), previous.url == given {
      collection = known
      (properties, _) = try await client.properties(of: known)
      guard properties.holdsTodos else {
        throw SyncError.notACalendar(url: previous.collection, detail: "it no longer holds VTODOs")
      }
    } else if let previous, previous.url != given {
      throw SyncError.state(path: sidecar, detail: "it belongs to \(previous.url); remove it to sync with \(given)")
    } else {
      (collection, properties) = try await client.discoverCollection(from: options.url)
    }
    var state = previous ?? SyncState(url: given, collection: collection.redactedString)

    var props = properties
    for pass in 1...max(1, options.maximumPasses) {
      summary.passes = pass
      if pass > 1 { (props, _) = try await client.properties(of: collection) }
      do {
        try await onePass(collection: collection, properties: props, localModified: localModified,
                          state: &state, sidecar: sidecar, summary: &summary)
        return summary
      } catch let error as SyncError {
        guard case .preconditionFailed = error, pass < options.maximumPasses else { throw error }
        options.progress("sync: \(error); reading the collection again (pass \(pass + 1))")
      }
    }
    return summary
  }

  /// The store, or `.store` naming what is wrong with it.
  func loadStore() throws -> ReminderStore {
    do {
      return try ReminderStore.load(path: options.storePath)
    } catch {
      throw SyncError.store(path: options.storePath, detail: error.description)
    }
  }

  /// The store file's modification time, if readable.
  func storeModificationTime() -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: options.storePath))?[.modificationDate] as? Date
  }
}
