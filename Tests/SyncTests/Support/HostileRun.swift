// Running one sync against a HostileServer (scripts/hostile-caldav.py) from a fresh folder:
// the store, its sidecar, and what the engine said on its progress/warning channel.

import CalDAVTestServers
import Foundation
import Reminders
@testable import Sync

/// A store folder and a sync of it against a hostile server.
struct HostileRun {
  let directory: String
  var storePath: String { directory + "/tasks.json" }
  var sidecarPath: String { storePath + ".sync" }

  /// A fresh folder with a store of `reminders`.
  init(_ reminders: [Reminder] = []) throws {
    directory = NSTemporaryDirectory() + "recur-hostile-run-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try ReminderStore(reminders: reminders).save(path: storePath)
  }

  /// One sync of the store with `url`; returns the outcome and every progress/warning line.
  func sync(url: URL, credentials: Credentials? = nil, timeout: Double = 20,
            maximumBodyBytes: Int = URLSessionTransport.defaultMaximumBodyBytes,
            transport: (any HTTPTransport)? = nil) async -> (Result<SyncSummary, any Error>, [String]) {
    let lines = Lines()
    var options = SyncOptions(storePath: storePath, url: url, credentials: credentials)
    options.progress = { lines.add($0) }
    let engine = SyncEngine(transport: transport ?? URLSessionTransport(timeout: timeout, maximumBodyBytes: maximumBodyBytes),
                            codec: ReminderTodoCodec(), options: options)
    do {
      return (.success(try await engine.run()), lines.all)
    } catch {
      return (.failure(error), lines.all)
    }
  }

  /// The sidecar's text, "" when there is none.
  func sidecarText() -> String { (try? String(contentsOfFile: sidecarPath, encoding: .utf8)) ?? "" }

  /// Removes the folder.
  func remove() { try? FileManager.default.removeItem(atPath: directory) }

  /// Collected lines (written from the engine's tasks).
  final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func add(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
  }
}
