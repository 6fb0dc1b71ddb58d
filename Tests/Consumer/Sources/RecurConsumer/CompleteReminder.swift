// The example of Sources/Reminders/Reminders.docc/CompletingAReminder.md, as written there.

import Reminders
import Zones

/// Completes "Pay rent" of a reminders store on time and returns its next due.
func completeReminder(storePath: String) throws -> String {
  var store = try ReminderStore.load(path: storePath)
  guard let index = store.reminders.firstIndex(where: { $0.title == "Pay rent" }) else { return "absent" }
  // Monthly on the 31st at 09:00 New York, due 2026-01-31; done at 10:00 New York.
  let doneAt = Instant(secondsSinceEpoch: 1_769_871_600)  // 2026-01-31T15:00:00Z
  switch try store.reminders[index].complete(at: doneAt) {
  case .advanced(_, let next):
    return next.description  // the short month is clamped, not skipped: 2026-02-28T09:00:00
  case .completed:
    return "completed"
  }
}
