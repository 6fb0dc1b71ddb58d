// Per-property value checks (RFC 5545 §3.3 value grammars applied to the §3.7–3.8 properties).

extension Validator {
  typealias Bytes = UnsafeBufferPointer<UInt8>

  static func matches(_ p: Bytes, _ type: PropertyRules.Kind) -> Bool {
    switch type {
    case .date: ValueSyntax.date(p) != nil
    case .dateTime: ValueSyntax.isDateTime(p)
    case .duration: ValueSyntax.duration(p) != nil
    case .integer: ValueSyntax.integer(p) != nil
    case .float: ValueSyntax.float(p) != nil
    case .boolean: ValueSyntax.boolean(p) != nil
    case .period: ValueSyntax.period(p) != nil
    case .time: ValueSyntax.time(p) != nil
    case .utcOffset: ValueSyntax.utcOffset(p) != nil
    case .binary: BinaryValue.decode(bytes: p) != nil
    case .uri, .calAddress: isURI(p)
    case .text, .recur: true
    }
  }

  /// `scheme ":" ...` with scheme = ALPHA *(ALPHA / DIGIT / "+" / "-" / ".") (RFC 3986 §3.1).
  static func isURI(_ p: Bytes) -> Bool {
    guard let colon = p.firstIndex(of: 0x3A), colon > 0 else { return false }
    let f = p[0] | 0x20
    guard f >= 0x61 && f <= 0x7A else { return false }
    for i in 1..<colon {
      let b = p[i]
      let ok = (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x2B || b == 0x2D || b == 0x2E
      if !ok { return false }
    }
    return true
  }

  mutating func checkProperty(_ line: ContentLine, _ report: (Diagnostic) -> Void) {
    func say(_ loc: SourceLocation, _ sev: Diagnostic.Severity, _ message: String) {
      report(Diagnostic(severity: sev, line: loc.line, column: loc.column, phase: .validation, message: message))
    }
    guard let index = lookup.index(key: line.key) else {
      propertyIndex = nil
      return
    }
    propertyIndex = index
    let rule = rules[index]
    let value = line.value
    let top = depth - 1
    noteOccurrence(rule, line, report)
    let valueLoc = { line.location(line.valueStart) }
    var type = rule.defaultKind
    if !line.params.isEmpty, let slot = line.param("VALUE") {
      let bytes = line.slice(slot.valueStart, slot.valueEnd)
      // RFC 9253 §9.1 adds VALUE=UID (and VALUE=URI) to RELATED-TO; a UID is read as TEXT.
      let relatedUID = "\(rule.name)" == "RELATED-TO" && ValueSyntax.equalsUppercase(bytes, "UID")
      guard relatedUID || (PropertyRules.Kind.named(bytes).map(rule.allows) ?? false),
            let t = relatedUID ? .text : PropertyRules.Kind.named(bytes) else {
        say(line.location(slot.valueStart), .error,
          "VALUE=\(Self.upper(bytes)) is not allowed for \(rule.name); expected \(rule.allowedKinds.map { "VALUE=\($0.type.name)" }.joined(separator: " or "))")
        return
      }
      type = t
    }
    switch rule.check {
    case .version:
      if frames[top].isCalendar { frames[top].sawVersion = true }
      if !ValueSyntax.equalsUppercase(value, "2.0") {
        say(valueLoc(), .error, "VERSION value '\(Self.text(value))' is not supported; expected VERSION:2.0 (RFC 5545 §3.7.4)")
      }
      return
    case .rrule:
      checkRecur(line, report)
      return
    case .geo:
      if let semi = value.firstIndex(of: 0x3B),
        ValueSyntax.float(Bytes(rebasing: value[0..<semi])) != nil,
        ValueSyntax.float(Bytes(rebasing: value[(semi + 1)...])) != nil
      {
        return
      }
      say(valueLoc(), .error,
        "GEO value '\(Self.text(value))' is not two FLOATs; expected latitude;longitude such as 37.386013;-122.082932")
      return
    default: break
    }
    if case .prodid = rule.check, frames[top].isCalendar { frames[top].sawProdID = true }
    if rule.isText {
      checkText(line, rule, report)
      return
    }
    var firstBad: Bytes? = nil
    var firstItem: Bytes? = nil
    if rule.isList {
      _ = ValueSyntax.splitList(value) { item in
        if firstItem == nil { firstItem = item }
        if !Self.matches(item, type) { firstBad = item; return false }
        return true
      }
    } else {
      firstItem = value
      if !Self.matches(value, type) { firstBad = value }
    }
    if let bad = firstBad {
      let col = line.location(line.valueStart + (bad.baseAddress.map { $0 - (value.baseAddress ?? $0) } ?? 0))
      let shown = Self.text(bad)
      if type == .dateTime && rule.allows(.date) && ValueSyntax.date(bad) != nil {
        say(col, .error,
          "\(rule.name) value '\(shown)' is a DATE but VALUE=DATE is missing; expected \(rule.name);VALUE=DATE:\(shown) or a DATE-TIME (YYYYMMDDTHHMMSS or YYYYMMDDTHHMMSSZ)")
      } else if type == .duration && rule.allows(.dateTime) && ValueSyntax.dateTime(bad) != nil {
        say(col, .error,
          "\(rule.name) value '\(shown)' is a DATE-TIME but VALUE=DATE-TIME is missing; expected \(rule.name);VALUE=DATE-TIME:\(shown) or a DURATION such as -PT15M")
      } else {
        say(col, .error, "\(rule.name) value '\(shown)' is not a valid \(type.type.name); expected \(type.type.validForm)")
      }
      return
    }
    // Extra rules.
    switch rule.check {
    case .range(let lo, let hi):
      if let n = ValueSyntax.integer(value), n < lo || n > hi {
        let range = hi == Int(Int32.max) ? "a non-negative INTEGER" : "an INTEGER \(lo)...\(hi)"
        say(valueLoc(), .error, "\(rule.name) value '\(Self.text(value))' is out of range; expected \(range)")
      }
    case .utc:
      if type == .dateTime, value.last != UInt8(ascii: "Z") {
        say(valueLoc(), .error,
          "\(rule.name) value '\(Self.text(value))' is not in UTC; expected YYYYMMDDTHHMMSSZ")
      }
    case .startDate:
      guard let item = firstItem else { break }
      frames[top].start = type == .date ? .date
        : item.last == UInt8(ascii: "Z") ? .utc
        : !line.params.isEmpty && line.param("TZID") != nil ? .zoned : .floating
    default: break
    }
    if case .trigger = rule.check, type == .dateTime && value.last != UInt8(ascii: "Z") {
      say(valueLoc(), .error, "TRIGGER;VALUE=DATE-TIME value '\(Self.text(value))' is not in UTC; expected YYYYMMDDTHHMMSSZ (RFC 5545 §3.8.6.3)")
    }
    // The TZID is looked up only for a UTC value (the rare case this reports).
    if type == .dateTime, let item = firstItem, item.last == UInt8(ascii: "Z"), !line.params.isEmpty, let tz = line.param("TZID") {
      let tzid = Self.text(line.slice(tz.valueStart, tz.valueEnd))
      say(valueLoc(), .error,
        "\(rule.name) has TZID=\(tzid) and a UTC value '\(Self.text(item))'; a UTC time takes no TZID (RFC 5545 §3.3.5)")
    }
  }


  /// TEXT (§3.3.11): only `\\ \; \, \n \N` escapes; `,` and `;` must be escaped in a single value.
  /// Here the value up to its first '\\', ',' or ';' (most TEXT values have none), eight bytes
  /// at a time; `checkText(_:_:from:_:)` reads on from there.
  @inline(__always)
  private func checkText(_ line: ContentLine, _ rule: PropertyRules.Rule, _ report: (Diagnostic) -> Void) {
    let v = line.value
    guard let base = v.baseAddress else { return }
    let n = v.count
    let ones: UInt64 = 0x0101_0101_0101_0101
    @inline(__always) func special(_ x: UInt64) -> UInt64 {
      Self.firstMatches(x, 0x5C, ones) | Self.firstMatches(x, 0x2C, ones) | Self.firstMatches(x, 0x3B, ones)
    }
    var i = 0
    while i + 8 <= n {
      if special(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)) != 0 { return checkText(line, rule, from: i, report) }
      i += 8
    }
    guard i < n else { return }
    if n >= 8 {
      // The last 1-7 bytes in the word ending the value (a flag there may follow a match before
      // `i`; the exact reading from `i` then finds nothing).
      let found = special(UnsafeRawPointer(base + n - 8).loadUnaligned(as: UInt64.self)) & (UInt64.max << UInt64(8 * (8 - (n - i))))
      if found != 0 { checkText(line, rule, from: i, report) }
      return
    }
    while i < n {
      let b = base[i]
      if b == 0x5C || b == 0x2C || b == 0x3B { return checkText(line, rule, from: i, report) }
      i += 1
    }
  }

