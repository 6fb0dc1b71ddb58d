// The lock that keeps two syncs of one store apart: flock(2) on `STORE.lock` beside the store
// (its symbolic links resolved, so every path to one file shares one lock). The kernel drops
// the lock when the process ends, however it ends; the file itself stays (removing it would
// let a third sync lock a new file while the second still holds the old one).

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive lock on a store, held until `release()` or deinit.
///
/// Example: `let lock = try StoreLock.acquire(forStore: "tasks.json", wait: 5)` locks
/// `tasks.json.lock`; a second `acquire` in another process waits up to 5 s, then throws
/// `.busy(path: "tasks.json.lock", waited: 5)`.
public final class StoreLock: @unchecked Sendable {
  /// The lock file's path.
  public let path: String
  private var descriptor: Int32

  private init(path: String, descriptor: Int32) {
    self.path = path
    self.descriptor = descriptor
  }

  /// The lock file for a store: `STORE.lock` beside the file a symlinked store points to.
  public static func lockPath(forStore store: String) -> String {
    guard let resolved = realpath(store, nil) else { return store + ".lock" }
    defer { free(resolved) }
    return String(cString: resolved) + ".lock"
  }

  /// Takes the lock, polling every 50 ms for at most `wait` seconds while another process
  /// holds it; throws `.busy` after that, `.store` if the lock file cannot be opened.
  public static func acquire(forStore store: String, wait: Double) throws -> StoreLock {
    let path = lockPath(forStore: store)
    let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard fd >= 0 else {
      throw SyncError.store(path: path, detail: "cannot open the lock file (\(String(cString: strerror(errno))))")
    }
    let deadline = Date().addingTimeInterval(max(0, wait))
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR else {
        let reason = String(cString: strerror(errno))
        close(fd)
        throw SyncError.store(path: path, detail: "cannot lock (\(reason))")
      }
      guard Date() < deadline else {
        close(fd)
        throw SyncError.busy(path: path, waited: wait)
      }
      usleep(50_000)
    }
    return StoreLock(path: path, descriptor: fd)
  }

  /// Releases the lock (idempotent).
  public func release() {
    guard descriptor >= 0 else { return }
    _ = flock(descriptor, LOCK_UN)
    close(descriptor)
    descriptor = -1
  }

  deinit { release() }
}
