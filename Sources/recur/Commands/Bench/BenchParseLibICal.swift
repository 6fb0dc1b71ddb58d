// `recur bench libical-parse FILE` (hidden): the libical side of `recur bench parse`: reads the
// file and runs libical's `icalparser_parse_string` on its bytes (RFC 5545 text) once.

#if LibICalOracle
import ArgumentParser
import LibICal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Parses a file with libical and prints how many child components it built.
struct BenchLibICalParse: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "libical-parse",
    abstract: "Parse a file with libical's icalparser_parse_string (used by bench parse).",
    shouldDisplay: false
  )

  /// The file to parse.
  @Argument(help: "The .ics file.")
  var file: String

  func run() throws {
    let fd = file.withCString { open($0, O_RDONLY) }
    guard fd >= 0 else { throw ExitStatus.usage }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n <= 0 { break }
      bytes.append(contentsOf: chunk[0..<n])
    }
    let r = LibICalParser.parse(bytes)
    let out = OutputStream()
    out.writeLine("libical: parsed=\(r.parsed) components=\(r.childComponents)")
    out.flush()
    if !r.parsed { throw ExitStatus.dataError }
  }
}
#endif
