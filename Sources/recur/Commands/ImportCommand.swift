// `recur import [--json] FILE.ics|-`: VTODOs → reminders JSON (DESIGN.md §3, §4; issue 5).
// Diagnostics go to standard error as `FILE:LINE:COL: error|warning: message`.
// Exit: 0 when at least one todo was read (warnings may have been printed), 65 when no todo
// could be read (not iCalendar, no VTODO, or broken beyond reading), 64 unreadable file.

import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ICalendar
import Reminders
import Zones

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// read(2) under one name on Linux and Darwin.
private func Glibc_read(_ fd: Int32, _ p: UnsafeMutableRawPointer?, _ n: Int) -> Int {
  #if canImport(Glibc)
  return Glibc.read(fd, p, n)
  #else
  return Darwin.read(fd, p, n)
  #endif
}

/// Reads the todos of an .ics file into a reminders store.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Read the VTODOs of an iCalendar file as reminders JSON.",
    discussion: """
      Reads todos written by Apple Reminders, Thunderbird, Nextcloud Tasks, \
      Tasks.org, Evolution, Outlook and Google. Unknown properties (X-APPLE-…, \
      X-MOZ-…, VALARMs) are kept in each reminder's "ical" list so `recur \
      export` gives them back. Zone names resolve as IANA, then Windows/Outlook \
      names (CLDR), then vendor prefixes, then the file's VTIMEZONE, else \
      floating (with a warning). The store is printed as JSON on standard output \
      (--json names that default explicitly); diagnostics go to standard error.

      Exit status: 0 some todos read, 65 none could be read, 64 usage error or \
      unreadable file.
      """
  )

  /// `--json` names the default (and only) output form explicitly.
  @OptionGroup var json: JSONOption

  @Argument(help: "The .ics file, or - for standard input.")
  var file: String

  func run() throws {
    let err = OutputStream(fd: 2)
    let shown = file == "-" ? "<stdin>" : file
    let bytes = try ReminderIO.read(file, command: "import", err: err)
    let result = ReminderImporter.importCalendar(bytes)
    for d in result.diagnostics { err.writeLine(d.rendered(file: shown)) }
    guard result.importedAny else {
      err.writeLine("\(shown): error: no VTODO could be read; nothing imported")
      err.flush()
      throw ExitStatus.dataError
    }
    err.flush()
    let out = OutputStream(fd: 1)
    out.write(bytes: result.store.jsonData())
    out.flush()
  }
}

/// File reading, store loading and time parsing shared by the reminder commands.
enum ReminderIO {
  /// The bytes of `path` (`-`: standard input); exit 64 when unreadable.
  static func read(_ path: String, command: String, err: OutputStream) throws -> [UInt8] {
    let data: Data?
    if path == "-" {
      data = readStandardInput()
    } else {
      data = FileManager.default.contents(atPath: path)
    }
    guard let data else {
      err.writeLine("recur \(command): cannot read \(path)")
      err.flush()
      throw ExitStatus.usage
    }
    return [UInt8](data)
  }

  /// Everything on standard input, read with read(2) (FileHandle is not in FoundationEssentials);
  /// nil on a read error.
  static func readStandardInput() -> Data? {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { Glibc_read(0, $0.baseAddress, $0.count) }
      if n == 0 { return Data(bytes) }
      if n < 0 {
        if errno == EINTR { continue }
        return nil
      }
      bytes.append(contentsOf: chunk[0..<n])
    }
  }

  /// The store in `path`; exit 65 (naming the reminder and field) when it is not valid.
  static func loadStore(_ path: String, command: String, err: OutputStream) throws -> ReminderStore {
    let bytes = try read(path, command: command, err: err)
    do {
      return try ReminderStore(json: Data(bytes))
    } catch {
      err.writeLine("\(path == "-" ? "<stdin>" : path): error: \(error.description)")
      err.flush()
      throw ExitStatus.dataError
    }
  }

}
