// `--tz`, shared by every command that reads times carrying no zone (README): a bare local
// `--dtstart`, floating reminders, all-day reminders on the device. `--tzid` and
// `--floating-zone`, its names before 0.1.0, are kept as hidden aliases.

import ArgumentParser
import Zones

/// The `--tz` option group: `@OptionGroup var zone: ZoneOption`, then `zone.name` or
/// `try zone.resolve()`.
///
/// `--tz Europe/Paris` reads `20260131T090000` as 09:00 in Paris; without `--tz` each command
/// says what such a time means (floating for `expand`, UTC for the reminder commands).
struct ZoneOption: ParsableArguments {
  @Option(name: .customLong("tz"),
          help: ArgumentHelp("IANA zone of times that name none, e.g. Europe/Paris.", valueName: "zone"))
  var tz: String?

  /// `--tzid`, the name `recur expand` used before 0.1.0.
  @Option(name: .customLong("tzid"), help: .hidden)
  var tzidAlias: String?

  /// `--floating-zone`, the name `recur overdue` and `recur complete` used before 0.1.0.
  @Option(name: .customLong("floating-zone"), help: .hidden)
  var floatingZoneAlias: String?

  /// The zone name given under any of the option's names, or nil.
  var name: String? { tz ?? tzidAlias ?? floatingZoneAlias }

  func validate() throws {
    let given = [tz, tzidAlias, floatingZoneAlias].compactMap { $0 }
    if given.count > 1 { throw ValidationError("--tz is given more than once (also as --tzid or --floating-zone)") }
  }

  /// The zone named, or `fallback` when none is; on an unknown name writes
  /// `recur COMMAND: --tz NAME: reason` to stderr and throws `status`.
  func resolve(command: String, fallback: Zone? = nil, status: ExitCode = ExitStatus.usage) throws -> Zone? {
    guard let name else { return fallback }
    do {
      return try Zone.named(name)
    } catch {
      let err = OutputStream(fd: 2)
      err.writeLine("recur \(command): --tz \(name): \(error.description)")
      err.flush()
      throw status
    }
  }
}
