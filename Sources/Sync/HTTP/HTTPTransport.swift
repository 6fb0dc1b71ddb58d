// The seam between the CalDAV client and the network: one request in, one response out
// (RFC 9110 semantics; no redirect following, no retries, no authentication here).

import Foundation

/// Sends one HTTP request and returns the server's response without following redirects.
///
/// Implementations throw `SyncError.unreachable` when no response arrives (connection refused,
/// timeout, TLS failure). Tests wrap a transport to count requests or inject failures.
public protocol HTTPTransport: Sendable {
  /// Sends `request` once and returns the response, whatever its status.
  func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
