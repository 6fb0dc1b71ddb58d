// Reading an .ics of VTODOs for `recur plan` (DESIGN.md §5, RFC 5545 §3.6.2). A CRLF file is
// read into memory once and walked with `ICalendarParser.scan` (validated as `recur lint`
// does, no tree built): each VTODO's output edits are noted as byte ranges and the properties
// the planner reads are kept as byte ranges (`LeanLine`); a todo the fast reading can settle
// from those (+FastReading) costs no String, otherwise they are decoded into a small VTODO
// that is adapted and gathered, in file order. Any other input (bare LF lines, standard input) is streamed component by
// component and re-serialised. Memory per reminder stays small: its UID, title and a factory
// for its occurrences.

import ICalendar
import Zones

/// Reads an .ics file into prepared reminders and the plan's output writer.
final class CalendarPlanReader {
  private let path: String
  let planner: NotificationPlanner
  let floatingZone: Zone
  var gathered: NotificationPlanner.Gathered
  private var calendars = 0
  let cache = VTODOReadCache()

  /// Whether todos may be read fast (tests turn it off to compare with the full reading).
  private let allowFastReading: Bool

  /// A reader of `path` for `planner`; floating times are read in `floatingZone`. With
  /// `fastReading` off, every todo is read in full (`PlannableReminder(vtodo:)`).
  init(path: String, planner: NotificationPlanner, floatingZone: Zone, fastReading: Bool = true) {
    self.allowFastReading = fastReading
    self.path = path
    self.planner = planner
    self.floatingZone = floatingZone
    self.gathered = planner.gathering()
  }

  /// What was read: a CRLF file is edited in place (`verbatim`), anything else re-serialised (`writer`).
  struct Output {
    let gathered: NotificationPlanner.Gathered
    let writer: PlanCalendarWriter
    let verbatim: VerbatimPlanWriter?
    let warnings: [String]
  }

  /// Reads the whole file; errors name the file and line:column or property.
  func read() throws(PlanInputError) -> Output {
    if path != "-", let bytes = FileBytes.read(path), let verbatim = VerbatimPlanWriter(input: bytes, now: planner.now) {
      return try readInPlace(bytes, verbatim)
    }
    return try readStreaming()
  }

  /// The planner's kind of a VTODO property: `nil` when `PlannableReminder(vtodo:)` does not
  /// read it, `.decoded` for those only the full reading handles.
  private static func kind(_ line: ScannedLine) -> LeanLine.Kind? {
    let name = line.name
    guard name.count >= 3 else { return nil }
    switch name[0] | 0x20 {
    case 0x75: return line.nameIs("UID") ? .uid : nil
    case 0x73: return line.nameIs("SUMMARY") ? .summary : line.nameIs("STATUS") ? .status : nil
    case 0x64: return line.nameIs("DTSTART") ? .dtstart : line.nameIs("DUE") ? .due : nil
    case 0x72:
      if line.nameIs("RRULE") { return .rrule }
      return line.nameIs("RDATE") || line.nameIs("RECURRENCE-ID") ? .decoded : nil
    case 0x65: return line.nameIs("EXDATE") ? .decoded : nil
    case 0x63: return line.nameIs("COMPLETED") ? .decoded : nil
    case 0x70: return line.nameIs("PERCENT-COMPLETE") ? .decoded : nil
    case 0x78:
      return line.nameIs("X-RECUR-ENABLED") || line.nameIs("X-RECUR-CONDITION")
        || line.nameIs("X-RECUR-RECREATE-IF-INCOMPLETE") || line.nameIs("X-RECUR-WEEKLY-NO-DAYS") ? .decoded : nil
    default: return nil
    }
  }

  // The open VTODO of `readInPlace`: its planned lines in order (decoded ones beside), where
  // each planned property first appears, and whether only the full reading can handle it.
  var verbatim: VerbatimPlanWriter?
  var lines: [LeanLine] = []
  var decoded: [Property] = []
  var todoLocation: SourceLocation?
  var slots = [Int](repeating: -1, count: 6)
  var needsFullReading = false
  /// Whether the fast reading may be used at all (not with a previous plan, whose alarms are
  /// looked up by UID String).
  var fastReading = false
  /// Reminders handled without the full reading (for tests and diagnostics).
  var readFastCount = 0

