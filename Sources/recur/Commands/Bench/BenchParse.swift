// `recur bench parse`: `recur lint` against libical's `icalparser_parse_string` on the same
// RFC 5545 bytes, each in a child process (process start included), timed with a monotonic clock;
// peak memory is the child's ru_maxrss from wait4(2).

import ArgumentParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Times `recur lint FILE` and `recur bench libical-parse FILE` in child processes and prints the ratios.
struct BenchParse: ParsableCommand, BenchInputHelp {
  static let configuration = CommandConfiguration(
    commandName: "parse",
    abstract: "Compare `recur lint` with libical's parser on the same file (seconds, MB/s, peak RSS)."
  )

  /// --file, --count and --runs, shared with the other file benchmarks.
  @OptionGroup var options: BenchInputOptions<Self>

  /// --file's words (`BenchInputOptions`).
  static let fileHelp = "The .ics file to parse (default: generate one with gen-todos)."
  /// --count's words (`BenchInputOptions`).
  static let countHelp = "VTODOs to generate when --file is absent."

  /// One child's measurement.
  struct Sample {
    var seconds: Double
    var maxRSSKiB: Int
    var status: Int32
    /// User plus system CPU time (steadier than wall time on a shared machine).
    var cpuSeconds: Double = 0
  }

  func run() throws {
    let (file, count, runs) = (options.file, options.count, options.runs)
    let input = try BenchFile(file: file, count: count, command: "parse")
    defer { input.remove() }
    let path = input.path
    let megabytes = input.megabytes
    let exe = Self.selfPath()
    var lint: Sample? = nil
    var lib: Sample? = nil
    for _ in 0..<max(1, runs) {
      let a = try Self.spawn([exe, "lint", path])
      let b = try Self.spawn([exe, "bench", "libical-parse", path])
      lint = Self.best(lint, a)
      lib = Self.best(lib, b)
    }
    guard let lint, let lib else { throw ExitStatus.internalError }
    let out = OutputStream()
    out.writeLine("file: \(path) (\(Self.fmt(megabytes, 1)) MB)")
    out.writeLine("runs: \(max(1, runs)) per side; fastest time, largest peak RSS")
    for (name, s) in [("recur lint", lint), ("libical parse", lib)] {
      out.writeLine(name.padding(16) + Self.fmt(s.seconds, 3) + " s  " + Self.fmt(megabytes / s.seconds, 1)
        + " MB/s  peak RSS " + Self.fmt(Double(s.maxRSSKiB) / 1024, 1) + " MiB  exit \(s.status)")
    }
    out.writeLine("throughput ratio (recur/libical): " + Self.fmt(lib.seconds / lint.seconds, 1) + "x")
    out.writeLine("peak memory ratio (recur/libical): " + Self.fmt(Double(lint.maxRSSKiB) / Double(lib.maxRSSKiB), 3))
    out.flush()
  }

  static func best(_ a: Sample?, _ b: Sample) -> Sample {
    guard let a else { return b }
    return Sample(seconds: min(a.seconds, b.seconds), maxRSSKiB: max(a.maxRSSKiB, b.maxRSSKiB), status: max(a.status, b.status),
                  cpuSeconds: min(a.cpuSeconds, b.cpuSeconds))
  }

  static func fmt(_ v: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let r = (v * scale).rounded() / scale
    var s = String(r)
    if let dot = s.firstIndex(of: ".") {
      let frac = s.distance(from: dot, to: s.endIndex) - 1
      if frac < digits { s += String(repeating: "0", count: digits - frac) }
    }
    return s
  }

  /// This executable, from /proc/self/exe.
  static func selfPath() -> String {
    var buf = [CChar](repeating: 0, count: 4096)
    let n = readlink("/proc/self/exe", &buf, buf.count - 1)
    if n > 0 {
      return String(decoding: buf[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    return CommandLine.arguments[0]
  }

  /// Runs `argv` with stdout (and, when `quiet`, stderr) to /dev/null; returns wall time, peak
  /// RSS and exit status.
  static func spawn(_ argv: [String], quiet: Bool = false) throws -> Sample {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    if quiet { posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0) }
    var cargs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) }
    cargs.append(nil)
    defer { for p in cargs { free(p) } }
    var pid: pid_t = 0
    var t0 = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t0)
    let rc = posix_spawn(&pid, argv[0], &actions, nil, cargs, environ)
    guard rc == 0 else {
      OutputStream(fd: 2).writeLine("recur bench parse: cannot start \(argv[0])")
      throw ExitStatus.internalError
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    var t1 = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t1)
    let seconds = Double(t1.tv_sec - t0.tv_sec) + Double(t1.tv_nsec - t0.tv_nsec) / 1e9
    let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
      + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    return Sample(seconds: seconds, maxRSSKiB: Int(usage.ru_maxrss), status: (status >> 8) & 0xFF, cpuSeconds: cpu)
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
