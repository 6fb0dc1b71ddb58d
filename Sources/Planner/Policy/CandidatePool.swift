// Keeping only the reminders that can still be planned (docs/SEMANTICS.md "Planner", "work proportional to
// what is planned"). A reminder whose first candidate has at least `budget` earlier first
// candidates of other reminders can never be planned: the reserve takes the soonest one-time
// reminders, and every later slot goes in time order, so at least `budget` slots fill first.
// The pool keeps the `budget` soonest one-time and the `budget` soonest of all, and counts
// the rest as left out, so memory is O(budget) however many reminders are read.

import Zones

/// The sources that may still enter a plan of `budget`, gathered one reminder at a time.
///
/// Worked example, budget 2: heads 10:00 (A, one-time), 09:00 (B), 11:00 (C), 08:00 (D).
/// After D, the soonest two of all are D, B and the soonest one-time is A: C is dropped
/// (`dropped == 1`), since D and B are both sooner and no reserve can reach it.
public struct CandidatePool {
  /// An entry ordered latest first, so a min-heap of them pops the latest.
  private struct Latest: Comparable {
    let entry: HeapEntry
    static func < (a: Latest, b: Latest) -> Bool { b.entry < a.entry }
  }

  private let budget: Int
  private var soonestOneTime = BinaryHeap<Latest>()
  private var soonestOverall = BinaryHeap<Latest>()
  private var kept: [Int: (source: PlanningSource, title: String, references: Int)] = [:]
  private var count = 0
  /// Reminders dropped because at least `budget` others have sooner first candidates.
  public private(set) var dropped = 0

  /// A pool for plans of at most `budget` notifications.
  public init(budget: Int) { self.budget = max(0, budget) }

  /// Offers a reminder with its first candidate `head`.
  public mutating func add(_ source: PlanningSource, head: Instant, title: String) {
    let entry = HeapEntry(at: head, uid: source.uid, index: count)
    count += 1
    var references = 0
    var evicted: [Int] = []
    if source.kind == .oneTime {
      let (taken, out) = Self.offer(entry, to: &soonestOneTime, budget: budget)
      if taken { references += 1 }
      if let out { evicted.append(out) }
    }
    let (taken, out) = Self.offer(entry, to: &soonestOverall, budget: budget)
    if taken { references += 1 }
    if let out { evicted.append(out) }
    if references > 0 {
      kept[entry.index] = (source, title, references)
    } else {
      dropped += 1
    }
    for index in evicted { release(index) }
  }

  /// Puts `entry` in a heap of the `budget` soonest; returns whether it was taken and the
  /// index of the entry it pushed out, if any.
  private static func offer(_ entry: HeapEntry, to heap: inout BinaryHeap<Latest>, budget: Int) -> (Bool, Int?) {
    guard budget > 0 else { return (false, nil) }
    if heap.count < budget {
      heap.push(Latest(entry: entry))
      return (true, nil)
    }
    guard let latest = heap.min, entry < latest.entry else { return (false, nil) }
    _ = heap.pop()
    heap.push(Latest(entry: entry))
    return (true, latest.entry.index)
  }

  private mutating func release(_ index: Int) {
    guard var item = kept[index] else { return }
    item.references -= 1
    if item.references == 0 {
      kept[index] = nil
      dropped += 1
    } else {
      kept[index] = item
    }
  }

  /// The latest of the `budget` soonest first candidates, once `budget` have been offered: a
  /// reminder whose first candidate is later can never be planned.
  public var threshold: Instant? {
    budget > 0 && soonestOverall.count == budget ? soonestOverall.min?.entry.at : nil
  }

  /// Whether a reminder of `kind` whose first candidate is `head` would surely not be taken
  /// by `add` (it is later than the latest kept candidate of every heap it could enter); then
  /// `countDropped()` stands for `add` without making its source.
  public func rejects(_ head: Instant, kind: ReminderKind) -> Bool {
    guard budget > 0 else { return true }
    guard soonestOverall.count == budget, let latest = soonestOverall.min, head > latest.entry.at else { return false }
    guard kind == .oneTime else { return true }
    guard soonestOneTime.count == budget, let latestOneTime = soonestOneTime.min else { return false }
    return head > latestOneTime.entry.at
  }

  /// Whether a series (not one-time) whose first candidate is not before `bound` and whose
  /// UID is the bytes `uid` would surely not be taken by `add`: `bound` is later than the
  /// latest kept candidate, or at the same instant with a UID that does not sort before its
  /// UID (ties go by UID, then by the order offered, where this one comes last). A tie with a
  /// non-ASCII UID on either side is left to `add` (`String` order is not byte order there).
  ///
  /// Kept latest (09:00, "b"): (09:00, "c") and (09:00, "b") are rejected, (09:00, "a") is not.
  func rejectsSeries(from bound: Instant, uid: UnsafeBufferPointer<UInt8>) -> Bool {
    guard budget > 0 else { return true }
    guard soonestOverall.count == budget, let latest = soonestOverall.min else { return false }
    if bound > latest.entry.at { return true }
    guard bound == latest.entry.at else { return false }
    return Self.notBeforeASCII(uid, latest.entry.uid)
  }

  /// Whether the ASCII bytes `a` do not sort before the ASCII text `b` (false when either is
  /// not ASCII).
  static func notBeforeASCII(_ a: UnsafeBufferPointer<UInt8>, _ b: String) -> Bool {
    var b = b
    return b.withUTF8 { other in
      let n = min(a.count, other.count)
      for i in 0..<n {
        let x = a[i], y = other[i]
        if x >= 0x80 || y >= 0x80 { return false }
        if x != y { return x > y }
      }
      for i in n..<a.count where a[i] >= 0x80 { return false }
      for i in n..<other.count where other[i] >= 0x80 { return false }
      return a.count >= other.count
    }
  }

  /// Counts a reminder that was left out without being offered (its first candidate is known
  /// to be later than `threshold`).
  public mutating func countDropped() { dropped += 1 }

  /// The kept sources in the order they were offered, with their heads and titles.
  public var survivors: (sources: [PlanningSource], heads: [Instant?], titles: [String]) {
    var heads: [Int: Instant] = [:]
    for item in soonestOneTime.storage { heads[item.entry.index] = item.entry.at }
    for item in soonestOverall.storage { heads[item.entry.index] = item.entry.at }
    var sources: [PlanningSource] = []
    var times: [Instant?] = []
    var titles: [String] = []
    for index in kept.keys.sorted() {
      guard let item = kept[index] else { continue }
      sources.append(item.source)
      times.append(heads[index])
      titles.append(item.title)
    }
    return (sources, times, titles)
  }
}
