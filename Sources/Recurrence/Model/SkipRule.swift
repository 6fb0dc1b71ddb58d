// The SKIP rule part of RFC 7529 §3.1: what to do with a generated date that does not exist.

/// What happens to a generated date that does not exist, such as February 30 (RFC 7529 §3.1).
///
/// `FREQ=MONTHLY;RSCALE=GREGORIAN;SKIP=…` from 2014-01-31 gives in February:
/// `.omit` nothing, `.backward` 2014-02-28, `.forward` 2014-03-01.
public enum SkipRule: String, CaseIterable, Hashable, Sendable {
  /// Drop the date (the RFC 5545 behaviour and RFC 7529's default).
  case omit = "OMIT"
  /// Use the last valid day before it (Feb 30 → Feb 28 or 29).
  case backward = "BACKWARD"
  /// Use the first valid day after it (Feb 30 → Mar 1).
  case forward = "FORWARD"
}
