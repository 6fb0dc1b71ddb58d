// The line-by-line state of `CalendarPlanReader` on a CRLF .ics file (RFC 5545 §3.1, §3.6.2;
// docs/SEMANTICS.md "Planner"): one value held by the scan's callback, so its fields are reached without the
// run-time exclusivity checks a class's would need. It notes the output edits (PRODID,
// DTSTAMP, old VALARMs, where planned alarms go), keeps each VTODO's planned properties as
// byte ranges (`LeanLine`), and at END:VTODO settles the todo fast (+FastReading) or decodes
// it into a `Component` for `PlannableReminder(vtodo:)`.

import ICalendar
import Recurrence
import Zones

/// The in-place reading of one .ics file, fed one scanned line at a time.
struct TodoReading {
  /// Where each planned property of the open todo first appears in `lines` (-1: absent).
  struct Slots {
    var uid = -1, summary = -1, dtstart = -1, due = -1, rrule = -1, status = -1

    /// The slot of `kind` (not `.decoded`).
    subscript(kind: LeanLine.Kind) -> Int {
      get {
        switch kind {
        case .uid: uid
        case .summary: summary
        case .dtstart: dtstart
        case .due: due
        case .rrule: rrule
        case .status: status
        case .decoded: -1
        }
      }
      set {
        switch kind {
        case .uid: uid = newValue
        case .summary: summary = newValue
        case .dtstart: dtstart = newValue
        case .due: due = newValue
        case .rrule: rrule = newValue
        case .status: status = newValue
        case .decoded: break
        }
      }
    }
  }

  /// What a series' bound at `now` depends on in one zone (`SeriesBound`): time of day or
  /// HOURLY phase (seconds), HOURLY step (0 for a time of day), lead.
  struct BoundKey: Hashable {
    let phase: Int64
    let step: Int64
    let lead: Int64
  }

  /// A recently read RRULE: its text's hash and where that text is in the input, its cache
  /// entry (-1: empty slot), what the bounds need of it, and the kinds of DTSTART it was found
  /// valid with (the rule itself is in `slotRules`).
  struct RuleSlot {
    var hash: UInt64 = 0
    var text: Range<Int> = 0..<0
    var entry = -1
    var facts = SeriesBound.RuleFacts(RecurrenceRule(frequency: .daily))
    var validKinds: UInt8 = 0
  }

  let path: String
  let planner: NotificationPlanner
  let floatingZone: Zone
  let cache: VTODOReadCache
  /// Whether todos may be settled fast at all.
  let fastReading: Bool
  var verbatim: VerbatimPlanWriter
  var gathered: NotificationPlanner.Gathered
  /// The first error (the rest of the input is then skipped).
  var failure: PlanInputError?
  /// VCALENDARs opened so far.
  var calendars = 0
  /// Todos settled by the fast reading.
  var readFastCount = 0
  /// A day-free series bound at `now` already computed in `boundZone`, with the day it falls
  /// on and that day's ISO weekday (time-of-day bounds).
  struct BoundSlot {
    var filled = false
    var key = BoundKey(phase: 0, step: 0, lead: 0)
    var bound = Instant(secondsSinceEpoch: 0)
    var day = CivilDate(daysSinceEpoch: 0)
    var weekday = 0
  }
  /// Bounds, direct-mapped by key (4,096 slots).
  var boundSlots = [BoundSlot](repeating: BoundSlot(), count: 4096)
  /// Recently read RRULEs, direct-mapped by hash (1,024 slots).
  var ruleSlots = [RuleSlot](repeating: RuleSlot(), count: 1024)
  var slotRules = [RecurrenceRule](repeating: RecurrenceRule(frequency: .daily), count: 1024)
  /// Each rule slot's text when it is at most `ruleTextWidth` bytes (slot i at i × width).
  var ruleTexts = [UInt8](repeating: 0, count: 1024 * TodoReading.ruleTextWidth)
  static let ruleTextWidth = 64
  /// Wall-clock readings already resolved to instants.
  var wallClock = WallClockCache()
  /// Zone transitions for the bounds of COUNT series, listed once per zone.
  let transitionWindows = ZoneTransitionWindows()
  /// The zone of the last anchor's TZID read fast, and where that TZID's bytes are (until a
  /// TZID is read, `nil` and the floating zone). Not optional, so it is passed where it is
  /// (binding an optional copies the zone, two retains).
  var lastZone: Zone
  var lastTzid: Range<Int>?
  /// The same for the last DUE read fast on its own (not written as its DTSTART).
  var dueZone: Zone
  var dueTzid: Range<Int>?
  var boundZone: Zone?

  /// The open VTIMEZONE and its open observance, read whole for the zone cache.
  var timeZoneStack: [Component] = []

