// A CalDAV server written to attack the client (scripts/hostile-caldav.py, run with the test
// virtualenv's Python): listens on two free 127.0.0.1 ports — the origin a test names in
// `--url`, and a "foreign" one discovery may be lured to — logs every request it gets, and
// exits by itself after a lifetime or a number of requests (docs/SYNC.md "Security").

import Foundation
import Sync
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One running hostile server; `stop()` it in a `defer` right after starting it.
package final class HostileServer: @unchecked Sendable {
  /// One request the server received.
  package struct Request: Decodable, Sendable {
    /// The port it arrived on (`port` or `foreignPort`).
    package let port: Int
    /// The method, e.g. `PROPFIND`.
    package let method: String
    /// The request target as sent, e.g. `/cal/ok.ics`.
    package let path: String
    /// Whether it carried an `Authorization` header.
    package let auth: Bool
    /// Its body (the first 4,000 characters).
    package let body: String
  }

  package let scenario: String
  package let port: Int
  package let foreignPort: Int
  package let directory: String
  private let process: Process

  private init(scenario: String, port: Int, foreignPort: Int, directory: String, process: Process) {
    self.scenario = scenario
    self.port = port
    self.foreignPort = foreignPort
    self.directory = directory
    self.process = process
  }

  /// The script.
  package static let script = CalDAVServer.packageRoot + "/scripts/hostile-caldav.py"
  /// The virtualenv's Python (the one the real servers run on).
  package static let python = CalDAVServer.packageRoot + "/.venv-caldav/bin/python"

  /// The root of the server's own origin.
  package var root: URL { URL(string: "http://127.0.0.1:\(port)/")! }
  /// The collection the scenarios serve.
  package var collection: URL { URL(string: "http://127.0.0.1:\(port)/cal/")! }

  /// Starts `scenario` (see the script's docstring) and waits (at most 10 s) until it listens;
  /// it exits by itself after `lifetime` seconds.
  package static func start(_ scenario: String, lifetime: Int = 60) async throws -> HostileServer {
    guard FileManager.default.isExecutableFile(atPath: python) else {
      throw CalDAVServer.Failure(description: "\(python) is missing: run `bash scripts/caldav-servers.sh`")
    }
    let directory = NSTemporaryDirectory() + "recur-hostile-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let port = try FreePort.find()
    var foreign = try FreePort.find()
    while foreign == port { foreign = try FreePort.find() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [script, scenario, "--port", String(port), "--foreign-port", String(foreign),
                         "--log", directory + "/requests.jsonl", "--lifetime", String(lifetime)]
    _ = FileManager.default.createFile(atPath: directory + "/out", contents: nil)
    let out = FileHandle(forWritingAtPath: directory + "/out")
    process.standardOutput = out
    process.standardError = out
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let server = HostileServer(scenario: scenario, port: port, foreignPort: foreign, directory: directory, process: process)
    for _ in 0..<100 {
      if !process.isRunning {
        let text = (try? String(contentsOfFile: directory + "/out", encoding: .utf8)) ?? ""
        server.stop()
        throw CalDAVServer.Failure(description: "hostile server exited at start: \(text.suffix(800))")
      }
      if ((try? String(contentsOfFile: directory + "/out", encoding: .utf8)) ?? "").contains("ready") { return server }
      try await Task.sleep(nanoseconds: 100_000_000)
    }
    server.stop()
    throw CalDAVServer.Failure(description: "hostile server did not start within 10 s")
  }

  /// Every request received so far, in order.
  package func requests() -> [Request] {
    guard let text = try? String(contentsOfFile: directory + "/requests.jsonl", encoding: .utf8) else { return [] }
    return text.split(separator: "\n").compactMap { try? JSONDecoder().decode(Request.self, from: Data($0.utf8)) }
  }

  /// Stops the server (SIGKILL: it holds nothing worth a clean exit) and removes its folder.
  package func stop() {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(atPath: directory)
  }

  deinit { stop() }
}
