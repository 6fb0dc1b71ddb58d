// The order in which an isolated differential run hands cases to its workers: in case order,
// except that a worker which last ran a Chinese (or Korean) lunisolar rule (RFC 7529 RSCALE)
// takes the next case of the same scale or of none, so libical's ICU keeps its cache of new
// moons instead of emptying it at every switch (LibICal empties it when the scale changes).

/// The cases not yet handed out, and those to run again alone (internal to `IsolatedRun`).
struct CaseSchedule {
  /// How far past the first waiting case a worker looks for one of its scale.
  static let window = 256

  private let scales: [String?]
  private var taken: [Bool]
  private var head = 0
  private var retries: [Int] = []

  /// A schedule of all of `cases`.
  init(_ cases: [ConformanceCase]) {
    scales = cases.map(Self.lunisolarScale)
    taken = [Bool](repeating: false, count: cases.count)
  }

  /// "CHINESE" or "DANGI" for a rule with that RSCALE, else nil.
  static func lunisolarScale(_ c: ConformanceCase) -> String? {
    guard let scale = RuleParts(c.rule).value("RSCALE"), scale == "CHINESE" || scale == "DANGI" else { return nil }
    return scale
  }

  /// Whether a case waits to be run again alone.
  var hasRetry: Bool { !retries.isEmpty }

  /// Runs case `i` again, first thing in a fresh worker.
  mutating func retryAlone(_ i: Int) { retries.append(i) }

  /// The next case for a worker whose last lunisolar scale was `scale` (`fresh`: a new worker,
  /// the only kind that takes a case to run alone), or nil when none is left for it.
  mutating func next(scale: String?, fresh: Bool) -> Int? {
    if fresh, !retries.isEmpty { return retries.removeFirst() }
    while head < taken.count && taken[head] { head += 1 }
    guard head < taken.count else { return nil }
    var pick = head
    if let scale {
      var i = head
      while i < min(taken.count, head + Self.window) {
        if !taken[i] && (scales[i] == nil || scales[i] == scale) {
          pick = i
          break
        }
        i += 1
      }
    }
    taken[pick] = true
    return pick
  }
}
