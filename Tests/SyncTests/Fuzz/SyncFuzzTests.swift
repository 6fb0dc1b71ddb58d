// A bounded fuzz of the whole sync against randomised server answers: every
// request is answered by a seeded generator mixing statuses, redirects, multistatus bodies
// with hostile hrefs (outside the collection, other origins, dot segments, encoded slashes),
// broken and truncated XML, DTDs, and VTODO, VEVENT and garbage calendar data. Properties
// checked on every run: no crash and only SyncError failures; every request on the origin of
// --url; every PUT and DELETE a resource inside the collection the sidecar names; every path
// the sidecar records inside it; bounded requests, store and sidecar.
// RECUR_SYNC_FUZZ_RUNS sets the number of runs (default 300), RECUR_SYNC_FUZZ_SEED the base
// seed (19); the seed of a failing run is printed, and RECUR_SYNC_FUZZ_TRACE prints every
// seed before its run (for crashes). Reasoned from docs/SYNC.md "Security".

import Foundation
import Reminders
import Testing
@testable import Sync

@Suite("Fuzz: sync against randomised server answers")
struct SyncFuzzTests {
  static let origin = "http://127.0.0.1:9"
  static let collection = URL(string: origin + "/cal/")!

  /// SplitMix64 (Steele, Lea, Flood 2014): a small seeded generator, the same on every platform.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Answers every request at random (seeded) and records what was sent.
  final class RandomServer: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var rng: SplitMix
    private(set) var sent: [HTTPRequest] = []
    init(seed: UInt64) { rng = SplitMix(state: seed) }

