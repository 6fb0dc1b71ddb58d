// Smart conditions on a reminder (the health-app design, stored by docs/FORMATS.md's store).

/// A condition under which the Planner skips an occurrence.
///
/// JSON `{"skipIfLogged": "workout"}`: skip an occurrence when a `workout` was logged earlier
/// that local day. Fields this version does not know are kept in `extra` and written back.
public struct ReminderCondition: Hashable, Sendable {
  /// The activity type ("workout", "mindfulness", "alcohol", or any other) that skips it.
  public var skipIfLogged: String?
  /// Condition fields this version does not know, kept as read.
  public var extra: [String: JSONValue]

  /// A condition skipping occurrences when `skipIfLogged` was logged.
  public init(skipIfLogged: String?, extra: [String: JSONValue] = [:]) {
    self.skipIfLogged = skipIfLogged
    self.extra = extra
  }
}
