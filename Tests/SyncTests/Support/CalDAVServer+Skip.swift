// Why the CalDAV integration suites are skipped: Swift Testing's `.enabled(if:)` comment for
// CalDAVServer.shouldRun (the servers come from .venv-caldav/, scripts/caldav-servers.sh).

import CalDAVTestServers
import Testing

extension CalDAVServer {
  /// Shown when a suite is skipped outside CI because the virtualenv is absent.
  static let skipMessage: Comment = "CalDAV servers not installed (.venv-caldav/ missing): run `bash scripts/caldav-servers.sh`; under CI (CI set) these tests run and fail instead"
}
