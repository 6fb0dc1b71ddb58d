// Planning tables (docs/SYNC.md "Planning"): every combination of local status (unchanged,
// edited, deleted, new) and remote status (unchanged, edited, touched, deleted, new) from
// the previous state, with the conflict rule of docs/SEMANTICS.md "Sync".
// Source: this project's decisions, docs/SYNC.md; RFC 4791 §5.3.2 for the preconditions.

import Foundation
import ICalendar
import Testing
@testable import Sync

@Suite("SyncPlanner: the decision table of docs/SYNC.md")
struct SyncPlannerTests {
  static let c = "/c/"
  static let t0 = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14T22:13:20Z
  static let before = t0.addingTimeInterval(-3600)
  static let after = t0.addingTimeInterval(3600)

  /// The previous state: `U` synced at /c/U.ics, ETag "1", both hashes `h1`.
  static func state(_ items: [ComponentUID: SyncState.Item] = ["U": .init(href: "/c/U.ics", etag: "\"1\"", localHash: "h1", remoteHash: "h1")]) -> SyncState {
    var s = SyncState(url: "http://127.0.0.1/c/", collection: "http://127.0.0.1/c/")
    s.items = items
    return s
  }

  static func remote(_ uid: String = "U", path: String = "/c/U.ics", etag: String = "\"2\"", hash: String, modified: Date? = nil) -> RemoteEntry {
    RemoteEntry(uid: uid, path: path, etag: etag, hash: hash, modified: modified)
  }

  static func plan(local: [String: String], listing: [String: String], fetched: [RemoteEntry] = [],
                   state: SyncState = state(), localModified: Date = t0) -> [SyncAction] {
    SyncPlanner.plan(local: local, localModified: localModified, listing: listing, fetched: fetched,
                     fetchedPaths: Set(fetched.map(\.path)), state: state, collectionPath: c)
  }

  // MARK: - With a previous state (local × remote)

  @Test("unchanged × unchanged → nothing (an idle sync writes nothing)")
  func idle() {
    #expect(Self.plan(local: ["U": "h1"], listing: ["/c/U.ics": "\"1\""]) == [])
  }

