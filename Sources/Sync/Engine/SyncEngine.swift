// One two-way sync of a reminders store with a CalDAV VTODO collection (docs/SYNC.md "One
// sync"): discover (RFC 6764/4791 §6.2), list (RFC 6578 or RFC 4791 §7.8), fetch (§7.9), plan,
// write the store, write the sidecar, push (PUT If-Match / If-None-Match, DELETE If-Match).

import Foundation
import ICalendar
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

  /// An engine over `transport`, authenticating with `options.credentials`, sending requests
  /// only to the origin of `options.url`. A `user:password@` in the URL is taken out of it
  /// (it never reaches a request line, the sidecar or a message) and used as the credentials
  /// when none are given.
  public init(transport: any HTTPTransport, codec: any TodoCodec, options: SyncOptions) {
    var options = options
    let (bare, embedded) = options.url.splittingCredentials()
    options.url = bare
    if options.credentials == nil { options.credentials = embedded }
    var client = CalDAVClient(transport: transport, credentials: options.credentials, boundTo: bare)
    let warnings = BoundedWarnings(limit: options.maximumWarnings, sink: options.progress)
    client.warning = { warnings.say($0) }
    self.client = client
    self.codec = codec
    self.options = options
  }

  /// Syncs once, restarting the pass after a 412, or after the store changed under it, up to
  /// `maximumPasses` times. Holds the store's lock (`StoreLock`) throughout.
  public func run() async throws -> SyncSummary {
    let lock = try StoreLock.acquire(forStore: options.storePath, wait: options.lockWait)
    defer { lock.release() }
    var summary = SyncSummary()
    let sidecar = SyncState.sidecarPath(forStore: options.storePath)
    let given = options.url.redactedString
    let previous = try SyncState.load(from: sidecar)
    // Checked before any request so a bad store costs nothing.
    _ = try loadStore()
    var localModified = options.localModified ?? storeModificationTime() ?? options.now()

    let collection: URL
    let properties: CollectionProperties
    if let previous, let known = URL(string: previous.collection), previous.url == given {
      // A sidecar written by an older version may name a collection elsewhere: never follow it.
      guard known.isSameOrigin(as: options.url) else {
        throw SyncError.foreignOrigin(given: given, found: known.redactedString, via: "collection in \(sidecar)")
      }
      collection = known
      (properties, _) = try await client.properties(of: known)
      guard properties.holdsTodos else {
        throw SyncError.notACalendar(url: previous.collection, detail: "it no longer holds VTODOs")
      }
      // --calendar naming another calendar than the one this store is synced with.
      if let choice = options.calendar, !CalendarInfo(url: known, properties: properties).matches(choice) {
        throw SyncError.state(path: sidecar, detail: "this store is synced with \(previous.collection), not --calendar \(choice); remove the sidecar to sync with another calendar")
      }
    } else if let previous, previous.url != given {
      throw SyncError.state(path: sidecar, detail: "it belongs to \(previous.url); remove it to sync with \(given)")
    } else {
      (collection, properties) = try await client.discoverCollection(from: options.url, choosing: options.calendar)
      if collection.redactedString != given {
        let name = properties.displayName.map { " (\"\($0)\")" } ?? ""
        options.progress("sync: calendar \(collection.redactedString)\(name), found from \(given); kept in \(sidecar)")
      }
    }
    var state = previous ?? SyncState(url: given, collection: collection.redactedString)
    dropOutsideEntries(of: &state, collection: collection)

    var props = properties
    for pass in 1...max(1, options.maximumPasses) {
      summary.passes = pass
      if pass > 1 { (props, _) = try await client.properties(of: collection) }
      do {
        try await onePass(collection: collection, properties: props, localModified: localModified,
                          state: &state, sidecar: sidecar, summary: &summary)
        return summary
      } catch let error as SyncError {
        switch error {
        case .preconditionFailed where pass < options.maximumPasses:
          options.progress("sync: \(error); reading the collection again (pass \(pass + 1))")
        case .storeChanged where pass < options.maximumPasses:
          // Someone edited the store meanwhile: nothing was written over it; read it again.
          if options.localModified == nil { localModified = storeModificationTime() ?? options.now() }
          options.progress("sync: the store changed during the sync; reading it again (pass \(pass + 1))")
        default:
          throw error
        }
      }
    }
    return summary
  }

  /// The calendars `options.url` leads to (`recur sync --list`); reads only, needs no store.
  public func calendars() async throws -> [CalendarInfo] {
    try await client.calendars(from: options.url)
  }

  /// Drops sidecar entries whose path is outside the collection (an older version took them
  /// from a hostile server's hrefs): their reminders count as never synced, so nothing is
  /// ever written or deleted at those paths.
  func dropOutsideEntries(of state: inout SyncState, collection: URL) {
    guard let own = DAVHref.key(collection.absoluteString, relativeTo: collection) else { return }
    for (uid, item) in state.items.sorted(by: { $0.key < $1.key }) where !DAVHref.isInside(item.href, collectionPath: own) {
      client.warning("dropping the sidecar entry of \(uid): its path \(CalDAVClient.printable(item.href)) is outside the collection")
      state.items[uid] = nil
    }
    state.others = state.others.filter { DAVHref.isInside($0.key, collectionPath: own) }
  }

  /// The store, or `.store` naming what is wrong with it.
  func loadStore() throws -> ReminderStore {
    do {
      return try ReminderStore.load(path: options.storePath)
    } catch {
      throw SyncError.store(path: options.storePath, detail: error.description)
    }
  }

  /// The store and the identity of the file it was read from; `.storeChanged` when the file
  /// changed while it was being read.
  func loadStoreChecked() throws -> (ReminderStore, StoreFileIdentity?) {
    let before = StoreFileIdentity(path: options.storePath)
    let store = try loadStore()
    guard StoreFileIdentity(path: options.storePath) == before else { throw SyncError.storeChanged(path: options.storePath) }
    return (store, before)
  }

  /// The store file's modification time, if readable.
  func storeModificationTime() -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: options.storePath))?[.modificationDate] as? Date
  }
}
