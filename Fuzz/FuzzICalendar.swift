// libFuzzer entry point for the RFC 5545 reader and writer (§3.1 content lines and folding,
// §3.2 parameters, §3.3 values, §3.4/3.6 components). Compiled together with the ICalendar
// sources by Fuzz/run.sh (`swiftc -sanitize=fuzzer`), so internal types are visible.
//
// Properties checked on every input (a violation traps, which libFuzzer records as a crash):
// 1. Parsing, linting and streaming never crash or hang, whatever the bytes.
// 2. Lint (no tree) and parse (tree) report the same diagnostics.
// 3. Feeding the input to StreamingParser in two pieces gives the same events as one piece.
// 4. Without syntax errors, write(parse(x)) parses back to the same components, and writing
//    is a fixed point: every physical line <= 75 octets, no fold inside a UTF-8 sequence.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let parsed = ICalendarParser.parse(bytes)
  var linted: [Diagnostic] = []
  _ = ICalendarParser.lint(bytes) { linted.append($0) }
  if linted != parsed.diagnostics { trap("lint and parse disagree") }

  // Two-piece streaming equals one-piece streaming.
  let whole = StreamingParser()
  let all = whole.feed(bytes) + whole.finish()
  let cut = size == 0 ? 0 : Int(bytes[0]) % (size + 1)
  let split = StreamingParser()
  let pieces = split.feed(Array(bytes[0..<cut])) + split.feed(Array(bytes[cut...])) + split.finish()
  if all != pieces { trap("split streaming differs") }
  if whole.takeDiagnostics() != split.takeDiagnostics() { trap("split diagnostics differ") }

  let hasSyntaxError = parsed.diagnostics.contains { $0.severity == .error && $0.phase == .syntax }
  if !hasSyntaxError {
    let written = ICalendarWriter.bytes(parsed.components)
    checkFolding(written)
    let again = ICalendarParser.parse(written)
    if again.components != parsed.components { trap("round trip changed components") }
    if ICalendarWriter.bytes(again.components) != written { trap("writer is not a fixed point") }
  }
  return 0
}

func checkFolding(_ out: [UInt8]) {
  var lineStart = 0
  var i = 0
  while i < out.count {
    if out[i] == 0x0A {
      if i - 1 - lineStart > 75 { trap("physical line over 75 octets") }
      if i + 1 < out.count, out[i + 1] == 0x20, i + 2 < out.count, out[i + 2] & 0xC0 == 0x80 {
        trap("fold inside a UTF-8 sequence")
      }
      lineStart = i + 1
    }
    i += 1
  }
}

func trap(_ why: String) -> Never {
  print("FUZZ INVARIANT VIOLATED: \(why)")
  fatalError(why)
}
