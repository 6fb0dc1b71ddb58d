// The offset rules behind a Zone: listed transitions (TZif data, RFC 8536 §3.2, or expanded
// VTIMEZONE observances, RFC 5545 §3.6.5) followed by a tail for every later time, either a
// constant type or an ongoing POSIX TZ rule (RFC 8536 §3.3). Queries never allocate.

/// The offsets of one zone over time (shared, immutable after construction).
///
/// The ongoing rule is materialised once as a 400-year cycle of transitions: the Gregorian
/// calendar repeats every 400 years (146,097 days, a whole number of weeks), so the rule's
/// transitions do too, and any later instant maps into the cycle by subtracting whole cycles.
final class ZoneRules: Sendable {
  /// The local time types referred to by index.
  let types: [LocalTimeType]
  /// The type in force before the first listed transition.
  let initialType: Int
  /// The listed transitions.
  let table: TransitionTable
  /// The ongoing rule, when the data has one.
  let ongoing: OngoingZoneRule?
  /// After the last listed transition: a constant type, or the ongoing rule's cycle.
  let tail: Tail

  /// What holds after the last listed transition.
  enum Tail: Sendable {
    /// One type forever.
    case constant(Int)
    /// The ongoing rule, materialised over 402 years around one 400-year cycle.
    case cycle(Cycle)
  }

  /// Transitions of an ongoing rule for the years `origin year - 1 ... origin year + 400`.
  struct Cycle: Sendable {
    /// Seconds in 400 Gregorian years.
    static let length: Int64 = 146_097 * 86_400
    /// January 1 00:00 (UTC and wall clock alike) of the cycle's first whole year.
    let origin: Int64
    let table: TransitionTable
    /// The type in force before the table's first transition.
    let initialType: Int
  }

  /// Instants are clamped to about ±8.9 million years so cycle arithmetic cannot overflow.
  static let clampLimit: Int64 = 1 << 48

  init(fixed: UTCOffset) {
    self.types = [LocalTimeType(offset: fixed, abbreviation: fixed.seconds == 0 ? "UTC" : fixed.description, isDST: false)]
    self.initialType = 0
    self.table = TransitionTable()
    self.ongoing = nil
    self.tail = .constant(0)
  }

  /// Rules from validated parts: `times` strictly increasing, every index in `types`.
  convenience init(types: [LocalTimeType], initialType: Int, times: [Int64], typeIndices: [Int],
                   ongoing: OngoingZoneRule?) {
    if let rule = ongoing {
      if let daylight = rule.daylight {
        self.init(types: types, initialType: initialType, times: times, typeIndices: typeIndices, rule: rule, daylight: daylight)
      } else {
        self.init(types: types, initialType: initialType, times: times, typeIndices: typeIndices, rule: rule)
      }
    } else {
      let (table, lastType) = Self.listed(types: types, initialType: initialType, times: times, typeIndices: typeIndices)
      self.init(types: types, initialType: initialType, table: table, ongoing: nil, tail: .constant(lastType))
    }
  }

  /// Rules from validated parts followed by the ongoing `rule`, which keeps standard time.
  ///
  /// This and the next initializer take the rule (and its daylight part) unwrapped, so that a
  /// TZif load never matches on an optional: each such match destroyed its copy through
  /// Optional or tuple metadata instantiated by mangled name (docs/ARCHITECTURE.md "Start-up").
  convenience init(types: [LocalTimeType], initialType: Int, times: [Int64], typeIndices: [Int],
                   rule: OngoingZoneRule) {
    let (table, _) = Self.listed(types: types, initialType: initialType, times: times, typeIndices: typeIndices)
    var all = types
    let std = Self.index(of: rule.standard, in: &all)
    self.init(types: all, initialType: initialType, table: table, ongoing: rule, tail: .constant(std))
  }

  /// Rules from validated parts followed by the ongoing `rule`, whose daylight part is `daylight`.
  convenience init(types: [LocalTimeType], initialType: Int, times: [Int64], typeIndices: [Int],
                   rule: OngoingZoneRule, daylight: OngoingZoneRule.DaylightSaving) {
    let (table, _) = Self.listed(types: types, initialType: initialType, times: times, typeIndices: typeIndices)
    var all = types
    let std = Self.index(of: rule.standard, in: &all)
    let dst = Self.index(of: daylight.type, in: &all)
    let lastYear = table.at.last.map {
      min(max(CivilDateTime(secondsSinceEpoch: min(max($0, -Self.clampLimit), Self.clampLimit)).date.year, -9999), 9999)
    } ?? 1970
    let tail = Self.cycle(rule: rule, daylight: daylight, std: std, dst: dst, firstYear: lastYear)
    self.init(types: all, initialType: initialType, table: table, ongoing: rule, tail: tail)
  }

  /// The index of `type` in `types`, appending it when absent.
  private static func index(of type: LocalTimeType, in types: inout [LocalTimeType]) -> Int {
    if let i = types.firstIndex(of: type) { return i }
    types.append(type)
    return types.count - 1
  }

