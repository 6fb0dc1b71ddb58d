// Passwords never appear in any output (docs/SYNC.md "Security"), wherever they were given:
// `--password-env`, or `user:password@` in the URL (RFC 3986 §3.2.1 deprecates the latter;
// we take it out of the URL and use it as Basic credentials, RFC 7617). Authority: SECURITY.md
// (a password in --url was printed in usage errors and in server error text).

import CalDAVTestServers
import Foundation
import Testing
@testable import Sync

@Suite("Security: passwords are redacted everywhere")
struct RedactionTests {
  // MARK: - Reasoned examples

  @Test("user information is cut from URLs and from text that does not parse as one")
  func redacting() {
    #expect(URL(string: "http://bob:pw@127.0.0.1:5232/bob/tasks/")?.redactedString == "http://127.0.0.1:5232/bob/tasks/")
    #expect(URL.redacting("ftp://bob:hunter2@h/x is not http") == "ftp://***@h/x is not http")
    #expect(URL.redacting("a http://u:p@h/ and https://v:q@k:1/z") == "a http://***@h/ and https://***@k:1/z")
    #expect(URL.redacting("http://h/a@b.ics") == "http://h/a@b.ics")
    #expect(URL.redacting("no url here") == "no url here")
  }

  @Test("credentials in the URL: taken out and percent-decoded (RFC 3986 §2.1)")
  func splitting() {
    let (bare, credentials) = URL(string: "http://bob:p%40ss@h/c/")!.splittingCredentials()
    #expect(bare.absoluteString == "http://h/c/")
    #expect(credentials?.authorization == Credentials(user: "bob", password: "p@ss").authorization)
    let (same, none) = URL(string: "http://h/c/")!.splittingCredentials()
    #expect(same.absoluteString == "http://h/c/" && none == nil)
  }

  @Test("scrub: the password as given, percent-encoded as in a URL, and the Basic token")
  func scrub() {
    let c = Credentials(user: "bob", password: "p@ss word")
    let token = String(c.authorization.dropFirst("Basic ".count))
    #expect(c.scrub("x p@ss word y p%40ss%20word z \(token)") == "x *** y *** z ***")
  }

  // MARK: - Against the hostile server (scenario echo: 500 with the Authorization, decoded)

  @Test("a password in the URL: sent as Basic credentials, never in the request line, the error, the sidecar or a log line",
        .timeLimit(.minutes(1)), .enabled(if: CalDAVServer.shouldRun, CalDAVServer.skipMessage))
  func echoedPassword() async throws {
    let server = try await HostileServer.start("echo")
    defer { server.stop() }
    let run = try HostileRun(Sample.reminders(1))
    defer { run.remove() }
    let url = URL(string: "http://bob:hunter%402@127.0.0.1:\(server.port)/cal/")!
    let (result, lines) = await run.sync(url: url)
    guard case let .failure(error as SyncError) = result else {
      Issue.record("expected a SyncError, got \(result)")
      return
    }
    let token = String(Credentials(user: "bob", password: "hunter@2").authorization.dropFirst("Basic ".count))
    let text = "\(error)" + lines.joined(separator: "\n") + run.sidecarText()
    #expect(text.contains("PROPFIND http://127.0.0.1:\(server.port)/cal/: unexpected status 500"))
    #expect(text.contains("which is bob:***"), "the server's echo is in the error, scrubbed: \(text)")
    for secret in ["hunter@2", "hunter%402", token] { #expect(!text.contains(secret), "\(secret) in \(text)") }
    let requests = server.requests()
    #expect(requests.first?.auth == true, "the URL's credentials are used")
    #expect(requests.allSatisfy { !$0.path.contains("hunter") })
  }
}
