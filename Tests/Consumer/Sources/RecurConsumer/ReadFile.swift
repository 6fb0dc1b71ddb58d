// The example of Sources/ICalendar/ICalendar.docc/ReadingAFile.md, as written there.

import ICalendar

/// Reads an .ics file and returns the summaries of its to-dos and its diagnostics.
func readFile(path: String) throws -> (summaries: [String], diagnostics: [Diagnostic]) {
  let result = try ICalendarParser.parse(contentsOfFile: path)
  var summaries: [String] = []
  for calendar in result.components where calendar.name == "VCALENDAR" {
    for todo in calendar.components(named: "VTODO") {
      summaries.append(todo.firstProperty(named: "SUMMARY")?.rawValue ?? "(untitled)")
    }
  }
  // Syntax problems do not stop the reading: each names its line and column.
  for diagnostic in result.diagnostics { print(diagnostic) }
  return (summaries, result.diagnostics)
}
