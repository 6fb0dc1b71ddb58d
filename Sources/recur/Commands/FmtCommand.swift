// `recur fmt FILE|- [-o OUT]`: canonical iCalendar (RFC 5545 §3.1): CRLF, folded at 75 octets
// never inside a UTF-8 sequence, names uppercased; every property, parameter, value and unknown
// component kept as read. Input with syntax errors is refused (exit 65) with its diagnostics.

import ArgumentParser
import ICalendar

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
    // The input is read once (a pipe, a FIFO or `<(…)` can be read only once), within the
    // content-line and size limits; so `fmt F -o F` formats F from the bytes read, and the
    // atomic write replaces F only when the new text is complete.
    let bytes: [UInt8]
    do {
      bytes = try BoundedFileReader.read(file, maxLineBytes: InputLimits.maxContentLineBytes)
    } catch {
      if error.isLimit {
        err.writeLine("recur fmt: error: \(error.description)")
        throw ExitStatus.dataError
      }
      err.writeLine("recur fmt: cannot read \(error.description)")
      throw ExitStatus.usage
    }
    // Pass 1: syntax check without building the tree.
    var syntaxErrors: [Diagnostic] = []
    _ = ICalendarParser.lint(bytes) { d in
      if d.severity == .error && d.phase == .syntax { syntaxErrors.append(d) }
    }
    if !syntaxErrors.isEmpty {
      for d in syntaxErrors { err.writeLine(d.rendered(file: shown)) }
      throw ExitStatus.dataError
    }
    // Pass 2: the formatted output, streamed from the bytes in memory.
    var writer = ICalendarWriter()
    if let output {
      try OutputFile.write(to: output, command: "fmt", err: err) { fd in
        do {
          _ = try ICalendarParser.stream(bytes) { event in
            writer.write(event)
            if writer.bytes.count >= 1 << 16 {
              guard writer.takeBytes().withUnsafeBytes({ AtomicFileWriter.writeAll(fd, $0) }) else {
                throw FileWriteError(path: output, message: "")
              }
            }
          }
        } catch {
          return false
        }
        return writer.takeBytes().withUnsafeBytes { AtomicFileWriter.writeAll(fd, $0) }
      }
    } else {
      let out = OutputStream(fd: 1)
      _ = try ICalendarParser.stream(bytes) { event in
        writer.write(event)
        if writer.bytes.count >= 1 << 16 { out.write(bytes: writer.takeBytes()) }
      }
      out.write(bytes: writer.takeBytes())
      out.flush()
    }
  }
}
