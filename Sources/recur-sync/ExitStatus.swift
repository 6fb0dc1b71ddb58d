// The exit codes of README that `recur sync` uses (docs/SYNC.md "Exit status"); the same
// numbers as the main tool's Support/ExitStatus.swift.

import ArgumentParser

/// Exit codes of `recur sync` (sysexits.h numbering, README).
enum ExitStatus {
  /// The command line is wrong (EX_USAGE).
  static let usage = ExitCode(64)
  /// The store or sync state is wrong (EX_DATAERR).
  static let dataError = ExitCode(65)
  /// The server cannot be reached or fails (EX_UNAVAILABLE).
  static let unavailable = ExitCode(69)
  /// Try again later: another sync holds the store, or the store changed during the sync (EX_TEMPFAIL).
  static let tryAgain = ExitCode(75)
  /// An internal error (EX_SOFTWARE).
  static let internalError = ExitCode(70)
  /// CalDAV authentication failed (EX_NOPERM).
  static let noPermission = ExitCode(77)
}
