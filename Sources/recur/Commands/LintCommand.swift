// `recur lint FILE|-`: RFC 5545 diagnostics for an .ics file, streamed (DESIGN.md §3).
// Diagnostics go to standard output, one per line: `FILE:LINE:COL: error|warning: message`.
// Exit: 0 clean, 1 warnings only, 65 errors, 64 usage or unreadable file.

import ArgumentParser
import ICalendar

/// Checks an iCalendar file without building it in memory.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Report RFC 5545 problems in an iCalendar file.",
    discussion: """
      Diagnostics are written to standard output as FILE:LINE:COL: error|warning: message
      (standard input is named <stdin>). Lines and columns are 1-based; columns count octets.
      Exit status: 0 no problems, 1 warnings only, 65 errors (or a line over the 8 MiB limit),
      64 usage error or unreadable file, 74 output not written.
      """
  )

  /// The file to check, or `-` for standard input.
  @Argument(help: "The .ics file, or - for standard input.")
  var file: String

  func run() throws {
    let out = OutputStream(fd: 1)
    let shown = file == "-" ? "<stdin>" : file
    let summary: LintSummary
    do {
      summary = try ICalendarParser.lint(contentsOfFile: file) { d in
        out.writeLine(d.rendered(file: shown))
      }
    } catch {
      out.flush()
      let err = OutputStream(fd: 2)
      if error.isLimit {
        err.writeLine("recur lint: error: \(error.description)")
        err.flush()
        throw ExitStatus.dataError
      }
      err.writeLine("recur lint: cannot read \(error.description)")
      err.flush()
      throw ExitStatus.usage
    }
    out.flush()
    if summary.errors > 0 { throw ExitStatus.dataError }
    if summary.warnings > 0 { throw ExitStatus.warningsOnly }
  }
}
