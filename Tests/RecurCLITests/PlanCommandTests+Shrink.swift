// `recur plan` on an .ics file that another process truncates while plan has it mapped
// (mmap(2): touching a page past the file's new end raises SIGBUS). README: bad input is
// exit 65 with an error naming the file, never a death by signal with no message.

import Foundation
import XCTest

extension PlanCommandTests {
  /// Source: README (exit 65, errors name the file) and mmap(2) (SIGBUS past the new end).
  /// A real reproduction, no test hook: `recur plan` runs on a large generated file; as soon as
  /// /proc/PID/maps shows the file mapped, the test truncates it to 0 bytes. Every run whose
  /// truncation landed while the file was mapped must end with status 65 and exactly the
  /// message naming the file; no run may die of a signal. Up to 6 tries (one that finished or
  /// had not yet mapped the file does not count); at least one must land.
  func testInputTruncatedWhileMappedIsACleanError() throws {
    #if os(Linux)
    let dir = NSTemporaryDirectory() + "recur-plan-shrink-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
    let source = dir + "/source.ics"
    let gen = try recur(["bench", "gen-todos", "--count", "30000", "--seed", "5", "-o", source])
    XCTAssertEqual(gen.status, 0, gen.stderr)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: source))
    XCTAssertGreaterThan(bytes.count, 5_000_000)

    var landed = 0
    for attempt in 0..<6 where landed == 0 {
      let path = dir + "/todos-\(attempt).ics"
      try bytes.write(to: URL(fileURLWithPath: path))
      let errorPath = dir + "/stderr-\(attempt)"
      _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
      let error = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
      let process = Process()
      process.executableURL = CommandRunner.executable()
      process.arguments = ["plan", path, "--now", "20261122T120000Z", "-o", dir + "/plan-\(attempt).ics"]
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      process.standardError = error
      try process.run()
      // Wait (bounded: 30 s) until the file is mapped, then truncate it.
      var mapped = false
      let deadline = Date().addingTimeInterval(30)
      while process.isRunning, Date() < deadline {
        if let maps = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/maps", encoding: .utf8),
           maps.contains(path) {
          mapped = true
          break
        }
        usleep(200)
      }
      if mapped { XCTAssertEqual(truncate(path, 0), 0) }
      process.waitUntilExit()
      try error.close()
      let stderr = String(decoding: try Data(contentsOf: URL(fileURLWithPath: errorPath)), as: UTF8.self)
      XCTAssertEqual(process.terminationReason, .exit, "attempt \(attempt) died of signal \(process.terminationStatus): \(stderr)")
      guard mapped, process.terminationStatus != 0 else { continue }   // finished before the truncation
      XCTAssertEqual(process.terminationStatus, 65, stderr)
      XCTAssertEqual(stderr, "recur plan: \(path) shrank while being read; re-run when it is complete\n")
      landed += 1
    }
    XCTAssertEqual(landed, 1, "no truncation landed while the file was mapped in 6 tries")
    #else
    throw XCTSkip("reads /proc/PID/maps (Linux)")
    #endif
  }
}
