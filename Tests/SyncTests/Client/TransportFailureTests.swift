// How URLSessionTransport names a failed exchange (docs/SYNC.md "Exit status": 69 covers
// unreachable servers and TLS). Inputs are the (code, description) pairs FoundationNetworking
// gave on Linux with Swift 6.3.1, libcurl 7.88.1 and OpenSSL 3.0.19 (measured against Radicale
// 3.9 with a self-signed certificate, see docs/SYNC.md "HTTPS"), plus the Apple NSURLError
// codes for certificate failures.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import Sync

@Suite("URLSessionTransport failure classification")
struct TransportFailureTests {
  static let url = "https://127.0.0.1:5232/alice/tasks/"

  func failure(_ code: Int, _ text: String) -> SyncError {
    URLSessionTransport.failure(method: "PROPFIND", url: Self.url, code: code, text: text)
  }

  @Test("self-signed certificate (curl 60, reported as -1) → .tls with the trust hint")
  func selfSigned() {
    #expect(failure(-1, "SSL certificate problem: self-signed certificate")
            == .tls(method: "PROPFIND", url: Self.url,
                    detail: "SSL certificate problem: self-signed certificate; " + URLSessionTransport.trustHint))
  }

  @Test("certificate for another host name (-1) → .tls with the trust hint")
  func wrongHost() {
    let text = "SSL: no alternative certificate subject name matches target host name 'localhost'"
    #expect(failure(-1, text) == .tls(method: "PROPFIND", url: Self.url, detail: text + "; " + URLSessionTransport.trustHint))
  }

  @Test("https on a plain-HTTP port (-1, OpenSSL wrong version number) → .tls handshake failed")
  func plainPort() {
    let text = "OpenSSL/3.0.19: error:0A00010B:SSL routines::wrong version number"
    #expect(failure(-1, text) == .tls(method: "PROPFIND", url: Self.url, detail: "handshake failed: " + text))
  }

  @Test("NSURLError certificate and secure-connection codes (Darwin's path) → .tls")
  func appleCodes() {
    #expect(failure(NSURLErrorServerCertificateUntrusted, "")
            == .tls(method: "PROPFIND", url: Self.url, detail: "certificate refused (\(NSURLErrorServerCertificateUntrusted)); " + URLSessionTransport.trustHint))
    #expect(failure(NSURLErrorSecureConnectionFailed, "")
            == .tls(method: "PROPFIND", url: Self.url, detail: "handshake failed (\(NSURLErrorSecureConnectionFailed))"))
  }

  @Test("connection refused, timeout, unknown → .unreachable; the description names the URL")
  func unreachable() {
    #expect(failure(NSURLErrorCannotConnectToHost, "Could not connect to the server.")
            == .unreachable(method: "PROPFIND", url: Self.url, detail: "connection refused"))
    #expect(failure(NSURLErrorTimedOut, "The request timed out.")
            == .unreachable(method: "PROPFIND", url: Self.url, detail: "timed out"))
    #expect(failure(-1, "Failure when receiving data from the peer")
            == .unreachable(method: "PROPFIND", url: Self.url, detail: "network error -1: Failure when receiving data from the peer"))
    #expect(failure(-1, "SSL certificate problem: self-signed certificate").description
            == "PROPFIND \(Self.url): TLS failure (SSL certificate problem: self-signed certificate; \(URLSessionTransport.trustHint))")
  }
}
