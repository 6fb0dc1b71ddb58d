// The example of Sources/Sync/Sync.docc/SyncingWithCalDAV.md, as written there, but for
// `run()`, which needs a server (Tests/SyncTests run it against Radicale and Xandikos).

import Foundation
import Reminders
import Sync

/// A sync engine for a reminders store and a CalDAV task list, ready to `run()`.
func makeSyncEngine(storePath: String) throws -> SyncEngine {
  guard let url = URL(string: "http://127.0.0.1:5232/alice/tasks/") else { throw URLError(.badURL) }
  var options = SyncOptions(storePath: storePath, url: url,
                            credentials: Credentials(user: "alice", password: "secret"))
  options.progress = { line in print(line) }
  return SyncEngine(transport: URLSessionTransport(timeout: 30), codec: ReminderTodoCodec(),
                    options: options)
  // let summary = try await engine.run()   // pulls, pushes, and saves the sync state
}