  @Test("edited × unchanged → PUT If-Match the recorded ETag")
  func localEdit() {
    #expect(Self.plan(local: ["U": "h2"], listing: ["/c/U.ics": "\"1\""])
      == [.pushUpdate(uid: "U", path: "/c/U.ics", etag: "\"1\"")])
  }

  @Test("unchanged × edited → pull")
  func remoteEdit() {
    let r = Self.remote(hash: "h2")
    #expect(Self.plan(local: ["U": "h1"], listing: ["/c/U.ics": "\"2\""], fetched: [r]) == [.pull(uid: "U", remote: r)])
  }

  @Test("unchanged × touched (new ETag, same owned fields, e.g. another client set X-APPLE-SORT-ORDER) → record the ETag only")
  func remoteTouched() {
    let r = Self.remote(hash: "h1")
    #expect(Self.plan(local: ["U": "h1"], listing: ["/c/U.ics": "\"2\""], fetched: [r])
      == [.record(uid: "U", remote: r, localHash: "h1")])
  }

  @Test("edited × touched → PUT If-Match the new ETag (no conflict: the other client changed nothing we own)")
  func localEditRemoteTouched() {
    let r = Self.remote(hash: "h1")
    #expect(Self.plan(local: ["U": "h2"], listing: ["/c/U.ics": "\"2\""], fetched: [r])
      == [.pushUpdate(uid: "U", path: "/c/U.ics", etag: "\"2\"")])
  }

  @Test("edited × edited to the same content → record, no write")
  func sameEditBothSides() {
    let r = Self.remote(hash: "h2")
    #expect(Self.plan(local: ["U": "h2"], listing: ["/c/U.ics": "\"2\""], fetched: [r])
      == [.record(uid: "U", remote: r, localHash: "h2")])
  }

  @Test("edited × edited, remote LAST-MODIFIED later than the store → remote wins, local version copied")
  func conflictRemoteWins() {
    let r = Self.remote(hash: "h3", modified: Self.after)
    let copy = SyncPlanner.copyUID(of: "U", hash: "h2")
    #expect(Self.plan(local: ["U": "h2"], listing: ["/c/U.ics": "\"2\""], fetched: [r]) == [
      .keepConflictCopy(uid: "U", copyUID: copy, side: .local),
      .pull(uid: "U", remote: r),
      .pushCreate(uid: copy, path: "/c/\(copy).ics"),
    ])
  }

  @Test("edited × edited, remote LAST-MODIFIED earlier → local wins, remote version copied")
  func conflictLocalWins() {
    let r = Self.remote(hash: "h3", modified: Self.before)
    let copy = SyncPlanner.copyUID(of: "U", hash: "h3")
    #expect(Self.plan(local: ["U": "h2"], listing: ["/c/U.ics": "\"2\""], fetched: [r]) == [
      .keepConflictCopy(uid: "U", copyUID: copy, side: .remote),
      .pushUpdate(uid: "U", path: "/c/U.ics", etag: "\"2\""),
      .pushCreate(uid: copy, path: "/c/\(copy).ics"),
    ])
  }

  @Test("conflict with equal times or no remote LAST-MODIFIED/DTSTAMP → local wins")
  func conflictTies() {
    #expect(SyncPlanner.winner(localModified: Self.t0, remoteModified: Self.t0) == .local)
    #expect(SyncPlanner.winner(localModified: Self.t0, remoteModified: nil) == .local)
    #expect(SyncPlanner.winner(localModified: Self.t0, remoteModified: Self.after) == .remote)
  }

  @Test("a conflict copy already in the store (rerun after an interrupted sync) is not made twice")
  func conflictCopyAlreadyThere() {
    let r = Self.remote(hash: "h3", modified: Self.before)
    let copy = SyncPlanner.copyUID(of: "U", hash: "h3")
    // The copy is in the store but not yet on the server: it is pushed by the new-local rule.
    #expect(Self.plan(local: ["U": "h2", copy: "h3c"], listing: ["/c/U.ics": "\"2\""], fetched: [r]) == [
      .pushUpdate(uid: "U", path: "/c/U.ics", etag: "\"2\""),
      .pushCreate(uid: copy, path: "/c/\(copy).ics"),
    ].sorted { $0.uid < $1.uid })
  }

  @Test("unchanged × deleted → remove locally")
  func remoteDelete() {
    #expect(Self.plan(local: ["U": "h1"], listing: [:]) == [.removeLocal(uid: "U")])
  }

  @Test("edited × deleted → re-create on the server (the edit survives)")
  func localEditRemoteDelete() {
    #expect(Self.plan(local: ["U": "h2"], listing: [:]) == [.pushCreate(uid: "U", path: "/c/U.ics")])
  }

  @Test("deleted × unchanged → DELETE If-Match the recorded ETag")
  func localDelete() {
    #expect(Self.plan(local: [:], listing: ["/c/U.ics": "\"1\""])
      == [.pushDelete(uid: "U", path: "/c/U.ics", etag: "\"1\"")])
  }

  @Test("deleted × touched → DELETE If-Match the new ETag")
  func localDeleteRemoteTouched() {
    let r = Self.remote(hash: "h1")
    #expect(Self.plan(local: [:], listing: ["/c/U.ics": "\"2\""], fetched: [r])
      == [.pushDelete(uid: "U", path: "/c/U.ics", etag: "\"2\"")])
  }

  @Test("deleted × edited → pull back (the edit survives the delete)")
  func localDeleteRemoteEdit() {
    let r = Self.remote(hash: "h2")
    #expect(Self.plan(local: [:], listing: ["/c/U.ics": "\"2\""], fetched: [r]) == [.pull(uid: "U", remote: r)])
  }

  @Test("deleted × deleted → forget")
  func bothDeleted() {
    #expect(Self.plan(local: [:], listing: [:]) == [.forget(uid: "U")])
  }

  @Test("changed ETag whose body did not come back (404 in the multiget) → no action this time")
  func unknownRemote() {
    #expect(SyncPlanner.plan(local: ["U": "h2"], localModified: Self.t0, listing: ["/c/U.ics": "\"2\""], fetched: [],
                             fetchedPaths: [], state: Self.state(), collectionPath: Self.c) == [])
  }

  @Test("the path now holds another UID → this UID was deleted remotely; the other is new")
  func pathReused() {
    let other = Self.remote("V", path: "/c/U.ics", hash: "hv")
    #expect(Self.plan(local: ["U": "h1"], listing: ["/c/U.ics": "\"2\""], fetched: [other])
      == [.removeLocal(uid: "U"), .pull(uid: "V", remote: other)])
  }

  @Test("the UID moved to another path → pull/record at the new path")
  func moved() {
    let r = Self.remote(path: "/c/elsewhere.ics", etag: "\"9\"", hash: "h1")
    #expect(Self.plan(local: ["U": "h1"], listing: ["/c/elsewhere.ics": "\"9\""], fetched: [r])
      == [.record(uid: "U", remote: r, localHash: "h1")])
  }

  // MARK: - Without a previous state (first sync, new items)

  @Test("new local → PUT If-None-Match: * at the UID's resource name")
  func newLocal() {
    #expect(Self.plan(local: ["N": "hn"], listing: [:], state: Self.state([:]))
      == [.pushCreate(uid: "N", path: "/c/N.ics")])
  }

  @Test("new remote → pull")
  func newRemote() {
    let r = Self.remote("N", path: "/c/x.ics", etag: "\"1\"", hash: "hn")
    #expect(Self.plan(local: [:], listing: ["/c/x.ics": "\"1\""], fetched: [r], state: Self.state([:]))
      == [.pull(uid: "N", remote: r)])
  }

  @Test("new on both sides, same content (first sync of a store exported earlier) → record")
  func newBothSame() {
    let r = Self.remote("N", path: "/c/N.ics", etag: "\"1\"", hash: "hn")
    #expect(Self.plan(local: ["N": "hn"], listing: ["/c/N.ics": "\"1\""], fetched: [r], state: Self.state([:]))
      == [.record(uid: "N", remote: r, localHash: "hn")])
  }

  @Test("new on both sides, different content → conflict")
  func newBothDifferent() {
    let r = Self.remote("N", path: "/c/N.ics", etag: "\"1\"", hash: "hr", modified: Self.after)
    let copy = SyncPlanner.copyUID(of: "N", hash: "hl")
    #expect(Self.plan(local: ["N": "hl"], listing: ["/c/N.ics": "\"1\""], fetched: [r], state: Self.state([:])) == [
      .keepConflictCopy(uid: "N", copyUID: copy, side: .local),
      .pull(uid: "N", remote: r),
      .pushCreate(uid: copy, path: "/c/\(copy).ics"),
    ])
  }

  @Test("two resources with one UID → the first path (in order) is the reminder")
  func duplicateUID() {
    let a = Self.remote("N", path: "/c/a.ics", etag: "\"1\"", hash: "ha")
    let b = Self.remote("N", path: "/c/b.ics", etag: "\"1\"", hash: "hb")
    #expect(Self.plan(local: [:], listing: ["/c/a.ics": "\"1\"", "/c/b.ics": "\"1\""], fetched: [b, a], state: Self.state([:]))
      == [.pull(uid: "N", remote: a)])
  }

  // MARK: - What to fetch

  @Test("fetch: changed ETags and unseen paths; not unchanged items nor unchanged non-VTODO members")
  func fetchList() {
    var s = Self.state()
    s.others = ["/c/event.ics": "\"5\""]
    #expect(SyncPlanner.pathsToFetch(listing: ["/c/U.ics": "\"1\"", "/c/event.ics": "\"5\"", "/c/N.ics": "\"1\""], state: s)
      == ["/c/N.ics"])
    #expect(SyncPlanner.pathsToFetch(listing: ["/c/U.ics": "\"2\"", "/c/event.ics": "\"6\""], state: s)
      == ["/c/U.ics", "/c/event.ics"])
  }

  @Test("a whole table: 6 reminders, each a different case, planned in UID order")
  func wholeTable() {
    let s = Self.state([
      "A": .init(href: "/c/A.ics", etag: "\"1\"", localHash: "a1", remoteHash: "a1"),  // idle
      "B": .init(href: "/c/B.ics", etag: "\"1\"", localHash: "b1", remoteHash: "b1"),  // local edit
      "C": .init(href: "/c/C.ics", etag: "\"1\"", localHash: "c1", remoteHash: "c1"),  // remote edit
      "D": .init(href: "/c/D.ics", etag: "\"1\"", localHash: "d1", remoteHash: "d1"),  // local delete
      "E": .init(href: "/c/E.ics", etag: "\"1\"", localHash: "e1", remoteHash: "e1"),  // remote delete
    ])
    let c = Self.remote("C", path: "/c/C.ics", etag: "\"2\"", hash: "c2")
    let plan = Self.plan(local: ["A": "a1", "B": "b2", "C": "c1", "E": "e1", "F": "f1"],
                         listing: ["/c/A.ics": "\"1\"", "/c/B.ics": "\"1\"", "/c/C.ics": "\"2\"", "/c/D.ics": "\"1\""],
                         fetched: [c], state: s)
    #expect(plan == [
      .pushUpdate(uid: "B", path: "/c/B.ics", etag: "\"1\""),
      .pull(uid: "C", remote: c),
      .pushDelete(uid: "D", path: "/c/D.ics", etag: "\"1\""),
      .removeLocal(uid: "E"),
      .pushCreate(uid: "F", path: "/c/F.ics"),
    ])
  }
}
