// A free TCP port on 127.0.0.1 for a test server: bind port 0, read the port the kernel chose,
// close (POSIX bind(2)/getsockname(2)).

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

package enum FreePort {
  package struct Failure: Error, CustomStringConvertible {
    package let description: String
    package init(description: String) { self.description = description }
  }

  /// A port nothing listens on right now (another process may take it later; servers we start
  /// are checked for readiness).
  package static func find() throws -> Int {
    #if canImport(Glibc)
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
    let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { throw Failure(description: "socket() failed") }
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard bound == 0 else { throw Failure(description: "bind() failed") }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    guard named == 0 else { throw Failure(description: "getsockname() failed") }
    return Int(UInt16(bigEndian: address.sin_port))
  }
}