  /// Walks the bytes of a CRLF file once: edits noted, todos adapted and gathered.
  private func readInPlace(_ bytes: [UInt8], _ start: VerbatimPlanWriter) throws(PlanInputError) -> Output {
    verbatim = start
    fastReading = planner.previous == nil && start.fitsOffsets && allowFastReading
    var failure: PlanInputError?
    var inTodo = false
    var alarmStart: Int?
    let diagnostics = bytes.withUnsafeBufferPointer { input in
      ICalendarParser.scan(bytes) { line in
        guard failure == nil else { return }
        switch line.kind {
        case .begin:
          if line.depth == 1 {
            if line.opens("VCALENDAR") { calendars += 1 }
          } else if line.depth == 2 {
            if line.opens("VTODO") {
              inTodo = true
              lines.removeAll(keepingCapacity: true)
              decoded.removeAll(keepingCapacity: true)
              for i in 0..<6 { slots[i] = -1 }
              needsFullReading = !fastReading
              todoLocation = line.location
              verbatim?.beginTodo(contentAt: line.range.upperBound)
            }
          } else if line.depth == 3, inTodo, line.opens("VALARM") {
            alarmStart = line.range.lowerBound
          }
        case .property:
          if line.depth == 1 {
            if calendars == 1, line.nameIs("PRODID") { verbatim?.prodID(line.range) }
          } else if line.depth == 2, inTodo {
            if line.nameIs("DTSTAMP") {
              verbatim?.stamp(line.range)
            } else if let kind = Self.kind(line) {
              if kind != .decoded, !needsFullReading, let lean = LeanLine(line, kind: kind, input: input) {
                let slot = Int(kind.rawValue)
                if slots[slot] < 0 { slots[slot] = lines.count } else { needsFullReading = true }
                lines.append(lean)
              } else {
                needsFullReading = true
                decoded.append(line.property())
                lines.append(LeanLine(decodedAt: line.range))
              }
            }
          }
        case .end:
          if let from = alarmStart, line.depth < 3 {
            verbatim?.remove(from..<(line.depth == 2 ? line.range.upperBound : line.range.lowerBound))
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
    }
    if let failure { throw failure }
    if inTodo { try bytes.withUnsafeBufferPointer { input throws(PlanInputError) in try finishTodo(at: nil, input) } }
    let warnings = try summarise(diagnostics)
    gathered.input = bytes
    return Output(gathered: gathered, writer: PlanCalendarWriter(now: planner.now), verbatim: verbatim, warnings: warnings)
  }

  /// The open VTODO ends (at `end`, its END line; `nil` at the end of the input): read fast
  /// when that settles it, else made into a `Component` and read in full.
  private func finishTodo(at end: Int?, _ input: UnsafeBufferPointer<UInt8>) throws(PlanInputError) {
    if !needsFullReading, readFast(at: end, input) {
      readFastCount += 1
      return
    }
    var todo = Component(name: "VTODO")
    todo.location = todoLocation
    todo.properties.reserveCapacity(lines.count)
    var next = 0
    for line in lines {
      if line.kind == .decoded {
        todo.properties.append(decoded[next])
        next += 1
      } else {
        todo.properties.append(line.property(input))
      }
    }
    guard var writer = verbatim else { return }
    verbatim = nil
    defer { verbatim = writer }
    try finishTodo(todo, at: end, &writer)
  }

  /// Notes where a VTODO's alarms go and gathers its reminder.
  private func finishTodo(_ todo: Component, at end: Int?, _ verbatim: inout VerbatimPlanWriter) throws(PlanInputError) {
    let reminder = try PlannableReminder(vtodo: todo, file: path, floatingZone: floatingZone, cache: cache)
    // The alarms' place is keyed by the first UID's text (the reminder's uid when there is one).
    var uid = reminder?.uid
    if reminder == nil {
      var isOverride = false
      for property in todo.properties {
        if property.name == "RECURRENCE-ID" { isOverride = true }
        if uid == nil, property.name == "UID" { uid = property.text }
      }
      if isOverride { uid = nil }
    }
    verbatim.endTodo(at: end, uid: uid)
    if let reminder { planner.gather(reminder, into: &gathered) }
  }

  /// Streams any other input through the tree-building parser and re-serialises it.
  private func readStreaming() throws(PlanInputError) -> Output {
    var writer = PlanCalendarWriter(now: planner.now)
    var diagnostics: [Diagnostic] = []
    do {
      diagnostics = try ICalendarParser.stream(contentsOfFile: path) { [self] event in
        switch event {
        case .begin(let name, _):
          if name == "VCALENDAR" { calendars += 1 }
        case .property(let property):
          if calendars == 1 { writer.calendarProperty(property) }
        case .component(let component):
          writer.add(component)
          if component.name == "VTODO",
             let reminder = try PlannableReminder(vtodo: component, file: path, floatingZone: floatingZone, cache: cache) {
            planner.gather(reminder, into: &gathered)
          }
        case .end:
          break
        }
      }
    } catch let error as PlanInputError {
      throw error
    } catch let error as FileReadError {
      throw PlanInputError(file: path, field: "(file)", message: "cannot read: \(error.message)")
    } catch {
      throw PlanInputError(file: path, field: "(document)", message: "\(error)")
    }
    let warnings = try summarise(diagnostics)
    return Output(gathered: gathered, writer: writer, verbatim: nil, warnings: warnings)
  }

  /// Throws on the first syntax error or a file without VCALENDAR; counts validation errors.
  private func summarise(_ diagnostics: [Diagnostic]) throws(PlanInputError) -> [String] {
    if let bad = diagnostics.first(where: { $0.severity == .error && $0.phase == .syntax }) {
      throw PlanInputError(file: path, field: bad.location.description, message: bad.message)
    }
    if calendars == 0 {
      throw PlanInputError(file: path, field: "(document)", message: "expected a VCALENDAR of VTODOs")
    }
    let invalid = diagnostics.filter { $0.severity == .error }.count
    return invalid > 0 ? ["\(path): \(invalid) validation error(s) ignored for planning; run `recur lint \(path)`"] : []
  }
}
