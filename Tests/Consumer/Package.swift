// swift-tools-version:6.1
//
// A consumer of Recur as an app would be: depends on the root package by path and uses only
// the public API of its library products (Conformance links libical, as the cross-check needs).
// Each file under Sources/RecurConsumer/ holds the ```swift blocks of one DocC article or of
// README.md, word for word, so every example compiles; `main.swift` runs them on samples/ and
// checks what they return.
// Built and run by scripts/consumer.sh (called from scripts/test.sh).

import PackageDescription

let package = Package(
  name: "RecurConsumer",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "Recur", path: "../.."),
  ],
  targets: [
    .executableTarget(
      name: "RecurConsumer",
      dependencies: [
        .product(name: "Recur", package: "Recur"),
        .product(name: "ICalendar", package: "Recur"),
        .product(name: "Zones", package: "Recur"),
        .product(name: "Recurrence", package: "Recur"),
        .product(name: "Occurrences", package: "Recur"),
        .product(name: "Reminders", package: "Recur"),
        .product(name: "Planner", package: "Recur"),
        .product(name: "Sync", package: "Recur"),
        .product(name: "Conformance", package: "Recur"),
      ]
    ),
  ]
)
