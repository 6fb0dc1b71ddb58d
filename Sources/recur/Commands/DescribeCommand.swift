// `recur describe FILE.json` and `recur describe [--dtstart V] RRULE`: plain-language
// descriptions of reminders and rules.
// Exit: 0 success, 65 invalid store or malformed rule, 64 usage.

import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Recurrence
import Reminders
import Zones

/// Describes every reminder of a store, or one RRULE.
struct DescribeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "describe",
    abstract: "Describe reminders or an RRULE in plain language.",
    discussion: """
      With a .json file (or -), prints `TITLE: SENTENCE` for every reminder, \
      e.g. `Pay rent: Monthly on the 31st (the last day in shorter months) at \
      9:00 (America/New_York)`. Otherwise the argument is an RRULE (with or \
      without RRULE:), described with --dtstart (a content line such as \
      DTSTART;TZID=Europe/Paris:20260131T090000, or a bare value; a bare local \
      value takes --tz) supplying what the rule leaves to it, e.g. `Every 2 \
      weeks on Monday and Wednesday at 9:00`.

      --json prints [{"id", "title", "description"}] for a store, {"rrule", \
      "description"} for a rule.

      Exit status: 0 success, 65 invalid store or malformed rule, 64 usage \
      error.
      """
  )

  @Option(help: ArgumentHelp("DTSTART for an RRULE: a content line or a bare value.", valueName: "dtstart"))
  var dtstart: String?

  @OptionGroup var zone: ZoneOption

  @OptionGroup var json: JSONOption

  @Argument(help: "A reminders JSON store (.json, or -), or an RRULE.")
  var input: String

  func run() throws {
    let err = OutputStream(fd: 2)
    let out = OutputStream(fd: 1)
    let isStore = input == "-" || input.lowercased().hasSuffix(".json")
      || (!input.uppercased().contains("FREQ=") && FileManager.default.fileExists(atPath: input))
    if isStore {
      let store = try ReminderIO.loadStore(input, command: "describe", err: err)
      if json.enabled {
        out.write(bytes: ReminderStore.encode(.array(store.reminders.map { r in
          .object(["id": .string(r.id), "title": .string(r.title), "description": .string(r.plainDescription)])
        })))
      } else {
        for r in store.reminders { out.writeLine("\(r.title): \(r.plainDescription)") }
      }
      out.flush()
      return
    }
    var start: ReminderDue?
    var zone: Zone?
    let bareZone = try self.zone.resolve(command: "describe")
    if let dtstart {
      let value: RecurrenceTime
      do {
        if dtstart.contains(":") && dtstart.uppercased().hasPrefix("DTSTART") {
          value = try RecurrenceTime(contentLine: dtstart, zone: { try? Zone.named($0) })
        } else {
          value = try RecurrenceTime(iCalendar: dtstart, zone: bareZone)
        }
      } catch {
        err.writeLine("recur describe: --dtstart \"\(dtstart)\": \(error.description)")
        err.flush()
        throw ExitStatus.usage
      }
      switch value {
      case .date(let d): start = .date(d)
      case .floating(let t): start = .dateTime(t)
      case .utc(let t): start = .dateTime(t); zone = .utc
      case .zoned(let t, let z): start = .dateTime(t); zone = z
      }
    }
    do {
      let sentence = try RuleDescriber.describe(input, start: start, zone: zone)
      if json.enabled {
        out.write(bytes: ReminderStore.encode(.object(["rrule": .string(input), "description": .string(sentence)])))
      } else {
        out.writeLine(sentence)
      }
    } catch {
      err.writeLine("recur describe: \"\(input)\": \(error.description)")
      err.flush()
      throw ExitStatus.dataError
    }
    out.flush()
  }
}
