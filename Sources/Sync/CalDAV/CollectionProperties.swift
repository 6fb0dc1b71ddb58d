// What a PROPFIND Depth 0 tells about a resource (RFC 4918 §15 live properties, RFC 4791 §5.2.3
// supported-calendar-component-set, RFC 6578 §4 sync-token, RFC 5397 current-user-principal,
// RFC 4791 §6.2.1 calendar-home-set, and CalendarServer's getctag).

import Foundation

/// The properties of a collection (or principal, or server root) the sync needs.
///
/// Example: Radicale answers for `/alice/tasks/` with `isCalendar: true`,
/// `components: ["VTODO"]`, `syncToken: "http://radicale.org/ns/sync/…"`, `ctag: "\"…\""`.
public struct CollectionProperties: Sendable, Equatable {
  /// Whether `resourcetype` holds `{caldav}calendar`.
  public var isCalendar = false
  /// The component names from `supported-calendar-component-set`; empty when not reported
  /// (RFC 4791 §5.2.3: then any component type is allowed).
  public var components: [String] = []
  /// `getctag`, changing whenever any member changes.
  public var ctag: String?
  /// `sync-token` (RFC 6578 §4), present when the server supports sync-collection.
  public var syncToken: String?
  /// Whether `supported-report-set` lists sync-collection.
  public var supportsSyncCollection = false
  /// The `current-user-principal` href (RFC 5397 §3), if any.
  public var principal: String?
  /// The `calendar-home-set` hrefs (RFC 4791 §6.2.1).
  public var calendarHomes: [String] = []
  /// `displayname`.
  public var displayName: String?

  /// The privileges of `current-user-privilege-set` (RFC 3744 §5.4), lower-case local names
  /// such as `read`, `write-content`; nil when the server did not report the property.
  public var privileges: [String]?

  /// Whether the server says this account may not change members: privileges reported and
  /// none of `all`, `write`, `write-content` (RFC 3744 §3.1–3.3). Unknown counts as writable.
  public var isReadOnly: Bool {
    guard let privileges else { return false }
    return !privileges.contains { ["all", "write", "write-content"].contains($0) }
  }

  /// Whether this collection may hold VTODOs.
  public var holdsTodos: Bool { isCalendar && (components.isEmpty || components.contains("VTODO")) }

  /// The prefixed property names a Depth 0 PROPFIND asks for.
  static let requested = [
    "d:resourcetype", "d:displayname", "cs:getctag", "d:sync-token", "d:supported-report-set",
    "c:supported-calendar-component-set", "d:current-user-principal", "c:calendar-home-set",
    "d:current-user-privilege-set",
  ]

  /// Reads the properties of one multistatus response.
  init(_ response: Multistatus.Response) {
    let dav = DAVElement.dav, cal = DAVElement.caldav
    isCalendar = response.property(dav, "resourcetype")?.child(cal, "calendar") != nil
    components = response.property(cal, "supported-calendar-component-set")?
      .all(cal, "comp").compactMap { $0.attributes["name"]?.uppercased() } ?? []
    ctag = response.property(DAVElement.calendarServer, "getctag")?.trimmedText.nonEmpty
    syncToken = response.property(dav, "sync-token")?.trimmedText.nonEmpty
    supportsSyncCollection = response.property(dav, "supported-report-set")?.all(dav, "supported-report")
      .contains { $0.child(dav, "report")?.child(dav, "sync-collection") != nil } ?? false
    principal = response.property(dav, "current-user-principal")?.child(dav, "href")?.trimmedText.nonEmpty
    calendarHomes = response.property(cal, "calendar-home-set")?.all(dav, "href")
      .compactMap { $0.trimmedText.nonEmpty } ?? []
    displayName = response.property(dav, "displayname")?.trimmedText.nonEmpty
    privileges = response.property(dav, "current-user-privilege-set").map { set in
      set.all(dav, "privilege").flatMap { $0.children.map { $0.name.lowercased() } }
    }
  }

  /// Empty properties.
  public init() {}
}

extension String {
  /// nil for the empty string.
  var nonEmpty: String? { isEmpty ? nil : self }
}
