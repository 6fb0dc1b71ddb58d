// The sidecar (docs/SYNC.md "Sidecar"): JSON with sorted keys, atomic replacement, versioned;
// content hashes and deterministic conflict-copy UUIDs (RFC 9562 §5.8 layout).

import Foundation
import Testing
@testable import Sync

@Suite("State: sidecar file and hashes")
struct SyncStateTests {
  func temporaryDirectory() throws -> String {
    let dir = NSTemporaryDirectory() + "recur-sync-state-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  @Test("save then load gives the same state; no temporary file is left")
  func roundTrip() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    var state = SyncState(url: "http://127.0.0.1:1/", collection: "http://127.0.0.1:1/u/c/")
    state.syncToken = "tok"
    state.items["U"] = .init(href: "/u/c/U.ics", etag: "\"1\"", localHash: "a", remoteHash: "b")
    state.others["/u/c/e.ics"] = "\"9\""
    let path = dir + "/store.json.sync"
    try state.save(to: path)
    #expect(try SyncState.load(from: path) == state)
    #expect(!FileManager.default.fileExists(atPath: path + ".tmp"))
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains("\"syncToken\" : \"tok\""))
  }

  @Test("a missing sidecar is a first sync; a broken one is an error naming the file")
  func missingAndBroken() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(try SyncState.load(from: dir + "/none.sync") == nil)
    let bad = dir + "/bad.sync"
    _ = FileManager.default.createFile(atPath: bad, contents: Data("{\"version\": 1".utf8))
    #expect(throws: SyncError.self) { try SyncState.load(from: bad) }
    let future = dir + "/future.sync"
    _ = FileManager.default.createFile(atPath: future, contents: Data(#"{"version":2,"url":"","collection":"","items":{},"others":{}}"#.utf8))
    do {
      _ = try SyncState.load(from: future)
      Issue.record("version 2 was accepted")
    } catch let SyncError.state(path, detail) {
      #expect(path == future)
      #expect(detail.contains("version 2"))
    }
  }

  @Test("sidecar path: STORE.json → STORE.json.sync")
  func sidecarPath() {
    #expect(SyncState.sidecarPath(forStore: "/tmp/tasks.json") == "/tmp/tasks.json.sync")
  }

  @Test("hashes are stable across runs (FNV-1a-64 test vectors: \"\" → cbf29ce484222325, \"a\" → af63dc4c8601ec8c)")
  func hashes() {
    #expect(ContentHash.of("").hasPrefix("cbf29ce484222325"))
    #expect(ContentHash.of("a").hasPrefix("af63dc4c8601ec8c"))
    #expect(ContentHash.of("a").count == 32)
    #expect(ContentHash.of("a") != ContentHash.of("b"))
  }

  @Test("conflict-copy UUIDs: deterministic, RFC 9562 version 8 and variant 10")
  func uuids() {
    let u = ContentHash.deterministicUUID("conflict-copy|U|h")
    #expect(u == ContentHash.deterministicUUID("conflict-copy|U|h"))
    #expect(u != ContentHash.deterministicUUID("conflict-copy|U|h2"))
    #expect(UUID(uuidString: u) != nil)
    let chars = Array(u)
    #expect(chars[14] == "8")
    #expect("89AB".contains(chars[19]))
  }
}
