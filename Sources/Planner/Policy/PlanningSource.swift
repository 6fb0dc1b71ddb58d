// One reminder as the policy sees it (DESIGN.md §5): its UID (the tie-breaker), whether it is
// one-time (eligible for the reserve) and its lazy stream of candidate occurrences.

import Zones

/// Whether a reminder happens once (and may use the reserve) or repeats.
public enum ReminderKind: Hashable, Sendable {
  /// No recurrence: at most one occurrence; the first `reserve` slots are kept for these.
  case oneTime
  /// A recurring series.
  case recurring
}

/// A reminder offered to the policy: its UID, its kind and its occurrences after `now`.
///
/// ```swift
/// PlanningSource(uid: "A…1", kind: .oneTime, stream: InstantListStream([t]))
/// ```
public struct PlanningSource {
  /// The reminder's UID (the VTODO UID, the JSON `id`): the second key of the tie rule.
  public let uid: String
  /// One-time or recurring.
  public let kind: ReminderKind
  /// The occurrences, increasing; the policy drops any at or before `now`.
  public var stream: any OccurrenceStream

  /// A source from its parts.
  public init(uid: String, kind: ReminderKind, stream: any OccurrenceStream) {
    self.uid = uid
    self.kind = kind
    self.stream = stream
  }
}
