// Reads IANA zone files from the system tzdata directory (`TZDIR`, default /usr/share/zoneinfo),
// the files RFC 8536 §3 describes. Identifiers are validated first so a name can never leave
// the directory.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Locates and reads one zone file, bounded in size.
enum ZoneFileReader {
  /// The default tzdata directory.
  static let defaultDirectory = "/usr/share/zoneinfo"
  /// The largest zone file read (real ones are under 100 KiB).
  static let maximumFileSize = 1 << 20

  /// `TZDIR` when set and not empty, else /usr/share/zoneinfo.
  static var directory: String {
    if let value = getenv("TZDIR") {
      let dir = String(cString: value)
      if !dir.isEmpty { return dir }
    }
    return defaultDirectory
  }

  /// Checks that `identifier` is a relative IANA-style name: `Area/Location` made of letters,
  /// digits, `_`, `-`, `+` and `/`, no empty, `.` or `..` component, at most 255 bytes.
  static func validate(_ identifier: String) throws(ZoneError) {
    let bytes = Array(identifier.utf8)
    guard !bytes.isEmpty else { throw .invalidIdentifier(identifier, reason: "the identifier is empty") }
    guard bytes.count <= 255 else {
      throw .invalidIdentifier(identifier, reason: "longer than 255 bytes")
    }
    guard bytes[0] != UInt8(ascii: "/") else {
      throw .invalidIdentifier(identifier, reason: "an absolute path; expected a name such as America/New_York")
    }
    for (i, b) in bytes.enumerated() {
      let ok = (65...90).contains(b) || (97...122).contains(b) || (48...57).contains(b)
        || b == UInt8(ascii: "_") || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
        || b == UInt8(ascii: "/") || b == UInt8(ascii: ".")
      guard ok else {
        throw .invalidIdentifier(identifier, reason: "byte \(i + 1) is not a letter, digit, '_', '-', '+', '.' or '/'")
      }
    }
    // Path components in order, as byte ranges (no `split` into substrings at every start).
    var start = 0
    for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "/") {
      let length = end - start
      guard length > 0 else {
        throw .invalidIdentifier(identifier, reason: "an empty path component")
      }
      let dots = bytes[start..<end].allSatisfy { $0 == UInt8(ascii: ".") }
      guard !(dots && length <= 2) else {
        throw .invalidIdentifier(identifier, reason: "a '\(length == 1 ? "." : "..")' path component")
      }
      start = end + 1
    }
  }

  /// The bytes of `identifier`'s file under `directory`.
  static func contents(of identifier: String, in directory: String) throws(ZoneError) -> [UInt8] {
    let path = directory.hasSuffix("/") ? directory + identifier : directory + "/" + identifier
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else {
      let code = errno
      if code == ENOENT || code == ENOTDIR {
        throw .unknownIdentifier(identifier, searched: [path])
      }
      throw .unreadable(identifier, path: path, reason: String(cString: strerror(code)))
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      throw .unreadable(identifier, path: path, reason: String(cString: strerror(errno)))
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      throw .unknownIdentifier(identifier, searched: [path])
    }
    guard info.st_size <= maximumFileSize else {
      throw .unreadable(identifier, path: path, reason: "larger than \(maximumFileSize) bytes")
    }
    let size = Int(info.st_size)
    var bytes = [UInt8](repeating: 0, count: size)
    var filled = 0
    var attempts = 0
    // Bounded: at most 1,000 reads (each normally returns the rest of the file).
    while filled < size, attempts < 1000 {
      attempts += 1
      let n = bytes.withUnsafeMutableBytes { buffer in
        read(fd, buffer.baseAddress.map { $0 + filled }, size - filled)
      }
      if n < 0 {
        if errno == EINTR { continue }
        throw .unreadable(identifier, path: path, reason: String(cString: strerror(errno)))
      }
      if n == 0 { break }
      filled += n
    }
    return filled == size ? bytes : Array(bytes[0..<filled])
  }
}
