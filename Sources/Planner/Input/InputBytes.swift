// The bytes of an input .ics for `recur plan` (RFC 5545 §3.1: a CRLF file walked and spliced in
// place): a regular file is mapped read-only with mmap(2), so its bytes are neither copied nor
// zero-filled; anything that cannot be mapped (an empty file, a pipe) is read into an array.
// Every byte range the reader keeps (overdue entries, the verbatim writer's edits) points into
// `buffer`, which stays valid as long as this object lives; the mapping is removed in `deinit`.
// A mapping is guarded by `ShrinkGuard` when the tool has enabled it: if another process
// truncates the file mid-run, the SIGBUS becomes a message naming the file and exit status 65.

import ICalendar

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A whole input file held in memory, mapped when it can be.
///
/// ```swift
/// let input = try InputBytes.read("todos.ics")   // mapped; throws when it cannot be read
/// input?.buffer.count                        // the file's size
/// ```
// @unchecked: the bytes are never written after `init` (a PROT_READ private mapping or an
// copy no one else holds), so sharing them between threads is safe.
final class InputBytes: @unchecked Sendable {
  /// The bytes; valid while this object lives.
  let buffer: UnsafeBufferPointer<UInt8>
  /// Whether `buffer` is a mapping (removed in `deinit`) or memory allocated here.
  private let mapped: Bool
  /// The `ShrinkGuard` slot guarding the mapping, if any.
  private let guardSlot: Int?

  /// A copy of `array` (for files that cannot be mapped, and tests).
  init(_ array: [UInt8]) {
    let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, array.count))
    _ = copy.initialize(from: array)
    buffer = UnsafeBufferPointer(rebasing: copy[0..<array.count])
    mapped = false
    guardSlot = nil
  }

  private init(mapping: UnsafeMutableRawPointer, count: Int, path: String) {
    mapped = true
    buffer = UnsafeBufferPointer(start: mapping.bindMemory(to: UInt8.self, capacity: count), count: count)
    guardSlot = ShrinkGuard.guardMapping(UnsafeRawPointer(mapping), count: count, path: path)
  }

  deinit {
    guard let base = buffer.baseAddress else { return }
    if mapped {
      if let guardSlot { ShrinkGuard.release(guardSlot) }
      _ = munmap(UnsafeMutableRawPointer(mutating: base), buffer.count)
    } else {
      UnsafeMutablePointer(mutating: base).deallocate()
    }
  }

  /// How many bytes.
  var count: Int { buffer.count }

  /// The file at `path` (`-` is standard input), mapped when it can be and read once
  /// otherwise, within the limits of `InputLimits` (a pipe or /dev/zero with no line break
  /// stops after 8 MiB); throws naming the file when it cannot be read or breaks a limit.
  static func read(_ path: String) throws(FileReadError) -> InputBytes {
    if path != "-", let mapped = map(path) { return mapped }
    return InputBytes(try FileBytes.read(path, maxLineBytes: InputLimits.maxContentLineBytes))
  }

  /// The regular file at `path` mapped read-only, or `nil` (not a regular file, empty, or
  /// mmap refused).
  static func map(_ path: String) -> InputBytes? {
    let fd = path.withCString { open($0, O_RDONLY) }
    guard fd >= 0 else { return nil }
    // The mapping outlives the descriptor (mmap(2): closing it does not unmap).
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    let size = Int(info.st_size)
    guard size > 0 else { return nil }
    // No MAP_POPULATE: pre-faulting the 38 MB bench file cost ~4 ms more than faulting it in
    // (with the kernel's fault-around) as the scan walks it from start to end.
    guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else { return nil }
    _ = madvise(base, size, MADV_SEQUENTIAL)
    return InputBytes(mapping: base, count: size, path: path)
  }
}
