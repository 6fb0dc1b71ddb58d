// Where a plan's .ics bytes go (README `recur plan -o`): a file descriptor through a
// 256 KiB staging buffer filled with plain memory copies (large runs written straight from the
// input), or memory. Streaming keeps the 38 MB plan of 100,000 todos out of memory; the bytes
// are the same either way.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A byte sink: an open file descriptor (buffered) or an in-memory array.
package struct PlanByteSink {
  /// The staging memory of a file descriptor sink, freed with the last copy of the sink.
  private final class Staging {
    let base = UnsafeMutablePointer<UInt8>.allocate(capacity: PlanByteSink.bufferSize)
    deinit { base.deallocate() }
  }

  /// The bytes collected (in memory; always empty for a file descriptor).
  private(set) var bytes: [UInt8] = []
  private let fd: Int32
  /// Whether a write failed (later appends are dropped).
  private(set) var failed = false
  /// A file descriptor sink's pending bytes: the first `pending` of `staging`, appended with a
  /// plain memory copy (no per-append capacity or uniqueness check of an array).
  private let staging: Staging?
  /// `staging`'s memory (kept beside it, so an append does not retain the object).
  private let base: UnsafeMutablePointer<UInt8>?
  private var pending = 0
  fileprivate static let bufferSize = 1 << 18

  /// A sink collecting into memory, sized for `expected` bytes.
  init(collecting expected: Int) {
    fd = -1
    staging = nil
    base = nil
    bytes.reserveCapacity(expected)
  }

  /// A sink writing to `fd` (not closed here).
  init(fd: Int32) {
    self.fd = fd
    let staging = Staging()
    self.staging = staging
    base = staging.base
  }

  /// Appends `chunk`.
  mutating func append(_ chunk: UnsafeBufferPointer<UInt8>) {
    guard let base else {
      bytes.append(contentsOf: chunk)
      return
    }
    guard let from = chunk.baseAddress, !chunk.isEmpty else { return }
    if pending + chunk.count > Self.bufferSize {
      flush()
      if chunk.count >= Self.bufferSize {
        writeAll(chunk)
        return
      }
    }
    (base + pending).update(from: from, count: chunk.count)
    pending += chunk.count
  }

  /// Appends `array`.
  mutating func append(_ array: [UInt8]) {
    array.withUnsafeBufferPointer { append($0) }
  }

  /// Writes out what is buffered (file descriptor only).
  mutating func flush() {
    guard let base, pending > 0 else { return }
    let chunk = UnsafeBufferPointer(start: base, count: pending)
    pending = 0
    writeAll(chunk)
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
