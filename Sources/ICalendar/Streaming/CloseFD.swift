// Closing descriptors opened for reading RFC 5545 files.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Closes `fd`, ignoring errors (read-only descriptors).
func closeFD(_ fd: Int32) { _ = close(fd) }
