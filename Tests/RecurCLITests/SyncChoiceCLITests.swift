// `recur sync` exit statuses for the server's answers and the calendar choice (docs/SYNC.md,
// docs/SYNC.md "Exit status", "Choosing the calendar"): 403 → 77 saying "forbidden", 404 → 69
// with the URL (never 64 for a server answer), several calendars → 64 naming them, `--list`.
// Radicale 3.9 from .venv-caldav/ with a read-only calendar (`from_file` rights).

import CalDAVTestServers
import Foundation
import XCTest

final class SyncChoiceCLITests: XCTestCase {
  func run(_ args: [String], password: String) throws -> (status: Int32, stdout: String, stderr: String) {
    let r = try CommandRunner.run(args + ["--user", "alice", "--password-env", "RECUR_TEST_PW"], environment: ["RECUR_TEST_PW": password])
    return (r.status, r.stdout, r.stderr)
  }

  func store(in dir: String, _ name: String) throws -> String {
    let path = dir + "/" + name
    try #"{"reminders": [{"id": "C0000000-0000-4000-8000-000000000001", "title": "CLI one", "completed": false}]}"#
      .write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  // docs/SYNC.md: 403 on a read-only calendar is 77 with "forbidden" and the object; the pull
  // still lands; a 404 collection is 69 with its URL.
  func testReadOnly77AndMissing69() async throws {
    let server = try await startRadicale(readOnly: true)
    let s = try store(in: server.directory, "ro.json")
    let readonly = server.collectionURL("readonly").absoluteString
    let r = try run(["sync", s, "--url", readonly], password: server.password)
    XCTAssertEqual(r.status, 77, r.stderr)
    XCTAssertEqual(r.stdout, "sync: pushed 0, pulled 1, deleted 0, conflicts 0, refused 1\n")
    XCTAssertTrue(r.stderr.contains("recur sync: error: PUT \(readonly)C0000000-0000-4000-8000-000000000001.ics (\"CLI one\", UID C0000000-0000-4000-8000-000000000001): the server refused this object with 403 Forbidden (forbidden: read-only calendar or object)"), r.stderr)
    XCTAssertFalse(r.stderr.contains("check --user"), r.stderr)
    XCTAssertTrue(try String(contentsOfFile: s, encoding: .utf8).contains("Shared chore"))

    let missing = server.collectionURL("nowhere").absoluteString
    let m = try run(["sync", try store(in: server.directory, "missing.json"), "--url", missing], password: server.password)
    XCTAssertEqual(m.status, 69, m.stderr)
    XCTAssertTrue(m.stderr.contains(missing), m.stderr)
  }

  // docs/SYNC.md: --list prints the calendars; a sync from the root with several asks for one (64).
  func testListAndChoose() async throws {
    let server = try await startRadicale(readOnly: true)
    _ = try await server.makeCollection("tasks")
    let root = server.root.absoluteString
    let s = try store(in: server.directory, "choose.json")
    let list = try run(["sync", s, "--url", root, "--list"], password: server.password)
    XCTAssertEqual(list.status, 0, list.stderr)
    XCTAssertEqual(list.stdout, "\(root)alice/readonly/\tRead only\tVTODO\tread-only\n\(root)alice/tasks/\ttasks\tVTODO\tread-write\n")
    XCTAssertFalse(FileManager.default.fileExists(atPath: s + ".sync"))

    let ask = try run(["sync", s, "--url", root], password: server.password)
    XCTAssertEqual(ask.status, 64, ask.stderr)
    XCTAssertEqual(ask.stderr, "recur sync: error: \(root) leads to 2 VTODO calendars; choose one with --calendar NAME|URL: \(root)alice/readonly/ (\"Read only\"), \(root)alice/tasks/ (\"tasks\")\n")

    let chosen = try run(["sync", s, "--url", root, "--calendar", "tasks"], password: server.password)
    XCTAssertEqual(chosen.status, 0, chosen.stderr)
    XCTAssertEqual(chosen.stdout, "sync: pushed 1, pulled 0, deleted 0, conflicts 0\n")
    XCTAssertTrue(chosen.stderr.contains("sync: calendar \(root)alice/tasks/ (\"tasks\"), found from \(root); kept in \(s).sync"), chosen.stderr)
  }
}
