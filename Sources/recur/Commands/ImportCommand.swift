// `recur import [--json] FILE.ics|-`: VTODOs → reminders JSON (README, docs/FORMATS.md).
// Diagnostics go to standard error as `FILE:LINE:COL: error|warning: message`.
// Exit: 0 when at least one todo was read (warnings may have been printed), 65 when no todo
// could be read (not iCalendar, no VTODO, or broken beyond reading), 64 unreadable file.

import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ICalendar
import Reminders
import Zones

/// Reads the todos of an .ics file into a reminders store.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Read the VTODOs of an iCalendar file as reminders JSON.",
    discussion: """
      Reads todos written by Apple Reminders, Thunderbird, Nextcloud Tasks, \
      Tasks.org, Evolution, Outlook and Google. Unknown properties (X-APPLE-…, \
      X-MOZ-…, VALARMs) are kept in each reminder's "ical" list so `recur \
      export` gives them back. Zone names resolve as IANA, then Windows/Outlook \
      names (CLDR), then vendor prefixes, then the file's VTIMEZONE, else \
      floating (with a warning). The store is printed as JSON on standard output \
      (--json names that default explicitly); diagnostics go to standard error.

      Exit status: 0 some todos read, 65 none could be read, 64 usage error or \
      unreadable file.
      """
  )

  /// `--json` names the default (and only) output form explicitly.
  @OptionGroup var json: JSONOption

  @Argument(help: "The .ics file, or - for standard input.")
  var file: String

  func run() throws {
    let err = OutputStream(fd: 2)
    let shown = file == "-" ? "<stdin>" : file
    let bytes = try ReminderIO.read(file, command: "import", err: err)
    let result = ReminderImporter.importCalendar(bytes)
    for d in result.diagnostics { err.writeLine(d.rendered(file: shown)) }
    guard result.importedAny else {
      err.writeLine("\(shown): error: no VTODO could be read; nothing imported")
      err.flush()
      throw ExitStatus.dataError
    }
    err.flush()
    let out = OutputStream(fd: 1)
    out.write(bytes: result.store.jsonData())
    out.flush()
  }
}

/// File reading, store loading and time parsing shared by the reminder commands.
enum ReminderIO {
  /// The bytes of `path` (`-`: standard input), read once within `InputLimits` (an .ics:
  /// `lines` bounds each line too; a JSON store may be one long line); exit 64 when
  /// unreadable, 65 when over a limit.
  static func read(_ path: String, command: String, err: OutputStream, lines: Bool = true) throws -> [UInt8] {
    do {
      return try BoundedFileReader.read(path, maxLineBytes: lines ? InputLimits.maxContentLineBytes : nil)
    } catch {
      if error.isLimit {
        err.writeLine("recur \(command): error: \(error.description)")
        err.flush()
        throw ExitStatus.dataError
      }
      err.writeLine("recur \(command): cannot read \(error.description)")
      err.flush()
      throw ExitStatus.usage
    }
  }

  /// The store in `path`; exit 65 (naming the reminder and field) when it is not valid.
  static func loadStore(_ path: String, command: String, err: OutputStream) throws -> ReminderStore {
    let bytes = try read(path, command: command, err: err, lines: false)
    do {
      return try ReminderStore(jsonBytes: bytes)
    } catch {
      err.writeLine("\(path == "-" ? "<stdin>" : path): error: \(error.description)")
      err.flush()
      throw ExitStatus.dataError
    }
  }

}
