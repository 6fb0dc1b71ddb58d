// The byte buffer `recur expand` writes its lines into (README output; RFC 5545 §3.1
// lines end here in LF, as the tool prints them): a plain pointer and a count held in a local,
// so the hot loop has no class property, no array append and no exclusivity check per line.

import ICalendar

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fixed buffer on a file descriptor; `reserve()` hands out room for one line.
struct LineSink: ~Copyable {
  /// Room guaranteed by `reserve()`: the longest line (`,"YYYYMMDDTHHMMSSZ"` + LF = 20 bytes)
  /// plus the slack that 8-byte stores may write past it.
  static let lineRoom = 32
  let fd: Int32
  let base: UnsafeMutablePointer<UInt8>
  let capacity: Int
  var count = 0

  /// A sink on `fd` flushing every `capacity` bytes (64 KiB by default).
  init(fd: Int32, capacity: Int = 1 << 16) {
    self.fd = fd
    self.capacity = max(capacity, 2 * Self.lineRoom)
    base = .allocate(capacity: self.capacity)
  }

  deinit {
    Self.drain(fd, base, count)
    base.deallocate()
  }

  /// Where the next line goes; at least `lineRoom` bytes are free there.
  @inline(__always)
  mutating func reserve() -> UnsafeMutablePointer<UInt8> {
    if count > capacity &- Self.lineRoom { flush() }
    return base + count
  }

  /// Marks `n` bytes written at `reserve()`'s pointer.
  @inline(__always)
  mutating func commit(_ n: Int) { count &+= n }

  /// Where the next `room` bytes go (`room` at most `capacity`): flushes first when they do not fit.
  @inline(__always)
  mutating func reserve(_ room: Int) -> UnsafeMutablePointer<UInt8> {
    if count > capacity &- room { flush() }
    return base + count
  }

  /// Appends a run of bytes of any length (a UID, a SUMMARY): copied in one piece when it
  /// fits, else written in buffer-sized pieces.
  @inline(__always)
  mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
    guard var from = bytes.baseAddress else { return }
    var left = bytes.count
    while left > 0 {
      if count == capacity { flush() }
      let n = min(left, capacity &- count)
      (base + count).update(from: from, count: n)
      count &+= n
      from += n
      left &-= n
    }
  }

  /// Appends one byte.
  @inline(__always)
  mutating func append(byte: UInt8) {
    if count == capacity { flush() }
    base[count] = byte
    count &+= 1
  }

  /// Appends bytes (for the few fixed strings around the lines).
  mutating func append(_ bytes: some Sequence<UInt8>) {
    for b in bytes {
      if count == capacity { flush() }
      base[count] = b
      count &+= 1
    }
  }

  /// Writes everything buffered to the descriptor (retrying short writes).
  mutating func flush() {
    Self.drain(fd, base, count)
    count = 0
  }

  /// write(2) of the buffer, retrying short and interrupted writes; a failed write ends the
  /// process with exit 74 and the reason on standard error (`OutputFailure`).
  static func drain(_ fd: Int32, _ base: UnsafeMutablePointer<UInt8>, _ count: Int) {
    guard count > 0 else { return }
    if !AtomicFileWriter.writeAll(fd, UnsafeRawBufferPointer(start: base, count: count)) {
      OutputFailure.exit(fd: fd, code: errno)
    }
  }
}
