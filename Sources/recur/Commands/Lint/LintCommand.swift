// `recur lint PATH...`: RFC 5545 diagnostics for .ics files and directories of them, streamed
// (README). Diagnostics go to standard output, one per line:
// `FILE:LINE:COL: error|warning: message`; a summary goes to standard error at the end.
// Exit: the worst of the files: 0 clean, 1 warnings only, 65 errors; 64 usage or a file that
// cannot be read (the other files are still checked).

import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ICalendar

/// Checks iCalendar files without building them in memory.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Report RFC 5545 problems in iCalendar files.",
    discussion: """
      Each PATH is an .ics file, - for standard input (named <stdin>), or a \
      directory, searched recursively for *.ics files.

      Diagnostics go to standard output as FILE:LINE:COL: error|warning: message \
      (lines and columns 1-based, columns in octets); --json prints them as one \
      JSON array of {"file", "line", "column", "severity", "message"} instead. A \
      summary goes to standard error at the end.

      Exit status: the worst file's: 0 no problems, 1 warnings only, 65 errors \
      (a content line over 8 MiB is one); 64 usage error or a file that cannot be \
      read; 74 output not written.
      """
  )

  /// The files and directories to check; `-` is standard input.
  @Argument(help: ArgumentHelp("Files (.ics), directories, or - for standard input.", valueName: "path"))
  var paths: [String]

  @OptionGroup var json: JSONOption

  func validate() throws {
    if paths.isEmpty { throw ValidationError("give at least one file or directory to check") }
  }

  func run() throws {
    let out = OutputStream(fd: 1)
    let err = OutputStream(fd: 2)
    var array = LintJSONArray(out: out)
    var files = 0, unreadable = 0, errors = 0, warnings = 0
    for entry in LintInputs.files(paths) {
      if let problem = entry.problem {
        err.writeLine("recur lint: \(entry.path): \(problem)")
        unreadable += 1
        continue
      }
      let shown = entry.path == "-" ? "<stdin>" : entry.path
      let summary: LintSummary
      do {
        summary = try ICalendarParser.lint(contentsOfFile: entry.path) { d in
          if json.enabled {
            array.append(d, file: shown)
          } else {
            out.writeLine(d.rendered(file: shown))
          }
        }
      } catch {
        if error.isLimit {
          // Over a limit of SECURITY.md (a content line over 8 MiB): bad data, not unreadable.
          err.writeLine("recur lint: error: \(error.description)")
          files += 1
          errors += 1
          continue
        }
        err.writeLine("recur lint: cannot read \(error.description)")
        unreadable += 1
        continue
      }
      files += 1
      errors += summary.errors
      warnings += summary.warnings
    }
    if json.enabled { array.finish() }
    out.flush()
    err.writeLine("recur lint: " + Self.summary(files: files, errors: errors, warnings: warnings,
                                                 unreadable: unreadable))
    err.flush()
    if unreadable > 0 { throw ExitStatus.usage }
    if errors > 0 { throw ExitStatus.dataError }
    if warnings > 0 { throw ExitStatus.warningsOnly }
  }

  /// `3 files checked: 2 errors, 1 warning` (`, 1 unreadable` when some could not be read).
  static func summary(files: Int, errors: Int, warnings: Int, unreadable: Int) -> String {
    func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
    var text = "\(count(files, "file")) checked: \(count(errors, "error")), \(count(warnings, "warning"))"
    if unreadable > 0 { text += ", \(unreadable) unreadable" }
    return text
  }
}
