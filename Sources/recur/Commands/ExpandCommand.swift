// `recur expand`: the occurrences of an RRULE from a DTSTART (DESIGN.md §3; RFC 5545 §3.3.10,
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
    discussion: """
      RRULE may carry the RRULE: prefix. --dtstart takes a content line
      (DTSTART;TZID=Europe/Paris:20260131T090000, DTSTART;VALUE=DATE:20260131) or a bare value
      (20260131T090000Z; a bare local value takes --tzid). Output: one occurrence a line,
      YYYYMMDDTHHMMSS wall-clock in DTSTART's zone (or floating), YYYYMMDDTHHMMSSZ for UTC,
      YYYYMMDD for dates; --utc converts zoned and UTC occurrences to UTC (dates and floating
      times have no instant and are written as they are). --after and --before are exclusive
      bounds, as iCalendar values or ISO 8601. --json writes a JSON array of the same strings.
      The list is the rule's own instances (as libical's iterator and python-dateutil give):
      a DTSTART the rule does not generate is left out. --include-dtstart lists the recurrence
      set instead, DTSTART first (RFC 5545 §3.8.5.3), as `recur occurrences`, import and plan
      read a component.
      Exit status: 0 success, 64 usage error, 65 invalid rule, value or time zone.
      """
  )

  /// The engine that computes occurrences.
  enum Engine: String, ExpressibleByArgument, CaseIterable {
    case native, libical

    // Written out: the library's defaults describe each case through string interpolation
    // and dynamic casts, which cost every `recur expand` run about 2 million instructions.
    /// The accepted values.
    static var allValueStrings: [String] { ["native", "libical"] }
    /// No separate descriptions.
    static var allValueDescriptions: [String: String] { [:] }
    /// Completes from the accepted values.
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
    /// The value as written on the command line.
    var defaultValueDescription: String { rawValue }
  }

  @Option(help: "DTSTART as a content line or an iCalendar value.")
  var dtstart: String?

  @Option(help: "Time zone for a bare local --dtstart value (IANA name).")
  var tzid: String?

  @Option(help: "At most this many occurrences (default 1000).")
  var limit: Int = ExpandOptions.defaultLimit

  @Option(help: "Only occurrences strictly after this time.")
  var after: String?

  @Option(help: "Only occurrences strictly before this time.")
  var before: String?

  @Option(help: "An extra occurrence (value or period); repeatable.")
  var rdate: [String] = []

  @Option(help: "An excluded occurrence; repeatable.")
  var exdate: [String] = []

  @Flag(help: "Write zoned and UTC occurrences in UTC.")
  var utc = false

  @Option(help: "native (default) or libical.")
  var engine: Engine = .native

  @Flag(help: "Write a JSON array of strings instead of lines.")
  var json = false

  @Flag(help: "List the recurrence set: DTSTART first even when the rule does not generate it.")
  var includeDtstart = false

  @Argument(help: "The recurrence rule, e.g. FREQ=MONTHLY;BYDAY=-1FR.")
  var rrule: String

  /// The line as ArgumentParser read it, for the one run both readers share.
  var options: ExpandOptions {
    ExpandOptions(dtstart: dtstart, tzid: tzid, limit: limit, after: after, before: before, rdate: rdate,
                  exdate: exdate, utc: utc, engine: engine, json: json, rrule: rrule, includeDtstart: includeDtstart)
  }

  func run() throws {
    try options.run()
  }
}
