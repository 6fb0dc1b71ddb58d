// `recur complete FILE.json --id UUID [--at T] [--tz ZONE]`: the store after completing one reminder, on
// standard output (README, docs/FORMATS.md completion rules). Given an .ics file instead, the
// calendar with that VTODO completed in place (DTSTART and DUE advanced, COUNT lowered,
// SEQUENCE raised), as Tasks.org and Evolution do.
// Exit: 0 done, 65 invalid store, unknown id or an already completed reminder, 64 usage.

import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ICalendar
import Reminders
import Zones

/// Completes one reminder and prints the store.
struct CompleteCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "complete",
    abstract: "Complete one reminder and print the updated store.",
    discussion: """
      --at is the completion time (the current time by default). A repeating \
      reminder moves to its next occurrence after both its due and --at (missed \
      occurrences are not backfilled); with repeatFrom "completion" the next due \
      is the completion date plus the interval, at the reminder's time of day. A \
      one-time reminder, or a series with no occurrence left before its end, \
      becomes completed with completedAt. Floating reminders are read in --tz \
      (default UTC).

      With an .ics file, the VTODO whose UID is --id is completed in place and \
      the whole calendar printed: DTSTART and DUE advance together, COUNT is \
      lowered, the completion properties are cleared and SEQUENCE is raised (a \
      finished todo gets STATUS:COMPLETED).

      Exit status: 0 success, 65 invalid store, unknown id or already completed, \
      64 usage error.
      """
  )

  @Argument(help: "The reminders JSON store (or - for standard input), or an .ics file.")
  var file: String

  @Option(help: "The id of the reminder to complete.")
  var id: String

  @Option(help: ArgumentHelp("When it was completed: now, 20261122T120000Z or "
                               + "2026-11-22T12:00:00Z.", valueName: "time"))
  var at = "now"

  @OptionGroup var zone: ZoneOption

  func run() throws {
    if file.lowercased().hasSuffix(".ics") { return try completeTodo() }
    let err = OutputStream(fd: 2)
    var store = try ReminderIO.loadStore(file, command: "complete", err: err)
    let when = try NowOption.instant(at, option: "--at", command: "complete")
    let floating = try zone.resolve(command: "complete", fallback: .utc) ?? .utc
    guard let index = store.index(of: id) else {
      err.writeLine("\(file == "-" ? "<stdin>" : file): error: no reminder with id \"\(id)\"")
      err.flush()
      throw ExitStatus.dataError
    }
    do {
      try store.reminders[index].complete(at: when, floatingZone: floating)
    } catch {
      err.writeLine("\(file == "-" ? "<stdin>" : file): error: \(error.description)")
      err.flush()
      throw ExitStatus.dataError
    }
    let out = OutputStream(fd: 1)
    out.write(bytes: store.jsonData())
    out.flush()
  }

  /// Completes the VTODO with UID `id` in an .ics file and prints the calendar.
  private func completeTodo() throws {
    let err = OutputStream(fd: 2)
    let bytes = try ReminderIO.read(file, command: "complete", err: err)
    let when = try NowOption.instant(at, option: "--at", command: "complete")
    let floating = try zone.resolve(command: "complete", fallback: .utc) ?? .utc
    var parsed = ICalendarParser.parse(bytes)
    for d in parsed.diagnostics where d.severity == .error { err.writeLine(d.rendered(file: file)) }
    let key = ComponentUID(id)
    guard let c = parsed.components.firstIndex(where: { $0.name == "VCALENDAR" }),
          let t = parsed.components[c].components.firstIndex(where: {
            $0.name == "VTODO" && ComponentUID(of: $0) == key && $0.firstProperty(named: "RECURRENCE-ID") == nil
          }) else {
      err.writeLine("\(file): error: no VTODO with UID \"\(id)\"")
      err.flush()
      throw ExitStatus.dataError
    }
    let zones = ReminderImporter.timeZones(in: parsed.components[c])
    do {
      parsed.components[c].components[t] = try TodoCompletion.complete(parsed.components[c].components[t], at: when,
                                                                       vtimezones: zones, floatingZone: floating)
    } catch {
      err.writeLine("\(file): error: \(error)")
      err.flush()
      throw ExitStatus.dataError
    }
    err.flush()
    let out = OutputStream(fd: 1)
    out.write(bytes: ICalendarWriter.bytes(parsed.components))
    out.flush()
  }
}
