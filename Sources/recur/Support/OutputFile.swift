// Writing a command's `-o FILE` (README): every command's output file goes through the
// one atomic writer (ICalendar's `AtomicFileWriter`: temp file beside it, fsync, rename; mode,
// owner and symlinks kept), and a failure is exit 74 with the reason, the old file untouched.

import ArgumentParser
import ICalendar

/// The `-o` writes of every command.
enum OutputFile {
  /// Writes `bytes` to `path` atomically; on failure reports `recur COMMAND: cannot write …`
  /// on `err` and throws exit 74.
  static func write(_ bytes: [UInt8], to path: String, command: String, err: OutputStream) throws {
    try write(to: path, command: command, err: err) { fd in
      bytes.withUnsafeBytes { AtomicFileWriter.writeAll(fd, $0) }
    }
  }

  /// Lets `body` stream into the temporary file (false with errno set when a write failed),
  /// then renames it over `path`; failures as `write(_:to:command:err:)`.
  static func write(to path: String, command: String, err: OutputStream, _ body: (Int32) -> Bool) throws {
    do {
      try AtomicFileWriter.write(to: path, body)
    } catch {
      err.writeLine("recur \(command): cannot write \(error.description)")
      err.flush()
      throw ExitStatus.ioError
    }
  }
}
