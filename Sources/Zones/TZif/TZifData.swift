// The parsed content of a TZif file (RFC 8536 §3): the parse phase's output, queried only after
// ZoneRules has indexed it.

/// A TZif file's data block and footer, validated but not yet indexed for queries.
struct TZifData: Sendable {
  /// The version byte: 1 for `\0`, else 2, 3 or 4.
  let version: Int
  /// Transition instants, strictly increasing, leap seconds already removed (POSIX time).
  let times: [Int64]
  /// For each transition, the index of the type that starts there.
  let typeIndices: [Int]
  /// The local time types (`ttinfo` records with their designations).
  let types: [LocalTimeType]
  /// Leap-second records (occurrence, cumulative correction), as read.
  let leapSeconds: [(occurrence: Int64, correction: Int32)]
  /// The TZ string footer's bytes (version 2+, printable ASCII), empty for version 1 or an empty
  /// footer. Bytes, not a `String?`: the first optional copy at start-up instantiated metadata
  /// by mangled name (docs/ARCHITECTURE.md "Start-up").
  let footer: ArraySlice<UInt8>
}
