// Errors of the sync phase (STYLE.md habit 4): each a value naming the method, URL and status
// of the HTTP exchange (RFC 9110 §15) or the file and what is wrong with it.

import Foundation

/// Everything that can stop a sync, with where it happened.
///
/// Example: a PUT answered with 412 is
/// `.preconditionFailed(method: "PUT", url: "http://127.0.0.1:5232/u/c/a.ics")`, described as
/// `PUT http://127.0.0.1:5232/u/c/a.ics: 412 Precondition Failed (changed by another client)`.
public enum SyncError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No response: connection refused, timeout, DNS failure (exit 69).
  case unreachable(method: String, url: String, detail: String)
  /// No TLS connection: the server's certificate was refused (not trusted, expired, or not
  /// for this host) or the handshake failed, e.g. an https URL on a plain-HTTP port (exit 69).
  case tls(method: String, url: String, detail: String)
  /// 401 or 403 on a request that needed authorization (exit 77).
  case unauthorized(method: String, url: String, status: Int)
  /// A write of one object refused by the server (400, 403, 409, 413, 415, 422 on a PUT or
  /// DELETE), with the server's words: the rest of the sync goes on; the next sync retries it.
  case refused(method: String, url: String, status: Int, detail: String)
  /// Several VTODO calendars were found and `--calendar` did not pick one (exit 64): the
  /// candidates as `URL ("display name")` lines.
  case chooseCalendar(url: String, choice: String?, candidates: [String])
  /// 412: the resource changed since we read its ETag (RFC 9110 §13.1.1).
  case preconditionFailed(method: String, url: String)
  /// A status the step does not accept (e.g. 404 for the collection, 500).
  case httpStatus(method: String, url: String, status: Int, detail: String)
  /// A body we cannot read: malformed XML, a multistatus without hrefs, bad iCalendar.
  case badResponse(method: String, url: String, detail: String)
  /// More redirects than the client follows, or a redirect to another origin.
  case redirect(method: String, url: String, detail: String)
  /// The URL does not lead to a calendar collection that holds VTODOs.
  case notACalendar(url: String, detail: String)
  /// The reminders store cannot be read or written (exit 65).
  case store(path: String, detail: String)
  /// The sidecar sync state cannot be read or written (exit 65).
  case state(path: String, detail: String)
  /// Discovery from `--url` led to a URL on another origin (scheme, host or port): nothing
  /// is sent there; the user reruns with `--url` of that server's collection (exit 77).
  case foreignOrigin(given: String, found: String, via: String)
  /// A write to a server-supplied path outside the collection, refused before sending.
  case outsideCollection(method: String, path: String, collection: String)
  /// A response body over the size limit (counted after decompression), stopped mid-stream.
  case tooLarge(method: String, url: String, limit: Int)
  /// Another sync holds the store's lock (exit 75).
  case busy(path: String, waited: Double)
  /// The store was changed by someone else during every pass; nothing was written over it
  /// (exit 75).
  case storeChanged(path: String)
  /// A test-injected stop between two requests.
  case interrupted(afterRequests: Int)

  /// One line: where, what, why.
  public var description: String {
    switch self {
    case let .unreachable(method, url, detail):
      return "\(method) \(url): server unreachable (\(detail))"
    case let .tls(method, url, detail):
      return "\(method) \(url): TLS failure (\(detail))"
    case let .unauthorized(method, url, status):
      return status == 401
        ? "\(method) \(url): 401 Unauthorized (check --user and --password-env)"
        : "\(method) \(url): 403 Forbidden (the server forbids this account access here, e.g. a read-only calendar or one shared without this right)"
    case let .refused(method, url, status, detail):
      return "\(method) \(url): the server refused this object with \(status) \(Self.reason(status))"
        + (status == 403 ? " (forbidden: read-only calendar or object)" : "")
        + (detail.isEmpty ? "" : ": \(detail)") + "; the rest was synced, the next sync tries it again"
    case let .chooseCalendar(url, choice, candidates):
      let head = choice.map { "--calendar \($0) names none of the VTODO calendars found from \(url)" }
        ?? "\(url) leads to \(candidates.count) VTODO calendars; choose one with --calendar NAME|URL"
      return head + ": " + candidates.joined(separator: ", ")
    case let .preconditionFailed(method, url):
      return "\(method) \(url): 412 Precondition Failed (changed by another client)"
    case let .httpStatus(method, url, status, detail):
      return "\(method) \(url): unexpected status \(status)\(detail.isEmpty ? "" : " (\(detail))")"
    case let .badResponse(method, url, detail):
      return "\(method) \(url): unreadable response (\(detail))"
    case let .redirect(method, url, detail):
      return "\(method) \(url): \(detail)"
    case let .notACalendar(url, detail):
      return "\(url): not a VTODO calendar collection (\(detail))"
    case let .store(path, detail):
      return "\(path): \(detail)"
    case let .state(path, detail):
      return "\(path): bad sync state (\(detail))"
    case let .foreignOrigin(given, found, via):
      return "\(given): discovery leads to \(found) (\(via)), on another origin than --url; "
        + "nothing was sent there (credentials and reminders go only to the scheme, host and port you named): "
        + "to sync with it, run again with --url \(found) or the URL of the collection there"
    case let .outsideCollection(method, path, collection):
      return "\(method) \(path): refused, the path is outside the collection \(collection)"
    case let .tooLarge(method, url, limit):
      return "\(method) \(url): response body larger than \(Self.mebibytes(limit)) (the limit, see --max-response-mib); stopped reading"
    case let .busy(path, waited):
      return "\(path): another recur sync of this store is running (lock held for \(Int(waited)) s); try again when it has finished"
    case let .storeChanged(path):
      return "\(path): the store was changed by another program during the sync; its changes are kept, run recur sync again to sync them"
    case let .interrupted(count):
      return "interrupted after \(count) requests"
    }
  }

  /// The same error with the password scrubbed from every text it carries.
  public func scrubbed(with credentials: Credentials?) -> SyncError {
    guard let c = credentials else { return self }
    switch self {
    case let .unreachable(m, u, d): return .unreachable(method: m, url: c.scrub(u), detail: c.scrub(d))
    case let .tls(m, u, d): return .tls(method: m, url: c.scrub(u), detail: c.scrub(d))
    case let .unauthorized(m, u, s): return .unauthorized(method: m, url: c.scrub(u), status: s)
    case let .refused(m, u, s, d): return .refused(method: m, url: c.scrub(u), status: s, detail: c.scrub(d))
    case let .chooseCalendar(u, ch, list): return .chooseCalendar(url: c.scrub(u), choice: ch.map(c.scrub), candidates: list.map(c.scrub))
    case let .preconditionFailed(m, u): return .preconditionFailed(method: m, url: c.scrub(u))
    case let .httpStatus(m, u, s, d): return .httpStatus(method: m, url: c.scrub(u), status: s, detail: c.scrub(d))
    case let .badResponse(m, u, d): return .badResponse(method: m, url: c.scrub(u), detail: c.scrub(d))
    case let .redirect(m, u, d): return .redirect(method: m, url: c.scrub(u), detail: c.scrub(d))
    case let .notACalendar(u, d): return .notACalendar(url: c.scrub(u), detail: c.scrub(d))
    case let .store(p, d): return .store(path: p, detail: c.scrub(d))
    case let .state(p, d): return .state(path: p, detail: c.scrub(d))
    case let .foreignOrigin(g, f, v): return .foreignOrigin(given: c.scrub(g), found: c.scrub(f), via: v)
    case let .outsideCollection(m, p, col): return .outsideCollection(method: m, path: c.scrub(p), collection: c.scrub(col))
    case let .tooLarge(m, u, l): return .tooLarge(method: m, url: c.scrub(u), limit: l)
    case .busy, .storeChanged, .interrupted: return self
    }
  }

  /// The reason phrase of the statuses a write may be refused with (RFC 9110 §15, RFC 4918 §11).
  static func reason(_ status: Int) -> String {
    switch status {
    case 400: return "Bad Request"
    case 403: return "Forbidden"
    case 409: return "Conflict"
    case 413: return "Content Too Large"
    case 415: return "Unsupported Media Type"
    case 422: return "Unprocessable Content"
    default: return ""
    }
  }

  /// `64 MiB` for 67,108,864; bytes below one MiB as `N bytes`.
  static func mebibytes(_ bytes: Int) -> String {
    bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
  }
}
