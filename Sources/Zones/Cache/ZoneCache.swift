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
/// hold one mutex briefly. The first few zones sit in a short linked list of class nodes (a
/// process that names one or two zones never builds a hash table, whose first use costs more
/// than reading a zone, nor an array of tuples, whose metadata the runtime builds from its
/// mangled name at first use: ~30k instructions at every `recur expand` start); the rest in a
/// dictionary. A hit costs a few string comparisons or one hash lookup, and no
/// allocation.
final class ZoneCache: @unchecked Sendable {
  /// The shared cache used by `Zone.named(_:)`.
  static let shared = ZoneCache()

  /// The most zones kept; past it the cache is emptied (there are about 600 IANA names).
  static let capacity = 4096

  /// How many zones the list holds before the dictionary is used.
  static let listed = 8

  private let mutex = PThreadMutex()
  // Guarded by `mutex`.
  private var list: Entry?
  private var listCount = 0
  private var zones: [String: (directory: String, zone: Zone)] = [:]

  init() {}

  /// The zone cached for `identifier` as read from `directory`, if any.
  func zone(_ identifier: String, in directory: String) -> Zone? {
    mutex.lock()
    defer { mutex.unlock() }
    return cached(identifier, in: directory)
  }

  /// The lookup itself (the caller holds `mutex`).
  private func cached(_ identifier: String, in directory: String) -> Zone? {
    var node = list
    // Bounded by `listed` nodes.
    while let entry = node {
      if entry.identifier == identifier { return entry.directory == directory ? entry.zone : nil }
      node = entry.next
    }
    guard !zones.isEmpty, let entry = zones[identifier], entry.directory == directory else { return nil }
    return entry.zone
  }

  /// Caches `zone` for `identifier` read from `directory`, unless another thread cached the
  /// same already; returns the cached zone.
  func insert(_ zone: Zone, for identifier: String, in directory: String) -> Zone {
    mutex.lock()
    defer { mutex.unlock() }
    if let cached = cached(identifier, in: directory) { return cached }
    if listCount + zones.count >= Self.capacity {
      list = nil
      listCount = 0
      zones.removeAll()
    }
    var node = list
    while let entry = node, entry.identifier != identifier { node = entry.next }
    if let entry = node {
      // The same name read from another directory.
      entry.directory = directory
      entry.zone = zone
    } else if listCount < Self.listed {
      // Appended at the end, so lookups see the zones in the order they were first read.
      let entry = Entry(identifier: identifier, directory: directory, zone: zone)
      if let first = list {
        var last = first
        while let next = last.next { last = next }
        last.next = entry
      } else {
        list = entry
      }
      listCount += 1
    } else {
      zones[identifier] = (directory, zone)
    }
    return zone
  }

  /// One zone of the short list (guarded by the cache's mutex, like the list).
  private final class Entry {
    let identifier: String
    var directory: String
    var zone: Zone
    var next: Entry?

    init(identifier: String, directory: String, zone: Zone) {
      self.identifier = identifier
      self.directory = directory
      self.zone = zone
    }
  }
}