  /// `checkText` from offset `start` of the value on, the bytes before it holding no '\\', ',' or ';'.
  @inline(never)
  private func checkText(_ line: ContentLine, _ rule: PropertyRules.Rule, from start: Int, _ report: (Diagnostic) -> Void) {
    func say(_ loc: SourceLocation, _ sev: Diagnostic.Severity, _ message: String) {
      report(Diagnostic(severity: sev, line: loc.line, column: loc.column, phase: .validation, message: message))
    }
    let v = line.value
    let n = v.count
    var i = start
    var reportedComma = rule.isList
    if case .requestStatus = rule.check { reportedComma = true }
    var reportedEscape = false
    let ones: UInt64 = 0x0101_0101_0101_0101
    while i < n {
      // Eight bytes at a time while none is '\\', ',' or ';' (most of any TEXT value); else
      // straight to the first of them.
      if i + 8 <= n, let base = v.baseAddress {
        let x = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
        let found = Self.firstMatches(x, 0x5C, ones) | Self.firstMatches(x, 0x2C, ones) | Self.firstMatches(x, 0x3B, ones)
        if found == 0 {
          i += 8
          continue
        }
        i += found.trailingZeroBitCount >> 3
      } else if n >= 8, let base = v.baseAddress {
        // The last 1-7 bytes: the word ending at the end, without the bytes before `i`. A
        // true match is always flagged, so the lowest flag from `i` on is never past one.
        let x = UnsafeRawPointer(base + n - 8).loadUnaligned(as: UInt64.self)
        let found = (Self.firstMatches(x, 0x5C, ones) | Self.firstMatches(x, 0x2C, ones) | Self.firstMatches(x, 0x3B, ones))
          & (UInt64.max << UInt64(8 * (8 - (n - i))))
        if found == 0 { break }
        i = n - 8 + found.trailingZeroBitCount >> 3
      }
      let b = v[i]
      if b == 0x5C {
        if i + 1 < n {
          let c = v[i + 1]
          if !(c == 0x5C || c == 0x3B || c == 0x2C || c == 0x6E || c == 0x4E) && !reportedEscape {
            reportedEscape = true
            let shown = c < 0x80 && c >= 0x20 ? String(UnicodeScalar(c)) : "?"
            say(line.location(line.valueStart + i), .warning,
              "invalid escape '\\\(shown)' in \(rule.name); TEXT escapes are \\\\ \\; \\, \\n and \\N (RFC 5545 §3.3.11)")
          }
          i += 2
          continue
        }
      } else if (b == 0x2C || b == 0x3B) && !reportedComma {
        reportedComma = true
        let ch = b == 0x2C ? "," : ";"
        say(line.location(line.valueStart + i), .warning,
          "unescaped '\(ch)' in \(rule.name) read as a literal '\(ch)'; write '\\\(ch)' (RFC 5545 §3.3.11)")
      }
      i += 1
    }
  }


