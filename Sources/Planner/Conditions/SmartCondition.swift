// Smart conditions (from a health-app design): `condition: {"skipIfLogged": TYPE}`
// skips an occurrence when TYPE was logged earlier the same local day, and gives a reminder
// created without a time of day a default time for its type.

import Zones

/// A reminder's "skip if logged" condition: the activity type it watches.
///
/// ```swift
/// let c = SmartCondition(skipIfLogged: "Workout")
/// c.activityType   // "workout"
/// c.defaultTime    // 18:00:00 (a workout reminder with a date-only due fires at 18:00)
/// ```
public struct SmartCondition: Hashable, Sendable {
  /// The watched activity type, lowercased.
  public let activityType: String

  /// A condition watching `skipIfLogged` (compared case-insensitively).
  public init(skipIfLogged type: String) { self.activityType = type.lowercased() }

  /// The wall-clock time a date-only smart reminder fires: workout 18:00, mindfulness 20:00,
  /// alcohol 09:00; any other type 09:00 (the time an all-day reminder fires).
  public var defaultTime: CivilTime { SmartCondition.defaultTime(forType: activityType) }

  /// The time an all-day reminder without a condition fires: 09:00 local.
  public static let allDayTime = CivilTime(secondsSinceMidnight: 9 * 3600)

  /// The default time of day for an activity type (case-insensitive).
  public static func defaultTime(forType type: String) -> CivilTime {
    switch type.lowercased() {
    case "workout": CivilTime(secondsSinceMidnight: 18 * 3600)
    case "mindfulness": CivilTime(secondsSinceMidnight: 20 * 3600)
    case "alcohol": CivilTime(secondsSinceMidnight: 9 * 3600)
    default: allDayTime
    }
  }
}
