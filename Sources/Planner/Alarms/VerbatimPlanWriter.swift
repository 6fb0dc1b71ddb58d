// Writing a plan by editing the input .ics in place (docs/SEMANTICS.md "Planner", RFC 5545 §3.1): the bytes of
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
/// var out = VerbatimPlanWriter(input: InputBytes(bytes), now: now)   // nil unless CRLF lines
/// out?.prodID(line.range)              // PRODID replaced
/// out?.beginTodo(contentAt: 120)       // after BEGIN:VTODO
/// out?.stamp(line.range)               // DTSTAMP replaced (a second one removed)
/// out?.remove(alarmRange)              // the todo's own VALARM
/// out?.endTodo(at: 480, uid: "a")      // DTSTAMP added if absent; alarms' place noted
/// out?.finish(plan)                    // the edited bytes
/// ```
struct VerbatimPlanWriter: Sendable {
  private enum Kind: UInt8 { case remove, stamp, prodID, alarms }
  private struct Edit {
    let start32: UInt32
    let end32: UInt32
    let uid: Int32
    let kind: Kind

    init(start: Int, end: Int, kind: Kind, uid: Int32) {
      start32 = UInt32(truncatingIfNeeded: start)
      end32 = UInt32(truncatingIfNeeded: end)
      self.kind = kind
      self.uid = uid
    }

    var start: Int { Int(start32) }
    var end: Int { Int(end32) }
  }

  /// The input being edited (held, so the edits' byte ranges stay valid).
  let input: InputBytes
  private let stampLine: [UInt8]
  /// Where a missing PRODID goes: the start of the second physical line.
  private let secondLine: Int
  private var edits: [Edit] = []
  /// Each alarms edit's UID: input bytes `start..<start+count`, or `strings[start]` when
  /// `count < 0`.
  private struct UIDRef {
    let start: Int32
    let count: Int32
  }
  private var uids: [UIDRef] = []
  private var strings: [String] = []
  private var sawProdID = false
  // The open VTODO: the index of its first edit, where a missing DTSTAMP goes, whether it has one.
  private var todoMark = 0
  private var todoContent = 0
  private var todoStamped = false

  /// A writer over `input`, or `nil` when its first line does not end in CRLF (or it is 4 GiB
  /// or larger: edits hold 32-bit offsets).
  init?(input: InputBytes, now: Instant) {
    let bytes = input.buffer
    guard bytes.count < Int(UInt32.max), let lf = bytes.firstIndex(of: 0x0A), lf >= 1, bytes[lf - 1] == 0x0D else { return nil }
    self.input = input
    self.secondLine = lf + 1
    var w = ICalendarWriter()
    w.write(Property(name: "DTSTAMP", rawValue: NotificationID.utcText(now)))
    self.stampLine = w.bytes
  }

