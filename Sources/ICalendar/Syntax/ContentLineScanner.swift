// Content lines and folding (RFC 5545 §3.1): splits raw bytes into physical lines (CRLF; bare LF
// and bare CR tolerated), joins folds (a line ending followed by one space or tab) before any
// UTF-8 decoding, and splits each logical line into name, parameters (§3.1.1, §3.2) and value.
//
// Line endings are found by looking for LF, the CRLF fast path: eight bytes at a time inline
// over a line's first 64 bytes, then memchr. A bare CR (old Mac exporters
// such as Lotus Notes 6) shows up only where that search cannot see it: no LF left in the input,
// or a CR inside a line (looked for only in a line that would otherwise get a diagnostic: the
// control-character check flags it, or the line is over-long). Either switches the scanner, for
// the rest of the input, to looking for CR or LF, and the logical line is scanned again; so a
// CRLF file pays nothing per byte for bare-CR support.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Receives content lines and diagnostics from the scanner.
protocol LineSink {
  /// A syntactically valid content line.
  mutating func line(_ line: ContentLine)
  /// A problem found while scanning.
  mutating func diagnostic(_ d: Diagnostic)
}

/// Splits raw iCalendar bytes into unfolded content lines; keeps state across chunks.
/// A struct so the hot loop pays no dynamic exclusivity checks.
struct ContentLineScanner {
  /// The physical line number of the next unconsumed byte.
  private(set) var lineNumber = 1
  /// The offset in the whole input of the next unconsumed byte (bytes consumed by earlier calls).
  private(set) var byteOffset = 0
  /// Whether a bare LF has been reported (reported once per input).
  private var reportedBareLF = false
  /// Whether a bare CR has been reported (reported once per input).
  private var reportedBareCR = false
  /// Whether a bare CR was seen: line endings are then found by looking for CR or LF, not LF only.
  private var crEndings = false
  private var atStart = true
  private var scratch: [UInt8] = []
  private var segmentStarts: [Int] = []
  private var params: [ParamSlot] = []
  /// Physical segments (start, end) of the logical line being assembled.
  private var physical: [(Int, Int)] = []

  init() {
    scratch.reserveCapacity(4096)
    params.reserveCapacity(16)
  }

  /// A scanner whose first physical line is number `firstLine` (for a part of a larger input).
  init(firstLine: Int) {
    self.init()
    lineNumber = firstLine
  }

