// HTTP over FoundationNetworking's URLSession (libcurl on Linux): plain http on loopback and
// TLS where the URL is https (RFC 9110, RFC 9112), the certificate checked against the system
// trust store (docs/SYNC.md "HTTPS"). Redirects are handed back to the caller.

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
  private let delegate = SessionDelegate()

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
    session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
  }

  deinit { session.finishTasksAndInvalidate() }

  /// Sends the request once; throws `SyncError.unreachable`, or `.tls` for a refused
  /// certificate or failed handshake, when no response arrives.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    urlRequest.httpBody = request.body
    let (data, response, error) = await exchange(urlRequest)
    if let error {
      // FoundationNetworking cannot hand back a 401/407 that carries a challenge: the
      // delegate cancels the challenge and recorded the status, which we return as is.
      if let status = delegate.challengeStatus(of: error.taskIdentifier) {
        return HTTPResponse(status: status)
      }
      let ns = error.error as NSError
      throw Self.failure(method: request.method, url: request.url.redactedString,
                         code: ns.code, text: ns.localizedDescription)
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

  /// Runs one data task; returns its data and response, or its error with the task's id.
  private func exchange(_ request: URLRequest) async -> (Data, URLResponse?, TaskFailure?) {
    await withCheckedContinuation { (continuation: CheckedContinuation<(Data, URLResponse?, TaskFailure?), Never>) in
      let box = TaskIdentifierBox()
      let task = session.dataTask(with: request) { data, response, error in
        if let error {
          continuation.resume(returning: (Data(), nil, TaskFailure(taskIdentifier: box.value, error: error)))
        } else {
          continuation.resume(returning: (data ?? Data(), response, nil))
        }
      }
      box.value = task.taskIdentifier
      task.resume()
    }
  }
}

/// A failed task: its identifier and error.
private struct TaskFailure {
  let taskIdentifier: Int
  let error: any Error
}

/// Holds a task identifier set after the task is created (read in its completion handler,
/// which runs only after `resume()`).
private final class TaskIdentifierBox: @unchecked Sendable {
  var value = -1
}

/// Refuses every automatic redirect (the client follows them itself, bounded, keeping
/// credentials to the original origin) and cancels authentication challenges, recording the
/// status (401 or 407) of each challenged task so the transport can report it.
private final class SessionDelegate: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
  private let lock = NSLock()
  private var challenged: [Int: Int] = [:]

  /// The status of a task whose authentication challenge was cancelled, if any (removed).
  func challengeStatus(of taskIdentifier: Int) -> Int? {
    lock.withLock { challenged.removeValue(forKey: taskIdentifier) }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
    completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
  ) {
    let status = (challenge.failureResponse as? HTTPURLResponse)?.statusCode ?? 401
    lock.withLock { challenged[task.taskIdentifier] = status }
    completionHandler(.cancelAuthenticationChallenge, nil)
  }
}
