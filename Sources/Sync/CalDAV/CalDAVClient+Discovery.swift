// Finding the VTODO collection: PROPFIND Depth 0 on the given URL; if it is not a calendar,
// RFC 6764 §5 `/.well-known/caldav`, RFC 5397 current-user-principal, RFC 4791 §6.2.1
// calendar-home-set, then the home's members with supported-calendar-component-set.

import Foundation

extension CalDAVClient {
  /// The properties of `url` from one PROPFIND Depth 0, and the URL that answered (after
  /// redirects).
  public func properties(of url: URL) async throws -> (CollectionProperties, URL) {
    let request = HTTPRequest(method: "PROPFIND", url: url, headers: ["Depth": "0"],
                              body: DAVRequestBody.propfind(CollectionProperties.requested))
    let (status, answered) = try await multistatus(request)
    let mine = status.responses.first { DAVHref.key($0.href, relativeTo: answered) == DAVHref.key(answered.absoluteString, relativeTo: answered) }
    guard let response = mine ?? status.responses.first else {
      throw SyncError.badResponse(method: "PROPFIND", url: answered.redactedString, detail: "no response element")
    }
    // Xandikos answers a PROPFIND on a missing path with 207 and a response-level 404.
    if let status = response.status, status == 404 || status == 410 {
      throw SyncError.httpStatus(method: "PROPFIND", url: answered.redactedString, status: status,
                                 detail: "the multistatus reports \(status) for it: no such collection")
    }
    return (CollectionProperties(response), answered)
  }

  /// The VTODO collection `url` names: `url` itself when it is a calendar holding VTODOs,
  /// else the one VTODO calendar in the user's calendar home found from `url` or from the
  /// server's `/.well-known/caldav`. With several, `choice` (`--calendar`: URL, path or display
  /// name) picks one; without it, or when it names none, `.chooseCalendar` lists them. At most
  /// 5 requests.
  ///
  /// Example: `http://127.0.0.1:5232/` with user alice → `/.well-known/caldav` redirects to
  /// `/`, whose current-user-principal is `/alice/`, whose calendar-home-set is `/alice/`,
  /// whose only VTODO calendar is `/alice/tasks/`.
  public func discoverCollection(from url: URL, choosing choice: String? = nil) async throws -> (URL, CollectionProperties) {
    let all = try await calendars(from: url)
    let todos = all.filter(\.properties.holdsTodos)
    if all.count == 1, let only = all.first, !only.properties.holdsTodos {
      throw SyncError.notACalendar(url: only.url.redactedString,
                                   detail: "its supported components are \(only.properties.components.joined(separator: ", "))")
    }
    guard !todos.isEmpty else {
      throw SyncError.notACalendar(url: url.redactedString, detail: "the calendar home has no VTODO calendar")
    }
    if let choice {
      var picked = todos.filter { $0.matches(choice) }
      if picked.count > 1 { picked = picked.filter { $0.displayName == choice } }
      guard picked.count == 1, let one = picked.first else {
        throw SyncError.chooseCalendar(url: url.redactedString, choice: choice, candidates: todos.map(\.candidate))
      }
      return (one.url, one.properties)
    }
    guard todos.count == 1, let one = todos.first else {
      throw SyncError.chooseCalendar(url: url.redactedString, choice: nil, candidates: todos.map(\.candidate))
    }
    return (one.url, one.properties)
  }

  /// Every calendar `url` leads to, sorted by URL: `[url]` when it is a calendar itself,
  /// else the calendars in the calendar home found through RFC 6764 `/.well-known/caldav`,
  /// RFC 5397 `current-user-principal` and RFC 4791 §6.2.1 `calendar-home-set`. Every URL
  /// named on the way stays on the origin of `url` (`.foreignOrigin` otherwise). At most 5
  /// requests.
  ///
  /// Example: Radicale's root for alice with `/alice/tasks/` (VTODO) and `/alice/work/`
  /// (VEVENT, VTODO) → both, the first with display name `tasks`.
  public func calendars(from url: URL) async throws -> [CalendarInfo] {
    let (props, answered) = try await properties(of: url)
    if props.isCalendar { return [CalendarInfo(url: answered, properties: props)] }
    var principal = props.principal
    var homes = props.calendarHomes
    var base = answered
    if homes.isEmpty, principal == nil, let wellKnown = URL(string: "/.well-known/caldav", relativeTo: url)?.absoluteURL {
      let (root, rootURL) = try await properties(of: wellKnown)
      if root.isCalendar { return [CalendarInfo(url: rootURL, properties: root)] }
      principal = root.principal
      homes = root.calendarHomes
      base = rootURL
    }
    if homes.isEmpty, let principal, let principalURL = URL(string: principal, relativeTo: base)?.absoluteURL {
      try checkOrigin(principalURL, given: url, via: "current-user-principal")
      let (p, pAnswered) = try await properties(of: principalURL)
      homes = p.calendarHomes
      base = pAnswered
    }
    guard let home = homes.first, let homeURL = URL(string: home, relativeTo: base)?.absoluteURL else {
      throw SyncError.notACalendar(url: answered.redactedString, detail: "no calendar-home-set found")
    }
    try checkOrigin(homeURL, given: url, via: "calendar-home-set")
    let request = HTTPRequest(method: "PROPFIND", url: homeURL, headers: ["Depth": "1"],
                              body: DAVRequestBody.propfind(CollectionProperties.requested))
    let (members, homeAnswered) = try await multistatus(request)
    var found: [CalendarInfo] = []
    for member in members.responses.sorted(by: { $0.href < $1.href }) {
      let props = CollectionProperties(member)
      guard props.isCalendar, let named = URL(string: member.href, relativeTo: homeAnswered)?.absoluteURL else { continue }
      try checkOrigin(named, given: url, via: "calendar in the calendar-home-set")
      guard let key = DAVHref.key(member.href, relativeTo: homeAnswered), let collection = DAVHref.url(key, on: homeAnswered) else {
        continue
      }
      found.append(CalendarInfo(url: collection, properties: props))
    }
    return found
  }

  /// Throws `.foreignOrigin` when `found` (named by the server as `via`) is not on the origin
  /// of `given`: discovery never moves to another scheme, host or port by itself.
  ///
  /// Example: `--url https://dav.example.com/` whose calendar-home-set is
  /// `https://evil.example.net/home/` → `.foreignOrigin(given: "https://dav.example.com/",
  /// found: "https://evil.example.net/home/", via: "calendar-home-set")`.
  func checkOrigin(_ found: URL, given: URL, via: String) throws {
    guard found.isSameOrigin(as: given) else {
      throw SyncError.foreignOrigin(given: given.redactedString, found: found.redactedString, via: via)
    }
  }
}
