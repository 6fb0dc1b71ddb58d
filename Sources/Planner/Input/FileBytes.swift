// Reading a whole input file into one byte buffer (the activity log, a store, an .ics edited in
// place by `VerbatimPlanWriter`), with read(2) into the buffer directly: one copy, no Data.

import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads.
enum FileBytes {
  /// The bytes of the file at `path`, or `nil` when it cannot be opened or read.
  static func read(_ path: String) -> [UInt8]? {
    let fd = path.withCString { open($0, O_RDONLY) }
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(max(0, Int(info.st_size)) + 1)
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    // Each pass reads at least one byte or stops (an interrupted read is retried at most 100
    // times in a row): bounded by the file's length.
    var interrupted = 0
    while interrupted < 100 {
      let n = chunk.withUnsafeMutableBytes { raw -> Int in
        guard let base = raw.baseAddress else { return -1 }
        return Foundation.read(fd, base, raw.count)
      }
      if n < 0 && errno == EINTR {
        interrupted += 1
        continue
      }
      interrupted = 0
      guard n >= 0 else { return nil }
      if n == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<n])
    }
    return nil
  }
}
