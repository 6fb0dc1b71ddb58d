// The words of one `recur expand` line (DESIGN.md §3; RFC 5545 §3.3.10, §3.8.5) as plain values,
// and the command's one run. Two readers fill it: ArgumentParser through `ExpandCommand`, and the
// start-up shortcut (Support/ExpandShortcut.swift), which never builds an `ExpandCommand`: its
// property wrappers cost about a quarter of a short run (docs/ARCHITECTURE.md "Start-up").

import ArgumentParser

/// The options and rule of a `recur expand` line, as read, before validation.
struct ExpandOptions {
  /// `--dtstart`: a content line or an iCalendar value.
  var dtstart: String?
  /// `--tzid`: the zone of a bare local `--dtstart` value.
  var tzid: String?
  /// `--limit`: at most this many occurrences (DESIGN.md §3: 1000 by default).
  var limit = ExpandOptions.defaultLimit
  /// `--after`: only occurrences strictly after this time.
  var after: String?
  /// `--before`: only occurrences strictly before this time.
  var before: String?
  /// `--rdate`, repeatable.
  var rdate: [String] = []
  /// `--exdate`, repeatable.
  var exdate: [String] = []
  /// `--utc`: zoned and UTC occurrences in UTC.
  var utc = false
  /// `--engine`: native or libical.
  var engine: ExpandCommand.Engine = .native
  /// `--json`: one JSON array of strings.
  var json = false
  /// The RRULE argument.
  var rrule = ""

  /// `--limit`'s default (DESIGN.md §3).
  static let defaultLimit = 1000
  /// The largest `--limit` (SECURITY.md "Limits"); output is streamed, so memory does not grow
  /// with it.
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
    switch engine {
    case .native:
      ExpandWriter.write(request)
    case .libical:
      do {
        var writer = ExpandWriter.Streaming(request)
        try expandWithLibICal(request) { writer.write($0) }
        writer.finish()
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
