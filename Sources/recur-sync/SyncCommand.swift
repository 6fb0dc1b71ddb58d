// `recur sync STORE.json --url COLLECTION [--user U] [--password-env VAR]` (README,
// docs/SYNC.md): two-way sync of a reminders store with a CalDAV VTODO collection (RFC 4791).
// Exit: 0 done, 64 usage (or several calendars without --calendar), 65 bad store or sidecar,
// 69 server unreachable, TLS refused, server failing, 404 or refusing an object, 75 store busy or changed meanwhile,
// 77 authentication refused, 403 or discovery leading to another origin, 70 internal error.
// Lives in the separate `recur-sync` executable (docs/ARCHITECTURE.md): `recur sync` execs it,
// so only this binary links FoundationNetworking, libcurl and FoundationXML.

import ArgumentParser
import Foundation
import Sync

/// Syncs a reminders store with a CalDAV collection and prints a summary line.
struct SyncCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sync",
    abstract: "Two-way sync of a reminders store with a CalDAV VTODO collection.",
    discussion: """
      Local creates, edits and deletes are pushed; remote ones are pulled. A reminder changed on
      both sides is a conflict: the newer change wins on both sides (the server's LAST-MODIFIED
      against the store file's modification time) and the other version is kept in the store as
      a copy titled "… (conflict copy)". State lives in STORE.json.sync. An interrupted sync can
      be run again. docs/SYNC.md explains each step. Over https the certificate must chain to a
      CA in the system trust store (docs/SYNC.md "HTTPS" says how to add your own).
      Credentials and reminders go only to the scheme, host and port of --url: if discovery
      leads elsewhere the sync stops and prints the URL it found (docs/SYNC.md "Security").
      From a server root with several VTODO calendars, choose one with --calendar (--list shows
      them); the calendar found is printed and kept in STORE.json.sync.
      Exit status: 0 success, 64 usage error (also: several calendars and no --calendar),
      65 bad store or sync state, 69 server unreachable, TLS failure, response over the limits,
      404/405 or no VTODO calendar, or the server refused an object (the rest is synced),
      75 another sync of the store is running or the store changed during the sync (run again),
      77 authentication failed, access forbidden (403, e.g. a read-only calendar) or discovery
      led to another origin, 70 internal error.
      """
  )

  @Argument(help: "The reminders JSON store (its sync state is kept in STORE.json.sync).")
  var store: String

  @Option(help: "The CalDAV collection URL, or a server root to discover it from.")
  var url: String

  @Option(help: "The calendar to sync when --url leads to several: its URL, path or display name.")
  var calendar: String?

  @Flag(help: "List the calendars --url leads to (URL, display name, component types, read-only or read-write, tab-separated) and exit; the store is not read.")
  var list = false

  @Option(help: "The user name for HTTP Basic authentication.")
  var user: String?

  @Option(name: .customLong("password-env"), help: "The environment variable holding the password.")
  var passwordEnv: String?

  @Option(help: "Seconds one request may take in all, its whole answer included.")
  var timeout: Double = 30

  @Option(name: .customLong("max-response-mib"), help: "The largest response body accepted, in MiB after decompression (1–4096).")
  var maxResponseMiB: Int = 64

  func run() throws {
    func fail(_ message: String, _ status: ExitCode) -> ExitCode {
      SyncOutput.err("recur sync: error: \(message)\n")
      return status
    }
    guard let given = URL(string: url), let scheme = given.scheme?.lowercased(), ["http", "https"].contains(scheme),
          given.host != nil else {
      throw fail("--url \(URL.redacting(url)): not an http or https URL", ExitStatus.usage)
    }
    // A `user:password@` in --url is taken out of the URL (never printed or stored) and used
    // as the credentials unless --user is given.
    let (target, embedded) = given.splittingCredentials()
    if embedded != nil {
      SyncOutput.err("recur sync: warning: a password in --url can be read by other users "
        + "from the process list; prefer --user with --password-env\n")
    }
    var credentials: Credentials?
    switch (user, passwordEnv) {
    case (nil, nil):
      credentials = embedded
    case let (user?, variable?):
      guard let password = ProcessInfo.processInfo.environment[variable] else {
        throw fail("--password-env \(variable): the environment variable is not set", ExitStatus.usage)
      }
      credentials = Credentials(user: user, password: password)
    case (nil, _?):
      throw fail("--password-env needs --user", ExitStatus.usage)
    case (_?, nil):
      throw fail("--user needs --password-env VAR naming the variable that holds the password", ExitStatus.usage)
    }
    guard timeout > 0, timeout <= 3600 else { throw fail("--timeout \(timeout): give 0 < seconds ≤ 3600", ExitStatus.usage) }
    guard (1...4096).contains(maxResponseMiB) else {
      throw fail("--max-response-mib \(maxResponseMiB): give 1 to 4096", ExitStatus.usage)
    }

    var options = SyncOptions(storePath: store, url: target, credentials: credentials)
    options.calendar = calendar
    options.progress = { line in SyncOutput.err(line + "\n") }
    let engine = SyncEngine(transport: URLSessionTransport(timeout: timeout, maximumBodyBytes: maxResponseMiB << 20), codec: ReminderTodoCodec(), options: options)

    if list {
      switch BlockingRun.wait({ try await engine.calendars() }) {
      case let .success(calendars):
        let lines = calendars.map { $0.line + "\n" }.joined()
        SyncOutput.out(lines)
        return
      case let .failure(error as SyncError):
        throw fail(error.scrubbed(with: credentials).scrubbed(with: embedded).description, Self.exitStatus(error))
      case let .failure(error):
        throw fail(credentials?.scrub("\(error)") ?? "\(error)", ExitStatus.internalError)
      }
    }

    switch BlockingRun.wait({ try await engine.run() }) {
    case let .success(summary):
      for refusal in summary.refusals {
        SyncOutput.err("recur sync: error: \(refusal.scrubbed(with: credentials).scrubbed(with: embedded))\n")
      }
      SyncOutput.out("sync: \(summary)\n")
      // Everything else was synced; the status still says that objects were refused.
      if let first = summary.refusals.first {
        throw summary.refusals.contains { if case .refused(_, _, 403, _) = $0 { true } else { false } }
          ? ExitStatus.noPermission : Self.exitStatus(first)
      }
    case let .failure(error as SyncError):
      throw fail(error.scrubbed(with: credentials).scrubbed(with: embedded).description, Self.exitStatus(error))
    case let .failure(error):
      let text = credentials?.scrub("\(error)") ?? "\(error)"
      throw fail(embedded?.scrub(text) ?? text, ExitStatus.internalError)
    }
  }

  /// The exit status for a sync error (documented in docs/SYNC.md "Exit status").
  static func exitStatus(_ error: SyncError) -> ExitCode {
    switch error {
    case .unauthorized, .foreignOrigin: return ExitStatus.noPermission
    case .busy, .storeChanged: return ExitStatus.tryAgain
    case .store, .state: return ExitStatus.dataError
    case .chooseCalendar: return ExitStatus.usage
    case let .refused(_, _, status, _): return status == 403 ? ExitStatus.noPermission : ExitStatus.unavailable
    // A server's answer is never a usage error: 404/405 and "no VTODO calendar here" are 69.
    case .notACalendar, .unreachable, .tls, .httpStatus, .preconditionFailed, .badResponse, .redirect, .tooLarge, .outsideCollection:
      return ExitStatus.unavailable
    case .interrupted: return ExitStatus.internalError
    }
  }
}

/// Runs async work to completion from synchronous code (the root command is synchronous).
enum BlockingRun {
  /// The result of `work`, waiting on a semaphore while it runs on the concurrency pool.
  static func wait<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) -> Result<T, any Error> {
    let box = Box<T>()
    let done = DispatchSemaphore(value: 0)
    Task {
      do { box.result = .success(try await work()) } catch { box.result = .failure(error) }
      done.signal()
    }
    done.wait()
    return box.result ?? .failure(CancellationError())
  }

  private final class Box<T>: @unchecked Sendable {
    var result: Result<T, any Error>?
  }
}
