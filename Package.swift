// swift-tools-version:6.1
//
// Recur: RFC 5545 recurrence, reminders and notification planning for Swift.
// Targets are declared by kind (libraries, the libical oracle, the tool, tests); each imports
// only the targets listed for it in ../shared/DESIGN.md §1. docs/ARCHITECTURE.md draws them.

import PackageDescription

// MARK: - Library targets (the public surface)

let libraryTargets: [Target] = [
  // RFC 5545 syntax: content lines, folding, escaping, typed values, components, diagnostics.
  .target(name: "ICalendar"),
  // Civil date/time arithmetic, IANA zones from TZif, gap/fold resolution.
  .target(name: "Zones"),
  // RRULE model, parse/validate/format, the table-driven expansion engine, recurrence sets.
  .target(name: "Recurrence", dependencies: ["Zones"]),
  // The apps' reminder model, completion rules, VTODO mapping, plain-language descriptions.
  .target(name: "Reminders", dependencies: ["ICalendar", "Recurrence", "Zones"]),
  // Notification budget, VALARM plans, smart conditions, plan diffs.
  .target(name: "Planner", dependencies: ["Reminders", "ICalendar", "Recurrence", "Zones"]),
  // CalDAV client and two-way sync of a reminders store.
  .target(name: "Sync", dependencies: ["Reminders", "ICalendar"]),
]

// MARK: - The libical oracle (the only code that touches the C API)

let oracleTargets: [Target] = [
  .systemLibrary(
    name: "CLibICal",
    pkgConfig: "libical",
    providers: [.apt(["libical-dev"])]
  ),
  .target(name: "LibICal", dependencies: ["CLibICal", "Recurrence", "Zones"]),
  // Corpora, differential runs and the catalogue of known libical divergences.
  .target(name: "Conformance", dependencies: ["Recurrence", "LibICal", "ICalendar", "Zones"]),
]

// MARK: - The command-line tool

// A release `recur` on Linux is one fully static executable (glibc, the Swift runtime, libical
// and the ICU it needs for RSCALE all linked in): no dynamic loader and no relocations at start
// (docs/ARCHITECTURE.md "Start-up"). libical.a calls into ICU, which is C++; the order below is
// the static link order. Debug builds (and so `swift test`) stay dynamic.
let staticToolLinkerSettings: [LinkerSetting] = [
  .unsafeFlags(
    ["-static-executable",
     "-Xlinker", "-lical", "-Xlinker", "-licui18n", "-Xlinker", "-licuuc", "-Xlinker", "-licudata",
     "-Xlinker", "-lstdc++", "-Xlinker", "-lm"],
    .when(platforms: [.linux], configuration: .release)
  ),
]

let toolTargets: [Target] = [
  .executableTarget(
    name: "recur",
    dependencies: [
      "ICalendar", "Zones", "Recurrence", "Reminders", "Planner", "LibICal", "Conformance",
      .product(name: "ArgumentParser", package: "swift-argument-parser"),
    ],
    linkerSettings: staticToolLinkerSettings
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
  .testTarget(name: "ICalendarTests", dependencies: ["ICalendar"]),
  .testTarget(name: "ZonesTests", dependencies: ["Zones"]),
  .testTarget(name: "RecurrenceTests", dependencies: ["Recurrence", "Zones"]),
  .testTarget(name: "LibICalTests", dependencies: ["LibICal", "Recurrence", "Zones"]),
  .testTarget(name: "ConformanceTests", dependencies: ["Conformance", "Recurrence", "LibICal"]),
  .testTarget(
    name: "RemindersTests",
    dependencies: ["Reminders", "ICalendar", "Recurrence", "Zones", "LibICal"],
    exclude: ["Fixtures"]  // app-dialect .ics files, read by path from the tests
  ),
  .testTarget(name: "PlannerTests", dependencies: ["Planner", "Reminders", "ICalendar", "LibICal"]),
  .testTarget(name: "SyncTests", dependencies: ["Sync", "Reminders", "ICalendar"]),
  // Runs the built `recur` binary as a user would and compares its output and exit codes;
  // `recur-sync` is listed so that it is built whenever the tests run `recur sync`.
  .testTarget(name: "RecurCLITests", dependencies: ["recur", "recur-sync"]),
]

let package = Package(
  name: "Recur",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "ICalendar", targets: ["ICalendar"]),
    .library(name: "Zones", targets: ["Zones"]),
    .library(name: "Recurrence", targets: ["Recurrence"]),
    .library(name: "Reminders", targets: ["Reminders"]),
    .library(name: "Planner", targets: ["Planner"]),
    .library(name: "Sync", targets: ["Sync"]),
    .library(name: "LibICal", targets: ["LibICal"]),
    .library(name: "Conformance", targets: ["Conformance"]),
    .executable(name: "recur", targets: ["recur"]),
    .executable(name: "recur-sync", targets: ["recur-sync"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
  ],
  targets: libraryTargets + oracleTargets + toolTargets + testTargets
)
