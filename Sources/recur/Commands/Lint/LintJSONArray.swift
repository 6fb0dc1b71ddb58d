// `recur lint --json` (README): the diagnostics of every file as one JSON array, written one
// diagnostic at a time, so memory stays flat however many diagnostics a file has (a few MB of
// hostile input can hold hundreds of thousands). The layout is the one JSONEncoder writes for
// the whole array (pretty-printed, sorted keys); strings are escaped by the tool's one JSON
// string writer, `PlanJSON.string`.

import ICalendar
import Planner

/// Streams a JSON array of diagnostics to an `OutputStream`.
///
/// ```
/// [
///   {
///     "column" : 1,
///     "file" : "broken.ics",
///     "line" : 2,
///     "message" : "name 'version' is not uppercase; write 'VERSION'",
///     "severity" : "warning"
///   }
/// ]
/// ```
struct LintJSONArray {
  private let out: OutputStream
  private var count = 0

  /// An array written to `out`; call `finish()` after the last diagnostic.
  init(out: OutputStream) { self.out = out }

  /// Writes `diagnostic` of `file` as the array's next element.
  mutating func append(_ diagnostic: Diagnostic, file: String) {
    out.write(count == 0 ? "[\n" : ",\n")
    count += 1
    out.write("  {\n    \"column\" : \(diagnostic.column),\n    \"file\" : ")
    out.write(PlanJSON.string(file))
    out.write(",\n    \"line\" : \(diagnostic.line),\n    \"message\" : ")
    out.write(PlanJSON.string(diagnostic.message))
    out.write(",\n    \"severity\" : ")
    out.write(PlanJSON.string(diagnostic.severity.rawValue))
    out.write("\n  }")
  }

  /// Ends the array (`[\n\n]\n` when empty, as JSONEncoder writes an empty array).
  func finish() {
    out.write(count == 0 ? "[\n\n]\n" : "\n]\n")
  }
}
