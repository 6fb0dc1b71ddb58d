// The mutex that serialises every libical call (libical 3.0's iterator, zone cache and error
// number are process-wide state; RFC 5545 §3.3.10 expansion runs under it). A pthread mutex, so
// that the module needs neither Foundation's NSLock nor macOS 15's Synchronization.Mutex.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A non-recursive mutex that lives as long as its owner.
final class LibICalLock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// A fresh, unlocked mutex.
  init() {
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Takes the mutex, waiting for it.
  func lock() { pthread_mutex_lock(mutex) }

  /// Releases the mutex.
  func unlock() { pthread_mutex_unlock(mutex) }
}
