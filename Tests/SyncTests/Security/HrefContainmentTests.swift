// Writes only under the collection's path (docs/SYNC.md "Security"): server-supplied hrefs are
// decoded and their dot segments removed (RFC 3986 §5.2.4) before they are compared with the
// collection; anything outside it, or on another origin, is ignored with a warning and never
// fetched, written, deleted or recorded. Authority: SECURITY.md (later syncs sent authenticated
// DELETEs to /etc/passwd and /other/secret.ics named by a hostile server).

import CalDAVTestServers
import Foundation
import ICalendar
import Reminders
import Testing
@testable import Sync

@Suite("Security: writes only inside the collection")
struct HrefContainmentTests {
  let collection = URL(string: "http://127.0.0.1:5232/alice/tasks/")!

  // MARK: - Reasoned examples (RFC 3986 §5.2.4 remove_dot_segments, applied after decoding)

  @Test("members: inside after decoding and dot-segment removal, same origin, not the collection itself")
  func members() {
    #expect(DAVHref.member("/alice/tasks/a.ics", of: collection) == "/alice/tasks/a.ics")
    #expect(DAVHref.member("a%40b.ics", of: collection) == "/alice/tasks/a@b.ics")
    #expect(DAVHref.member("http://127.0.0.1:5232/alice/tasks/c.ics", of: collection) == "/alice/tasks/c.ics")
    #expect(DAVHref.member("/alice/tasks/x/../d.ics", of: collection) == "/alice/tasks/d.ics")
    for outside in ["/etc/passwd", "/alice/other/b.ics", "/alice/tasks/../other/b.ics", "/alice/tasks/%2e%2e/other/b.ics",
                    "/alice/tasks/%2E%2E/%2E%2E/etc/passwd", "/alice/tasksx/e.ics", "/alice/tasks/", "/alice/tasks",
                    "/alice/tasks/a%2Fb.ics", "/alice/tasks/a%00.ics", "http://127.0.0.2:5232/alice/tasks/f.ics",
                    "https://127.0.0.1:5232/alice/tasks/g.ics", "http://127.0.0.1:5233/alice/tasks/h.ics"] {
      #expect(DAVHref.member(outside, of: collection) == nil, "\(outside)")
    }
  }

  @Test("PUT and DELETE to a path outside the collection throw before anything is sent")
  func writesRefused() async throws {
    let transport = ScriptedTransport([{ _ in HTTPResponse(status: 204) }])
    let client = CalDAVClient(transport: transport, credentials: Credentials(user: "a", password: "b"), boundTo: collection)
    for path in ["/etc/passwd", "/alice/other/secret.ics", "/alice/tasks/../x.ics", "/alice/tasks/"] {
      await #expect(throws: SyncError.outsideCollection(method: "DELETE", path: path, collection: collection.absoluteString)) {
        try await client.delete(at: path, on: collection, precondition: .none)
      }
      await #expect(throws: SyncError.outsideCollection(method: "PUT", path: path, collection: collection.absoluteString)) {
        try await client.put("x", at: path, on: collection, precondition: .absent)
      }
    }
    #expect(transport.requests.isEmpty)
    try await client.delete(at: "/alice/tasks/a.ics", on: collection, precondition: .none)
    #expect(transport.requests.map(\.url.absoluteString) == ["http://127.0.0.1:5232/alice/tasks/a.ics"])
  }

  // MARK: - Against the hostile server (scripts/hostile-caldav.py, scenario outside-hrefs)

  @Test("hrefs outside /cal/ are ignored with a warning; only /cal/ok.ics is fetched and pulled",
        .timeLimit(.minutes(1)), .enabled(if: CalDAVServer.shouldRun, CalDAVServer.skipMessage))
  func hostileListing() async throws {
    let server = try await HostileServer.start("outside-hrefs")
    defer { server.stop() }
    let run = try HostileRun()
    defer { run.remove() }
    let (result, lines) = await run.sync(url: server.collection, credentials: Credentials(user: "alice", password: "s3cret"))
    let summary = try result.get()
    #expect(summary.description == "pushed 0, pulled 1, deleted 0, conflicts 0")
    #expect(try ReminderStore.load(path: run.storePath).reminders.map(\.title) == ["from /cal/ok.ics"])
    for href in ["/etc/passwd", "/other/secret.ics", "/cal/../other/x.ics", "/cal/%2e%2e/other/y.ics", "/cal/a%2Fb.ics",
                 "/calx/z.ics", "http://127.0.0.1:\(server.foreignPort)/cal/far.ics"] {
      #expect(lines.contains { $0.hasPrefix("sync: warning: ignoring the href \(href) ") }, "no warning for \(href): \(lines)")
    }
    let requests = server.requests()
    #expect(requests.allSatisfy { $0.port == server.port && $0.path.hasPrefix("/cal/") })
    #expect(requests.map(\.method) == ["PROPFIND", "REPORT", "REPORT"])
    #expect(requests.last?.body.contains("<d:href>/cal/ok.ics</d:href>") == true)
    #expect(requests.allSatisfy { !$0.body.contains("passwd") && !$0.body.contains("other") })
    let sidecar = run.sidecarText()
    #expect(sidecar.contains("/cal/ok.ics"))
    for outside in ["passwd", "/other/", "calx", "far.ics"] { #expect(!sidecar.contains(outside), "\(outside) in \(sidecar)") }
  }

  @Test("a sidecar with entries outside the collection (an older version's): dropped; no DELETE or PUT there",
        .timeLimit(.minutes(1)), .enabled(if: CalDAVServer.shouldRun, CalDAVServer.skipMessage))
  func poisonedSidecar() async throws {
    let server = try await HostileServer.start("outside-hrefs")
    defer { server.stop() }
    // Reminder 1 is still in the store and edited (would be PUT at /other/secret.ics);
    // reminder 2 was deleted locally (would be DELETEd at /etc/passwd).
    let run = try HostileRun([Reminder(id: Sample.id(1), title: "edited here")])
    defer { run.remove() }
    var state = SyncState(url: server.collection.absoluteString, collection: server.collection.absoluteString)
    state.items[ComponentUID(Sample.id(1))] = .init(href: "/other/secret.ics", etag: "\"1\"", localHash: "old", remoteHash: "old")
    state.items[ComponentUID(Sample.id(2))] = .init(href: "/etc/passwd", etag: "\"1\"", localHash: "old", remoteHash: "old")
    state.others["/etc/shadow"] = "\"1\""
    try state.save(to: run.sidecarPath)
    let (result, lines) = await run.sync(url: server.collection, credentials: Credentials(user: "alice", password: "s3cret"))
    let summary = try result.get()
    #expect(summary.pushed == 1)
    #expect(lines.contains { $0.contains("dropping the sidecar entry of \(Sample.id(1)): its path /other/secret.ics") })
    #expect(lines.contains { $0.contains("dropping the sidecar entry of \(Sample.id(2)): its path /etc/passwd") })
    let writes = server.requests().filter { !["PROPFIND", "REPORT"].contains($0.method) }
    #expect(writes.map { "\($0.method) \($0.path)" } == ["PUT /cal/\(Sample.id(1)).ics"])
    let sidecar = run.sidecarText()
    for outside in ["passwd", "shadow", "secret"] { #expect(!sidecar.contains(outside), "\(outside) in \(sidecar)") }
  }
}