  /// Makes room for the edits of the whole input: about two per todo of at least ~100 bytes
  /// (capacity not used is never touched), backed by huge pages where Linux allows. Call it on
  /// the copy that will be edited (a copy shares storage until its first edit).
  mutating func reserveForInput() {
    edits.reserveCapacity(input.count / 48 + 16)
    uids.reserveCapacity(input.count / 96 + 16)
    HugePageAdvice.advise(&edits)
    HugePageAdvice.advise(&uids)
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
      strings.append(uid)
      uids.append(UIDRef(start: Int32(strings.count - 1), count: -1))
      edits.append(Edit(start: offset, end: offset, kind: .alarms, uid: Int32(uids.count - 1)))
    }
  }

  /// The open VTODO ends (as `endTodo(at:uid:)`) with its UID at `uid` in the input (TEXT
  /// without escapes, so the bytes are the text).
  mutating func endTodo(at offset: Int?, uidBytes uid: Range<Int>) {
    if !todoStamped {
      edits.insert(Edit(start: todoContent, end: todoContent, kind: .stamp, uid: -1), at: min(todoMark, edits.count))
      todoStamped = true
    }
    if let offset {
      uids.append(UIDRef(start: Int32(uid.lowerBound), count: Int32(uid.count)))
      edits.append(Edit(start: offset, end: offset, kind: .alarms, uid: Int32(uids.count - 1)))
    }
  }

  /// Whether offsets into the input fit the compact edits and UID references (files under 2 GiB).
  var fitsOffsets: Bool { input.count < Int(Int32.max) }

  /// The key that finds a planned UID from input bytes: `TodoReading.ruleHash` (eight bytes
  /// at a time; the byte-at-a-time FNV-1a it replaced was a dependent multiply per byte).
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 { TodoReading.ruleHash(bytes) }

  /// `hash(_:)` of a String's UTF-8 bytes.
  private static func hash(_ text: String) -> UInt64 {
    var copy = text
    return copy.withUTF8 { hash($0) }
  }

  /// Bits of the planned UIDs' filter in `write`: one per value of a hash's top 16 bits.
  private static let filterBits = 1 << 16

  /// A planned UID's bit in the filter (the hash's top 16 bits).
  private static func filterBit(_ hash: UInt64) -> Int { Int(truncatingIfNeeded: hash >> 48) }

  /// The edited document; each reminder's alarms go to the first todo with its UID.
  func finish(_ plan: Plan) -> [UInt8] {
    var sink = PlanByteSink(collecting: input.count + plan.notifications.count * 200 + 64)
    write(plan, into: &sink)
    return sink.bytes
  }

  /// Writes the edited document into `sink`.
  func write(_ plan: Plan, into sink: inout PlanByteSink) {
    var grouped: [ComponentUID: [PlannedNotification]] = [:]
    for notification in plan.notifications { grouped[ComponentUID(notification.reminderUID), default: []].append(notification) }
    // Planned UIDs by the hash of their bytes, to match UIDs given as input ranges.
    var byHash: [UInt64: [ComponentUID]] = [:]
    // The hashes' top bits, so most todos (not planned) are told apart without the dictionary.
    var filter = [UInt64](repeating: 0, count: Self.filterBits / 64)
    for uid in grouped.keys {
      let h = Self.hash(uid.text)
      byHash[h, default: []].append(uid)
      let bit = Self.filterBit(h)
      filter[bit >> 6] |= 1 << UInt64(bit & 63)
    }
    var prodID = ICalendarWriter()
    prodID.write(Property(name: "PRODID", text: PlanCalendarWriter.prodID))
    var edits = self.edits
    if !sawProdID {
      // After every edit at the same offset (they were noted first).
      let at = edits.firstIndex { $0.start > secondLine } ?? edits.count
      edits.insert(Edit(start: secondLine, end: secondLine, kind: .prodID, uid: -1), at: at)
    }
    // Edits are in file order; one that overlaps the previous is skipped.
    var cursor = 0
    withExtendedLifetime(input) {
      let bytes = input.buffer
      for edit in edits where edit.start >= cursor {
        sink.append(UnsafeBufferPointer(rebasing: bytes[cursor..<edit.start]))
        switch edit.kind {
        case .remove: break
        case .stamp: sink.append(stampLine)
        case .prodID: sink.append(prodID.bytes)
        case .alarms:
          let ref = uids[Int(edit.uid)]
          var uid: ComponentUID?
          if ref.count < 0 {
            uid = ComponentUID(strings[Int(ref.start)])
          } else if !grouped.isEmpty {
            let range = Int(ref.start)..<(Int(ref.start) + Int(ref.count))
            let text = UnsafeBufferPointer(rebasing: bytes[range])
            let h = Self.hash(text)
            let bit = Self.filterBit(h)
            if filter[bit >> 6] & (1 << UInt64(bit & 63)) != 0 {
              uid = byHash[h]?.first { $0.text.utf8.elementsEqual(text) }
            }
          }
          if let uid, let alarms = grouped.removeValue(forKey: uid) {
            var w = ICalendarWriter()
            for notification in alarms { w.write(AlarmProperties.alarm(for: notification)) }
            sink.append(w.bytes)
          }
        }
        cursor = edit.end
      }
      sink.append(UnsafeBufferPointer(rebasing: bytes[cursor...]))
    }
  }
}
