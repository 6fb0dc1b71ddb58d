// Sync matches store reminders, sidecar items and server entries by `ComponentUID` (docs/
// SEMANTICS.md "UIDs compare as bytes"). Reasoned examples: `caf\u{E9}` and `cafe\u{301}` are
// canonically equivalent but two UIDs (RFC 5545 §3.8.4.7), so two resources; actions are in
// UTF-8 byte order (0x65 `e` before 0xC3). Text is compared with non-ASCII scalars spelled out.

import Foundation
import ICalendar
import Testing
@testable import Sync

@Suite("SyncPlanner: UIDs compare as bytes")
struct SyncPlannerUIDTests {
  static let precomposed = "caf\u{E9}"
  static let decomposed = "cafe\u{301}"

  static func spelled(_ text: String) -> String {
    text.unicodeScalars.map { $0.isASCII ? String($0) : "<" + String($0.value, radix: 16, uppercase: true) + ">" }.joined()
  }

  @Test("two spellings in the store are two creates")
  func twoLocalUIDsAreTwoResources() {
    let state = SyncState(url: "http://127.0.0.1/c/", collection: "http://127.0.0.1/c/")
    let local: [ComponentUID: String] = [ComponentUID(Self.precomposed): "h1", ComponentUID(Self.decomposed): "h2"]
    let actions = SyncPlanner.plan(local: local, localModified: Date(timeIntervalSince1970: 0), listing: [:], fetched: [],
                                   fetchedPaths: [], state: state, collectionPath: "/c/")
    #expect(actions.map { Self.spelled($0.uid) } == ["cafe<301>", "caf<E9>"])
    #expect(actions.allSatisfy { if case .pushCreate = $0 { true } else { false } })
  }

  @Test("a server entry matches its own spelling's sidecar item only")
  func remoteEntryMatchesByBytes() {
    var state = SyncState(url: "http://127.0.0.1/c/", collection: "http://127.0.0.1/c/")
    state.items[ComponentUID(Self.precomposed)] = .init(href: "/c/p.ics", etag: "\"1\"", localHash: "h1", remoteHash: "h1")
    let remote = RemoteEntry(uid: Self.decomposed, path: "/c/d.ics", etag: "\"1\"", hash: "h2", modified: nil)
    let actions = SyncPlanner.plan(local: [ComponentUID(Self.precomposed): "h1"], localModified: Date(timeIntervalSince1970: 0),
                                   listing: ["/c/p.ics": "\"1\"", "/c/d.ics": "\"1\""], fetched: [remote],
                                   fetchedPaths: ["/c/d.ics"], state: state, collectionPath: "/c/")
    // The decomposed resource is new here (pulled); the precomposed item is unchanged (nothing).
    #expect(actions.map { Self.spelled($0.uid) } == ["cafe<301>"])
    #expect(actions.allSatisfy { if case .pull = $0 { true } else { false } })
  }

  @Test("the sidecar keeps both spellings through a save and load")
  func sidecarRoundTrip() throws {
    var state = SyncState(url: "http://127.0.0.1/c/", collection: "http://127.0.0.1/c/")
    state.items[ComponentUID(Self.precomposed)] = .init(href: "/c/p.ics", etag: nil, localHash: "a", remoteHash: "a")
    state.items[ComponentUID(Self.decomposed)] = .init(href: "/c/d.ics", etag: nil, localHash: "b", remoteHash: "b")
    let back = try JSONDecoder().decode(SyncState.self, from: JSONEncoder().encode(state))
    #expect(back.items.keys.map { Self.spelled($0.text) }.sorted() == ["caf<E9>", "cafe<301>"])
    #expect(back.items[ComponentUID(Self.decomposed)]?.href == "/c/d.ics")
  }
}
