// The `recur` command-line tool: a thin layer over the library modules (README).
// Exit codes: 0 success, 1 lint warnings only, 64 usage, 65 bad input data, 70 internal error,
// 74 output not written (Support/OutputFailure.swift).

import ArgumentParser

/// The root command; each subcommand lives in Commands/.
@main
struct Recur: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "recur",
    abstract: "RFC 5545 recurrence, reminders and notification planning.",
    version: RecurVersion.current,
    subcommands: subcommands
  )

  /// Each command file adds its type here; `conformance` needs libical (trait LibICalOracle).
  static var subcommands: [any ParsableCommand.Type] {
    var all: [any ParsableCommand.Type] = [Bench.self, LintCommand.self, FmtCommand.self, ExpandCommand.self]
    #if LibICalOracle
    all += [ConformanceCommand.self, ConformanceWorkerCommand.self]
    #endif
    all += [PlanCommand.self, SnoozeCommand.self, OccurrencesCommand.self, ImportCommand.self, ExportCommand.self, CompleteCommand.self,
            DescribeCommand.self, OverdueCommand.self, SyncCommand.self]
    return all
  }

  /// Runs the command line, with stdio output (help, usage errors) checked at exit (exit 74).
  static func main() {
    OutputFailure.checkStandardOutputAtExit()
    main(nil)
  }
}
