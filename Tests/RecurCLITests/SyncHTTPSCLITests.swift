// `recur sync` over HTTPS as a user runs it (docs/SYNC.md "HTTPS"), against Radicale 3 from
// .venv-caldav/ started with `[server] ssl` and a self-signed certificate for 127.0.0.1 made
// by openssl at test time. FoundationNetworking on Linux trusts exactly the CA bundle libcurl
// was built with (Debian: /etc/ssl/certs/ca-certificates.crt, which update-ca-certificates
// writes); no environment variable changes that (measured, docs/SYNC.md). So the trusted case
// runs `recur sync` in a private mount namespace (`unshare --mount`) where that file is the
// system bundle plus the test certificate — what a user's system looks like after adding
// their CA — without touching the machine's trust store. Exit statuses: DESIGN.md §3.
// Skipped outside CI when the virtualenv is absent; run under CI.

import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

final class SyncHTTPSCLITests: XCTestCase {
  static let password = "tls-secret 9"

  /// The system CA bundle libcurl reads (the first that exists, as on Debian/Ubuntu, Fedora/RHEL).
  static let systemBundle: String? = [
    "/etc/ssl/certs/ca-certificates.crt", "/etc/pki/tls/certs/ca-bundle.crt", "/etc/ssl/cert.pem",
  ].first { FileManager.default.fileExists(atPath: $0) }

  struct SetupFailure: Error, CustomStringConvertible {
    let description: String
  }

