// The options every `recur bench gen-…` command shares (--count, --seed, -o/--output), declared
// once; each generator names what it counts in --count's help.

import ArgumentParser

/// A generator's own words for the shared options, and what it writes.
protocol GeneratorHelp {
  /// --count's help, e.g. "Number of VTODOs."
  static var countHelp: String { get }
  /// Writes `count` generated components of seed `seed` to `out`.
  static func generate(count: Int, seed: UInt64, into out: OutputStream)
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

extension GeneratorOptions {
  /// Checks --count and writes the generated file to --output (atomically), as `command`.
  func write(command: String) throws {
    guard count >= 0 else { throw ValidationError("--count must be >= 0") }
    let (count, seed) = (count, seed)
    try OutputFile.write(to: output, command: command, err: OutputStream(fd: 2)) { fd in
      let out = OutputStream(fd: fd, exitOnFailure: false)
      Generator.generate(count: count, seed: seed, into: out)
      out.flush()
      return !out.failed
    }
  }
}
