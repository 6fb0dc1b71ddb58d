// The parse-phase error of the TZif reader (RFC 8536 §3): where, and what was expected.

/// A TZif parse failure at byte `offset`: `expected` names the valid form.
struct TZifParseError: Error, Hashable, Sendable {
  /// The byte offset (0-based) in the file where parsing stopped.
  let offset: Int
  /// What the parser expected there, e.g. `the magic "TZif"`.
  let expected: String
}
