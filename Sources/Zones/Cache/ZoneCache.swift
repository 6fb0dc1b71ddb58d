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

/// Zones by identifier, each with the tzdata directory it was read from; lookups and inserts
/// hold one mutex briefly. A hit costs one hash lookup and no allocation.
final class ZoneCache: @unchecked Sendable {
  /// The shared cache used by `Zone.named(_:)`.
  static let shared = ZoneCache()

  /// The most zones kept; past it the cache is emptied (there are about 600 IANA names).
  static let capacity = 4096

  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  // Guarded by `mutex`.
  private var zones: [String: (directory: String, zone: Zone)] = [:]

  init() {
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// The zone cached for `identifier` as read from `directory`, if any.
  func zone(_ identifier: String, in directory: String) -> Zone? {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    guard let entry = zones[identifier], entry.directory == directory else { return nil }
    return entry.zone
  }

  /// Caches `zone` for `identifier` read from `directory`, unless another thread cached the
  /// same already; returns the cached zone.
  func insert(_ zone: Zone, for identifier: String, in directory: String) -> Zone {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    if let entry = zones[identifier], entry.directory == directory { return entry.zone }
    if zones.count >= Self.capacity { zones.removeAll() }
    zones[identifier] = (directory, zone)
    return zone
  }
}
