// Runs the built `recur` (and `recur-sync`) as a user runs them, for every CLI test suite
// (the approach of swift-argument-parser's ArgumentParserTestHelpers: test the real binary).

import Foundation
import XCTest

/// What one run of a built executable returned and printed.
struct CommandResult {
  /// The exit status.
  var status: Int32
  /// Standard output, as bytes.
  var stdoutData: Data
  /// Standard error, decoded as UTF-8.
  var stderr: String
  /// Standard output, decoded as UTF-8.
  var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
}

/// Locates and runs the executables this package builds.
enum CommandRunner {
  /// The built product `name`. With `RECUR_BIN` set (scripts/test.sh sets it to the release
  /// `recur` the quick start builds) from that binary's directory, so the tests run what ships;
  /// otherwise next to the test bundle in the build products directory (`.build/debug/recur`
  /// beside `.build/debug/RecurPackageTests.xctest`), which `swift test` builds.
  static func executable(_ name: String = "recur") -> URL {
    if let bin = ProcessInfo.processInfo.environment["RECUR_BIN"], !bin.isEmpty {
      let recur = URL(fileURLWithPath: bin)
      return name == "recur" ? recur : recur.deletingLastPathComponent().appendingPathComponent(name)
    }
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var dir = bundle.deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = dir.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      dir = dir.deletingLastPathComponent()
    }
    // Not found: running it fails with an error that names the path, so the test fails loudly.
    return URL(fileURLWithPath: name)
  }

  /// Runs `executable` with `arguments`, `stdin` as standard input (empty when nil) and
  /// `environment` added to this process's. Standard input and error go through temporary
  /// files, so a child writing much to one stream can never block on another.
  static func run(_ arguments: [String], executable: URL = executable(), stdin: Data? = nil,
                  environment: [String: String] = [:]) throws -> CommandResult {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("recur-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let inputURL = scratch.appendingPathComponent("stdin")
    let errorURL = scratch.appendingPathComponent("stderr")
    try (stdin ?? Data()).write(to: inputURL)
    try Data().write(to: errorURL)

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    }
    let input = try FileHandle(forReadingFrom: inputURL)
    let error = try FileHandle(forWritingTo: errorURL)
    defer {
      try? input.close()
      try? error.close()
    }
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let stdout = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let stderr = (try? Data(contentsOf: errorURL)) ?? Data()
    return CommandResult(status: process.terminationStatus, stdoutData: stdout,
                         stderr: String(decoding: stderr, as: UTF8.self))
  }
}
