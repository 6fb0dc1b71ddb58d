// One child process of an isolated differential run: started with posix_spawn, fed request lines
// on its standard input, read answer lines from its standard output, and reaped when it ends
// (by closing its input, or by a crash inside libical).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A running worker with a pipe each way (internal to `IsolatedRun`).
final class WorkerProcess {
  /// The child's process id.
  let pid: pid_t
  /// The write end of the child's standard input.
  private var input: Int32
  /// The read end of the child's standard output.
  let output: Int32
  /// Bytes read but not yet ended by a newline.
  private var pending: [UInt8] = []
  /// Whether the child has been reaped.
  private var reaped = false

  /// How a worker ended.
  enum Ending: Equatable {
    /// `exit(status)`.
    case exited(Int32)
    /// Killed by signal `n` (a crash: SIGSEGV is 11).
    case signalled(Int32)

    /// "signal 11, SIGSEGV" or "exit status 3".
    var description: String {
      switch self {
      case .exited(let s): return "exit status \(s)"
      case .signalled(let n):
        let names: [Int32: String] = [SIGSEGV: "SIGSEGV", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE",
                                      SIGILL: "SIGILL", SIGKILL: "SIGKILL", SIGTRAP: "SIGTRAP"]
        return "signal \(n)" + (names[n].map { ", " + $0 } ?? "")
      }
    }
  }

  /// Starts `argv` (argv[0] an absolute path) with pipes on its standard input and output; its
  /// standard error is this process's. Nil when the pipes or the process cannot be made.
  init?(argv: [String]) {
    guard let first = argv.first else { return nil }
    var toChild: [Int32] = [-1, -1], fromChild: [Int32] = [-1, -1]
    guard pipe(&toChild) == 0 else { return nil }
    guard pipe(&fromChild) == 0 else {
      close(toChild[0]); close(toChild[1])
      return nil
    }
    // The parent's ends must not leak into later workers (a worker would then never see EOF).
    _ = fcntl(toChild[1], F_SETFD, FD_CLOEXEC)
    _ = fcntl(fromChild[0], F_SETFD, FD_CLOEXEC)
    #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t?
    #else
    var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
    posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
    posix_spawn_file_actions_addclose(&actions, toChild[0])
    posix_spawn_file_actions_addclose(&actions, fromChild[1])
    var cargs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) }
    cargs.append(nil)
    defer { for p in cargs { free(p) } }
    var child: pid_t = 0
    let rc = posix_spawn(&child, first, &actions, nil, cargs, environ)
    close(toChild[0])
    close(fromChild[1])
    guard rc == 0 else {
      close(toChild[1]); close(fromChild[0])
      return nil
    }
    pid = child
    input = toChild[1]
    output = fromChild[0]
  }

  deinit {
    if input >= 0 { close(input) }
    close(output)
    if !reaped { _ = finish() }
  }

  /// Writes `line` and a newline; false when the child no longer reads (it has died).
  func send(_ line: String) -> Bool {
    var bytes = Array(line.utf8)
    bytes.append(0x0A)
    var offset = 0
    while offset < bytes.count {
      let n = bytes[offset...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += n
    }
    return true
  }

  /// Reads what the child has written (call when `output` is readable): the complete lines,
  /// and whether the child closed its output (it ended).
  func receive() -> (lines: [String], ended: Bool) {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var n: Int
    repeat {
      n = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
    } while n < 0 && errno == EINTR
    if n <= 0 { return ([], true) }
    pending += chunk[0..<n]
    var lines: [String] = []
    while let newline = pending.firstIndex(of: 0x0A) {
      lines.append(String(decoding: pending[..<newline], as: UTF8.self))
      pending.removeSubrange(...newline)
    }
    return (lines, false)
  }

  /// The CPU time (user + system) the child has used so far, from /proc/PID/stat on Linux; nil
  /// where that cannot be read.
  func cpuSeconds() -> Double? {
    guard let file = fopen("/proc/\(pid)/stat", "r") else { return nil }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 1024)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    // After the command name in parentheses: state is field 3, utime 14 and stime 15.
    guard let close = text.lastIndex(of: ")") else { return nil }
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
    let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
    return ticks > 0 ? (user + system) / ticks : nil
  }

  /// Kills the child (SIGKILL) and waits for it: for a run that stops with cases in flight.
  func stop() {
    if !reaped { kill(pid, SIGKILL) }
    finish()
  }

  /// Closes the child's input (a worker then exits) and waits for it to end.
  @discardableResult
  func finish() -> Ending {
    if input >= 0 {
      close(input)
      input = -1
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      if errno != EINTR {
        reaped = true
        return .exited(-1)
      }
    }
    reaped = true
    let signal = status & 0x7F
    if signal != 0 && signal != 0x7F { return .signalled(signal) }
    return .exited((status >> 8) & 0xFF)
  }
}
