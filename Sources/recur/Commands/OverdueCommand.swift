// `recur overdue FILE.json [--now T] [--tz ZONE] [--json]`: which reminders are overdue at a given time,
// after letting time pass (docs/SEMANTICS.md "Reminders" recreateIfIncomplete: `true` moves a missed reminder on to
// its next occurrence, `false` leaves it overdue until completed).
// Exit: 0 success (whether or not anything is overdue), 65 invalid store, 64 usage.

import ArgumentParser
import Reminders
import Zones

/// Lists the reminders overdue at `--now`.
struct OverdueCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "overdue",
    abstract: "List the reminders that are overdue at a given time.",
    discussion: """
      A reminder is overdue when it is enabled, not completed, and its due is \
      before --now (the current time by default). Repeating reminders with \
      recreateIfIncomplete first move on to their next occurrence at or after \
      --now, so they are overdue only when their series has ended. Floating \
      reminders are read in --tz (default UTC).

      Text output: one line per overdue reminder, `DUE [ZONE] TITLE (id ID)`, \
      soonest first. --json prints {"now": …, "overdue": [{"id", "title", "due", \
      "timeZone", "dueAt"}], "store": …} where "store" is the store after time \
      passed.

      Exit status: 0 success, 65 invalid store, 64 usage error.
      """
  )

  @Argument(help: "The reminders JSON store, or - for standard input.")
  var file: String

  @OptionGroup var now: NowOption

  @OptionGroup var zone: ZoneOption

  @OptionGroup var json: JSONOption

  func run() throws {
    let err = OutputStream(fd: 2)
    var store = try ReminderIO.loadStore(file, command: "overdue", err: err)
    let instant = try now.instant(command: "overdue")
    let floating = try zone.resolve(command: "overdue", fallback: .utc) ?? .utc
    var rows: [(at: Instant, reminder: Reminder)] = []
    for i in store.reminders.indices {
      do {
        try store.reminders[i].advance(to: instant, floatingZone: floating)
        let r = store.reminders[i]
        if try r.isOverdue(at: instant, floatingZone: floating), let at = try r.dueInstant(floatingZone: floating) {
          rows.append((at, r))
        }
      } catch {
        err.writeLine("\(file == "-" ? "<stdin>" : file): error: \(error.description)")
        err.flush()
        throw ExitStatus.dataError
      }
    }
    rows.sort { ($0.at, $0.reminder.id) < ($1.at, $1.reminder.id) }
    let out = OutputStream(fd: 1)
    if json.enabled {
      let list: [JSONValue] = rows.map { row in
        var o: [String: JSONValue] = ["id": .string(row.reminder.id), "title": .string(row.reminder.title),
                                      "dueAt": .string(DateTimeText.format(row.at))]
        if let due = row.reminder.due { o["due"] = .string(due.description) }
        if let tz = row.reminder.timeZone { o["timeZone"] = .string(tz) }
        return .object(o)
      }
      out.write(bytes: ReminderStore.encode(.object(["now": .string(DateTimeText.format(instant)),
                                                     "overdue": .array(list), "store": store.json])))
    } else {
      for row in rows {
        let due = row.reminder.due?.description ?? ""
        let zone = row.reminder.timeZone.map { " " + $0 } ?? ""
        out.writeLine("\(due)\(zone) \(row.reminder.title) (id \(row.reminder.id))")
      }
    }
    out.flush()
  }
}
