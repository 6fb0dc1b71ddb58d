// Scratch storage for one period's candidate days or BYSETPOS picks (RFC 5545 §3.3.10
// expansion): plain memory written through a pointer, so that filling a period costs no
// uniqueness check per entry. The iterator takes its own copy before writing (`RuleSequenceIterator.ownBuffers()`).
// The integers live in the object itself (one allocation per buffer: an iterator is made for
// every series of a calendar).

/// A growable block of integers owned by one iterator at a time.
final class CandidateBuffer: ManagedBuffer<Int, Int> {
  /// A zeroed buffer of `capacity` integers (at least 1).
  static func make(capacity: Int) -> CandidateBuffer {
    let size = max(1, capacity)
    let made = create(minimumCapacity: size) { _ in size }
    made.withUnsafeMutablePointerToElements { $0.initialize(repeating: 0, count: size) }
    return unsafeDowncast(made, to: CandidateBuffer.self)
  }

  /// The storage: `size` integers, initialized; valid while this buffer lives.
  @inline(__always)
  var base: UnsafeMutablePointer<Int> { withUnsafeMutablePointerToElements { $0 } }

  /// How many integers `base` holds.
  @inline(__always)
  var size: Int { header }

  /// A buffer of the same size holding the same integers (for an iterator copy that writes).
  func copy() -> CandidateBuffer {
    let twin = CandidateBuffer.make(capacity: size)
    twin.base.update(from: base, count: size)
    return twin
  }

  /// A buffer twice as large holding the first `count` integers of this one.
  func grown(keeping count: Int) -> CandidateBuffer {
    let bigger = CandidateBuffer.make(capacity: size &* 2)
    bigger.base.update(from: base, count: min(count, size))
    return bigger
  }
}
