// `recur bench libical-occurrences FILE --from T --to T` (hidden): the libical side of `recur
// bench occurrences`: reads the file, parses it with libical and expands every VEVENT, VTODO
// and VJOURNAL in the window with `icalcomponent_foreach_recurrence` (LibICalComponentExpansion).

#if LibICalOracle
import ArgumentParser
import LibICal

/// Expands a file's components with libical and prints how many spans it found.
struct BenchLibICalOccurrences: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "libical-occurrences",
    abstract: "Expand a file's components with libical's icalcomponent_foreach_recurrence (used by bench occurrences).",
    shouldDisplay: false
  )

  @Argument(help: "The .ics file.")
  var file: String

  @Option(help: ArgumentHelp("Window start.", valueName: "time"))
  var from: String

  @Option(help: ArgumentHelp("Window end.", valueName: "time"))
  var to: String

  func run() throws {
    let start = try NowOption.instant(from, option: "--from", command: "bench libical-occurrences")
    let end = try NowOption.instant(to, option: "--to", command: "bench libical-occurrences")
    let bytes = try ReminderIO.read(file, command: "bench libical-occurrences", err: OutputStream(fd: 2))
    let r = LibICalComponentExpansion.count(bytes, from: start.secondsSinceEpoch, to: end.secondsSinceEpoch)
    let out = OutputStream()
    out.writeLine("libical: parsed=\(r.parsed) components=\(r.components) occurrences=\(r.occurrences)")
    out.flush()
    if !r.parsed { throw ExitStatus.dataError }
  }
}
#endif
