// Scratch storage for one period's candidate days or BYSETPOS picks (RFC 5545 §3.3.10
// expansion): plain memory written through a pointer, so that filling a period costs no
// uniqueness check per entry. The iterator takes its own copy before writing (`RuleSequenceIterator.ownBuffers()`).

/// A growable block of integers owned by one iterator at a time.
final class CandidateBuffer {
  /// The storage; `capacity` integers, initialized.
  let base: UnsafeMutablePointer<Int>
  /// How many integers `base` holds.
  let capacity: Int

  /// A zeroed buffer of `capacity` integers (at least 1).
  init(capacity: Int) {
    self.capacity = max(1, capacity)
    base = .allocate(capacity: self.capacity)
    base.initialize(repeating: 0, count: self.capacity)
  }

  deinit { base.deallocate() }

  /// A buffer of the same size holding the same integers (for an iterator copy that writes).
  func copy() -> CandidateBuffer {
    let twin = CandidateBuffer(capacity: capacity)
    twin.base.update(from: base, count: capacity)
    return twin
  }

  /// A buffer twice as large holding the first `count` integers of this one.
  func grown(keeping count: Int) -> CandidateBuffer {
    let bigger = CandidateBuffer(capacity: capacity &* 2)
    bigger.base.update(from: base, count: min(count, capacity))
    return bigger
  }
}
