// Checked writes to standard output and standard error for `recur sync` (README "Exit codes":
// 74 = EX_IOERR): a summary that cannot be written is a failure, never a silent success.
// The same contract as the main tool's Support/OutputFailure.swift.

import ICalendar

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes lines to standard output or standard error and exits 74 when a write fails.
///
/// ```
/// $ recur sync store.json --url http://127.0.0.1:5232/me/tasks/ --list > /dev/full
/// recur: cannot write to standard output: No space left on device
/// $ echo $?
/// 74
/// ```
enum SyncOutput {
  /// Writes `text` to standard output; on failure reports it and exits 74.
  static func out(_ text: String) { write(text, fd: 1) }

  /// Writes `text` to standard error; on failure exits 74 (there is nowhere to report it).
  static func err(_ text: String) { write(text, fd: 2) }

  /// From now on, text ArgumentParser writes through C stdio (help, usage, version) is
  /// flushed at exit and a failure exits 74 with the reason.
  static func checkStandardOutputAtExit() {
    atexit {
      if fflush(nil) != 0 { SyncOutput.fail(fd: 1, code: errno) }
    }
  }

  private static func write(_ text: String, fd: Int32) {
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { AtomicFileWriter.writeAll(fd, $0) }
    if !written { fail(fd: fd, code: errno) }
  }

  private static func fail(fd: Int32, code: Int32) -> Never {
    if fd != 2 {
      let reason = String(cString: strerror(code))
      let name = fd == 1 ? "standard output" : "descriptor \(fd)"
      let message = Array("recur: cannot write to \(name): \(reason)\n".utf8)
      _ = message.withUnsafeBytes { AtomicFileWriter.writeAll(2, $0) }
    }
    _exit(74)
  }
}
