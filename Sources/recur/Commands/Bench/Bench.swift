// `recur bench`: measurements of Recur against libical in one run (Foundation: Benchmarks/).
// Timings live here and in Benchmarks/, never in unit tests.

import ArgumentParser

/// The `recur bench` group; each benchmark is a subcommand in this folder.
struct Bench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure Recur against libical in one run and print the ratios.",
    subcommands: subcommands
  )

  /// Each benchmark file adds its type here; those against libical need trait LibICalOracle.
  static var subcommands: [any ParsableCommand.Type] {
    #if LibICalOracle
    [GenerateTodos.self, GenerateCalendar.self, BenchParse.self, BenchLibICalParse.self, BenchPlan.self, BenchExpand.self,
     BenchOccurrences.self, BenchLibICalOccurrences.self]
    #else
    [GenerateTodos.self, GenerateCalendar.self, BenchPlan.self]
    #endif
  }
}
