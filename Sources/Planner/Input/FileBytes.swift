// Reading a whole input file into one byte buffer (the activity log, a store, an .ics that cannot
// be mapped, see `InputBytes`), with read(2) straight into the array's storage: one copy, no
// Data, no staging chunk.

import ICalendar

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads.
enum FileBytes {
  /// The bytes of the file at `path` (`-` is standard input), read once; throws when it cannot
  /// be opened or read, is larger than `maxBytes`, or (with `maxLineBytes`) holds a physical
  /// line (ended by CRLF, LF or a bare CR, `PhysicalLineCounter`) longer than that
  /// (`InputLimits`, SECURITY.md "Limits": /dev/zero stops after 8 MiB).
  static func read(_ path: String, maxBytes: Int = InputLimits.maxFileBytes,
                   maxLineBytes: Int? = nil) throws(FileReadError) -> [UInt8] {
    let fd = path == "-" ? 0 : path.withCString { open($0, O_RDONLY) }
    guard fd >= 0 else { throw osError(path, errno) }
    defer { if fd != 0 { close(fd) } }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw osError(path, errno) }
    if Int(info.st_size) > maxBytes { throw FileReadError.tooLarge(path: path, limit: maxBytes) }
    var bytes: [UInt8] = []
    var size = min(max(0, Int(info.st_size)) + 1, maxBytes + 1)
    // Physical lines end as the scanner ends them (CRLF, LF or a bare CR; docs/SEMANTICS.md
    // "Bare CR line endings"), so the line named in an error is the one lint would name.
    var lines = PhysicalLineCounter()
    // Each round fills a buffer of `size` bytes (the file's size plus one, so a file that did not
    // grow ends in the first round) and doubles it when full, up to `maxBytes` + 1.
    while true {
      var status = 0  // 1: end of file, -1: error, -2: line too long
      var code: Int32 = 0
      let have = bytes.count
      bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
        guard let base = buffer.baseAddress else { return }
        bytes.withUnsafeBufferPointer { old in
          if let from = old.baseAddress, !old.isEmpty { base.update(from: from, count: old.count) }
        }
        count = have
        adviseHugePages(base, size)
        // Each pass reads at least one byte or stops; an interrupted read is retried at most
        // 100 times in a row.
        var interrupted = 0
        while count < size, interrupted < 100 {
          #if canImport(Glibc)
          let n = Glibc.read(fd, base + count, size - count)
          #else
          let n = Darwin.read(fd, base + count, size - count)
          #endif
          if n > 0 {
            if let maxLineBytes, !lines.count(UnsafeBufferPointer(start: base + count, count: n), maxLineBytes: maxLineBytes) {
              status = -2
              return
            }
            count += n
            interrupted = 0
          } else if n == 0 {
            status = 1
            return
          } else if errno == EINTR {
            interrupted += 1
          } else {
            status = -1
            code = errno
            return
          }
        }
        if count < size {
          status = -1
          code = EINTR
        }
      }
      if status == 1 { return bytes }
      if status == -1 { throw osError(path, code) }
      if status == -2, let maxLineBytes { throw FileReadError.lineTooLong(path: path, line: lines.lineNumber, limit: maxLineBytes) }
      if size > maxBytes { throw FileReadError.tooLarge(path: path, limit: maxBytes) }
      size = min(size * 2, maxBytes + 1)
    }
  }

  private static func osError(_ path: String, _ code: Int32) -> FileReadError {
    FileReadError(path: path, code: code, message: errorText(code))
  }

  /// The first bytes of the file at `path` (at most `limit`), or `nil` when it cannot be read.
  static func head(_ path: String, limit: Int) -> [UInt8]? {
    let fd = path.withCString { open($0, O_RDONLY) }
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var failed = false
    let bytes = [UInt8](unsafeUninitializedCapacity: max(1, limit)) { buffer, count in
      guard let base = buffer.baseAddress else { return }
      var interrupted = 0
      while interrupted < 100 {
        #if canImport(Glibc)
        let n = Glibc.read(fd, base, limit)
        #else
        let n = Darwin.read(fd, base, limit)
        #endif
        if n >= 0 {
          count = n
          return
        }
        if errno != EINTR { break }
        interrupted += 1
      }
      failed = true
    }
    return failed ? nil : bytes
  }

  /// Asks Linux to back the 2 MiB-aligned interior of a large buffer with huge pages
  /// (transparent huge pages in `madvise` mode): a 38 MB input then costs a few dozen page
  /// faults instead of ~9,000. Only a hint; nothing changes if it is refused.
  private static func adviseHugePages(_ base: UnsafeMutablePointer<UInt8>, _ size: Int) {
    #if os(Linux)
    let huge = 1 << 21
    guard size >= 4 * huge else { return }
    let start = (Int(bitPattern: base) + huge - 1) & ~(huge - 1)
    let end = (Int(bitPattern: base) + size) & ~(huge - 1)
    guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
    _ = madvise(aligned, end - start, MADV_HUGEPAGE)
    #endif
  }
}
