// A calendar's occurrences in a window (RFC 4791 §9.9 overlap), in start order: every series'
// window iterator (ComponentSeries+Window) merged by a binary heap of plain keys.

import Recurrence
import Zones

extension OccurrenceCalendar {
  /// Every occurrence of every series that overlaps [from, to) (RFC 4791 §9.9), in start order
  /// (ties: UID, then file order); lazy: each series is expanded only as far as the merge needs.
  /// Floating and DATE values are read in `floatingZone`. Bound: as `ComponentSeries.occurrences`,
  /// plus one pending occurrence per series.
  public func occurrences(from: Instant, to: Instant, floatingZone: Zone = .utc) -> Window {
    Window(calendar: self, from: from, to: to, floatingZone: floatingZone)
  }

  /// A calendar's occurrences in a window.
  public struct Window: Sequence, Sendable {
    let calendar: OccurrenceCalendar
    let from: Instant
    let to: Instant
    let floatingZone: Zone

    /// A merging iterator.
    public func makeIterator() -> Iterator { Iterator(window: self) }
  }

  /// Merges the series' iterators with a binary heap of (start, place in UID order, slot)
  /// entries: the heap compares plain keys held in one array, never touches an occurrence.
  public struct Iterator: IteratorProtocol {
    /// A series in the merge: its next occurrence's key, its place in UID order (ties of UID in
    /// file order) for ties of start, and its slot in `iterators` and `heads`.
    struct Entry {
      var key: Int64
      let rank: Int
      let slot: Int

      @inline(__always)
      static func < (a: Entry, b: Entry) -> Bool { a.key != b.key ? a.key < b.key : a.rank < b.rank }
    }

    /// The iterators of the series that have an occurrence in the window, each with its next one.
    var iterators: [ComponentSeries.Iterator] = []
    var heads: [ComponentOccurrence?] = []
    var heap: [Entry] = []

    init(window: Window) {
      let series = window.calendar.series
      let from = window.from.secondsSinceEpoch, to = window.to.secondsSinceEpoch
      // Room for every series up front: the iterators are large values, and regrowing the array
      // would move them all.
      iterators.reserveCapacity(series.count)
      heads.reserveCapacity(series.count)
      var indices: [Int] = []
      indices.reserveCapacity(series.count)
      for i in series.indices {
        var it = ComponentSeries.Iterator(window: ComponentSeries.Window(all: series, index: i, from: from, to: to,
                                                                        floatingZone: window.floatingZone))
        guard let first = it.next() else { continue }
        heads.append(first)
        iterators.append(it)
        indices.append(i)
      }
      // Ties of start go in UID order, then file order: only the series in the window are ranked.
      let byUID = indices.indices.sorted {
        let a = series[indices[$0]].uid, b = series[indices[$1]].uid
        return a != b ? a < b : $0 < $1
      }
      var ranks = [Int](repeating: 0, count: indices.count)
      for (r, i) in byUID.enumerated() { ranks[i] = r }
      heap.reserveCapacity(heads.count)
      for slot in heads.indices {
        heap.append(Entry(key: heads[slot]?.sortKey ?? 0, rank: ranks[slot], slot: slot))
        siftUp(heap.count - 1)
      }
    }

    mutating func siftUp(_ i: Int) {
      let moving = heap[i]
      var c = i
      while c > 0 {
        let p = (c - 1) / 2
        guard moving < heap[p] else { break }
        heap[c] = heap[p]
        c = p
      }
      heap[c] = moving
    }

    mutating func siftDown(_ i: Int) {
      let moving = heap[i]
      var p = i
      let n = heap.count
      while true {
        let l = 2 * p + 1
        guard l < n else { break }
        let r = l + 1
        let m = r < n && heap[r] < heap[l] ? r : l
        guard heap[m] < moving else { break }
        heap[p] = heap[m]
        p = m
      }
      heap[p] = moving
    }

    /// The next occurrence of the calendar in start order.
    public mutating func next() -> ComponentOccurrence? {
      guard let top = heap.first, let out = heads[top.slot].take() else { return nil }
      if let following = iterators[top.slot].next() {
        heap[0].key = following.sortKey
        heads[top.slot] = following
      } else {
        let last = heap.removeLast()
        if heap.isEmpty { return out }
        heap[0] = last
      }
      siftDown(0)
      return out
    }
  }
}
