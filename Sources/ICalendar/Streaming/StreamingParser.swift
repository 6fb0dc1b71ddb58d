// A push parser for iCalendar arriving in pieces (network, pipes): feed bytes, receive the
// stream events (RFC 5545 §3.4, §3.6) completed so far. Folds and UTF-8 split across pieces are fine.

/// Incremental parser: `feed` chunks of any size, then `finish`.
///
/// ```swift
/// let p = StreamingParser()
/// var events = p.feed(Array("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRO".utf8))  // [.begin, .property(VERSION)]
/// events += p.feed(Array("DID:-//x//EN\r\nEND:VCALENDAR\r\n".utf8))
/// events += p.finish()                                                      // ... .end("VCALENDAR")
/// ```
public final class StreamingParser {
  private var scanner = ContentLineScanner()
  private var sink = BuildSink(streaming: true)
  private var pending: [UInt8] = []
  private var finished = false

  /// A parser at the start of input.
  public init() {}

  /// Adds bytes; returns the events completed by them.
  public func feed(_ bytes: [UInt8]) -> [StreamEvent] {
    guard !finished else { return [] }
    // A line can only complete when a line ending (LF, or CR for bare-CR input) arrives, or the
    // byte after a pending one (fold check).
    let mayComplete = pending.last == 0x0A || pending.last == 0x0D || bytes.contains { $0 == 0x0A || $0 == 0x0D }
      || pending.count < 3
    pending.append(contentsOf: bytes)
    guard mayComplete else { return [] }
    let consumed = pending.withUnsafeBufferPointer { scanner.scan($0, isFinal: false, into: &sink) }
    pending.removeFirst(consumed)
    return takeEvents()
  }

  /// Ends the input; returns the remaining events.
  public func finish() -> [StreamEvent] {
    guard !finished else { return [] }
    finished = true
    _ = pending.withUnsafeBufferPointer { scanner.scan($0, isFinal: true, into: &sink) }
    pending = []
    sink.finish(lineNumber: scanner.lineNumber)
    return takeEvents()
  }

  /// Diagnostics found so far (removed from the parser).
  public func takeDiagnostics() -> [Diagnostic] {
    let d = sink.diagnostics
    sink.diagnostics = []
    return d
  }

  private func takeEvents() -> [StreamEvent] {
    let e = sink.events
    sink.events = []
    return e
  }
}
