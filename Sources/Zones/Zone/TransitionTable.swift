// A sorted table of offset changes with their wall-clock boundaries precomputed, so that both
// directions of RFC 5545 §3.3.5 conversion (instant → wall clock, wall clock → instant with gap
// and fold detection) are one binary search and no allocation.

/// Transitions in structure-of-arrays form: `at` is searched, the rest is read at one index.
///
/// For transition `i` with offsets `before` → `after`, wall clocks skip or repeat the span
/// `wallLow[i] ..< wallHigh[i]` (`at + min(before, after)` ..< `at + max(before, after)`):
/// New York 2026-03-08T07:00:00Z (-0500 → -0400) has the gap 02:00 ..< 03:00, and
/// 2026-11-01T06:00:00Z (-0400 → -0500) the fold 01:00 ..< 02:00.
struct TransitionTable: Sendable {
  /// Transition instants, seconds since the epoch, strictly increasing.
  private(set) var at: [Int64] = []
  /// Wall-clock seconds where the skipped or repeated span starts.
  private(set) var wallLow: [Int64] = []
  /// Wall-clock seconds where the skipped or repeated span ends (exclusive).
  private(set) var wallHigh: [Int64] = []
  /// The offset in force just before each transition, in seconds. The three columns below are
  /// `Int64`/`Int`, wider than their values need, because arrays of those element types cost
  /// nothing at first use, while `[Int32]` and `[UInt16]` each instantiated their storage class
  /// at every process's first zone load (~17k instructions; docs/ARCHITECTURE.md "Start-up").
  private(set) var before: [Int64] = []
  /// The offset in force from each transition on, in seconds.
  private(set) var after: [Int64] = []
  /// The index (into the owner's type list) of the type that starts at each transition.
  private(set) var typeAfter: [Int] = []
  /// Whether `wallLow` never decreases, so that its binary search is exact (`Zone.uniqueStretch`
  /// relies on it; real data always has it, a table built from absurd offsets might not).
  private(set) var wallLowSorted = true

  init() {}

  var count: Int { at.count }

  mutating func reserve(_ n: Int) {
    at.reserveCapacity(n); wallLow.reserveCapacity(n); wallHigh.reserveCapacity(n)
    before.reserveCapacity(n); after.reserveCapacity(n); typeAfter.reserveCapacity(n)
  }

  /// Changes alternating between two offsets at the instants `at` (strictly increasing): the
  /// even ones from `offsetA` to `offsetB` (type `typeB`), the odd ones back (type `typeA`).
  /// Equal to `append`ing them one by one, but fills each array in one pass without per-append
  /// checks (an ongoing rule's ~804 changes are built at every zone load; docs/ARCHITECTURE.md
  /// "Start-up").
  init(alternating at: [Int64], from offsetA: Int32, typeA: Int, to offsetB: Int32, typeB: Int) {
    let n = at.count
    let low = Int64(min(offsetA, offsetB))
    let high = Int64(max(offsetA, offsetB))
    self.at = at
    // min/max of the two offsets are the same whichever way a change goes.
    wallLow = Self.shifted(at, by: low)
    wallHigh = Self.shifted(at, by: high)
    before = Self.alternating(Int64(offsetA), Int64(offsetB), count: n)
    after = Self.alternating(Int64(offsetB), Int64(offsetA), count: n)
    typeAfter = Self.alternating(typeB, typeA, count: n)
  }

  /// The table of changes at the instants `at` (strictly increasing) to the types `typeAfter`
  /// (indices into `types`), `initial` the offset in seconds before the first. Equal to
  /// `append`ing them one by one, each column filled in one pass.
  init(at: [Int64], typeAfter: [Int], types: [LocalTimeType], initial: Int64) {
    let n = min(at.count, typeAfter.count)
    let after = [Int64](unsafeUninitializedCapacity: n) { out, count in
      for i in 0..<n { out.initializeElement(at: i, to: Int64(types[typeAfter[i]].offset.seconds)) }
      count = n
    }
    var before: [Int64] = []
    var wallLow: [Int64] = []
    var wallHigh: [Int64] = []
    var sorted = true
    // Buffers, not subscripts: one pass per column without a bounds check per element.
    at.withUnsafeBufferPointer { a in
      after.withUnsafeBufferPointer { next in
        before = [Int64](unsafeUninitializedCapacity: n) { out, count in
          if n > 0 { out.initializeElement(at: 0, to: initial) }
          for i in 1..<max(n, 1) { out.initializeElement(at: i, to: next[i - 1]) }
          count = n
        }
        before.withUnsafeBufferPointer { previous in
          // Wrapping: instants are clamped to ±2^48 and offsets below a day, so no overflow.
          wallLow = [Int64](unsafeUninitializedCapacity: n) { out, count in
            for i in 0..<n {
              let low = a[i] &+ min(previous[i], next[i])
              out.initializeElement(at: i, to: low)
              if i > 0, out[i - 1] > low { sorted = false }
            }
            count = n
          }
          wallHigh = [Int64](unsafeUninitializedCapacity: n) { out, count in
            for i in 0..<n { out.initializeElement(at: i, to: a[i] &+ max(previous[i], next[i])) }
            count = n
          }
        }
      }
    }
    self.at = at
    self.typeAfter = typeAfter
    self.before = before
    self.after = after
    self.wallLow = wallLow
    self.wallHigh = wallHigh
    self.wallLowSorted = sorted
  }

