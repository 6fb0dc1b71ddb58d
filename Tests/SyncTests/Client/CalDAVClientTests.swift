// The client's HTTP handling without a server: redirects (RFC 9110 §15.4, bounded), 401/403
// (RFC 9110 §15.5.2, §15.5.4), 412 (§15.5.13), refused connections on loopback, Basic auth
// (RFC 7617 §2) and that the password never appears in an error.

import CalDAVTestServers
import Foundation
import Testing
@testable import Sync

@Suite("CalDAV client: statuses, redirects, credentials")
struct CalDAVClientTests {
  static let base = URL(string: "http://127.0.0.1:9/u/c/")!
  static let secret = "pa55-w0rd!"

  @Test("Basic authorization header per RFC 7617 §2 (alice:s3cret → YWxpY2U6czNjcmV0)")
  func basic() {
    #expect(Credentials(user: "alice", password: "s3cret").authorization == "Basic YWxpY2U6czNjcmV0")
    #expect("\(Credentials(user: "alice", password: "s3cret"))" == "alice:***")
  }

  @Test("401 → .unauthorized with method, URL and status; the password appears nowhere")
  func unauthorized() async throws {
    let transport = ScriptedTransport([{ _ in HTTPResponse(status: 401, body: Data("bad \(Self.secret)".utf8)) }])
    let client = CalDAVClient(transport: transport, credentials: Credentials(user: "alice", password: Self.secret))
    do {
      _ = try await client.properties(of: Self.base)
      Issue.record("no error")
    } catch let error as SyncError {
      #expect(error == .unauthorized(method: "PROPFIND", url: "http://127.0.0.1:9/u/c/", status: 401))
      #expect(!"\(error)".contains(Self.secret))
    }
    #expect(transport.requests.first?.headers["Authorization"]?.hasPrefix("Basic ") == true)
  }

