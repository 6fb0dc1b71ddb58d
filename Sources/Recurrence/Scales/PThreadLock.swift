// A plain POSIX mutex for the calendar-year cache: NSLock lives in full Foundation, which
// `recur` does not otherwise load (the ICU calendars come from FoundationInternationalization).

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A non-recursive mutex over `pthread_mutex_t`, allocated once and never moved.
final class PThreadLock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Takes the lock, waiting for it.
  func lock() { pthread_mutex_lock(mutex) }

  /// Releases the lock.
  func unlock() { pthread_mutex_unlock(mutex) }
}
