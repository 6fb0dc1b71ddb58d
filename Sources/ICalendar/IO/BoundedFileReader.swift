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
    var lines = maxLineBytes.map { LineBound(limit: $0) }
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
          do throws(FileReadError) {
            try lines?.check(UnsafeBufferPointer(start: base, count: count + n), from: count, path: path)
          } catch {
            failure = error
            return
          }
          count += n
        }
      }
      if let failure { throw failure }
    }
    // The rest (all of a pipe), in chunks.
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { readRetrying(fd, $0.baseAddress, $0.count) }
      if n < 0 { throw ChunkReader.error(path) }
      if n == 0 { break }
      if bytes.count + n > maxBytes { throw FileReadError.tooLarge(path: path, limit: maxBytes) }
      let before = bytes.count
      bytes.append(contentsOf: chunk[0..<n])
      if lines != nil {
        try bytes.withUnsafeBufferPointer { (all) throws(FileReadError) in
          try lines?.check(all, from: before, path: path)
        }
      }
    }
    return bytes
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

  /// The physical-line bound of one read (lines end at CRLF, a bare LF or a bare CR, as the
  /// scanner reads them). While no run of bytes between two LFs is longer than the limit, no
  /// line can be, so LFs are found with memchr; after a longer run (a long line, or lines
  /// ending in bare CRs) every byte read so far is counted, then every later one.
  struct LineBound {
    let limit: Int
    /// Bytes since the last LF, while LFs are enough.
    private var sinceLF = 0
    /// The byte-by-byte count, once needed: current line's length and number, last byte seen.
    private var exact: (length: Int, line: Int, last: UInt8)?

    init(limit: Int) { self.limit = limit }

    /// Checks `all[from...]`, the bytes just read (`all` is everything read so far).
    mutating func check(_ all: UnsafeBufferPointer<UInt8>, from: Int, path: String) throws(FileReadError) {
      guard let base = all.baseAddress else { return }
      if exact == nil {
        var run = sinceLF
        var p = from
        var long = false
        while p < all.count {
          guard let hit = memchr(base + p, 0x0A, all.count - p) else {
            run += all.count - p
            long = run > limit
            break
          }
          let lf = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
          if run + (lf - p) > limit {
            long = true
            break
          }
          run = 0
          p = lf + 1
        }
        if !long {
          sinceLF = run
          return
        }
        exact = (0, 1, 0)
        try count(UnsafeBufferPointer(rebasing: all[0...]), path: path)
        return
      }
      try count(UnsafeBufferPointer(rebasing: all[from...]), path: path)
    }

    /// Counts `bytes` byte by byte, throwing at the first line over the limit.
    private mutating func count(_ bytes: UnsafeBufferPointer<UInt8>, path: String) throws(FileReadError) {
      guard var (length, line, last) = exact else { return }
      defer { exact = (length, line, last) }
      for b in bytes {
        if b == 0x0A || b == 0x0D {
          // CRLF ends one line, at its CR; a bare LF or a bare CR ends one too.
          if b == 0x0D || last != 0x0D { line += 1 }
          length = 0
        } else {
          length += 1
          if length > limit { throw FileReadError.lineTooLong(path: path, line: line, limit: limit) }
        }
        last = b
      }
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
