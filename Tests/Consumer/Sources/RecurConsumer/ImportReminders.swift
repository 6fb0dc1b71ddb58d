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

import Foundation
import ICalendar
import Reminders

/// Writes a store as an .ics file (one VTODO per reminder, one VTIMEZONE per zone it uses).
func exportReminders(_ store: ReminderStore, to path: String) throws -> [String] {
  let (calendar, warnings) = store.calendar()   // DTSTAMP: the store's latest instant
  try Data(ICalendarWriter.bytes([calendar])).write(to: URL(fileURLWithPath: path), options: .atomic)
  return warnings   // zones that could not be loaded (their TZID is kept, with no VTIMEZONE)
}
