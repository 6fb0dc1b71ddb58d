// Reading an .ics of VTODOs for `recur plan` (DESIGN.md §5, RFC 5545 §3.6.2) with the
// ICalendar streaming reader. Each VTODO is adapted, its first candidate computed and its
// output edits noted, in file order: on the parsing thread (the default), or, pipelined, on a
// second thread while the parser goes on (faster on an idle multi-core machine, slower on a
// loaded one; the bytes are the same). Memory per
// reminder stays small: its UID, title and a factory for its occurrences. The queue between
// the stages is bounded (back-pressure), so memory never holds more than a few thousand
// parsed components at once.

import Foundation
import ICalendar
import Zones

/// Streams an .ics file into prepared reminders and the plan's output writer.
final class CalendarPlanReader: @unchecked Sendable {
  /// Components handed over per batch, and the most queued before the parser waits.
  static let batchSize = 2048
  static let queueLimit = 16_384

  private let path: String
  private let planner: NotificationPlanner
  private let floatingZone: Zone
  private let pipelined: Bool
  private let lock = NSCondition()
  private var queue: [StreamEvent] = []
  private var finished = false
  private let done = DispatchSemaphore(value: 0)

  // Owned by the worker until `done` is signalled.
  private var writer: PlanCalendarWriter
  private var verbatim: VerbatimPlanWriter?
  private var gathered: NotificationPlanner.Gathered
  private var calendars = 0
  private var failure: PlanInputError?
  private let cache = VTODOReadCache()

  /// A reader of `path` for `planner`; a CRLF file is edited in place (`VerbatimPlanWriter`),
  /// anything else re-serialised (`PlanCalendarWriter`).
  init(path: String, planner: NotificationPlanner, floatingZone: Zone, pipelined: Bool = false) {
    self.path = path
    self.pipelined = pipelined
    self.planner = planner
    self.floatingZone = floatingZone
    self.writer = PlanCalendarWriter(now: planner.now)
    self.gathered = planner.gathering()
    let bytes = path == "-" ? nil : FileBytes.read(path)
    self.verbatim = bytes.flatMap { VerbatimPlanWriter(input: $0, now: planner.now) }
  }

  /// What was read.
  struct Output {
    let gathered: NotificationPlanner.Gathered
    let writer: PlanCalendarWriter
    let verbatim: VerbatimPlanWriter?
    let warnings: [String]
  }

  /// Reads the whole file (pipelined or not); errors name the file and line:column or property.
  func read() throws(PlanInputError) -> Output {
    guard pipelined else { return try readInline() }
    let worker = Thread { [self] in work() }
    worker.stackSize = 1 << 22
    worker.start()
    var batch: [StreamEvent] = []
    batch.reserveCapacity(Self.batchSize)
    var diagnostics: [Diagnostic] = []
    var readError: PlanInputError?
    do {
      diagnostics = try ICalendarParser.stream(contentsOfFile: path) { [self] event in
        if case .end = event { return }
        batch.append(event)
        if batch.count >= Self.batchSize {
          try hand(batch)
          batch.removeAll(keepingCapacity: true)
        }
      }
      try hand(batch)
    } catch let error as PlanInputError {
      readError = error
    } catch let error as FileReadError {
      readError = PlanInputError(file: path, field: "(file)", message: "cannot read: \(error.message)")
    } catch {
      readError = PlanInputError(file: path, field: "(document)", message: "\(error)")
    }
    lock.lock()
    finished = true
    lock.broadcast()
    lock.unlock()
    done.wait()
    if let failure { throw failure }
    if let readError { throw readError }
    if let bad = diagnostics.first(where: { $0.severity == .error && $0.phase == .syntax }) {
      throw PlanInputError(file: path, field: bad.location.description, message: bad.message)
    }
    if calendars == 0 {
      throw PlanInputError(file: path, field: "(document)", message: "expected a VCALENDAR of VTODOs")
    }
    var warnings: [String] = []
    let invalid = diagnostics.filter { $0.severity == .error }.count
    if invalid > 0 {
      warnings.append("\(path): \(invalid) validation error(s) ignored for planning; run `recur lint \(path)`")
    }
    return Output(gathered: gathered, writer: writer, verbatim: verbatim, warnings: warnings)
  }

  /// Reads on this thread only.
  private func readInline() throws(PlanInputError) -> Output {
    var diagnostics: [Diagnostic] = []
    do {
      diagnostics = try ICalendarParser.stream(contentsOfFile: path) { [self] event in try process(event) }
    } catch let error as PlanInputError {
      throw error
    } catch let error as FileReadError {
      throw PlanInputError(file: path, field: "(file)", message: "cannot read: \(error.message)")
    } catch {
      throw PlanInputError(file: path, field: "(document)", message: "\(error)")
    }
    if let bad = diagnostics.first(where: { $0.severity == .error && $0.phase == .syntax }) {
      throw PlanInputError(file: path, field: bad.location.description, message: bad.message)
    }
    if calendars == 0 {
      throw PlanInputError(file: path, field: "(document)", message: "expected a VCALENDAR of VTODOs")
    }
    let invalid = diagnostics.filter { $0.severity == .error }.count
    let warnings = invalid > 0 ? ["\(path): \(invalid) validation error(s) ignored for planning; run `recur lint \(path)`"] : []
    return Output(gathered: gathered, writer: writer, verbatim: verbatim, warnings: warnings)
  }

  /// Queues a batch for the worker, waiting while the queue is full; stops the parse when the
  /// worker has failed.
  private func hand(_ batch: [StreamEvent]) throws(PlanInputError) {
    lock.lock()
    defer { lock.unlock() }
    while queue.count >= Self.queueLimit && failure == nil { lock.wait() }
    if let failure { throw failure }
    queue.append(contentsOf: batch)
    lock.broadcast()
  }

  /// The worker: takes queued events in order until the parser has finished. Each turn either
  /// takes at least one event or finds `finished` with an empty queue and returns; the parser
  /// queues a finite number of events, so the loop ends.
  private func work() {
    defer { done.signal() }
    while true {
      lock.lock()
      while queue.isEmpty && !finished { lock.wait() }
      let events = queue
      queue.removeAll(keepingCapacity: true)
      let last = finished
      lock.broadcast()
      lock.unlock()
      for event in events where failure == nil {
        do {
          try process(event)
        } catch {
          lock.lock()
          failure = error
          lock.broadcast()
          lock.unlock()
        }
      }
      if last && events.isEmpty { return }
      if last {
        lock.lock()
        let more = !queue.isEmpty
        lock.unlock()
        if !more { return }
      }
    }
  }

  private func process(_ event: StreamEvent) throws(PlanInputError) {
    switch event {
    case .begin(let name, _):
      if name == "VCALENDAR" { calendars += 1 }
    case .property(let property):
      guard calendars == 1 else { return }
      if verbatim != nil { verbatim?.calendarProperty(property) } else { writer.calendarProperty(property) }
    case .component(let component):
      if verbatim != nil { verbatim?.add(component) } else { writer.add(component) }
      if component.name == "VTODO",
         let reminder = try PlannableReminder(vtodo: component, file: path, floatingZone: floatingZone, cache: cache) {
        planner.gather(reminder, into: &gathered)
      }
    case .end:
      break
    }
  }
}
