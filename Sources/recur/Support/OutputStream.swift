// Buffered output for the tool: one write(2) per 64 KiB instead of one per line.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A buffered writer on a file descriptor (stdout by default); call `flush()` before exiting.
final class OutputStream {
  private var buffer: [UInt8] = []
  private let fd: Int32
  private let capacity: Int

  /// A writer on `fd` (1, standard output, by default), flushing every `capacity` bytes.
  init(fd: Int32 = 1, capacity: Int = 1 << 16) {
    self.fd = fd
    self.capacity = capacity
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

  /// Writes everything buffered to the descriptor.
  func flush() {
    var offset = 0
    buffer.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return }
      while offset < raw.count {
        let n = Glibc_write(fd, base + offset, raw.count - offset)
        if n <= 0 { break }
        offset += n
      }
    }
    buffer.removeAll(keepingCapacity: true)
  }

  deinit { flush() }
}

@inline(__always)
private func Glibc_write(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int {
  #if canImport(Glibc)
  return Glibc.write(fd, p, n)
  #else
  return Darwin.write(fd, p, n)
  #endif
}