  private init(types: [LocalTimeType], initialType: Int, table: TransitionTable, ongoing: OngoingZoneRule?, tail: Tail) {
    self.types = types
    self.initialType = initialType
    self.table = table
    self.ongoing = ongoing
    self.tail = tail
  }

  /// The listed transitions as a table, and the type in force after the last of them.
  private static func listed(types: [LocalTimeType], initialType: Int, times: [Int64],
                             typeIndices: [Int]) -> (TransitionTable, Int) {
    // For each type the first index of an equal one, so that comparing two types below is
    // comparing two Ints, not two abbreviations (a few types, hundreds of transitions).
    let typeCount = types.count
    let sameAs = [Int](unsafeUninitializedCapacity: typeCount) { out, count in
      for k in 0..<typeCount {
        var first = k
        for j in 0..<k where types[j] == types[k] {
          first = j
          break
        }
        out.initializeElement(at: k, to: first)
      }
      count = typeCount
    }
    // A listed change to an identical type (tzcode writes one at 2038-01-19T03:14:07Z in "fat"
    // files) changes nothing a reader can see, so it is not a transition. One pass over buffers
    // writes the kept instants and types in place instead of appending to six columns (hundreds
    // of transitions at every zone load; docs/ARCHITECTURE.md "Start-up").
    let n = min(times.count, typeIndices.count)
    var at: [Int64] = []
    let typeAfter = [Int](unsafeUninitializedCapacity: n) { keptTypes, keptCount in
      at = [Int64](unsafeUninitializedCapacity: n) { out, count in
        var i = 0
        times.withUnsafeBufferPointer { time in
          typeIndices.withUnsafeBufferPointer { index in
            sameAs.withUnsafeBufferPointer { same in
              var previous = same[initialType]
              for k in 0..<n where same[index[k]] != previous {
                previous = same[index[k]]
                // Clamping keeps `time + offset` in range; only absurd data (beyond ±8.9 million
                // years) moves.
                out.initializeElement(at: i, to: min(max(time[k], -Self.clampLimit), Self.clampLimit))
                keptTypes.initializeElement(at: i, to: index[k])
                i += 1
              }
            }
          }
        }
        count = i
      }
      keptCount = at.count
    }
    let lastType = typeAfter.last ?? initialType
    let table = TransitionTable(at: at, typeAfter: typeAfter, types: types,
                                initial: Int64(types[initialType].offset.seconds))
    return (table, lastType)
  }

