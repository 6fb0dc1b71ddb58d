// The Sync client over HTTPS (RFC 9110 §4.2.2, TLS RFC 8446) against Radicale 3 started with
// `[server] ssl` and a certificate signed by a throwaway CA made at test time: a certificate that no CA of
// the system trust store signed is refused (no request reaches the server, nothing written),
// and an https URL on a plain-HTTP port fails the handshake. Both are `SyncError.tls` (exit 69,
// docs/SYNC.md "Exit status"). The trusted case runs the built binary in a private mount
// namespace: Tests/RecurCLITests/SyncHTTPSCLITests.swift. Source: docs/SYNC.md "HTTPS";
// libcurl texts measured with Swift 6.3.1 (libcurl 7.88.1, OpenSSL 3.0.19).

import CalDAVTestServers
import Foundation
import Reminders
import Testing
@testable import Sync

@Suite("Sync over HTTPS against Radicale with TLS", .serialized, .timeLimit(.minutes(2)),
       .enabled(if: CalDAVServer.shouldRun, CalDAVServer.skipMessage))
struct HTTPSIntegrationTests {
  @Test("a certificate no trusted CA signed: .tls naming the URL and the certificate; store and sidecar untouched")
  func untrustedCertificate() async throws {
    let server = try await CalDAVServer.start(.radicale, tls: true)
    defer { server.stop() }
    let dir = server.directory + "/stores/untrusted"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let store = dir + "/tasks.json"
    try ReminderStore(reminders: Sample.reminders(2)).save(path: store)
    let before = try Data(contentsOf: URL(fileURLWithPath: store))
    let url = server.collectionURL("tasks")
    let counter = CountingTransport(URLSessionTransport(timeout: 10))
    var options = SyncOptions(storePath: store, url: url, credentials: server.credentials)
    options.progress = { _ in }
    do {
      let summary = try await SyncEngine(transport: counter, codec: ReminderTodoCodec(), options: options).run()
      Issue.record("synced with an untrusted certificate: \(summary)")
    } catch let error as SyncError {
      guard case let .tls(method, failedURL, detail) = error else {
        Issue.record("expected .tls, got \(error)")
        return
      }
      #expect(method == "PROPFIND")
      #expect(failedURL == "https://127.0.0.1:\(server.port)/alice/tasks/")
      #expect(detail.hasPrefix("SSL certificate problem: unable to get local issuer certificate; "), "\(detail)")
      #expect(detail.hasSuffix(URLSessionTransport.trustHint))
      let text = error.description
      #expect(text.hasPrefix("PROPFIND https://127.0.0.1:\(server.port)/alice/tasks/: TLS failure (SSL certificate problem"), "\(text)")
      #expect(!text.contains(server.password))
      #expect(!text.contains(Data("alice:\(server.password)".utf8).base64EncodedString()))
    }
    #expect(counter.requests == 1, "one PROPFIND attempted, no retry: \(counter.methods)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
    #expect(!FileManager.default.fileExists(atPath: store + ".sync"))
    // Radicale created no collection and stored nothing for alice.
    let stored = FileManager.default.enumerator(atPath: server.directory + "/collections")?.allObjects as? [String] ?? []
    #expect(!stored.contains { $0.hasSuffix(".ics") }, "\(stored)")
  }

  @Test("an https URL on a plain-HTTP server: .tls, handshake failed (OpenSSL: wrong version number)")
  func httpsToPlainHTTP() async throws {
    let server = try await CalDAVServer.start(.radicale)
    defer { server.stop() }
    let url = URL(string: "https://127.0.0.1:\(server.port)/alice/tasks/")!
    let client = CalDAVClient(transport: URLSessionTransport(timeout: 10), credentials: server.credentials)
    do {
      _ = try await client.properties(of: url)
      Issue.record("no error")
    } catch let SyncError.tls(method, failedURL, detail) {
      #expect(method == "PROPFIND")
      #expect(failedURL == url.absoluteString)
      #expect(detail.hasPrefix("handshake failed: "), "\(detail)")
      #expect(detail.contains("wrong version number"), "\(detail)")
      #expect(!detail.contains(server.password))
    }
  }
}
