// One differential test case: an RRULE (RFC 5545 §3.3.10, §3.8.5.3) with its DTSTART
// (§3.8.2.4), an optional START-AT, the comparison window, and what a corpus expects.

/// A rule and a start to expand with both engines and compare.
///
/// ```swift
/// ConformanceCase(rule: "FREQ=DAILY;COUNT=3",
///                 dtstart: "DTSTART;TZID=America/New_York:20260307T023000",
///                 source: "single")
/// ```
public struct ConformanceCase: Hashable, Sendable, Codable {
  /// The RECUR value, without the `RRULE:` prefix.
  public var rule: String
  /// The DTSTART content line (`DTSTART;TZID=…:…`, `DTSTART:…`, `DTSTART;VALUE=DATE:…`).
  public var dtstart: String
  /// Only occurrences at or after this value count (libical's corpus `START-AT:`), as text.
  public var startAt: String?
  /// At most this many occurrences are compared.
  public var limit: Int
  /// Occurrences after this value are not compared (the window end), as DTSTART-form text.
  public var before: String?
  /// What the corpus file says, if the case came from one.
  public var expected: Outcome?
  /// Where the case came from: `file:line`, `random seed S #i`, or `single`.
  public var source: String
  /// The corpus comment above the case, if any.
  public var title: String

  /// A case; `limit` defaults to the 50 occurrences the random runs compare.
  public init(rule: String, dtstart: String, startAt: String? = nil, limit: Int = 50,
              before: String? = nil, expected: Outcome? = nil, source: String, title: String = "") {
    var r = Substring(rule)
    if r.uppercased().hasPrefix("RRULE:") { r = r.dropFirst(6) }
    self.rule = String(r)
    self.dtstart = dtstart.uppercased().hasPrefix("DTSTART") ? dtstart : "DTSTART:" + dtstart
    self.startAt = startAt
    self.limit = limit
    self.before = before
    self.expected = expected
    self.source = source
    self.title = title
  }

  /// Whether the start has a TZID: such cases are compared in UTC (`recur expand --utc`).
  public var isZoned: Bool { dtstart.uppercased().contains("TZID=") }
}
