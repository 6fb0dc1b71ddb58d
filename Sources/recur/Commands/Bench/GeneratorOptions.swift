// The options every `recur bench gen-…` command shares (--count, --seed, -o/--output), declared
// once; each generator names what it counts in --count's help.

import ArgumentParser

/// A generator's own words for the shared options.
protocol GeneratorHelp {
  /// --count's help, e.g. "Number of VTODOs."
  static var countHelp: String { get }
}

/// `--count N --seed S -o FILE` of `recur bench gen-todos` and `gen-calendar`.
struct GeneratorOptions<Generator: GeneratorHelp>: ParsableArguments {
  /// How many components to generate.
  @Option(help: ArgumentHelp(Generator.countHelp))
  var count: Int = 100_000

  /// The random seed.
  @Option(help: "Seed for the deterministic generator.")
  var seed: UInt64 = 1

  /// The output path.
  @Option(name: .shortAndLong, help: "Output file.")
  var output: String
}