    var requests: [HTTPRequest] { lock.withLock { sent } }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
      lock.withLock {
        sent.append(request)
        return answer(request)
      }
    }

    private func pick<T>(_ items: [T]) -> T { items[Int(rng.next() % UInt64(items.count))] }
    private func chance(_ percent: UInt64) -> Bool { rng.next() % 100 < percent }

    static let hrefs = [
      "/cal/", "/cal/a.ics", "/cal/b.ics", "/cal/c%20d.ics", "/cal/A0000000-0000-4000-8000-000000000001.ics",
      "/etc/passwd", "/other/secret.ics", "/cal/../x.ics", "/cal/%2e%2e/y.ics", "/cal/a%2Fb.ics", "/calx/z.ics",
      "http://evil.example/cal/e.ics", "https://127.0.0.1:9/cal/f.ics", "http://127.0.0.1:9/cal/g.ics", "", "::::", "/cal/%zz.ics",
      "/", "/p/", "/home/", "/cal/sub/",
    ]

    private func calendarData() -> String {
      let uid = pick(["A0000000-0000-4000-8000-000000000001", "A0000000-0000-4000-8000-000000000002", "U3", "U4", ""])
      switch rng.next() % 5 {
      case 0: return "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:\(uid)\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
      case 1: return "garbage \(rng.next())"
      case 2: return "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:\(uid)\r\nRRULE:FREQ=\(pick(["DAILY", "X", "SECONDLY;COUNT=99999999"]))\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
      default:
        return "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:\(uid)\r\nDTSTAMP:20200101T000000Z\r\nSUMMARY:s\(rng.next() % 7)\r\n"
          + "LAST-MODIFIED:2020010\(rng.next() % 9)T000000Z\r\nSTATUS:\(pick(["NEEDS-ACTION", "COMPLETED"]))\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
      }
    }

    private func props() -> String {
      var out = ""
      if chance(50) { out += "<d:getetag>\"\(rng.next() % 5)\"</d:getetag>" }
      if chance(40) { out += chance(70) ? "<d:resourcetype><d:collection/><c:calendar/></d:resourcetype>" : "<d:resourcetype><d:collection/></d:resourcetype>" }
      if chance(30) { out += "<c:supported-calendar-component-set><c:comp name=\"\(pick(["VTODO", "VEVENT"]))\"/></c:supported-calendar-component-set>" }
      if chance(25) { out += "<d:sync-token>t\(rng.next() % 4)</d:sync-token>" }
      if chance(20) { out += "<d:supported-report-set><d:supported-report><d:report><d:sync-collection/></d:report></d:supported-report></d:supported-report-set>" }
      if chance(15) { out += "<d:current-user-principal><d:href>\(pick(Self.hrefs))</d:href></d:current-user-principal>" }
      if chance(15) { out += "<c:calendar-home-set><d:href>\(pick(Self.hrefs))</d:href></c:calendar-home-set>" }
      if chance(35) { out += "<c:calendar-data>\(DAVRequestBody.escape(calendarData()))</c:calendar-data>" }
      if chance(10) { out += "<cs:getctag>c\(rng.next() % 3)</cs:getctag>" }
      return out
    }

    private func multistatus() -> Data {
      var xml = "<?xml version=\"1.0\"?>"
      if chance(5) { xml += "<!DOCTYPE d:multistatus [<!ENTITY a \"aaaa\">]>" }
      xml += "<d:multistatus xmlns:d=\"DAV:\" xmlns:c=\"urn:ietf:params:xml:ns:caldav\" xmlns:cs=\"http://calendarserver.org/ns/\">"
      for _ in 0..<(rng.next() % 8) {
        xml += "<d:response><d:href>\(DAVRequestBody.escape(pick(Self.hrefs)))</d:href>"
        if chance(15) {
          xml += "<d:status>HTTP/1.1 \(pick([404, 507, 200, 999]))</d:status>"
        } else {
          xml += "<d:propstat><d:prop>\(props())</d:prop><d:status>HTTP/1.1 \(pick([200, 200, 404]))</d:status></d:propstat>"
        }
        xml += "</d:response>"
      }
      if chance(40) { xml += "<d:sync-token>t\(rng.next() % 4)</d:sync-token>" }
      xml += "</d:multistatus>"
      var data = Data(xml.utf8)
      if chance(8), !data.isEmpty { data = data.prefix(Int(rng.next() % UInt64(data.count))) }
      if chance(5) { data.append(contentsOf: (0..<(rng.next() % 64)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }) }
      return data
    }

    /// A plausible answer for the method (75% of the time, so runs get past discovery and
    /// into listing, fetching, planning and pushing), else anything at all.
    private func answer(_ request: HTTPRequest) -> HTTPResponse {
      if chance(75) {
        switch request.method {
        case "PROPFIND" where request.headers["Depth"] == "0":
          var props = "<d:resourcetype><d:collection/><c:calendar/></d:resourcetype>"
          if chance(50) { props += "<d:sync-token>t\(rng.next() % 4)</d:sync-token>" }
          if chance(30) { props += "<cs:getctag>c\(rng.next() % 3)</cs:getctag>" }
          let href = chance(80) ? request.url.path + "/" : pick(Self.hrefs)
          return HTTPResponse(status: 207, body: Data(("<d:multistatus xmlns:d=\"DAV:\" xmlns:c=\"urn:ietf:params:xml:ns:caldav\" "
            + "xmlns:cs=\"http://calendarserver.org/ns/\"><d:response><d:href>\(DAVRequestBody.escape(href))</d:href><d:propstat><d:prop>"
            + props + "</d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response></d:multistatus>").utf8))
        case "PROPFIND", "REPORT":
          return HTTPResponse(status: 207, body: multistatus())
        case "PUT":
          return HTTPResponse(status: pick([201, 204]), headers: chance(80) ? ["ETag": "\"p\(rng.next() % 5)\""] : [:])
        case "DELETE":
          return HTTPResponse(status: pick([204, 200, 404]))
        default:
          break
        }
      }
      switch rng.next() % 100 {
      case 0..<62:
        return HTTPResponse(status: 207, body: multistatus())
      case 62..<72:
        return HTTPResponse(status: pick([200, 201, 204]), headers: chance(60) ? ["ETag": "\"\(rng.next() % 5)\""] : [:])
      case 72..<80:
        return HTTPResponse(status: pick([301, 302, 307, 308]),
                            headers: chance(90) ? ["Location": pick(Self.hrefs + ["https://127.0.0.1:9/cal/", "http://127.0.0.1:10/cal/"])] : [:])
      default:
        return HTTPResponse(status: pick([400, 401, 403, 404, 405, 409, 412, 415, 500, 501, 507]),
                            body: Data("err \(rng.next() % 3) valid-sync-token".utf8))
      }
    }
  }

  @Test("randomised answers: no crash, only SyncError, nothing off-origin or outside the collection, bounded files",
        .timeLimit(.minutes(5)))
  func fuzz() async throws {
    let runs = Int(ProcessInfo.processInfo.environment["RECUR_SYNC_FUZZ_RUNS"] ?? "") ?? 300
    let base = UInt64(ProcessInfo.processInfo.environment["RECUR_SYNC_FUZZ_SEED"] ?? "") ?? 19
    let directory = NSTemporaryDirectory() + "recur-sync-fuzz-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let started = Date()
    var outcomes: [String: Int] = [:]
    var requests = 0
    for run in 0..<runs {
      let seed = base &* 1_000_003 &+ UInt64(run)
      // Every third run starts over; the others continue from the last run's store and sidecar.
      let store = directory + "/tasks.json"
      if run % 3 == 0 {
        try? FileManager.default.removeItem(atPath: store + ".sync")
        try ReminderStore(reminders: Sample.reminders(run % 4)).save(path: store)
      }
      // A crash kills the process before any report: RECUR_SYNC_FUZZ_TRACE prints each seed first.
      if ProcessInfo.processInfo.environment["RECUR_SYNC_FUZZ_TRACE"] != nil {
        FileHandle.standardError.write(Data("sync fuzz: seed \(seed)\n".utf8))
      }
      let server = RandomServer(seed: seed)
      var options = SyncOptions(storePath: store, url: Self.collection)
      options.credentials = Credentials(user: "fuzz", password: "fuzz-pw")
      options.progress = { _ in }
      options.lockWait = 0
      do {
        _ = try await SyncEngine(transport: server, codec: ReminderTodoCodec(), options: options).run()
        outcomes["ok", default: 0] += 1
      } catch let error as SyncError {
        outcomes[Self.kind(error), default: 0] += 1
      } catch {
        Issue.record("seed \(seed): not a SyncError: \(error)")
      }
      let sent = server.requests
      requests += sent.count
      #expect(sent.count <= 3 * (CalDAVClient.maximumSyncPages + 20), "seed \(seed): \(sent.count) requests")
      // Pushes come after the sidecar is written, so a run that wrote has a sidecar naming the
      // collection (which discovery or a redirect may have placed anywhere on the origin).
      let state = try? SyncState.load(from: store + ".sync")
      let collection = state.flatMap { URL(string: $0.collection) }
      for request in sent {
        #expect(request.url.origin == "http://127.0.0.1:9", "seed \(seed): \(request.method) \(request.url)")
        #expect(!request.url.absoluteString.contains("fuzz-pw"))
        guard request.isWrite else { continue }
        let inside = collection.flatMap { DAVHref.member(request.url.absoluteString, of: $0) }
        #expect(inside != nil && inside?.hasSuffix("/") == false,
                "seed \(seed): \(request.method) \(request.url) outside \(collection?.absoluteString ?? "no collection")")
      }
      for file in [store, store + ".sync"] {
        let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
        #expect(size < 1 << 20, "seed \(seed): \(file) grew to \(size) bytes")
      }
      if let state, let collection {
        #expect(collection.origin == "http://127.0.0.1:9", "seed \(seed): sidecar collection \(collection)")
        let own = DAVHref.key(collection.absoluteString, relativeTo: collection) ?? "?"
        for path in state.items.values.map(\.href) + state.others.keys {
          #expect(DAVHref.isInside(path, collectionPath: own) && !path.hasSuffix("/"), "seed \(seed): \(path) in the sidecar")
        }
      }
    }
    let seconds = Date().timeIntervalSince(started)
    print("sync fuzz: \(runs) runs, \(requests) requests in \(String(format: "%.1f", seconds)) s; outcomes \(outcomes.sorted { $0.key < $1.key })")
  }

  /// The case name of an error, for the outcome tally.
  static func kind(_ error: SyncError) -> String {
    String(String(describing: Mirror(reflecting: error).children.first?.label ?? "\(error)").prefix(30))
  }
}
