// The occurrences a calendar's window iterator has read ahead (OccurrenceCalendar+Iterator),
// held in fixed-size chunks.

/// Occurrences appended in chunks of a fixed size: growing never moves the ones already held
/// (an array would copy them all at each doubling, and hold twice their size meanwhile).
struct OccurrenceChunks<Element> {
  static var chunkSize: Int { 4096 }
  private var chunks: [[Element]] = []
  private(set) var count = 0

  mutating func append(_ o: Element) {
    if count % Self.chunkSize == 0 {
      var chunk: [Element] = []
      chunk.reserveCapacity(Self.chunkSize)
      chunks.append(chunk)
    }
    chunks[chunks.count - 1].append(o)
    count += 1
  }

  subscript(i: Int) -> Element {
    chunks[i / Self.chunkSize][i % Self.chunkSize]
  }

  /// Removes the last `n` occurrences and returns them in order.
  mutating func removeLast(_ n: Int) -> [Element] {
    var out: [Element] = []
    out.reserveCapacity(n)
    for i in (count - n)..<count { out.append(self[i]) }
    for _ in 0..<n {
      chunks[chunks.count - 1].removeLast()
      if chunks[chunks.count - 1].isEmpty { chunks.removeLast() }
      count -= 1
    }
    return out
  }
}