  /// Materialises `rule` for the years `firstYear - 1 ... firstYear + 400` (about 804 changes).
  static func cycle(rule: OngoingZoneRule, daylight: OngoingZoneRule.DaylightSaving,
                    std: Int, dst: Int, firstYear: Int) -> Tail {
    let stdOffset = rule.standard.offset.seconds
    let dstOffset = daylight.type.offset.seconds
    let years = 402
    let origin = Int64(CivilDate(uncheckedYear: firstYear, month: 1, day: 1).daysSinceEpoch) * 86_400
    // Both rules' instants written interleaved, start then end for each year: the usual rule
    // (New York's) then already reads in order, and the table is built on this one array
    // without the two lists, their interleaving or a second pass (docs/ARCHITECTURE.md "Start-up").
    var at = [Int64](unsafeUninitializedCapacity: 2 * years) { out, count in
      guard let base = out.baseAddress else { return }
      daylight.start.write(from: firstYear - 1, count: years, offsetBefore: stdOffset, to: base, stride: 2)
      daylight.end.write(from: firstYear - 1, count: years, offsetBefore: dstOffset, to: base + 1, stride: 2)
      count = 2 * years
    }
    // Starts and ends strictly alternate, so every event changes the state and the table is the
    // two lists interleaved; the general path below builds the same table at several times the cost.
    // Northern (New York): start < end < next start …; standard time before the first start.
    if Self.strictlyIncreasing(at) {
      let table = TransitionTable(alternating: at, from: stdOffset, typeA: std, to: dstOffset, typeB: dst)
      return .cycle(Cycle(origin: origin, table: table, initialType: std))
    }
    // Southern (Sydney): end < start < next end …; daylight time before the first end.
    if Self.swappedPairsStrictlyIncrease(at) {
      at.withUnsafeMutableBufferPointer { a in
        for i in Swift.stride(from: 0, to: a.count - 1, by: 2) { a.swapAt(i, i + 1) }
      }
      let table = TransitionTable(alternating: at, from: dstOffset, typeA: dst, to: stdOffset, typeB: std)
      return .cycle(Cycle(origin: origin, table: table, initialType: dst))
    }
    let starts = (0..<years).map { at[2 * $0] }
    let ends = (0..<years).map { at[2 * $0 + 1] }
    // Events: (instant, 1 = DST starts, 0 = DST ends). At equal instants an end sorts before a
    // start, so a rule that ends DST and restarts it at the same moment (DST all year) nets to DST.
    var events: [(Int64, Int)] = []
    events.reserveCapacity(804)
    for i in 0..<min(starts.count, ends.count) {
      events.append((starts[i], 1))
      events.append((ends[i], 0))
    }
    // Northern rules come out in order already (start, end, start, …): sort only when needed.
    var ordered = true
    for i in events.indices.dropFirst() where events[i - 1].0 > events[i].0
      || (events[i - 1].0 == events[i].0 && events[i - 1].1 > events[i].1) {
      ordered = false
      break
    }
    if !ordered { events.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 } }
    let initialDST = events.first.map { $0.1 == 0 } ?? false
    var inDST = initialDST
    var table = TransitionTable()
    table.reserve(events.count)
    var i = 0
    while i < events.count {
      var j = i
      var state = inDST
      while j < events.count, events[j].0 == events[i].0 {
        state = events[j].1 == 1
        j += 1
      }
      if state != inDST {
        table.append(events[i].0, from: inDST ? dstOffset : stdOffset, to: state ? dstOffset : stdOffset,
                     type: state ? dst : std)
        inDST = state
      }
      i = j
    }
    if table.count == 0 { return .constant(inDST ? dst : std) }
    return .cycle(Cycle(origin: origin, table: table, initialType: initialDST ? dst : std))
  }

  /// Whether `a[0] < a[1] < a[2] < …`.
  static func strictlyIncreasing(_ a: [Int64]) -> Bool {
    a.withUnsafeBufferPointer { b in
      var i = 1
      while i < b.count {
        guard b[i - 1] < b[i] else { return false }
        i += 1
      }
      return true
    }
  }

  /// Whether `a[1] < a[0] < a[3] < a[2] < a[5] < …` (an even count): each pair swapped is
  /// strictly increasing.
  static func swappedPairsStrictlyIncrease(_ a: [Int64]) -> Bool {
    a.withUnsafeBufferPointer { b in
      guard b.count % 2 == 0 else { return false }
      var i = 0
      while i < b.count {
        guard b[i + 1] < b[i] else { return false }
        if i + 2 < b.count, b[i] >= b[i + 3] { return false }
        i += 2
      }
      return true
    }
  }

  /// The earliest listed transition from which the tail describes every later change (see
  /// `Zone.ongoingRuleStart`); for a constant tail, the last listed transition; `nil` with no
  /// ongoing rule or no listed transitions.
  var ongoingRuleStart: Int64? {
    guard ongoing != nil else { return nil }
    let n = table.count
    switch tail {
    case .constant:
      return n > 0 ? table.at[n - 1] : nil
    case .cycle(let cycle):
      var first: Int64?
      var i = n - 1
      // Bounded by the number of listed transitions.
      while i >= 0 {
        let t = table.at[i]
        let k = Self.floorDiv(t - cycle.origin, Cycle.length)
        let j = cycle.table.lastIndex(atOrBefore: t - k * Cycle.length)
        guard j >= 0, cycle.table.at[j] == t - k * Cycle.length,
              cycle.table.before[j] == table.before[i],
              types[cycle.table.typeAfter[j]] == types[table.typeAfter[i]] else { break }
        first = t
        i -= 1
      }
      // No listed change matches the rule: it takes over after the last listed one.
      return first ?? (n > 0 ? table.at[n - 1] : nil)
    }
  }

  // MARK: - Queries

  /// The index of the local time type in force at `instant`.
  @inline(__always)
  func typeIndex(at instant: Instant) -> Int {
    let t = min(max(instant.secondsSinceEpoch, -Self.clampLimit), Self.clampLimit)
    let n = table.count
    if n > 0, t < table.at[n - 1] {
      let i = table.lastIndex(atOrBefore: t)
      return i < 0 ? initialType : table.typeAfter[i]
    }
    switch tail {
    case .constant(let type):
      return type
    case .cycle(let cycle):
      let k = Self.floorDiv(t - cycle.origin, Cycle.length)
      let i = cycle.table.lastIndex(atOrBefore: t - k * Cycle.length)
      return i < 0 ? cycle.initialType : cycle.table.typeAfter[i]
    }
  }

  /// The offset in force at `instant`.
  @inline(__always)
  func offset(at instant: Instant) -> UTCOffset { types[typeIndex(at: instant)].offset }

  /// Whether `civil` names one instant, none (a gap) or two (a fold).
  func resolve(_ civil: CivilDateTime) -> LocalTimeResolution {
    let wall = min(max(civil.secondsSinceEpoch, -Self.clampLimit), Self.clampLimit)
    let n = table.count
    if n > 0, wall < table.wallHigh[n - 1] {
      let i = table.lastIndex(wallAtOrBefore: wall)
      return table.resolve(wall: wall, index: i, initial: types[initialType].offset.seconds)
    }
    switch tail {
    case .constant(let type):
      return .unique(types[type].offset)
    case .cycle(let cycle):
      let shifted = wall - Self.floorDiv(wall - cycle.origin, Cycle.length) * Cycle.length
      let i = cycle.table.lastIndex(wallAtOrBefore: shifted)
      return cycle.table.resolve(wall: shifted, index: i, initial: types[cycle.initialType].offset.seconds)
    }
  }

  @inline(__always)
  static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
    let q = a / b
    return (a % b != 0 && a < 0) ? q - 1 : q
  }
}
