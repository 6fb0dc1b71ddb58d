// swift-tools-version:6.1
//
// Recur's benchmarks that need more than `recur` links: Foundation's Calendar.RecurrenceRule
// wants full Foundation (time zones by name, through ICU), which the `recur` tool leaves out to
// start fast (docs/ARCHITECTURE.md "Start-up"). A package of its own, beside the root package
// and depending on it by path, so the root's products and build stay as they are.
// Run from the repository root after scripts/setup.sh:
//   swift run -c release --package-path Benchmarks foundation-expand

import PackageDescription

let package = Package(
  name: "RecurBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "Recur", path: ".."),
  ],
  targets: [
    // `recur expand --utc` (child process) against Foundation's Calendar.RecurrenceRule on
    // issue 3's six rules; the counts are libical's, as in `recur bench expand`.
    .executableTarget(
      name: "foundation-expand",
      dependencies: [.product(name: "LibICal", package: "Recur")],
      path: "Sources/FoundationExpand"
    ),
  ]
)
