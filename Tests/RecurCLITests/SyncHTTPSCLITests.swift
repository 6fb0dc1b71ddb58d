// `recur sync` over HTTPS as a user runs it (docs/SYNC.md "HTTPS"), against Radicale 3 from
// .venv-caldav/ started with `[server] ssl` and a certificate for 127.0.0.1 signed by a
// throwaway CA, both made by openssl at test time (TestCertificate). FoundationNetworking on Linux trusts exactly the CA bundle libcurl
// was built with (Debian: /etc/ssl/certs/ca-certificates.crt, which update-ca-certificates
// writes); no environment variable changes that (measured, docs/SYNC.md). So the trusted case
// runs `recur sync` in a private mount namespace (`unshare --mount`) where that file is the
// system bundle plus the throwaway CA — what a user's system looks like after adding
// their CA — without touching the machine's trust store. Exit statuses: README.
// Skipped outside CI when the virtualenv is absent; run under CI.

import CalDAVTestServers
import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

final class SyncHTTPSCLITests: XCTestCase {
  /// The system CA bundle libcurl reads (the first that exists, as on Debian/Ubuntu, Fedora/RHEL).
  static let systemBundle: String? = [
    "/etc/ssl/certs/ca-certificates.crt", "/etc/pki/tls/certs/ca-bundle.crt", "/etc/ssl/cert.pem",
  ].first { FileManager.default.fileExists(atPath: $0) }

  struct SetupFailure: Error, CustomStringConvertible {
    let description: String
  }

  /// Radicale over TLS (CalDAVTestServers) with /alice/tasks/ made by MKCALENDAR (RFC 4791
  /// §5.3.1), sent by the venv's Python trusting only the throwaway CA that signed the
  /// server's certificate; returns that CA's certificate.
  func radicale() async throws -> (server: CalDAVServer, certificate: String) {
    let server = try await startRadicale(tls: true)
    guard let certificate = server.certificate?.authorityPath else {
      throw SetupFailure(description: "Radicale started without a certificate")
    }
    let mkcalendar = """
      import base64, os, ssl, sys, time, urllib.error, urllib.request
      context = ssl.create_default_context(cafile=sys.argv[2])
      token = base64.b64encode(("alice:" + os.environ["RECUR_TEST_PW"]).encode()).decode()
      request = urllib.request.Request(sys.argv[1], method="MKCALENDAR", headers={"Authorization": "Basic " + token})
      for _ in range(200):
          try:
              print(urllib.request.urlopen(request, context=context, timeout=2).status); sys.exit(0)
          except urllib.error.HTTPError as e:
              print(e.code); sys.exit(1)
          except OSError:
              time.sleep(0.1)
      print("no answer"); sys.exit(2)
      """
    let python = URL(fileURLWithPath: CalDAVServer.packageRoot + "/.venv-caldav/bin/python")
    let made = try CommandRunner.run(["-c", mkcalendar, server.tasksURL, certificate], executable: python,
                                     environment: ["RECUR_TEST_PW": server.password])
    XCTAssertEqual(made.stdout, "201\n", "MKCALENDAR over TLS: \(made.stderr)")
    guard made.status == 0 else { throw SetupFailure(description: "MKCALENDAR over TLS failed: \(made.stdout)") }
    return (server, certificate)
  }

  /// Runs `recur ARGS` against `server` where libcurl's CA bundle is the system bundle plus
  /// `trusting` (a bind mount inside a private mount namespace; the machine's file is not changed).
  func recur(_ args: [String], trusting extra: String?, on server: CalDAVServer) throws -> CommandResult {
    let env = ["RECUR_TEST_PW": server.password], dir = server.directory
    guard let extra else { return try CommandRunner.run(args, environment: env) }
    guard let system = Self.systemBundle else {
      throw SetupFailure(description: "no system CA bundle found (/etc/ssl/certs/ca-certificates.crt …)")
    }
    let bundle = dir + "/bundle-\(UUID().uuidString).pem"
    let combined = try Data(contentsOf: URL(fileURLWithPath: system)) + Data("\n".utf8) + Data(contentsOf: URL(fileURLWithPath: extra))
    try combined.write(to: URL(fileURLWithPath: bundle))
    // As root a mount namespace suffices; otherwise a user namespace maps us to root in it.
    let unshare = geteuid() == 0 ? ["unshare", "--mount"] : ["unshare", "--mount", "--map-root-user"]
    let script = #"mount --bind "$1" "$2" || exit 111; shift 2; exec "$@""#
    let r = try CommandRunner.run(unshare + ["sh", "-c", script, "sh", bundle, system, CommandRunner.executable().path] + args,
                                  executable: URL(fileURLWithPath: "/usr/bin/env"), environment: env)
    XCTAssertFalse(r.status == 111 || r.stderr.contains("unshare:"),
                   "cannot make a private mount namespace for the trusted-CA run (`unshare --mount` needs CAP_SYS_ADMIN or user namespaces): \(r.stderr)")
    return r
  }

  func store(_ titles: [String], at path: String) throws {
    let items = titles.enumerated().map { n, title in
      #"{"id": "C0000000-0000-4000-8000-\#(String(format: "%012d", n + 1))", "title": "\#(title)", "completed": false}"#
    }
    try ("{\"reminders\": [" + items.joined(separator: ",\n") + "]}\n").write(toFile: path, atomically: true, encoding: .utf8)
  }

