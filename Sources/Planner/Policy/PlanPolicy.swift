// The notification budget policy of docs/SEMANTICS.md "Planner": candidates are occurrences strictly after
// `now`; the soonest one-time reminders first, up to `reserve`; then the soonest of everything
// left until `budget` in all; ties by earlier time, then UID. With `PlanStrategy.coverage`,
// every reminder's next candidate comes before the rest (docs/SEMANTICS.md "Planning
// policies"). The streams are merged with a binary heap, so a reminder is expanded at most one
// occurrence past what the plan takes.

import Zones

/// The budget, the reserve for one-time reminders and the optional horizon of a plan.
///
/// Worked example (docs/SEMANTICS.md "Planner"), `budget: 3, reserve: 1`, now = 2026-11-22T12:00Z:
/// an hourly reminder "H" from 13:00Z and one-time reminders "A" at 18:00Z and "B" at 19:00Z.
/// The reserve takes A (the soonest one-time); the rest goes to the soonest of everything
/// left: H 13:00Z, H 14:00Z. B is left out (`leftOut == 2`: B and H still had candidates).
public struct PlanPolicy: Hashable, Sendable {
  /// iOS keeps at most 64 pending local notifications per app.
  public static let defaultBudget = 64
  /// Slots kept for one-time reminders unless `--reserve` says otherwise.
  public static let defaultReserve = 14
  /// The largest budget (and reserve) a plan takes (SECURITY.md "Limits"): a plan holds at most
  /// this many notifications, so its memory is bounded whatever `--budget` says.
  public static let maxBudget = 100_000
  /// How many stale values (at or before `now`, or not after the previous one) a stream may
  /// yield in a row before the policy treats it as ended: the bound on every fetch loop.
  public static let staleLimit = 4096

  /// The most notifications the plan may hold (0 or more).
  public var budget: Int
  /// The slots kept for the soonest one-time reminders (capped at `budget`).
  public var reserve: Int
  /// The last instant a candidate may have (inclusive), or `nil` for no horizon.
  public var horizonEnd: Instant?
  /// How the budget is filled after the reserve: soonest first (default) or coverage.
  public var strategy: PlanStrategy

  /// A policy; budgets and reserves are clamped to `0...maxBudget`.
  public init(budget: Int = PlanPolicy.defaultBudget, reserve: Int = PlanPolicy.defaultReserve,
              horizonEnd: Instant? = nil, strategy: PlanStrategy = .soonest) {
    self.budget = min(max(0, budget), Self.maxBudget)
    self.reserve = min(max(0, reserve), Self.maxBudget)
    self.horizonEnd = horizonEnd
    self.strategy = strategy
  }

  /// Chooses the notifications: each stream is advanced only when its head is taken.
  ///
  /// Every source is asked once for its first candidate (the stream is then released); a
  /// recurring source is asked again only when its current head enters the plan, through a
  /// stream opened after that head and kept while the plan takes from it. So a source is
  /// expanded at most `taken + 1` times (plus skipped stale values), and only the sources the
  /// plan takes from hold a stream.
  public func select(from sources: [PlanningSource], after now: Instant) -> PlanSelection {
    select(from: sources, heads: sources.map { firstCandidate(of: $0, after: now) })
  }

  /// A source's first candidate: its first occurrence after `now`, if within the horizon. The
  /// stream opened for it is released at once.
  public func firstCandidate(of source: PlanningSource, after now: Instant) -> Instant? {
    var stream = source.occurrences(now)
    return next(from: &stream, after: now)
  }

  /// The stream's next occurrence after `floor` within the horizon (bounded by `staleLimit`).
  private func next(from stream: inout any OccurrenceStream, after floor: Instant) -> Instant? {
    var stale = 0
    while stale < PlanPolicy.staleLimit {
      guard let t = stream.next() else { return nil }
      if t <= floor {
        stale += 1
        continue
      }
      if let horizonEnd, t > horizonEnd { return nil }
      return t
    }
    return nil
  }

  /// Chooses the notifications given each source's first candidate (`heads[i]`, from
  /// `firstCandidate(of:after:)`, possibly computed while the input was still being read).
  public func select(from sources: [PlanningSource], heads: [Instant?]) -> PlanSelection {
    var live: [Int: any OccurrenceStream] = [:]
    var oneTime: [HeapEntry] = []
    var recurring: [HeapEntry] = []
    for index in sources.indices where index < heads.count {
      guard let head = heads[index] else { continue }
      let entry = HeapEntry(at: head, uid: sources[index].uid, index: index)
      switch sources[index].kind {
      case .oneTime: oneTime.append(entry)
      case .recurring: recurring.append(entry)
      }
    }

    var picks: [PlanSelection.Pick] = []
    picks.reserveCapacity(budget)
    // Phase 1: the reserve, the soonest one-time reminders.
    var reserved = BinaryHeap(oneTime)
    let reserveSlots = min(reserve, budget)
    while picks.count < reserveSlots, let entry = reserved.pop() {
      picks.append(.init(sourceIndex: entry.index, uid: entry.uid, occurrence: entry.at,
                         kind: .oneTime, fromReserve: true))
    }
    var merged: BinaryHeap<HeapEntry>
    switch strategy {
    case .soonest:
      merged = BinaryHeap(reserved.storage + recurring)
    case .coverage:
      // Phase 2 (coverage): every reminder's next candidate not yet taken, soonest first; the
      // next candidate of each taken series waits for phase 3.
      var firsts = BinaryHeap(reserved.storage + recurring)
      var seconds: [HeapEntry] = []
      while picks.count < budget, let entry = firsts.pop() {
        take(entry, from: sources, into: &picks, live: &live) { seconds.append($0) }
      }
      merged = BinaryHeap(firsts.storage + seconds)
    }
    // The soonest of everything left.
    while picks.count < budget, let entry = merged.pop() {
      take(entry, from: sources, into: &picks, live: &live) { merged.push($0) }
    }
    picks.sort()
    return PlanSelection(picks: picks, leftOut: merged.count)
  }

  /// Appends `entry` to `picks` and, for a series, hands its next candidate to `queue` (from a
  /// stream opened after `entry` and kept in `live` while the plan takes from it).
  private func take(_ entry: HeapEntry, from sources: [PlanningSource], into picks: inout [PlanSelection.Pick],
                    live: inout [Int: any OccurrenceStream], queue: (HeapEntry) -> Void) {
    let kind = sources[entry.index].kind
    picks.append(.init(sourceIndex: entry.index, uid: entry.uid, occurrence: entry.at,
                       kind: kind, fromReserve: false))
    guard kind == .recurring else { return }
    var stream = live[entry.index] ?? sources[entry.index].occurrences(entry.at)
    if let next = next(from: &stream, after: entry.at) {
      queue(HeapEntry(at: next, uid: entry.uid, index: entry.index))
    }
    live[entry.index] = stream
  }
}

/// A stream's current head in the merge: ordered by time, then UID, then input position.
struct HeapEntry: Comparable {
  let at: Instant
  let uid: String
  let index: Int

  static func < (lhs: HeapEntry, rhs: HeapEntry) -> Bool {
    if lhs.at != rhs.at { return lhs.at < rhs.at }
    if lhs.uid != rhs.uid { return lhs.uid < rhs.uid }
    return lhs.index < rhs.index
  }
}
