// One known, argued difference between libical and the native engine (RFC 5545), with the
// RFC text that decides it, a minimal reproducer and the predicate that recognises it.

/// A catalogued divergence class.
///
/// ```swift
/// Catalogue.standard.entry(named: "dst-gap-carry")?.reproducer
/// // ("FREQ=DAILY;COUNT=3", "DTSTART;TZID=America/New_York:20260307T023000")
/// ```
public struct CatalogueEntry: Sendable {
  /// What the entry records.
  public enum Kind: String, Sendable {
    /// libical contradicts the RFC text quoted in `rfc`.
    case libicalMistake = "libical mistake"
    /// A difference Recur chose deliberately, documented in docs/SEMANTICS.md.
    case deliberate = "deliberate difference"
  }

  /// The class name reported in `divergences[].class`, e.g. `dst-gap-carry`.
  public let name: String
  /// Whether this is a libical mistake or a deliberate difference.
  public let kind: Kind
  /// One line: what libical does.
  public let summary: String
  /// The RFC text that decides it, with its section.
  public let rfc: String
  /// A minimal reproducer: the rule and the DTSTART content line.
  public let reproducer: (rule: String, dtstart: String)
  /// The native (RFC) answer and libical 3.0.16's answer for the reproducer, as
  /// `recur expand --utc` prints them (kept here so the docs and tests quote the same values).
  public let expected: (native: [String], libical: [String])
  /// Recognises the whole case (for differences that are not occurrence by occurrence).
  let explainsCase: (@Sendable (Observation) -> Bool)?
  /// Recognises one differing occurrence (index into both lists).
  let explainsOccurrence: (@Sendable (Observation, Int) -> Bool)?

  init(name: String, kind: Kind, summary: String, rfc: String,
       reproducer: (rule: String, dtstart: String), expected: (native: [String], libical: [String]),
       explainsCase: (@Sendable (Observation) -> Bool)? = nil,
       explainsOccurrence: (@Sendable (Observation, Int) -> Bool)? = nil) {
    self.name = name
    self.kind = kind
    self.summary = summary
    self.rfc = rfc
    self.reproducer = reproducer
    self.expected = expected
    self.explainsCase = explainsCase
    self.explainsOccurrence = explainsOccurrence
  }
}
