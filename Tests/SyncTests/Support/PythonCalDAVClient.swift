// The second client of the two-client tests: python `caldav` 2.x (PyPI, in .venv-caldav) driven
// through scripts/caldav-client.py, one operation per process, as another app on the same
// collection (docs/SYNC.md "Beside other clients").

import CalDAVTestServers
import Foundation

/// python `caldav` acting on one collection of a test server.
struct PythonCalDAVClient {
  let server: CalDAVServer
  let collection: URL

  /// One object as the python client lists it.
  struct Object: Decodable {
    let name: String
    let data: String
  }

  /// Runs `scripts/caldav-client.py COLLECTION USER args…` with `input` on stdin; its stdout.
  @discardableResult
  func run(_ args: [String], input: String = "") throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CalDAVServer.packageRoot + "/.venv-caldav/bin/python")
    process.arguments = [CalDAVServer.packageRoot + "/scripts/caldav-client.py", collection.absoluteString, server.user] + args
    process.environment = ["RECUR_TEST_PW": server.password, "PATH": "/usr/bin:/bin"]
    let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CalDAVServer.Failure(description: "caldav-client.py \(args.joined(separator: " ")) exited \(process.terminationStatus): \(String(decoding: err, as: UTF8.self).suffix(1500))")
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Saves a new VTODO object (`lines` between BEGIN:VTODO and END:VTODO).
  func put(_ lines: [String]) throws {
    let text = (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//python caldav test//EN", "BEGIN:VTODO"] + lines
      + ["END:VTODO", "END:VCALENDAR", ""]).joined(separator: "\r\n")
    try run(["put"], input: text)
  }

  /// Every object of the collection, by name.
  func dump() throws -> [Object] {
    try JSONDecoder().decode([Object].self, from: Data(try run(["dump"]).utf8))
  }

  /// The object text holding `uid` (its UID line), if any.
  func object(_ uid: String) throws -> String? {
    try dump().first { $0.data.contains("\nUID:\(uid)\r\n") || $0.data.contains("\nUID:\(uid)\n") }?.data
  }
}