  /// The password and its Basic token appear in no output.
  func assertNoSecret(_ r: CommandResult, password: String, file: StaticString = #filePath, line: UInt = #line) {
    let token = Data("alice:\(password)".utf8).base64EncodedString()
    for text in [r.stdout, r.stderr] {
      XCTAssertFalse(text.contains(password), text, file: file, line: line)
      XCTAssertFalse(text.contains(token), text, file: file, line: line)
    }
  }

  // docs/SYNC.md "HTTPS": with the server's CA in the system bundle a full two-way sync works:
  // 3 todos land on the server, come back into a second store, an edit and a new todo made
  // there travel back to the first, and the next sync of each is idle.
  func testTwoWaySyncOverHTTPSWithTrustedCA() async throws {
    let (server, certificate) = try await radicale()
    let a = server.directory + "/a.json", b = server.directory + "/b.json"
    try store(["Pay rent", "Call mum", "Water plants"], at: a)
    try store([], at: b)
    let args = ["--url", server.tasksURL, "--user", "alice", "--password-env", "RECUR_TEST_PW"]
    func sync(_ path: String) throws -> CommandResult {
      let r = try recur(["sync", path] + args, trusting: certificate, on: server)
      assertNoSecret(r, password: server.password)
      return r
    }
    let first = try sync(a)
    XCTAssertEqual(first.status, 0, first.stderr)
    XCTAssertEqual(first.stdout, "sync: pushed 3, pulled 0, deleted 0, conflicts 0\n", first.stderr)
    XCTAssertEqual(server.storedTasks(), (1...3).map { "C0000000-0000-4000-8000-00000000000\($0).ics" })
    let pulled = try sync(b)
    XCTAssertEqual(pulled.stdout, "sync: pushed 0, pulled 3, deleted 0, conflicts 0\n", pulled.stderr)
    let bText = try String(contentsOfFile: b, encoding: .utf8)
    for title in ["Pay rent", "Call mum", "Water plants"] { XCTAssertTrue(bText.contains(title), bText) }

    // Edit one title and add one todo in b (by text: the store's JSON as recur wrote it).
    var edited = bText.replacingOccurrences(of: "\"Call mum\"", with: "\"Call mum (Sunday)\"")
    XCTAssertNotEqual(edited, bText)
    guard let open = edited.range(of: "\"reminders\" : [") ?? edited.range(of: "\"reminders\": [") else {
      return XCTFail("unexpected store layout: \(bText)")
    }
    edited.insert(contentsOf: #"{"id": "C0000000-0000-4000-8000-000000000009", "title": "Buy stamps", "completed": false},"#,
                  at: open.upperBound)
    try edited.write(toFile: b, atomically: true, encoding: .utf8)
    let pushed = try sync(b)
    XCTAssertEqual(pushed.stdout, "sync: pushed 2, pulled 0, deleted 0, conflicts 0\n", pushed.stderr)
    XCTAssertEqual(server.storedTasks().count, 4)
    let back = try sync(a)
    XCTAssertEqual(back.stdout, "sync: pushed 0, pulled 2, deleted 0, conflicts 0\n", back.stderr)
    let aText = try String(contentsOfFile: a, encoding: .utf8)
    XCTAssertTrue(aText.contains("Call mum (Sunday)"), aText)
    XCTAssertTrue(aText.contains("Buy stamps"), aText)
    for path in [a, b] {
      let idle = try sync(path)
      XCTAssertEqual(idle.stdout, "sync: pushed 0, pulled 0, deleted 0, conflicts 0\n", idle.stderr)
    }
  }

  // docs/SYNC.md "Exit status": a certificate no trusted CA signed is a TLS failure, exit 69;
  // the message names TLS, the certificate and the URL, never the password; nothing written.
  func testUntrustedCertificateExits69() async throws {
    let (server, _) = try await radicale()
    let s = server.directory + "/tasks.json"
    try store(["Pay rent"], at: s)
    let before = try String(contentsOfFile: s, encoding: .utf8)
    let r = try recur(["sync", s, "--url", server.tasksURL, "--user", "alice", "--password-env", "RECUR_TEST_PW"],
                      trusting: nil, on: server)
    XCTAssertEqual(r.status, 69, r.stderr)
    XCTAssertEqual(r.stdout, "")
    XCTAssertTrue(r.stderr.hasPrefix("recur sync: error: PROPFIND \(server.tasksURL): TLS failure (SSL certificate problem: unable to get local issuer certificate; "), r.stderr)
    XCTAssertTrue(r.stderr.contains("system trust store"), r.stderr)
    assertNoSecret(r, password: server.password)
    XCTAssertEqual(try String(contentsOfFile: s, encoding: .utf8), before)
    XCTAssertFalse(FileManager.default.fileExists(atPath: s + ".sync"))
    XCTAssertEqual(server.storedTasks(), [])
  }

  // The control for the trusted run: in the same kind of namespace, a bundle holding another
  // throwaway CA (not the one that signed the server's certificate) is still refused, so the
  // trusted run passes because of the added CA, not because checks are off.
  func testOtherCAInBundleStillExits69() async throws {
    let (server, _) = try await radicale()
    let other = try TestCertificate.make(in: server.directory, name: "other").authorityPath
    let s = server.directory + "/tasks.json"
    try store(["Pay rent"], at: s)
    let r = try recur(["sync", s, "--url", server.tasksURL, "--user", "alice", "--password-env", "RECUR_TEST_PW"],
                      trusting: other, on: server)
    XCTAssertEqual(r.status, 69, r.stderr)
    XCTAssertTrue(r.stderr.contains("PROPFIND \(server.tasksURL): TLS failure (SSL certificate problem"), r.stderr)
    assertNoSecret(r, password: server.password)
    XCTAssertEqual(server.storedTasks(), [])
  }
}
