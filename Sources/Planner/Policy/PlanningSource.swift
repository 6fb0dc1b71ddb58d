// One reminder as the policy sees it (docs/SEMANTICS.md "Planner"): its UID (the tie-breaker), whether it is
// one-time (eligible for the reserve) and its lazy stream of candidate occurrences.

import Zones

/// Whether a reminder happens once (and may use the reserve) or repeats.
public enum ReminderKind: Hashable, Sendable {
  /// No recurrence: at most one occurrence; the first `reserve` slots are kept for these.
  case oneTime
  /// A recurring series.
  case recurring
}

/// A reminder offered to the policy: its UID, its kind and a factory for its occurrences.
///
/// ```swift
/// PlanningSource(uid: "A…1", kind: .oneTime) { _ in InstantListStream([t]) }
/// ```
/// The policy opens a stream to read each reminder's first candidate and then lets it go; only
/// a reminder whose candidate enters the plan gets a stream that lives on (opened after that
/// candidate). So memory stays proportional to the plan, not to the number of reminders.
public struct PlanningSource {
  /// The reminder's UID (the VTODO UID, the JSON `id`): the second key of the tie rule.
  public let uid: String
  /// One-time or recurring.
  public let kind: ReminderKind
  /// The occurrences strictly after the given instant, increasing (the policy drops any that
  /// are not after it, at most `PlanPolicy.staleLimit` in a row).
  public let occurrences: (Instant) -> any OccurrenceStream

  /// A source from its parts.
  public init(uid: String, kind: ReminderKind, occurrences: @escaping (Instant) -> any OccurrenceStream) {
    self.uid = uid
    self.kind = kind
    self.occurrences = occurrences
  }

  /// A source over one stream opened in advance (tests, written-out selections): the factory
  /// hands out that stream once; later calls continue from where it stopped.
  public init(uid: String, kind: ReminderKind, stream: any OccurrenceStream) {
    let box = StreamBox(stream)
    self.init(uid: uid, kind: kind, occurrences: { _ in box })
  }
}

/// Shares one stream between the calls of a factory: each `next()` continues it.
private final class StreamBox: OccurrenceStream {
  private var stream: any OccurrenceStream
  init(_ stream: any OccurrenceStream) { self.stream = stream }
  func next() -> Instant? { stream.next() }
}
