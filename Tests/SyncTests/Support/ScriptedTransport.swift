// A transport answering from a script, for client tests without a server (RFC 9110 statuses
// chosen per test).

import Foundation
@testable import Sync

/// Answers each request with the first scripted rule that matches it, and records requests.
final class ScriptedTransport: HTTPTransport, @unchecked Sendable {
  typealias Rule = @Sendable (HTTPRequest) -> HTTPResponse?
  private let lock = NSLock()
  private let rules: [Rule]
  private var log: [HTTPRequest] = []

  init(_ rules: [Rule]) { self.rules = rules }

  var requests: [HTTPRequest] { lock.withLock { log } }

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    lock.withLock { log.append(request) }
    for rule in rules {
      if let response = rule(request) { return response }
    }
    return HTTPResponse(status: 404)
  }
}
