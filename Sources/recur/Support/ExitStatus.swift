// The exit codes of README, shared by every subcommand.

import ArgumentParser

/// Exit codes of the `recur` tool (sysexits.h numbering, README).
enum ExitStatus {
  /// Success.
  static let success = ExitCode(0)
  /// `recur lint` found warnings and no errors.
  static let warningsOnly = ExitCode(1)
  /// The command line is wrong (EX_USAGE).
  static let usage = ExitCode(64)
  /// The input data is wrong (EX_DATAERR).
  static let dataError = ExitCode(65)
  /// The server cannot be reached (EX_UNAVAILABLE).
  static let unavailable = ExitCode(69)
  /// An internal error (EX_SOFTWARE).
  static let internalError = ExitCode(70)
  /// Output could not be written, e.g. standard output on a full disk (EX_IOERR).
  static let ioError = ExitCode(74)
  /// Permission denied, e.g. CalDAV authentication failed (EX_NOPERM).
  static let noPermission = ExitCode(77)
}
