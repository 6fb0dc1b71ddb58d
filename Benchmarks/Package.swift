// swift-tools-version:6.1
//
// Recur's benchmarks that need more than `recur` links: Foundation's Calendar.RecurrenceRule
// wants full Foundation (time zones by name, through ICU), which the `recur` tool leaves out to
// start fast (docs/ARCHITECTURE.md "Start-up"). A package of its own, beside the root package
// and depending on it by path, so the root's products and build stay as they are.
// Run from the repository root after scripts/setup.sh:
//   swift run -c release --package-path Benchmarks foundation-expand
//   swift package --package-path Benchmarks benchmark      # in-process, ordo-one/benchmark
// The in-process benchmarks (Benchmarks/Recur/) use the workload of `recur bench`
// (`BenchmarkWorkload`); the parse and plan benchmarks read `recur bench gen-todos` output
// from $RECUR_BENCH_TODOS (default /tmp/recur-bench-100k.ics; make it with `recur bench gen-todos
// --count 100000 -o /tmp/recur-bench-100k.ics`: the run stops when it is missing).

import PackageDescription

let package = Package(
  name: "RecurBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "Recur", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // `recur expand --utc` (child process) against Foundation's Calendar.RecurrenceRule on
    // the six rules of `BenchmarkWorkload`; the counts are libical's, as in `recur bench expand`.
    .executableTarget(
      name: "foundation-expand",
      dependencies: [.product(name: "LibICal", package: "Recur")],
      path: "Sources/FoundationExpand"
    ),
    // In process (ordo-one/benchmark): expansion per occurrence against libical's iterator and
    // Foundation's Calendar.RecurrenceRule, parsing against libical's parser, planning 100k
    // reminders, a week of the 100k file's occurrences; wall clock, instructions and mallocs.
    .executableTarget(
      name: "RecurBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "ICalendar", package: "Recur"),
        .product(name: "Zones", package: "Recur"),
        .product(name: "Recurrence", package: "Recur"),
        .product(name: "Planner", package: "Recur"),
        .product(name: "Occurrences", package: "Recur"),
        .product(name: "LibICal", package: "Recur"),
      ],
      path: "Benchmarks/RecurBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ]
)
