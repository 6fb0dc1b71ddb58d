// `recur-sync`: the CalDAV sync tool (RFC 4791), a separate executable so that the main `recur`
// does not link FoundationNetworking, libcurl and FoundationXML (docs/ARCHITECTURE.md).
// `recur sync ARGS…` execs `recur-sync sync ARGS…`; `recur-sync ARGS…` works on its own too.

import ArgumentParser

/// The root command: named `recur` so help and usage read `recur sync …`, as users type it.
@main
struct RecurSync: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "recur",
    abstract: "CalDAV sync for Recur (run as `recur sync`).",
    subcommands: [SyncCommand.self],
    defaultSubcommand: SyncCommand.self
  )

  /// Runs the command line, with stdio output (help, usage errors) checked at exit (exit 74).
  static func main() {
    SyncOutput.checkStandardOutputAtExit()
    main(nil)
  }
}