  // The open VTODO.
  var inTodo = false
  var alarmStart: Int?
  var lines: [LeanLine] = []
  var decoded: [Property] = []
  var todoLocation: SourceLocation?
  /// Where the open todo's BEGIN line starts (its line is `todoLocation`).
  var todoStart = 0
  var slots = Slots()
  var needsFullReading = false

  init(path: String, planner: NotificationPlanner, floatingZone: Zone, cache: VTODOReadCache,
       verbatim: VerbatimPlanWriter, gathered: NotificationPlanner.Gathered, fastReading: Bool) {
    self.path = path
    self.planner = planner
    self.floatingZone = floatingZone
    self.lastZone = floatingZone
    self.dueZone = floatingZone
    self.cache = cache
    self.verbatim = verbatim
    self.gathered = gathered
    self.fastReading = fastReading
    lines.reserveCapacity(16)
    self.verbatim.reserveForInput()
    // Room for an overdue entry per ~256 bytes of input (untouched capacity costs nothing).
    if fastReading { self.gathered.overdue.reserve(verbatim.input.count / 256) }
  }

  /// What a VTODO property line is to the reading.
  enum LineRole {
    /// DTSTAMP (replaced by the plan's).
    case stamp
    /// A property the planner reads (`.decoded`: only the full reading handles it).
    case planned(LeanLine.Kind)
  }

