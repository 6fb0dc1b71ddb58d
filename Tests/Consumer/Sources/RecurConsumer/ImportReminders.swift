// The example of Sources/Reminders/Reminders.docc/ImportingReminders.md, as written there.

import Foundation
import Reminders

/// Imports the VTODOs of an .ics file (Apple Reminders, Thunderbird, Google) as reminders.
func importReminders(path: String) throws -> [String] {
  let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
  let result = ReminderImporter.importCalendar(bytes)
  for diagnostic in result.diagnostics { print(diagnostic) }  // what was kept only as text
  return result.store.reminders.map(\.title)
}
