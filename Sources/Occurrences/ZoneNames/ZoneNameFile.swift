// A small file of the system tzdata directory (`TZDIR`, default /usr/share/zoneinfo), read whole
// with POSIX calls (no Foundation on this path).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads files from the tzdata directory.
enum ZoneNameFile {
  /// The bytes of `name` in the tzdata directory, or nil when it cannot be read; at most 4 MiB.
  static func read(_ name: String) -> [UInt8]? {
    let directory = getenv("TZDIR").map { String(cString: $0) } ?? "/usr/share/zoneinfo"
    let fd = open(directory + "/" + name, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var out: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while out.count < 4 << 20 {
      let n = chunk.withUnsafeMutableBytes { Glibc_read(fd, $0.baseAddress, $0.count) }
      if n == 0 { return out }
      if n < 0 {
        if errno == EINTR { continue }
        return nil
      }
      out.append(contentsOf: chunk[0..<n])
    }
    return out
  }
}

/// read(2) under one name on Linux and Darwin.
private func Glibc_read(_ fd: Int32, _ p: UnsafeMutableRawPointer?, _ n: Int) -> Int {
  #if canImport(Glibc)
  return Glibc.read(fd, p, n)
  #else
  return Darwin.read(fd, p, n)
  #endif
}