  @Test("a server echoing the password in an error body: scrubbed from the error text")
  func scrubbed() async throws {
    let transport = ScriptedTransport([{ _ in HTTPResponse(status: 500, body: Data("oops \(Self.secret)".utf8)) }])
    let client = CalDAVClient(transport: transport, credentials: Credentials(user: "alice", password: Self.secret))
    await #expect(throws: SyncError.httpStatus(method: "PUT", url: "http://127.0.0.1:9/u/c/a.ics", status: 500, detail: "oops ***")) {
      try await client.put("x", at: "/u/c/a.ics", on: Self.base, precondition: .absent)
    }
  }

  @Test("412 on PUT If-Match → .preconditionFailed; the precondition headers are sent (RFC 4791 §5.3.2)")
  func precondition() async throws {
    let transport = ScriptedTransport([{ _ in HTTPResponse(status: 412) }])
    let client = CalDAVClient(transport: transport, credentials: nil)
    await #expect(throws: SyncError.preconditionFailed(method: "PUT", url: "http://127.0.0.1:9/u/c/a.ics")) {
      try await client.put("x", at: "/u/c/a.ics", on: Self.base, precondition: .matches("\"1\""))
    }
    #expect(transport.requests.first?.headers["If-Match"] == "\"1\"")
    _ = try? await client.put("x", at: "/u/c/b.ics", on: Self.base, precondition: .absent)
    #expect(transport.requests.last?.headers["If-None-Match"] == "*")
  }

  @Test("redirects: followed on the same origin keeping method and body; bounded; other origins refused")
  func redirects() async throws {
    let ok = #"<d:multistatus xmlns:d="DAV:"><d:response><d:href>/new/</d:href><d:propstat><d:prop><d:resourcetype><d:collection/></d:resourcetype></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response></d:multistatus>"#
    let hop = ScriptedTransport([
      { $0.url.path == "/old" ? HTTPResponse(status: 301, headers: ["Location": "/new/"]) : nil },
      { $0.url.path == "/new" && $0.method == "PROPFIND" ? HTTPResponse(status: 207, body: Data(ok.utf8)) : nil },
    ])
    let (_, answered) = try await CalDAVClient(transport: hop, credentials: nil).properties(of: URL(string: "http://127.0.0.1:9/old")!)
    #expect(answered.absoluteString == "http://127.0.0.1:9/new/")
    #expect(hop.requests.count == 2)
    #expect(hop.requests[1].body == hop.requests[0].body)

    let loop = ScriptedTransport([{ _ in HTTPResponse(status: 302, headers: ["Location": "/again"]) }])
    await #expect(throws: SyncError.self) {
      _ = try await CalDAVClient(transport: loop, credentials: nil).properties(of: Self.base)
    }
    #expect(loop.requests.count == CalDAVClient.maximumRedirects + 1)

    let away = ScriptedTransport([{ _ in HTTPResponse(status: 307, headers: ["Location": "http://127.0.0.2:9/x"]) }])
    await #expect(throws: SyncError.self) {
      _ = try await CalDAVClient(transport: away, credentials: Credentials(user: "a", password: "b")).properties(of: Self.base)
    }
    #expect(away.requests.count == 1)
  }

  @Test("423 Locked (Xandikos under concurrent writes, RFC 4918 §11.3) is retried, at most 5 times")
  func lockedRetried() async throws {
    let counter = CountingTransport(ScriptedTransport([{ _ in HTTPResponse(status: 423) }]))
    let twice = LockedTwice()
    let client = CalDAVClient(transport: twice, credentials: nil)
    let etag = try await client.put("x", at: "/u/c/a.ics", on: Self.base, precondition: .absent)
    #expect(etag == "\"1\"")
    #expect(twice.count == 3)
    await #expect(throws: SyncError.self) {
      try await CalDAVClient(transport: counter, credentials: nil).put("x", at: "/u/c/a.ics", on: Self.base, precondition: .absent)
    }
    #expect(counter.requests == CalDAVClient.maximumRetries + 1)
  }

  @Test("a 207 that is not a multistatus → .badResponse, not a crash")
  func badBody() async {
    let transport = ScriptedTransport([{ _ in HTTPResponse(status: 207, body: Data("<html>".utf8)) }])
    await #expect(throws: SyncError.self) {
      _ = try await CalDAVClient(transport: transport, credentials: nil).listETags(of: Self.base)
    }
  }

  @Test("sync-collection with a token the server no longer knows (RFC 6578 §3.2 valid-sync-token) → nil, so we list")
  func invalidToken() async throws {
    let body = #"<d:error xmlns:d="DAV:"><d:valid-sync-token/></d:error>"#
    let transport = ScriptedTransport([{ _ in HTTPResponse(status: 403, body: Data(body.utf8)) }])
    #expect(try await CalDAVClient(transport: transport, credentials: nil).changes(of: Self.base, since: "old") == nil)
  }

  @Test("sync-collection truncated with 507 (RFC 6578 §3.6) → the next page is asked with the new token")
  func truncated() async throws {
    let page1 = #"<d:multistatus xmlns:d="DAV:"><d:response><d:href>/u/c/a.ics</d:href><d:propstat><d:prop><d:getetag>"1"</d:getetag></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response><d:response><d:href>/u/c/</d:href><d:status>HTTP/1.1 507 Insufficient Storage</d:status></d:response><d:sync-token>t1</d:sync-token></d:multistatus>"#
    let page2 = #"<d:multistatus xmlns:d="DAV:"><d:response><d:href>/u/c/b.ics</d:href><d:propstat><d:prop><d:getetag>"2"</d:getetag></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response><d:sync-token>t2</d:sync-token></d:multistatus>"#
    let transport = ScriptedTransport([{ request in
      let body = String(decoding: request.body ?? Data(), as: UTF8.self)
      return HTTPResponse(status: 207, body: Data((body.contains(">t1<") ? page2 : page1).utf8))
    }])
    let changes = try await CalDAVClient(transport: transport, credentials: nil).changes(of: Self.base, since: "")
    #expect(changes == CollectionChanges(changed: ["/u/c/a.ics": "\"1\"", "/u/c/b.ics": "\"2\""], removed: [], token: "t2"))
  }

  @Test("nothing listening on a loopback port → .unreachable (URLSession, connection refused)")
  func refused() async throws {
    let port = try FreePort.find()
    let client = CalDAVClient(transport: URLSessionTransport(timeout: 5),
                              credentials: Credentials(user: "alice", password: Self.secret))
    do {
      _ = try await client.properties(of: URL(string: "http://127.0.0.1:\(port)/u/c/")!)
      Issue.record("no error")
    } catch let SyncError.unreachable(method, url, detail) {
      #expect(method == "PROPFIND")
      #expect(url == "http://127.0.0.1:\(port)/u/c/")
      #expect(!detail.contains(Self.secret))
    }
  }
}

/// Answers 423 twice, then 201 with an ETag.
final class LockedTwice: HTTPTransport, @unchecked Sendable {
  private let lock = NSLock()
  private var sent = 0
  var count: Int { lock.withLock { sent } }
  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let n: Int = lock.withLock { sent += 1; return sent }
    return n <= 2 ? HTTPResponse(status: 423) : HTTPResponse(status: 201, headers: ["ETag": "\"1\""])
  }
}
