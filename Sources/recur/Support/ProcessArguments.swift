// The command line (DESIGN.md §3) for Swift's `CommandLine` in the static Linux release build,
// read where the kernel put it: argc, the argv pointers and a NULL just below `environ` on the
// initial stack (the System V x86-64 ABI's process start layout). The Swift runtime's own
// reader (CommandLine.cpp) runs as a static constructor that opens /proc/self/maps and parses it
// with sscanf at every start, about 60k instructions and three system calls before `main`;
// defining its two entry points here keeps that object out of the link (docs/ARCHITECTURE.md
// "Start-up"). Anything unexpected falls back to /proc/self/cmdline, as the runtime once did.

#if os(Linux) && !DEBUG
import Glibc

/// argc and argv for the Swift runtime, found once.
enum ProcessArguments {
  typealias Argv = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>

  nonisolated(unsafe) static var argv: Argv?
  nonisolated(unsafe) static var argc: CInt = 0

  /// The command line: an override, else the initial stack's, else /proc/self/cmdline's.
  static func arguments() -> (Argv, CInt) {
    if let argv { return (argv, argc) }
    let found = fromStack() ?? fromProcFile() ?? empty()
    (argv, argc) = found
    return found
  }

  /// argv from the process's initial stack, checked slot by slot: each argument string follows
  /// the previous one, and the environment strings follow the last; nil if anything differs
  /// (`environ` replaced, an unusual loader).
  static func fromStack() -> (Argv, CInt)? {
    // Glibc imports `environ` as non-optional; clearenv() sets it to NULL.
    guard let env = Argv(bitPattern: unsafeBitCast(environ, to: UInt.self)) else { return nil }
    let terminator = env - 1
    guard terminator.pointee == nil else { return nil }
    // Walk down over the argv pointers to the slot that holds their count.
    var n = 0
    while n < 1 << 18 {
      let slot = UnsafeRawPointer(terminator - (n + 1))
      let value = slot.load(as: UInt.self)
      if value == UInt(n) { break }
      // An argument string lies above the pointer array on the stack.
      guard value > UInt(bitPattern: slot) else { return nil }
      n += 1
    }
    guard n < 1 << 18 else { return nil }
    let argv = terminator - n
    var i = 0
    while i + 1 < n {
      guard let a = argv[i], let b = argv[i + 1], a + strlen(a) + 1 == b else { return nil }
      i += 1
    }
    if n > 0, let firstEnv = env[0] {
      guard let last = argv[n - 1], last + strlen(last) + 1 == firstEnv else { return nil }
    }
    return (argv, CInt(n))
  }

  /// argv rebuilt from /proc/self/cmdline (NUL-separated), copied to the heap.
  static func fromProcFile() -> (Argv, CInt)? {
    let fd = open("/proc/self/cmdline", O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [CChar] = []
    var chunk = [CChar](repeating: 0, count: 4096)
    var reads = 0
    while reads < 1 << 16 {
      reads += 1
      let got = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if got <= 0 { break }
      bytes.append(contentsOf: chunk[0..<got])
    }
    if bytes.last != 0 { bytes.append(0) }
    let count = bytes.reduce(0) { $0 + ($1 == 0 ? 1 : 0) }
    let argv = Argv.allocate(capacity: count + 1)
    var start = 0
    var k = 0
    for (i, b) in bytes.enumerated() where b == 0 {
      argv[k] = bytes[start..<i].withUnsafeBufferPointer { part in
        let s = UnsafeMutablePointer<CChar>.allocate(capacity: part.count + 1)
        if let base = part.baseAddress { s.initialize(from: base, count: part.count) }
        s[part.count] = 0
        return s
      }
      k += 1
      start = i + 1
    }
    argv[count] = nil
    return (argv, CInt(count))
  }

  /// No arguments (a NULL-terminated empty list).
  static func empty() -> (Argv, CInt) {
    let argv = Argv.allocate(capacity: 1)
    argv[0] = nil
    return (argv, 0)
  }
}

/// The Swift runtime's entry point for `CommandLine.unsafeArgv` and `CommandLine.argc`.
@_cdecl("_swift_stdlib_getUnsafeArgvArgc")
public func recurUnsafeArgvArgc(_ outArgLen: UnsafeMutablePointer<CInt>) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
  let (argv, argc) = ProcessArguments.arguments()
  outArgLen.pointee = argc
  return argv
}

/// The Swift runtime's entry point for replacing the arguments (used by test harnesses).
@_cdecl("_swift_stdlib_overrideUnsafeArgvArgc")
public func recurOverrideUnsafeArgvArgc(_ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ argc: CInt) {
  ProcessArguments.argv = argv
  ProcessArguments.argc = argc
}
#endif
