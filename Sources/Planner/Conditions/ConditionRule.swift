// When a smart condition skips an occurrence:
// - same local day: `type` was logged at an instant before the occurrence, on the same
//   calendar date in the reminder's zone;
// - replanning: `type` was logged at most 24 h before a notification the previous plan had
//   planned for this reminder (at or after fire - 24 h, before fire): that notification is
//   cancelled in the next plan;
// - fail-safe: an unavailable log skips nothing (the caller warns on stderr).

import Zones

/// Decides, occurrence by occurrence, whether a smart reminder's condition skips it.
///
/// Worked example, a workout reminder at 18:00 in New York (UTC-5 in November), log
/// `workout at 2026-11-22T12:10:00Z` (07:10 local): the 2026-11-22 18:00 occurrence
/// (23:00Z) is skipped; 2026-11-23 18:00 is not. A workout logged at 2026-11-22T03:00:00Z is
/// 22:00 on 2026-11-21 in New York, so it skips nothing on the 22nd, though it is the same
/// UTC day.
public struct ConditionRule: Sendable {
  /// The condition.
  public let condition: SmartCondition
  /// The zone whose calendar day counts (a floating reminder uses UTC).
  public let zone: Zone
  /// The activity record consulted (`ActivityLog` for the CLI, an app's own type otherwise).
  public let log: any ActivityHistory
  /// Occurrences the previous plan had planned that a recent activity cancels.
  public let cancelled: Set<Instant>

  /// A rule; `previouslyPlanned` are the previous plan's fire times for this reminder.
  public init(condition: SmartCondition, zone: Zone, log: any ActivityHistory,
              previouslyPlanned: [Instant] = []) {
    self.condition = condition
    self.zone = zone
    self.log = log
    var cancelled: Set<Instant> = []
    if log.isAvailable {
      for fire in previouslyPlanned {
        if let logged = log.latest(ofType: condition.activityType, before: fire),
           logged >= fire.adding(seconds: -86_400) {
          cancelled.insert(fire)
        }
      }
    }
    self.cancelled = cancelled
  }

  /// Whether the occurrence at `instant` is skipped.
  public func skips(_ instant: Instant) -> Bool {
    guard log.isAvailable else { return false }
    if cancelled.contains(instant) { return true }
    guard let logged = log.latest(ofType: condition.activityType, before: instant) else {
      return false
    }
    return zone.civil(at: logged).date == zone.civil(at: instant).date
  }
}
