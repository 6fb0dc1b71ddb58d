// The options every file benchmark shares (--file, --count, --runs), declared once; each
// benchmark names its input and what it generates in their help.

import ArgumentParser

/// A benchmark's own words for the shared options.
protocol BenchInputHelp {
  /// --file's help, e.g. "The .ics file to plan (default: generate one with gen-todos)."
  static var fileHelp: String { get }
  /// --count's help, e.g. "VTODOs to generate when --file is absent."
  static var countHelp: String { get }
}

/// `--file FILE --count N --runs R` of `recur bench parse`, `plan` and `occurrences`.
struct BenchInputOptions<Benchmark: BenchInputHelp>: ParsableArguments {
  /// An existing file to measure; nil to generate one.
  @Option(help: ArgumentHelp(Benchmark.fileHelp))
  var file: String?

  /// Components to generate when no file is given.
  @Option(help: ArgumentHelp(Benchmark.countHelp))
  var count: Int = 100_000

  /// Runs per side; the fastest time and the largest peak RSS are reported.
  @Option(help: "Runs of each side; the fastest is reported.")
  var runs: Int = 3
}
