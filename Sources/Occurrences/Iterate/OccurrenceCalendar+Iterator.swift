// A calendar's occurrences in a window (RFC 4791 §9.9 overlap), in start order: every series'
// window iterator (ComponentSeries+Window) read ahead; a series that ends within its read-ahead
// goes into one sorted run, the rest stay live; a binary heap of plain keys merges them.

import Recurrence
import Zones

extension OccurrenceCalendar {
  /// Every occurrence of every series that overlaps [from, to) (RFC 4791 §9.9), in start order
  /// (ties: UID, then file order); lazy: a series is expanded only as far as the merge needs,
  /// beyond its first 64 occurrences. Floating and DATE values are read in `floatingZone`.
  /// Bound: as `ComponentSeries.occurrences`, plus up to 64 occurrences read ahead per series
  /// (262,144 in all; past that, one).
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

  /// Merges the series with a binary heap of (start, place in UID order, slot) entries: the
  /// heap compares plain keys held in one array, never touches an occurrence. Each series is
  /// read ahead first: one whose occurrences in the window all come within the read-ahead (the
  /// usual case for a short window) is done with, its engine state let go, and its occurrences
  /// join one run sorted by (start, place in UID order, order in the series), which the heap
  /// merges as one more source. The others stay live, each its own source.
  public struct Iterator: IteratorProtocol {
    /// A source in the merge: its next occurrence's key and place in UID order (ties of UID
    /// in file order), for ties of start, and its slot (`sorted` or a live series).
    struct Entry {
      var key: Int64
      var rank: Int
      let slot: Int

      @inline(__always)
      static func < (a: Entry, b: Entry) -> Bool { a.key != b.key ? a.key < b.key : a.rank < b.rank }
    }

    /// The occurrences read ahead of one series, each at most this many.
    static let readAhead = 64
    /// The occurrences read ahead in all: past this, a series is read one occurrence ahead.
    static let readAheadTotal = 1 << 18

    /// A series still being expanded: its occurrences read ahead (the next at `index`), then its iterator.
    struct Live {
      var buffered: [ComponentOccurrence]
      var index: Int
      var iterator: ComponentSeries.Iterator
    }

    /// The occurrences of the series done with, and their order: (key, rank, index in `done`).
    var done = OccurrenceChunks()
    var order: [(key: Int64, rank: Int, index: Int)] = []
    var cursor = 0
    /// The live series, slots 1… (slot 0 is the sorted run).
    var live: [Live] = []
    var heap: [Entry] = []

    init(window: Window) {
      let series = window.calendar.series
      let from = window.from.secondsSinceEpoch, to = window.to.secondsSinceEpoch
      // The series with an occurrence in the window, and where their occurrences are: a range
      // of `done`, or a live slot.
      var indices: [Int] = []
      var doneRanges: [Range<Int>] = []
      var liveOf: [Int] = []
      var budget = Self.readAheadTotal
      for i in series.indices {
        guard ComponentSeries.Iterator.mayHaveOccurrences(series[i], from: from, to: to,
                                                          floatingZone: window.floatingZone) else { continue }
        var it = ComponentSeries.Iterator(window: ComponentSeries.Window(series: series[i], from: from, to: to,
                                                                        floatingZone: window.floatingZone))
        guard let first = it.next() else { continue }
        let start = done.count
        done.append(first)
        var last = first.sortKey
        var ended = false
        var ordered = true
        let limit = min(Self.readAhead, max(1, budget))
        while done.count - start < limit {
          guard let o = it.next() else { ended = true; break }
          if o.sortKey < last { ordered = false }
          last = o.sortKey
          done.append(o)
        }
        indices.append(i)
        if ended && ordered {
          budget -= done.count - start
          doneRanges.append(start..<done.count)
          liveOf.append(-1)
        } else {
          // Still going (or out of order, which only its own iterator may merge): live, with
          // what was read moved to its buffer.
          let buffered = done.removeLast(done.count - start)
          budget -= buffered.count
          doneRanges.append(start..<start)
          liveOf.append(live.count)
          live.append(Live(buffered: buffered, index: 0, iterator: it))
        }
      }
      // Ties of start go in UID order, then file order: only the series in the window are ranked.
      let uids = indices.map { series[$0].uid }  // each decoded once, not at every comparison
      let byUID = indices.indices.sorted {
        let a = uids[$0], b = uids[$1]
        return a != b ? a < b : $0 < $1
      }
      var ranks = [Int](repeating: 0, count: indices.count)
      for (r, i) in byUID.enumerated() { ranks[i] = r }
      order.reserveCapacity(done.count)
      var liveRanks = [Int](repeating: 0, count: live.count)
      for n in indices.indices {
        for k in doneRanges[n] { order.append((done[k].sortKey, ranks[n], k)) }
        if liveOf[n] >= 0 { liveRanks[liveOf[n]] = ranks[n] }
      }
      order.sort { a, b in a.key != b.key ? a.key < b.key : a.rank != b.rank ? a.rank < b.rank : a.index < b.index }
      heap.reserveCapacity(live.count + 1)
      if let head = order.first {
        heap.append(Entry(key: head.key, rank: head.rank, slot: 0))
      }
      for s in live.indices {
        heap.append(Entry(key: live[s].buffered[0].sortKey, rank: liveRanks[s], slot: s + 1))
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
      guard let top = heap.first else { return nil }
      let out: ComponentOccurrence
      var following: (key: Int64, rank: Int)?
      if top.slot == 0 {
        out = done[order[cursor].index]
        cursor += 1
        if cursor < order.count { following = (order[cursor].key, order[cursor].rank) }
      } else {
        let s = top.slot - 1
        let i = live[s].index
        out = live[s].buffered[i]
        if i + 1 < live[s].buffered.count {
          live[s].index = i + 1
          following = (live[s].buffered[i + 1].sortKey, top.rank)
        } else {
          live[s].buffered.removeAll(keepingCapacity: true)
          live[s].index = 0
          if let o = live[s].iterator.next() {
            live[s].buffered.append(o)
            following = (o.sortKey, top.rank)
          }
        }
      }
      if let following {
        heap[0].key = following.key
        heap[0].rank = following.rank
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
