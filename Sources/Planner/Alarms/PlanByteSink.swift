// Where a plan's .ics bytes go (DESIGN.md §3 `recur plan -o`): a file descriptor through a
// 256 KiB buffer (large runs written straight from the input), or memory. Streaming keeps the
// 38 MB plan of 100,000 todos out of memory; the bytes are the same either way.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A byte sink: an open file descriptor (buffered) or an in-memory array.
package struct PlanByteSink {
  /// The bytes collected (in memory), or the pending buffer (file descriptor).
  private(set) var bytes: [UInt8] = []
  private let fd: Int32
  /// Whether a write failed (later appends are dropped).
  private(set) var failed = false
  private static let bufferSize = 1 << 18

  /// A sink collecting into memory, sized for `expected` bytes.
  init(collecting expected: Int) {
    fd = -1
    bytes.reserveCapacity(expected)
  }

  /// A sink writing to `fd` (not closed here).
  init(fd: Int32) {
    self.fd = fd
    bytes.reserveCapacity(Self.bufferSize)
  }

  /// Appends `chunk`.
  mutating func append(_ chunk: UnsafeBufferPointer<UInt8>) {
    guard fd >= 0 else {
      bytes.append(contentsOf: chunk)
      return
    }
    if bytes.count + chunk.count > Self.bufferSize {
      flush()
      if chunk.count >= Self.bufferSize {
        writeAll(chunk)
        return
      }
    }
    bytes.append(contentsOf: chunk)
  }

  /// Appends `array`.
  mutating func append(_ array: [UInt8]) {
    array.withUnsafeBufferPointer { append($0) }
  }

  /// Writes out what is buffered (file descriptor only).
  mutating func flush() {
    guard fd >= 0, !bytes.isEmpty else { return }
    let pending = bytes
    bytes.removeAll(keepingCapacity: true)
    pending.withUnsafeBufferPointer { writeAll($0) }
  }

  /// write(2) of all of `chunk`; stops at the first failure.
  private mutating func writeAll(_ chunk: UnsafeBufferPointer<UInt8>) {
    guard !failed else { return }
    failed = !Self.writeAll(chunk, to: fd)
  }

  /// write(2) of all of `chunk` to `fd`; each pass writes at least one byte or stops (at most
  /// 100 interrupted calls in a row). False when a write fails.
  package static func writeAll(_ chunk: UnsafeBufferPointer<UInt8>, to fd: Int32) -> Bool {
    guard let base = chunk.baseAddress else { return true }
    var offset = 0
    var stalls = 0
    while offset < chunk.count {
      #if canImport(Glibc)
      let n = Glibc.write(fd, base + offset, chunk.count - offset)
      #else
      let n = Darwin.write(fd, base + offset, chunk.count - offset)
      #endif
      if n > 0 {
        offset += n
        stalls = 0
      } else if n < 0 && errno == EINTR && stalls < 100 {
        stalls += 1
      } else {
        return false
      }
    }
    return true
  }
}
