// Reads a file descriptor in fixed-size chunks and feeds whole content lines (RFC 5545 §3.1,
// folds included) to the scanner, so memory stays bounded by the longest logical line.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Drives a scanner over a file descriptor.
enum ChunkReader {
  /// Opens `path` read-only (`-` is standard input).
  static func open(_ path: String) throws(FileReadError) -> Int32 {
    if path == "-" { return 0 }
    let fd = path.withCString { Glibc_open($0) }
    if fd < 0 { throw error(path) }
    return fd
  }

  static func error(_ path: String) -> FileReadError {
    let code = errno
    let message = strerror(code).map { String(cString: $0) } ?? "error \(code)"
    return FileReadError(path: path, code: code, message: message)
  }

  /// Scans everything readable from `fd` in chunks of `chunkSize` bytes (grown for longer lines,
  /// up to `maxLineBytes`, InputLimits.maxContentLineBytes by default). The buffer is filled
  /// before each scan, so a long line arriving through a pipe in small reads is scanned a
  /// bounded number of times (linear, not quadratic, in its length). Readers that keep what they
  /// read (a whole tree) pass `maxBytes` (InputLimits.maxFileBytes); streaming ones need none.
  static func run<S: LineSink>(fd: Int32, path: String, scanner: inout ContentLineScanner, sink: inout S,
    chunkSize: Int = 1 << 20, maxLineBytes: Int = InputLimits.maxContentLineBytes,
    maxBytes: Int = Int.max) throws(FileReadError)
  {
    var total = 0
    // A logical line of `maxLineBytes` octets, its CRLF and the byte that says whether it folds.
    let maxCapacity = maxLineBytes + 3
    var capacity = min(max(chunkSize, 16), maxCapacity)
    var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    defer { buffer.deallocate() }
    var filled = 0
    var eof = false
    while !eof {
      if filled == capacity {
        guard capacity < maxCapacity else {
          throw FileReadError.lineTooLong(path: path, line: scanner.lineNumber, limit: maxLineBytes)
        }
        let larger = min(capacity * 2, maxCapacity)
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        bigger.update(from: buffer, count: filled)
        buffer.deallocate()
        buffer = bigger
        capacity = larger
      }
      var interrupted = 0
      while filled < capacity {
        let n = read(fd, buffer + filled, capacity - filled)
        if n < 0 {
          if errno == EINTR && interrupted < 100 {
            interrupted += 1
            continue
          }
          throw error(path)
        }
        if n == 0 {
          eof = true
          break
        }
        filled += n
        total += n
        if total > maxBytes { throw FileReadError.tooLarge(path: path, limit: maxBytes) }
      }
      let consumed = scanner.scan(UnsafeBufferPointer(start: buffer, count: filled), isFinal: eof, into: &sink)
      if consumed > 0 {
        let rest = filled - consumed
        if rest > 0 { memmove(buffer, buffer + consumed, rest) }
        filled = rest
      }
    }
  }
}

@inline(__always)
private func Glibc_open(_ path: UnsafePointer<CChar>) -> Int32 {
  #if canImport(Glibc)
  return Glibc.open(path, O_RDONLY)
  #else
  return Darwin.open(path, O_RDONLY)
  #endif
}
