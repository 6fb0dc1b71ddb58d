// Counts from a lint run over RFC 5545 input.

/// How many errors and warnings a lint run reported.
public struct LintSummary: Hashable, Sendable {
  /// Diagnostics with severity error.
  public var errors: Int
  /// Diagnostics with severity warning.
  public var warnings: Int

  /// A summary.
  public init(errors: Int, warnings: Int) {
    self.errors = errors
    self.warnings = warnings
  }
}