  struct Server {
    let dir: String
    let port: Int
    let certificate: String
    var url: String { "https://127.0.0.1:\(port)/alice/tasks/" }
    /// The .ics files Radicale stored for /alice/tasks/ (its filesystem layout).
    func storedFiles() -> [String] {
      let folder = dir + "/collections/collection-root/alice/tasks"
      return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".ics") }.sorted()
    }
  }

  func directory() throws -> String {
    let dir = NSTemporaryDirectory() + "recur-sync-https-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
    return dir
  }

  /// A self-signed certificate and key for 127.0.0.1 in `dir` (openssl req -x509).
  func certificate(in dir: String, name: String) throws -> (cert: String, key: String) {
    let cert = dir + "/\(name)-cert.pem", key = dir + "/\(name)-key.pem"
    let r = try CommandRunner.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=127.0.0.1",
                                   "-addext", "subjectAltName=IP:127.0.0.1", "-days", "2", "-keyout", key, "-out", cert],
                                  executable: URL(fileURLWithPath: "/usr/bin/env"))
    XCTAssertEqual(r.status, 0, r.stderr)
    return (cert, key)
  }

  /// A port nothing listens on: bound, read, closed.
  func freePort() -> Int {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var a = sockaddr_in()
    a.sin_family = sa_family_t(AF_INET)
    a.sin_addr.s_addr = inet_addr("127.0.0.1")
    _ = withUnsafePointer(to: &a) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
    var len = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &a) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &len) } }
    return Int(UInt16(bigEndian: a.sin_port))
  }

  /// Starts Radicale over TLS with user alice and makes /alice/tasks/ (MKCALENDAR, RFC 4791
  /// §5.3.1, sent by the venv's Python trusting only the test certificate); skips outside CI
  /// without the venv.
  func radicale() throws -> Server {
    var root = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { root.deleteLastPathComponent() }
    let venv = root.path + "/.venv-caldav/bin/"
    let underCI = !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty
    if !FileManager.default.isExecutableFile(atPath: venv + "radicale") {
      if underCI { XCTFail("\(venv)radicale missing under CI: .ci/run must run scripts/caldav-servers.sh") }
      throw XCTSkip("Radicale not installed (.venv-caldav/ missing): run `bash scripts/caldav-servers.sh`")
    }
    let dir = try directory()
    let (cert, key) = try certificate(in: dir, name: "server")
    let server = Server(dir: dir, port: freePort(), certificate: cert)
    try "alice:\(Self.password)\n".write(toFile: dir + "/users", atomically: true, encoding: .utf8)
    try """
      [server]
      hosts = 127.0.0.1:\(server.port)
      ssl = True
      certificate = \(cert)
      key = \(key)
      [auth]
      type = htpasswd
      htpasswd_filename = \(dir)/users
      htpasswd_encryption = plain
      delay = 0
      [rights]
      type = owner_only
      [storage]
      filesystem_folder = \(dir)/collections
      [web]
      type = none
      [logging]
      level = warning

      """.write(toFile: dir + "/config", atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: venv + "radicale")
    process.arguments = ["--config", dir + "/config"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    addTeardownBlock {
      process.terminate()
      let deadline = Date().addingTimeInterval(5)
      while process.isRunning, Date() < deadline { usleep(50_000) }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
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
    let made = try CommandRunner.run(["-c", mkcalendar, server.url, cert], executable: URL(fileURLWithPath: venv + "python"),
                                     environment: ["RECUR_TEST_PW": Self.password])
    XCTAssertEqual(made.stdout, "201\n", "MKCALENDAR over TLS: \(made.stderr)")
    guard made.status == 0 else { throw SetupFailure(description: "Radicale over TLS did not start: \(made.stdout)") }
    return server
  }

  /// Runs `recur ARGS` where libcurl's CA bundle is the system bundle plus `trusting` (a
  /// bind mount inside a private mount namespace; the machine's file is not changed).
  func recur(_ args: [String], trusting extra: String?, in dir: String) throws -> CommandResult {
    let env = ["RECUR_TEST_PW": Self.password]
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
  func assertNoSecret(_ r: CommandResult, file: StaticString = #filePath, line: UInt = #line) {
    let token = Data("alice:\(Self.password)".utf8).base64EncodedString()
    for text in [r.stdout, r.stderr] {
      XCTAssertFalse(text.contains(Self.password), text, file: file, line: line)
      XCTAssertFalse(text.contains(token), text, file: file, line: line)
    }
  }

  // docs/SYNC.md "HTTPS": with the server's CA in the system bundle a full two-way sync works:
  // 3 todos land on the server, come back into a second store, an edit and a new todo made
  // there travel back to the first, and the next sync of each is idle.
  func testTwoWaySyncOverHTTPSWithTrustedCA() throws {
    let server = try radicale()
    let a = server.dir + "/a.json", b = server.dir + "/b.json"
    try store(["Pay rent", "Call mum", "Water plants"], at: a)
    try store([], at: b)
    let args = ["--url", server.url, "--user", "alice", "--password-env", "RECUR_TEST_PW"]
    func sync(_ path: String) throws -> CommandResult {
      let r = try recur(["sync", path] + args, trusting: server.certificate, in: server.dir)
      assertNoSecret(r)
      return r
    }
    let first = try sync(a)
    XCTAssertEqual(first.status, 0, first.stderr)
    XCTAssertEqual(first.stdout, "sync: pushed 3, pulled 0, deleted 0, conflicts 0\n", first.stderr)
    XCTAssertEqual(server.storedFiles(), (1...3).map { "C0000000-0000-4000-8000-00000000000\($0).ics" })
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
    XCTAssertEqual(server.storedFiles().count, 4)
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
  func testUntrustedCertificateExits69() throws {
    let server = try radicale()
    let s = server.dir + "/tasks.json"
    try store(["Pay rent"], at: s)
    let before = try String(contentsOfFile: s, encoding: .utf8)
    let r = try recur(["sync", s, "--url", server.url, "--user", "alice", "--password-env", "RECUR_TEST_PW"],
                      trusting: nil, in: server.dir)
    XCTAssertEqual(r.status, 69, r.stderr)
    XCTAssertEqual(r.stdout, "")
    XCTAssertTrue(r.stderr.hasPrefix("recur sync: error: PROPFIND \(server.url): TLS failure (SSL certificate problem: self-signed certificate; "), r.stderr)
    XCTAssertTrue(r.stderr.contains("system trust store"), r.stderr)
    assertNoSecret(r)
    XCTAssertEqual(try String(contentsOfFile: s, encoding: .utf8), before)
    XCTAssertFalse(FileManager.default.fileExists(atPath: s + ".sync"))
    XCTAssertEqual(server.storedFiles(), [])
  }

  // The control for the trusted run: in the same kind of namespace, a bundle holding another
  // self-signed certificate (not the server's) is still refused, so the trusted run passes
  // because of the added CA, not because checks are off.
  func testOtherCAInBundleStillExits69() throws {
    let server = try radicale()
    let (other, _) = try certificate(in: server.dir, name: "other")
    let s = server.dir + "/tasks.json"
    try store(["Pay rent"], at: s)
    let r = try recur(["sync", s, "--url", server.url, "--user", "alice", "--password-env", "RECUR_TEST_PW"],
                      trusting: other, in: server.dir)
    XCTAssertEqual(r.status, 69, r.stderr)
    XCTAssertTrue(r.stderr.contains("PROPFIND \(server.url): TLS failure (SSL certificate problem"), r.stderr)
    assertNoSecret(r)
    XCTAssertEqual(server.storedFiles(), [])
  }
}
