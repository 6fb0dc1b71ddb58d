// The one way the tool reacts to output it could not write (README, exit 74 = EX_IOERR):
// the reason on standard error, then exit, so a full disk never leaves a truncated result
// behind a success status.

import ICalendar

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ends the process after a failed write.
///
/// ```
/// $ recur complete store.json --id A --at 2026-11-22T09:05:00Z > /dev/full
/// recur: cannot write to standard output: No space left on device
/// $ echo $?
/// 74
/// ```
enum OutputFailure {
  /// Reports the failed write to `fd` (errno `code`) on standard error and exits 74.
  static func exit(fd: Int32, code: Int32) -> Never {
    let name = fd == 1 ? "standard output" : fd == 2 ? "standard error" : "descriptor \(fd)"
    exit(writing: name, reason: errorText(code))
  }

  /// From now on, text written through C stdio (ArgumentParser's help, usage and version
  /// output) is checked too: at exit it is flushed, and a failure exits 74 with the reason.
  static func checkStandardOutputAtExit() {
    atexit {
      // fflush(NULL) flushes every stdio stream; EOF means a write failed.
      if fflush(nil) != 0 {
        let code = errno
        let message = Array("recur: cannot write to standard output: \(errorText(code))\n".utf8)
        _ = message.withUnsafeBytes { AtomicFileWriter.writeAll(2, $0) }
        _exit(74)
      }
    }
  }

  /// Reports that `name` could not be written because of `reason`, and exits 74.
  static func exit(writing name: String, reason: String) -> Never {
    if name != "standard error" {
      let message = Array("recur: cannot write to \(name): \(reason)\n".utf8)
      _ = message.withUnsafeBytes { AtomicFileWriter.writeAll(2, $0) }
    }
    #if canImport(Glibc)
    Glibc.exit(74)
    #else
    Darwin.exit(74)
    #endif
  }
}