  /// The high bit of the first byte of `x` (little-endian) equal to `byte`, and possibly of
  /// later bytes; zero when none is. (A zero byte of `y = x ^ byte…` sets its high bit in
  /// `(y - 0x01…) & ~y & 0x80…`; a borrow can mark only bytes after the first zero.) So the
  /// lowest set bit of the union over several bytes is the first byte equal to any of them.
  @inline(__always)
  static func firstMatches(_ x: UInt64, _ byte: UInt8, _ ones: UInt64) -> UInt64 {
    let y = x ^ (ones &* UInt64(byte))
    return (y &- ones) & ~y & (ones &* 0x80)
  }

  /// RECUR (§3.3.10) at the syntax level: `NAME=VALUE` parts, FREQ present, UNTIL a DATE or DATE-TIME.
  private mutating func checkRecur(_ line: ContentLine, _ report: (Diagnostic) -> Void) {
    let v = line.value
    let n = v.count
    let top = depth - 1
    var sawFreq = false
    // Each part v[start..<end] up to the next ';' (or the end), its first '=' at `eq`.
    var start = 0
    while start <= n {
      var end = start
      var eq = -1
      while end < n {
        let b = v[end]
        if b == 0x3B { break }
        if b == 0x3D && eq < 0 { eq = end }
        end += 1
      }
      if end == start {
        // Tolerate an empty part such as a trailing ';'.
      } else if eq >= 0 {
        let pname = Bytes(rebasing: v[start..<eq])
        let pvalue = Bytes(rebasing: v[(eq + 1)..<end])
        if ValueSyntax.equalsUppercase(pname, "FREQ") { sawFreq = true }
        if ValueSyntax.equalsUppercase(pname, "UNTIL") {
          let loc = line.location(line.valueStart + eq + 1)
          if ValueSyntax.date(pvalue) != nil {
            frames[top].untilKind = .date
          } else if ValueSyntax.dateTime(pvalue) != nil {
            frames[top].untilKind = pvalue.last == UInt8(ascii: "Z") ? .utc : .floating
          } else {
            report(Diagnostic(severity: .error, line: loc.line, column: loc.column, phase: .validation,
              message: "RRULE UNTIL '\(Self.text(pvalue))' is not a DATE or DATE-TIME; expected YYYYMMDD or YYYYMMDDTHHMMSSZ"))
            frames[top].untilKind = .none
            start = end + 1
            continue
          }
          frames[top].untilText.removeAll(keepingCapacity: true)
          frames[top].untilText.append(contentsOf: pvalue)
          frames[top].untilLocation = loc
        }
      } else {
        let part = Bytes(rebasing: v[start..<end])
        let loc = line.location(line.valueStart + start)
        report(Diagnostic(severity: .error, line: loc.line, column: loc.column, phase: .validation,
          message: "RRULE part '\(Self.text(part))' has no '='; expected NAME=VALUE such as FREQ=WEEKLY"))
      }
      start = end + 1
    }
    if !sawFreq {
      let loc = line.location(line.valueStart)
      report(Diagnostic(severity: .error, line: loc.line, column: loc.column, phase: .validation,
        message: "RRULE '\(Self.text(v))' has no FREQ; expected FREQ=SECONDLY|MINUTELY|HOURLY|DAILY|WEEKLY|MONTHLY|YEARLY;..."))
    }
  }
}
