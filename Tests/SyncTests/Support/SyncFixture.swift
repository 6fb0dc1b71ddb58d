// One store + one collection on a test server, with a second client that writes the
// collection directly (PUT/DELETE, as a phone or desktop calendar app would, RFC 4791 §5.3.2).

import CalDAVTestServers
import Foundation
import ICalendar
import Reminders
@testable import Sync

/// A reminders store file synced with one collection of `server`.
struct SyncFixture {
  let server: CalDAVServer
  let collection: URL
  let storePath: String
  let directory: String

  static let t2020 = Date(timeIntervalSince1970: 1_577_836_800)  // 2020-01-01T00:00:00Z

  /// A fresh collection `name` and an empty store file for it.
  static func make(_ server: CalDAVServer, _ name: String, reminders: [Reminder] = []) async throws -> SyncFixture {
    let collection = try await server.makeCollection(name)
    let directory = server.directory + "/stores/" + name
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let fixture = SyncFixture(server: server, collection: collection, storePath: directory + "/tasks.json", directory: directory)
    try fixture.write(reminders)
    return fixture
  }

  /// Replaces the store's reminders.
  func write(_ reminders: [Reminder], modified: Date? = nil) throws {
    try ReminderStore(reminders: reminders).save(path: storePath)
    if let modified {
      try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: storePath)
    }
  }

  /// The store's reminders.
  func reminders() throws -> [Reminder] { try ReminderStore.load(path: storePath).reminders }

  /// Changes the store with `edit` (its file's modification time set to `modified` if given).
  func edit(modified: Date? = nil, _ edit: (inout [Reminder]) -> Void) throws {
    var list = try reminders()
    edit(&list)
    try write(list, modified: modified)
  }

  /// Runs one sync through a counting transport; returns the summary and the counter.
  @discardableResult
  func sync(url: URL? = nil, calendar: String? = nil, limit: Int? = nil, credentials: Credentials? = nil,
            checkpoint: @escaping @Sendable (String) throws -> Void = { _ in },
            transport: (any HTTPTransport)? = nil) async throws -> (SyncSummary, CountingTransport) {
    let counter = CountingTransport(transport ?? URLSessionTransport(timeout: 30), limit: limit)
    var options = SyncOptions(storePath: storePath, url: url ?? collection, credentials: credentials ?? server.credentials)
    options.checkpoint = checkpoint
    options.calendar = calendar
    options.progress = { _ in }
    var summary = try await SyncEngine(transport: counter, codec: ReminderTodoCodec(), options: options).run()
    summary.requests = counter.requests
    return (summary, counter)
  }

  /// A second client on the same collection.
  var other: CalDAVClient { CalDAVClient(transport: URLSessionTransport(timeout: 30), credentials: server.credentials) }

  /// The collection's resources: path → (etag, text).
  func remote() async throws -> [String: RemoteObject] {
    let listing = try await other.listETags(of: collection)
    let objects = try await other.fetch(listing.keys.sorted(), from: collection)
    return Dictionary(objects.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
  }

  /// The collection's VTODOs by UID.
  func remoteTodos() async throws -> [String: Component] {
    var result: [String: Component] = [:]
    for object in try await remote().values {
      guard let calendar = ICalendarParser.parse(object.calendarData).calendar else { continue }
      for todo in calendar.components(named: "VTODO") {
        if let uid = todo.firstProperty(named: "UID")?.text { result[uid] = todo }
      }
    }
    return result
  }

  /// The path and object holding `uid`.
  func remoteObject(_ uid: String) async throws -> RemoteObject? {
    try await remote().values.first { object in
      ICalendarParser.parse(object.calendarData).calendar?.components(named: "VTODO")
        .contains { $0.firstProperty(named: "UID")?.text == uid } ?? false
    }
  }

  /// The second client rewrites `uid`'s VTODO with `change`, stamping LAST-MODIFIED `modified`.
  func remoteEdit(_ uid: String, modified: Date = Date(), _ change: (inout Component) -> Void) async throws {
    guard let object = try await remoteObject(uid), var calendar = ICalendarParser.parse(object.calendarData).calendar,
          let i = calendar.components.firstIndex(where: { $0.name == "VTODO" && $0.firstProperty(named: "UID")?.text == uid }) else {
      throw CalDAVServer.Failure(description: "no remote VTODO \(uid)")
    }
    change(&calendar.components[i])
    calendar.components[i].setProperty(Property(name: "LAST-MODIFIED", rawValue: UTCStamp.format(modified)))
    calendar.components[i].setProperty(Property(name: "DTSTAMP", rawValue: UTCStamp.format(modified)))
    try await other.put(ICalendarWriter.string(calendar), at: object.path, on: collection, precondition: .none)
  }

  /// The second client creates a VTODO resource at `name`.
  func remoteCreate(uid: String, summary: String, extra: [String] = [], name: String? = nil) async throws {
    let stamp = UTCStamp.format(Date())
    let lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Other App//EN", "BEGIN:VTODO", "UID:\(uid)",
                 "DTSTAMP:\(stamp)", "LAST-MODIFIED:\(stamp)", "SUMMARY:\(summary)", "STATUS:NEEDS-ACTION"]
      + extra + ["END:VTODO", "END:VCALENDAR", ""]
    let path = (DAVHref.key(collection.absoluteString, relativeTo: collection) ?? "/") + (name ?? "other-\(uid).ics")
    try await other.put(lines.joined(separator: "\r\n"), at: path, on: collection, precondition: .absent)
  }

  /// The second client deletes `uid`'s resource.
  func remoteDelete(_ uid: String) async throws {
    guard let object = try await remoteObject(uid) else { throw CalDAVServer.Failure(description: "no remote VTODO \(uid)") }
    try await other.delete(at: object.path, on: collection, precondition: .none)
  }

  /// Both sides reduced to comparable facts: store `id|title|completed` and remote `uid|summary`, sorted.
  func snapshot() async throws -> (local: [String], remote: [String]) {
    let local = try reminders().map { "\($0.id)|\($0.title)|\($0.completed)" }.sorted()
    let remote = try await remoteTodos().map { "\($0.key)|\($0.value.firstProperty(named: "SUMMARY")?.text ?? "")" }.sorted()
    return (local, remote)
  }
}

/// Reminders for tests: fixed UUIDs so expectations can be written out.
enum Sample {
  static func id(_ n: Int) -> String {
    let digits = String(n)
    return "A0000000-0000-4000-8000-" + String(repeating: "0", count: 12 - digits.count) + digits
  }

  /// `count` reminders: plain, all-day, and zoned monthly-on-the-31st in turn.
  static func reminders(_ count: Int) -> [Reminder] {
    (1...max(1, count)).prefix(count).map { n in
      switch n % 3 {
      case 1:
        return Reminder(id: id(n), title: "Task \(n)", tags: ["home"])
      case 2:
        return Reminder(id: id(n), title: "Task \(n)", due: ReminderDue(json: "2026-12-01"))
      default:
        return Reminder(id: id(n), title: "Task \(n)", due: ReminderDue(json: "2026-01-31T09:00:00"),
                        timeZone: "America/New_York",
                        recurrence: ReminderRecurrence(frequency: .monthly, interval: 1, monthDay: 31))
      }
    }
  }
}
