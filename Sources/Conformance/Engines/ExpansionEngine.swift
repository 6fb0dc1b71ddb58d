// The shape both engines take in a differential run (RFC 5545 §3.8.5.3 expansion of a case).

/// An engine that expands a `ConformanceCase`.
public protocol ExpansionEngine: Sendable {
  /// The engine's name in reports: `native` or `libical`.
  var name: String { get }
  /// Expands `testCase` within its window and limit; never traps on bad input.
  func expand(_ testCase: ConformanceCase) -> Expansion
}

/// One engine's answer: the compared outcome and, for zoned starts, the wall-clock readings.
///
/// New York, `FREQ=DAILY` from 2026-03-07 02:30, libical 3.0.16: outcome
/// `["20260307T073000Z", "20260308T073000Z", "20260309T073000Z"]`, wall
/// `["20260307T023000", "20260308T033000", "20260309T033000"]`.
public struct Expansion: Hashable, Sendable {
  /// What is compared: occurrences as `recur expand --utc` prints them for zoned starts, as
  /// `recur expand` prints them otherwise; or the error.
  public var outcome: Outcome
  /// For zoned starts, each occurrence's wall-clock reading (`YYYYMMDDTHHMMSS`) in the zone;
  /// empty otherwise. Used by the catalogue's predicates, not for agreement.
  public var wall: [String]

  /// An expansion with an outcome and (for zoned starts) wall-clock readings.
  public init(outcome: Outcome, wall: [String] = []) {
    self.outcome = outcome
    self.wall = wall
  }
}
