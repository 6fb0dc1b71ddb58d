// A transport wrapper that counts requests (all, and writes per RFC 9110 §9.2.1 unsafe
// methods) and can stop after a number of them, to test interrupted syncs.

import Foundation

/// Counts the requests passing through to another transport; optionally throws
/// `SyncError.interrupted` instead of sending request number `limit + 1`.
///
/// Example: `CountingTransport(URLSessionTransport(), limit: 3)` lets three requests through
/// and fails the fourth before it is sent.
public final class CountingTransport: HTTPTransport, @unchecked Sendable {
  private let base: any HTTPTransport
  private let lock = NSLock()
  private var sent = 0
  private var written = 0
  private var log: [String] = []
  /// The number of requests let through before the rest fail; nil for no limit.
  public let limit: Int?

  /// Wraps `base`, failing every request after the first `limit` when a limit is given.
  public init(_ base: any HTTPTransport, limit: Int? = nil) {
    self.base = base
    self.limit = limit
  }

  /// Requests sent so far.
  public var requests: Int { lock.withLock { sent } }
  /// Write requests (not GET/HEAD/OPTIONS/PROPFIND/REPORT) sent so far.
  public var writes: Int { lock.withLock { written } }
  /// `METHOD path` of each request sent, in order.
  public var methods: [String] { lock.withLock { log } }

  /// Counts and forwards the request, or throws `.interrupted` past the limit.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let allowed: Bool = lock.withLock {
      if let limit, sent >= limit { return false }
      sent += 1
      if request.isWrite { written += 1 }
      log.append("\(request.method) \(request.url.path)")
      return true
    }
    guard allowed else { throw SyncError.interrupted(afterRequests: limit ?? 0) }
    return try await base.send(request)
  }
}
