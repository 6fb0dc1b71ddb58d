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
      Exit status: 0 success, 64 usage error, 65 invalid rule, value or time zone.
      """
  )

  /// The engine that computes occurrences.
  enum Engine: String, ExpressibleByArgument, CaseIterable {
    case native, libical
  }

  @Option(help: "DTSTART as a content line or an iCalendar value.")
  var dtstart: String?

  @Option(help: "Time zone for a bare local --dtstart value (IANA name).")
  var tzid: String?

  @Option(help: "At most this many occurrences (default 1000).")
  var limit: Int = ExpandCommand.defaultLimit

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

  @Argument(help: "The recurrence rule, e.g. FREQ=MONTHLY;BYDAY=-1FR.")
  var rrule: String

  /// `--limit`'s default (DESIGN.md §3).
  static let defaultLimit = 1000

  /// Writes the occurrences; on a bad request writes the message to stderr and throws its status.
  func run() throws {
    let request: ExpandRequest
    do {
      request = try ExpandRequest(self)
    } catch {
      Self.fail(error.message)
      throw error.status
    }
    switch engine {
    case .native:
      ExpandWriter.write(request)
    case .libical:
      do {
        let occurrences = try expandWithLibICal(request)
        ExpandWriter.write(occurrences, request: request)
      } catch let failure as ExpandFailure {
        Self.fail(failure.message)
        throw failure.status
      }
    }
  }

  /// Writes `recur expand: error: message` to stderr.
  static func fail(_ message: String) {
    let err = OutputStream(fd: 2)
    err.writeLine("recur expand: error: " + message)
    err.flush()
  }
}
