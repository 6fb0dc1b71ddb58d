// Writing a plan as iCalendar (README `recur plan`, docs/SEMANTICS.md "Planner"): every input component in
// order; each VTODO with its VALARMs replaced by the planned notifications (RFC 5545 §3.6.6,
// RFC 9074) and DTSTAMP set to `--now` (RFC 5545 §3.8.7.2), so the same input and `--now`
// give the same bytes. Components are serialised as they stream in; only the insertion point
// of each todo's alarms is remembered, so memory per reminder stays small.

import ICalendar
import Zones

/// Assembles the plan's .ics output from streamed components.
///
/// ```swift
/// var out = PlanCalendarWriter(now: now)
/// out.calendarProperty(Property(name: "VERSION", rawValue: "2.0"))
/// out.add(todo)                   // VTODO: alarms stripped, DTSTAMP set
/// let bytes = out.finish(plan)    // alarms inserted before each END:VTODO
/// ```
public struct PlanCalendarWriter {
  /// The PRODID of every plan (RFC 5545 §3.7.3).
  public static let prodID = "-//Recur//recur plan//EN"

  private let now: Instant
  private var header: [Property] = []
  private var body = ICalendarWriter()
  private var insertions: [(offset: Int, uid: String)] = []
  private var attached: Set<ComponentUID> = []

  /// A writer for a plan made at `now`.
  public init(now: Instant) { self.now = now }

  /// Keeps a property of the input's VCALENDAR (PRODID is replaced by the planner's).
  public mutating func calendarProperty(_ property: Property) {
    guard property.name != "PRODID" else { return }
    header.append(property)
  }

  /// Serialises one child of the VCALENDAR; a VTODO loses its VALARMs and gets DTSTAMP = now.
  public mutating func add(_ component: Component) {
    guard component.name == "VTODO" else {
      body.write(component)
      return
    }
    // Written property by property (no copy of the component): DTSTAMP replaced by `now` (or
    // added after the first property), VALARMs left out, the alarms' place remembered.
    let stamp = Property(name: "DTSTAMP", rawValue: NotificationID.utcText(now))
    var hasStamp = false
    var uid: String?
    var isOverride = false
    for property in component.properties {
      switch property.name {
      case "DTSTAMP": hasStamp = true
      case "UID": if uid == nil { uid = property.text }
      case "RECURRENCE-ID": isOverride = true
      default: break
      }
    }
    body.begin("VTODO")
    var stamped = false
    for (index, property) in component.properties.enumerated() {
      if property.name == "DTSTAMP" {
        if !stamped { body.write(stamp) }
        stamped = true
        continue
      }
      body.write(property)
      if index == 0, !hasStamp {
        body.write(stamp)
        stamped = true
      }
    }
    if !stamped { body.write(stamp) }
    for child in component.components where child.name != "VALARM" { body.write(child) }
    // Alarms go to the first todo with that UID that is not an override (RECURRENCE-ID).
    if let uid, !isOverride, attached.insert(ComponentUID(uid)).inserted {
      insertions.append((body.bytes.count, uid))
    }
    body.end("VTODO")
  }

  /// The whole document: VCALENDAR, its properties, every component, the planned alarms.
  public func finish(_ plan: Plan) -> [UInt8] {
    var grouped: [ComponentUID: [PlannedNotification]] = [:]
    for notification in plan.notifications { grouped[ComponentUID(notification.reminderUID), default: []].append(notification) }
    var head = ICalendarWriter()
    head.begin("VCALENDAR")
    var properties = header
    if !properties.contains(where: { $0.name == "VERSION" }) {
      properties.insert(Property(name: "VERSION", rawValue: "2.0"), at: 0)
    }
    let versionIndex = properties.firstIndex { $0.name == "VERSION" } ?? 0
    properties.insert(Property(name: "PRODID", text: Self.prodID), at: versionIndex + 1)
    for property in properties { head.write(property) }
    var out = head.takeBytes()
    let bytes = body.bytes
    out.reserveCapacity(bytes.count + out.count + plan.notifications.count * 200 + 16)
    var position = 0
    for (offset, uid) in insertions {
      out.append(contentsOf: bytes[position..<offset])
      position = offset
      guard let alarms = grouped[ComponentUID(uid)] else { continue }
      var w = ICalendarWriter()
      for notification in alarms { w.write(AlarmProperties.alarm(for: notification)) }
      out.append(contentsOf: w.bytes)
    }
    out.append(contentsOf: bytes[position...])
    out.append(contentsOf: Array("END:VCALENDAR\r\n".utf8))
    return out
  }
}
