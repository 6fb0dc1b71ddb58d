// The activity log behind smart conditions: what a health app
// says the user logged. `{"available": true, "activities": [{"type": "workout",
// "at": "2026-11-22T07:10:00Z"}]}`; `"available": false` means the app could not read it.

import Zones

/// A log of activities (workouts, mindfulness sessions, drinks) read from a health app.
///
/// ```swift
/// let log = try ActivityLog.parse(Array(#"{"available": true, "activities":
///   [{"type": "workout", "at": "2026-11-22T07:10:00Z"}]}"#.utf8), file: "log.json")
/// log.entries(ofType: "workout")   // [2026-11-22T07:10:00Z]
/// ```
public struct ActivityLog: Hashable, Sendable {
  /// One logged activity.
  public struct Entry: Hashable, Sendable {
    /// The activity type, lowercased (`workout`, `mindfulness`, `alcohol`, or any other).
    public let type: String
    /// When it was logged.
    public let at: Instant

    /// An entry; the type is compared case-insensitively, so it is stored lowercased.
    public init(type: String, at: Instant) {
      self.type = type.lowercased()
      self.at = at
    }
  }

  /// Whether the health app could read the log; when `false`, conditions never skip
  /// (fail-safe: notify anyway).
  public let available: Bool
  /// The activities, in the order of the file.
  public let activities: [Entry]
  private let byType: [String: [Instant]]

  /// A log from its parts.
  public init(available: Bool, activities: [Entry]) {
    self.available = available
    self.activities = activities
    var byType: [String: [Instant]] = [:]
    for entry in activities { byType[entry.type, default: []].append(entry.at) }
    self.byType = byType.mapValues { $0.sorted() }
  }

  /// The log that says nothing: available, no activities.
  public static let empty = ActivityLog(available: true, activities: [])

  /// The instants at which `type` was logged, earliest first (case-insensitive).
  public func entries(ofType type: String) -> [Instant] { byType[type.lowercased()] ?? [] }

  /// The latest instant of `type` strictly before `instant`, if any (binary search).
  public func latest(ofType type: String, before instant: Instant) -> Instant? {
    let times = entries(ofType: type)
    var low = 0
    var high = times.count
    while low < high {
      let mid = (low + high) / 2
      if times[mid] < instant { low = mid + 1 } else { high = mid }
    }
    return low > 0 ? times[low - 1] : nil
  }
}
