// The process-wide cache of loaded IANA zones, so each TZif file (RFC 8536) is read and indexed
// once. Thread-safe under Swift 6 strict concurrency: a pthread mutex guards the dictionary
// (portable to the package's macOS 14 floor, where Synchronization.Mutex is unavailable).

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Zones by "directory NUL identifier"; lookups and inserts hold one mutex briefly.
final class ZoneCache: @unchecked Sendable {
  /// The shared cache used by `Zone.named(_:)`.
  static let shared = ZoneCache()

  /// The most zones kept; past it the cache is emptied (there are about 600 IANA names).
  static let capacity = 4096

  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  // Guarded by `mutex`.
  private var zones: [String: Zone] = [:]

  init() {
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// The cached zone for `key`, if any.
  func zone(forKey key: String) -> Zone? {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return zones[key]
  }

  /// Caches `zone` under `key` unless another thread got there first; returns the cached one.
  func insert(_ zone: Zone, forKey key: String) -> Zone {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    if let existing = zones[key] { return existing }
    if zones.count >= Self.capacity { zones.removeAll() }
    zones[key] = zone
    return zone
  }
}
