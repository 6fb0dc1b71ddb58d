// One run of `recur plan` (README, docs/SEMANTICS.md "Planner") as a library call, so tests and the tool
// share it: read the reminders (a JSON store, or an .ics file walked line by line), the
// activity log and the previous plan; plan; produce the .ics bytes and the JSON text.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ICalendar
import Reminders
import Zones

/// The inputs of a plan run.
public struct PlanRequest: Sendable {
  /// The reminders: a JSON store (`.json`, or text starting with `{`) or an .ics file.
  public var inputPath: String
  /// `--now`.
  public var now: Instant
  /// Budget, reserve, horizon.
  public var policy: PlanPolicy
  /// `--activity LOG.json`, if given.
  public var activityPath: String?
  /// `--previous PLAN.ics`, if given.
  public var previousPath: String?
  /// The zone floating times are read in (UTC unless told otherwise).
  public var floatingZone: Zone
  /// Whether an .ics input's todos may be read fast (`CalendarPlanReader+FastReading`); tests
  /// turn it off to check that the plan is the same.
  var fastReading = true

  /// A request; only the input and `now` are required.
  public init(inputPath: String, now: Instant, policy: PlanPolicy = PlanPolicy(), activityPath: String? = nil,
              previousPath: String? = nil, floatingZone: Zone = .utc) {
    self.inputPath = inputPath
    self.now = now
    self.policy = policy
    self.activityPath = activityPath
    self.previousPath = previousPath
    self.floatingZone = floatingZone
  }
}

/// The outputs of a plan run.
public struct PlanResult: Sendable {
  /// The plan.
  public let plan: Plan
  /// The policy the plan was made with.
  public let policy: PlanPolicy
  /// The input edited in place (CRLF files), or `nil`.
  private let verbatim: VerbatimPlanWriter?
  /// The re-serialised plan (other inputs).
  private let written: [UInt8]

  init(plan: Plan, policy: PlanPolicy, verbatim: VerbatimPlanWriter?, written: [UInt8]) {
    self.plan = plan
    self.policy = policy
    self.verbatim = verbatim
    self.written = written
  }

  /// The plan as iCalendar bytes (every input todo, alarms replaced), made on each access.
  public var ics: [UInt8] { verbatim?.finish(plan) ?? written }

  /// Writes the .ics bytes (the same as `ics`) to the open file descriptor `fd`, streamed from
  /// the input without one buffer of the whole; false when a write fails.
  public func writeICS(to fd: Int32) -> Bool {
    var sink = PlanByteSink(fd: fd)
    if let verbatim {
      verbatim.write(plan, into: &sink)
    } else {
      sink.append(written)
    }
    sink.flush()
    return !sink.failed
  }

  /// The plan as JSON text (`--json`), made on request.
  public var json: String { PlanJSON.encode(plan, policy: policy) }
}

/// Runs the planner on files.
///
/// ```swift
/// let result = try PlanRun.run(PlanRequest(inputPath: "samples/reminders.json", now: now))
/// _ = result.writeICS(to: 1)   // the .ics plan on standard output
/// ```
public enum PlanRun {
  /// Plans `request`; errors name the file and the field or line:column (exit 65).
  public static func run(_ request: PlanRequest) throws(PlanInputError) -> PlanResult {
    let activity = try request.activityPath.map { path throws(PlanInputError) in
      try ActivityLog.parse(readBytes(path), file: path)
    }
    let previous = try request.previousPath.map { path throws(PlanInputError) in try PreviousPlan.read(path: path) }
    let planner = NotificationPlanner(now: request.now, policy: request.policy, activity: activity,
                                      previous: previous?.alarms)
    var writer = PlanCalendarWriter(now: request.now)
    var verbatim: VerbatimPlanWriter?
    let made: Plan
    var warnings: [String] = []
    if isJSON(request.inputPath) {
      let reminders = try readStore(request, writer: &writer, warnings: &warnings)
      made = planner.plan(reminders)
    } else {
      let read = try CalendarPlanReader(path: request.inputPath, planner: planner,
                                        floatingZone: request.floatingZone, fastReading: request.fastReading).read()
      writer = read.writer
      verbatim = read.verbatim
      warnings = read.warnings
      made = planner.plan(gathered: read.gathered)
    }
    let plan = Plan(now: made.now, notifications: made.notifications, overdue: made.overdueList,
                    leftOut: made.leftOut, diff: made.diff, warnings: warnings + made.warnings)
    return PlanResult(plan: plan, policy: request.policy, verbatim: verbatim,
                      written: verbatim == nil ? writer.finish(plan) : [])
  }

  /// From now on, an .ics input mapped by a run that another process truncates mid-run ends
  /// the process: "<program>: <path> shrank while being read; re-run when it is complete" on
  /// standard error and exit `status`, instead of dying of SIGBUS with no message
  /// (`ShrinkGuard`). For the tool, not for a library embedding the planner: it installs a
  /// process-wide SIGBUS handler. Later calls change nothing.
  public static func exitWhenInputShrinks(status: Int32, program: String) {
    ShrinkGuard.enable(status: status, program: program)
  }

  private static func isJSON(_ path: String) -> Bool {
    if path.lowercased().hasSuffix(".json") { return true }
    if path.lowercased().hasSuffix(".ics") { return false }
    guard let head = FileBytes.head(path, limit: 64) else { return false }
    return head.first { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF) } == UInt8(ascii: "{")
  }

  static func readBytes(_ path: String) throws(PlanInputError) -> [UInt8] {
    do {
      return try FileBytes.read(path)
    } catch {
      throw PlanInputError.reading(error)
    }
  }

  private static func readStore(_ request: PlanRequest, writer: inout PlanCalendarWriter,
                                warnings: inout [String]) throws(PlanInputError) -> [PlannableReminder] {
    let path = request.inputPath
    let store: ReminderStore
    do {
      store = try ReminderStore(jsonBytes: readBytes(path))
    } catch let error as PlanInputError {
      throw error
    } catch let error as ReminderStoreError {
      switch error {
      case .invalid(let e):
        let field = (e.index.map { "reminders[\($0)]" } ?? "") + (e.field.isEmpty ? "" : (e.index == nil ? "" : ".") + e.field)
        throw PlanInputError(file: path, field: field.isEmpty ? "(document)" : field, message: e.message)
      default:
        throw PlanInputError(file: path, field: "(document)", message: error.description)
      }
    } catch {
      throw PlanInputError(file: path, field: "(document)", message: "\(error)")
    }
    let exported = store.calendar(stamp: request.now)
    warnings.append(contentsOf: exported.warnings.map { "\(path): \($0)" })
    for property in exported.calendar.properties { writer.calendarProperty(property) }
    for component in exported.calendar.components { writer.add(component) }
    var reminders: [PlannableReminder] = []
    reminders.reserveCapacity(store.reminders.count)
    for (index, reminder) in store.reminders.enumerated() {
      do {
        reminders.append(try PlannableReminder(reminder: reminder, floatingZone: request.floatingZone, now: request.now))
      } catch {
        throw PlanInputError(file: path, field: "reminders[\(index)]", message: error.description)
      }
    }
    return reminders
  }
}