  /// The role of a property named `name` (any case), or `nil` when the planner does not read
  /// it. Names of up to 8 bytes are packed, uppercased, into one integer (first byte lowest)
  /// and compared at once; longer ones by length, then byte by byte.
  static func role(_ name: UnsafeBufferPointer<UInt8>) -> LineRole? {
    let n = name.count
    guard n >= 3, let p = name.baseAddress else { return nil }
    if n <= 8 {
      // The bytes as written (first byte lowest), read with two loads that may overlap (the
      // shared bytes land on the same bits), then uppercased only when that finds nothing.
      let raw = UnsafeRawPointer(p)
      let key: UInt64
      if n >= 4 {
        let head = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
        let tail = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self)))
        key = head | tail << (8 * UInt64(n - 4))
      } else {
        key = UInt64(p[0]) | UInt64(p[1]) << 8 | UInt64(p[2]) << 16
      }
      if let role = shortRole(key) { return role }
      // No byte at or above 0x60 (bit 7 of each byte of (key & 0x7F…) + 0x20, or of key
      // itself): no lowercase letter to fold, so nothing else can match.
      let high = ((key & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x2020_2020_2020_2020 | key) & 0x8080_8080_8080_8080
      if high == 0 { return nil }
      var folded: UInt64 = 0
      for i in 0..<n {
        var c = p[i]
        if c >= 0x61 && c <= 0x7A { c &-= 0x20 }
        folded |= UInt64(c) << (8 * UInt64(i))
      }
      return folded == key ? nil : shortRole(folded)
    }
    func isName(_ upper: StaticString) -> Bool { LeanLine.equalsUppercase(name, upper) }
    switch n {
    case 9: if isName("COMPLETED") { return .planned(.decoded) }
    case 13: if isName("RECURRENCE-ID") { return .planned(.decoded) }
    case 15: if isName("X-RECUR-ENABLED") { return .planned(.decoded) }
    case 16: if isName("PERCENT-COMPLETE") { return .planned(.decoded) }
    case 17: if isName("X-RECUR-CONDITION") { return .planned(.decoded) }
    case 22: if isName("X-RECUR-WEEKLY-NO-DAYS") { return .planned(.decoded) }
    case 30: if isName("X-RECUR-RECREATE-IF-INCOMPLETE") { return .planned(.decoded) }
    default: break
    }
    return nil
  }

  /// The role of an uppercase name of up to 8 bytes packed first byte lowest.
  private static func shortRole(_ key: UInt64) -> LineRole? {
    switch key {
    case 0x44_4955: return .planned(.uid)                  // UID
    case 0x45_5544: return .planned(.due)                  // DUE
    case 0x45_4C55_5252: return .planned(.rrule)           // RRULE
    case 0x45_5441_4452: return .planned(.decoded)         // RDATE
    case 0x5355_5441_5453: return .planned(.status)        // STATUS
    case 0x4554_4144_5845: return .planned(.decoded)       // EXDATE
    case 0x454C_5552_5845: return .planned(.decoded)       // EXRULE
    case 0x4E4F_4954_4152_5544: return .planned(.decoded)  // DURATION (due = DTSTART + DURATION)
    case 0x50_4D41_5453_5444: return .stamp                // DTSTAMP
    case 0x59_5241_4D4D_5553: return .planned(.summary)    // SUMMARY
    case 0x54_5241_5453_5444: return .planned(.dtstart)    // DTSTART
    default: return nil
    }
  }

  /// One scanned line of `input`.
  mutating func visit(_ line: ScannedLine, _ input: UnsafeBufferPointer<UInt8>) {
    guard failure == nil else { return }
    switch line.kind {
    case .begin:
      if line.depth == 1 {
        if line.opens("VCALENDAR") { calendars += 1 }
      } else if line.depth == 2 {
        if line.opens("VTODO") {
          inTodo = true
          // (Guarded: clearing an empty array still costs a generic call.)
          if !lines.isEmpty { lines.removeAll(keepingCapacity: true) }
          if !decoded.isEmpty { decoded.removeAll(keepingCapacity: true) }
          slots = Slots()
          needsFullReading = !fastReading
          todoLocation = line.location
          todoStart = line.range.lowerBound
          verbatim.beginTodo(contentAt: line.range.upperBound)
        }
      } else if line.depth == 3, inTodo, line.opens("VALARM") {
        alarmStart = line.range.lowerBound
      }
      if line.depth == 2, line.opens("VTIMEZONE") {
        timeZoneStack = [Component(name: "VTIMEZONE")]
      } else if line.depth > 2, !timeZoneStack.isEmpty {
        timeZoneStack.append(Component(name: String(decoding: line.componentName, as: UTF8.self)))
      }
    case .property:
      if !timeZoneStack.isEmpty, line.depth >= 2 {
        timeZoneStack[timeZoneStack.count - 1].append(line.property())
      } else if line.depth == 1 {
        if calendars == 1, line.nameIs("PRODID") { verbatim.prodID(line.range) }
      } else if line.depth == 2, inTodo {
        switch Self.role(line.name) {
        case nil:
          break
        case .stamp:
          verbatim.stamp(line.range)
        case .planned(let kind):
          if kind == .due, !needsFullReading, slots.dtstart >= 0,
             LeanLine.append(sameAs: slots.dtstart, kind: .due, line: line.range, nameCount: line.name.count,
                             input: input, to: &lines) {
            // DUE written as DTSTART (exported reminders): its parameters are not read again.
            if slots.due < 0 { slots.due = lines.count - 1 } else { needsFullReading = true }
          } else if kind != .decoded, !needsFullReading, LeanLine.append(line, kind: kind, input: input, to: &lines) {
            if slots[kind] < 0 { slots[kind] = lines.count - 1 } else { needsFullReading = true }
          } else {
            needsFullReading = true
            decoded.append(line.property())
            lines.append(LeanLine(decodedAt: line.range))
          }
        }
      }
    case .end:
      while timeZoneStack.count > max(0, line.depth - 1), let closed = timeZoneStack.popLast() {
        if timeZoneStack.isEmpty { cache.addTimeZone(closed) } else { timeZoneStack[timeZoneStack.count - 1].append(closed) }
      }
      if let from = alarmStart, line.depth < 3 {
        verbatim.remove(from..<(line.depth == 2 ? line.range.upperBound : line.range.lowerBound))
        alarmStart = nil
      }
      if line.depth < 2, inTodo {
        inTodo = false
        do throws(PlanInputError) {
          try finishTodo(at: line.range.lowerBound, input)
        } catch {
          failure = error
        }
      }
    }
  }

  /// The input ended: a todo still open is finished without an END line.
  mutating func finishInput(_ input: UnsafeBufferPointer<UInt8>) throws(PlanInputError) {
    guard failure == nil, inTodo else { return }
    inTodo = false
    try finishTodo(at: nil, input)
  }

  /// The open VTODO ends (at `end`, its END line; `nil` at the end of the input): settled fast
  /// when that can be done, else made into a `Component` and read in full.
  private mutating func finishTodo(at end: Int?, _ input: UnsafeBufferPointer<UInt8>) throws(PlanInputError) {
    if !needsFullReading, readFast(at: end, input) {
      readFastCount += 1
      return
    }
    var todo = Component(name: "VTODO")
    todo.location = todoLocation
    todo.properties.reserveCapacity(lines.count)
    var next = 0
    // Line numbers: the BEGIN line's, plus the line feeds between (folded lines included).
    var lineNumber = todoLocation?.line ?? 1
    var counted = todoStart
    for line in lines {
      if line.kind == .decoded {
        todo.properties.append(decoded[next])
        next += 1
      } else {
        let start = line.line.lowerBound
        if start > counted, counted >= 0, start <= input.count {
          for b in UnsafeBufferPointer(rebasing: input[counted..<start]) where b == 0x0A { lineNumber += 1 }
          counted = start
        }
        todo.properties.append(line.property(input, lineNumber: lineNumber))
      }
    }
    try CalendarPlanReader.finishTodo(todo, at: end, file: path, floatingZone: floatingZone, cache: cache,
                                      planner: planner, verbatim: &verbatim, gathered: &gathered)
  }
}
