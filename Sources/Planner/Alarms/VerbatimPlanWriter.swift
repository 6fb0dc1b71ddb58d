// Writing a plan by editing the input .ics in place (DESIGN.md §5, RFC 5545 §3.1): the bytes of
// the input are copied as they are, except the VCALENDAR's PRODID, each VTODO's DTSTAMP (set
// to `--now`) and its VALARMs (removed); the planned VALARMs are inserted before each
// END:VTODO. The streaming reader's line numbers locate each edit; nothing else is rewritten,
// so unknown properties, folding and order survive, and the cost is one copy of the file.
// Used for CRLF files (RFC 5545's line ending); other inputs are re-serialised by
// `PlanCalendarWriter`.

import ICalendar
import Zones

/// Edits an .ics held in memory into the plan's output.
///
/// ```swift
/// var out = VerbatimPlanWriter(input: bytes, now: now)   // nil unless CRLF lines
/// out?.calendarProperty(prodID)   // PRODID replaced
/// out?.add(todo)                  // DTSTAMP replaced, VALARMs removed, alarms' place noted
/// out?.finish(plan)               // the edited bytes
/// ```
public struct VerbatimPlanWriter {
  private enum Kind: UInt8 { case remove, stamp, prodID, alarms }
  private struct Edit {
    let start: Int
    let end: Int
    let kind: Kind
    let uid: Int32
  }

  private let input: [UInt8]
  private let lineStarts: [Int]
  private let stampLine: [UInt8]
  private var edits: [Edit] = []
  private var uids: [String] = []
  private var sawProdID = false

  /// A writer over `input`, or `nil` when its first line does not end in CRLF.
  public init?(input: [UInt8], now: Instant) {
    var starts: [Int] = [0]
    starts.reserveCapacity(input.count / 30 + 1)
    input.withUnsafeBufferPointer { buffer in
      for i in buffer.indices where buffer[i] == 0x0A { starts.append(i + 1) }
    }
    guard starts.count > 1, starts[1] >= 2, input[starts[1] - 2] == 0x0D else { return nil }
    self.input = input
    self.lineStarts = starts
    var w = ICalendarWriter()
    w.write(Property(name: "DTSTAMP", rawValue: NotificationID.utcText(now)))
    self.stampLine = w.bytes
  }

  /// The byte offset where physical line `line` (1-based) starts.
  private func start(_ line: Int) -> Int {
    line >= 1 && line <= lineStarts.count ? lineStarts[line - 1] : input.count
  }

  /// The offset just past the content line starting on `line` (continuation lines included).
  private func logicalEnd(_ line: Int) -> Int {
    var next = line + 1
    // Each step moves to the next physical line: bounded by the number of lines.
    while next <= lineStarts.count {
      let offset = lineStarts[next - 1]
      guard offset < input.count, input[offset] == 0x20 || input[offset] == 0x09 else { break }
      next += 1
    }
    return start(next)
  }

  /// The first line after `line` that starts with `marker` (ASCII, compared case-insensitively).
  private func line(after line: Int, startingWith marker: [UInt8]) -> Int? {
    var l = line + 1
    while l <= lineStarts.count {
      let offset = lineStarts[l - 1]
      if offset + marker.count <= input.count {
        var same = true
        for k in 0..<marker.count {
          var b = input[offset + k]
          if b >= 0x61 && b <= 0x7A { b -= 0x20 }
          if b != marker[k] {
            same = false
            break
          }
        }
        if same { return l }
      }
      l += 1
    }
    return nil
  }

  private static let endAlarm = Array("END:VALARM".utf8)
  private static let endTodo = Array("END:VTODO".utf8)

  /// Notes a property of the VCALENDAR: PRODID is replaced by the planner's.
  public mutating func calendarProperty(_ property: Property) {
    guard property.name == "PRODID", let line = property.location?.line else { return }
    sawProdID = true
    edits.append(Edit(start: start(line), end: logicalEnd(line), kind: .prodID, uid: -1))
  }

  /// Notes the edits of one child of the VCALENDAR; only VTODOs are edited.
  public mutating func add(_ component: Component) {
    guard component.name == "VTODO", let begin = component.location?.line else { return }
    var uid: String?
    var isOverride = false
    var stamped = false
    for property in component.properties {
      switch property.name {
      case "UID": if uid == nil { uid = property.text }
      case "RECURRENCE-ID": isOverride = true
      case "DTSTAMP":
        if let line = property.location?.line {
          edits.append(Edit(start: start(line), end: logicalEnd(line), kind: stamped ? .remove : .stamp, uid: -1))
          stamped = true
        }
      default: break
      }
    }
    if !stamped {
      // No DTSTAMP: add one right after BEGIN:VTODO.
      let at = start(begin + 1)
      edits.append(Edit(start: at, end: at, kind: .stamp, uid: -1))
    }
    for child in component.components where child.name == "VALARM" {
      guard let line = child.location?.line, let end = self.line(after: line, startingWith: Self.endAlarm) else { continue }
      edits.append(Edit(start: start(line), end: start(end + 1), kind: .remove, uid: -1))
    }
    if let uid, !isOverride, let end = line(after: begin, startingWith: Self.endTodo) {
      let at = start(end)
      uids.append(uid)
      edits.append(Edit(start: at, end: at, kind: .alarms, uid: Int32(uids.count - 1)))
    }
  }

  /// The edited document; each reminder's alarms go to the first todo with its UID.
  public func finish(_ plan: Plan) -> [UInt8] {
    var grouped: [String: [PlannedNotification]] = [:]
    for notification in plan.notifications { grouped[notification.reminderUID, default: []].append(notification) }
    var prodID = ICalendarWriter()
    prodID.write(Property(name: "PRODID", text: PlanCalendarWriter.prodID))
    var out: [UInt8] = []
    out.reserveCapacity(input.count + plan.notifications.count * 200 + 64)
    var edits = self.edits
    if !sawProdID { edits.append(Edit(start: start(2), end: start(2), kind: .prodID, uid: -1)) }
    // Edits were noted in file order; a stable sort keeps same-offset edits in that order.
    let ordered = edits.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
    var cursor = 0
    for (_, edit) in ordered where edit.start >= cursor {
      out.append(contentsOf: input[cursor..<edit.start])
      switch edit.kind {
      case .remove: break
      case .stamp: out.append(contentsOf: stampLine)
      case .prodID: out.append(contentsOf: prodID.bytes)
      case .alarms:
        let uid = uids[Int(edit.uid)]
        if let alarms = grouped.removeValue(forKey: uid) {
          var w = ICalendarWriter()
          for notification in alarms { w.write(AlarmProperties.alarm(for: notification)) }
          out.append(contentsOf: w.bytes)
        }
      }
      cursor = edit.end
    }
    out.append(contentsOf: input[cursor...])
    return out
  }
}
