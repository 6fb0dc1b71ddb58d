// `recur sync` against attacks, run as a user runs it (docs/SYNC.md "Security", "Exit status"):
// a password in --url never printed (usage errors, server error text), a locked store 75,
// discovery leading to another origin 77 with the URL found, a gzip bomb 69. The hostile
// server is scripts/hostile-caldav.py from CalDAVTestServers (skipped outside CI without
// .venv-caldav/). Authority: SECURITY.md.

import CalDAVTestServers
import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

final class SyncSecurityCLITests: XCTestCase {
  func directory() throws -> String {
    let dir = NSTemporaryDirectory() + "recur-sync-sec-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
    return dir
  }

  func store(in dir: String) throws -> String {
    let path = dir + "/tasks.json"
    try #"{"reminders": [{"id": "C0000000-0000-4000-8000-000000000001", "title": "t", "completed": false}]}"#
      .write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  func requireServers() throws {
    try XCTSkipUnless(CalDAVServer.shouldRun, "CalDAV servers not installed (.venv-caldav/ missing): run `bash scripts/caldav-servers.sh`")
  }

  // docs/SYNC.md "Security": the usage error names the URL without its user information.
  func testUsageErrorRedactsThePasswordInTheURL() throws {
    let s = try store(in: try directory())
    let r = try CommandRunner.run(["sync", s, "--url", "ftp://bob:hunter2@127.0.0.1/x/"])
    XCTAssertEqual(r.status, 64)
    XCTAssertEqual(r.stderr, "recur sync: error: --url ftp://***@127.0.0.1/x/: not an http or https URL\n")
  }

  // docs/SYNC.md "Security": a second sync of a locked store exits 75 with a clear message.
  func testLockedStoreExits75() throws {
    let s = try store(in: try directory())
    let fd = open(s + ".lock", O_RDWR | O_CREAT, 0o600)
    XCTAssertGreaterThanOrEqual(fd, 0)
    XCTAssertEqual(flock(fd, LOCK_EX), 0)
    defer { close(fd) }
    let r = try CommandRunner.run(["sync", s, "--url", "http://127.0.0.1:\(try FreePort.find())/cal/"])
    XCTAssertEqual(r.status, 75, r.stderr)
    XCTAssertEqual(r.stderr, "recur sync: error: \(s).lock: another recur sync of this store is running (lock held for 5 s); try again when it has finished\n")
  }

  // docs/SYNC.md "Security": a server echoing the Authorization it got; the password came in --url.
  func testServerEchoOfAPasswordInTheURLIsScrubbed() async throws {
    try requireServers()
    let server = try await HostileServer.start("echo")
    defer { server.stop() }
    let s = try store(in: try directory())
    let r = try CommandRunner.run(["sync", s, "--url", "http://bob:hunter2@127.0.0.1:\(server.port)/cal/"])
    XCTAssertEqual(r.status, 69)
    let token = Data("bob:hunter2".utf8).base64EncodedString()
    XCTAssertFalse(r.stderr.contains("hunter2") || r.stderr.contains(token) || r.stdout.contains("hunter2"), r.stderr)
    XCTAssertTrue(r.stderr.contains("PROPFIND http://127.0.0.1:\(server.port)/cal/: unexpected status 500 (you sent Basic *** which is bob:*** to /cal/)"), r.stderr)
    XCTAssertTrue(r.stderr.contains("warning: a password in --url can be read by other users"), r.stderr)
    XCTAssertEqual(server.requests().first?.auth, true)
  }

  // docs/SYNC.md "Security": discovery leading to another port stops with 77 and the URL found.
  func testForeignCalendarHomeExits77() async throws {
    try requireServers()
    let server = try await HostileServer.start("foreign-home")
    defer { server.stop() }
    let s = try store(in: try directory())
    let r = try CommandRunner.run(["sync", s, "--url", server.root.absoluteString, "--user", "alice", "--password-env", "RECUR_TEST_PW"],
                                  environment: ["RECUR_TEST_PW": "s3cret"])
    XCTAssertEqual(r.status, 77, r.stderr)
    XCTAssertTrue(r.stderr.contains("run again with --url http://127.0.0.1:\(server.foreignPort)/home/"), r.stderr)
    XCTAssertTrue(server.requests().allSatisfy { $0.port == server.port })
    XCTAssertFalse(FileManager.default.fileExists(atPath: s + ".sync"))
  }

  // docs/SYNC.md "Security": a gzip body decoding to 256 MiB stops at --max-response-mib.
  func testGzipBombExits69() async throws {
    try requireServers()
    let server = try await HostileServer.start("gzip-bomb")
    defer { server.stop() }
    let s = try store(in: try directory())
    let r = try CommandRunner.run(["sync", s, "--url", server.collection.absoluteString, "--max-response-mib", "8"])
    XCTAssertEqual(r.status, 69, r.stderr)
    XCTAssertEqual(r.stderr, "recur sync: error: PROPFIND \(server.collection.absoluteString): response body larger than 8 MiB (the limit, see --max-response-mib); stopped reading\n")
  }
}
