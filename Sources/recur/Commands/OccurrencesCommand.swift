// `recur occurrences FILE.ics|- --from T --to T [--json] [--component event|todo|journal]...
// [--ics] [--tz ZONE]` (README): every occurrence of the file's events, todos and journals
// that overlaps [from, to) (RFC 4791 §9.9), overrides and exceptions applied, read through the
// Occurrences module. Warnings (line:column) go to standard error; the rest of the file is read.
// Exit: 0 success (warnings may have been printed), 64 usage or unreadable file, 65 no
// iCalendar component at all.

import ArgumentParser
import ICalendar
import Occurrences
import Reminders
import Zones

/// Lists the occurrences of a calendar file in a window.
struct OccurrencesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "occurrences",
    abstract: "List the occurrences of a calendar's events, todos and journals.",
    usage: """
      recur occurrences <file> --from <time> --to <time> [--json] [--ics]
                        [--component <kind> ...] [--tz <zone>]
      """,
    discussion: """
      An occurrence is listed when it overlaps [--from, --to), as CalDAV \
      time-range queries match (RFC 4791 §9.9); floating and all-day times are \
      read in --tz (default UTC). A component's recurrence set is DTSTART, every \
      RRULE and RDATE, minus EXDATE and EXRULE; overrides (RECURRENCE-ID, also \
      RANGE=THISANDFUTURE) replace their instance, STATUS:CANCELLED ones remove \
      it. TZIDs resolve to the file's VTIMEZONE, IANA names (any case), \
      Windows/Outlook names, vendor prefixes (/mozilla.org/…/Europe/Paris), else \
      floating.

      Text: one line an occurrence, START END UID SUMMARY (iCalendar values as \
      written in their zone, - when absent). --json: {"occurrences": [{"uid", \
      "component", "start", "startUTC", "end", "endUTC", "recurrenceId", \
      "summary"}]}. --ics: a VCALENDAR with each occurrence as a standalone \
      component, overrides applied.

      Problems (an unknown TZID, an override without master, …) are warnings on \
      standard error as FILE:LINE:COL: warning: message; the rest of the file is \
      read.

      Exit status: 0 success, 65 no iCalendar component in the input, 64 usage \
      error or unreadable file.
      """
  )

  @Argument(help: "The .ics file, or - for standard input.")
  var file: String

  @Option(help: ArgumentHelp("Window start, inclusive: 20261122T120000Z or 2026-11-22T12:00:00Z.", valueName: "time"))
  var from: String

  @Option(help: ArgumentHelp("Window end, exclusive: 20261122T120000Z or 2026-11-22T12:00:00Z.", valueName: "time"))
  var to: String

  @OptionGroup var json: JSONOption

  @Option(help: ArgumentHelp("Only event, todo or journal; repeatable (default all).", valueName: "kind"))
  var component: [String] = []

  @Flag(help: "Print each occurrence as a standalone iCalendar component.")
  var ics = false

  @OptionGroup var zone: ZoneOption

  func run() throws {
    let err = OutputStream(fd: 2)
    let shown = file == "-" ? "<stdin>" : file
    let fromInstant = try NowOption.instant(from, option: "--from", command: "occurrences")
    let toInstant = try NowOption.instant(to, option: "--to", command: "occurrences")
    let floating = try zone.resolve(command: "occurrences", fallback: .utc) ?? .utc
    var kinds = Set<ComponentKind>()
    for word in component {
      guard let kind = ComponentKind.allCases.first(where: { $0.word == word.lowercased() }) else {
        err.writeLine("recur occurrences: --component \"\(word)\" is not event, todo or journal")
        err.flush()
        throw ExitStatus.usage
      }
      kinds.insert(kind)
    }
    if kinds.isEmpty { kinds = Set(ComponentKind.allCases) }
    if json.enabled && ics {
      err.writeLine("recur occurrences: --json and --ics cannot be used together")
      err.flush()
      throw ExitStatus.usage
    }
    let bytes = try ReminderIO.read(file, command: "occurrences", err: err)
    let calendar = OccurrenceCalendar(bytes: bytes, kinds: kinds)
    let diagnostics = calendar.diagnostics
    for d in diagnostics { err.writeLine(d.rendered(file: shown)) }
    err.flush()
    guard calendar.hasComponents else {
      err.writeLine("\(shown): error: no iCalendar component found; expected BEGIN:VCALENDAR")
      err.flush()
      throw ExitStatus.dataError
    }
    let out = OutputStream(fd: 1)
    let window = calendar.occurrences(from: fromInstant, to: toInstant, floatingZone: floating)
    if json.enabled {
      OccurrenceOutput.writeJSON(window, to: out)
    } else if ics {
      OccurrenceOutput.writeICS(window, zones: calendar.zones, to: out)
    } else {
      OccurrenceOutput.writeText(window, to: out)
    }
    out.flush()
  }
}