  /// `values` each plus `delta`.
  private static func shifted(_ values: [Int64], by delta: Int64) -> [Int64] {
    values.withUnsafeBufferPointer { v in
      Array(unsafeUninitializedCapacity: v.count) { out, count in
        // Wrapping: instants are clamped to ±2^48 and offsets below a day, so no overflow.
        for i in 0..<v.count { out.initializeElement(at: i, to: v[i] &+ delta) }
        count = v.count
      }
    }
  }

  /// `count` values alternating `even, odd, even, …`.
  private static func alternating<T: FixedWidthInteger>(_ even: T, _ odd: T, count n: Int) -> [T] {
    Array(unsafeUninitializedCapacity: n) { out, count in
      for i in 0..<n { out.initializeElement(at: i, to: i & 1 == 0 ? even : odd) }
      count = n
    }
  }

  /// Appends a transition at `instant` from `offsetBefore` to `offsetAfter` (type `type`).
  mutating func append(_ instant: Int64, from offsetBefore: Int32, to offsetAfter: Int32, type: Int) {
    at.append(instant)
    let low = instant + Int64(min(offsetBefore, offsetAfter))
    if let last = wallLow.last, last > low { wallLowSorted = false }
    wallLow.append(low)
    wallHigh.append(instant + Int64(max(offsetBefore, offsetAfter)))
    before.append(Int64(offsetBefore))
    after.append(Int64(offsetAfter))
    typeAfter.append(type)
  }

  /// The index of the last transition at or before `instant`, or -1 when there is none.
  @inline(__always)
  func lastIndex(atOrBefore instant: Int64) -> Int {
    at.withUnsafeBufferPointer { Self.lastIndex($0, notAfter: instant) }
  }

  /// The index of the last transition whose wall-clock span starts at or before `wall`, or -1.
  @inline(__always)
  func lastIndex(wallAtOrBefore wall: Int64) -> Int {
    wallLow.withUnsafeBufferPointer { Self.lastIndex($0, notAfter: wall) }
  }

  /// `lastIndex(wallAtOrBefore:)` starting from `hint`, a recent answer: a few steps forward
  /// when `wall` is at or just after it (ascending callers), else the binary search. Exact only
  /// when `wallLowSorted`.
  @inline(__always)
  func lastIndex(wallAtOrBefore wall: Int64, hint: Int) -> Int {
    wallLow.withUnsafeBufferPointer { a in
      let n = a.count
      var i = hint
      guard i >= -1, i < n, i < 0 || a[i] <= wall else { return Self.lastIndex(a, notAfter: wall) }
      var steps = 0
      while i + 1 < n, a[i + 1] <= wall {
        guard steps < 4 else { return Self.lastIndex(a, notAfter: wall) }
        i += 1
        steps += 1
      }
      return i
    }
  }

  /// Binary search (bounded by log2 of the count): the last index with `a[i] <= x`, or -1.
  @inline(__always)
  static func lastIndex(_ a: UnsafeBufferPointer<Int64>, notAfter x: Int64) -> Int {
    var low = 0
    var n = a.count
    while n > 0 {
      let half = n / 2
      if a[low + half] <= x {
        low += half + 1
        n -= half + 1
      } else {
        n = half
      }
    }
    return low - 1
  }

  /// How `wall` resolves against transition `i` (found by `lastIndex(wallAtOrBefore:)`),
  /// with `initial` the offset before the first transition.
  @inline(__always)
  func resolve(wall: Int64, index i: Int, initial: Int32) -> LocalTimeResolution {
    if i < 0 { return .unique(UTCOffset(seconds: initial)) }
    let a = Int32(truncatingIfNeeded: after[i])
    if wall < wallHigh[i] {
      let b = Int32(truncatingIfNeeded: before[i])
      return a > b ? .gap(before: UTCOffset(seconds: b), after: UTCOffset(seconds: a))
                   : .fold(earlier: UTCOffset(seconds: b), later: UTCOffset(seconds: a))
    }
    return .unique(UTCOffset(seconds: a))
  }
}
