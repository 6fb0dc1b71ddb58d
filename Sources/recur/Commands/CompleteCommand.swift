// `recur complete FILE.json --id UUID --at T`: the store after completing one reminder, on
// standard output (DESIGN.md §3, §4 completion rules; issue 5).
// Exit: 0 done, 65 invalid store, unknown id or an already completed reminder, 64 usage.

import ArgumentParser
import Reminders
import Zones

/// Completes one reminder and prints the store.
struct CompleteCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "complete",
    abstract: "Complete one reminder and print the updated store.",
    discussion: """
      A repeating reminder moves to its next occurrence after both its due and the completion
      time (missed occurrences are not backfilled); with repeatFrom "completion" the next due is
      the completion date plus the interval, at the reminder's time of day. A one-time reminder,
      or a series with no occurrence left before its end, becomes completed with completedAt.
      Exit status: 0 success, 65 invalid store, unknown id or already completed, 64 usage error.
      """
  )

  @Argument(help: "The reminders JSON store, or - for standard input.")
  var file: String

  @Option(help: "The id of the reminder to complete.")
  var id: String

  @Option(help: "When it was completed (20261122T120000Z or 2026-11-22T12:00:00Z).")
  var at: String

  @Option(help: "IANA zone floating reminders are read in (default UTC).")
  var floatingZone: String?

  func run() throws {
    let err = OutputStream(fd: 2)
    var store = try ReminderIO.loadStore(file, command: "complete", err: err)
    let when = try ReminderIO.instant(at, option: "--at", command: "complete", err: err)
    let floating = try ReminderIO.floatingZone(floatingZone, command: "complete", err: err)
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
}
