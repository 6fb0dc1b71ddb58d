// HTTP over FoundationNetworking's URLSession (libcurl on Linux): plain http on loopback and
// TLS where the URL is https (RFC 9110, RFC 9112), the certificate checked against the system
// trust store (docs/SYNC.md "HTTPS"). Redirects are handed back to the caller.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The production transport: an ephemeral URLSession with no cache, cookies or automatic
/// redirects; each exchange is bounded in time (`timeout` for the whole exchange, body
/// included) and in size (`maximumBodyBytes` of body after decompression, counted while it
/// streams in, so memory stays bounded whatever the server sends).
///
/// Example: `try await URLSessionTransport(timeout: 30).send(HTTPRequest(method: "GET", url: u))`
/// returns a 301 as a response rather than following it; a body still arriving after 30 s,
/// or growing past 64 MiB, stops the exchange with `.unreachable` or `.tooLarge`.
public final class URLSessionTransport: HTTPTransport {
  /// The default limit on a response body: 64 MiB after decompression.
  public static let defaultMaximumBodyBytes = 64 << 20
  private let session: URLSession
  private let delegate: SessionDelegate
  /// Seconds one exchange may take in all, from sending the request to the body's last byte.
  public let timeout: TimeInterval
  /// The most body bytes accepted (after Content-Encoding is undone).
  public let maximumBodyBytes: Int

  /// A transport whose exchanges end after `timeout` seconds in all and whose response bodies
  /// may hold at most `maximumBodyBytes` bytes.
  public init(timeout: TimeInterval = 30, maximumBodyBytes: Int = URLSessionTransport.defaultMaximumBodyBytes) {
    self.timeout = timeout
    self.maximumBodyBytes = max(1, maximumBodyBytes)
    delegate = SessionDelegate(limit: self.maximumBodyBytes)
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    configuration.httpMaximumConnectionsPerHost = 4
    #if canImport(FoundationNetworking)
    session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: InlineOperationQueue())
    #else
    session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    #endif
  }

  deinit { session.invalidateAndCancel() }

  /// Sends the request once; throws `SyncError.unreachable` (no answer, or not all of it within
  /// `timeout`), `.tooLarge` (body over the limit), or `.tls` for a refused certificate or
  /// failed handshake.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    urlRequest.httpBody = request.body
    urlRequest.timeoutInterval = timeout
    let where_ = request.url.redactedString
    let outcome = await exchange(urlRequest)
    switch outcome.ending ?? .finished {
    case .tooLarge:
      throw SyncError.tooLarge(method: request.method, url: where_, limit: maximumBodyBytes)
    case .expired:
      throw SyncError.unreachable(method: request.method, url: where_,
                                  detail: "timed out: no complete answer within \(Self.seconds(timeout)) (--timeout bounds the whole exchange)")
    case .challenged(let status):
      // FoundationNetworking cannot hand back a 401/407 that carries a challenge: the
      // delegate cancels the challenge and recorded the status, which we return as is.
      return HTTPResponse(status: status)
    case .failed(let error):
      let ns = error as NSError
      throw Self.failure(method: request.method, url: where_, code: ns.code, text: ns.localizedDescription)
    case .finished:
      guard let http = outcome.response else {
        throw SyncError.unreachable(method: request.method, url: where_, detail: "not an HTTP response")
      }
      var headers: [String: String] = [:]
      for (key, value) in http.allHeaderFields {
        if let name = key as? String, let text = value as? String { headers[name] = text }
      }
      return HTTPResponse(status: http.statusCode, headers: headers, body: outcome.body)
    }
  }

  /// `3 s`, `0.5 s`.
  static func seconds(_ value: TimeInterval) -> String {
    value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
  }

  /// Runs one data task through the delegate, with a deadline that cancels it.
  private func exchange(_ request: URLRequest) async -> Exchange {
    await withCheckedContinuation { (continuation: CheckedContinuation<Exchange, Never>) in
      let task = session.dataTask(with: request)
      delegate.begin(task.taskIdentifier, continuation)
      let deadline = DispatchTime.now() + .milliseconds(Int((timeout * 1000).rounded(.up)))
      DispatchQueue.global().asyncAfter(deadline: deadline) { [delegate] in
        if delegate.end(task.taskIdentifier, as: .expired) { task.cancel() }
      }
      task.resume()
    }
  }
}

