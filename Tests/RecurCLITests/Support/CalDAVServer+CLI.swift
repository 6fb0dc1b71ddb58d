// Radicale for the `recur sync` CLI tests (CalDAVTestServers): started for one test and stopped
// by its teardown; skipped outside CI when .venv-caldav/ is absent, failing under CI instead.

import CalDAVTestServers
import Foundation
import XCTest

extension XCTestCase {
  /// Starts Radicale (over HTTPS with a fresh self-signed certificate when `tls`), stopped when the test ends.
  /// With `readOnly`, alice also has the read-only calendar /alice/readonly/ (CalDAVServer).
  func startRadicale(tls: Bool = false, readOnly: Bool = false) async throws -> CalDAVServer {
    guard CalDAVServer.shouldRun else {
      throw XCTSkip("Radicale not installed (.venv-caldav/ missing): run `bash scripts/caldav-servers.sh`")
    }
    let server = try await CalDAVServer.start(.radicale, tls: tls, readOnly: readOnly)
    addTeardownBlock { server.stop() }
    return server
  }
}

extension CalDAVServer {
  /// The collection the CLI tests sync with, /alice/tasks/ (Radicale's layout for user alice).
  var tasksURL: String { collectionURL("tasks").absoluteString }

  /// The .ics files Radicale stored for /alice/tasks/ (its filesystem layout), sorted.
  func storedTasks() -> [String] {
    let folder = directory + "/collections/collection-root/\(user)/tasks"
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".ics") }.sorted()
  }
}
