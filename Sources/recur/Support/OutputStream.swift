// Buffered output for the tool: one write(2) per 64 KiB instead of one per line. Every write is
// checked: a failure (a full disk, a closed descriptor) ends the process with exit 74 and the
// reason on standard error (`OutputFailure`), never a silent truncation.

import ICalendar

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A buffered writer on a file descriptor (stdout by default); call `flush()` before exiting.
final class OutputStream {
  private var buffer: [UInt8] = []
  private let fd: Int32
  /// The file descriptor written to.
  var descriptor: Int32 { fd }
  private let capacity: Int
  private let exitOnFailure: Bool
  /// Whether a write failed (only seen when `exitOnFailure` is false; later writes are dropped).
  private(set) var failed = false

  /// A writer on `fd` (1, standard output, by default), flushing every `capacity` bytes. A
  /// failed write ends the process with exit 74 unless `exitOnFailure` is false (an `-o` temp
  /// file, whose writer then reports `failed` and removes it).
  init(fd: Int32 = 1, capacity: Int = 1 << 16, exitOnFailure: Bool = true) {
    self.fd = fd
    self.capacity = capacity
    self.exitOnFailure = exitOnFailure
    buffer.reserveCapacity(capacity)
  }

  /// Appends raw bytes.
  @inline(__always)
  func write(bytes: some Sequence<UInt8>) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= capacity { flush() }
  }

  /// Appends one byte.
  @inline(__always)
  func write(byte: UInt8) {
    buffer.append(byte)
    if buffer.count >= capacity { flush() }
  }

  /// Appends a string's UTF-8 bytes.
  func write(_ string: String) {
    var s = string
    s.withUTF8 { write(bytes: $0) }
  }

  /// Appends a string and a newline.
  func writeLine(_ string: String) {
    write(string)
    write(byte: 0x0A)
  }

  /// Writes everything buffered to the descriptor; exits 74 when that fails.
  func flush() {
    guard !buffer.isEmpty else { return }
    let ok = failed || buffer.withUnsafeBytes { AtomicFileWriter.writeAll(fd, $0) }
    buffer.removeAll(keepingCapacity: true)
    if !ok {
      if exitOnFailure { OutputFailure.exit(fd: fd, code: errno) }
      failed = true
    }
  }

  deinit { flush() }
}
