// `--now`, shared by the commands that look from a point in time (README): the current
// time by default or when given as `now`, else an iCalendar or ISO 8601 time naming an instant.

import ArgumentParser
import Recurrence
import Zones

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `--now` option group: `@OptionGroup var now: NowOption`, then `try now.instant(command:)`.
///
/// `--now now`, or no `--now`, is the system clock; `--now 20261122T120000Z` and
/// `--now 2026-11-22T13:00:00+01:00` are the same instant.
struct NowOption: ParsableArguments {
  @Option(name: .customLong("now"),
          help: ArgumentHelp("The current time: now, 20261122T120000Z or "
                               + "2026-11-22T12:00:00Z.", valueName: "time"))
  var text = "now"

  /// The instant `--now` names; on a bad value writes `recur COMMAND: --now …` to stderr and
  /// throws the usage status (64).
  func instant(command: String) throws -> Instant {
    try Self.instant(text, option: "--now", command: command)
  }

  /// The instant a time option (`--now`, `--at`) names: `now` (any case) is the system clock;
  /// floating times and dates name no instant and are refused. On a bad value writes
  /// `recur COMMAND: OPTION "TEXT": reason` to stderr and throws the usage status (64).
  static func instant(_ text: String, option: String, command: String) throws -> Instant {
    do {
      return try parse(text)
    } catch {
      let err = OutputStream(fd: 2)
      err.writeLine("recur \(command): \(option) \"\(text)\": \(error.message)")
      err.flush()
      throw ExitStatus.usage
    }
  }

  /// `now`, or a time with Z or an offset (iCalendar or ISO 8601), as an instant.
  static func parse(_ text: String) throws(RecurrenceError) -> Instant {
    if text.lowercased() == "now" { return current() }
    let value = try RecurrenceTime(cliTime: text)
    guard let instant = value.instant else {
      throw RecurrenceError(.parse, part: "TIME", text: text,
                            message: "names no instant; expected now, 20261122T120000Z, "
                              + "2026-11-22T12:00:00Z or an offset such as +01:00")
    }
    return instant
  }

  /// The system clock, to the second.
  static func current() -> Instant {
    Instant(secondsSinceEpoch: Int64(time(nil)))
  }
}
