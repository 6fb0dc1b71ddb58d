// `recur export FILE.json|- [-o OUT.ics] [--now T]`: a reminders store → one VCALENDAR with a
// VTODO per reminder and the VTIMEZONEs they use (README).
// Deterministic: DTSTAMP is --now, else the latest instant the store names.
// Exit: 0 written, 65 invalid store (the error names the reminder and field), 64 usage.

import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ICalendar
import Reminders
import Zones

/// Writes a reminders store as iCalendar.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write a reminders JSON store as an iCalendar file of VTODOs.",
    discussion: """
      Each reminder becomes a VTODO: UID, DTSTAMP, SUMMARY, DESCRIPTION, DTSTART \
      and DUE (with TZID), RRULE in portable clamped forms, \
      STATUS/COMPLETED/PERCENT-COMPLETE, CATEGORIES, X-RECUR-* properties for \
      fields iCalendar lacks, and the reminder's kept "ical" lines. One \
      VTIMEZONE per zone used is generated from the system tzdata. DTSTAMP is \
      --now when given (now: the current time), else the latest completion or \
      due in the store, so the same store always gives the same bytes.

      Exit status: 0 success, 65 invalid store, 64 usage error or unreadable \
      file.
      """
  )

  @Argument(help: "The reminders JSON store, or - for standard input.")
  var file: String

  @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
  var output: String?

  @Option(help: ArgumentHelp("DTSTAMP for every todo: now, 20261122T120000Z or "
                               + "2026-11-22T12:00:00Z.", valueName: "time"))
  var now: String?

  func run() throws {
    let err = OutputStream(fd: 2)
    let store = try ReminderIO.loadStore(file, command: "export", err: err)
    let stamp = try now.map { try NowOption.instant($0, option: "--now", command: "export") }
    let (calendar, warnings) = store.calendar(stamp: stamp)
    for w in warnings { err.writeLine("\(file == "-" ? "<stdin>" : file): warning: \(w)") }
    err.flush()
    let bytes = ICalendarWriter.bytes([calendar])
    if let output {
      try OutputFile.write(bytes, to: output, command: "export", err: err)
    } else {
      let out = OutputStream(fd: 1)
      out.write(bytes: bytes)
      out.flush()
    }
  }
}
