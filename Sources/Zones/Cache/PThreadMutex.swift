// A pthread mutex for the package's process-wide state: Zones' cache of loaded zones and LibICal's
// serialisation of every libical call (libical 3.0's iterator, zone cache and error number are
// global). Neither Foundation's NSLock nor macOS 15's Synchronization.Mutex is needed.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A non-recursive mutex that lives as long as its owner.
package final class PThreadMutex: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// A fresh, unlocked mutex.
  package init() {
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Takes the mutex, waiting for it.
  package func lock() { pthread_mutex_lock(mutex) }

  /// Releases the mutex.
  package func unlock() { pthread_mutex_unlock(mutex) }
}
