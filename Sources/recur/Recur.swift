// The `recur` command-line tool: a thin layer over the library modules (DESIGN.md §3).
// Exit codes: 0 success, 1 lint warnings only, 64 usage, 65 bad input data, 70 internal error,
// 74 output not written (Support/OutputFailure.swift).

import ArgumentParser

/// The root command; each subcommand lives in Commands/.
@main
struct Recur: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "recur",
    abstract: "RFC 5545 recurrence, reminders and notification planning.",
    subcommands: subcommands
  )

  /// Each command file adds its type here; `conformance` needs libical (trait LibICalOracle).
  static var subcommands: [any ParsableCommand.Type] {
    var all: [any ParsableCommand.Type] = [Bench.self, LintCommand.self, FmtCommand.self, ExpandCommand.self]
    #if LibICalOracle
    all.append(ConformanceCommand.self)
    #endif
    all += [PlanCommand.self, SnoozeCommand.self, ImportCommand.self, ExportCommand.self, CompleteCommand.self,
            DescribeCommand.self, OverdueCommand.self, SyncCommand.self]
    return all
  }

  /// Runs the command line: a plain `recur expand` line directly (Support/ExpandShortcut.swift),
  /// everything else through ArgumentParser. `ExpandCommand` has no `validate()`: ArgumentParser
  /// would run nothing more for the same line than `ExpandOptions.run()` does.
  static func main() {
    var expand = ExpandOptions()
    guard ExpandShortcut.readProcessArguments(into: &expand) else {
      return main(nil)
    }
    do {
      try expand.run()
    } catch {
      exit(withError: error)
    }
  }
}
