// Reading an .ics of VTODOs for `recur plan` (DESIGN.md §5, RFC 5545 §3.6.2). A CRLF file is
// read into memory once and walked with `ICalendarParser.scan` (validated as `recur lint`
// does, no tree built): each VTODO's output edits are noted as byte ranges and only the
// properties the planner reads are decoded, into a small VTODO that is adapted and gathered,
// in file order. Any other input (bare LF lines, standard input) is streamed component by
// component and re-serialised. Memory per reminder stays small: its UID, title and a factory
// for its occurrences.

import ICalendar
import Zones

/// Reads an .ics file into prepared reminders and the plan's output writer.
final class CalendarPlanReader {
  private let path: String
  private let planner: NotificationPlanner
  private let floatingZone: Zone
  private var gathered: NotificationPlanner.Gathered
  private var calendars = 0
  private let cache = VTODOReadCache()

  /// A reader of `path` for `planner`; floating times are read in `floatingZone`.
  init(path: String, planner: NotificationPlanner, floatingZone: Zone) {
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

  /// The properties of a VTODO that `PlannableReminder(vtodo:)` reads.
  private static func isPlanned(_ line: ScannedLine) -> Bool {
    let name = line.name
    guard name.count >= 3 else { return false }
    switch name[0] | 0x20 {
    case 0x75: return line.nameIs("UID")
    case 0x73: return line.nameIs("SUMMARY") || line.nameIs("STATUS")
    case 0x64: return line.nameIs("DTSTART") || line.nameIs("DUE")
    case 0x72: return line.nameIs("RRULE") || line.nameIs("RDATE") || line.nameIs("RECURRENCE-ID")
    case 0x65: return line.nameIs("EXDATE")
    case 0x63: return line.nameIs("COMPLETED")
    case 0x70: return line.nameIs("PERCENT-COMPLETE")
    case 0x78:
      return line.nameIs("X-RECUR-ENABLED") || line.nameIs("X-RECUR-CONDITION")
        || line.nameIs("X-RECUR-RECREATE-IF-INCOMPLETE") || line.nameIs("X-RECUR-WEEKLY-NO-DAYS")
    default: return false
    }
  }

  /// Walks the bytes of a CRLF file once: edits noted, todos adapted and gathered.
  private func readInPlace(_ bytes: [UInt8], _ start: VerbatimPlanWriter) throws(PlanInputError) -> Output {
    var verbatim = start
    var failure: PlanInputError?
    var todo: Component?
    var alarmStart: Int?
    var startLine: Range<Int>?
    let diagnostics = ICalendarParser.scan(bytes) { line in
      guard failure == nil else { return }
      switch line.kind {
      case .begin:
        if line.depth == 1 {
          if line.opens("VCALENDAR") { calendars += 1 }
        } else if line.depth == 2 {
          if line.opens("VTODO") {
            startLine = nil
            var c = Component(name: "VTODO")
            c.location = line.location
            c.properties.reserveCapacity(12)
            todo = c
            verbatim.beginTodo(contentAt: line.range.upperBound)
          }
        } else if line.depth == 3, todo != nil, line.opens("VALARM") {
          alarmStart = line.range.lowerBound
        }
      case .property:
        if line.depth == 1 {
          if calendars == 1, line.nameIs("PRODID") { verbatim.prodID(line.range) }
        } else if line.depth == 2, todo != nil {
          if line.nameIs("DTSTAMP") {
            verbatim.stamp(line.range)
          } else if Self.isPlanned(line) {
            if line.nameIs("DTSTART") {
              startLine = line.range
              todo?.properties.append(line.property())
            } else if line.nameIs("DUE"), let start = startLine, let dtstart = todo?.properties.last(where: { $0.name == "DTSTART" }),
                      Self.sameAfterName(bytes, start, 7, line.range, 3) {
              // Exported reminders repeat DTSTART as DUE: the same parameters and value, read once.
              todo?.properties.append(Property(name: "DUE", parameters: dtstart.parameters, rawValue: dtstart.rawValue,
                                               location: line.location))
            } else {
              todo?.properties.append(line.property())
            }
          }
        }
      case .end:
        if let from = alarmStart, line.depth < 3 {
          verbatim.remove(from..<(line.depth == 2 ? line.range.upperBound : line.range.lowerBound))
          alarmStart = nil
        }
        if line.depth < 2, let closed = todo {
          todo = nil
          do throws(PlanInputError) {
            try finishTodo(closed, at: line.range.lowerBound, &verbatim)
          } catch {
            failure = error
          }
        }
      }
    }
    if let failure { throw failure }
    if let open = todo { try finishTodo(open, at: nil, &verbatim) }
    let warnings = try summarise(diagnostics)
    return Output(gathered: gathered, writer: PlanCalendarWriter(now: planner.now), verbatim: verbatim, warnings: warnings)
  }

  /// Whether the input lines `a` and `b` are byte for byte the same after their names (of
  /// `aName` and `bName` bytes): `DTSTART;TZID=X:20261122T090000` and `DUE;TZID=X:20261122T090000`.
  private static func sameAfterName(_ bytes: [UInt8], _ a: Range<Int>, _ aName: Int, _ b: Range<Int>, _ bName: Int) -> Bool {
    let aStart = a.lowerBound + aName, bStart = b.lowerBound + bName
    guard aStart <= a.upperBound, bStart <= b.upperBound, a.upperBound - aStart == b.upperBound - bStart else { return false }
    return bytes[aStart..<a.upperBound].elementsEqual(bytes[bStart..<b.upperBound])
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
