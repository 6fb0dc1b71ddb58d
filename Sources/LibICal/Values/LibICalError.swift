// Errors of the libical oracle phase: libical rejected a RECUR value (RFC 5545 §3.3.10), a
// TZID named no zone in the system tzdata (§3.2.19), or a start it cannot iterate from.

/// Why libical could not expand a rule; each case quotes the offending text.
///
/// ```swift
/// LibICalError.badRule(rule: "FREQ=SOMETIMES", reason: "MALFORMEDDATA: An input string was not correctly formed or a component has missing or extra properties")
/// ```
public enum LibICalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `icalrecurrencetype_from_string` or `icalrecur_iterator_new` rejected the rule.
  case badRule(rule: String, reason: String)
  /// No TZif file by that name in the zoneinfo directory libical reads.
  case unknownZone(String)
  /// libical rejected the start value (e.g. a year past its limit, see `LibICalRecurrence.maxYear`).
  case badStart(String, reason: String)
  /// The rule would hit a known memory-safety defect of libical 3.0.16, so it is not run.
  case knownDefect(rule: String, reason: String)

  public var description: String {
    switch self {
    case .badRule(let rule, let reason): "libical rejected the rule '\(rule)': \(reason)"
    case .unknownZone(let id): "libical: unknown time zone '\(id)' (no TZif file in the zoneinfo directory)"
    case .badStart(let start, let reason): "libical rejected the start '\(start)': \(reason)"
    case .knownDefect(let rule, let reason): "libical not run on '\(rule)': \(reason)"
    }
  }
}
