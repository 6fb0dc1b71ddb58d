// Entry points for reading iCalendar (RFC 5545 §3.1–3.6): whole documents, streams of
// components, and validation without building a tree.

/// Parses iCalendar bytes into components and diagnostics.
///
/// ```swift
/// let r = ICalendarParser.parse("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//EN\r\n"
///                               + "BEGIN:VTODO\r\nUID:1\r\nEND:VTODO\r\nEND:VCALENDAR\r\n")
/// r.calendar?.components(named: "VTODO").count == 1; r.diagnostics.isEmpty
/// ```
public enum ICalendarParser {
  /// Parses a whole document held in memory.
  public static func parse(_ bytes: [UInt8]) -> ParseResult {
    var sink = BuildSink(streaming: false, expectedBytes: bytes.count)
    var scanner = ContentLineScanner()
    sink.builder.source = bytes
    bytes.withUnsafeBufferPointer {
      sink.builder.sourceBytes = $0
      _ = scanner.scan($0, isFinal: true, into: &sink)
      sink.builder.sourceBytes = nil
    }
    sink.finish(lineNumber: scanner.lineNumber)
    return ParseResult(components: sink.roots, diagnostics: sink.diagnostics)
  }

  /// Parses a whole document given as text.
  public static func parse(_ text: String) -> ParseResult { parse(Array(text.utf8)) }

  /// Parses a whole file (`-` reads standard input); a file over `InputLimits.maxFileBytes` or
  /// with a line over `InputLimits.maxContentLineBytes` throws (`FileReadError.isLimit`).
  public static func parse(contentsOfFile path: String) throws(FileReadError) -> ParseResult {
    let fd = try ChunkReader.open(path)
    defer { if fd != 0 { closeFD(fd) } }
    var sink = BuildSink(streaming: false)
    var scanner = ContentLineScanner()
    try ChunkReader.run(fd: fd, path: path, scanner: &scanner, sink: &sink, maxBytes: InputLimits.maxFileBytes)
    sink.finish(lineNumber: scanner.lineNumber)
    return ParseResult(components: sink.roots, diagnostics: sink.diagnostics)
  }

  /// Streams a file: top-level components arrive as `.begin`, `.property`, `.end`; their
  /// children arrive whole as `.component` when they close, so memory stays bounded by the
  /// largest child. Returns every diagnostic.
  public static func stream(contentsOfFile path: String, _ handler: @escaping (StreamEvent) throws -> Void) throws -> [Diagnostic] {
    let fd = try ChunkReader.open(path)
    defer { if fd != 0 { closeFD(fd) } }
    return try stream(fileDescriptor: fd, path: path, handler)
  }

  /// Streams from an open descriptor (read to its end, not closed).
  public static func stream(fileDescriptor fd: Int32, path: String = "-", _ handler: @escaping (StreamEvent) throws -> Void) throws -> [Diagnostic] {
    var sink = EventSink(handler: handler)
    var scanner = ContentLineScanner()
    try ChunkReader.run(fd: fd, path: path, scanner: &scanner, sink: &sink)
    try sink.drain()
    sink.build.finish(lineNumber: scanner.lineNumber)
    try sink.drain()
    return sink.build.diagnostics
  }

  /// Streams a document held in memory as `stream(contentsOfFile:_:)` streams a file.
  public static func stream(_ bytes: [UInt8], _ handler: @escaping (StreamEvent) throws -> Void) throws -> [Diagnostic] {
    try bytes.withUnsafeBufferPointer { try stream($0, handler) }
  }

  /// Streams the bytes at `bytes` (a mapped file, say; valid while this runs) as `stream(_:_:)`.
  public static func stream(_ bytes: UnsafeBufferPointer<UInt8>, _ handler: @escaping (StreamEvent) throws -> Void) throws -> [Diagnostic] {
    var sink = EventSink(handler: handler)
    var scanner = ContentLineScanner()
    _ = scanner.scan(bytes, isFinal: true, into: &sink)
    try sink.drain()
    sink.build.finish(lineNumber: scanner.lineNumber)
    try sink.drain()
    return sink.build.diagnostics
  }

  /// Validates a file without building components, reporting each diagnostic as found.
  public static func lint(contentsOfFile path: String, _ report: @escaping (Diagnostic) -> Void) throws(FileReadError) -> LintSummary {
    let fd = try ChunkReader.open(path)
    defer { if fd != 0 { closeFD(fd) } }
    var sink = LintSink(report: report)
    var scanner = ContentLineScanner()
    try ChunkReader.run(fd: fd, path: path, scanner: &scanner, sink: &sink)
    sink.finish(lineNumber: scanner.lineNumber)
    return LintSummary(errors: sink.counter.errors, warnings: sink.counter.warnings)
  }

  /// Validates bytes in memory without building components.
  public static func lint(_ bytes: [UInt8], _ report: @escaping (Diagnostic) -> Void) -> LintSummary {
    var sink = LintSink(report: report)
    var scanner = ContentLineScanner()
    bytes.withUnsafeBufferPointer { _ = scanner.scan($0, isFinal: true, into: &sink) }
    sink.finish(lineNumber: scanner.lineNumber)
    return LintSummary(errors: sink.counter.errors, warnings: sink.counter.warnings)
  }
}

/// Hands stream events to a throwing handler as soon as each line completes them; the first
/// error the handler throws stops delivery and is rethrown after the scan.
struct EventSink: LineSink {
  var build = BuildSink(streaming: true)
  let handler: (StreamEvent) throws -> Void
  var failure: (any Error)?

  init(handler: @escaping (StreamEvent) throws -> Void) { self.handler = handler }

  mutating func line(_ line: ContentLine) {
    build.line(line)
    if !build.events.isEmpty { drainQuietly() }
  }

  mutating func diagnostic(_ d: Diagnostic) { build.diagnostic(d) }

  mutating func drainQuietly() {
    // Swap the buffer out (and back) so its storage is reused, never copied.
    var events: [StreamEvent] = []
    swap(&events, &build.events)
    if failure == nil {
      do {
        for e in events { try handler(e) }
      } catch {
        failure = error
      }
    }
    events.removeAll(keepingCapacity: true)
    swap(&events, &build.events)
  }

  mutating func drain() throws {
    drainQuietly()
    if let failure { throw failure }
  }
}
