// The Swift blocks of README.md "Using the library", word for word and in order (checked by
// scripts/consumer.sh), so the README's examples compile against the package.

import Foundation
import Recur

func roundTrip(from path: String, to exportPath: String) throws -> [String] {
  let imported = ReminderImporter.importCalendar(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
  let (calendar, _) = imported.store.calendar()   // one VTODO per reminder, VTIMEZONEs
  try Data(ICalendarWriter.bytes([calendar])).write(to: URL(fileURLWithPath: exportPath))
  return imported.store.reminders.map(\.title)
}

import Recur

func printLastDaysOfMonth() throws {
  let rule = try RecurrenceRule(parsing: "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1")
  let start = try RecurrenceTime(contentLine: "DTSTART;TZID=America/New_York:20260131T090000")
  for occurrence in try RuleSequence(rule: rule, start: start).prefix(3) {
    // `instant` is nil for DATE and floating starts, which name no instant.
    print(occurrence.civil, occurrence.instant.map { "\($0)" } ?? "floating")
  }
  // 2026-01-31T09:00:00 2026-01-31T14:00:00Z
  // 2026-02-28T09:00:00 2026-02-28T14:00:00Z
  // 2026-03-31T09:00:00 2026-03-31T13:00:00Z   (EDT from March 8)
}

import Foundation
import Recur

func printWeek(of path: String, from: Instant, to: Instant) throws {
  let calendar = OccurrenceCalendar(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
  for occurrence in calendar.occurrences(from: from, to: to) {
    print(occurrence.start?.iCalendarText ?? "-", occurrence.summary ?? occurrence.uid)
  }
}

import Foundation
import Recur

func completeAndPlan(storePath: String, now: Instant, device: Zone) throws -> [NotificationRequest] {
  var store = try ReminderStore.load(path: storePath)
  if let i = store.reminders.firstIndex(where: { $0.title == "Pay rent" }) {
    _ = try store.reminders[i].complete(at: now)   // .advanced(from:to:) or .completed
  }
  try store.save(path: storePath)
  let reminders = try store.reminders.map { try PlannableReminder(reminder: $0, floatingZone: device, now: now) }
  let plan = NotificationPlanner(now: now, policy: PlanPolicy(budget: 64, reserve: 14, strategy: .coverage))
    .plan(reminders)
  return plan.notificationRequests(reminders: store.reminders, floatingZone: device, categories: [:])
}

func makeSync(storePath: String, url: URL) -> SyncEngine {
  SyncEngine(transport: URLSessionTransport(), codec: ReminderTodoCodec(),
             options: SyncOptions(storePath: storePath, url: url))   // then `try await run()`
}

import Conformance

func crossCheckCorpus() throws -> Int {
  let report = ConformanceRunner(native: NativeEngine()).run(try ProjectCorpus.file().cases)
  print(ConformanceReportText.render(report))
  return report.unexplained   // 0: every disagreement with libical is explained
}
