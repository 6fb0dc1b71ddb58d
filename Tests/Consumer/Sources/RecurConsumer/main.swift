// Runs each job's example on samples/ and checks its result; exits 1 on the first mismatch.
// Usage: RecurConsumer <samples directory>

import Foundation
import Reminders
import Zones

let samples = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "samples"
var failures = 0

@MainActor func check(_ job: String, _ ok: Bool, _ detail: String) {
  print("\(ok ? "ok  " : "FAIL") \(job): \(detail)")
  if !ok { failures += 1 }
}

do {
  let file = try readFile(path: "\(samples)/thunderbird-tasks.ics")
  // samples/thunderbird-tasks.ics: its two VTODOs' SUMMARY lines, in file order.
  check("read a file", file.summaries == ["Gym", "Quarterly report"], "\(file.summaries)")

  let lines = try expandRule()
  // README.md "Using the library": the expected output written there.
  check("expand a rule", lines == ["2026-01-31T09:00:00 2026-01-31T14:00:00Z",
                                   "2026-02-28T09:00:00 2026-02-28T14:00:00Z",
                                   "2026-03-31T09:00:00 2026-03-31T13:00:00Z"], "\(lines)")

  let occurrences = try listOccurrences(path: "\(samples)/google-calendar.ics")
  // samples/google-calendar.ics: "Morning run" is weekly MO,WE,FR at 07:00 New York from
  // 2026-01-05; the anniversary (2026-02-14) is outside the week.
  check("list occurrences", occurrences == ["20260105T070000 Morning run", "20260107T070000 Morning run",
                                            "20260109T070000 Morning run"], "\(occurrences)")

  let next = try completeReminder(storePath: "\(samples)/reminders.json")
  // Reminders' `complete(at:)` documentation (docs/FORMATS.md): on time → 2026-02-28T09:00:00.
  check("complete a reminder", next == "2026-02-28T09:00:00", next)

  let imported = try importReminders(path: "\(samples)/apple-reminders.ics")
  // samples/apple-reminders.ics: its three VTODOs' SUMMARY lines, in file order.
  check("import reminders", imported == ["Take vitamins", "Pay rent", "Renew passport"], "\(imported)")

  let now = Instant(secondsSinceEpoch: 1_795_348_800)  // 2026-11-22T12:00:00Z
  let requests = try planNotifications(storePath: "\(samples)/reminders.json", now: now,
                                       device: try Zone.named("Europe/Paris"))
  // Planner's article: with .coverage, "Pay rent" is planned within the 64.
  check("plan notifications", requests.count == 64 && requests.contains { $0.title == "Pay rent" },
        "\(requests.count) requests")

  // Reminders' "Importing and exporting reminders": export, then import the file again.
  let store = ReminderImporter.importCalendar(Array(try Data(contentsOf: URL(fileURLWithPath: "\(samples)/apple-reminders.ics")))).store
  let exported = FileManager.default.temporaryDirectory.appendingPathComponent("recur-consumer-\(getpid()).ics").path
  defer { try? FileManager.default.removeItem(atPath: exported) }
  let exportWarnings = try exportReminders(store, to: exported)
  let reimported = ReminderImporter.importCalendar(Array(try Data(contentsOf: URL(fileURLWithPath: exported)))).store
  check("export reminders", exportWarnings.isEmpty && reimported.reminders == store.reminders,
        "\(reimported.reminders.map(\.title)), warnings \(exportWarnings)")

  // Planner's "Replan": one pending identifier the plan no longer has is removed; one kept.
  let kept = requests.first?.identifier ?? ""
  let update = replan(pending: [kept, "gone/20260101T000000Z"], requests: requests)
  check("replan", update.remove == ["gone/20260101T000000Z"] && update.add.count == 63 && !update.add.contains(kept),
        "remove \(update.remove), add \(update.add.count)")

  // Planner's "Smart conditions": "Evening workout" (daily 18:00 New York in samples/reminders.json);
  // a workout ending 2026-11-22T11:30:00Z (06:30 local) skips the 22nd's 18:00 (23:00Z).
  let workout = Date(timeIntervalSince1970: 1_795_347_000)   // 2026-11-22T11:30:00Z
  let skipped = try planWorkouts(storePath: "\(samples)/reminders.json", now: now, workouts: [workout])
  let unskipped = try planWorkouts(storePath: "\(samples)/reminders.json", now: now, workouts: [])
  check("smart conditions", skipped.map(\.description) == ["2026-11-23T23:00:00Z", "2026-11-24T23:00:00Z"]
        && unskipped.first?.description == "2026-11-22T23:00:00Z", "\(skipped) / \(unskipped)")

  // Zones' "Zones and Foundation": New York's 2026 gap and fold (docs/SEMANTICS.md), and a
  // Date through the bridges (2026-11-22T12:00:00Z is 07:00 EST).
  let gapFold = try gapAndFold()
  check("gap and fold", gapFold.map(\.description) == ["2026-03-08T07:30:00Z", "2026-11-01T05:30:00Z"], "\(gapFold)")
  guard let newYork = TimeZone(identifier: "America/New_York") else { throw URLError(.badURL) }
  let (date, components, back) = try bridge(Date(timeIntervalSince1970: 1_795_348_800), in: newYork)
  check("bridges", date.timeIntervalSince1970 == 1_795_348_800 && components.hour == 7 && components.day == 22
        && back?.description == "2026-11-22T07:00:00", "\(components), \(back?.description ?? "-")")
  let paris = try parisFromFoundation()
  // Paris is UTC+1 on 2026-11-22 (CET).
  check("zone from Foundation", paris.civil(at: now).description == "2026-11-22T13:00:00", paris.civil(at: now).description)

  // The umbrella landing page: the same instants as "expand a rule".
  let ends = try nextMonthEnds()
  check("import Recur", ends.map(\.description) == ["2026-01-31T14:00:00Z", "2026-02-28T14:00:00Z", "2026-03-31T13:00:00Z"],
        "\(ends)")

  // Conformance's "Running the cross-check": the corpus and 50 generated rules, none unexplained.
  let report = try crossCheck(random: 50)
  check("cross-check", report.unexplained == 0 && report.cases > 50, "\(report.cases) cases, \(report.agree) agree, \(report.unexplained) unexplained")

  let engine = try makeSyncEngine(storePath: "/nonexistent/reminders.json")
  check("sync setup", engine.client.credentials?.user == "alice", "engine built, not run")

  // README.md's examples: run on samples/ (the store on a copy, since it is saved).
  try printLastDaysOfMonth()
  try printWeek(of: "\(samples)/google-calendar.ics", from: Instant(secondsSinceEpoch: 1_767_571_200),
                to: Instant(secondsSinceEpoch: 1_768_176_000))
  let copy = FileManager.default.temporaryDirectory.appendingPathComponent("recur-consumer-\(getpid()).json").path
  try? FileManager.default.removeItem(atPath: copy)
  try FileManager.default.copyItem(atPath: "\(samples)/reminders.json", toPath: copy)
  defer { try? FileManager.default.removeItem(atPath: copy) }
  let readmeRequests = try completeAndPlan(storePath: copy, now: now, device: try Zone.named("Europe/Paris"))
  // Completing "Pay rent" at `now` (2026-11-22) moves its due to 2026-11-30 09:00 New York.
  let rent = try ReminderStore.load(path: copy).reminders.first { $0.title == "Pay rent" }
  check("README complete and plan", rent?.due?.description == "2026-11-30T09:00:00" && readmeRequests.count == 64,
        "Pay rent due \(rent?.due?.description ?? "-"), \(readmeRequests.count) requests")
  let exportCopy = copy + ".ics"
  defer { try? FileManager.default.removeItem(atPath: exportCopy) }
  let titles = try roundTrip(from: "\(samples)/apple-reminders.ics", to: exportCopy)
  let again = ReminderImporter.importCalendar(Array(try Data(contentsOf: URL(fileURLWithPath: exportCopy)))).store
  check("README import and export", titles == ["Take vitamins", "Pay rent", "Renew passport"]
        && again.reminders.map(\.title) == titles, "\(titles)")
  let unexplained = try crossCheckCorpus()
  check("README cross-check", unexplained == 0, "\(unexplained) unexplained")
  guard let local = URL(string: "http://127.0.0.1:5232/alice/tasks/") else { throw URLError(.badURL) }
  check("README sync setup", makeSync(storePath: copy, url: local).client.credentials == nil, "engine built, not run")
} catch {
  print("FAIL: \(error.localizedDescription)")
  failures += 1
}
exit(failures == 0 ? 0 : 1)
