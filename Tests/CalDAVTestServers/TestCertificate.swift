// A throwaway certificate authority and a TLS server certificate it signed for 127.0.0.1
// (RFC 5280; subjectAltName IP 127.0.0.1 as RFC 6125 §6.2.1 matching wants), made by `openssl`
// at test time in a temporary folder for the HTTPS integration tests. The CA's key is deleted
// once it has signed, so nothing else can ever chain to that CA; keys never leave the folder.

import Foundation

/// A CA certificate, and a server certificate and key it signed, PEM files in `directory`.
package struct TestCertificate: Sendable {
  package struct Failure: Error, CustomStringConvertible {
    package let description: String
    package init(description: String) { self.description = description }
  }

  /// The server's certificate (a leaf: `CA:FALSE`, `serverAuth`), signed by `authorityPath`.
  package let certificatePath: String
  /// The server's unencrypted RSA key.
  package let keyPath: String
  /// The throwaway CA's self-signed certificate: what a client must trust.
  package let authorityPath: String

  /// Makes a CA "Recur test CA <name>" (2048-bit RSA, its key deleted after use) and a
  /// certificate for CN=127.0.0.1 it signed, both valid 2 days, files named after `name`.
  package static func make(in directory: String, name: String = "server") throws -> TestCertificate {
    let cert = TestCertificate(certificatePath: directory + "/\(name)-cert.pem", keyPath: directory + "/\(name)-key.pem",
                               authorityPath: directory + "/\(name)-ca-cert.pem")
    let caKey = directory + "/\(name)-ca-key.pem", request = directory + "/\(name)-req.pem"
    let extensions = directory + "/\(name)-ext.cnf"
    defer { for f in [caKey, request, extensions, directory + "/\(name)-ca-cert.srl"] { try? FileManager.default.removeItem(atPath: f) } }
    try "subjectAltName=IP:127.0.0.1\nbasicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n"
      .write(toFile: extensions, atomically: true, encoding: .utf8)
    try openssl(["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=Recur test CA \(name)",
                 "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign",
                 "-days", "2", "-keyout", caKey, "-out", cert.authorityPath])
    try openssl(["req", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=127.0.0.1", "-keyout", cert.keyPath, "-out", request])
    try openssl(["x509", "-req", "-in", request, "-CA", cert.authorityPath, "-CAkey", caKey, "-CAcreateserial",
                 "-days", "2", "-extfile", extensions, "-out", cert.certificatePath])
    return cert
  }

  /// Runs `openssl ARGS`; throws with its stderr when it fails.
  private static func openssl(_ args: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["openssl"] + args
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(description: "openssl \(args.prefix(2).joined(separator: " ")) failed (\(process.terminationStatus)): \(text.suffix(400))")
    }
  }
}
