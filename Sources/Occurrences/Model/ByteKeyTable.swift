// Finding a byte string read before by its bytes: the reading of a scanned file meets the same
// few RRULE texts and TZIDs thousands of times, and looking them up must not make a String.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte strings numbered in the order they were added, found again by their bytes (an open
/// addressing table over a hash of the bytes; equal bytes are compared with `memcmp`).
///
/// ```swift
/// var table = ByteKeyTable()
/// table.index(of: bytes("FREQ=DAILY"))    // nil
/// table.add(bytes("FREQ=DAILY"))          // 0
/// table.add(bytes("FREQ=WEEKLY"))         // 1
/// table.index(of: bytes("FREQ=DAILY"))    // 0
/// table.indexAdding(bytes("FREQ=DAILY"))  // (0, added: false)
/// ```
struct ByteKeyTable {
  /// The keys, one after another.
  private var storage: [UInt8] = []
  /// Each key's place in `storage` and its hash, by index.
  private var keys: [(start: Int, count: Int, hash: UInt64)] = []
  /// Key index + 1 by slot (0: empty); a power of two, at most half full; empty until the first `add`.
  private var slots: [Int32] = []

  /// The number of keys.
  var count: Int { keys.count }

  /// FNV-1a over the bytes.
  static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var h: UInt64 = 0xCBF2_9CE4_8422_2325
    for b in key { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
    return h
  }

  /// The index of `key`, nil when it was never added.
  func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
    index(of: key, hash: Self.hash(key))
  }

  /// The index of `key` whose hash is `hash`.
  private func index(of key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
    guard !slots.isEmpty else { return nil }
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    return storage.withUnsafeBufferPointer { stored in
      while true {
        let entry = Int(slots[slot])
        if entry == 0 { return nil }
        let k = keys[entry - 1]
        if k.hash == hash && k.count == key.count {
          if k.count == 0 { return entry - 1 }
          if let a = stored.baseAddress, let b = key.baseAddress, memcmp(a + k.start, b, k.count) == 0 {
            return entry - 1
          }
        }
        slot = (slot + 1) & mask
      }
    }
  }

  /// The index of `key`, added when it is new (`added` then true): one hash for both.
  mutating func indexAdding(_ key: UnsafeBufferPointer<UInt8>) -> (index: Int, added: Bool) {
    let hash = Self.hash(key)
    if let known = index(of: key, hash: hash) { return (known, false) }
    return (add(key, hash: hash), true)
  }

  /// Adds `key` (not yet in the table) and returns its index.
  mutating func add(_ key: UnsafeBufferPointer<UInt8>) -> Int {
    add(key, hash: Self.hash(key))
  }

  /// Adds `key`, whose hash is `hash`.
  private mutating func add(_ key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int {
    if (keys.count + 1) * 2 > slots.count { grow() }
    keys.append((storage.count, key.count, hash))
    storage.append(contentsOf: key)
    place(keys.count - 1)
    return keys.count - 1
  }

  /// Puts key `index` in its slot.
  private mutating func place(_ index: Int) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: keys[index].hash) & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(truncatingIfNeeded: index + 1)
  }

  /// Doubles the slots (64 at first) and places every key again.
  private mutating func grow() {
    slots = Array(repeating: 0, count: max(64, slots.count * 2))
    for i in keys.indices { place(i) }
  }

  /// Forgets every key.
  mutating func removeAll() {
    storage.removeAll()
    keys.removeAll()
    slots.removeAll()
  }
}