  /// Scans `buf`; returns how many bytes were consumed. Unless `isFinal`, a trailing partial
  /// logical line (or one whose next byte is not yet known) is left for the next call.
  mutating func scan<S: LineSink>(_ buf: UnsafeBufferPointer<UInt8>, isFinal: Bool, into sink: inout S) -> Int {
    guard let base = buf.baseAddress else { return 0 }
    // Work on local arrays (moved out of self and back) so closures below never overlap self.
    var physical = self.physical
    var params = self.params
    var segmentStarts = self.segmentStarts
    var scratch = self.scratch
    var crEndings = self.crEndings
    self.physical = []
    self.params = []
    self.segmentStarts = []
    self.scratch = []
    defer {
      self.physical = physical
      self.params = params
      self.segmentStarts = segmentStarts
      self.scratch = scratch
      self.crEndings = crEndings
    }
    let end = buf.count
    var pos = 0
    defer { byteOffset += pos }
    if atStart {
      if end < 3 && !isFinal { return 0 }
      atStart = false
      if end >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF {
        sink.diagnostic(Diagnostic(severity: .warning, line: 1, column: 1, phase: .syntax,
          message: "byte order mark (U+FEFF) at start of input ignored; iCalendar text starts with BEGIN:VCALENDAR"))
        pos = 3
      }
    }
    while pos < end {
      let logicalStart = pos
      var segCount = 0
      var seg0 = (0, 0)
      // Whether the first physical line's content is known to be plain ASCII (see `nextLF`).
      var firstPlain = false
      var p = pos
      var next = end
      var complete = false
      var rescan = false
      while true {
        // The physical line at p: its content ends at contentEnd, the next one starts at after.
        let contentEnd: Int
        let after: Int
        if !crEndings {
          var plain = false
          guard let nl = Self.nextLF(base, p, end, plain: &plain) else {
            // No LF left: a CR before the last byte is a bare CR line ending.
            if end - 1 > p && memchr(base + p, 0x0D, end - 1 - p) != nil {
              crEndings = true
              rescan = true
              break
            }
            if !isFinal {
              pos = logicalStart
              return logicalStart
            }
            // The last line may end in a bare CR (some exporters): the CR ends it.
            let lastEnd = end > p && base[end - 1] == 0x0D ? end - 1 : end
            Self.addSegment((p, lastEnd), &segCount, &seg0, &physical)
            next = end
            complete = true
            break
          }
          if segCount == 0 { firstPlain = plain }
          if nl > p && base[nl - 1] == 0x0D {
            contentEnd = nl - 1
          } else {
            contentEnd = nl
            if !reportedBareLF { reportBareLF(nl - p, segCount, &sink) }
          }
          after = nl + 1
        } else {
          let b = Self.nextLineBreak(base, p, end)
          if b == end || (b == end - 1 && base[b] == 0x0D) {
            // No line ending, or a CR whose next byte (LF or not) is not here yet.
            if !isFinal {
              pos = logicalStart
              return logicalStart
            }
            Self.addSegment((p, b), &segCount, &seg0, &physical)
            next = end
            complete = true
            break
          }
          contentEnd = b
          if base[b] == 0x0A {
            if !reportedBareLF { reportBareLF(b - p, segCount, &sink) }
            after = b + 1
          } else if base[b + 1] == 0x0A {
            after = b + 2
          } else {
            if !reportedBareCR {
              reportedBareCR = true
              sink.diagnostic(Diagnostic(severity: .warning, line: lineNumber + segCount, column: b - p + 1 + (segCount == 0 ? 0 : 1),
                phase: .syntax, message: "line ends with a bare CR; expected CRLF (further bare CRs are not reported)"))
            }
            after = b + 1
          }
        }
        Self.addSegment((p, contentEnd), &segCount, &seg0, &physical)
        if after >= end {
          if !isFinal {
            pos = logicalStart
            return logicalStart
          }
          next = end
          complete = true
          break
        }
        let c = base[after]
        if c == 0x20 || c == 0x09 {
          p = after + 1
          continue
        }
        next = after
        complete = true
        break
      }
      if rescan { continue }
      guard complete else {
        pos = logicalStart
        return logicalStart
      }
      let firstLine = lineNumber
      // A CR inside the line is a bare CR line ending the LF search did not see: the line is
      // scanned again looking for CR too. It is looked for only where a diagnostic would
      // otherwise be given: an over-long line, or one `process` finds a control character in.
      if segCount == 1 {
        let (s, e) = seg0
        let bytes = UnsafeBufferPointer(start: base + s, count: e - s)
        if e - s > 75 {
          if !crEndings && Self.containsCR(bytes) {
            crEndings = true
            continue
          }
          Self.overlong(e - s, firstLine, &sink)
        }
        if s == e {
          lineNumber += 1
          pos = next
          sink.diagnostic(Diagnostic(severity: .warning, line: firstLine, column: 1, phase: .syntax,
            message: "empty line ignored; every content line is NAME[;PARAM=VALUE]*:VALUE"))
          continue
        }
        if Self.process(bytes, knownPlain: firstPlain, crEndings: crEndings, firstLine: firstLine,
          segments: UnsafeBufferPointer(start: nil, count: 0), span: (byteOffset + logicalStart, byteOffset + next),
          params: &params, into: &sink)
        {
          crEndings = true
          continue
        }
        lineNumber += 1
        pos = next
      } else {
        scratch.removeAll(keepingCapacity: true)
        segmentStarts.removeAll(keepingCapacity: true)
        for (k, seg) in physical.enumerated() {
          if k > 0 { segmentStarts.append(scratch.count) }
          scratch.append(contentsOf: UnsafeBufferPointer(start: base + seg.0, count: seg.1 - seg.0))
        }
        // Octet length of each physical line (continuations include their leading space).
        var checkedCR = crEndings
        var rescan = false
        for (k, seg) in physical.enumerated() {
          let len = seg.1 - seg.0 + (k == 0 ? 0 : 1)
          if len > 75 {
            if !checkedCR {
              checkedCR = true
              if scratch.withUnsafeBufferPointer({ Self.containsCR($0) }) {
                rescan = true
                break
              }
            }
            Self.overlong(len, firstLine + k, &sink)
          }
        }
        if rescan {
          crEndings = true
          continue
        }
        let spanEnd = byteOffset + next
        let foundCR = segmentStarts.withUnsafeBufferPointer { segs in
          scratch.withUnsafeBufferPointer {
            Self.process($0, knownPlain: false, crEndings: crEndings, firstLine: firstLine, segments: segs, span: (byteOffset + logicalStart, spanEnd),
              params: &params, into: &sink)
          }
        }
        if foundCR {
          crEndings = true
          continue
        }
        lineNumber += segCount
        pos = next
      }
    }
    return pos
  }

