// Byte-level recognisers for the value types of RFC 5545 §3.3 (§3.3.2–§3.3.14). They read raw
// UTF-8 bytes without building Strings so the validator can check a 40 MB file quickly.

/// Parsers from raw bytes to typed values; each returns nil on malformed input.
enum ValueSyntax {
  typealias Bytes = UnsafeBufferPointer<UInt8>

  @inline(__always)
  static func digit(_ b: UInt8) -> Int? {
    b >= 0x30 && b <= 0x39 ? Int(b &- 0x30) : nil
  }

  /// `n` decimal digits at `i`, or nil.
  @inline(__always)
  static func number(_ p: Bytes, _ i: Int, _ n: Int) -> Int? {
    guard i >= 0, i + n <= p.count else { return nil }
    var v = 0
    for k in i..<(i + n) {
      guard let d = digit(p[k]) else { return nil }
      v = v * 10 + d
    }
    return v
  }

  static func isLeap(_ y: Int) -> Bool { (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 }

  static func daysInMonth(_ y: Int, _ m: Int) -> Int {
    switch m {
    case 1, 3, 5, 7, 8, 10, 12: 31
    case 4, 6, 9, 11: 30
    case 2: isLeap(y) ? 29 : 28
    default: 0
    }
  }

  static func pad(_ v: Int, _ width: Int) -> String {
    let s = String(v)
    return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
  }

  /// DATE `YYYYMMDD` (§3.3.4).
  static func date(_ p: Bytes) -> DateValue? {
    guard p.count == 8 else { return nil }
    return date(p, at: 0)
  }

  static func date(_ p: Bytes, at i: Int) -> DateValue? {
    guard let y = number(p, i, 4), let m = number(p, i + 4, 2), let d = number(p, i + 6, 2) else { return nil }
    let v = DateValue(year: y, month: m, day: d)
    return v.isValid ? v : nil
  }

  /// TIME `HHMMSS[Z]` (§3.3.12).
  static func time(_ p: Bytes) -> TimeValue? {
    guard p.count == 6 || (p.count == 7 && p[6] == UInt8(ascii: "Z")) else { return nil }
    return time(p, at: 0, utc: p.count == 7)
  }

  static func time(_ p: Bytes, at i: Int, utc: Bool) -> TimeValue? {
    guard let h = number(p, i, 2), let m = number(p, i + 2, 2), let s = number(p, i + 4, 2),
      h <= 23, m <= 59, s <= 60
    else { return nil }
    return TimeValue(hour: h, minute: m, second: s, isUTC: utc)
  }

  /// DATE-TIME `YYYYMMDDTHHMMSS[Z]` (§3.3.5).
  static func dateTime(_ p: Bytes) -> DateTimeValue? {
    guard p.count == 15 || (p.count == 16 && p[15] == UInt8(ascii: "Z")), p[8] == UInt8(ascii: "T"),
      let d = date(p, at: 0), let t = time(p, at: 9, utc: p.count == 16)
    else { return nil }
    return DateTimeValue(date: d, time: t)
  }

  /// Whether `p` is a DATE-TIME: the answer of `dateTime(p) != nil`, read a word at a time
  /// without building the value (the validator's check of DTSTAMP, DTSTART, DUE, ...).
  static func isDateTime(_ p: Bytes) -> Bool {
    guard p.count == 15 || (p.count == 16 && p[15] == UInt8(ascii: "Z")), p[8] == UInt8(ascii: "T"),
      let base = p.baseAddress
    else { return false }
    // YYYYMMDD, then bytes 7...14 of which 9...14 are HHMMSS (the top six bytes of the word).
    let date = UnsafeRawPointer(base).loadUnaligned(as: UInt64.self)
    let time = UnsafeRawPointer(base + 7).loadUnaligned(as: UInt64.self) >> 16
    guard let d = digitValues(date, count: 8), let t = digitValues(time, count: 6) else { return false }
    @inline(__always) func at(_ w: UInt64, _ i: Int) -> Int { Int(truncatingIfNeeded: (w >> UInt64(8 * i)) & 0xFF) }
    let year = at(d, 0) * 1000 + at(d, 1) * 100 + at(d, 2) * 10 + at(d, 3)
    let month = at(d, 4) * 10 + at(d, 5)
    let day = at(d, 6) * 10 + at(d, 7)
    let hour = at(t, 0) * 10 + at(t, 1)
    let minute = at(t, 2) * 10 + at(t, 3)
    let second = at(t, 4) * 10 + at(t, 5)
    return DateValue(year: year, month: month, day: day).isValid && hour <= 23 && minute <= 59 && second <= 60
  }

  /// The first `count` bytes of `x` (little-endian) as digit values 0...9, or nil if one of
  /// them is not an ASCII digit. Bytes are compared on their low seven bits (no carries).
  @inline(__always)
  static func digitValues(_ x: UInt64, count: Int) -> UInt64? {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs = ones &* 0x80
    let used = count == 8 ? UInt64.max : (1 << UInt64(8 * count)) - 1
    let low7 = x & ~highs
    let digits = (low7 &+ ones &* (0x80 - 0x30)) & ~(low7 &+ ones &* (0x7F - 0x39)) & ~x & highs
    guard digits & used == highs & used else { return nil }
    return (x &- ones &* 0x30) & used
  }

  /// DURATION (§3.3.6): `[+-]P` then `nW`, or `nD` and/or `T` with `nH`, `nM`, `nS` in order.
  static func duration(_ p: Bytes) -> DurationValue? {
    var i = 0
    var v = DurationValue()
    if i < p.count, p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-") {
      v.isNegative = p[i] == UInt8(ascii: "-")
      i += 1
    }
    guard i < p.count, p[i] == UInt8(ascii: "P") else { return nil }
    i += 1
    var inTime = false
    var last: UInt8 = 0  // order of designators seen
    var any = false
    var timeAny = false
    while i < p.count {
      if p[i] == UInt8(ascii: "T") {
        guard !inTime, last != UInt8(ascii: "W") else { return nil }
        inTime = true
        i += 1
        continue
      }
      var n = 0
      var digits = 0
      while i < p.count, let d = digit(p[i]) {
        if digits < 9 { n = n * 10 + d }
        digits += 1
        i += 1
      }
      guard digits > 0, digits <= 9, i < p.count else { return nil }
      let des = p[i]
      i += 1
      let rank: UInt8
      switch (des, inTime) {
      case (UInt8(ascii: "W"), false): rank = 1; v.weeks = n
      case (UInt8(ascii: "D"), false): rank = 2; v.days = n
      case (UInt8(ascii: "H"), true): rank = 3; v.hours = n
      case (UInt8(ascii: "M"), true): rank = 4; v.minutes = n
      case (UInt8(ascii: "S"), true): rank = 5; v.seconds = n
      default: return nil
      }
      guard rank > last, !(last == 1) else { return nil }
      // In the time part the RFC grammar allows H, HM, HMS, M, MS, S (no H..S skipping M).
      if rank == 5 && last == 3 { return nil }
      last = rank
      any = true
      if inTime { timeAny = true }
    }
    guard any, !inTime || timeAny else { return nil }
    return v
  }

