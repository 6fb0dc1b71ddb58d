// `recur sync STORE.json --url COLLECTION …` (README), git-style: this stub execs
// the sibling `recur-sync` binary (Sources/recur-sync) with every argument, `--help` included,
// so `recur` itself links no networking code and starts fast (docs/ARCHITECTURE.md).
// execv(2) replaces this process: exit status, signals and the standard streams are the sync
// tool's own. Exit: 70 when `recur-sync` is not next to `recur` or cannot be run.

import ArgumentParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Hands `recur sync …` over to the `recur-sync` executable installed beside `recur`.
struct SyncCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sync",
    abstract: "Two-way sync of a reminders store with a CalDAV VTODO collection.",
    discussion: "Runs recur-sync, installed next to recur; `recur sync --help` shows its options.",
    // No help flags of its own: `--help` and `-h` go to recur-sync, which knows the options.
    helpNames: []
  )

  /// Everything after `sync`, passed on untouched.
  @Argument(parsing: .captureForPassthrough, help: "STORE.json --url COLLECTION [--user U] [--password-env VAR]")
  var arguments: [String] = []

  /// The name of the sync executable, looked up in the directory of the running `recur`.
  static let toolName = "recur-sync"

  func run() throws {
    guard let tool = Self.siblingPath() else {
      Self.fail("cannot find \(Self.toolName) next to recur; install both from the same build")
      throw ExitStatus.internalError
    }
    let argv = [tool, "sync"] + arguments
    var cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) }
    cArgs.append(nil)
    execv(tool, cArgs)
    // Only reached when execv failed.
    let reason = String(cString: strerror(errno))
    Self.fail("cannot run \(tool): \(reason)")
    throw ExitStatus.internalError
  }

  /// Writes `recur sync: error: message` to standard error.
  static func fail(_ message: String) {
    let err = OutputStream(fd: 2)
    err.writeLine("recur sync: error: " + message)
    err.flush()
  }

  /// `recur-sync` in the directory of the running executable, if it exists and is executable.
  static func siblingPath() -> String? {
    for directory in [executableDirectory(), invocationDirectory()].compactMap({ $0 }) {
      let candidate = directory + "/" + toolName
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// The directory of /proc/self/exe (Linux), symbolic links resolved by the kernel.
  static func executableDirectory() -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard n > 0 else { return nil }
    let path = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return directory(of: path)
  }

  /// The directory of argv[0] (a path, or a name found on PATH), symbolic links resolved.
  static func invocationDirectory() -> String? {
    guard let first = CommandLine.arguments.first, !first.isEmpty else { return nil }
    var candidates: [String] = []
    if first.contains("/") {
      candidates = [first]
    } else if let path = getenv("PATH") {
      candidates = String(cString: path).split(separator: ":").map { ($0.isEmpty ? "." : String($0)) + "/" + first }
    }
    for candidate in candidates where access(candidate, X_OK) == 0 {
      guard let resolved = realpath(candidate, nil) else { continue }
      defer { free(resolved) }
      return directory(of: String(cString: resolved))
    }
    return nil
  }

  /// Everything before the last slash ("/" for a file in the root directory).
  static func directory(of path: String) -> String? {
    guard let slash = path.lastIndex(of: "/") else { return nil }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
