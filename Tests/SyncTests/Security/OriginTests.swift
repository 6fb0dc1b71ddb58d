// Credentials go only to the origin the user named (docs/SYNC.md "Security"; origin per
// RFC 6454 §4): discovery that leads to another scheme, host or port stops with the URL it
// found and sends nothing there; https never becomes http. Authority: SECURITY.md (a hostile
// server's calendar-home-set on another host got Basic credentials and every reminder).

import CalDAVTestServers
import Foundation
import Testing
@testable import Sync

@Suite("Security: credentials stay on the origin of --url")
struct OriginTests {
  static let propsOpen = #"<d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:response><d:href>"#

  /// A 207 for `href` with the given `<d:prop>` content.
  static func answer(_ href: String, _ props: String) -> HTTPResponse {
    HTTPResponse(status: 207, body: Data((propsOpen + href + "</d:href><d:propstat><d:prop>" + props
      + "</d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response></d:multistatus>").utf8))
  }

  // MARK: - Reasoned examples (RFC 6454 §4: scheme, host, port; default ports 80 and 443)

  @Test("origins: default ports filled in, case folded, http and https apart")
  func origins() {
    #expect(URL(string: "HTTPS://Dav.Example.com/me/")?.origin == "https://dav.example.com:443")
    #expect(URL(string: "http://127.0.0.1:5232/a/")?.origin == "http://127.0.0.1:5232")
    #expect(URL(string: "http://h/a")?.isSameOrigin(as: URL(string: "http://h:80/b")!) == true)
    #expect(URL(string: "https://h/")?.isSameOrigin(as: URL(string: "http://h/")!) == false)
    #expect(URL(string: "https://h/")?.isSameOrigin(as: URL(string: "https://h:8443/")!) == false)
  }

  @Test("an https server whose calendar-home-set is http on the same host: refused before any request there")
  func httpsNeverFallsToHTTP() async throws {
    let transport = ScriptedTransport([
      { $0.url.path == "/" ? Self.answer("/", "<d:current-user-principal><d:href>/p/</d:href></d:current-user-principal>") : nil },
      { $0.url.path == "/p" ? Self.answer("/p/", "<c:calendar-home-set><d:href>http://dav.example.com/home/</d:href></c:calendar-home-set>") : nil },
    ])
    let client = CalDAVClient(transport: transport, credentials: Credentials(user: "a", password: "b"),
                              boundTo: URL(string: "https://dav.example.com/")!)
    await #expect(throws: SyncError.foreignOrigin(given: "https://dav.example.com/", found: "http://dav.example.com/home/",
                                                  via: "calendar-home-set")) {
      _ = try await client.discoverCollection(from: URL(string: "https://dav.example.com/")!)
    }
    #expect(transport.requests.map(\.url.absoluteString) == ["https://dav.example.com/", "https://dav.example.com/p/"])
  }

  @Test("a redirect from https to http on the same host and port is refused (RFC 6454: another origin)")
  func httpsRedirectToHTTP() async throws {
    let transport = ScriptedTransport([{ _ in HTTPResponse(status: 301, headers: ["Location": "http://dav.example.com:443/cal/"]) }])
    let client = CalDAVClient(transport: transport, credentials: Credentials(user: "a", password: "b"),
                              boundTo: URL(string: "https://dav.example.com/")!)
    await #expect(throws: SyncError.redirect(method: "PROPFIND", url: "https://dav.example.com/cal/",
                                             detail: "redirect to another origin (http://dav.example.com:443/cal/) refused")) {
      _ = try await client.properties(of: URL(string: "https://dav.example.com/cal/")!)
    }
    #expect(transport.requests.count == 1)
  }

  @Test("a client bound to an origin sends nothing elsewhere, whatever URL it is handed")
  func boundClient() async throws {
    let transport = ScriptedTransport([{ _ in HTTPResponse(status: 207) }])
    let client = CalDAVClient(transport: transport, credentials: Credentials(user: "a", password: "b"),
                              boundTo: URL(string: "http://127.0.0.1:9/cal/")!)
    await #expect(throws: SyncError.self) {
      _ = try await client.properties(of: URL(string: "http://127.0.0.1:10/cal/")!)
    }
    #expect(transport.requests.isEmpty)
  }

  @Test("a sidecar naming a collection on another origin (left by an older version) is not followed")
  func foreignSidecar() async throws {
    let run = try HostileRun()
    defer { run.remove() }
    var state = SyncState(url: "http://127.0.0.1:9/", collection: "http://evil.example/cal/")
    state.syncToken = "t"
    try state.save(to: run.sidecarPath)
    let transport = ScriptedTransport([])
    let (result, _) = await run.sync(url: URL(string: "http://127.0.0.1:9/")!, transport: transport)
    guard case let .failure(error as SyncError) = result, case let .foreignOrigin(_, found, _) = error else {
      Issue.record("expected .foreignOrigin, got \(result)")
      return
    }
    #expect(found == "http://evil.example/cal/")
    #expect(transport.requests.isEmpty)
  }

  // MARK: - Against the hostile server (scripts/hostile-caldav.py)

  @Test("a calendar-home-set or calendar on another port: stop with the URL found; the other origin gets nothing",
        .timeLimit(.minutes(1)), .enabled(if: CalDAVServer.shouldRun, CalDAVServer.skipMessage),
        arguments: ["foreign-home", "foreign-calendar"])
  func hostileDiscovery(scenario: String) async throws {
    let server = try await HostileServer.start(scenario)
    defer { server.stop() }
    let run = try HostileRun(Sample.reminders(2))
    defer { run.remove() }
    let (result, _) = await run.sync(url: server.root, credentials: Credentials(user: "alice", password: "s3cret"))
    let expectedFound = scenario == "foreign-home"
      ? "http://127.0.0.1:\(server.foreignPort)/home/" : "http://127.0.0.1:\(server.foreignPort)/home/cal/"
    guard case let .failure(error as SyncError) = result, case let .foreignOrigin(given, found, _) = error else {
      Issue.record("expected .foreignOrigin, got \(result)")
      return
    }
    #expect(given == server.root.absoluteString)
    #expect(found == expectedFound)
    #expect("\(error)".contains("run again with --url \(expectedFound)"))
    let requests = server.requests()
    #expect(!requests.isEmpty)
    #expect(requests.allSatisfy { $0.port == server.port }, "requests to the foreign port: \(requests.map { "\($0.port) \($0.method) \($0.path)" })")
    #expect(requests.allSatisfy { $0.method == "PROPFIND" })
    #expect(!FileManager.default.fileExists(atPath: run.sidecarPath), "no sidecar records the foreign host")
  }
}
