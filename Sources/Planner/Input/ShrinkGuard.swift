// A clean exit instead of a silent death when a file `recur plan` has mapped (`InputBytes`,
// the RFC 5545 §3.1 lines walked in place) is truncated by another process during the run:
// mmap(2) says touching a page past the file's new end raises SIGBUS. While the guard is on,
// a SIGBUS handler looks the faulting address up in a fixed table of guarded mappings and, for
// one of them, writes that mapping's message (made when it was mapped) with write(2) and ends
// the process with `_exit` and the chosen status. The handler is async-signal-safe: it reads
// only memory allocated before it can run, allocates nothing, takes no lock and calls only
// write(2), sigaction(2) and _exit(2). A SIGBUS at any other address gets the action that was
// installed before the guard (by default: the process dies of the signal, as before).
//
// The fault is not avoided, only reported: the mapping is kept (no read(2) copy), so `recur plan`
// keeps its speed (docs/ARCHITECTURE.md "Plan input").

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns a SIGBUS on a mapped plan input into a message naming the file and an exit status.
///
/// ```swift
/// ShrinkGuard.enable(status: 65, program: "recur plan")   // once, before any input is mapped
/// // a mapped input that shrinks now ends the process with
/// // "recur plan: todos.ics shrank while being read; re-run when it is complete" and status 65
/// ```
enum ShrinkGuard {
  /// One guarded mapping: its address range and the message for it.
  struct Slot {
    var start: UInt = 0
    var end: UInt = 0
    var message: UnsafeMutablePointer<UInt8>?
    var length = 0
  }

  /// Everything the handler reads, allocated once when the guard is enabled and never freed.
  struct State {
    var status: Int32
    var previous: sigaction
    /// `capacity` slots; a slot is in use while its `length` is not 0.
    var slots: UnsafeMutablePointer<Slot>
    /// Taken by `guardMapping` and `release` (never by the handler).
    var lock = pthread_mutex_t()
  }

  /// How many mappings can be guarded at once (`recur plan` maps one input).
  static let capacity = 8

  /// The handler's state; nil until `enable`. Written before the handler is installed, and
  /// slots change only under its `lock` (the handler reads them without it: a word-sized store is
  /// seen whole, and a slot is published by its `length`, written last).
  nonisolated(unsafe) private static var state: UnsafeMutablePointer<State>?
  /// The program name the messages start with.
  nonisolated(unsafe) private static var program = ""

  /// Installs the SIGBUS handler: a guarded mapping that faults ends the process with
  /// "<program>: <path> shrank while being read; re-run when it is complete" and `status`.
  /// Call it once, before mapping; later calls change nothing.
  static func enable(status: Int32, program: String) {
    guard state == nil else { return }
    let made = UnsafeMutablePointer<State>.allocate(capacity: 1)
    let slots = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
    slots.initialize(repeating: Slot(), count: capacity)
    made.initialize(to: State(status: status, previous: sigaction(), slots: slots))
    pthread_mutex_init(&made.pointee.lock, nil)
    self.program = program
    var action = sigaction()
    #if canImport(Glibc)
    action.__sigaction_handler.sa_sigaction = handleBus
    #else
    action.__sigaction_u.__sa_sigaction = handleBus
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_SIGINFO
    state = made
    _ = sigaction(SIGBUS, &action, &made.pointee.previous)
  }

  /// Guards `count` bytes at `base`, mapped from `path`; returns the slot to release, or nil
  /// when the guard is off or the table is full (the mapping is then read unguarded).
  static func guardMapping(_ base: UnsafeRawPointer, count: Int, path: String) -> Int? {
    guard let state else { return nil }
    let text = Array("\(program): \(path) shrank while being read; re-run when it is complete\n".utf8)
    pthread_mutex_lock(&state.pointee.lock)
    defer { pthread_mutex_unlock(&state.pointee.lock) }
    let slots = state.pointee.slots
    guard let free = (0..<capacity).first(where: { slots[$0].length == 0 }) else { return nil }
    let message = UnsafeMutablePointer<UInt8>.allocate(capacity: text.count)
    message.initialize(from: text, count: text.count)
    let start = UInt(bitPattern: base)
    slots[free].start = start
    slots[free].end = start + UInt(count)
    slots[free].message = message
    slots[free].length = text.count   // published last
    return free
  }

  /// Stops guarding the mapping in `slot` (before it is unmapped).
  static func release(_ slot: Int) {
    guard let state else { return }
    pthread_mutex_lock(&state.pointee.lock)
    defer { pthread_mutex_unlock(&state.pointee.lock) }
    let slots = state.pointee.slots
    let message = slots[slot].message
    slots[slot].length = 0   // unpublished first
    slots[slot] = Slot()
    message?.deallocate()
  }

  /// The faulting address of a SIGBUS.
  private static func faultAddress(_ info: UnsafeMutablePointer<siginfo_t>) -> UInt {
    #if canImport(Glibc)
    UInt(bitPattern: info.pointee._sifields._sigfault.si_addr)
    #else
    UInt(bitPattern: info.pointee.si_addr)
    #endif
  }

  /// The SIGBUS handler (async-signal-safe: no allocation, no lock, only write, sigaction, _exit).
  private static let handleBus: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
    _, info, _ in
    guard let state = ShrinkGuard.state else { return }
    if let info {
      let address = faultAddress(info)
      let slots = state.pointee.slots
      var index = 0
      while index < capacity {
        let slot = slots[index]
        if slot.length > 0, address >= slot.start, address < slot.end, let message = slot.message {
          _ = write(2, message, slot.length)
          _exit(state.pointee.status)
        }
        index += 1
      }
    }
    // Not a guarded mapping: the earlier action; returning re-runs the faulting access under it.
    _ = sigaction(SIGBUS, &state.pointee.previous, nil)
  }
}
