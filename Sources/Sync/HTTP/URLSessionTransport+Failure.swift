// What a failed URLSession exchange means for `recur sync` (docs/SYNC.md "Exit status",
// "HTTPS"): connection and timeout errors, and TLS failures (RFC 8446, RFC 5280 §6 path
// validation) told apart by libcurl's error text, because FoundationNetworking on Linux
// reports every TLS failure as NSURLErrorUnknown (-1) with that text as its description.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSessionTransport {
  /// The hint appended to a refused certificate: where trust comes from on Linux.
  static let trustHint =
    "the certificate must be valid for this host and chain to a CA in the system trust store; "
    + "to trust your own CA add it there, see docs/SYNC.md \"HTTPS\""

  /// The sync error for a URLSession error with `code` and description `text`.
  ///
  /// Example (measured with Swift 6.3.1, libcurl 7.88.1, OpenSSL 3.0.19): code -1, text
  /// `SSL certificate problem: self-signed certificate` → `.tls` with that text and
  /// `trustHint`; code -1004 → `.unreachable(… "connection refused")`.
  static func failure(method: String, url: String, code: Int, text: String) -> SyncError {
    switch code {
    case NSURLErrorTimedOut: return .unreachable(method: method, url: url, detail: "timed out")
    case NSURLErrorCannotConnectToHost: return .unreachable(method: method, url: url, detail: "connection refused")
    case NSURLErrorCannotFindHost: return .unreachable(method: method, url: url, detail: "host not found")
    case NSURLErrorNetworkConnectionLost: return .unreachable(method: method, url: url, detail: "connection lost")
    case NSURLErrorServerCertificateUntrusted, NSURLErrorServerCertificateHasBadDate,
         NSURLErrorServerCertificateNotYetValid, NSURLErrorServerCertificateHasUnknownRoot:
      return .tls(method: method, url: url, detail: certificateDetail(text.isEmpty ? "certificate refused (\(code))" : text))
    case NSURLErrorSecureConnectionFailed:
      return .tls(method: method, url: url, detail: text.isEmpty ? "handshake failed (\(code))" : text)
    default:
      break
    }
    let lower = text.lowercased()
    if lower.contains("certificate") {
      // libcurl: "SSL certificate problem: …" (CURLE_PEER_FAILED_VERIFICATION) and
      // "SSL: no alternative certificate subject name matches target host name '…'".
      return .tls(method: method, url: url, detail: certificateDetail(text))
    }
    if lower.hasPrefix("ssl") || lower.contains("ssl routines") || lower.contains("openssl") || lower.contains("tls") {
      // e.g. "OpenSSL/3.0.19: error:0A00010B:SSL routines::wrong version number": an https
      // URL on a port that speaks plain HTTP.
      return .tls(method: method, url: url, detail: "handshake failed: \(text)")
    }
    return .unreachable(method: method, url: url, detail: text.isEmpty ? "network error \(code)" : "network error \(code): \(text)")
  }

  /// A certificate failure's text with the hint on how trust is configured.
  private static func certificateDetail(_ text: String) -> String {
    "\(text); \(trustHint)"
  }
}
