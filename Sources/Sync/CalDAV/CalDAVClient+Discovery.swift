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
    return (CollectionProperties(response), answered)
  }

  /// The VTODO collection `url` names: `url` itself when it is a calendar holding VTODOs,
  /// else the first such calendar (by href) in the user's calendar home found from `url` or
  /// from the server's `/.well-known/caldav`. At most 8 requests.
  ///
  /// Example: `http://127.0.0.1:5232/` with user alice → `/.well-known/caldav` redirects to
  /// `/`, whose current-user-principal is `/alice/`, whose calendar-home-set is `/alice/`,
  /// whose only VTODO calendar is `/alice/tasks/`.
  public func discoverCollection(from url: URL) async throws -> (URL, CollectionProperties) {
    let (props, answered) = try await properties(of: url)
    if props.holdsTodos { return (answered, props) }
    if props.isCalendar {
      throw SyncError.notACalendar(url: answered.redactedString,
                                   detail: "its supported components are \(props.components.joined(separator: ", "))")
    }
    var principal = props.principal
    var homes = props.calendarHomes
    var base = answered
    if homes.isEmpty, principal == nil, let wellKnown = URL(string: "/.well-known/caldav", relativeTo: url)?.absoluteURL {
      let (root, rootURL) = try await properties(of: wellKnown)
      if root.holdsTodos { return (rootURL, root) }
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
    let calendars = members.responses
      .map { (href: $0.href, props: CollectionProperties($0)) }
      .filter { $0.props.holdsTodos }
      .sorted { $0.href < $1.href }
    guard let first = calendars.first,
          let found = URL(string: first.href, relativeTo: homeAnswered)?.absoluteURL else {
      throw SyncError.notACalendar(url: homeAnswered.redactedString, detail: "the calendar home has no VTODO calendar")
    }
    try checkOrigin(found, given: url, via: "calendar in the calendar-home-set")
    guard let key = DAVHref.key(first.href, relativeTo: homeAnswered), let collection = DAVHref.url(key, on: homeAnswered) else {
      throw SyncError.notACalendar(url: homeAnswered.redactedString, detail: "the calendar home has no usable VTODO calendar href")
    }
    return (collection, first.props)
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
