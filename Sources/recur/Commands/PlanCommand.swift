// `recur plan FILE.ics|FILE.json [--now T] [--budget 64] [--reserve 14] [--horizon D|T]
// [--policy soonest|coverage] [--activity LOG.json] [--previous PLAN.ics] [-o OUT.ics] [--json]` (README, docs/SEMANTICS.md "Planner").
// The .ics plan goes to -o (or standard output without --json); --json prints the plan as JSON.
// Warnings go to standard error. Exit: 0 planned, 64 usage or an unreadable file (the input,
// --activity, --previous), 65 bad input data (also an input
// truncated by another process mid-run: `PlanRun.exitWhenInputShrinks`).

import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Planner
import Recurrence
import Zones

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Plans notifications for a reminders store or an .ics file of todos.
struct PlanCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plan",
    abstract: "Plan the notifications of a set of reminders within a budget, as VALARMs.",
    usage: """
      recur plan <file> [--now <time>] [--budget <budget>]
                 [--reserve <reserve>] [--horizon <horizon>]
                 [--policy soonest|coverage]
                 [--activity <activity>] [--previous <previous>] [--tz <zone>]
                 [--output <output>] [--json]
      """,
    discussion: """
      Candidates are occurrences strictly after --now (the current time by \
      default) of reminders that are enabled, not completed and not skipped by a \
      smart condition. The soonest one-time reminders take up to --reserve \
      slots; the soonest of everything left fills the rest of --budget \
      (--policy soonest, the default). With --policy coverage, every reminder's \
      next occurrence comes first, soonest first, and the soonest of the rest \
      fills what is left, so no reminder starves. Ties: earlier time, then UID. Each notification is a VALARM with ACTION:DISPLAY, \
      an absolute UTC TRIGGER and UID <reminder-uid>/<occurrence as \
      YYYYMMDDTHHMMSSZ>. --horizon takes a duration (P7D, PT48H) after --now or \
      an end time; the end is inclusive. Floating times and all-day reminders \
      are read in --tz (the device's zone; default UTC).

      Exit status: 0 planned, 64 usage error or a file that cannot be read, 65 \
      bad input data (the error names \
      file and field; also when the input file is truncated by another process \
      while it is being read).
      """
  )

  @Argument(help: "Reminders: a JSON store (.json) or an iCalendar file of VTODOs (.ics).")
  var file: String

  @OptionGroup var now: NowOption

  @Option(help: "The most notifications to plan.")
  var budget: Int = PlanPolicy.defaultBudget

  @Option(help: "Slots kept for the soonest one-time reminders.")
  var reserve: Int = PlanPolicy.defaultReserve

  @Option(help: "Plan no further than this: a duration after --now (P7D, PT48H) or an end time.")
  var horizon: String?

  @Option(help: "How the budget is filled: soonest (default) or coverage (every reminder's next occurrence first).")
  var policy: String = PlanStrategy.soonest.rawValue

  @Option(help: "An activity log for smart conditions: {\"available\": true, \"activities\": [...]}.")
  var activity: String?

  @Option(help: "An earlier plan (.ics); --json then reports add, remove and keep lists of alarm UIDs.")
  var previous: String?

  @OptionGroup var zone: ZoneOption

  @Option(name: .shortAndLong, help: "Write the .ics plan here.")
  var output: String?

  @OptionGroup var json: JSONOption

  func validate() throws {
    let range = 0...PlanPolicy.maxBudget
    guard range.contains(budget) else { throw ValidationError("--budget must be in 0...\(PlanPolicy.maxBudget), got \(budget)") }
    guard range.contains(reserve) else { throw ValidationError("--reserve must be in 0...\(PlanPolicy.maxBudget), got \(reserve)") }
    guard PlanStrategy(rawValue: policy) != nil else {
      throw ValidationError("--policy must be soonest or coverage, got '\(policy)'")
    }
  }

  func run() throws {
    let err = OutputStream(fd: 2)
    defer { err.flush() }
    let instant = try now.instant(command: "plan")
    var policy = PlanPolicy(budget: budget, reserve: reserve,
                            strategy: PlanStrategy(rawValue: self.policy) ?? .soonest)
    if let horizon {
      do {
        policy.horizonEnd = try Horizon.end(horizon, now: instant)
      } catch {
        err.writeLine("recur plan: --horizon \(horizon): \(error.message)")
        throw ExitStatus.usage
      }
    }
    let floating = try zone.resolve(command: "plan", fallback: .utc) ?? .utc
    let request = PlanRequest(inputPath: file, now: instant, policy: policy, activityPath: activity,
                              previousPath: previous, floatingZone: floating)
    // A mapped input truncated by another process mid-run: a message and 65, not a SIGBUS death.
    PlanRun.exitWhenInputShrinks(status: ExitStatus.dataError.rawValue, program: "recur plan")
    let result: PlanResult
    do {
      result = try PlanRun.run(request)
    } catch {
      if let unreadable = error.readError, error.isUnreadable {
        // Missing, a directory, no permission: unreadable input (64), as in every command.
        err.writeLine("recur plan: cannot read \(unreadable.description)")
        throw ExitStatus.usage
      }
      err.writeLine("recur plan: error: \(error.description)")
      throw ExitStatus.dataError
    }
    for warning in result.plan.warnings { err.writeLine("recur plan: warning: \(warning)") }
    if let output {
      try OutputFile.write(to: output, command: "plan", err: err) { fd in result.writeICS(to: fd) }
    } else if !json.enabled {
      if !result.writeICS(to: 1) { OutputFailure.exit(fd: 1, code: errno) }
    }
    if json.enabled {
      let out = OutputStream()
      out.write(result.json)
      out.flush()
    }
  }
}
