// `recur snooze PLAN.ics --alarm UID --minutes 15 [--now T] [--budget 64] [-o OUT]` (docs/SEMANTICS.md "Planner",
// RFC 9074 §6–7): acknowledges the alarm, adds the snoozed one with RELATED-TO;RELTYPE=SNOOZE,
// writes Thunderbird's X-MOZ-LASTACK / X-MOZ-SNOOZE-TIME beside them, keeps the budget.
// Exit: 0 snoozed, 64 usage or an unreadable plan, 65 bad plan or no such alarm.

import ArgumentParser
import ICalendar
import Planner
import Zones

/// Snoozes one alarm of a plan.
struct SnoozeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "snooze",
    abstract: "Snooze an alarm of a plan (RFC 9074 ACKNOWLEDGED and RELATED-TO;RELTYPE=SNOOZE).",
    usage: """
      recur snooze <file> --alarm <alarm> [--minutes <minutes>] [--now <time>]
                   [--budget <budget>] [--output <output>]
      """,
    discussion: """
      The alarm gets ACKNOWLEDGED:<now> (--now, the current time by default); a \
      new VALARM fires --minutes later, with UID <alarm-uid>/snooze/<fire time> \
      and RELATED-TO;RELTYPE=SNOOZE:<original alarm uid>. Snoozing a snooze \
      replaces it. The todo gets X-MOZ-LASTACK and X-MOZ-SNOOZE-TIME \
      (X-MOZ-SNOOZE-TIME-<occurrence in microseconds> for a recurring todo). \
      When more than --budget alarms are then pending, the latest planned ones \
      are dropped (named on stderr).

      Exit status: 0 snoozed, 64 usage error or a plan that cannot be read, 65 \
      bad plan or no alarm with that UID.
      """
  )

  @Argument(help: "The plan (.ics) written by `recur plan`.")
  var file: String

  @Option(help: "The UID of the alarm to snooze.")
  var alarm: String

  @Option(help: "Minutes to snooze, 1...10080.")
  var minutes: Int = 15

  @OptionGroup var now: NowOption

  @Option(help: "The most pending notifications the plan may hold.")
  var budget: Int = PlanPolicy.defaultBudget

  @Option(name: .shortAndLong, help: "Write the plan here instead of standard output.")
  var output: String?

  func validate() throws {
    guard (1...10_080).contains(minutes) else { throw ValidationError("--minutes must be 1...10080, got \(minutes)") }
    guard (1...PlanPolicy.maxBudget).contains(budget) else {
      throw ValidationError("--budget must be in 1...\(PlanPolicy.maxBudget), got \(budget)")
    }
  }

  func run() throws {
    let err = OutputStream(fd: 2)
    defer { err.flush() }
    let instant = try now.instant(command: "snooze")
    let parsed: ParseResult
    do {
      parsed = try ICalendarParser.parse(contentsOfFile: file)
    } catch {
      if error.isLimit {
        err.writeLine("recur snooze: error: \(file): (file): \(error.message)")
        throw ExitStatus.dataError
      }
      // Missing, a directory, no permission: unreadable input (64), as in every command.
      err.writeLine("recur snooze: cannot read \(error.description)")
      throw ExitStatus.usage
    }
    let result: SnoozeResult
    do throws(PlanInputError) {
      // Reading it as a previous plan checks every alarm (absolute UTC triggers, UIDs).
      _ = try PreviousPlan.read(parsed, file: file)
      guard let calendar = parsed.calendar else {
        throw PlanInputError(file: file, field: "(document)", message: "expected a VCALENDAR")
      }
      result = try AlarmSnoozer.snooze(calendar: calendar, alarmUID: alarm, minutes: minutes, now: instant,
                                       budget: budget, file: file)
    } catch {
      err.writeLine("recur snooze: error: \(error.description)")
      throw ExitStatus.dataError
    }
    for uid in result.dropped { err.writeLine("recur snooze: dropped \(uid) to stay within the budget of \(budget)") }
    let bytes = ICalendarWriter.bytes(parsed.components.map { $0.name == "VCALENDAR" && $0 == parsed.calendar ? result.calendar : $0 })
    if let output {
      try OutputFile.write(bytes, to: output, command: "snooze", err: err)
    } else {
      let out = OutputStream()
      out.write(bytes: bytes)
      out.flush()
    }
  }
}
