// What the docs/SEMANTICS.md "Planner" policy chose: the planned occurrences in time order, and how many
// reminders still had a candidate that did not fit.

import Zones

/// The occurrences a `PlanPolicy` chose, sorted by time, then UID.
public struct PlanSelection: Hashable, Sendable {
  /// One chosen occurrence.
  public struct Pick: Hashable, Sendable, Comparable {
    /// The position of the reminder in the sources given to the policy.
    public let sourceIndex: Int
    /// The reminder's UID.
    public let uid: String
    /// The occurrence (the notification fires then).
    public let occurrence: Instant
    /// The reminder's kind.
    public let kind: ReminderKind
    /// Whether the pick used one of the reserved slots.
    public let fromReserve: Bool

    /// A pick from its parts.
    public init(sourceIndex: Int, uid: String, occurrence: Instant, kind: ReminderKind,
                fromReserve: Bool) {
      self.sourceIndex = sourceIndex
      self.uid = uid
      self.occurrence = occurrence
      self.kind = kind
      self.fromReserve = fromReserve
    }

    /// Time, then UID, then input position.
    public static func < (lhs: Pick, rhs: Pick) -> Bool {
      if lhs.occurrence != rhs.occurrence { return lhs.occurrence < rhs.occurrence }
      if lhs.uid != rhs.uid { return lhs.uid < rhs.uid }
      return lhs.sourceIndex < rhs.sourceIndex
    }
  }

  /// The chosen occurrences, earliest first (ties by UID).
  public let picks: [Pick]
  /// Reminders that still had a candidate when the budget ran out, each counted once
  /// (a left-out recurring series counts 1, however many occurrences it has).
  public let leftOut: Int
}
