// Line sinks that combine validation (RFC 5545 §3.4–3.8) with tree building or streaming.

/// Counts diagnostics by severity.
final class DiagnosticCounter {
  var errors = 0
  var warnings = 0
}

/// Validates lines and reports diagnostics; builds nothing (what `recur lint` runs).
struct LintSink: LineSink {
  var validator = Validator()
  let counter = DiagnosticCounter()
  let report: (Diagnostic) -> Void

  init(report: @escaping (Diagnostic) -> Void) {
    let c = counter
    self.report = { d in
      if d.severity == .error { c.errors += 1 } else { c.warnings += 1 }
      report(d)
    }
  }

  @inline(__always)
  mutating func line(_ line: ContentLine) {
    // Collected locally (no allocation unless a line has a problem), so the stored `report`
    // closure is not retained and released for every line.
    var found: [Diagnostic]? = nil
    _ = validator.check(line) { d in
      if found == nil { found = [d] } else { found?.append(d) }
    }
    if let found { for d in found { report(d) } }
  }

  mutating func diagnostic(_ d: Diagnostic) { report(d) }

  mutating func finish(lineNumber: Int) {
    _ = validator.finish(lineNumber: lineNumber, report: report)
  }
}

/// Validates lines and builds components; top-level components go to `roots` or, when
/// streaming, their parts go to `events` as they complete.
struct BuildSink: LineSink {
  var validator = Validator()
  var builder = TreeBuilder()
  var streaming: Bool
  var diagnostics: [Diagnostic] = []
  var roots: [Component] = []
  var events: [StreamEvent] = []

  /// A sink; `expectedBytes` (the input's size, when known) sizes the tree's value buffer.
  init(streaming: Bool, expectedBytes: Int = 0) {
    self.streaming = streaming
    self.builder = TreeBuilder(expectedBytes: streaming ? 0 : expectedBytes)
  }

  @inline(__always)
  mutating func line(_ line: ContentLine) {
    // Nil until a line has a problem: an empty array would still be released for every line.
    var found: [Diagnostic]? = nil
    let action = validator.check(line) { d in
      if found == nil { found = [d] } else { found?.append(d) }
    }
    if let found { diagnostics.append(contentsOf: found) }
    switch action {
    case .skip: break
    case .begin:
      builder.begin(validator.beginName, key: validator.beginKey, at: line.location(0))
      if streaming && builder.stack.count == 1 {
        events.append(.begin(name: builder.stack[0].name, location: line.location(0)))
      }
    case .property:
      if streaming && builder.stack.count == 1 {
        events.append(.property(TreeBuilder.property(line, &builder.interner, rule: validator.propertyIndex)))
      } else {
        builder.property(line, rule: validator.propertyIndex)
      }
    case .end(let pops):
      close(pops)
    }
  }

  mutating func close(_ pops: Int) {
    for _ in 0..<pops {
      if streaming {
        if builder.stack.count == 2, let c = builder.popDetached() {
          builder.publish(more: true)
          events.append(.component(c))
        } else if builder.stack.count == 1, let c = builder.popDetached() {
          events.append(.end(name: c.name))
        } else {
          _ = builder.endOne()
        }
      } else if let c = builder.endOne() {
        roots.append(c)
      }
    }
  }

  mutating func finish(lineNumber: Int) {
    var found: [Diagnostic] = []
    let open = validator.finish(lineNumber: lineNumber) { found.append($0) }
    diagnostics.append(contentsOf: found)
    close(open)
    builder.publish()
  }

  mutating func diagnostic(_ d: Diagnostic) { diagnostics.append(d) }
}
