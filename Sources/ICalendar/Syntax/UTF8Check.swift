// UTF-8 well-formedness (RFC 3629, required by RFC 5545 §3.1.4) and the control-character rule
// of §3.1 (no CTL except HTAB in a content line), checked on raw bytes a word at a time.

/// Byte-level checks of a content line's octets.
enum UTF8Check {
  /// The outcome for a line.
  enum Finding: Equatable {
    case ok
    case invalidUTF8(at: Int, byte: UInt8)
    case control(at: Int, byte: UInt8)
  }

  /// Whether `p` is all ASCII with no control byte (HTAB included) and no DEL, told eight
  /// bytes at a time: the common line, for which `check` need not run. Inlined where lines
  /// are scanned; a false answer only means `check` decides.
  @inline(__always)
  static func isPlain(_ p: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = p.baseAddress else { return true }
    let n = p.count
    @inline(__always) func flagged(_ x: UInt64) -> Bool { flags(x) != 0 }
    if n < 8 {
      for i in 0..<n where base[i] < 0x20 || base[i] >= 0x7F { return false }
      return true
    }
    var i = 0
    while i + 8 <= n {
      if flagged(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)) { return false }
      i += 8
    }
    return i == n || !flagged(UnsafeRawPointer(base + n - 8).loadUnaligned(as: UInt64.self))
  }

  /// For the eight bytes of `x` (little-endian), the high bit of each byte that is not plain
  /// (a control byte, HTAB included, DEL, or a byte outside ASCII), and possibly of bytes after
  /// such a byte (a borrow); never of a plain byte before the first one that is not.
  @inline(__always)
  static func flags(_ x: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let low = (x &- ones &* 0x20) & ~x & highs
    let y = x ^ (ones &* 0x7F)
    return (x & highs) | low | ((y &- ones) & ~y & highs)
  }

  /// Checks `p`: every sequence well-formed UTF-8 and no control byte other than HTAB.
  static func check(_ p: UnsafeBufferPointer<UInt8>) -> Finding {
    guard let base = p.baseAddress else { return .ok }
    let n = p.count
    var i = 0
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    // Fast path: 8 ASCII bytes with none below 0x20 and none equal to 0x7F.
    while i + 8 <= n {
      let x = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
      let low = (x &- ones &* 0x20) & ~x & highs
      let y = x ^ (ones &* 0x7F)
      let del = (y &- ones) & ~y & highs
      if (x & highs) | low | del != 0 { break }
      i += 8
    }
    // The last 1-7 bytes as one word ending at the end (re-reading some checked bytes).
    if i < n && n >= 8 && i + 8 > n {
      let x = UnsafeRawPointer(base + n - 8).loadUnaligned(as: UInt64.self)
      let low = (x &- ones &* 0x20) & ~x & highs
      let y = x ^ (ones &* 0x7F)
      let del = (y &- ones) & ~y & highs
      if (x & highs) | low | del == 0 { return .ok }
    }
    while i < n {
      let b = base[i]
      if b < 0x80 {
        if (b < 0x20 && b != 0x09) || b == 0x7F { return .control(at: i, byte: b) }
        i += 1
        continue
      }
      let len: Int
      var minNext: UInt8 = 0x80
      var maxNext: UInt8 = 0xBF
      switch b {
      case 0xC2...0xDF: len = 2
      case 0xE0: len = 3; minNext = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: len = 3
      case 0xED: len = 3; maxNext = 0x9F
      case 0xF0: len = 4; minNext = 0x90
      case 0xF1...0xF3: len = 4
      case 0xF4: len = 4; maxNext = 0x8F
      default: return .invalidUTF8(at: i, byte: b)
      }
      guard i + len <= n else { return .invalidUTF8(at: i, byte: b) }
      let b1 = base[i + 1]
      guard b1 >= minNext && b1 <= maxNext else { return .invalidUTF8(at: i + 1, byte: b1) }
      var k = 2
      while k < len {
        let c = base[i + k]
        guard c & 0xC0 == 0x80 else { return .invalidUTF8(at: i + k, byte: c) }
        k += 1
      }
      i += len
    }
    return .ok
  }
}
