// Walking a document held in memory without building it (RFC 5545 §3.1, §3.4, §3.6): the same
// scanner and validator as `parse` and `lint`, with each valid line handed to the caller as byte
// ranges (`ScannedLine`), so a reader decodes only the properties it needs.

extension ICalendarParser {
  /// Scans `bytes` line by line, validating as `lint` does; `visit` sees every line the tree
  /// builder would use (lines dropped by a diagnostic are not shown). Returns every diagnostic.
  ///
  /// ```swift
  /// var uids: [String] = []
  /// _ = ICalendarParser.scan(bytes) { line in
  ///   if line.kind == .property, line.depth == 2, line.nameIs("UID") { uids.append(line.property().text) }
  /// }
  /// ```
  public static func scan(_ bytes: [UInt8], _ visit: (ScannedLine) -> Void) -> [Diagnostic] {
    bytes.withUnsafeBufferPointer { scan($0, visit) }
  }

  /// Scans the bytes at `bytes` (a mapped file, say) as `scan(_:_:)` over an array does; the
  /// lines' ranges point into `bytes`, which must stay valid while `visit` runs.
  public static func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ visit: (ScannedLine) -> Void) -> [Diagnostic] {
    withoutActuallyEscaping(visit) { visit in
      var sink = ScanSink(visit: visit)
      var scanner = ContentLineScanner()
      _ = scanner.scan(bytes, isFinal: true, into: &sink)
      sink.finish(lineNumber: scanner.lineNumber)
      return sink.diagnostics
    }
  }
}

extension ICalendarParser {
  /// Parses the one component written at `range` of `bytes` (from its BEGIN line to just past
  /// its END line, as `scan` gave their ranges) into a `Component`, its locations counted from
  /// physical line `firstLine`; nil when the range holds no component. A reader that located a
  /// component with `scan` builds it whole only when asked.
  ///
  /// ```swift
  /// // bytes: "BEGIN:VCALENDAR\r\n…BEGIN:VTODO\r\nUID:a\r\nEND:VTODO\r\n…", the VTODO at 71..<106 on line 4
  /// ICalendarParser.parseComponent(bytes, range: 71..<106, firstLine: 4)?.location   // 4:1
  /// ```
  public static func parseComponent(_ bytes: [UInt8], range: Range<Int>, firstLine: Int) -> Component? {
    guard range.lowerBound >= 0, range.upperBound <= bytes.count, !range.isEmpty else { return nil }
    var sink = BuildSink(streaming: false, expectedBytes: range.count)
    var scanner = ContentLineScanner(firstLine: firstLine)
    sink.builder.source = bytes
    bytes.withUnsafeBufferPointer { all in
      sink.builder.sourceBytes = all
      _ = scanner.scan(UnsafeBufferPointer(rebasing: all[range]), isFinal: true, into: &sink)
      sink.builder.sourceBytes = nil
    }
    sink.finish(lineNumber: scanner.lineNumber)
    return sink.roots.first
  }
}

/// Validates lines and hands each kept one to a visitor as a `ScannedLine`.
struct ScanSink: LineSink {
  var validator = Validator()
  var diagnostics: [Diagnostic] = []
  let visit: (ScannedLine) -> Void

  init(visit: @escaping (ScannedLine) -> Void) { self.visit = visit }

  mutating func line(_ line: ContentLine) {
    let action = validator.check(line) { diagnostics.append($0) }
    let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    switch action {
    case .skip: break
    case .begin:
      let depth = validator.depth
      validator.beginName.withUnsafeBufferPointer { name in
        visit(ScannedLine(kind: .begin, depth: depth, pops: 0, line: line, beginName: name))
      }
    case .property:
      visit(ScannedLine(kind: .property, depth: validator.depth, pops: 0, line: line, beginName: empty))
    case .end(let pops):
      visit(ScannedLine(kind: .end, depth: validator.depth, pops: pops, line: line, beginName: empty))
    }
  }

  mutating func diagnostic(_ d: Diagnostic) { diagnostics.append(d) }

  mutating func finish(lineNumber: Int) {
    _ = validator.finish(lineNumber: lineNumber) { diagnostics.append($0) }
  }
}
