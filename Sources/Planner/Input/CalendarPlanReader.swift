// Reading an .ics of VTODOs for `recur plan` (docs/SEMANTICS.md "Planner", RFC 5545 §3.6.2). A CRLF file is
// mapped (or read) once (`InputBytes`) and walked with `ICalendarParser.scan` (validated as `recur lint`
// does, no tree built): each VTODO's output edits are noted as byte ranges and the properties
// the planner reads are kept as byte ranges (`LeanLine`); a todo the fast reading can settle
// from those (TodoReading+FastReading) costs no String, otherwise they are decoded into a
// small VTODO that is adapted and gathered, in file order. Any other input (bare LF lines,
// standard input) is streamed component by component and re-serialised. Memory per reminder
// stays small: its UID, title and a factory for its occurrences.

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
    // Read once (a pipe or FIFO cannot be read twice), mapped when it is a regular file.
    let bytes: InputBytes
    do {
      bytes = try InputBytes.read(path)
    } catch {
      throw PlanInputError.reading(error)
    }
    // Overrides may follow their master: they are found first (SeriesOverrides), with the
    // file's zones.
    cache.overrides = SeriesOverrides.scan(bytes.buffer)
    if !cache.overrides.isEmpty { cache.useTimeZones(cache.overrides.timeZones) }
    if path != "-", let verbatim = VerbatimPlanWriter(input: bytes, now: planner.now) {
      return try readInPlace(bytes, verbatim)
    }
    return try readStreaming(bytes)
  }

  /// Reminders handled without the full reading (for tests and diagnostics).
  private(set) var readFastCount = 0

  /// Walks the bytes of a CRLF file once: edits noted, todos adapted and gathered.
  private func readInPlace(_ bytes: InputBytes, _ start: VerbatimPlanWriter) throws(PlanInputError) -> Output {
    var reading = TodoReading(path: path, planner: planner, floatingZone: floatingZone, cache: cache,
                              verbatim: start, gathered: gathered,
                              fastReading: planner.previous == nil && start.fitsOffsets && allowFastReading)
    // `bytes` lives past this function (held by the writer and `gathered`), so its buffer stays valid.
    let input = bytes.buffer
    let diagnostics = ICalendarParser.scan(input) { line in reading.visit(line, input) }
    if let failure = reading.failure { throw failure }
    try reading.finishInput(input)
    calendars = reading.calendars
    readFastCount = reading.readFastCount
    let warnings = try summarise(diagnostics)
    gathered = reading.gathered
    gathered.input = bytes
    return Output(gathered: gathered, writer: PlanCalendarWriter(now: planner.now), verbatim: reading.verbatim,
                  warnings: warnings)
  }

  /// Notes where a VTODO's alarms go and gathers its reminder (the full reading).
  static func finishTodo(_ todo: Component, at end: Int?, file: String, floatingZone: Zone, cache: VTODOReadCache,
                         planner: NotificationPlanner, verbatim: inout VerbatimPlanWriter,
                         gathered: inout NotificationPlanner.Gathered) throws(PlanInputError) {
    let reminder = try PlannableReminder(vtodo: todo, file: file, floatingZone: floatingZone, cache: cache)
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
  private func readStreaming(_ bytes: InputBytes) throws(PlanInputError) -> Output {
    var writer = PlanCalendarWriter(now: planner.now)
    var diagnostics: [Diagnostic] = []
    do {
      diagnostics = try ICalendarParser.stream(bytes.buffer) { [self] event in
        switch event {
        case .begin(let name, _):
          if name == "VCALENDAR" { calendars += 1 }
        case .property(let property):
          if calendars == 1 { writer.calendarProperty(property) }
        case .component(let component):
          writer.add(component)
          if component.name == "VTIMEZONE" { cache.addTimeZone(component) }
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
      throw PlanInputError.reading(error)
    } catch {
      throw PlanInputError(file: path, field: "(document)", message: "\(error)")
    }
    let warnings = try summarise(diagnostics)
    return Output(gathered: gathered, writer: writer, verbatim: nil, warnings: warnings)
  }

  /// Throws for a file without VCALENDAR; reports each syntax error as a warning (the line is
  /// dropped or the component closed early, and the rest is read, as `recur import` and `recur
  /// occurrences` read it) and counts validation errors.
  private func summarise(_ diagnostics: [Diagnostic]) throws(PlanInputError) -> [String] {
    if calendars == 0 {
      throw PlanInputError(file: path, field: "(document)", message: "expected a VCALENDAR of VTODOs")
    }
    var warnings: [String] = []
    for d in diagnostics where d.severity == .error && d.phase == .syntax {
      warnings.append("\(path):\(d.location.description): \(d.message); the rest is read")
    }
    let invalid = diagnostics.filter { $0.severity == .error && $0.phase != .syntax }.count
    if invalid > 0 { warnings.append("\(path): \(invalid) validation error(s) ignored for planning; run `recur lint \(path)`") }
    return warnings
  }
}
