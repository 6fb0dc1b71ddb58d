// swift-tools-version:6.1
//
// Recur: RFC 5545 recurrence, reminders and notification planning for Swift.
// Targets are declared by kind (libraries, the libical oracle, the tool, tests); each imports
// only the targets docs/ARCHITECTURE.md draws for it.

import PackageDescription

// MARK: - Library targets (the public surface)

let libraryTargets: [Target] = [
  // RFC 5545 syntax: content lines, folding, escaping, typed values, components, diagnostics.
  .target(name: "ICalendar"),
  // Civil date/time arithmetic, IANA zones from TZif, gap/fold resolution.
  .target(name: "Zones"),
  // RRULE model, parse/validate/format, the table-driven expansion engine, recurrence sets.
  .target(name: "Recurrence", dependencies: ["Zones"]),
  // What a VEVENT/VTODO/VJOURNAL's time properties mean: recurrence sets with overrides, the
  // one TZID resolver (VTIMEZONE, IANA, Windows, vendor prefixes), occurrences in a window.
  .target(name: "Occurrences", dependencies: ["ICalendar", "Recurrence", "Zones"]),
  // The apps' reminder model, completion rules, VTODO mapping, plain-language descriptions.
  .target(name: "Reminders", dependencies: ["ICalendar", "Recurrence", "Zones", "Occurrences"]),
  // Notification budget, VALARM plans, smart conditions, plan diffs.
  .target(name: "Planner", dependencies: ["Reminders", "Occurrences", "ICalendar", "Recurrence", "Zones"]),
  // CalDAV client and two-way sync of a reminders store.
  .target(name: "Sync", dependencies: ["Reminders", "ICalendar", "Zones"]),
  // `import Recur`: re-exports the libraries above (not the libical oracle), one import per app.
  // Its folder is not Sources/Recur: on a case-insensitive file system that is Sources/recur.
  .target(
    name: "Recur",
    dependencies: ["ICalendar", "Zones", "Recurrence", "Occurrences", "Reminders", "Planner", "Sync"],
    path: "Sources/RecurUmbrella"
  ),
]

// MARK: - The libical oracle (the only code that touches the C API)

let oracleTargets: [Target] = [
  .systemLibrary(
    name: "CLibICal",
    pkgConfig: "libical",
    providers: [.apt(["libical-dev"])]
  ),
  // ICU's u_cleanup for the ICU libical links, in C so that ICU's headers stay out of Swift.
  .target(name: "CLibICalICU", linkerSettings: [.linkedLibrary("icuuc")]),
  .target(name: "LibICal", dependencies: ["CLibICal", "CLibICalICU", "Recurrence", "Zones"]),
  // Corpora, differential runs and the catalogue of known libical divergences.
  .target(name: "Conformance", dependencies: ["Recurrence", "LibICal", "ICalendar", "Zones"]),
]

// MARK: - The command-line tool

let toolTargets: [Target] = [
  // Module `RecurTool`, binary `recur` (the product): a module named `recur` would share its
  // build folder with the `Recur` module on a case-insensitive file system.
  .executableTarget(
    name: "RecurTool",
    dependencies: [
      "ICalendar", "Zones", "Recurrence", "Occurrences", "Reminders", "Planner",
      // `--engine libical`, `recur conformance` and the libical benchmarks (trait LibICalOracle).
      .target(name: "LibICal", condition: .when(traits: ["LibICalOracle"])),
      .target(name: "Conformance", condition: .when(traits: ["LibICalOracle"])),
      .product(name: "ArgumentParser", package: "swift-argument-parser"),
    ],
    path: "Sources/recur"
  ),
  // `recur sync`, git-style: `recur` execs this sibling binary, so only it links Sync and with
  // it FoundationNetworking (libcurl) and FoundationXML; `recur` starts without them.
  .executableTarget(
    name: "recur-sync",
    dependencies: [
      "Sync", "Reminders", "ICalendar",
      .product(name: "ArgumentParser", package: "swift-argument-parser"),
    ]
  ),
]

// MARK: - Tests, grouped by module; each suite groups its cases by authority

let testTargets: [Target] = [
  // Real CalDAV servers (Radicale and Xandikos from .venv-caldav/) started for a test, shared by
  // the sync integration tests and the `recur sync` CLI tests.
  .target(name: "CalDAVTestServers", dependencies: ["Sync"], path: "Tests/CalDAVTestServers"),
  .testTarget(name: "ICalendarTests", dependencies: ["ICalendar"]),
  .testTarget(name: "ZonesTests", dependencies: ["Zones"]),
  .testTarget(name: "RecurrenceTests", dependencies: ["Recurrence", "Zones"]),
  .testTarget(
    name: "OccurrencesTests",
    dependencies: ["Occurrences", "ICalendar", "Recurrence", "Zones"],
    exclude: ["Corpus"]  // export-shaped .ics files, read by path from the CLI oracle test
  ),
  .testTarget(name: "LibICalTests", dependencies: ["LibICal", "Recurrence", "Zones"]),
  .testTarget(name: "ConformanceTests", dependencies: ["Conformance", "Recurrence", "LibICal"]),
  .testTarget(
    name: "RemindersTests",
    dependencies: ["Reminders", "Occurrences", "ICalendar", "Recurrence", "Zones", "LibICal"],
    exclude: ["Fixtures"]  // app-dialect .ics files, read by path from the tests
  ),
  .testTarget(name: "PlannerTests", dependencies: ["Planner", "Reminders", "ICalendar", "LibICal"]),
  .testTarget(name: "SyncTests", dependencies: ["Sync", "Reminders", "ICalendar", "CalDAVTestServers"]),
  // Runs the built `recur` binary as a user would and compares its output and exit codes;
  // `recur-sync` is listed so that it is built whenever the tests run `recur sync`.
  .testTarget(name: "RecurCLITests", dependencies: ["RecurTool", "recur-sync", "CalDAVTestServers"]),
]

let package = Package(
  name: "Recur",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "Recur", targets: ["Recur"]),
    .library(name: "ICalendar", targets: ["ICalendar"]),
    .library(name: "Zones", targets: ["Zones"]),
    .library(name: "Recurrence", targets: ["Recurrence"]),
    .library(name: "Occurrences", targets: ["Occurrences"]),
    .library(name: "Reminders", targets: ["Reminders"]),
    .library(name: "Planner", targets: ["Planner"]),
    .library(name: "Sync", targets: ["Sync"]),
    .library(name: "LibICal", targets: ["LibICal"]),
    .library(name: "Conformance", targets: ["Conformance"]),
    .executable(name: "recur", targets: ["RecurTool"]),
    .executable(name: "recur-sync", targets: ["recur-sync"]),
  ],
  // On by default. `swift build --disable-default-traits --product recur` builds a `recur`
  // without libical (no `--engine libical`, `conformance` or libical benchmarks), for machines
  // where libical is absent; the libraries never need it. The tests want the default traits.
  traits: [
    .trait(name: "LibICalOracle",
           description: "Link libical 3 into recur: --engine libical, recur conformance, recur bench parse/expand"),
    .default(enabledTraits: ["LibICalOracle"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // `swift package generate-documentation` (the DocC catalogs in Sources/*/*.docc). A command
    // plugin only: no target depends on it, so `swift build` compiles nothing of it.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: libraryTargets + oracleTargets + toolTargets + testTargets
)
