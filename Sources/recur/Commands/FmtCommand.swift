// `recur fmt FILE|- [-o OUT]`: canonical iCalendar (RFC 5545 §3.1): CRLF, folded at 75 octets
// never inside a UTF-8 sequence, names uppercased; every property, parameter, value and unknown
// component kept as read. Input with syntax errors is refused (exit 65) with its diagnostics.

import ArgumentParser
import ICalendar

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Rewrites an iCalendar file in canonical form, streaming.
struct FmtCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fmt",
    abstract: "Write an iCalendar file in canonical form.",
    discussion: """
      Output: CRLF line endings, lines folded at 75 octets (never inside a UTF-8 \
      sequence), property, parameter and component names uppercased, a leading \
      byte order mark dropped. Values, parameter values (quotes included), order \
      and unknown or X- components are kept byte for byte. If the input has \
      syntax errors (a line that cannot be read, unbalanced BEGIN/END, invalid \
      UTF-8) nothing is written, the errors go to standard error as \
      FILE:LINE:COL: error: message, and the exit status is 65. Unreadable \
      input: 64.
      """
  )

  /// The file to format, or `-` for standard input.
  @Argument(help: "The .ics file, or - for standard input.")
  var file: String

  /// Where to write; standard output when absent.
  @Option(name: .shortAndLong, help: "Write to OUT instead of standard output.")
  var output: String?

  func run() throws {
    let shown = file == "-" ? "<stdin>" : file
    let err = OutputStream(fd: 2)
    defer { err.flush() }
    // Pass 1: syntax check without building the tree (standard input is read into memory once).
    var stdinBytes: [UInt8]? = nil
    var syntaxErrors: [Diagnostic] = []
    let collect: (Diagnostic) -> Void = { d in
      if d.severity == .error && d.phase == .syntax { syntaxErrors.append(d) }
    }
    do {
      if file == "-" {
        let bytes = try readAll(fd: 0)
        stdinBytes = bytes
        _ = ICalendarParser.lint(bytes, collect)
      } else {
        _ = try ICalendarParser.lint(contentsOfFile: file, collect)
      }
    } catch let e as FileReadError {
      err.writeLine("recur fmt: cannot read \(e.description)")
      throw ExitStatus.usage
    }
    if !syntaxErrors.isEmpty {
      for d in syntaxErrors { err.writeLine(d.rendered(file: shown)) }
      throw ExitStatus.dataError
    }
    // Pass 2: stream the formatted output.
    var fd: Int32 = 1
    if let output {
      fd = output.withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
      if fd < 0 {
        err.writeLine("recur fmt: cannot write \(output): \(String(cString: strerror(errno)))")
        throw ExitStatus.usage
      }
    }
    defer { if fd != 1 { close(fd) } }
    let out = OutputStream(fd: fd)
    var writer = ICalendarWriter()
    if let stdinBytes {
      let parsed = ICalendarParser.parse(stdinBytes)
      for c in parsed.components { writer.write(c) }
      out.write(bytes: writer.takeBytes())
    } else {
      _ = try ICalendarParser.stream(contentsOfFile: file) { event in
        writer.write(event)
        if writer.bytes.count >= 1 << 16 { out.write(bytes: writer.takeBytes()) }
      }
      out.write(bytes: writer.takeBytes())
    }
    out.flush()
  }

  private func readAll(fd: Int32) throws -> [UInt8] {
    var all: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw FileReadError(path: "-", code: errno, message: String(cString: strerror(errno)))
      }
      if n == 0 { break }
      all.append(contentsOf: chunk[0..<n])
    }
    return all
  }
}
