// HTTP over FoundationNetworking's URLSession (libcurl on Linux): plain http on loopback and
// TLS where the URL is https (RFC 9110, RFC 9112). Redirects are handed back to the caller.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The production transport: an ephemeral URLSession with bounded timeouts and no cache,
/// cookies or automatic redirects.
///
/// Example: `try await URLSessionTransport(timeout: 30).send(HTTPRequest(method: "GET", url: u))`
/// returns a 301 as a response rather than following it.
public final class URLSessionTransport: HTTPTransport {
  private let session: URLSession

  /// A transport whose requests time out after `timeout` seconds without progress and after
  /// `4 × timeout` seconds in all.
  public init(timeout: TimeInterval = 30) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout * 4
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    configuration.httpMaximumConnectionsPerHost = 4
    session = URLSession(configuration: configuration, delegate: RedirectRefusal(), delegateQueue: nil)
  }

  deinit { session.finishTasksAndInvalidate() }

  /// Sends the request once; throws `SyncError.unreachable` when no response arrives.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    urlRequest.httpBody = request.body
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: urlRequest)
    } catch {
      throw SyncError.unreachable(method: request.method, url: request.url.redactedString,
                                  detail: Self.describe(error))
    }
    guard let http = response as? HTTPURLResponse else {
      throw SyncError.unreachable(method: request.method, url: request.url.redactedString,
                                  detail: "not an HTTP response")
    }
    var headers: [String: String] = [:]
    for (key, value) in http.allHeaderFields {
      if let name = key as? String, let text = value as? String { headers[name] = text }
    }
    return HTTPResponse(status: http.statusCode, headers: headers, body: data)
  }

  /// A short description of a URLSession error (its code and localized text, no URL).
  private static func describe(_ error: any Error) -> String {
    let ns = error as NSError
    switch ns.code {
    case NSURLErrorTimedOut: return "timed out"
    case NSURLErrorCannotConnectToHost: return "connection refused"
    case NSURLErrorCannotFindHost: return "host not found"
    case NSURLErrorNetworkConnectionLost: return "connection lost"
    case NSURLErrorSecureConnectionFailed, NSURLErrorServerCertificateUntrusted,
         NSURLErrorServerCertificateHasBadDate, NSURLErrorServerCertificateNotYetValid,
         NSURLErrorServerCertificateHasUnknownRoot:
      return "TLS failure (\(ns.code))"
    default: return "network error \(ns.code)"
    }
  }
}

/// Refuses every automatic redirect so that the client sees 3xx responses and follows them
/// itself, with a bound and with credentials kept to the original origin.
private final class RedirectRefusal: NSObject, URLSessionTaskDelegate, Sendable {
  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }
}