  /// PERIOD (§3.3.9).
  static func period(_ p: Bytes) -> PeriodValue? {
    guard let slash = p.firstIndex(of: UInt8(ascii: "/")) else { return nil }
    guard let s = dateTime(Bytes(rebasing: p[0..<slash])) else { return nil }
    let rest = Bytes(rebasing: p[(slash + 1)...])
    if let e = dateTime(rest) { return PeriodValue(start: s, end: .dateTime(e)) }
    if let d = duration(rest), !d.isNegative { return PeriodValue(start: s, end: .duration(d)) }
    return nil
  }

  /// UTC-OFFSET (§3.3.14).
  static func utcOffset(_ p: Bytes) -> UTCOffsetValue? {
    guard p.count == 5 || p.count == 7 else { return nil }
    let neg: Bool
    switch p[0] {
    case UInt8(ascii: "+"): neg = false
    case UInt8(ascii: "-"): neg = true
    default: return nil
    }
    guard let h = number(p, 1, 2), let m = number(p, 3, 2), h <= 23, m <= 59 else { return nil }
    var s = 0
    if p.count == 7 {
      guard let ss = number(p, 5, 2), ss <= 59 else { return nil }
      s = ss
    }
    let total = h * 3600 + m * 60 + s
    if neg && total == 0 { return nil }
    return UTCOffsetValue(seconds: neg ? -total : total)
  }

  /// INTEGER (§3.3.8): `[+-]digits` within Int32.
  static func integer(_ p: Bytes) -> Int? {
    var i = 0
    var neg = false
    if i < p.count, p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-") {
      neg = p[i] == UInt8(ascii: "-")
      i += 1
    }
    guard i < p.count, p.count - i <= 10 else { return nil }
    var v = 0
    while i < p.count {
      guard let d = digit(p[i]) else { return nil }
      v = v * 10 + d
      i += 1
    }
    v = neg ? -v : v
    guard v >= Int(Int32.min), v <= Int(Int32.max) else { return nil }
    return v
  }

  /// FLOAT (§3.3.7): `[+-]digits[.digits]`.
  static func float(_ p: Bytes) -> Double? {
    var i = 0
    if i < p.count, p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-") { i += 1 }
    var intDigits = 0
    while i < p.count, digit(p[i]) != nil { i += 1; intDigits += 1 }
    if i < p.count, p[i] == UInt8(ascii: ".") {
      i += 1
      var frac = 0
      while i < p.count, digit(p[i]) != nil { i += 1; frac += 1 }
      guard frac > 0 else { return nil }
    }
    guard intDigits > 0, i == p.count, p.count <= 64 else { return nil }
    return Double(String(decoding: p, as: UTF8.self))
  }

  /// BOOLEAN (§3.3.2), case-insensitive.
  static func boolean(_ p: Bytes) -> Bool? {
    if equalsUppercase(p, "TRUE") { return true }
    if equalsUppercase(p, "FALSE") { return false }
    return nil
  }

  /// Case-insensitive comparison with an uppercase ASCII literal.
  @inline(__always)
  static func equalsUppercase(_ p: Bytes, _ upper: StaticString) -> Bool {
    guard p.count == upper.utf8CodeUnitCount else { return false }
    let u = upper.utf8Start
    for i in 0..<p.count {
      var b = p[i]
      if b >= 0x61 && b <= 0x7A { b &-= 0x20 }
      if b != u[i] { return false }
    }
    return true
  }

  /// Splits `p` on unescaped commas (a backslash escapes the next byte), calling `body` per item.
  static func splitList(_ p: Bytes, _ body: (Bytes) -> Bool) -> Bool {
    var start = 0
    var i = 0
    while i < p.count {
      if p[i] == UInt8(ascii: "\\") {
        i += 2
        continue
      }
      if p[i] == UInt8(ascii: ",") {
        if !body(Bytes(rebasing: p[start..<i])) { return false }
        start = i + 1
      }
      i += 1
    }
    return body(Bytes(rebasing: p[start..<min(i, p.count)]))
  }
}
