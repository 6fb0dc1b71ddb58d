// Which order the budget is filled in (docs/SEMANTICS.md "Planning policies: soonest and
// coverage"): soonest-first (the default), or coverage, where no enabled reminder starves.

/// How a `PlanPolicy` fills the budget once the reserve is taken (`recur plan --policy`).
///
/// Budget 3, no reserve, now 2026-11-22T12:00Z: "W" every hour from 13:00Z, "R" once on
/// 2026-11-30T09:00Z.
/// - `.soonest` plans W 13:00Z, W 14:00Z, W 15:00Z (R is left out).
/// - `.coverage` plans W 13:00Z, W 14:00Z, R 2026-11-30T09:00Z: every reminder's next
///   occurrence first, then the soonest of the rest.
public enum PlanStrategy: String, CaseIterable, Hashable, Sendable {
  /// The soonest candidates of all reminders, in time order (docs/SEMANTICS.md "Planner"; the default).
  case soonest
  /// First every reminder's next candidate, soonest first; then the soonest of the rest.
  case coverage
}
