// Reading an earlier plan for `--previous` (docs/SEMANTICS.md "Replanning: add, remove, keep"): every VTODO's VALARMs with
// their RFC 9074 UID, absolute UTC TRIGGER, ACKNOWLEDGED and RELATED-TO;RELTYPE=SNOOZE, and
// Thunderbird's X-MOZ-LASTACK / X-MOZ-SNOOZE-TIME[-<µs>] on the todo. Apple's placeholder
// alarms (ACTION:NONE, TRIGGER 19760401T005545Z) are ignored. Errors name the file, the
// line:column and the property (exit 65 in the tool).

import ICalendar
import Zones

/// The alarms of an earlier plan.
///
/// ```swift
/// let previous = try PreviousPlan.read(path: "plan.ics")
/// previous.alarms.map(\.uid)   // ["A…1/20261122T140000Z", …]
/// ```
public struct PreviousPlan: Hashable, Sendable {
  /// Every alarm, by fire time then UID.
  public let alarms: [PlanAlarm]

  /// A plan of `alarms`.
  public init(alarms: [PlanAlarm]) { self.alarms = alarms.sorted() }

  /// Reads a plan file; `file` names it in errors.
  public static func read(path: String) throws(PlanInputError) -> PreviousPlan {
    let result: ParseResult
    do {
      result = try ICalendarParser.parse(contentsOfFile: path)
    } catch {
      throw PlanInputError.reading(error)
    }
    return try read(result, file: path)
  }

  /// Reads a parsed plan; `file` names it in errors.
  public static func read(_ result: ParseResult, file: String) throws(PlanInputError) -> PreviousPlan {
    // Syntax errors stop the read; validation errors elsewhere (a todo copied from the input
    // without DTSTAMP, RFC 5545 §3.6.2) do not: the alarms' own properties are checked below.
    if let bad = result.diagnostics.first(where: { $0.severity == .error && $0.phase == .syntax }) {
      throw PlanInputError(file: file, field: bad.location.description, message: bad.message)
    }
    guard let calendar = result.calendar else {
      throw PlanInputError(file: file, field: "(document)", message: "expected a VCALENDAR with the plan's VTODOs")
    }
    var alarms: [PlanAlarm] = []
    for todo in calendar.components(named: "VTODO") {
      alarms.append(contentsOf: try readTodo(todo, file: file))
    }
    return PreviousPlan(alarms: alarms)
  }

  private static func readTodo(_ todo: Component, file: String) throws(PlanInputError) -> [PlanAlarm] {
    let here = todo.location?.description ?? "VTODO"
    guard let uidProperty = todo.firstProperty(named: "UID"), !uidProperty.text.isEmpty else {
      throw PlanInputError(file: file, field: "\(here) VTODO UID", message: "missing; every planned todo needs a UID")
    }
    let todoUID = uidProperty.text
    let summary = todo.firstProperty(named: "SUMMARY")?.text ?? ""
    let lastAck = try instant(todo.firstProperty(named: "X-MOZ-LASTACK"), file: file)

    var alarms: [PlanAlarm] = []
    for alarm in todo.components(named: "VALARM") where !AlarmProperties.isPlaceholder(alarm) {
      let at = alarm.location?.description ?? here
      guard let trigger = alarm.firstProperty(named: "TRIGGER") else {
        throw PlanInputError(file: file, field: "\(at) VALARM TRIGGER", message: "missing")
      }
      guard trigger.parameterValue("VALUE")?.uppercased() == "DATE-TIME",
            let fireAt = AlarmProperties.utcInstant(trigger.rawValue) else {
        throw PlanInputError(
          file: file, field: "\(trigger.location?.description ?? at) TRIGGER",
          message: "expected an absolute UTC trigger such as TRIGGER;VALUE=DATE-TIME:20261122T140000Z, got \(trigger.description)")
      }
      let uid = alarm.firstProperty(named: "UID").map(\.text).flatMap { $0.isEmpty ? nil : $0 }
        ?? NotificationID.make(reminderUID: todoUID, occurrence: fireAt)
      var acknowledged = try instant(alarm.firstProperty(named: "ACKNOWLEDGED"), file: file)
      if acknowledged == nil, let lastAck, fireAt <= lastAck { acknowledged = lastAck }
      let title = alarm.firstProperty(named: "DESCRIPTION")?.text ?? summary
      alarms.append(PlanAlarm(uid: uid, reminderUID: todoUID, fireAt: fireAt, acknowledged: acknowledged,
                              snoozeOf: AlarmProperties.snoozedUID(alarm), title: title))
    }
    // Thunderbird keeps a snooze on the todo, not as an alarm: read it as one when no RFC 9074
    // snooze alarm fires at that time.
    for property in todo.properties where property.name.hasPrefix("X-MOZ-SNOOZE-TIME") {
      guard let fireAt = AlarmProperties.utcInstant(property.rawValue) else {
        throw PlanInputError(file: file, field: "\(property.location?.description ?? here) \(property.name)",
                             message: "expected a UTC time such as 20261122T141500Z, got \(property.rawValue)")
      }
      if alarms.contains(where: { $0.snoozeOf != nil && $0.fireAt == fireAt }) { continue }
      let original: String
      let suffix = property.name.dropFirst("X-MOZ-SNOOZE-TIME".count)
      if suffix.hasPrefix("-"), let micros = Int64(suffix.dropFirst()) {
        original = NotificationID.make(reminderUID: todoUID, occurrence: Instant(secondsSinceEpoch: micros / 1_000_000))
      } else if let last = alarms.filter({ $0.snoozeOf == nil && $0.fireAt <= fireAt }).max() {
        original = last.uid
      } else {
        original = NotificationID.make(reminderUID: todoUID, occurrence: fireAt)
      }
      alarms.append(PlanAlarm(uid: NotificationID.snooze(of: original, firing: fireAt), reminderUID: todoUID,
                              fireAt: fireAt, snoozeOf: original, title: summary))
    }
    return alarms
  }

  private static func instant(_ property: Property?, file: String) throws(PlanInputError) -> Instant? {
    guard let property else { return nil }
    guard let value = AlarmProperties.utcInstant(property.rawValue) else {
      throw PlanInputError(file: file, field: "\(property.location?.description ?? "?") \(property.name)",
                           message: "expected a UTC time such as 20261122T140000Z, got \(property.rawValue)")
    }
    return value
  }
}