#if canImport(FoundationNetworking)
/// The delegate queue of the transport's session: runs each delegate call at once, on the
/// thread that hands it over. FoundationNetworking hands every received chunk (after libcurl
/// undid gzip) to the delegate queue without waiting; on an ordinary queue a fast or
/// decompressing body piles up there far past any limit before the delegate can stop it
/// (measured: 250–320 MB for a gzip body decoding to 256 MiB with a 1 MiB limit). Run
/// inline, a chunk over the limit is dropped before the next one is read, so memory stays
/// within the limit plus one chunk. FoundationNetworking schedules its own follow-up work
/// (cancel, completion handlers) asynchronously on its work queue, so nothing waits on itself.
private final class InlineOperationQueue: OperationQueue, @unchecked Sendable {
  override func addOperation(_ block: @escaping @Sendable () -> Void) { block() }

  override func addOperation(_ operation: Operation) { operation.start() }
}
#endif

/// How an exchange ended.
private enum Ending {
  case finished, tooLarge, expired
  case challenged(Int)
  case failed(any Error)
}

/// One exchange's state: the response head, the body so far, and how it ended.
private final class Exchange: @unchecked Sendable {
  var response: HTTPURLResponse?
  var body = Data()
  var ending: Ending?
  let continuation: CheckedContinuation<Exchange, Never>
  init(_ continuation: CheckedContinuation<Exchange, Never>) { self.continuation = continuation }
}

/// Collects each task's body within the size limit, refuses every automatic redirect (the
/// client follows them itself, bounded, keeping credentials to the original origin) and
/// cancels authentication challenges, recording the status (401 or 407) so the transport can
/// report it. Every exchange resumes its continuation exactly once.
private final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let lock = NSLock()
  private let limit: Int
  private var exchanges: [Int: Exchange] = [:]
  private var challenged: [Int: Int] = [:]

  init(limit: Int) { self.limit = limit }

  /// Registers a task before it is resumed.
  func begin(_ task: Int, _ continuation: CheckedContinuation<Exchange, Never>) {
    lock.withLock { exchanges[task] = Exchange(continuation) }
  }

  /// Marks the task as ended with `ending` unless it already ended; true if this call ended
  /// it (the caller then cancels the task). The continuation is resumed on completion.
  @discardableResult
  func end(_ task: Int, as ending: Ending) -> Bool {
    lock.withLock {
      guard let exchange = exchanges[task], exchange.ending == nil else { return false }
      exchange.ending = ending
      exchange.body = Data()
      return true
    }
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                  completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
    let tooLarge: Bool = lock.withLock {
      guard let exchange = exchanges[dataTask.taskIdentifier] else { return false }
      exchange.response = response as? HTTPURLResponse
      // A declared length over the limit is refused before any of the body is read (it is
      // the length on the wire; a compressed body is counted again as it is decoded).
      let declared = response.expectedContentLength
      let encoded = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Encoding") != nil
      return !encoded && declared > Int64(limit)
    }
    if tooLarge, end(dataTask.taskIdentifier, as: .tooLarge) {
      Self.cancel(dataTask)
      completionHandler(.cancel)
      return
    }
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let over: Bool = lock.withLock {
      guard let exchange = exchanges[dataTask.taskIdentifier], exchange.ending == nil else { return false }
      guard exchange.body.count + data.count <= limit else { return true }
      exchange.body.append(data)
      return false
    }
    if over, end(dataTask.taskIdentifier, as: .tooLarge) { Self.cancel(dataTask) }
  }

  /// Cancels a task from outside FoundationNetworking's work queue, where these callbacks run
  /// (its `cancel()` waits on that queue in the toolchain's version: called here it would
  /// wait on itself). Chunks arriving meanwhile are dropped, the exchange having ended.
  static func cancel(_ task: URLSessionTask) {
    DispatchQueue.global().async { task.cancel() }
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    let exchange: Exchange? = lock.withLock {
      guard let exchange = exchanges.removeValue(forKey: task.taskIdentifier) else { return nil }
      let status = challenged.removeValue(forKey: task.taskIdentifier)
      if exchange.ending == nil {
        if let error {
          exchange.ending = status.map { .challenged($0) } ?? .failed(error)
        } else {
          exchange.ending = .finished
        }
      }
      return exchange
    }
    if let exchange { exchange.continuation.resume(returning: exchange) }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    // Off the work queue, like every call back into FoundationNetworking from here.
    DispatchQueue.global().async { completionHandler(nil) }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
    completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
  ) {
    let status = (challenge.failureResponse as? HTTPURLResponse)?.statusCode ?? 401
    lock.withLock { challenged[task.taskIdentifier] = status }
    DispatchQueue.global().async { completionHandler(.cancelAuthenticationChallenge, nil) }
  }
}
