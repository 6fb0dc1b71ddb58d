// `recur bench occurrences`: `recur occurrences` against `recur lint` and libical's component
// expansion (`recur bench libical-occurrences`) on the same calendar and window, optionally also
// recurring-ical-events (PyPI, scripts/occurrences-oracle.py); each a child process of this
// binary (process start included), best of a few runs, timed with a monotonic clock.

#if LibICalOracle
import ArgumentParser

/// Times lint, occurrences, libical's expansion (and recurring-ical-events) on one file.
struct BenchOccurrences: ParsableCommand, BenchInputHelp {
  static let configuration = CommandConfiguration(
    commandName: "occurrences",
    abstract: "Compare `recur occurrences` with `recur lint`, libical's component expansion and, if given, recurring-ical-events.",
    usage: """
      recur bench occurrences [--file <file>] [--count <count>] [--runs <runs>]
                              [--from <time>] [--to <time>] [--python <python>]
      """,
    discussion: """
      Without --file, a calendar of --count events and todos is generated with \
      gen-calendar (100,000 make about 40 MB) and removed afterwards. With \
      --python (e.g. .venv-occurrences/bin/python after scripts/occurrences-oracle.sh), \
      recurring-ical-events also lists the window through scripts/occurrences-oracle.py \
      (run from the repository root).
      """
  )

  /// --file, --count and --runs, shared with the other file benchmarks.
  @OptionGroup var options: BenchInputOptions<Self>

  /// --file's words (`BenchInputOptions`).
  static let fileHelp = "The .ics file (default: generate one with gen-calendar)."
  /// --count's words (`BenchInputOptions`).
  static let countHelp = "Events and todos to generate when --file is absent."

  @Option(help: ArgumentHelp("Window start (YYYYMMDDTHHMMSSZ).", valueName: "time"))
  var from: String = "20260601T000000Z"

  @Option(help: ArgumentHelp("Window end (YYYYMMDDTHHMMSSZ).", valueName: "time"))
  var to: String = "20260608T000000Z"

  @Option(help: "A Python with recurring-ical-events, to time it too (one run).")
  var python: String?

  func run() throws {
    let (file, count, runs) = (options.file, options.count, options.runs)
    guard count >= 0, runs >= 1 else { throw ValidationError("--count must be >= 0 and --runs >= 1") }
    _ = try NowOption.instant(from, option: "--from", command: "bench occurrences")
    _ = try NowOption.instant(to, option: "--to", command: "bench occurrences")
    let path: String
    var generated = false
    if let file {
      path = file
    } else {
      path = "/tmp/recur-bench-occurrences-\(count).ics"
      generated = true
      try OutputFile.write(to: path, command: "bench occurrences", err: OutputStream(fd: 2)) { fd in
        let out = OutputStream(fd: fd, exitOnFailure: false)
        GenerateCalendar.generate(count: count, seed: 1, into: out)
        out.flush()
        return !out.failed
      }
    }
    let input = try BenchFile(file: path, count: 0, command: "occurrences")
    defer { if generated { input.removeAlways() } }
    let exe = BenchParse.selfPath()
    var sides: [(name: String, argv: [String], runs: Int)] = [
      ("recur lint", [exe, "lint", path], runs),
      ("recur occurrences", [exe, "occurrences", path, "--from", from, "--to", to], runs),
      ("libical expansion", [exe, "bench", "libical-occurrences", path, "--from", from, "--to", to], runs),
    ]
    if let python {
      sides.append(("recurring-ical-events", [python, "scripts/occurrences-oracle.py", from, to, path], 1))
    }
    var samples: [BenchParse.Sample] = []
    for side in sides {
      var best: BenchParse.Sample? = nil
      for _ in 0..<side.runs { best = BenchParse.best(best, try BenchParse.spawn(side.argv, quiet: true)) }
      guard let best else { throw ExitStatus.internalError }
      samples.append(best)
    }
    let out = OutputStream()
    out.writeLine("file: \(path) (\(BenchParse.fmt(input.megabytes, 1)) MB), window [\(from), \(to))")
    out.writeLine("runs: \(runs) per side (recurring-ical-events 1); fastest wall and CPU (user + system) time, largest peak RSS")
    for (side, s) in zip(sides, samples) {
      let label = side.name + String(repeating: " ", count: max(0, 23 - side.name.count))
      out.writeLine(label + BenchParse.fmt(s.seconds, 3) + " s wall  " + BenchParse.fmt(s.cpuSeconds, 3) + " s CPU  peak RSS "
        + BenchParse.fmt(Double(s.maxRSSKiB) / 1024, 1) + " MiB  exit \(s.status)")
    }
    // Ratios of CPU time: on a shared machine wall time also measures the other processes.
    let occurrences = samples[1].cpuSeconds
    out.writeLine("occurrences/lint: " + BenchParse.fmt(occurrences / samples[0].cpuSeconds, 2) + "x CPU (target ≤ 2x)")
    out.writeLine("libical/occurrences: " + BenchParse.fmt(samples[2].cpuSeconds / occurrences, 2) + "x CPU (target ≥ 10x)")
    if samples.count > 3 {
      out.writeLine("recurring-ical-events/occurrences: " + BenchParse.fmt(samples[3].cpuSeconds / occurrences, 2)
        + "x CPU (target ≥ 50x)")
    }
    out.flush()
  }
}
#endif
