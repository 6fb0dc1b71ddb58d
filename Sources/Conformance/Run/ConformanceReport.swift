// The result of a differential run over RFC 5545 §3.8.5.3 expansions: counts, the
// divergences with their classes, and per-class totals.

/// One case on which the native engine and an oracle disagree.
public struct Divergence: Hashable, Sendable, Codable {
  /// The RECUR value.
  public let rrule: String
  /// The DTSTART content line.
  public let dtstart: String
  /// Where the case came from (`file:line`, `random seed S #i`, `single`).
  public let source: String
  /// The native occurrences as `recur expand` prints them (`--utc` for zoned starts), or `*** error`.
  public let native: [String]
  /// libical 3.0.16's occurrences, the same way.
  public let libical: [String]
  /// The corpus file's INSTANCES, for corpus cases.
  public let expected: [String]?
  /// The catalogue class, `a+b` for several, or `unexplained`.
  public let `class`: String
}

/// The summary of a run.
///
/// ```swift
/// report.cases        // 20000
/// report.agree        // 19412
/// report.byClass      // ["dst-gap-carry": 120, "libical-unsorted-by-list": 441, …]
/// report.unexplained  // 0
/// ```
public struct ConformanceReport: Sendable {
  /// Cases run.
  public var cases = 0
  /// Cases where native, libical (and the corpus expectation, if any) agree.
  public var agree = 0
  /// Every disagreement, in case order.
  public var divergences: [Divergence] = []
  /// Wall time of the run, in seconds.
  public var seconds = 0.0

  /// An empty report.
  public init() {}

  /// Divergences per class.
  public var byClass: [String: Int] {
    var counts: [String: Int] = [:]
    for d in divergences { counts[d.class, default: 0] += 1 }
    return counts
  }

  /// Divergences no catalogue entry explains.
  public var unexplained: Int { divergences.filter { $0.class.contains(Catalogue.unexplained) }.count }

  /// The class of a case libical crashed on (in a worker process, twice, the second time
  /// alone; `IsolatedRun`): libical's failure, no catalogue entry, counted apart from unexplained.
  public static let oracleCrashedClass = "oracle-crashed"

  /// The class of a case on which a worker running libical used up its CPU budget and was
  /// killed (`IsolatedRun.caseCPUSeconds`): libical's failure, counted apart from unexplained.
  public static let oracleTimeoutClass = "oracle-timeout"

  /// Cases on which libical gave no answer within the CPU budget (class `oracle-timeout`).
  public var oracleTimedOut: Int { divergences.filter { $0.class == Self.oracleTimeoutClass }.count }

  /// Cases libical crashed on (class `oracle-crashed`), counted apart from `unexplained`.
  public var oracleCrashed: Int { divergences.filter { $0.class == Self.oracleCrashedClass }.count }

  /// Adds another report's counts and divergences.
  public mutating func merge(_ other: ConformanceReport) {
    cases += other.cases
    agree += other.agree
    divergences += other.divergences
    seconds += other.seconds
  }
}
