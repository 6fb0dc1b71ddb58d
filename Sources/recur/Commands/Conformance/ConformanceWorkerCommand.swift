// `recur conformance-worker` (hidden): the child process `recur conformance` runs libical in,
// answering one case per line of standard input (Conformance's `ConformanceWorker` protocol),
// so that a crash inside libical 3.0.16 ends this process and not the run.
// Exit: 0 at the end of input, 65 on a line that is not a request.

#if LibICalOracle
import ArgumentParser
import Conformance

/// Serves `ConformanceWorker` requests on stdin/stdout until stdin ends.
struct ConformanceWorkerCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "conformance-worker",
    abstract: "Run conformance cases from standard input (used by `recur conformance`).",
    shouldDisplay: false
  )

  func run() throws {
    let out = OutputStream(fd: 1)
    let served = ConformanceWorker.serve(
      runner: ConformanceRunner(native: NativeEngine()),
      readLine: { Swift.readLine(strippingNewline: true) },
      writeLine: { line in
        out.writeLine(line)
        out.flush()
      })
    if !served { throw ExitStatus.dataError }
  }
}
#endif
