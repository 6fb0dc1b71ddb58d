// A self-signed TLS certificate for 127.0.0.1 (RFC 5280; subjectAltName IP 127.0.0.1 as
// RFC 6125 §6.2.1 matching wants), made by `openssl req -x509` at test time in a temporary
// folder, for the HTTPS integration tests. Keys never leave that folder.

import Foundation

/// A certificate and its private key, PEM files in `directory`.
package struct TestCertificate: Sendable {
  package struct Failure: Error, CustomStringConvertible {
    package let description: String
    package init(description: String) { self.description = description }
  }

  /// The certificate (self-signed: it is its own CA).
  package let certificatePath: String
  /// The unencrypted RSA key.
  package let keyPath: String

  /// Makes a 2048-bit RSA key and a certificate for CN=127.0.0.1 valid 2 days, named `name`.
  package static func make(in directory: String, name: String = "server") throws -> TestCertificate {
    let cert = TestCertificate(certificatePath: directory + "/\(name)-cert.pem", keyPath: directory + "/\(name)-key.pem")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=127.0.0.1",
                         "-addext", "subjectAltName=IP:127.0.0.1", "-days", "2",
                         "-keyout", cert.keyPath, "-out", cert.certificatePath]
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0, FileManager.default.fileExists(atPath: cert.certificatePath) else {
      throw Failure(description: "openssl req -x509 failed (\(process.terminationStatus)): \(text.suffix(400))")
    }
    return cert
  }
}
