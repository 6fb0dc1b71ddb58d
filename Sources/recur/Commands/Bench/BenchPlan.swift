// `recur bench plan`: `recur plan` against `recur lint` on the same generated file of VTODOs
// (Benchmarks/: plan on 100k reminders ≤ 2× lint), each run as a child process of this binary
// (process start included), best of a few runs, timed with a monotonic clock.

import ArgumentParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Times `recur plan FILE --now T -o /dev/null` and `recur lint FILE`, and prints the ratio.
struct BenchPlan: ParsableCommand, BenchInputHelp {
  static let configuration = CommandConfiguration(
    commandName: "plan",
    abstract: "Compare `recur plan` with `recur lint` on the same file (target: plan ≤ 2× lint).",
    usage: """
      recur bench plan [--file <file>] [--count <count>] [--runs <runs>]
                       [--now <now>]
      """
  )

  /// --file, --count and --runs, shared with the other file benchmarks.
  @OptionGroup var options: BenchInputOptions<Self>

  /// --file's words (`BenchInputOptions`).
  static let fileHelp = "The .ics file to plan (default: generate one with gen-todos)."
  /// --count's words (`BenchInputOptions`).
  static let countHelp = "VTODOs to generate when --file is absent."

  @Option(help: "The --now given to recur plan.")
  var now: String = "20261122T120000Z"

  func run() throws {
    let (file, count, runs) = (options.file, options.count, options.runs)
    guard count >= 0, runs >= 1 else { throw ValidationError("--count must be >= 0 and --runs >= 1") }
    let input = try BenchFile(file: file, count: count, command: "plan")
    defer { input.remove() }
    let path = input.path
    let megabytes = input.megabytes
    let exe = BenchParse.selfPath()
    var plan: BenchParse.Sample? = nil
    var lint: BenchParse.Sample? = nil
    for _ in 0..<runs {
      lint = BenchParse.best(lint, try BenchParse.spawn([exe, "lint", path]))
      plan = BenchParse.best(plan, try BenchParse.spawn([exe, "plan", path, "--now", now, "-o", "/dev/null"]))
    }
    guard let plan, let lint else { throw ExitStatus.internalError }
    let out = OutputStream()
    out.writeLine("file: \(path) (\(BenchParse.fmt(megabytes, 1)) MB)")
    out.writeLine("runs: \(runs) per side; fastest time, largest peak RSS")
    for (name, s) in [("recur lint", lint), ("recur plan", plan)] {
      let label = name + String(repeating: " ", count: max(0, 12 - name.count))
      out.writeLine(label + BenchParse.fmt(s.seconds, 3) + " s  peak RSS "
        + BenchParse.fmt(Double(s.maxRSSKiB) / 1024, 1) + " MiB  exit \(s.status)")
    }
    out.writeLine("plan/lint time ratio: " + BenchParse.fmt(plan.seconds / lint.seconds, 2) + "x (target ≤ 2.00x)")
    out.flush()
    if plan.status != 0 { throw ExitStatus.internalError }
  }
}
