// Bounds on what a server can make the client hold or wait for (docs/SYNC.md "Security"):
// a body limit counted after decompression while the body streams in, `--timeout` over the
// whole exchange, and XML without a DTD, nested at most 64 deep. Authority: SECURITY.md (a 1 MB
// gzip body took recur-sync to 3.1 GB, an endless body to 6 GB, a 500 MB body to 1.6 GB, a
// body at one byte a second ran past 60 s with --timeout 3, a 2.2 MB body repeating one XML
// entity kept sync busy for 90 s).

import CalDAVTestServers
import Foundation
import Testing
@testable import Sync

@Suite("Security: response size, time and XML limits", .serialized)
struct ResponseLimitTests {
  // MARK: - Reasoned examples (XML 1.0 §2.8: the DTD is where entities are declared)

  @Test("XML with a document type declaration is refused, whatever precedes it in the prolog")
  func documentType() {
    let refused = [
      "<!DOCTYPE a [<!ENTITY e 'x'>]><a xmlns='DAV:'>&e;</a>",
      "<?xml version=\"1.0\"?>\n<!-- c --><!DOCTYPE a SYSTEM \"file:///etc/passwd\"><a xmlns='DAV:'/>",
      "\u{FEFF}  <!DOCTYPE a><a/>",
    ]
    for text in refused { #expect(DAVElement.parse(Data(text.utf8)) == nil, "\(text)") }
    #expect(DAVElement.parse(Data("<?xml version=\"1.0\"?><!-- <!DOCTYPE --><a xmlns='DAV:'>&amp;</a>".utf8))?.text == "&")
  }

  @Test("bytes that are not UTF-8 in a name (FoundationXML traps on them) or another declared encoding: refused, no crash")
  func notUTF8() {
    // Found by SyncFuzzTests (5,000 runs): FoundationXML force-unwraps the UTF-8 decoding of
    // element and attribute names, so one byte from a server crashed recur-sync (SIGILL).
    let bodies: [[UInt8]] = [
      Array("<a xmlns='DAV:'><b".utf8) + [0xC3, 0x28] + Array("/></a>".utf8),
      Array("<a xmlns='DAV:' x".utf8) + [0xFF] + Array("='1'/>".utf8),
      Array("<a xmlns:".utf8) + [0xFF] + Array("='DAV:'/>".utf8),
      Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a xmlns='DAV:'/>".utf8),
    ]
    for body in bodies { #expect(DAVElement.parse(Data(body)) == nil, "\(body)") }
    #expect(DAVElement.parse(Data("<?xml version='1.0' encoding='UTF-8'?><a xmlns='DAV:'>é</a>".utf8))?.text == "é")
  }

  @Test("nesting deeper than 64 is refused; 64 is read")
  func depth() {
    func nested(_ n: Int) -> Data { Data((String(repeating: "<a>", count: n) + String(repeating: "</a>", count: n)).utf8) }
    #expect(DAVElement.parse(nested(64)) != nil)
    #expect(DAVElement.parse(nested(65)) == nil)
  }

  // MARK: - Against the hostile server

  /// The error of one sync of `scenario`'s collection with `timeout` and `limit`, and the port.
  func failure(_ scenario: String, timeout: Double = 20,
               limit: Int = URLSessionTransport.defaultMaximumBodyBytes) async throws -> (SyncError?, Int) {
    let server = try await HostileServer.start(scenario)
    defer { server.stop() }
    let run = try HostileRun()
    defer { run.remove() }
    let (result, _) = await run.sync(url: server.collection, timeout: timeout, maximumBodyBytes: limit)
    #expect(!FileManager.default.fileExists(atPath: run.sidecarPath))
    guard case let .failure(error as SyncError) = result else {
      Issue.record("expected a SyncError, got \(result)")
      return (nil, server.port)
    }
    return (error, server.port)
  }

  @Test("a gzip body decoding to 256 MiB, an endless body, a declared 500 MB body: stopped at the 64 MiB limit",
        .timeLimit(.minutes(1)), .enabled(if: CalDAVServer.shouldRun, CalDAVServer.skipMessage),
        arguments: ["gzip-bomb", "endless", "huge"])
  func tooLarge(scenario: String) async throws {
    let (error, port) = try await failure(scenario)
    #expect(error == .tooLarge(method: "PROPFIND", url: "http://127.0.0.1:\(port)/cal/", limit: 64 << 20))
    #expect(error.map { "\($0)".contains("larger than 64 MiB") } == true)
  }

  @Test("a body sent one byte a second: --timeout 2 ends the whole exchange",
        .timeLimit(.minutes(1)), .enabled(if: CalDAVServer.shouldRun, CalDAVServer.skipMessage))
  func trickle() async throws {
    let (error, _) = try await failure("trickle", timeout: 2)
    guard case let .unreachable(method, _, detail) = error else {
      Issue.record("expected .unreachable, got \(String(describing: error))")
      return
    }
    #expect(method == "PROPFIND")
    #expect(detail == "timed out: no complete answer within 2 s (--timeout bounds the whole exchange)")
  }

  @Test("2.2 MB of references to one DTD entity: refused without expanding",
        .timeLimit(.minutes(1)), .enabled(if: CalDAVServer.shouldRun, CalDAVServer.skipMessage))
  func entity() async throws {
    let (error, _) = try await failure("entity")
    guard case let .badResponse(method, _, detail) = error else {
      Issue.record("expected .badResponse, got \(String(describing: error))")
      return
    }
    #expect(method == "PROPFIND")
    #expect(detail.contains("a DTD"))
  }

  @Test("2.2 MB of &amp; (predefined entities, no DTD) is read: 440,000 ampersands",
        .timeLimit(.minutes(1)), .enabled(if: CalDAVServer.shouldRun, CalDAVServer.skipMessage))
  func predefinedEntities() async throws {
    let server = try await HostileServer.start("amp")
    defer { server.stop() }
    let client = CalDAVClient(transport: URLSessionTransport(timeout: 20), credentials: nil, boundTo: server.root)
    let (properties, _) = try await client.properties(of: server.collection)
    #expect(properties.displayName == String(repeating: "&", count: 440_000))
  }
}
