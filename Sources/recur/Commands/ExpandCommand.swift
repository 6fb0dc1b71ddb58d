// `recur expand`: the occurrences of an RRULE from a DTSTART (README; RFC 5545 §3.3.10,
// §3.8.5). One occurrence a line as an iCalendar value, written straight into the output
// buffer; `--json` writes one JSON array of the same strings.
// Exit: 0 success, 64 bad options, 65 bad rule or values (unknown zone included), 69 engine
// not available, 70 internal error.

import ArgumentParser
import Recurrence
import Zones

/// Expands a recurrence rule (native engine, or libical as the oracle).
struct ExpandCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "expand",
    abstract: "List the occurrences of an RRULE.",
    usage: """
      recur expand [--dtstart <dtstart>] [--tz <zone>] [--limit <n>]
                   [--after <time>] [--before <time>] [--rdate <rdate> ...]
                   [--exdate <exdate> ...] [--utc] [--engine <engine>] [--json]
                   [--include-dtstart] <rrule>
      """,
    discussion: """
      RRULE may carry the RRULE: prefix. --dtstart takes a content line \
      (DTSTART;TZID=Europe/Paris:20260131T090000, DTSTART;VALUE=DATE:20260131) \
      or a bare value (20260131T090000Z; a bare local value takes --tz). --rdate \
      and --exdate take content lines \
      (EXDATE;TZID=Europe/Paris:20260201T090000,20260202T090000) or bare values, \
      comma-separated; repeatable.

      Output: one occurrence a line, YYYYMMDDTHHMMSS wall clock in DTSTART's \
      zone (or floating), YYYYMMDDTHHMMSSZ for UTC, YYYYMMDD for dates; --utc \
      converts zoned and UTC occurrences to UTC. --json writes one JSON array of \
      the same strings. --after and --before are exclusive bounds, as iCalendar \
      values or ISO 8601.

      --limit defaults to 1000; a note on standard error says when it cut the \
      output. --limit 0 means no limit, for a set that ends: with --before, or \
      COUNT or UNTIL in the rule.

      The list is the rule's own instances (as libical's iterator and \
      python-dateutil give): a DTSTART the rule does not generate is left out. \
      --include-dtstart lists the recurrence set instead, DTSTART first (RFC 5545 \
      §3.8.5.3), as recur occurrences, import and plan read a component.

      Values are read as recur occurrences reads a component: TZIDs and --tz \
      as IANA names in any case, Windows and Outlook names or vendor-prefixed \
      names; an UNTIL of another value type than DTSTART leniently, with a \
      warning; a DATE EXDATE on a timed DTSTART removes that day's instance.

      Exit status: 0 success, 64 usage error, 65 invalid rule, value or time \
      zone.
      """
  )

  /// The engine that computes occurrences.
  enum Engine: String, ExpressibleByArgument, CaseIterable {
    case native, libical
  }

  @Option(help: ArgumentHelp("DTSTART: a content line or an iCalendar value.", valueName: "dtstart"))
  var dtstart: String?

  @OptionGroup var zone: ZoneOption

  @Option(help: ArgumentHelp("At most this many occurrences (default 1000; 0: all of a set that ends).",
                             valueName: "n"))
  var limit: Int?

  @Option(help: ArgumentHelp("Only occurrences strictly after this time.", valueName: "time"))
  var after: String?

  @Option(help: ArgumentHelp("Only occurrences strictly before this time.", valueName: "time"))
  var before: String?

  @Option(help: ArgumentHelp("Extra occurrences: an RDATE line or values; repeatable.", valueName: "rdate"))
  var rdate: [String] = []

  @Option(help: ArgumentHelp("Excluded occurrences: an EXDATE line or values; repeatable.", valueName: "exdate"))
  var exdate: [String] = []

  @Flag(help: "Write zoned and UTC occurrences in UTC.")
  var utc = false

  @Option(help: "native (default) or libical.")
  var engine: Engine = .native

  @OptionGroup var json: JSONOption

  @Flag(help: "List the recurrence set: DTSTART first even if the rule skips it.")
  var includeDtstart = false

  @Argument(help: "The recurrence rule, e.g. FREQ=MONTHLY;BYDAY=-1FR.")
  var rrule: String

  /// `--limit`'s default (README).
  static let defaultLimit = 1000
  /// The largest `--limit` (SECURITY.md "Limits"); output is streamed, so memory does not grow
  /// with it (nor with `--limit 0` on a set that ends).
  static let maxLimit = 100_000_000

  /// Writes the occurrences; on a bad request writes the message to stderr and throws its status.
  func run() throws {
    let request: ExpandRequest
    do {
      request = try ExpandRequest(self)
    } catch {
      Self.fail(error.message)
      throw error.status
    }
    if !request.warnings.isEmpty {
      let err = OutputStream(fd: 2)
      for w in request.warnings { err.writeLine("recur expand: warning: " + w) }
      err.flush()
    }
    let cut: Bool
    switch engine {
    case .native:
      cut = ExpandWriter.write(request)
    case .libical:
      do {
        var writer = ExpandWriter.Streaming(request)
        cut = try expandWithLibICal(request) { writer.write($0) }
        writer.finish()
      } catch let failure as ExpandFailure {
        Self.fail(failure.message)
        throw failure.status
      }
    }
    if cut && request.limitIsDefault {
      let err = OutputStream(fd: 2)
      err.writeLine("recur expand: note: stopped at the default limit of \(Self.defaultLimit) occurrences; "
                    + "more follow (--limit N for more, --limit 0 for all of a set that ends)")
      err.flush()
    }
  }

  /// Writes `recur expand: error: message` to stderr.
  static func fail(_ message: String) {
    let err = OutputStream(fd: 2)
    err.writeLine("recur expand: error: " + message)
    err.flush()
  }
}
