// Telling whether a file changed between two moments without reading it twice: device,
// inode, size and the modification and status-change times in nanoseconds (POSIX stat(2)).
// A write or a rename over the file changes at least one of them.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat(2)` says about a file, for "has it changed since?" checks (symlinks followed).
///
/// Example: `StoreFileIdentity(path: "tasks.json")` before a sync and again before the store
/// is replaced; if they differ another program wrote the store meanwhile.
public struct StoreFileIdentity: Sendable, Equatable {
  let device: UInt64
  let inode: UInt64
  let size: Int64
  let modified: Int64
  let changed: Int64

  /// The identity of the file at `path`; nil when it cannot be stat'ed.
  public init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
    #if canImport(Darwin)
    modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
    changed = Int64(info.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(info.st_ctimespec.tv_nsec)
    #else
    modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
    #endif
  }
}
