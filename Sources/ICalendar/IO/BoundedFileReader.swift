// Reading a whole input (a file, a pipe, a FIFO, standard input) into memory exactly once, with
// the bounds of `InputLimits`: reading /dev/zero stops after one over-long line, not gigabytes.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-input reads with a size bound and, for text, a line-length bound.
///
/// ```swift
/// let bytes = try BoundedFileReader.read("-")                         // standard input, once
/// try BoundedFileReader.read("/dev/zero", maxLineBytes: 1 << 20)       // throws: line 1 is longer than 1048576 bytes
/// ```
package enum BoundedFileReader {
  /// The bytes of `path` (`-` is standard input), read once to the end; throws when it cannot
  /// be read, is larger than `maxBytes`, or (when `maxLineBytes` is given) has a physical line
  /// (bytes between line endings: CRLF, LF or a bare CR, as the scanner reads them) longer than
  /// `maxLineBytes`.
  package static func read(_ path: String, maxBytes: Int = InputLimits.maxFileBytes,
                           maxLineBytes: Int? = nil) throws(FileReadError) -> [UInt8] {
    let fd: Int32 = path == "-" ? 0 : path.withCString { open($0, O_RDONLY) }
    if fd < 0 { throw ChunkReader.error(path) }
    defer { if fd != 0 { _ = close(fd) } }
    return try read(fileDescriptor: fd, path: path, maxBytes: maxBytes, maxLineBytes: maxLineBytes)
  }

  /// As `read(_:maxBytes:maxLineBytes:)`, from an open descriptor (not closed). A regular
  /// file is read straight into an array of its size (no chunk copied); whatever follows (a
  /// file that grew, a pipe) comes in chunks.
  package static func read(fileDescriptor fd: Int32, path: String, maxBytes: Int = InputLimits.maxFileBytes,
                           maxLineBytes: Int? = nil) throws(FileReadError) -> [UInt8] {
    var info = stat()
    var lines = PhysicalLineCounter()
    var failure: FileReadError?
    var bytes: [UInt8] = []
    if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
      let size = Int(info.st_size)
      if size > maxBytes { throw FileReadError.tooLarge(path: path, limit: maxBytes) }
      bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
        count = 0
        guard let base = buffer.baseAddress else { return }
        while count < size {
          let n = readRetrying(fd, base + count, size - count)
          if n < 0 { failure = ChunkReader.error(path); return }
          if n == 0 { return }
          count += n
        }
      }
      if let failure { throw failure }
      // The size is bounded already; the lines are checked at once (the counter names the line
      // only when one is too long).
      if let maxLineBytes, !bytes.withUnsafeBufferPointer({ Self.linesFit($0, maxLineBytes: maxLineBytes) }) {
        _ = bytes.withUnsafeBufferPointer { lines.count($0, maxLineBytes: maxLineBytes) }
        throw FileReadError.lineTooLong(path: path, line: lines.lineNumber, limit: maxLineBytes)
      }
    }
    // The rest (all of a pipe, or what a regular file grew by), in chunks.
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var counted = bytes.isEmpty
    while true {
      let n = chunk.withUnsafeMutableBytes { readRetrying(fd, $0.baseAddress, $0.count) }
      if n < 0 { throw ChunkReader.error(path) }
      if n == 0 { break }
      if bytes.count + n > maxBytes { throw FileReadError.tooLarge(path: path, limit: maxBytes) }
      if let maxLineBytes, !counted {
        // The counter goes on from the end of the file's first bytes (all within the bound).
        _ = bytes.withUnsafeBufferPointer { lines.count($0, maxLineBytes: maxLineBytes) }
        counted = true
      }
      if let maxLineBytes {
        let within = chunk.withUnsafeBufferPointer { lines.count(UnsafeBufferPointer(rebasing: $0[0..<n]), maxLineBytes: maxLineBytes) }
        if !within { throw FileReadError.lineTooLong(path: path, line: lines.lineNumber, limit: maxLineBytes) }
      }
      bytes.append(contentsOf: chunk[0..<n])
    }
    return bytes
  }

  /// Whether no physical line of `bytes` is longer than `maxLineBytes` octets. A physical line
  /// is a run of bytes other than CR and LF, as `PhysicalLineCounter` ends them; every window of
  /// `maxLineBytes + 1` bytes from a line's start must hold a CR or an LF, looked for from the
  /// window's end, so each byte is looked at at most once and a file of short lines is checked
  /// with a few looks per window. (`PhysicalLineCounter` names the line when one is too long.)
  ///
  /// ```swift
  /// linesFit(bytes("A\rBB\r\nCCC\r"), maxLineBytes: 3)   // true
  /// linesFit(bytes("A\rBB\r\nCCC\r"), maxLineBytes: 2)   // false: "CCC"
  /// ```
  static func linesFit(_ bytes: UnsafeBufferPointer<UInt8>, maxLineBytes: Int) -> Bool {
    let n = bytes.count
    var start = 0
    while n - start > maxLineBytes {
      var q = start + maxLineBytes
      while q >= start, bytes[q] != 0x0A, bytes[q] != 0x0D { q -= 1 }
      if q < start { return false }
      start = q + 1
    }
    return true
  }

  /// A `read` that retries when interrupted (up to 100 times in a row); -1 on failure.
  private static func readRetrying(_ fd: Int32, _ p: UnsafeMutableRawPointer?, _ n: Int) -> Int {
    var interrupted = 0
    while true {
      let got = Glibc_read(fd, p, n)
      if got < 0 && errno == EINTR && interrupted < 100 {
        interrupted += 1
        continue
      }
      return got
    }
  }
}

@inline(__always)
private func Glibc_read(_ fd: Int32, _ p: UnsafeMutableRawPointer?, _ n: Int) -> Int {
  #if canImport(Glibc)
  return Glibc.read(fd, p, n)
  #else
  return Darwin.read(fd, p, n)
  #endif
}
