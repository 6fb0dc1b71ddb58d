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
  /// merges as one more source. The others stay live, each its own source. Occurrences wait
  /// in the merge as plain `Slot`s (no reference to count), with their UID and SUMMARY bytes
  /// gathered in `text` while their series is at hand.
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

    /// One occurrence waiting in the merge, as plain values: its series and component by
    /// index, its zone by index in `zones`, its UID and SUMMARY as a range of `text`. Moving
    /// it retains and releases nothing.
    struct Slot {
      let startStamp: ComponentOccurrence.Stamp
      let endStamp: ComponentOccurrence.Stamp
      let idStamp: ComponentOccurrence.Stamp
      let sortKey: Int64
      /// UID at `textStart` (`uidLength` bytes), then SUMMARY (`summaryLength` bytes, -1: none).
      let textStart: Int
      let uidLength: Int32
      let summaryLength: Int32
      /// Index of the series in the calendar.
      let series: Int32
      /// An override's index, -1 for the master; for an occurrence given whole, its index in `given`.
      let component: Int32
      /// Index in `zones`; `noZone`, or `givenWhole` for an occurrence kept in `given`.
      let zone: Int32
      let kind: ComponentKind
      let isOverride: Bool

      static let noZone: Int32 = -1
      static let givenWhole: Int32 = -2
    }

    /// The occurrences read ahead of one series, each at most this many.
    static let readAhead = 64
    /// The occurrences read ahead in all: past this, a series is read one occurrence ahead.
    static let readAheadTotal = 1 << 18

    /// A series still being expanded: its occurrences read ahead (the next at `index`), then
    /// its iterator, and where its master's UID and SUMMARY are in `text` once gathered.
    struct Live {
      var buffered: [Slot]
      var index: Int
      var iterator: ComponentSeries.Iterator
      let series: Int
      var masterText: MasterText?
    }

    /// Where a series' master UID and SUMMARY are in `text`.
    struct MasterText {
      let start: Int
      let uidLength: Int32
      let summaryLength: Int32
    }

    /// The calendar's series (occurrences name them by index).
    let series: [ComponentSeries]
    /// The occurrences of the series done with, and their order: (key, rank, index in `done`).
    var done = OccurrenceChunks<Slot>()
    var order: [(key: Int64, rank: Int, index: Int)] = []
    var cursor = 0
    /// The live series, slots 1… (slot 0 is the sorted run).
    var live: [Live] = []
    var heap: [Entry] = []
    /// The zones the occurrences' times are in, each once.
    var zones: [Zone] = []
    var lastZone = -1
    /// Occurrences whose times are not stamps in one zone, kept whole.
    var given: [ComponentOccurrence] = []
    /// The UID and SUMMARY bytes of the occurrences, one copy per series' master.
    var text: [UInt8] = []

    init(window: Window) {
      let series = window.calendar.series
      self.series = series
      let from = window.from.secondsSinceEpoch, to = window.to.secondsSinceEpoch
      // The series with an occurrence in the window, and where their occurrences are: a range
      // of `done`, or a live slot.
      var indices: [Int] = []
      var doneRanges: [Range<Int>] = []
      var liveOf: [Int] = []
      var budget = Self.readAheadTotal
      let validated = ValidatedRules()
      for i in series.indices {
        let reaches = ComponentSeries.Iterator.masterReaches(series[i], from: from, to: to,
                                                             floatingZone: window.floatingZone)
        guard reaches || !series[i].overrides.isEmpty else { continue }
        var it = ComponentSeries.Iterator(window: ComponentSeries.Window(series: series[i], from: from, to: to,
                                                                        floatingZone: window.floatingZone),
                                          masterReaches: reaches, validated: validated)
        guard let first = it.next() else { continue }
        var masterText: MasterText?
        let start = done.count
        done.append(slot(first, series: i, masterText: &masterText))
        var last = first.sortKey
        var ended = false
        var ordered = true
        let limit = min(Self.readAhead, max(1, budget))
        while done.count - start < limit {
          guard let o = it.next() else { ended = true; break }
          if o.sortKey < last { ordered = false }
          last = o.sortKey
          done.append(slot(o, series: i, masterText: &masterText))
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
          live.append(Live(buffered: buffered, index: 0, iterator: it, series: i, masterText: masterText))
        }
      }
      // Ties of start go in UID order, then file order: only the series in the window are ranked.
      let byUID = Self.uidOrder(indices.map { series[$0] })
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

    /// The indices of `series` in UID order (String order), ties in index order. UIDs all
    /// ASCII (the usual case) are compared as their bytes, which is String order for them,
    /// without making a String; any other UID sends every one through String comparison.
    ///
    /// UIDs `b`, `a`, `b`: `[1, 0, 2]`.
    static func uidOrder(_ series: [ComponentSeries]) -> [Int] {
      var bytes: [UInt8] = []
      var ends: [Int] = []
      ends.reserveCapacity(series.count)
      var ascii = true
      for s in series {
        s.withUID { u in
          for b in u where b >= 0x80 { ascii = false }
          bytes.append(contentsOf: u)
        }
        ends.append(bytes.count)
      }
      guard ascii else {
        let uids = series.map(\.uid)  // each decoded once, not at every comparison
        return series.indices.sorted {
          let a = uids[$0], b = uids[$1]
          return a != b ? a < b : $0 < $1
        }
      }
      return bytes.withUnsafeBufferPointer { all in
        ends.withUnsafeBufferPointer { ends in
          func uid(_ i: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: all[(i == 0 ? 0 : ends[i - 1])..<ends[i]])
          }
          return series.indices.sorted { i, j in
            let a = uid(i), b = uid(j)
            let n = min(a.count, b.count)
            var k = 0
            while k < n {
              if a[k] != b[k] { return a[k] < b[k] }
              k += 1
            }
            return a.count != b.count ? a.count < b.count : i < j
          }
        }
      }
    }

    /// `o`, an occurrence of series `s`, as a slot: its zone entered in `zones`, its UID and
    /// SUMMARY in `text` (a master's once per series, remembered in `masterText`).
    mutating func slot(_ o: ComponentOccurrence, series s: Int, masterText: inout MasterText?) -> Slot {
      let none = ComponentOccurrence.Stamp(nil)
      switch o.origin {
      case .given(let g):
        let t = addText(uid: g.uid, summary: g.summary)
        given.append(o)
        return Slot(startStamp: none, endStamp: none, idStamp: none, sortKey: o.sortKey, textStart: t.start,
                    uidLength: t.uidLength, summaryLength: t.summaryLength, series: Int32(truncatingIfNeeded: s),
                    component: Int32(truncatingIfNeeded: given.count - 1), zone: Slot.givenWhole, kind: o.kind,
                    isOverride: o.isOverride)
      case .series(let series, let c):
        let t: MasterText
        if c >= 0 {
          t = addText(of: series.overrides[c])
        } else if let known = masterText {
          t = known
        } else if let master = series.master {
          t = addText(of: master)
          masterText = t
        } else {
          t = series.withUID { addText(uid: $0, summary: nil) }
          masterText = t
        }
        let zone = o.zone.map { zoneIndex($0) } ?? Slot.noZone
        return Slot(startStamp: o.startStamp, endStamp: o.endStamp, idStamp: o.idStamp, sortKey: o.sortKey,
                    textStart: t.start, uidLength: t.uidLength, summaryLength: t.summaryLength,
                    series: Int32(truncatingIfNeeded: s), component: Int32(truncatingIfNeeded: c), zone: zone,
                    kind: o.kind, isOverride: o.isOverride)
      }
    }

    /// Appends `uid` and `summary` to `text`; returns where they are.
    mutating func addText(uid: String, summary: String?) -> MasterText {
      var uid = uid
      return uid.withUTF8 { u in
        guard var summary else { return addText(uid: u, summary: nil) }
        return summary.withUTF8 { addText(uid: u, summary: $0) }
      }
    }

    /// Appends the UID and SUMMARY of `component` to `text`, from their bytes (no String made).
    mutating func addText(of component: TimedComponent) -> MasterText {
      component.withUID { u in component.withSummary { addText(uid: u, summary: $0) } }
    }

    /// Appends the bytes `uid` and `summary` to `text`; returns where they are.
    mutating func addText(uid: UnsafeBufferPointer<UInt8>, summary: UnsafeBufferPointer<UInt8>?) -> MasterText {
      let start = text.count
      text.append(contentsOf: uid)
      if let summary { text.append(contentsOf: summary) }
      return MasterText(start: start, uidLength: Int32(truncatingIfNeeded: uid.count),
                        summaryLength: summary.map { Int32(truncatingIfNeeded: $0.count) } ?? -1)
    }

    /// The index of `zone` in `zones`, entered when new (a calendar's occurrences use few zones).
    mutating func zoneIndex(_ zone: Zone) -> Int32 {
      if lastZone >= 0 && zones[lastZone] == zone { return Int32(truncatingIfNeeded: lastZone) }
      if let i = zones.firstIndex(of: zone) {
        lastZone = i
      } else {
        zones.append(zone)
        lastZone = zones.count - 1
      }
      return Int32(truncatingIfNeeded: lastZone)
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
      guard let s = nextSlot() else { return nil }
      if s.zone == Slot.givenWhole { return given[Int(s.component)] }
      return ComponentOccurrence(origin: .series(series[Int(s.series)], component: Int(s.component)),
                                 startStamp: s.startStamp, endStamp: s.endStamp, idStamp: s.idStamp,
                                 zone: s.zone >= 0 ? zones[Int(s.zone)] : nil, kind: s.kind,
                                 isOverride: s.isOverride, sortKey: s.sortKey)
    }

    /// The next occurrence's text line (the text output of `recur occurrences`): writes `START
    /// END` into `startAndEnd` (at least `ComponentOccurrence.startAndEndLength` bytes) as
    /// `ComponentOccurrence.writeStartAndEnd(into:)` does, then calls `body` with the bytes
    /// written and the UTF-8 bytes of the UID and SUMMARY (nil when none); false at the end.
    /// Nothing is retained, released or allocated per occurrence.
    ///
    /// A weekly 09:00–10:00 Paris event `UID:a`, `SUMMARY:Standup`: `body(31, "a", "Standup")`
    /// with `20260112T090000 20260112T100000` in `startAndEnd`.
    package mutating func nextLine(startAndEnd: UnsafeMutableBufferPointer<UInt8>,
                                   _ body: (Int, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>?) -> Void) -> Bool {
      guard let s = nextSlot() else { return false }
      let n: Int
      if s.zone == Slot.givenWhole {
        n = given[Int(s.component)].writeStartAndEnd(into: startAndEnd)
      } else {
        n = ComponentOccurrence.writeStartAndEnd(s.startStamp, s.endStamp, hasZone: s.zone >= 0, into: startAndEnd)
      }
      text.withUnsafeBufferPointer { t in
        let uidEnd = s.textStart + Int(s.uidLength)
        let uid = UnsafeBufferPointer(rebasing: t[s.textStart..<uidEnd])
        let summary = s.summaryLength < 0 ? nil : UnsafeBufferPointer(rebasing: t[uidEnd..<(uidEnd + Int(s.summaryLength))])
        body(n, uid, summary)
      }
      return true
    }

    /// The next occurrence in the merge, as its slot.
    mutating func nextSlot() -> Slot? {
      guard let top = heap.first else { return nil }
      let out: Slot
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
            var masterText = live[s].masterText
            let next = slot(o, series: live[s].series, masterText: &masterText)
            live[s].masterText = masterText
            live[s].buffered.append(next)
            following = (next.sortKey, top.rank)
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
