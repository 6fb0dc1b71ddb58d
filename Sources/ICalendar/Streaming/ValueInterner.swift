// Sharing equal strings within one parse: a document repeats most of its long values (every
// DTSTART;TZID=America/New_York carries the same parameter, exports stamp every component with
// the same DTSTAMP, series share their RRULE), and a Swift String over 15 bytes is a heap
// allocation. The tree builder asks here first: equal bytes give the String made before (one
// retain), so the tree holds one copy and the parse makes a fraction of the allocations. The
// model is unchanged: an interned String is equal to a fresh one in every respect.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small cache of the Strings and parameter lists a parse made, looked up by their bytes.
///
/// ```swift
/// var interner = ValueInterner()
/// let a = interner.string(bytes("20260101T000000Z"))   // made: a new 16-byte String
/// let b = interner.string(bytes("20260101T000000Z"))   // found: the same storage as `a`
/// // Short values (15 bytes or fewer) are stored inline by String and never cached.
/// ```
struct ValueInterner {
  /// Direct-mapped slots (a power of two); empty for `ValueInterner.none`.
  private var slots: [String]
  /// The parameter sections (`;TZID=America/New_York`) recently read and their parameters.
  private var sections: [[UInt8]] = []
  private var lists: [[Parameter]] = []
  private var nextSection = 0

  /// Strings over this many bytes are heap-allocated by String, so worth sharing.
  static let inlineLimit = 15
  /// Slots of the string cache.
  static let slotCount = 256
  /// Parameter sections remembered (replaced oldest first).
  static let sectionCount = 8

  /// An interner for one parse.
  init() { slots = Array(repeating: "", count: Self.slotCount) }

  /// An interner that shares nothing (for a single line read on its own).
  private init(disabled: Void) { slots = [] }

  /// The interner that always makes a new String.
  static var none: ValueInterner { ValueInterner(disabled: ()) }

  /// A String of the UTF-8 `bytes`, shared with an earlier equal one when still cached.
  mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    let n = bytes.count
    guard n > Self.inlineLimit, !slots.isEmpty, let base = bytes.baseAddress else {
      return String(decoding: bytes, as: UTF8.self)
    }
    let first = UnsafeRawPointer(base).loadUnaligned(as: UInt64.self)
    let last = UnsafeRawPointer(base + n - 8).loadUnaligned(as: UInt64.self)
    let mixed = (first &* 0x9E37_79B9_7F4A_7C15) ^ (last &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(n)
    let slot = Int(truncatingIfNeeded: mixed >> 56) & (Self.slotCount - 1)
    let found = slots[slot].utf8.withContiguousStorageIfAvailable { stored in
      stored.count == n && stored.baseAddress.map { memcmp($0, base, n) == 0 } == true
    }
    if found == true { return slots[slot] }
    let made = String(decoding: bytes, as: UTF8.self)
    slots[slot] = made
    return made
  }

  /// The parameters of a parameter section (the bytes between the name and the colon), made by
  /// `make` unless an equal section was read recently.
  mutating func parameters(section: UnsafeBufferPointer<UInt8>, _ make: (inout ValueInterner) -> [Parameter]) -> [Parameter] {
    if slots.isEmpty { return make(&self) }
    for k in 0..<sections.count where sections[k].count == section.count {
      let equal = sections[k].withUnsafeBufferPointer { stored in
        guard let a = stored.baseAddress, let b = section.baseAddress else { return stored.isEmpty }
        return memcmp(a, b, section.count) == 0
      }
      if equal { return lists[k] }
    }
    let made = make(&self)
    if sections.count < Self.sectionCount {
      sections.append(Array(section))
      lists.append(made)
    } else {
      sections[nextSection] = Array(section)
      lists[nextSection] = made
      nextSection = (nextSection + 1) % Self.sectionCount
    }
    return made
  }
}
