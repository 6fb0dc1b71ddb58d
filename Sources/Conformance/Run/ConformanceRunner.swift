// The differential run: every case expanded by the native engine and by libical 3.0.16
// (RFC 5545 §3.8.5.3), compared, and every disagreement classified by the catalogue.

/// Runs cases through two engines and classifies what they disagree on.
///
/// ```swift
/// let runner = ConformanceRunner(native: NativeEngine())
/// let report = runner.run(ProjectCorpus.file.cases)
/// report.unexplained   // 0
/// ```
public struct ConformanceRunner: Sendable {
  /// The engine under test.
  public let native: any ExpansionEngine
  /// The oracle, behind a memo of its answers (`MemoizedEngine`): the catalogue's predicates
  /// ask it the same variants again while they classify one case.
  public let oracle: any ExpansionEngine
  /// The known divergences.
  public let catalogue: Catalogue

  /// A runner; the oracle defaults to libical and the catalogue to the standard one.
  public init(native: any ExpansionEngine, oracle: any ExpansionEngine = LibICalEngine(),
              catalogue: Catalogue = .standard) {
    self.native = native
    self.oracle = oracle is MemoizedEngine ? oracle : MemoizedEngine(oracle)
    self.catalogue = catalogue
  }

  /// Runs `cases` in order; `progress(done, total)` is called after each case.
  public func run(_ cases: [ConformanceCase], progress: ((Int, Int) -> Void)? = nil) -> ConformanceReport {
    var report = ConformanceReport()
    let clock = ContinuousClock()
    let started = clock.now
    for (i, c) in cases.enumerated() {
      compare(c, into: &report)
      progress?(i + 1, cases.count)
    }
    let elapsed = clock.now - started
    report.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return report
  }

  /// Compares one case and records it in `report`.
  public func compare(_ c: ConformanceCase, into report: inout ConformanceReport) {
    report.cases += 1
    let n = native.expand(c)
    let l = oracle.expand(c)
    let agreesWithOracle = n.outcome.agrees(with: l.outcome)
    let agreesWithExpected = c.expected.map { n.outcome.agrees(with: $0) } ?? true
    if agreesWithOracle && agreesWithExpected {
      report.agree += 1
      return
    }
    var classes: [String] = []
    if !agreesWithOracle {
      let oracle = self.oracle
      classes.append(catalogue.classify(Observation(testCase: c, native: n, oracle: l,
                                                    rerun: { oracle.expand($0) })))
    }
    if !agreesWithExpected, let expected = c.expected {
      // The corpus lists values as libical prints them (no wall/UTC pair); for a zoned case the
      // expectation is already UTC. Its wall readings are unknown, so only case-level entries apply.
      let cls = catalogue.classify(Observation(testCase: c, native: n, oracle: Expansion(outcome: expected)))
      let named = "expected:" + cls
      if !classes.contains(named) { classes.append(named) }
    }
    report.divergences.append(Divergence(
      rrule: c.rule, dtstart: c.dtstart, source: c.source,
      native: Self.lines(n.outcome), libical: Self.lines(l.outcome),
      expected: c.expected.map(Self.lines), class: classes.joined(separator: ",")))
  }

  static func lines(_ o: Outcome) -> [String] {
    switch o {
    case .occurrences(let l): l
    case .error(let m): ["*** " + m]
    }
  }
}
