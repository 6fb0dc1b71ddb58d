// Real CalDAV servers for the integration tests: Radicale 3 and Xandikos from the virtualenv
// .venv-caldav/ (scripts/caldav-servers.sh), each started on a free 127.0.0.1 port with a
// temporary storage folder, and stopped (SIGTERM, then SIGKILL after 5 s) when a test ends.
// Radicale can serve HTTPS (`[server] ssl`) with a TestCertificate made in that folder.
// Cyrus IMAP's CalDAV server (Debian `cyrus-caldav`) is started the same way by
// scripts/cyrus-caldav.sh when it is installed and we are root (its master needs root).

import Foundation
import Sync
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The server implementations the integration tests run against.
package enum ServerKind: String, CaseIterable, Sendable, CustomStringConvertible {
  case radicale, xandikos, cyrus
  /// The servers every CI run has (from .venv-caldav); Cyrus only where it installs
  /// (`CalDAVServer.cyrusAvailable`), so suites over all kinds name it themselves.
  package static var allCases: [ServerKind] { [.radicale, .xandikos] }
  package var description: String { rawValue }
}

/// One running server; `stop()` it in a `defer` right after starting it.
package final class CalDAVServer: @unchecked Sendable {
  package struct Failure: Error, CustomStringConvertible {
    package let description: String
    package init(description: String) { self.description = description }
  }

  package let kind: ServerKind
  package let port: Int
  package let directory: String
  package let user = "alice"
  /// The certificate when the server speaks HTTPS, nil for plain HTTP.
  package let certificate: TestCertificate?
  package let password = "wonder-land 42"
  /// The server process (nil for Cyrus, whose master runs detached; see `stop`).
  private let process: Process?
  private let lock = NSLock()
  private var stopped = false

  /// The package root (this file is Tests/CalDAVTestServers/CalDAVServer.swift).
  package static let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
  }()

  package static func executable(_ kind: ServerKind) -> String { packageRoot + "/.venv-caldav/bin/" + kind.rawValue }

  /// Whether the servers are installed.
  package static var installed: Bool { FileManager.default.isExecutableFile(atPath: executable(.radicale)) }
  /// Whether we run under CI (the env var CI is set): then the tests must run, never skip.
  package static var underCI: Bool { ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } ?? false }
  /// Run the integration tests unless the venv is absent outside CI.
  package static var shouldRun: Bool { installed || underCI }
  /// Whether Cyrus can be started here: its binaries installed (bash scripts/cyrus-caldav.sh
  /// install) and we are root; the Cyrus suites are skipped otherwise, also under CI.
  package static var cyrusAvailable: Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/lib/cyrus/bin/master")
      && FileManager.default.isExecutableFile(atPath: "/usr/lib/cyrus/bin/httpd") && getuid() == 0
  }

  /// `https` when the server has a certificate, else `http`.
  package var scheme: String { certificate == nil ? "http" : "https" }

  /// The server root URL.
  package var root: URL { URL(string: "\(scheme)://127.0.0.1:\(port)/")! }

  /// Credentials of the test user (Radicale checks them; Xandikos ignores them).
  package var credentials: Credentials { Credentials(user: user, password: password) }

  /// The URL of a VTODO collection named `name` for the test user.
  package func collectionURL(_ name: String) -> URL {
    switch kind {
    case .radicale: return URL(string: "\(scheme)://127.0.0.1:\(port)/\(user)/\(name)/")!
    case .xandikos: return URL(string: "\(scheme)://127.0.0.1:\(port)/user/calendars/\(name)/")!
    case .cyrus: return URL(string: "\(scheme)://127.0.0.1:\(port)/dav/calendars/user/\(user)/\(name)/")!
    }
  }

  private init(kind: ServerKind, port: Int, directory: String, process: Process?, certificate: TestCertificate?) {
    self.kind = kind
    self.certificate = certificate
    self.port = port
    self.directory = directory
    self.process = process
  }

  /// Starts a server and waits (at most 20 s) until it answers HTTP; with `tls` (Radicale
  /// only) it serves HTTPS with a fresh certificate for 127.0.0.1 signed by a throwaway CA
  /// (`TestCertificate`) that the system trust store does not hold, and it counts as up once
  /// it answers the TLS handshake.
  ///
  /// With `readOnly` (Radicale only) the user also has a calendar `/alice/readonly/` (display
  /// name "Read only", VTODO) that Radicale's `from_file` rights let them read but not write,
  /// holding one VTODO `ro-1` ("Shared chore"); every other calendar of theirs is read-write.
  package static func start(_ kind: ServerKind, tls: Bool = false, readOnly: Bool = false) async throws -> CalDAVServer {
    guard !readOnly || kind == .radicale else { throw Failure(description: "only Radicale has a read-only calendar") }
    guard !tls || kind == .radicale else { throw Failure(description: "only Radicale is started with TLS") }
    if kind == .cyrus { return try startCyrus() }
    let binary = executable(kind)
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      throw Failure(description: "\(binary) is missing: run `bash scripts/caldav-servers.sh` (CI must install it)")
    }
    let directory = NSTemporaryDirectory() + "recur-caldav-\(kind)-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory + "/collections", withIntermediateDirectories: true)
    let certificate = tls ? try TestCertificate.make(in: directory) : nil
    let port = try FreePort.find()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    switch kind {
    case .radicale:
      try "alice:wonder-land 42\n".write(toFile: directory + "/users", atomically: true, encoding: .utf8)
      let ssl = certificate.map { "ssl = True\ncertificate = \($0.certificatePath)\nkey = \($0.keyPath)\n" } ?? ""
      let config = """
        [server]
        hosts = 127.0.0.1:\(port)
        \(ssl)
        [auth]
        type = htpasswd
        htpasswd_filename = \(directory)/users
        htpasswd_encryption = plain
        delay = 0
        [rights]
        \(readOnly ? "type = from_file\nfile = \(directory)/rights" : "type = owner_only")
        [storage]
        filesystem_folder = \(directory)/collections
        [web]
        type = none
        [logging]
        level = warning

        """
      try config.write(toFile: directory + "/config", atomically: true, encoding: .utf8)
      if readOnly { try Self.makeReadOnlyCalendar(in: directory) }
      process.arguments = ["--config", directory + "/config"]
    case .cyrus:
      throw Failure(description: "Cyrus is started by startCyrus")
    case .xandikos:
      process.arguments = ["serve", "-d", directory + "/collections", "-l", "127.0.0.1", "-p", String(port),
                           "--defaults", "--state-dir", directory + "/state", "--no-detect-systemd"]
    }
    _ = FileManager.default.createFile(atPath: directory + "/log", contents: nil)
    let log = FileHandle(forWritingAtPath: directory + "/log")
    process.standardOutput = log
    process.standardError = log
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let server = CalDAVServer(kind: kind, port: port, directory: directory, process: process, certificate: certificate)
    let probe = URLSessionTransport(timeout: 2)
    for _ in 0..<200 {
      if !process.isRunning {
        let text = (try? String(contentsOfFile: directory + "/log", encoding: .utf8)) ?? ""
        server.stop()
        throw Failure(description: "\(kind) exited at start: \(text.suffix(800))")
      }
      do {
        _ = try await probe.send(HTTPRequest(method: "OPTIONS", url: server.root))
        return server
      } catch SyncError.tls {
        // The handshake reached the server and its certificate was refused: it is up.
        if tls { return server }
      } catch {}
      try await Task.sleep(nanoseconds: 100_000_000)
    }
    server.stop()
    throw Failure(description: "\(kind) did not answer \(server.scheme) on 127.0.0.1:\(port) within 20 s")
  }

  /// Starts Cyrus through `scripts/cyrus-caldav.sh start` in a fresh folder under /tmp (its
  /// user `cyrus` must reach it) with user alice; her calendar home has Cyrus' own "Default"
  /// calendar (VEVENT and VTODO).
  private static func startCyrus() throws -> CalDAVServer {
    guard cyrusAvailable else {
      throw Failure(description: "Cyrus is not installed or we are not root: run `bash scripts/cyrus-caldav.sh install` as root")
    }
    let directory = "/tmp/recur-caldav-cyrus-" + UUID().uuidString
    let port = try FreePort.find()
    let server = CalDAVServer(kind: .cyrus, port: port, directory: directory, process: nil, certificate: nil)
    let status = runScript(["start", directory, String(port)], log: directory + ".log")
    guard status == 0 else {
      let text = (try? String(contentsOfFile: directory + ".log", encoding: .utf8)) ?? ""
      server.stop()
      throw Failure(description: "cyrus-caldav.sh start exited \(status): \(text.suffix(800))")
    }
    return server
  }

  /// Runs `scripts/cyrus-caldav.sh ARGS` (stdin and stdout /dev/null, stderr appended to `log`)
  /// and returns its exit status. posix_spawn and waitpid rather than Process: Process'
  /// waitUntilExit did not return here once the script had started Cyrus' master (a daemon).
  private static func runScript(_ args: [String], log: String) -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, log, O_WRONLY | O_CREAT | O_APPEND, 0o644)
    let argv = ["/bin/bash", packageRoot + "/scripts/cyrus-caldav.sh"] + args
    var cargs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
    defer { for p in cargs { free(p) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, "/bin/bash", &actions, nil, &cargs, environ) == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      if errno != EINTR { return -1 }
    }
    return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  }

  /// Radicale's rights (first matching section wins; R/W principal and root, r/w calendars)
  /// and its storage of the read-only calendar (`.Radicale.props` and one `.ics`), written
  /// before the server starts.
  private static func makeReadOnlyCalendar(in directory: String) throws {
    let rights = """
      [root]
      user: .+
      collection:
      permissions: R

      [principal]
      user: .+
      collection: {user}
      permissions: RW

      [readonly]
      user: .+
      collection: {user}/readonly
      permissions: r

      [calendars]
      user: .+
      collection: {user}/[^/]+
      permissions: rw

      """
    try rights.write(toFile: directory + "/rights", atomically: true, encoding: .utf8)
    let folder = directory + "/collections/collection-root/alice/readonly"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try #"{"C:supported-calendar-component-set": "VTODO", "D:displayname": "Read only", "tag": "VCALENDAR"}"#
      .write(toFile: folder + "/.Radicale.props", atomically: true, encoding: .utf8)
    let todo = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Recur tests//EN", "BEGIN:VTODO", "UID:ro-1",
                "DTSTAMP:20260101T000000Z", "LAST-MODIFIED:20260101T000000Z", "SUMMARY:Shared chore",
                "STATUS:NEEDS-ACTION", "END:VTODO", "END:VCALENDAR", ""].joined(separator: "\r\n")
    try todo.write(toFile: folder + "/ro-1.ics", atomically: true, encoding: .utf8)
  }

  /// Makes a fresh VTODO collection and returns its URL.
  package func makeCollection(_ name: String) async throws -> URL {
    let url = collectionURL(name)
    try await CalDAVClient(transport: URLSessionTransport(timeout: 10), credentials: credentials)
      .makeTodoCalendar(at: url, displayName: name)
    return url
  }

  /// Stops the server (SIGTERM, then SIGKILL after 5 s) and removes its folder; idempotent.
  package func stop() {
    let first: Bool = lock.withLock {
      defer { stopped = true }
      return !stopped
    }
    guard first else { return }
    if kind == .cyrus {
      _ = Self.runScript(["stop", directory], log: "/dev/null")
      try? FileManager.default.removeItem(atPath: directory + ".log")
    }
    if let process, process.isRunning {
      process.terminate()
      let deadline = Date().addingTimeInterval(5)
      while process.isRunning, Date() < deadline { usleep(50_000) }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(atPath: directory)
  }

  deinit { stop() }
}
