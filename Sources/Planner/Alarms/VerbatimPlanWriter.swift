// Writing a plan by editing the input .ics in place (DESIGN.md §5, RFC 5545 §3.1): the bytes of
// the input are copied as they are, except the VCALENDAR's PRODID, each VTODO's DTSTAMP (set
// to `--now`, RFC 5545 §3.8.7.2) and its VALARMs (removed); the planned VALARMs (RFC 9074) are
// inserted before each END:VTODO. The reader notes each edit as a byte range of the input
// (`ScannedLine.range`), in file order; nothing else is rewritten, so unknown properties,
// folding and order survive, and the cost is one copy of the file. Used for CRLF files
// (RFC 5545's line ending); other inputs are re-serialised by `PlanCalendarWriter`.

import ICalendar
import Zones

/// Edits an .ics held in memory into the plan's output.
///
/// ```swift
/// var out = VerbatimPlanWriter(input: bytes, now: now)   // nil unless CRLF lines
/// out?.prodID(line.range)              // PRODID replaced
/// out?.beginTodo(contentAt: 120)       // after BEGIN:VTODO
/// out?.stamp(line.range)               // DTSTAMP replaced (a second one removed)
/// out?.remove(alarmRange)              // the todo's own VALARM
/// out?.endTodo(at: 480, uid: "a")      // DTSTAMP added if absent; alarms' place noted
/// out?.finish(plan)                    // the edited bytes
/// ```
struct VerbatimPlanWriter {
  private enum Kind: UInt8 { case remove, stamp, prodID, alarms }
  private struct Edit {
    let start: Int
    let end: Int
    let kind: Kind
    let uid: Int32
  }

  private let input: [UInt8]
  private let stampLine: [UInt8]
  /// Where a missing PRODID goes: the start of the second physical line.
  private let secondLine: Int
  private var edits: [Edit] = []
  private var uids: [String] = []
  private var sawProdID = false
  // The open VTODO: the index of its first edit, where a missing DTSTAMP goes, whether it has one.
  private var todoMark = 0
  private var todoContent = 0
  private var todoStamped = false

  /// A writer over `input`, or `nil` when its first line does not end in CRLF.
  init?(input: [UInt8], now: Instant) {
    guard let lf = input.firstIndex(of: 0x0A), lf >= 1, input[lf - 1] == 0x0D else { return nil }
    self.input = input
    self.secondLine = lf + 1
    edits.reserveCapacity(input.count / 400 + 16)
    var w = ICalendarWriter()
    w.write(Property(name: "DTSTAMP", rawValue: NotificationID.utcText(now)))
    self.stampLine = w.bytes
  }

  /// The VCALENDAR's PRODID at `range` is replaced by the planner's.
  mutating func prodID(_ range: Range<Int>) {
    sawProdID = true
    edits.append(Edit(start: range.lowerBound, end: range.upperBound, kind: .prodID, uid: -1))
  }

  /// A VTODO opens; its properties start at `offset` (just after its BEGIN line).
  mutating func beginTodo(contentAt offset: Int) {
    todoMark = edits.count
    todoContent = offset
    todoStamped = false
  }

  /// The open VTODO's DTSTAMP at `range`: the first is set to `now`, any later one removed.
  mutating func stamp(_ range: Range<Int>) {
    edits.append(Edit(start: range.lowerBound, end: range.upperBound, kind: todoStamped ? .remove : .stamp, uid: -1))
    todoStamped = true
  }

  /// Bytes at `range` (a VALARM of the open VTODO) are left out.
  mutating func remove(_ range: Range<Int>) {
    edits.append(Edit(start: range.lowerBound, end: range.upperBound, kind: .remove, uid: -1))
  }

  /// The open VTODO ends: a DTSTAMP is added after its BEGIN line if it had none; the alarms of
  /// `uid` go at `offset` (its END line), unless `uid` is nil (an override, or no UID).
  mutating func endTodo(at offset: Int?, uid: String?) {
    if !todoStamped {
      edits.insert(Edit(start: todoContent, end: todoContent, kind: .stamp, uid: -1), at: min(todoMark, edits.count))
      todoStamped = true
    }
    if let uid, let offset {
      uids.append(uid)
      edits.append(Edit(start: offset, end: offset, kind: .alarms, uid: Int32(uids.count - 1)))
    }
  }

  /// The edited document; each reminder's alarms go to the first todo with its UID.
  func finish(_ plan: Plan) -> [UInt8] {
    var grouped: [String: [PlannedNotification]] = [:]
    for notification in plan.notifications { grouped[notification.reminderUID, default: []].append(notification) }
    var prodID = ICalendarWriter()
    prodID.write(Property(name: "PRODID", text: PlanCalendarWriter.prodID))
    var out: [UInt8] = []
    out.reserveCapacity(input.count + plan.notifications.count * 200 + 64)
    var edits = self.edits
    if !sawProdID {
      // After every edit at the same offset (they were noted first).
      let at = edits.firstIndex { $0.start > secondLine } ?? edits.count
      edits.insert(Edit(start: secondLine, end: secondLine, kind: .prodID, uid: -1), at: at)
    }
    // Edits are in file order; one that overlaps the previous is skipped.
    var cursor = 0
    input.withUnsafeBufferPointer { bytes in
      for edit in edits where edit.start >= cursor {
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cursor..<edit.start]))
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
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cursor...]))
    }
    return out
  }
}