  /// Reports the first bare LF, `column0` bytes into the physical line `segCount` of the logical line.
  private mutating func reportBareLF<S: LineSink>(_ column0: Int, _ segCount: Int, _ sink: inout S) {
    reportedBareLF = true
    sink.diagnostic(Diagnostic(severity: .warning, line: lineNumber + segCount, column: column0 + 1 + (segCount == 0 ? 0 : 1),
      phase: .syntax, message: "line ends with a bare LF; expected CRLF (further bare LFs are not reported)"))
  }

  /// The index of the first CR or LF in `base[p..<end]`, or `end`: eight bytes at a time, then byte by byte.
  static func nextLineBreak(_ base: UnsafePointer<UInt8>, _ p: Int, _ end: Int) -> Int {
    let ones: UInt64 = 0x0101_0101_0101_0101
    var i = p
    while i + 8 <= end {
      let x = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
      if hasByte(x, 0x0A, ones) || hasByte(x, 0x0D, ones) { break }
      i += 8
    }
    while i < end && base[i] != 0x0A && base[i] != 0x0D { i += 1 }
    return i
  }

  /// The index of the first LF in `base[p..<end]`, nil if none: the first 64 bytes eight at a
  /// time inline (a content line is usually shorter), then memchr. `plain` is set when the
  /// line's content before the LF (and before a CR ending it) is found, on the way, to be all
  /// plain ASCII (`UTF8Check.isPlain`); false only means it was not checked here.
  @inline(__always)
  static func nextLF(_ base: UnsafePointer<UInt8>, _ p: Int, _ end: Int, plain: inout Bool) -> Int? {
    let ones: UInt64 = 0x0101_0101_0101_0101
    var i = p
    let limit = end - p > 64 ? p + 64 : end
    // `UTF8Check.flags` of the words before the previous one, and of the previous one.
    var earlier: UInt64 = 0
    var previous: UInt64 = 0
    // First the words with no flagged byte (most of a line): an LF and a CR are control bytes,
    // so such a word holds neither, and the words before the first flagged one add nothing
    // to `earlier` or `previous`.
    // Two words a step, then one (`limit` is at most 64 bytes on, so no sum here overflows).
    @inline(__always) func flags(_ at: Int) -> UInt64 { UTF8Check.flags(UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self)) }
    while i &+ 16 <= limit && flags(i) | flags(i &+ 8) == 0 { i &+= 16 }
    while i &+ 8 <= limit && flags(i) == 0 { i &+= 8 }
    while i + 8 <= limit {
      let x = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
      let y = x ^ (ones &* 0x0A)
      // The lowest flagged byte is the first LF (a borrow marks only bytes after a zero).
      let found = (y &- ones) & ~y & (ones &* 0x80)
      let flags = UTF8Check.flags(x)
      if found != 0 {
        let k = found.trailingZeroBitCount >> 3
        let nl = i + k
        // The LF's own bit, then the bits of the bytes before it in this word; a borrow
        // flags only bytes after a flagged one, so the bits before the LF are exact.
        let lf = found & (0 &- found)
        if nl > p && base[nl - 1] == 0x0D {
          // The CR ending the content is left out: in this word, or the previous word's last byte.
          plain = k > 0
            ? earlier | previous | (flags & ((lf >> 8) &- 1)) == 0
            : earlier | (previous & ~(1 << 63)) == 0
        } else {
          plain = earlier | previous | (flags & (lf &- 1)) == 0
        }
        return nl
      }
      earlier |= previous
      previous = flags
      i += 8
    }
    guard i < end, let hit = memchr(base + i, 0x0A, end - i) else { return nil }
    return UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
  }

  /// Stores `slot` as `params[used]` (overwriting a slot of an earlier line, or appending) and
  /// counts it.
  @inline(__always)
  private static func put(_ slot: ParamSlot, _ params: inout [ParamSlot], _ used: inout Int) {
    if used < params.count { params[used] = slot } else { params.append(slot) }
    used += 1
  }

  /// Whether `bytes` holds a CR.
  private static func containsCR(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
    return memchr(base, 0x0D, bytes.count) != nil
  }

  @inline(__always)
  private static func addSegment(_ seg: (Int, Int), _ count: inout Int, _ seg0: inout (Int, Int), _ physical: inout [(Int, Int)]) {
    if count == 0 {
      seg0 = seg
    } else {
      if count == 1 {
        physical.removeAll(keepingCapacity: true)
        physical.append(seg0)
      }
      physical.append(seg)
    }
    count += 1
  }

  private static func overlong<S: LineSink>(_ len: Int, _ line: Int, _ sink: inout S) {
    sink.diagnostic(Diagnostic(severity: .warning, line: line, column: 76, phase: .syntax,
      message: "line is \(len) octets long; fold lines longer than 75 octets with CRLF and a space (RFC 5545 §3.1)"))
  }

  private static func fail<S: LineSink>(_ sink: inout S, _ line: ContentLine, _ offset: Int, _ message: String) {
    let loc = line.location(offset)
    sink.diagnostic(Diagnostic(severity: .error, line: loc.line, column: loc.column, phase: .syntax, message: message))
  }

  @inline(__always)
  private static func isNameByte(_ b: UInt8) -> Bool {
    (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x2D
  }

  /// For the eight bytes of `x`, the high bit of each name byte (A-Z, a-z, 0-9, '-') and,
  /// second, of each lowercase letter. Each byte is compared on its low seven bits, whose sums
  /// with the constants stay below 0x100, so no carry crosses into the next byte.
  @inline(__always)
  static func nameBytes(_ x: UInt64) -> (name: UInt64, lowercase: UInt64) {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs = ones &* 0x80
    let low7 = x & ~highs
    @inline(__always) func within(_ v: UInt64, _ lo: UInt64, _ hi: UInt64) -> UInt64 {
      (v &+ ones &* (0x80 - lo)) & ~(v &+ ones &* (0x7F - hi)) & highs
    }
    let ascii = ~x & highs
    let letters = within(low7 | (ones &* 0x20), 0x61, 0x7A)
    let digits = within(low7, 0x30, 0x39)
    let dash = within(low7, 0x2D, 0x2D)
    // A letter is lowercase when its 0x20 bit is set (moved to the byte's high bit).
    return ((letters | digits | dash) & ascii, letters & (x &<< 2) & ascii)
  }

  /// Whether one of the eight bytes of `x` equals `byte` (a zero byte of `x ^ byte…` is what
  /// `(y - 0x01…) & ~y & 0x80…` detects, exactly).
  @inline(__always)
  static func hasByte(_ x: UInt64, _ byte: UInt8, _ ones: UInt64) -> Bool {
    let y = x ^ (ones &* UInt64(byte))
    return (y &- ones) & ~y & (ones &* 0x80) != 0
  }

  private static func show(_ b: UInt8) -> String {
    if b >= 0x21 && b < 0x7F { return "'" + String(UnicodeScalar(b)) + "'" }
    let hex = String(b, radix: 16, uppercase: true)
    return "byte 0x" + (hex.count < 2 ? "0" + hex : hex)
  }

  /// Splits one logical line into name, parameters and value, and hands it to the sink
  /// (`knownPlain`: the line was found plain ASCII while its end was looked for). Unless
  /// `crEndings`, a line holding a CR is left alone (nothing reported) and true returned: that CR
  /// is a bare CR line ending, and the caller scans the line again.
  @inline(__always)
  private static func process<S: LineSink>(_ bytes: UnsafeBufferPointer<UInt8>, knownPlain: Bool, crEndings: Bool, firstLine: Int,
    segments segs: UnsafeBufferPointer<Int>, span: (Int, Int), params: inout [ParamSlot], into sink: inout S) -> Bool
  {
    do {
      var line = ContentLine(bytes: bytes, nameEnd: 0, valueStart: bytes.count, params: UnsafeBufferPointer(start: nil, count: 0),
        nameHasLowercase: false, invalidUTF8: false, key: nil, firstLine: firstLine, segmentStarts: segs,
        startOffset: span.0, endOffset: span.1)
      let finding = knownPlain || UTF8Check.isPlain(bytes) ? .ok : UTF8Check.check(bytes)
      if case .ok = finding {} else if !crEndings && containsCR(bytes) { return true }
      switch finding {
      case .ok: break
      case .invalidUTF8(let at, let b):
        line.invalidUTF8 = true
        fail(&sink, line, at, "invalid UTF-8 (\(ContentLineScanner.show(b))); iCalendar text must be UTF-8 (RFC 5545 §3.1.4)")
      case .control(let at, let b):
        let hex = String(b, radix: 16, uppercase: true)
        fail(&sink, line, at, "control character U+\(String(repeating: "0", count: 4 - hex.count) + hex) is not allowed in a content line; only HTAB is (RFC 5545 §3.1)")
      }
      let n = bytes.count
      var i = 0
      var lower = false
      var nameEnded = false
      // The name eight bytes at a time (a content line is longer than its name), then byte by byte.
      if let base = bytes.baseAddress {
        var lowercaseSeen: UInt64 = 0
        while i + 8 <= n {
          let (name, lowercase) = Self.nameBytes(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
          let nonName = ~name & 0x8080_8080_8080_8080
          // The bits up to the first non-name byte's (all of them when every byte is a name
          // byte); that byte is not a lowercase letter, so its flag is clear.
          lowercaseSeen |= lowercase & (nonName ^ (nonName &- 1))
          if nonName != 0 {
            i += nonName.trailingZeroBitCount >> 3
            nameEnded = true
            break
          }
          i += 8
        }
        lower = lowercaseSeen != 0
      }
      while !nameEnded && i < n && ContentLineScanner.isNameByte(bytes[i]) {
        if bytes[i] >= 0x61 { lower = true }
        i += 1
      }
      line.nameEnd = i
      line.nameHasLowercase = lower
      // The name's key from the words just read (a name ended by a non-name byte inside them,
      // so both words lie within the line); else made from the name's bytes.
      let key: PropertyRules.Key?
      if nameEnded && i <= 16, let base = bytes.baseAddress {
        var a = UnsafeRawPointer(base).loadUnaligned(as: UInt64.self)
        var b: UInt64 = 0
        if i < 8 {
          a &= (1 << (8 * UInt64(i))) - 1
        } else if i > 8 {
          b = UnsafeRawPointer(base + 8).loadUnaligned(as: UInt64.self) & ((1 << (8 * UInt64(i - 8))) &- 1)
        }
        if lower {
          a = PropertyRules.uppercased(a)
          b = PropertyRules.uppercased(b)
        }
        key = PropertyRules.Key(a: a, b: b)
      } else {
        key = PropertyRules.key(line.name, readable: n)
      }
      if i == 0 {
        fail(&sink, line, 0, "content line has no name; expected NAME[;PARAM=VALUE]*:VALUE")
        return false
      }
      if i == n {
        fail(&sink, line, i, "expected ':' after the property name; a content line is NAME[;PARAM=VALUE]*:VALUE")
        return false
      }
      if bytes[i] != 0x3A && bytes[i] != 0x3B {
        if bytes[i] == 0x20 || bytes[i] == 0x09 {
          var j = i
          while j < n && (bytes[j] == 0x20 || bytes[j] == 0x09) { j += 1 }
          guard j < n, bytes[j] == 0x3A || bytes[j] == 0x3B else {
            fail(&sink, line, i, "whitespace after the property name; expected ':' or ';' (NAME[;PARAM=VALUE]*:VALUE)")
            return false
          }
          let loc = line.location(i)
          sink.diagnostic(Diagnostic(severity: .warning, line: loc.line, column: loc.column, phase: .syntax,
            message: "whitespace after the property name ignored; write NAME[;PARAM=VALUE]*:VALUE"))
          i = j
        } else {
          fail(&sink, line, i, "invalid character \(ContentLineScanner.show(bytes[i])) in property name; names are letters, digits and '-'")
          return false
        }
      }
      // The slots of this line are params[0..<used]: earlier lines' slots are overwritten in
      // place rather than removed, so the array is neither shrunk nor released per line.
      var used = 0
      while i < n && bytes[i] == 0x3B {
        i += 1
        let ns = i
        while i < n && ContentLineScanner.isNameByte(bytes[i]) { i += 1 }
        let ne = i
        if ns == ne {
          fail(&sink, line, i, "expected a parameter name after ';'; parameters are ;NAME=VALUE")
          return false
        }
        guard i < n, bytes[i] == 0x3D else {
          let pname = String(decoding: line.slice(ns, ne), as: UTF8.self)
          if i < n && !ContentLineScanner.isNameByte(bytes[i]) && bytes[i] != 0x3A && bytes[i] != 0x3B {
            fail(&sink, line, i, "invalid character \(ContentLineScanner.show(bytes[i])) in parameter name '\(pname)'; names are letters, digits and '-'")
          } else {
            fail(&sink, line, i, "parameter '\(pname)' has no '='; expected ;\(pname.uppercased())=VALUE")
          }
          return false
        }
        i += 1
        var first = true
        while true {
          if i < n && bytes[i] == 0x22 {
            let vs = i + 1
            var j = vs
            while j < n && bytes[j] != 0x22 { j += 1 }
            if j >= n {
              fail(&sink, line, i, "unterminated quoted parameter value; expected a closing '\"'")
              return false
            }
            Self.put(ParamSlot(nameStart: ns, nameEnd: ne, valueStart: vs, valueEnd: j, isQuoted: true, isFirst: first), &params, &used)
            i = j + 1
            if i < n && bytes[i] != 0x2C && bytes[i] != 0x3B && bytes[i] != 0x3A {
              fail(&sink, line, i, "unexpected \(ContentLineScanner.show(bytes[i])) after a quoted parameter value; expected ',', ';' or ':'")
              return false
            }
          } else {
            let vs = i
            // Eight bytes at a time while none ends the value (',', ';', ':') or is a '"'.
            if let base = bytes.baseAddress {
              let ones: UInt64 = 0x0101_0101_0101_0101
              while i + 8 <= n {
                let x = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                if Self.hasByte(x, 0x2C, ones) || Self.hasByte(x, 0x3B, ones) || Self.hasByte(x, 0x3A, ones)
                  || Self.hasByte(x, 0x22, ones) { break }
                i += 8
              }
            }
            while i < n {
              let b = bytes[i]
              if b == 0x2C || b == 0x3B || b == 0x3A { break }
              if b == 0x22 {
                fail(&sink, line, i, "'\"' inside an unquoted parameter value; quote the whole value (NAME=\"...\") and write a quote as ^' (RFC 6868)")
                return false
              }
              i += 1
            }
            Self.put(ParamSlot(nameStart: ns, nameEnd: ne, valueStart: vs, valueEnd: i, isQuoted: false, isFirst: first), &params, &used)
          }
          first = false
          if i < n && bytes[i] == 0x2C {
            i += 1
            continue
          }
          break
        }
      }
      guard i < n, bytes[i] == 0x3A else {
        fail(&sink, line, i, "expected ':' before the value; a content line is NAME[;PARAM=VALUE]*:VALUE")
        return false
      }
      // Made afresh from its parts (not `line` updated in place) so the sink reads them as
      // values rather than through a copy of a struct stored piecewise.
      let invalid = line.invalidUTF8
      if used == 0 {
        sink.line(ContentLine(bytes: bytes, nameEnd: line.nameEnd, valueStart: i + 1,
          params: UnsafeBufferPointer(start: nil, count: 0), nameHasLowercase: lower, invalidUTF8: invalid, key: key,
          firstLine: firstLine, segmentStarts: segs, startOffset: span.0, endOffset: span.1))
      } else {
        params.withUnsafeBufferPointer { ps in
          sink.line(ContentLine(bytes: bytes, nameEnd: line.nameEnd, valueStart: i + 1,
            params: UnsafeBufferPointer(rebasing: ps[0..<used]), nameHasLowercase: lower, invalidUTF8: invalid, key: key,
            firstLine: firstLine, segmentStarts: segs, startOffset: span.0, endOffset: span.1))
        }
      }
    }
    return false
  }
}
