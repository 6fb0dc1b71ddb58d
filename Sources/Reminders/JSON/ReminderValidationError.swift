// Errors reading a reminders store (docs/FORMATS.md), each naming the reminder and the field
// and giving the valid form (STYLE.md habit 4). The CLI maps them to exit 65.

/// A reminder field that is not valid, with where it is and what would be.
///
/// ```
/// reminders[2] (id "A0000000-0000-4000-8000-000000000003"): recurrence.monthDay: 32 is out of range (valid: 1...31)
/// ```
public struct ReminderValidationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The reminder's index in `reminders`, when the error is inside one.
  public let index: Int?
  /// The reminder's id, when it has one.
  public let id: String?
  /// The field path inside the reminder, e.g. `recurrence.weekdays[1]`.
  public let field: String
  /// What is wrong and what is valid.
  public let message: String

  /// An error at `field` of reminder `index`.
  public init(index: Int?, id: String?, field: String, message: String) {
    self.index = index
    self.id = id
    self.field = field
    self.message = message
  }

  /// `reminders[2] (id "X"): recurrence.monthDay: 32 is out of range (valid: 1...31)`.
  public var description: String {
    var where_ = ""
    if let index { where_ = "reminders[\(index)]" }
    if let id { where_ += (where_.isEmpty ? "" : " ") + "(id \"\(id)\")" }
    return (where_.isEmpty ? "" : where_ + ": ") + (field.isEmpty ? "" : field + ": ") + message
  }
}

/// Why a reminders store could not be read or written.
public enum ReminderStoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The bytes are not JSON.
  case syntax(String)
  /// The JSON is not a valid store.
  case invalid(ReminderValidationError)
  /// The file could not be read or written.
  case io(String)

  /// The message, as the CLI prints it after `FILE: error: `.
  public var description: String {
    switch self {
    case .syntax(let m): "not valid JSON: \(m)"
    case .invalid(let e): e.description
    case .io(let m): m
    }
  }
}
